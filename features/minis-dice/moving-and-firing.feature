@minis-dice
Feature: Moving and Firing
  A single move costs no fire dice; a double move costs one, a triple move two. Reading of
  DICE-FIRE-02 (crates/minis/dice.toml): the penalty hits every fire value of a unit that moved
  with the chain, never below 0D; a unit that did not move fires in full.

  Background:
    Given the table scenario "dice-orders.toml"

  @DICE-FIRE-01
  Scenario: A Panzer IV fires its full 8D AT after a single move
    Then "panzer-iv" fires 8D AT after a single move because of DICE-FIRE-01

  @DICE-FIRE-04 @DICE-FIRE-02
  Scenario: The Panzer IV's 8D AT falls to 7D after a double move
    Then "panzer-iv" fires 7D AT after a double move because of DICE-FIRE-02

  @DICE-FIRE-04 @DICE-FIRE-03
  Scenario: The Panzer IV's 8D AT falls to 6D after a triple move
    Then "panzer-iv" fires 6D AT after a triple move because of DICE-FIRE-03

  @DICE-FIRE-02 @DICE-FIRE-03
  Scenario: The penalty hits every weapon and never goes below 0D
    Then "m4" fires 5D AT after a double move because of DICE-FIRE-02
    And "m4" fires 0D HE after a double move because of DICE-FIRE-02
    And "m4" fires 4D AT after a triple move because of DICE-FIRE-03
    And "m4" fires 0D HE after a triple move because of DICE-FIRE-03
