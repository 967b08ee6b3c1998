@minis-dice
Feature: Movement Orders
  An order names the moving units of one Command Group and the dice spent, and the Command
  Dice mark one destination. The units then travel the whole rolled distance toward it, halt
  on arriving (the rest is lost), and may neither change course nor stay put. Moving units end
  within 6" of each other: the chain reading of DICE-ORDER-09 (crates/minis/dice.toml; every
  pair with `pairwise = true`). An order lasts one turn.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-ORDER-02 @DICE-ORDER-01
  Scenario: The Panther stays still and fires at the M4s, then the three Panzer IVs move
    When "panther" stays still and fires at "m4"
    Then "panther" fires 10D AT having stayed still because of DICE-ORDER-01
    And the ledger cites DICE-ORDER-01 saying "stayed still"
    Given the dice will roll 3, 4
    When "pz-1", "pz-2" and "pz-3" are ordered on a double move to 55, 40
    Then the rolled distance is 19"
    And "pz-2" stops short at 55, 23
    And "pz-1" stops short at 52.61, 22.82
    And "pz-3" stops short at 57.39, 22.82
    And "panther" stays at 14, 4 facing 0
    And the move is legal, citing DICE-ORDER-01

  @DICE-ORDER-01
  Scenario: A group's unit may move on its own while the others stay
    Given the dice will roll 3
    When "panther" is ordered on a single move to 14, 13
    Then "panther" reaches its destination after 9"
    And "pz-1" stays at 50, 4 facing 0
    And the move is legal, citing DICE-ORDER-01

  @DICE-ORDER-03
  Scenario: An order that names no moving unit is refused
    When nobody is ordered on a single move to 10, 20
    Then the move is refused by DICE-ORDER-03

  @DICE-ORDER-03
  Scenario: An order that spends no Command Dice is refused
    When "panzer-iv" is ordered on a 0-dice move to 10, 20
    Then the move is refused by DICE-ORDER-03

  @DICE-ORDER-04 @DICE-ORDER-05
  Scenario: The Panther moves up to the edge of the copse that the Command Dice mark
    Given the dice will roll 3
    When "panther" is ordered on a single move to 14, 13
    Then "panther" reaches its destination after 9"
    And the ledger cites DICE-ORDER-04 saying "Command Dice mark the destination"
    And the ledger cites DICE-ORDER-05 saying "the edge of a terrain area"

  @DICE-ORDER-05
  Scenario: The Panzer IVs head for a point the player nominates
    Given the dice will roll 6
    When "pz-1", "pz-2" and "pz-3" are ordered on a single move to 55, 14
    Then "pz-2" reaches its destination after 10"
    And the ledger cites DICE-ORDER-05 saying "a point the player nominated"
    And the move is legal, citing DICE-ORDER-04

  @DICE-ORDER-05
  Scenario: A destination off the table is refused
    When "panzer-iv" is ordered on a single move to 10, 60
    Then the move is refused by DICE-ORDER-05

  @DICE-ORDER-06
  Scenario: A unit short of its destination travels the whole rolled distance toward it
    Given the dice will roll 1
    When "panzer-iv" is ordered on a single move to 10, 40
    Then the rolled distance is 7"
    And "panzer-iv" stops short at 10, 19
    And the move is legal, citing DICE-ORDER-06

  @DICE-ORDER-07
  Scenario: A unit halts on reaching its destination and the excess is lost
    Given the dice will roll 6
    When "panther" is ordered on a single move to 14, 13
    Then the rolled distance is 12"
    And "panther" reaches its destination after 9"
    And "panther" loses 3" of the rolled distance
    And the move is legal, citing DICE-ORDER-07

  @DICE-ORDER-08
  Scenario: After a disappointing roll the units may not head somewhere else
    Given the dice will roll 1
    When "panzer-iv" is ordered on a single move to 10, 40
    Then "panzer-iv" stops short at 10, 19
    When the player then tries to send the units to 4, 14 instead
    Then the move is refused by DICE-ORDER-08

  @DICE-ORDER-08
  Scenario: After a disappointing roll the move may not be called off
    Given the dice will roll 1
    When "panzer-iv" is ordered on a single move to 10, 40
    When the player then tries to call the move off
    Then the move is refused by DICE-ORDER-08
    And "panzer-iv" stops short at 10, 19

  @DICE-ORDER-09
  Scenario: Moving units that end in a chain, each within 6" of the next, are together
    Given the dice will roll 1
    When "pz-1", "pz-2" and "pz-3" are ordered on a single move to 55, 40
    Then "pz-1" stops short at 50.96, 10.93
    And "pz-2" stops short at 55, 11
    And "pz-3" stops short at 59.04, 10.93
    And the move is legal, citing DICE-ORDER-09

  @DICE-ORDER-09
  Scenario: With the every-pair reading the outer Panzer IVs, 8.07" apart, are too far apart
    Given the table scenario "dice-orders.toml" with:
      """
      [rules.data.group]
      spacing = 6
      pairwise = true
      """
    And the dice will roll 1
    When "pz-1", "pz-2" and "pz-3" are ordered on a single move to 55, 40
    Then the move is refused by DICE-ORDER-09

  @DICE-ORDER-09
  Scenario: Group members that would end far apart are refused
    Given the dice will roll 1
    When "panther" and "pz-1" are ordered on a single move to 30, 40
    Then the move is refused by DICE-ORDER-09

  @DICE-ORDER-10
  Scenario: Units of two Command Groups cannot share one order
    When "panzer-iv" and "pz-1" are ordered on a single move to 30, 40
    Then the move is refused by DICE-ORDER-10

  @DICE-ORDER-10
  Scenario: The moving units of a group all head for the one destination
    Given the dice will roll 6
    When "pz-1", "pz-2" and "pz-3" are ordered on a single move to 55, 14
    Then "pz-1" reaches its destination after 11.18"
    And "pz-2" reaches its destination after 10"
    And "pz-3" reaches its destination after 11.18"

  @DICE-ORDER-11
  Scenario: An order lasts one turn: a unit short of its destination needs a new order
    Given the dice will roll 1
    When "panzer-iv" is ordered on a single move to 10, 40
    Then "panzer-iv" stops short at 10, 19
    And the ledger cites DICE-ORDER-11 saying "the order ends with this turn"
    Given the next turn begins with the units where the last move left them
    And the dice will roll 6
    When "panzer-iv" is ordered on a single move to 10, 40
    Then "panzer-iv" stops short at 10, 31
    And the move is legal, citing DICE-ORDER-11
