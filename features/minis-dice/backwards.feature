@minis-dice
Feature: Sideways and Backwards Movement
  A vehicle reversing (moving without turning, toward its rear) moves its Variable Move only:
  one die, no Fixed Move, and never with a Dice Chain (the DICE-BACK-01 reading). It may not
  move sideways without turning. Directions within 45° of the rear count as backwards, within
  45° of the front as forwards, and anything between as sideways (`[backwards]` in
  crates/minis/dice.toml).

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-BACK-01
  Scenario: The Panzer IV reversing moves only 1D6": 1" to 6"
    When the odds of "panzer-iv" moving on a single move to 4, 12 keeping its facing are worked out
    Then the distance runs from 1" to 6" in steps of 1"
    And the chance of moving exactly 6" is 1/6
    And the chance to arrive is 1/6
    And the move is legal, citing DICE-BACK-01

  @DICE-BACK-01
  Scenario: Reversing with a roll of 4 the Panzer IV goes 4" and still faces east
    Given the dice will roll 4
    When "panzer-iv" is ordered on a single move to 4, 12 keeping its facing
    Then the rolled distance is 4"
    And "panzer-iv" stops short at 6, 12
    And "panzer-iv" faces 90
    And the move is legal, citing DICE-BACK-01

  @DICE-BACK-01
  Scenario: A fast vehicle reversing keeps its doubling: 2" to 12"
    When the odds of "recce" moving on a single move to 62, 20 keeping its facing are worked out
    Then the distance runs from 2" to 12" in steps of 2"
    And the move is legal, citing DICE-BACK-01

  @DICE-BACK-01
  Scenario: Turned to face the way, the same move is a full 6" + 1D6
    When the odds of "panzer-iv" moving on a single move to 4, 12 are worked out
    Then the distance runs from 7" to 12" in steps of 1"
    And the move is legal, citing DICE-FIXED-01
    And the ledger does not cite DICE-BACK-01

  @DICE-BACK-02
  Scenario: The Panzer IV facing east may not slide north without turning
    When the odds of "panzer-iv" moving on a single move to 10, 30 keeping its facing are worked out
    Then the move is refused by DICE-BACK-02

  @DICE-BACK-02
  Scenario: The Panzer IV moving north turns to face north first
    Given the dice will roll 2
    When "panzer-iv" is ordered on a single move to 10, 30
    Then "panzer-iv" faces 0
    And the move is legal, citing DICE-FACE-01

  @DICE-BACK-03
  Scenario: No Double Dice Chain backwards
    When the odds of "panzer-iv" moving on a double move to 2, 12 keeping its facing are worked out
    Then the move is refused by DICE-BACK-03

  @DICE-BACK-03
  Scenario: No Triple Dice Chain backwards either
    Given the dice will roll 6, 6, 6
    When "panzer-iv" is ordered on a triple move to 2, 12 keeping its facing
    Then the move is refused by DICE-BACK-03
    And the move rolled 0 dice

  @DICE-BACK-03
  Scenario: Turned to face the way first, the Panzer IV may take a double move
    When the odds of "panzer-iv" moving on a double move to 2, 12 are worked out
    Then the distance runs from 14" to 24" in steps of 1"
    And the chance to arrive is 1
    And the move is legal, citing DICE-CHAIN-01
