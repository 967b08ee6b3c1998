Feature: My first scenarios
  One example for each set of rules umpire knows: the strategic game, the Civil War game and
  the miniatures rules. Each example loads a scenario file of this folder (strategic.toml,
  civil-war.toml, minis.toml), gives one order and says what the rules decide.

  Run them with `umpire test` in this folder. Then change a number below, run them again and
  read what umpire says. `umpire steps` lists every sentence you can write.

  # The tags above a scenario say which ruleset it is about (@strategic) and which rule
  # clauses it checks (@STR-3.1.1-04): the clause ids come from the rules' catalogues, and the
  # rulebook (`umpire rulebook . -o rulebook`) counts which clauses your scenarios cover.

  @strategic @STR-3.1.1-02 @STR-3.1.1-04
  Scenario: Strategic: the river and the forest cost the infantry more than it has left
    Given the strategic scenario "strategic.toml"
    Then "infantry" can reach 1101 for 1 MP
    When "infantry" moves 1002, 1102, 1202
    Then the move is refused by STR-3.1.1-04 on entering 1202
    And the move costs 1 MP

  @civil-war @ACW-MOVE-02
  Scenario: Civil War: a clear hex and then a forest cost 1 + 2 MP
    Given the Civil War scenario "civil-war.toml"
    When "division" marches 0102, 0202, 0302
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 3 MP
    And "division" is in 0302

  @minis-dice @DICE-FIXED-01
  Scenario: Miniatures: an average platoon rolling a 4 moves 6" + 4" = 10"
    Given the table scenario "minis.toml"
    And the dice will roll 4
    When "tanks" is ordered on a single move to 10, 40
    Then the rolled distance is 10"
    And "tanks" stops short at 10, 22
    And the move is legal, citing DICE-FIXED-01
