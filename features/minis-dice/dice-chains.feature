@minis-dice
Feature: Dice Chains — multiple moves
  A chain of n dice adds n Fixed Moves and rolls n Variable Move dice. The chain is part of the
  order: it is fixed when the order is made, before any die is rolled, and cannot be
  lengthened once the dice are seen.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-CHAIN-01
  Scenario: A fast vehicle on a double move: 12" + 2D6 doubled, 16" to 36"
    When the odds of "recce" moving on a double move to 62, 46 are worked out
    Then the distance runs from 16" to 36" in steps of 2"
    And the chance of moving exactly 16" is 1/36
    And the chance of moving exactly 26" is 1/6
    And the move is legal, citing DICE-CHAIN-01

  @DICE-CHAIN-01
  Scenario: Both fixed moves are added, then both dice are rolled
    Given the dice will roll 3, 5
    When "recce" is ordered on a double move to 22, 30
    Then the move rolled 2 dice
    And the rolled distance is 28"
    And "recce" stops short at 34, 30
    And the move is legal, citing DICE-CHAIN-01

  @DICE-CHAIN-02
  Scenario: Average vehicles on a Double Dice Chain move 12" + 2D6: 14" to 24"
    When the odds of "panzer-iv" moving on a double move to 10, 40 are worked out
    Then the distance runs from 14" to 24" in steps of 1"
    And the chance of moving exactly 14" is 1/36
    And the chance of moving exactly 19" is 1/6
    And the chance of moving exactly 24" is 1/36
    And the chance of moving exactly 25" is 0
    And the move is legal, citing DICE-CHAIN-01

  @DICE-CHAIN-03
  Scenario: Fast vehicles on a Triple Dice Chain move 18" + 3D6 doubled: 24" to 54"
    When the odds of "recce" moving on a triple move to 22, 30 are worked out
    Then the distance runs from 24" to 54" in steps of 2"
    And the chance of moving exactly 24" is 1/216
    And the chance of moving exactly 30" is 5/108
    And the chance of moving exactly 38" is 1/8
    And the chance of moving exactly 40" is 1/8
    And the chance of moving exactly 39" is 0
    And the chance of moving exactly 54" is 1/216
    And the chance to arrive is 1/2
    And the move is legal, citing DICE-CHAIN-01

  @DICE-CHAIN-04
  Scenario: A single move order rolls one die, however many dice lie ready
    Given the dice will roll 2, 6, 6
    When "panzer-iv" is ordered on a single move to 10, 40
    Then the move rolled 1 die
    And the rolled distance is 8"
    And "panzer-iv" stops short at 10, 20
    And the move is legal, citing DICE-CHAIN-04

  @DICE-CHAIN-04
  Scenario: The same dice on a double move order made beforehand give 12" + 8"
    Given the dice will roll 2, 6, 6
    When "panzer-iv" is ordered on a double move to 10, 40
    Then the move rolled 2 dice
    And the rolled distance is 20"
    And "panzer-iv" stops short at 10, 32
    And the move is legal, citing DICE-CHAIN-04

  @DICE-CHAIN-05 @DICE-CHAIN-04
  Scenario: A short roll cannot be lengthened by adding dice afterwards
    Given the dice will roll 2, 6, 6
    When "panzer-iv" is ordered on a single move to 10, 40
    Then "panzer-iv" stops short at 10, 20
    When the player then tries to add 2 more dice to the move
    Then the move is refused by DICE-CHAIN-05
    And "panzer-iv" stops short at 10, 20
