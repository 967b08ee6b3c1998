@minis-dice
Feature: Walkthrough — a Sherman is ordered toward a wood
  The worked example of the miniatures walkthrough in features/README.md, run with the rest
  of the suite so that the guide stays true. The table is scenarios/minis/walkthrough.toml:
  a Sherman (an average vehicle) at 6, 12 facing east, and a wood whose west edge is 20" away
  at 26, 12.

  Background:
    Given the table scenario "walkthrough.toml"

  @DICE-ORDER-04 @DICE-ORDER-06 @DICE-ORDER-11
  Scenario: A single move rolls 4 and the Sherman stops short of the wood
    Given the dice will roll 4
    When "sherman" is ordered on a single move to 26, 12
    Then the rolled distance is 10"
    And "sherman" stops short at 16, 12
    And the move is legal, citing DICE-ORDER-04

  @DICE-INTRO-03 @DICE-ORDER-07
  Scenario: A double move rolls 6 and 6, reaches the wood's edge and loses the rest
    Given the dice will roll 6, 6
    When "sherman" is ordered on a double move to 26, 12
    Then the rolled distance is 24"
    And "sherman" reaches its destination after 20"
    And the move is legal, citing DICE-ORDER-07

  @DICE-INTRO-02
  Scenario: Before ordering, the player works out the odds of reaching the wood
    When the chance of "sherman" arriving at 26, 12 on a double move is worked out
    Then the distance runs from 14" to 24" in steps of 1"
    And the chance to arrive is 5/12
