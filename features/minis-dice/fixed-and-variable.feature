@minis-dice
Feature: Fixed and Variable Moves
  A unit moves its Fixed Move plus the roll of its Variable Move die: 6" plus one die for an
  average vehicle, 6" plus twice a die for a fast one.

  Background:
    Given the table scenario "wood.toml"

  @DICE-FIXED-02 @DICE-FIXED-01
  Scenario: An average vehicle moves 7" to 12", each equally likely
    When the odds of "panzer-iv" moving on a single move to 10, 40 are worked out
    Then the distance runs from 7" to 12" in steps of 1"
    And the chance of moving exactly 7" is 1/6
    And the move is legal, citing DICE-FIXED-01

  @DICE-FIXED-03
  Scenario: A fast vehicle moves an even 8" to 18"
    When the odds of "recce" moving on a single move to 4, 40 are worked out
    Then the distance runs from 8" to 18" in steps of 2"
    And the chance of moving exactly 18" is 1/6
    And the chance of moving exactly 9" is 0

  @DICE-FIXED-01 @DICE-FIXED-02
  Scenario: An average vehicle rolling a 5 moves 6" + 5" = 11"
    Given the dice will roll 5
    When "panzer-iv" is ordered on a single move to 10, 40
    Then the rolled distance is 11"
    And the move rolled 1 die
    And "panzer-iv" stops short at 10, 23
    And the move is legal, citing DICE-FIXED-01

  @DICE-FIXED-01 @DICE-FIXED-03
  Scenario: A fast vehicle rolling a 4 doubles it: 6" + 8" = 14"
    Given the dice will roll 4
    When "recce" is ordered on a single move to 4, 40
    Then the rolled distance is 14"
    And "recce" stops short at 4, 18
    And the move is legal, citing DICE-FIXED-01

  @DICE-FIXED-02
  Scenario: Every distance of an average single move has the chance 1/6
    When the odds of "panzer-iv" moving on a single move to 10, 40 are worked out
    Then the chance of moving exactly 7" is 1/6
    And the chance of moving exactly 10" is 1/6
    And the chance of moving exactly 12" is 1/6
    And the chance of moving exactly 13" is 0
    And the move is legal, citing DICE-FIXED-01

  @DICE-FIXED-03
  Scenario: A fast vehicle never moves an odd distance
    When the odds of "recce" moving on a single move to 4, 40 are worked out
    Then the chance of moving exactly 8" is 1/6
    And the chance of moving exactly 13" is 0
    And the chance of moving exactly 17" is 0
    And the move is legal, citing DICE-FIXED-01
