@minis-dice
Feature: Moving and Facing
  A unit faces the way it moves, may turn as often as it likes on the way (turning costs no
  distance: the DICE-FACE-03 reading), and on arriving may face any way. Reading of
  DICE-FACE-04 (crates/minis/dice.toml): a unit that stops short keeps the facing of the leg it
  stopped on. The facing on each stretch of the move is kept for opportunity fire.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-FACE-05 @DICE-FACE-01 @DICE-FACE-03 @DICE-FACE-04 @DICE-ORDER-07
  Scenario: The Panzer IV rolls 11", moves 5" north and 3" north-east, halts and turns north
    Given the dice will roll 5
    When "panzer-iv" is ordered on a single move to 10, 17 then 12.12132, 19.12132 and turns to face 0 on arrival
    Then the rolled distance is 11"
    And "panzer-iv" reaches its destination after 8"
    And "panzer-iv" loses 3" of the rolled distance
    And 2" into its move "panzer-iv" faces 0
    And 6" into its move "panzer-iv" faces 45
    And "panzer-iv" faces 0
    And the move is legal, citing DICE-FACE-04
    And the ledger cites DICE-FACE-03
    And the ledger cites DICE-ORDER-07

  @DICE-FACE-05 @DICE-FACE-01
  Scenario: Without a final turn the Panzer IV stays facing north-east, the way it last moved
    Given the dice will roll 5
    When "panzer-iv" is ordered on a single move to 10, 17 then 12.12132, 19.12132
    Then "panzer-iv" faces 45
    And the move is legal, citing DICE-FACE-01

  @DICE-FACE-01
  Scenario: A unit facing east that moves north turns to face north
    Given the dice will roll 3
    When "panzer-iv" is ordered on a single move to 10, 40
    Then "panzer-iv" faces 0
    And the move is legal, citing DICE-FACE-01

  @DICE-FACE-02
  Scenario: The facing at each point of the move is what opportunity fire would see
    Given the dice will roll 5
    When "panzer-iv" is ordered on a single move to 10, 17 then 12.12132, 19.12132
    Then 0" into its move "panzer-iv" faces 0
    And 4.9" into its move "panzer-iv" faces 0
    And 5" into its move "panzer-iv" faces 45
    And 7.9" into its move "panzer-iv" faces 45
    And the move is legal, citing DICE-FACE-02

  @DICE-FACE-02 @DICE-BACK-01
  Scenario: A unit reversing keeps its facing all along its move, its rear toward its way
    Given the dice will roll 4
    When "panzer-iv" is ordered on a single move to 4, 12 keeping its facing
    Then 1" into its move "panzer-iv" faces 90
    And 3" into its move "panzer-iv" faces 90
    And the move is legal, citing DICE-FACE-02

  @DICE-FACE-03
  Scenario: Turning on the way costs nothing: every inch rolled is an inch moved
    Given the dice will roll 6
    When "panzer-iv" is ordered on a single move to 10, 9 then 7, 9 then 7, 6 then 4, 6
    Then the rolled distance is 12"
    And "panzer-iv" reaches its destination after 12"
    And "panzer-iv" faces 270
    And the move is legal, citing DICE-FACE-03

  @DICE-FACE-04
  Scenario: A unit that stops short keeps the facing of the leg it stopped on
    Given the dice will roll 1
    When "panzer-iv" is ordered on a single move to 10, 30 then 20, 40 and turns to face 90 on arrival
    Then "panzer-iv" stops short at 10, 19
    And "panzer-iv" faces 0
    And the move is legal
    And the ledger does not cite DICE-FACE-04
