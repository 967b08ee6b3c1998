@minis-dice
Feature: Moving and Firing
  A single move costs no fire dice; a double move costs one, a triple move two. Reading of
  DICE-FIRE-02 (crates/minis/dice.toml): the penalty hits every fire value of a unit that moved
  with the chain, for the rest of the turn, never below 0D, and a weapon at 0D cannot fire: an
  order to fire it is refused by DICE-FIRE-02 and changes nothing. A unit that did not move
  fires in full.

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

  @DICE-FIRE-02 @DICE-FIRE-03
  Scenario: A weapon at 0D cannot fire
    Then "m4" cannot fire HE after a double move, refused by DICE-FIRE-02
    And "m4" cannot fire HE after a triple move, refused by DICE-FIRE-02

  @DICE-FIRE-02
  Scenario: An order to fire a weapon a double move leaves at 0D is refused, and nothing moves
    When this order is played:
      """
      chain = 2
      to = [35, 30]
      units = [{ unit = "m4", fire = "HE" }]
      """
    Then the move is refused by DICE-FIRE-02

  @DICE-FIRE-02
  Scenario: The same move firing the AT is carried out, and the ledger says the HE cannot fire
    Given the dice will roll 3, 4
    When this order is played:
      """
      chain = 2
      to = [35, 30]
      units = [{ unit = "m4", fire = "AT" }]
      """
    Then the move is legal
    And the ledger cites DICE-FIRE-02 saying "m4 now fires AT 5D"
    And the ledger cites DICE-FIRE-02 saying "m4 cannot fire HE now"

  @DICE-FIRE-03 @DICE-FIRE-02
  Scenario: After a triple move a unit that stays later in the turn still cannot fire at 0D
    Given the dice will roll 1, 1, 1
    When this order is played:
      """
      chain = 3
      to = [35, 30]
      units = [{ unit = "m4" }]
      """
    And this order is played:
      """
      chain = 1
      to = [35, 30]
      units = [{ unit = "m4", stays = true, fire = "HE" }]
      """
    Then the move is refused by DICE-FIRE-02

  @DICE-FIRE-02 @DICE-ORDER-11
  Scenario: In the next turn the weapon fires in full again
    Given the dice will roll 1, 1
    When this order is played:
      """
      chain = 2
      to = [35, 30]
      units = [{ unit = "m4" }]
      """
    And the next turn begins
    And this order is played:
      """
      chain = 1
      to = [35, 30]
      units = [{ unit = "m4", stays = true, fire = "HE" }]
      """
    Then the move is legal
    And the ledger cites DICE-ORDER-01 saying "m4 fires HE 1D"
