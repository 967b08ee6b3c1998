@minis-dice
Feature: Terrain is another text
  These rules give distances on open ground; how terrain changes movement is left to the next
  text. A route through woods or over a hedge is measured and reported, but the distance rolled
  is the open-ground one, and the ledger says so.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-NEXT-01
  Scenario: The M4s' way north crosses a hedge and 10" of woods
    When the route from 35, 5 to 35, 35 is measured
    Then the route is 30" long with 10" of woods
    And the route crosses hedge

  @DICE-NEXT-01
  Scenario: Through the hedge and the wood the M4s still roll the open-ground 6" + 1D6
    When the odds of "m4" moving on a single move to 35, 35 are worked out
    Then the distance runs from 7" to 12" in steps of 1"
    And the chance to arrive is 0
    And the move is legal, citing DICE-NEXT-01

  @DICE-NEXT-01
  Scenario: The M4s move the whole rolled distance into the wood
    Given the dice will roll 2, 2
    When "m4" is ordered on a double move to 35, 35
    Then the rolled distance is 16"
    And "m4" stops short at 35, 21
    And the move is legal, citing DICE-NEXT-01

  @DICE-NEXT-01
  Scenario: On open ground there is nothing to note
    When the odds of "panzer-iv" moving on a single move to 10, 40 are worked out
    Then the move is legal
    And the ledger does not cite DICE-NEXT-01
