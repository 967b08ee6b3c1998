@minis-dice
Feature: Suppressed units move their Variable Move only
  Reading of DICE-SUPP-01 (crates/minis/dice.toml): a fast vehicle keeps its doubling, and an
  n-dice chain rolls n Variable Move dice with no Fixed Move at all.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-SUPP-02 @DICE-SUPP-01
  Scenario: Max's suppressed Panther platoon moves only 1D6": 1" to 6"
    When the odds of "panthers" moving on a single move to 30, 40 are worked out
    Then the distance runs from 1" to 6" in steps of 1"
    And the chance of moving exactly 1" is 1/6
    And the chance of moving exactly 6" is 1/6
    And the chance of moving exactly 7" is 0
    And the move is legal, citing DICE-SUPP-01

  @DICE-SUPP-02 @DICE-SUPP-01
  Scenario: The suppressed Panthers rolling a 4 move 4"
    Given the dice will roll 4
    When "panthers" are ordered on a single move to 30, 40
    Then the rolled distance is 4"
    And "panthers" stops short at 8, 40
    And the move is legal, citing DICE-SUPP-01

  @DICE-SUPP-03 @DICE-FIXED-01
  Scenario: With their suppression removed first, the Panthers move the full 6" + 1D6: 7" to 12"
    Given a Remove Unit Suppression order has been given to "panthers"
    When the odds of "panthers" moving on a single move to 30, 40 are worked out
    Then the distance runs from 7" to 12" in steps of 1"
    And the chance of moving exactly 7" is 1/6
    And the move is legal, citing DICE-FIXED-01
    And the ledger does not cite DICE-SUPP-01

  @DICE-SUPP-03
  Scenario: The unsuppressed Panthers rolling a 4 move 10"
    Given a Remove Unit Suppression order has been given to "panthers"
    And the dice will roll 4
    When "panthers" are ordered on a single move to 30, 40
    Then the rolled distance is 10"
    And "panthers" stops short at 14, 40
    And the move is legal, citing DICE-FIXED-01

  @DICE-SUPP-01
  Scenario: A suppressed fast vehicle keeps its doubling: 2" to 12", even only
    When the odds of "scouts" moving on a single move to 40, 24 are worked out
    Then the distance runs from 2" to 12" in steps of 2"
    And the chance of moving exactly 2" is 1/6
    And the chance of moving exactly 3" is 0
    And the move is legal, citing DICE-SUPP-01

  @DICE-SUPP-01
  Scenario: A suppressed average unit on a double move rolls 2D6 with no Fixed Move: 2" to 12"
    When the odds of "panthers" moving on a double move to 30, 40 are worked out
    Then the distance runs from 2" to 12" in steps of 1"
    And the chance of moving exactly 2" is 1/36
    And the chance of moving exactly 7" is 1/6
    And the move is legal, citing DICE-SUPP-01

  @DICE-SUPP-01
  Scenario: A suppressed fast unit on a triple move rolls 3D6 doubled: 6" to 36"
    When the odds of "scouts" moving on a triple move to 44, 24 are worked out
    Then the distance runs from 6" to 36" in steps of 2"
    And the chance of moving exactly 36" is 1/216
    And the move is legal, citing DICE-SUPP-01
