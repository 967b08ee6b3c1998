@minis-dice
Feature: Introduction — uncertain moves, and double or triple move orders
  A unit is ordered toward a destination, but the dice decide how far it gets, so no order
  promises arrival unless the destination lies within the shortest move the dice can give.
  A double or triple move order takes it farther; longer chains are not defined for movement
  and are refused (the DICE-INTRO-03 reading).

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-INTRO-02
  Scenario: A destination within the shortest possible move is certain to be reached
    When the chance of "panzer-iv" arriving at 10, 19 on a single move is worked out
    Then the distance runs from 7" to 12" in steps of 1"
    And the chance to arrive is 1
    And the ledger cites DICE-INTRO-02 saying "arrival is certain"

  @DICE-INTRO-02
  Scenario: A destination 10" away is reached only half the time on a single move
    When the chance of "panzer-iv" arriving at 10, 22 on a single move is worked out
    Then the chance to arrive is 1/2
    And the ledger cites DICE-INTRO-02 saying "cannot be promised"

  @DICE-INTRO-02
  Scenario: A destination beyond the longest single move cannot be reached this turn
    When the chance of "panzer-iv" arriving at 10, 25 on a single move is worked out
    Then the chance to arrive is 0
    And the ledger cites DICE-INTRO-02 saying "cannot be promised"

  @DICE-INTRO-03 @DICE-INTRO-02
  Scenario: A double or triple move order reaches what a single move cannot
    When the chance of "panzer-iv" arriving at 10, 25 on a double move is worked out
    Then the distance runs from 14" to 24" in steps of 1"
    And the chance to arrive is 1
    When the chance of "panzer-iv" arriving at 10, 48 on a triple move is worked out
    Then the distance runs from 21" to 36" in steps of 1"
    And the chance to arrive is 1/216
    And the move is legal, citing DICE-CHAIN-01

  @DICE-INTRO-03
  Scenario: A four-dice chain is no move order of these rules
    When the odds of "panzer-iv" moving on a 4-dice move to 10, 40 are worked out
    Then the move is refused by DICE-INTRO-03
