@civil-war @rail
Feature: Civil War rail movement: the 50 rail hexes of a phase and the four combinations
  A unit on the rails has 50 rail hexes to spend in each movement phase (reading 8). Boarding
  the train uses 10 of them and leaving it another 10, though neither travels a hex, so how far
  a unit rides depends on what it does at either end of the phase: board and leave, 30 hexes;
  board and stay on, 40; come in on the rails and leave, 40; come in on the rails and stay on,
  50. Only boarding and leaving cost MP (reading 6). Leaders and HQs ride free but by the same
  procedure.

  The 30-hex rides use scenarios/civil-war/rail.toml (a 40-hex Union line along row 1, the
  strength-8, MA-3 8th-corps at 0101); the 40- and 50-hex rides use cw-rail-long.toml, the
  same line drawn 60 hexes long. A unit on the rails since an earlier phase ("9th-corps") is
  set up with its declared destination and ETA.

  # Rail orders are written `"unit" goes by rail …`, with `entrain` and `detrain` in the path.

  # --- Combination 1: board, ride and leave the train in one phase ------------------------------

  @ACW-RAIL-12 @ACW-RAIL-13 @ACW-RAIL-14 @ACW-RAIL-15 @ACW-RAIL-21 @ACW-RAIL-22 @ACW-RAIL-23 @ACW-RAIL-31
  Scenario: Combination 1: a unit boards, rides 30 rail hexes and leaves the train
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, detrain
    Then the move is legal, citing ACW-RAIL-31
    And step 1 of the move cites ACW-RAIL-13
    And step 32 of the move cites ACW-RAIL-14
    And the ledger cites ACW-RAIL-12
    And "8th-corps" is in 3101

  @ACW-RAIL-13 @ACW-RAIL-14 @ACW-RAIL-15 @ACW-RAIL-22 @ACW-RAIL-23 @ACW-RAIL-31
  Scenario: Combination 1: after a 31st rail hex there are not 10 rail hexes left to leave the train
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, detrain
    Then the move is refused by ACW-RAIL-31
    And step 1 of the move cites ACW-RAIL-13

  # --- Combination 2: board the train and stay on it ------------------------------------------------

  @ACW-RAIL-12 @ACW-RAIL-13 @ACW-RAIL-21 @ACW-RAIL-22 @ACW-RAIL-32
  Scenario: Combination 2: a unit boards and rides 40 rail hexes, staying on the train
    Given the Civil War scenario "cw-rail-long.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101 and stays entrained, bound for 5001 in phase 2
    Then the move is legal, citing ACW-RAIL-32
    And the ledger cites ACW-RAIL-12
    And the move costs 1 MP
    And "8th-corps" is in 4101

  @ACW-RAIL-12 @ACW-RAIL-13 @ACW-RAIL-21 @ACW-RAIL-22 @ACW-RAIL-32
  Scenario: Combination 2: a unit that boarded this phase may not ride a 41st rail hex
    Given the Civil War scenario "cw-rail-long.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201 and stays entrained, bound for 5001 in phase 2
    Then the move is refused by ACW-RAIL-32 on entering 4201

  # --- Combination 3: come in on the train and leave it ---------------------------------------------

  @ACW-RAIL-12 @ACW-RAIL-14 @ACW-RAIL-21 @ACW-RAIL-23 @ACW-RAIL-33
  Scenario: Combination 3: a unit on the rails since the last phase rides 40 rail hexes and leaves the train
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "4101"
      eta = 1
      """
    When "9th-corps" goes by rail 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, detrain
    Then the move is legal, citing ACW-RAIL-33
    And step 41 of the move cites ACW-RAIL-14
    And the move costs 1 MP
    And "9th-corps" is in 4101

  @ACW-RAIL-14 @ACW-RAIL-23 @ACW-RAIL-33
  Scenario: Combination 3: after a 41st rail hex there are not 10 rail hexes left to leave the train
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "4201"
      eta = 1
      """
    When "9th-corps" goes by rail 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201, detrain
    Then the move is refused by ACW-RAIL-33

  # --- Combination 4: come in on the train and stay on it --------------------------------------------

  @ACW-RAIL-12 @ACW-RAIL-21 @ACW-RAIL-34
  Scenario: Combination 4: a unit on the rails since the last phase rides all 50 rail hexes and stays on
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "5501"
      eta = 2
      """
    When "9th-corps" goes by rail 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201, 4301, 4401, 4501, 4601, 4701, 4801, 4901, 5001, 5101
    Then the move is legal, citing ACW-RAIL-34
    And the ledger cites ACW-RAIL-12
    And the move costs 0 MP
    And "9th-corps" is in 5101

  @ACW-RAIL-12 @ACW-RAIL-21 @ACW-RAIL-34
  Scenario: Combination 4: not even a unit already on the rails rides a 51st rail hex
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "5501"
      eta = 2
      """
    When "9th-corps" goes by rail 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201, 4301, 4401, 4501, 4601, 4701, 4801, 4901, 5001, 5101, 5201
    Then the move is refused by ACW-RAIL-34 on entering 5201

  # --- The worked example: the strength-8, MA-3 corps -----------------------------------------------

  @ACW-RAIL-16 @ACW-RAIL-17 @ACW-RAIL-09
  Scenario: The worked example: the corps boards, rides 30 hexes, leaves the train and marches its last MP
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, detrain, 3102
    Then the move is legal, citing ACW-RAIL-17
    And step 1 of the move cites ACW-RAIL-07
    And step 32 of the move cites ACW-RAIL-08
    And the move costs 3 MP
    And the move costs the union side 8 rail transport points because of ACW-RAIL-09
    And the union side has 12 rail transport points left
    And "8th-corps" is in 3102

  @ACW-RAIL-16 @ACW-RAIL-17 @ACW-MOVE-01
  Scenario: The worked example: after the ride the corps has MP for one hex of march and no more
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, detrain, 3102, 3103
    Then the move is refused by ACW-MOVE-01 on entering 3103

  # --- Leaders and Headquarters: the same procedure, free of charge -----------------------------------

  @ACW-RAIL-38 @ACW-RAIL-39 @ACW-RAIL-31
  Scenario Outline: <unit> boards, rides 30 hexes and leaves the train for 2 MP and no rail transport points
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "staff"
      side = "union"
      at = "0101"
      type = "<type>"
      movement = 4
      rating = 3
      """
    When "staff" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, detrain
    Then the move costs the union side 0 rail transport points because of ACW-RAIL-38
    And step 1 of the move cites ACW-RAIL-07
    And step 32 of the move cites ACW-RAIL-08
    And the move costs 2 MP
    And the ledger cites ACW-RAIL-31

    Examples:
      | unit     | type   |
      | A Leader | leader |
      | An HQ    | hq     |

  @ACW-RAIL-39 @ACW-RAIL-31
  Scenario Outline: <unit> may not ride a 31st hex and still leave the train
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "staff"
      side = "union"
      at = "0101"
      type = "<type>"
      movement = 4
      rating = 3
      """
    When "staff" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, detrain
    Then the move is refused by ACW-RAIL-31

    Examples:
      | unit     | type   |
      | A Leader | leader |
      | An HQ    | hq     |

  @ACW-RAIL-39 @ACW-RAIL-32 @ACW-RAIL-27
  Scenario: A Leader stays on the rails with a declared destination, and not without one
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "grant"
      side = "union"
      at = "0101"
      type = "leader"
      movement = 4
      rating = 3
      """
    When "grant" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201 and stays entrained, bound for 5001 in phase 2
    Then the move is refused by ACW-RAIL-32 on entering 4201
    When "grant" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101
    Then the move is refused by ACW-RAIL-27
    When "grant" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101 and stays entrained, bound for 5001 in phase 2
    Then the move is legal, citing ACW-RAIL-32
    And the union side has 20 rail transport points left

  @ACW-RAIL-39 @ACW-RAIL-34
  Scenario: A Leader on the rails since the last phase rides 50 hexes, and not 51
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "grant"
      side = "union"
      at = "0101"
      type = "leader"
      movement = 4
      rating = 3
      entrained = true
      rail_destination = "5501"
      eta = 2
      """
    When "grant" goes by rail 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201, 4301, 4401, 4501, 4601, 4701, 4801, 4901, 5001, 5101, 5201
    Then the move is refused by ACW-RAIL-34 on entering 5201
    When "grant" goes by rail 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201, 4301, 4401, 4501, 4601, 4701, 4801, 4901, 5001, 5101
    Then the move is legal, citing ACW-RAIL-34
