@strategic
Feature: Recorded games of the strategic rules
  A recorded game (an orders file under games/) is a scenario and then its phases, each a list
  of orders. Every order is judged on the board the order before it left, and a new phase
  begins with the orders that open it. The same orders can be given one at a time here, written
  out in full as the orders file writes them.

  @STR-3.2-09 @STR-3.2-10 @STR-3.1-02 @STR-3.1-04 @STR-3.2-15
  Scenario: The Antwerp overruns and the reserve phase after them play as recorded
    When the orders in "strategic/antwerp.toml" are played
    Then every order goes as recorded
    And order 1 is refused by STR-3.2-09
    And order 4 is legal
    And order 6 costs "4 MP"
    And order 7 is refused by STR-3.1-02
    And order 10 is legal
    And after the game "2p" stands in w3518

  @STR-3.1.2-02 @STR-3.1.2-14 @STR-3.1.2-36
  Scenario: A convoy chain through the Suez Canal, then the canal again in the next phase
    When the orders in "strategic/suez.toml" are played
    Then every order goes as recorded
    And order 1 costs "4 MP"
    And order 2 is refused by STR-3.1.2-36
    And order 4 is legal
    And order 8 is refused by STR-3.1.2-14

  @STR-3.1.1-06 @STR-3.1.1-07 @edition-base
  Scenario: The Kiev HQ into the swamp by the minimum move, then on in the Reserve phase
    When the orders in "strategic/kiev.toml" are played
    Then every order goes as recorded
    And order 1 costs "3 MP"
    And order 2 costs "2 MP"

  @STR-3.1-04 @STR-3.2-10
  Scenario: A unit that moved in negates the zone of control for the next one
    Given the strategic scenario "antwerp.toml"
    When this order is played:
      """
      unit = "inf-w3619"
      path = ["w3619", "w3718", "w3717"]
      """
    Then the move is legal
    When "1p" moves w3718, w3717, w3617
    Then the move is legal, citing STR-3.2-10

  @STR-3.1.2-14
  Scenario: The player picks the convoy, and a used one is refused
    Given the strategic scenario "s312-suez.toml"
    When "second-port-said-infantry" takes the "british-eastern-med" convoy along e1213, e0912
    Then the move is legal
    When "port-said-infantry" takes the "british-eastern-med" convoy along e1213, e0912
    Then the move is refused by STR-3.1.2-14

  @STR-3.1.2-36
  Scenario: By canal: the canal carries one unit a phase, and again in the next phase
    Given the strategic scenario "s312-suez.toml"
    When "port-said-infantry" goes by canal along e1213, e1312
    Then the move is legal
    When "second-port-said-infantry" goes by canal along e1213, e1312
    Then the move is refused by STR-3.1.2-36
    When the reserve phase begins
    And "second-port-said-infantry" goes by canal along e1213, e1312
    Then the move is legal
