@civil-war
Feature: Civil War force marches
  A player may force march his infantry, cavalry and supply trains: for this movement phase the
  unit's MA rises by 1 or by 2 MP, as he chooses. No other unit may be force marched — not
  Leaders, Headquarters, siege trains, rail repair units or artillery (the text names only the
  three), and not naval or river units. The extra MP belong to the one phase: the unit's printed
  MA does not change.

  Every unit force marched rolls on the Force March Attrition Table, whether or not it needed
  the extra MP, and loses the strength the table gives. The table is rules data (the text has no
  numbers; crates/civil-war/rules.toml holds editable defaults): one die, friendly territory
  1-4 no loss, 5-6 lose 1, 7 lose 2; enemy territory 1-3 no loss, 4-5 lose 1, 6-7 lose 2; a
  force march of 2 MP adds 1 to the roll. Each territory's rows cover every modified roll that
  can come up exactly once, 1 to 7 (a 6, plus 1): the rules data refuse a table with a gap, an
  overlap or a row past either end, so no roll can ever pass for no loss. The territory is the one the march ends in (the
  scenario's `rules.territory`), so the same roll costs more in enemy territory.

  The scenarios use scenarios/civil-war/cw-ground-march.toml: clear ground, Union territory
  ("maryland") in columns 1-5, Confederate territory ("virginia") in columns 6-10, column 10
  coastal; the Union moves. The dice are scripted.

  # --- Who may be force marched ---------------------------------------------------------------

  @ACW-FORCE-01
  Scenario Outline: A unit of type <type> with MA 2 force marched by 1 MP walks three clear hexes
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "<type>"
      strength = <strength>
      movement = 2
      """
    And the dice will roll 1
    When "marchers" force marches +1 MP: 0102, 0202, 0302, 0402
    Then the move is legal, citing ACW-FORCE-05
    And the move costs 3 MP
    And "marchers" is in 0402

    Examples:
      | type         | strength |
      | infantry     | 4        |
      | cavalry      | 2        |
      | supply-train | 1        |

  @ACW-FORCE-01 @ACW-MOVE-01
  Scenario: Without the force march the same walk stops a hex short
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    When "marchers" marches 0102, 0202, 0302, 0402
    Then the move is refused by ACW-MOVE-01 on entering 0402

  @ACW-FORCE-02
  Scenario Outline: A unit of type <type> may not be force marched
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "other"
      side = "union"
      at = "0102"
      type = "<type>"
      strength = <strength>
      movement = 2
      """
    And the dice will roll 1
    When "other" force marches +1 MP: 0102, 0202
    Then the move is refused by ACW-FORCE-02 before the unit moves

    Examples:
      | type        | strength |
      | leader      | 0        |
      | hq          | 0        |
      | siege-train | 1        |
      | rail-repair | 1        |
      | artillery   | 2        |

  @ACW-FORCE-02
  Scenario Outline: A unit of type <type> may not be force marched at sea
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "1001"
      type = "<type>"
      movement = 40
      """
    And the dice will roll 1
    When a force march of +1 MP is ordered for "vessel" sailing 1001, 1002
    Then the move is refused by ACW-FORCE-02 before the unit moves

    Examples:
      | type            |
      | river-transport |
      | naval-transport |
      | river-gunboat   |
      | naval-gunboat   |
      | ironclad        |

  # --- By 1 or by 2 MP, for this phase ---------------------------------------------------------

  @ACW-FORCE-03
  Scenario Outline: A force march of <extra> MP lets MA 2 reach <hex>
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 1
    When "marchers" force marches +<extra> MP: <path>
    Then the move is legal, citing ACW-FORCE-05
    And the move costs <cost> MP
    And "marchers" is in <hex>

    Examples:
      | extra | path                               | cost | hex  |
      | 1     | 0102, 0202, 0302, 0402             | 3    | 0402 |
      | 2     | 0102, 0202, 0302, 0402, 0502       | 4    | 0502 |

  @ACW-FORCE-03 @ACW-MOVE-01
  Scenario: A force march of 2 MP does not stretch to a fifth hex
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 1
    When "marchers" force marches +2 MP: 0102, 0202, 0302, 0402, 0502, 0602
    Then the move is refused by ACW-MOVE-01 on entering 0602
    And "marchers" has strength 4

  @ACW-FORCE-03
  Scenario Outline: A force march of <extra> MP is not one the rules offer
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 1
    When "marchers" force marches +<extra> MP: 0102, 0202
    Then the move is refused by ACW-FORCE-03 before the unit moves

    Examples:
      | extra |
      | 0     |
      | 3     |
      | 4     |

  @ACW-FORCE-04
  Scenario: After a force march of 2 MP the unit's MA is still the 2 MP on its counter
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 1
    When "marchers" force marches +2 MP: 0102, 0202, 0302, 0402, 0502
    Then the move is legal, citing ACW-FORCE-05
    And "marchers" has a movement allowance of 2 MP

  @ACW-FORCE-04
  Scenario: The extra MP go with the order: a unit beside it that is not force marched keeps its MA
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2

      [[units]]
      id = "stragglers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 1
    When "marchers" force marches +2 MP: 0102, 0202, 0302, 0402, 0502
    Then the move is legal
    And "stragglers" can reach 0302 for 2 MP
    And "stragglers" cannot reach 0402

  # --- Attrition ----------------------------------------------------------------------------------

  @ACW-FORCE-05
  Scenario: A force-marched unit rolls for attrition even when it did not need the extra MP
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 3
      """
    And the dice will roll 6
    When "marchers" force marches +1 MP: 0102, 0202
    Then the move is legal, citing ACW-FORCE-05
    And the move costs 1 MP
    And "marchers" has strength 3

  @ACW-FORCE-05
  Scenario: Every unit force marched rolls for itself
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "first-division"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2

      [[units]]
      id = "second-division"
      side = "union"
      at = "0103"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 5, 2
    When "first-division" force marches +1 MP: 0102, 0202, 0302, 0402
    Then the move is legal, citing ACW-FORCE-05
    And "first-division" has strength 3
    When "second-division" force marches +1 MP: 0103, 0203, 0303, 0403
    Then the move is legal, citing ACW-FORCE-05
    And "second-division" has strength 4

  @ACW-FORCE-05
  Scenario: A unit that marches without a force march rolls nothing and loses nothing
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 4
      movement = 2
      """
    And the dice will roll 6
    When "marchers" marches 0102, 0202, 0302
    Then the move is legal, citing ACW-MOVE-02
    And "marchers" has strength 4

  @ACW-FORCE-05 @ACW-FORCE-06
  Scenario Outline: A roll of <roll> on a force march of <extra> MP in <territory> territory costs <loss> strength
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "<start>"
      type = "infantry"
      strength = 5
      movement = 2
      """
    And the dice will roll <roll>
    When "marchers" force marches +<extra> MP: <path>
    Then the move is legal, citing ACW-FORCE-05
    And "marchers" has strength <left>

    Examples: roll 1-4 is safe at home; 4-5 costs 1 in enemy territory
      | territory | start | path             | extra | roll | loss | left |
      | friendly  | 0102  | 0102, 0202, 0302 | 1     | 3    | 0    | 5    |
      | enemy     | 0702  | 0702, 0802, 0902 | 1     | 3    | 0    | 5    |
      | friendly  | 0102  | 0102, 0202, 0302 | 1     | 4    | 0    | 5    |
      | enemy     | 0702  | 0702, 0802, 0902 | 1     | 4    | 1    | 4    |
      | friendly  | 0102  | 0102, 0202, 0302 | 1     | 5    | 1    | 4    |
      | enemy     | 0702  | 0702, 0802, 0902 | 1     | 5    | 1    | 4    |
      | friendly  | 0102  | 0102, 0202, 0302 | 1     | 6    | 1    | 4    |
      | enemy     | 0702  | 0702, 0802, 0902 | 1     | 6    | 2    | 3    |

    Examples: a force march of 2 MP adds 1 to the roll
      | territory | start | path             | extra | roll | loss | left |
      | friendly  | 0102  | 0102, 0202, 0302 | 2     | 3    | 0    | 5    |
      | enemy     | 0702  | 0702, 0802, 0902 | 2     | 2    | 0    | 5    |
      | friendly  | 0102  | 0102, 0202, 0302 | 2     | 4    | 1    | 4    |
      | enemy     | 0702  | 0702, 0802, 0902 | 2     | 3    | 1    | 4    |
      | friendly  | 0102  | 0102, 0202, 0302 | 2     | 6    | 2    | 3    |
      | enemy     | 0702  | 0702, 0802, 0902 | 2     | 5    | 2    | 3    |

  @ACW-FORCE-06
  Scenario: The territory is the one the march ends in: into Virginia, the enemy column applies
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0402"
      type = "infantry"
      strength = 5
      movement = 2
      """
    And the dice will roll 4
    When "marchers" force marches +1 MP: 0402, 0502, 0602
    Then the move is legal, citing ACW-FORCE-05
    And "marchers" has strength 4

  @ACW-FORCE-06
  Scenario: The territory is the one the march ends in: back into Maryland, the friendly column applies
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0702"
      type = "infantry"
      strength = 5
      movement = 2
      """
    And the dice will roll 4
    When "marchers" force marches +1 MP: 0702, 0602, 0502
    Then the move is legal, citing ACW-FORCE-05
    And "marchers" has strength 5

  @ACW-FORCE-06
  Scenario: Friendly territory is the moving side's: for the Confederates, Virginia is home
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "grey-marchers"
      side = "confederate"
      at = "0702"
      type = "infantry"
      strength = 5
      movement = 2

      [rules]
      side = "confederate"
      """
    And the dice will roll 4
    When "grey-marchers" force marches +1 MP: 0702, 0802, 0902
    Then the move is legal, citing ACW-FORCE-05
    And "grey-marchers" has strength 5

  # --- The table covers every roll that can come up, once ------------------------------------

  @ACW-FORCE-05
  Scenario Outline: A table whose <territory> rows <fault> is refused, naming the roll
    Given the Civil War scenario "cw-ground-march.toml" is changed to read:
      """
      [rules.data.force_march.attrition]
      <territory> = <rows>
      """
    Then the Civil War scenario is refused with a message containing "<message>"

    Examples:
      | territory | fault                    | rows                                                                                     | message                                                 |
      | friendly  | begin at 2               | [{ rolls = [2, 4], loss = 0 }, { rolls = [5, 6], loss = 1 }, { rolls = [7, 7], loss = 2 }] | friendly: no row covers a modified roll of 1            |
      | friendly  | begin at 0               | [{ rolls = [0, 4], loss = 0 }, { rolls = [5, 6], loss = 1 }, { rolls = [7, 7], loss = 2 }] | a modified roll of 0 cannot come up                     |
      | enemy     | end at 6                 | [{ rolls = [1, 3], loss = 0 }, { rolls = [4, 5], loss = 1 }, { rolls = [6, 6], loss = 2 }] | enemy: no row covers a modified roll of 7               |
      | enemy     | reach 8, past the top    | [{ rolls = [1, 3], loss = 0 }, { rolls = [4, 5], loss = 1 }, { rolls = [6, 8], loss = 2 }] | a modified roll of 8 cannot come up                     |
      | friendly  | skip 5                   | [{ rolls = [1, 4], loss = 0 }, { rolls = [6, 6], loss = 1 }, { rolls = [7, 7], loss = 2 }] | friendly: no row covers a modified roll of 5            |
      | enemy     | cover 4 twice            | [{ rolls = [1, 4], loss = 0 }, { rolls = [4, 5], loss = 1 }, { rolls = [6, 7], loss = 2 }] | enemy: rows 0 and 1 both cover a roll of 4              |

  @ACW-FORCE-05
  Scenario: A larger die with a 2 MP modifier of 1 needs a table to 9: the published table is refused
    Given the Civil War scenario "cw-ground-march.toml" is changed to read:
      """
      [rules.data.force_march]
      die = 8
      """
    Then the Civil War scenario is refused with a message containing "no row covers a modified roll of 8"

  @ACW-FORCE-05
  Scenario: A larger die with a table that covers 1 to 9 is accepted, and its top roll is judged
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 5
      movement = 2

      [rules.data.force_march]
      die = 8

      [rules.data.force_march.attrition]
      friendly = [{ rolls = [1, 5], loss = 0 }, { rolls = [6, 8], loss = 1 }, { rolls = [9, 9], loss = 3 }]
      enemy = [{ rolls = [1, 4], loss = 0 }, { rolls = [5, 7], loss = 1 }, { rolls = [8, 9], loss = 3 }]
      """
    And the dice will roll 8
    When "marchers" force marches +2 MP: 0102, 0202, 0302
    Then the move is legal, citing ACW-FORCE-05
    And "marchers" has strength 2

  @ACW-FORCE-05 @ACW-FORCE-06
  Scenario Outline: The highest roll that can come up, 7 (a 6 on a 2 MP march), is in the last row in <territory> territory
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "<start>"
      type = "infantry"
      strength = 5
      movement = 2
      """
    And the dice will roll 6
    When "marchers" force marches +2 MP: <path>
    Then the move is legal, citing ACW-FORCE-05
    And "marchers" has strength 3

    Examples:
      | territory | start | path             |
      | friendly  | 0102  | 0102, 0202, 0302 |
      | enemy     | 0702  | 0702, 0802, 0902 |

  # --- Force marched aboard a transport ---------------------------------------------------------
  # A force march raises the unit's MA for the phase, whatever it spends its MP on: embarking
  # and landing too (scenarios/civil-war/cw-transport-coast.toml: the division in forest 0402
  # embarks on north-fleet for 3 MP and lands in forest 0406 for 3 MP more, 6 MP against an MA
  # of 4). The voyage order names the force-marched units (`force_march = { unit = MP }`); each
  # rolls for attrition by the territory of the hex it lands in (this coast is no side's
  # territory, so the enemy column).

  @ACW-FORCE-01 @ACW-FORCE-03 @ACW-MIN-03 @ACW-TRANS-09
  Scenario Outline: Force marched by <extra> MP, the division's 6 MP to embark and land are <verdict>
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0402"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "1st-division" force marches +<extra> MP aboard "north-fleet" along 0301, 0302, 0303, 0304, 0305, landing in 0406
    Then the move is <outcome> ACW-TRANS-09

    Examples:
      | extra | verdict       | outcome       |
      | 1     | still too many | refused by   |
      | 2     | paid for      | legal, citing |

  @ACW-FORCE-03 @ACW-FORCE-05 @ACW-FORCE-06 @ACW-TRANS-09
  Scenario: Played as an order, the force-marched voyage lands the division and rolls for attrition
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0402"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    And the dice will roll 3
    When this order is played:
      """
      order = "voyage"
      transport = "north-fleet"
      cargo = ["1st-division"]
      path = ["0301", "0302", "0303", "0304", "0305"]
      land_in = "0406"
      force_march = { "1st-division" = 2 }
      """
    Then the move is legal, citing ACW-FORCE-05
    And "1st-division" is ashore in 0406
    And "1st-division" has strength 5

  @ACW-FORCE-02
  Scenario: A Leader going by water may not be force marched either
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "burnside"
      side = "union"
      at = "0402"
      type = "leader"
      movement = 6
      rating = 4
      """
    When "burnside" force marches +1 MP aboard "north-fleet" along 0301, landing in 0401
    Then the move is refused by ACW-FORCE-02
