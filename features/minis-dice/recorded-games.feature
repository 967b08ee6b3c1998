@minis-dice
Feature: Recorded games of the dice-rolled rules
  One activation of a Command Group moves several of its units on one roll of the dice chain,
  each by its own way to the one destination, while others stay to fire; the moving units must
  end within 6" of each other. A new turn ends the movement orders and the fire penalties.

  @DICE-SUPP-01 @DICE-FIRE-03 @DICE-ORDER-09 @DICE-ORDER-11
  Scenario: A Command Group over three turns, with a suppressed unit and a triple move
    When the orders in "minis/command-group.toml" are played
    Then every order goes as recorded
    And order 2 costs '4"'
    And order 4 costs '24"'
    And order 6 is refused by DICE-ORDER-09

  @DICE-ORDER-10
  Scenario: Units of one activation share the Command Dice's destination
    Given the table scenario "dice-orders.toml"
    When this order is played:
      """
      group = "hq-1"
      chain = 1
      to = [55, 40]
      units = [{ unit = "pz-1" }, { unit = "pz-2", to = [20, 40] }]
      """
    Then the move is refused by DICE-ORDER-10
