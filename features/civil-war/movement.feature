@civil-war
Feature: Civil War ground movement: allowances, terrain, modes and initiative
  A ground unit has the movement allowance (MA) printed on its counter and spends MP on every
  hex it enters: the Terrain Effects Chart's cost for the hex's terrain, plus the cost of the
  hexside it crosses (reading 1: the hexside adds to the hex). The chart's numbers are rules
  data (crates/civil-war/rules.toml): clear, city and town 1, forest and rough 2, swamp and
  mountain 3; a river hexside adds 2, a major river 3, a minor river 1, a mountain hexside 2; a
  bridge takes the river's cost away, a ferry makes it 1, and a road across the hexside makes the
  whole step cost 1/2. All-sea hexsides and sea hexes cannot be walked into. A march that runs
  out of MP is refused under ACW-MIN-02 (the full cost of the next hex must be left).

  Besides marching, a unit may ride the railroads (the rail rules) or be carried by a river or
  naval transport (the water transport rules); a naval or river unit only sails.

  Ground units, Leaders, Headquarters and trains move only in a phase in which they have
  initiative (the scenario's `initiative = false` says they have none). Naval and river units
  need none and may sail in every phase; a unit carried by water still needs its own.

  Once a unit has initiative it may go any way it likes. The engine has no command range and no
  Headquarters roster at all, so nothing in a move depends on where the unit's Leader or
  Headquarters stands: a march straight away from them, out of any range they might have, or
  leaving the Headquarters behind, is judged like any other march. The scenarios show such
  moves, with the Leader and the Headquarters beside the unit at the start.

  # --- The movement allowance (scenarios/civil-war/cw-ground-terrain.toml, row 1 all clear) ---

  @ACW-MOVE-01
  Scenario: A unit spends at most the MA printed on its counter
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "third-division"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 5
      movement = 3
      """
    Then "third-division" can reach 0401 for 3 MP
    And "third-division" cannot reach 0501
    When "third-division" marches 0101, 0201, 0301, 0401
    Then the move is legal
    And the move costs 3 MP

  @ACW-MOVE-01
  Scenario: A march longer than the MA is refused where the MP run out
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "third-division"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 5
      movement = 3
      """
    When "third-division" marches 0101, 0201, 0301, 0401, 0501
    Then the move is refused by ACW-MOVE-01 on entering 0501
    And the move costs 3 MP

  @ACW-MOVE-01
  Scenario: Each unit has its own MA: a cavalry brigade with MA 5 rides further on the same ground
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "third-division"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 5
      movement = 3

      [[units]]
      id = "second-brigade"
      side = "union"
      at = "0101"
      type = "cavalry"
      strength = 2
      movement = 5
      """
    Then "second-brigade" can reach 0601 for 5 MP
    And "third-division" cannot reach 0601
    When "second-brigade" marches 0101, 0201, 0301, 0401, 0501, 0601
    Then the move is legal
    And the move costs 5 MP

  # --- Hex terrain (0303 is ringed by one hex of each terrain) ----------------------------------

  @ACW-MOVE-02
  Scenario Outline: Entering a <terrain> hex costs <cost> MP
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "walker"
      side = "union"
      at = "<from>"
      type = "infantry"
      strength = 4
      movement = 4
      """
    Then "walker" can reach <hex> for <cost> MP
    When "walker" marches <from>, <hex>
    Then the move is legal, citing ACW-MOVE-02
    And the move costs <cost> MP

    Examples:
      | terrain  | from | hex  | cost |
      | clear    | 0101 | 0201 | 1    |
      | city     | 0303 | 0204 | 1    |
      | town     | 0303 | 0404 | 1    |
      | forest   | 0303 | 0302 | 2    |
      | rough    | 0303 | 0203 | 2    |
      | swamp    | 0303 | 0304 | 3    |
      | mountain | 0303 | 0403 | 3    |

  @ACW-MOVE-02
  Scenario: Costs add up hex by hex along a march
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "walker"
      side = "union"
      at = "0202"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "walker" marches 0202, 0302, 0303, 0403
    Then the move is legal, citing ACW-MOVE-02
    And step 1 of the move cites ACW-MOVE-02
    And the move costs 6 MP

  @ACW-MOVE-02
  Scenario: A sea hex cannot be entered overland
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "walker"
      side = "union"
      at = "0901"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "walker" marches 0901, 1001
    Then the move is refused by ACW-MOVE-02 on entering 1001
    And "walker" cannot reach 1001

  # --- Hexsides (0703 is ringed by clear hexes behind different hexsides) ------------------------

  @ACW-MOVE-03
  Scenario Outline: Crossing a <hexside> hexside into a <terrain> hex costs <cost> MP
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "walker"
      side = "union"
      at = "0703"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "walker" marches 0703, <hex>
    Then the move is legal, citing ACW-MOVE-03
    And step 1 of the move cites ACW-MOVE-02
    And the move costs <cost> MP

    Examples:
      | hexside          | hex  | terrain | cost |
      | river            | 0702 | clear   | 3    |
      | major-river      | 0704 | clear   | 4    |
      | minor-river      | 0603 | forest  | 3    |
      | mountain         | 0803 | clear   | 3    |
      | river and bridge | 0604 | clear   | 1    |
      | river and ferry  | 0804 | clear   | 2    |

  @ACW-MOVE-03
  Scenario: The same hex costs more across the river than from the dry side
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "across"
      side = "union"
      at = "0703"
      type = "infantry"
      strength = 4
      movement = 4

      [[units]]
      id = "dry-shod"
      side = "union"
      at = "0802"
      type = "infantry"
      strength = 4
      movement = 4
      """
    Then "across" can reach 0702 for 3 MP
    And "dry-shod" can reach 0702 for 1 MP
    When "across" marches 0703, 0702
    Then the move is legal, citing ACW-MOVE-03
    And the move costs 3 MP
    When "dry-shod" marches 0802, 0702
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 1 MP

  @ACW-MOVE-03
  Scenario: A road across a river replaces both the hex's and the hexside's cost
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "walker"
      side = "union"
      at = "0906"
      type = "infantry"
      strength = 4
      movement = 1
      """
    When "walker" marches 0906, 0905
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 1/2 MP

  @ACW-MOVE-03
  Scenario: An all-sea hexside cannot be crossed overland
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "walker"
      side = "union"
      at = "0902"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "walker" marches 0902, 0901
    Then the move is refused by ACW-MOVE-03 on entering 0901
    And "walker" can reach 0901 for 2 MP

  # --- Movement modes (scenarios/civil-war/cw-ground-modes.toml) --------------------------------

  @ACW-MOVE-04
  Scenario: The same division may march, or ride the railroad
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "rider"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 4
      movement = 3
      """
    Then "rider" can reach 0401 for 3 MP
    When "rider" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, detrain, 0502
    Then the move is legal, citing ACW-RAIL-17
    And the move costs 3 MP
    And the union side has 16 rail transport points left
    And "rider" is in 0502

  @ACW-MOVE-04
  Scenario: A division on the coast may be carried by a naval transport
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "steamer"
      side = "union"
      at = "1103"
      type = "naval-transport"
      movement = 40

      [[units]]
      id = "passengers"
      side = "union"
      at = "1003"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "steamer" carries "passengers" along 1103, 1104, 1105, landing in 1005
    Then the move is legal, citing ACW-TRANS-08
    And the ledger cites ACW-TRANS-09

  @ACW-MOVE-04
  Scenario: Entraining is a rail move: a plain march may not board the train
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "rider"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "rider" marches 0101, entrain, 0201
    Then the move is refused by ACW-MOVE-04

  @ACW-MOVE-04
  Scenario: A ground unit does not sail on its own
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "wader"
      side = "union"
      at = "1102"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "wader" sails 1102, 1103
    Then the move is refused by ACW-WATER-01 before the unit moves

  @ACW-MOVE-04
  Scenario: A gunboat flotilla does not march overland
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "gunboats"
      side = "union"
      at = "1102"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboats" marches 1102, 1002
    Then the move is refused by ACW-MOVE-04 before the unit moves

  # --- Initiative ---------------------------------------------------------------------------------

  @ACW-MOVE-05
  Scenario Outline: A unit of type <type> without initiative cannot move at all
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "idle"
      side = "union"
      at = "0503"
      type = "<type>"
      strength = <strength>
      movement = 4
      initiative = false
      """
    Then "idle" cannot move at all because of ACW-MOVE-05
    When "idle" marches 0503, 0603
    Then the move is refused by ACW-MOVE-05 before the unit moves

    Examples:
      | type         | strength |
      | infantry     | 4        |
      | cavalry      | 2        |
      | artillery    | 2        |
      | hq           | 0        |
      | leader       | 0        |
      | supply-train | 1        |
      | siege-train  | 1        |
      | rail-repair  | 1        |

  @ACW-MOVE-05
  Scenario Outline: The same <type> with initiative marches
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "ordered"
      side = "union"
      at = "0503"
      type = "<type>"
      strength = <strength>
      movement = 4
      initiative = true
      """
    When "ordered" marches 0503, 0603, 0703
    Then the move is legal, citing ACW-MOVE-02
    And "ordered" is in 0703

    Examples:
      | type         | strength |
      | infantry     | 4        |
      | hq           | 0        |
      | leader       | 0        |
      | supply-train | 1        |
      | siege-train  | 1        |
      | rail-repair  | 1        |

  @ACW-MOVE-05
  Scenario: Without initiative a division may not go by rail either
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "rider"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 4
      movement = 3
      initiative = false
      """
    When "rider" goes by rail 0101, entrain, 0201, 0301, detrain
    Then the move is refused by ACW-MOVE-05 before the unit moves
    And the union side has 20 rail transport points left

  @ACW-MOVE-06 @ACW-MOVE-08
  Scenario Outline: A unit of type <type> sails without initiative
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "1201"
      type = "<type>"
      movement = 40
      initiative = false
      """
    When "vessel" sails 1201, 1202, 1203
    Then the move is legal, citing ACW-WATER-03
    And the move costs 2 MP
    And "vessel" is in 1203

    Examples:
      | type            |
      | river-transport |
      | naval-transport |
      | river-gunboat   |
      | naval-gunboat   |
      | ironclad        |

  @ACW-MOVE-08 @ACW-MOVE-06
  Scenario Outline: A gunboat flotilla sails in movement phase <phase> though no command reached it
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "gunboats"
      side = "union"
      at = "1101"
      type = "river-gunboat"
      movement = 40
      initiative = false

      [rules]
      phase = <phase>
      """
    Then "gunboats" can reach 1106 for 5 MP
    When "gunboats" sails 1101, 1102, 1103, 1104
    Then the move is legal, citing ACW-WATER-03

    Examples:
      | phase |
      | 1     |
      | 2     |
      | 3     |
      | 4     |

  @ACW-MOVE-07 @ACW-TRANS-18
  Scenario: A division without initiative may not be carried by water
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "steamer"
      side = "union"
      at = "1103"
      type = "naval-transport"
      movement = 40

      [[units]]
      id = "passengers"
      side = "union"
      at = "1003"
      type = "infantry"
      strength = 4
      movement = 4
      initiative = false
      """
    When "steamer" carries "passengers" along 1103, 1104, 1105, landing in 1005
    Then the move is refused by ACW-TRANS-18

  @ACW-MOVE-07 @ACW-MOVE-06
  Scenario: The transport needs no initiative, the division it carries does
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "steamer"
      side = "union"
      at = "1103"
      type = "river-transport"
      movement = 40
      initiative = false

      [[units]]
      id = "passengers"
      side = "union"
      at = "1003"
      type = "infantry"
      strength = 4
      movement = 4
      initiative = true
      """
    When "steamer" carries "passengers" along 1103, 1104, 1105, landing in 1005
    Then the move is legal, citing ACW-TRANS-09

  @ACW-MOVE-07
  Scenario: One passenger without initiative keeps the whole voyage in port
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "steamer"
      side = "union"
      at = "1103"
      type = "naval-transport"
      movement = 40

      [[units]]
      id = "first-brigade"
      side = "union"
      at = "1003"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [[units]]
      id = "second-brigade"
      side = "union"
      at = "1004"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      initiative = false
      """
    When "steamer" carries "first-brigade" and "second-brigade" along 1103, 1104, 1105, landing in 1005
    Then the move is refused by ACW-TRANS-18

  # --- Any direction, no command range, no roster ------------------------------------------------

  @ACW-MOVE-09
  Scenario Outline: With initiative a division may march off in any direction: <direction>
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0504"
      type = "infantry"
      strength = 5
      movement = 3

      [[units]]
      id = "general"
      side = "union"
      at = "0504"
      type = "leader"
      rating = 3
      movement = 6
      """
    When "division" marches 0504, <hex>
    Then the move is legal, citing ACW-MOVE-02
    And "division" is in <hex>

    Examples:
      | direction  | hex  |
      | north      | 0503 |
      | south      | 0505 |
      | north-west | 0404 |
      | north-east | 0604 |
      | south-west | 0405 |
      | south-east | 0605 |

  @ACW-MOVE-09
  Scenario: A division may march away from the enemy as freely as toward it
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0504"
      type = "infantry"
      strength = 5
      movement = 3

      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0904"
      type = "infantry"
      strength = 5
      movement = 3
      """
    Then "division" can reach 0704 for 2 MP
    When "division" marches 0504, 0404, 0304, 0204
    Then the move is legal
    And the move costs 3 MP
    And "division" is in 0204

  @ACW-MOVE-09 @ACW-MOVE-10 @ACW-MOVE-11
  Scenario: A division may leave its Leader and its Headquarters behind, out of any command range
    # The engine knows no command range and no roster: the march is judged on terrain and zones
    # of control alone, and ends four hexes from the Leader and the Headquarters.
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0504"
      type = "infantry"
      strength = 5
      movement = 4

      [[units]]
      id = "general"
      side = "union"
      at = "0504"
      type = "leader"
      rating = 3
      movement = 6

      [[units]]
      id = "army-hq"
      side = "union"
      at = "0504"
      type = "hq"
      movement = 6
      """
    When "division" marches 0504, 0404, 0304, 0204, 0104
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 4 MP
    And "division" is in 0104
    And "general" is in 0504
    And "army-hq" is in 0504

  @ACW-MOVE-10 @ACW-MOVE-11
  Scenario: The Leader and the Headquarters may march off the other way in the same phase
    Given the Civil War scenario "cw-ground-modes.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0504"
      type = "infantry"
      strength = 5
      movement = 3

      [[units]]
      id = "general"
      side = "union"
      at = "0504"
      type = "leader"
      rating = 3
      movement = 6

      [[units]]
      id = "army-hq"
      side = "union"
      at = "0504"
      type = "hq"
      movement = 6
      """
    When "division" marches 0504, 0404, 0304, 0204
    Then the move is legal
    When "general" marches 0504, 0604, 0704, 0804, 0904, 1004
    Then the move is legal
    When "army-hq" marches 0504, 0505, 0506
    Then the move is legal
    And "division" is in 0204
    And "general" is in 1004
    And "army-hq" is in 0506
