@civil-war
Feature: Recorded games of the Civil War rules
  A recorded game (an orders file under games/) plays phase after phase: a unit left on the
  rails rides on in the next phase, the month's rail capacity is spent down across its game
  turns, a transport sails on with the units aboard, and an assault's losses are the players'
  combat result with the movement rules' factor.

  @ACW-RAIL-06 @ACW-RAIL-27 @ACW-RAIL-25 @ACW-RAIL-05
  Scenario: A railroad month: staying entrained into the next phase, the capacity spent down
    When the orders in "civil-war/rail.toml" are played
    Then every order goes as recorded
    And order 1 costs "1 MP"
    And order 2 is legal
    And order 3 is refused by ACW-RAIL-06
    And order 6 is legal

  @ACW-FERRY-04 @ACW-TRANS-09
  Scenario: A temporary ferry, then a voyage upriver that lands the phase after
    When the orders in "civil-war/ferry.toml" are played
    Then every order goes as recorded
    And order 2 is refused by ACW-FERRY-04
    And order 3 costs "2 MP"
    And order 6 costs "2 MP"

  @ACW-AMPH-07 @ACW-AMPH-10
  Scenario: An assault from the sea with the losses tripled, then a landing elsewhere
    When the orders in "civil-war/assault.toml" are played
    Then every order goes as recorded
    And order 1 is legal
    And order 2 is refused by ACW-AMPH-07
    And order 3 is legal
    And order 5 is legal

  @ACW-FERRY-04
  Scenario: A ferry serves for its phase only
    Given the Civil War scenario "cw-water-ferry.toml"
    When this order is played:
      """
      order = "ferry"
      unit = "ferry-boat"
      """
    Then the move is legal
    When the next phase begins
    And this order is played:
      """
      unit = "ferry-boat"
      mode = "water"
      path = ["0506/0606", "0505/0606"]
      """
    Then the move is legal
