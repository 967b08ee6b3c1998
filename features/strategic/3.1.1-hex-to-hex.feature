@strategic
Feature: 3.1.1 Hex-to-Hex movement
  A unit steps from hex to adjacent hex, paying for the hex it enters and the hexside it
  crosses, and may not enter a hex it cannot pay for in full — except the very first hex of its
  move, after which it stops.

  Background:
    Given the strategic scenario "kiev.toml"

  @STR-3.1.1-05 @STR-3.1.1-04 @STR-3.1.1-03
  Scenario: The Kiev HQ cannot afford the swamp after a clear hex
    When "russian-hq" moves e3609, e3608, e3707
    Then the move is refused by STR-3.1.1-04 on entering e3707
    And the move costs 1 MP

  @STR-3.1.1-09 @STR-3.1.1-06 @STR-3.1.1-07 @STR-3.1.1-02
  Scenario: The Kiev HQ may cross the river into the swamp as its first hex, then stops
    When "russian-hq" moves e3609, e3708
    Then the move is legal, citing STR-3.1.1-06
    And the move costs 3 MP
    And the unit must stop in e3708 because of STR-3.1.1-07
