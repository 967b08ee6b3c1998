@minis-dice
Feature: Command Groups move at the speed of their slowest unit
  Reading of DICE-CMD-01 (crates/minis/dice.toml): the slowest of the units that actually move
  sets the rate, and one Variable Move roll is made for the group and applies to every moving
  unit.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-CMD-02 @DICE-CMD-01
  Scenario: Fast vehicles moving with average vehicles move at the average 6" + 1D6
    When the odds of "recce" and "stug" moving on a single move to 64, 46 are worked out
    Then the distance runs from 7" to 12" in steps of 1"
    And the chance of moving exactly 9" is 1/6
    And the chance of moving exactly 18" is 0
    And the move is legal, citing DICE-CMD-01

  @DICE-CMD-01
  Scenario: One roll moves the whole group the same distance
    Given the dice will roll 4
    When "recce" and "stug" are ordered on a single move to 64, 46
    Then the move rolled 1 die
    And the rolled distance is 10"
    And "recce" stops short at 63.24, 39.92
    And "stug" stops short at 64.76, 39.92
    And the move is legal, citing DICE-CMD-01

  @DICE-CMD-01
  Scenario: A fast unit moving without its slower group mates keeps its own rate
    When the odds of "recce" moving on a single move to 62, 46 are worked out
    Then the distance runs from 8" to 18" in steps of 2"
    And the move is legal
    And the ledger does not cite DICE-CMD-01
