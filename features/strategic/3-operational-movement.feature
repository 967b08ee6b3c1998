@strategic
Feature: 3 Operational Movement Phase: who may move
  In the Operational Movement Phase only the phasing side's ground units move, and only those
  with a Movement Allowance above zero. Supply is looked at once, when a unit's move begins
  (reading 14): a unit that is supplied then may walk out of supply, keep going and stop there;
  a unit that is out of supply then may not move at all.

  The board (s3-supply.toml): clear hexes; a Soviet rifle corps (MA 3) in e3509; the hexes
  e3507 and e3506 north-west of it are out of supply, as is e3609, where an encircled corps
  stands. A Soviet fortified area with MA 0 is in e3710, a Soviet Air unit in e3811 and a German
  infantry corps in e3305. It is the Soviet Operational Movement Phase.

  Background:
    Given the strategic scenario "s3-supply.toml"

  @STR-3-01
  Scenario: A unit of the side that is not moving may not be moved
    When "german-inf" moves e3305, e3304
    Then the move is refused by STR-3-01 before the unit moves
    And "german-inf" cannot move at all because of STR-3-01

  @STR-3-01
  Scenario: When the Axis side is the phasing side, the German unit moves and the Soviet one does not
    Given the strategic scenario "s3-supply.toml" with:
      """
      [rules]
      side = "axis"
      """
    When "german-inf" moves e3305, e3304
    Then the move is legal
    And the move costs 1 MP
    When "rifle" moves e3509, e3508
    Then the move is refused by STR-3-01 before the unit moves

  @STR-3-01
  Scenario: An Air unit of the phasing side is no ground unit and does not move in this phase
    When "red-air" moves e3811, e3810
    Then the move is refused by STR-3-01 before the unit moves

  @STR-3-02
  Scenario: A unit with a Movement Allowance of zero may not move even one clear hex
    When "garrison" moves e3710, e3709
    Then the move is refused by STR-3-02 before the unit moves
    And "garrison" cannot move at all because of STR-3-02

  @STR-3-03
  Scenario: A unit that is out of supply when its move would begin may not move
    When "cut-off" moves e3609, e3608
    Then the move is refused by STR-3-03 before the unit moves
    And "cut-off" cannot move at all because of STR-3-03

  @STR-3-03
  Scenario: A unit the scenario marks as unsupplied may not move, whatever its hex
    Given the strategic scenario "s3-supply.toml" with:
      """
      [[units]]
      id = "isolated"
      side = "soviet"
      at = "e3409"
      nationality = "russian"
      type = "infantry"
      movement = 3
      supplied = false
      """
    When "isolated" moves e3409, e3408
    Then the move is refused by STR-3-03 before the unit moves

  @STR-3-04
  Scenario: A supplied unit may pass through hexes out of supply and carry on beyond them
    When "rifle" moves e3509, e3508, e3507, e3607
    Then the move is legal, citing STR-3-04
    And step 2 of the move cites STR-3-04
    And the move costs 3 MP
    And the unit may move on from e3607

  @STR-3-04
  Scenario: Hexes out of supply are in a supplied unit's reach like any others
    Then "rifle" can reach e3507 for 2 MP
    And "rifle" can reach e3506 for 3 MP

  @STR-3-05 @STR-3-03
  Scenario: A unit may end its move out of supply, and is then judged out of supply for its next move
    When "rifle" moves e3509, e3508, e3507, e3506
    Then the move is legal, citing STR-3-04
    And step 3 of the move cites STR-3-05
    And the move costs 3 MP
    And "rifle" is in e3506
    Given it is the Reserve Movement Phase
    When "rifle" moves e3506, e3505
    Then the move is refused by STR-3-03 before the unit moves
