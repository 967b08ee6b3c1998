@civil-war @rail
Feature: Civil War rail movement
  Troops, Leaders, Headquarters, trains and supply can ride the railroads. A side rides its own
  lines up to its rail head markers and the neutral lines of Kentucky and Missouri, never the
  enemy's; each month it has a pool of rail transport points for the month's four game turns,
  spent at one point per strength point (per supply point for supply, one for a train, nothing
  for a Leader or HQ). The month itself, what is held for units left on the rails, and supply
  riding with the troops are in rail-month.feature and rail-supply.feature. Boarding and
  leaving the train cost the unit 1 MP each and the ride itself nothing. A unit may stay on the
  rails into the next phase only with a declared destination and ETA and with the capacity to
  pay for that phase. Entrained units project no zone of control, cannot attack, and stop in the
  first rail hex they enter in an enemy zone of control.

  The scenarios take these readings (READINGS.md, Civil War): rail hexes cost no MP (6); a unit
  staying on the rails pays capacity again in every phase it rides (7); the 50 rail hexes are
  a budget per movement phase (8); a rail head is the last hex its side may use (9); a train
  that enters an enemy zone of control ends its ride there and may detrain but not march on
  (10); an attacked entrained unit detrains at no cost and defends at half strength, rounded
  down (11); a unit staying entrained is removed as soon as its destination is out of reach
  (12). The maps: scenarios/civil-war/rail.toml (a 40-hex Union line along row 1, the
  strength-8, MA-3 8th-corps at 0101) and cw-rail-lines.toml (Ohio, Kentucky and Tennessee
  along row 1; Missouri and Kansas along row 5). The rail-hex budget and its four combinations
  are in rail-combinations.feature.

  # Rail orders are written `"unit" goes by rail …` (crates/harness/src/steps/civil_war/rail.rs): the common
  # `"unit" moves by rail …` also matches the strategic game's `"unit" moves …` step, and cucumber
  # refuses an ambiguous step.

  # --- Which railroads a side may use -----------------------------------------------------------

  @ACW-RAIL-01 @ACW-RAIL-18
  Scenario: A corps boards the train at an ordinary hex of its own line and leaves it at another
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, detrain
    Then the move is legal, citing ACW-RAIL-07
    And step 7 of the move cites ACW-RAIL-08
    And "8th-corps" is in 0601

  @ACW-RAIL-18 @ACW-RAIL-17
  Scenario: A unit marches to the railroad, rides it and marches off it again
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "3rd-div"
      side = "union"
      at = "0102"
      type = "infantry"
      size = "division"
      strength = 3
      movement = 4
      """
    When "3rd-div" goes by rail 0102, 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain, 1002
    Then the move is legal, citing ACW-RAIL-17
    And the move costs 4 MP
    And "3rd-div" is in 1002

  @ACW-RAIL-18
  Scenario: No train can be boarded in a hex without a railroad
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, 0102, entrain
    Then the move is refused by ACW-RAIL-18

  @ACW-RAIL-02 @ACW-RAIL-03
  Scenario: The Union rides up to its rail head marker and leaves the train there
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      heads = { union = ["1501"], confederate = [] }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, detrain
    Then the move is legal, citing ACW-RAIL-08
    And "8th-corps" is in 1501

  @ACW-RAIL-03
  Scenario: The line beyond the rail head marker is not the Union's to ride
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      heads = { union = ["1501"], confederate = [] }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, detrain
    Then the move is refused by ACW-RAIL-03 on entering 1601

  @ACW-RAIL-02
  Scenario: The Union may not ride on into the Confederacy's line
    Given the Civil War scenario "cw-rail-lines.toml"
    When "ohio-div" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, detrain
    Then the move is refused by ACW-RAIL-02 on entering 2101

  @ACW-RAIL-02
  Scenario: The Confederacy may not ride on into the Union's line
    Given the Civil War scenario "cw-rail-lines.toml" with:
      """
      [rules]
      side = "confederate"
      """
    When "tennessee-div" goes by rail 3001, entrain, 2901, 2801, 2701, 2601, 2501, 2401, 2301, 2201, 2101, 2001, 1901, 1801, 1701, 1601, 1501, 1401, 1301, 1201, 1101, 1001, detrain
    Then the move is refused by ACW-RAIL-02 on entering 1001

  @ACW-RAIL-02
  Scenario: A Union raider in Tennessee cannot board a train on the enemy's line
    Given the Civil War scenario "cw-rail-lines.toml" with:
      """
      [[units]]
      id = "raiders"
      side = "union"
      at = "2501"
      type = "cavalry"
      size = "brigade"
      strength = 2
      movement = 4
      """
    When "raiders" goes by rail 2501, entrain, 2401, detrain
    Then the move is refused by ACW-RAIL-02

  @ACW-RAIL-04
  Scenario: The Union rides the neutral Kentucky line to its far end
    Given the Civil War scenario "cw-rail-lines.toml"
    When "ohio-div" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, detrain
    Then the move is legal, citing ACW-RAIL-04
    And "ohio-div" is in 2001

  @ACW-RAIL-04
  Scenario: The Confederacy rides the same Kentucky line the other way
    Given the Civil War scenario "cw-rail-lines.toml" with:
      """
      [rules]
      side = "confederate"
      """
    When "tennessee-div" goes by rail 3001, entrain, 2901, 2801, 2701, 2601, 2501, 2401, 2301, 2201, 2101, 2001, 1901, 1801, 1701, 1601, 1501, 1401, 1301, 1201, 1101, detrain
    Then the move is legal, citing ACW-RAIL-04
    And "tennessee-div" is in 1101

  @ACW-RAIL-04 @ACW-RAIL-18
  Scenario: A Confederate brigade in Kentucky boards the train there
    Given the Civil War scenario "cw-rail-lines.toml" with:
      """
      [rules]
      side = "confederate"

      [[units]]
      id = "kentucky-bde"
      side = "confederate"
      at = "1501"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 3
      """
    When "kentucky-bde" goes by rail 1501, entrain, 1401, 1301, 1201, 1101, detrain
    Then the move is legal, citing ACW-RAIL-04
    And step 1 of the move cites ACW-RAIL-07

  @ACW-RAIL-04 @ACW-RAIL-02
  Scenario: The Confederacy rides the neutral Missouri line but not on into Union Kansas
    Given the Civil War scenario "cw-rail-lines.toml" with:
      """
      [rules]
      side = "confederate"
      """
    When "missouri-bde" goes by rail 0105, entrain, 0205, 0305, 0405, 0505, 0605, 0705, 0805, 0905, 1005, 1105, detrain
    Then the move is refused by ACW-RAIL-02 on entering 1105
    When "missouri-bde" goes by rail 0105, entrain, 0205, 0305, 0405, 0505, 0605, 0705, 0805, 0905, 1005, detrain
    Then the move is legal, citing ACW-RAIL-04
    And "missouri-bde" is in 1005

  @ACW-RAIL-04
  Scenario: The Union rides from Kansas into Missouri
    Given the Civil War scenario "cw-rail-lines.toml" with:
      """
      [[units]]
      id = "kansas-bde"
      side = "union"
      at = "1505"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 3
      """
    When "kansas-bde" goes by rail 1505, entrain, 1405, 1305, 1205, 1105, 1005, 0905, 0805, 0705, 0605, 0505, 0405, 0305, detrain
    Then the move is legal, citing ACW-RAIL-04
    And "kansas-bde" is in 0305

  # --- The month's rail transport points ----------------------------------------------------------

  @ACW-RAIL-09 @ACW-RAIL-11 @ACW-RAIL-19
  Scenario: The strength-5 infantry division costs its side 5 rail transport points
    Given the Civil War scenario "cw-rail-lines.toml"
    When "ohio-div" goes by rail 0501, entrain, 0401, 0301, 0201, 0101, detrain
    Then the move costs the union side 5 rail transport points because of ACW-RAIL-09
    And the union side has 15 rail transport points left

  @ACW-RAIL-09 @ACW-RAIL-19 @ACW-RAIL-20
  Scenario: A strength-4 infantry unit costs its side 4 rail transport points
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "4th-bde"
      side = "union"
      at = "0501"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 3
      """
    When "4th-bde" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, detrain
    Then the move costs the union side 4 rail transport points because of ACW-RAIL-09
    And the union side has 16 rail transport points left

  @ACW-RAIL-09 @ACW-RAIL-19
  Scenario: Two units boarding in one hex pay for every strength point of each
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "4th-bde"
      side = "union"
      at = "0101"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 3
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-09
    When "4th-bde" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move costs the union side 4 rail transport points because of ACW-RAIL-09
    And the union side has 8 rail transport points left

  @ACW-RAIL-10 @ACW-RAIL-35 @ACW-RAIL-37
  Scenario: Supply by rail costs one point per supply point
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0101"
      type = "supply"
      supply_points = 3
      """
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "0301", "0401", "0501", "detrain"]
      supply = ["depot"]
      """
    Then the move costs the union side 11 rail transport points because of ACW-RAIL-10
    And the union side has 9 rail transport points left
    And "depot" is in 0501

  @ACW-RAIL-35 @ACW-RAIL-36
  Scenario Outline: <unit> costs one rail transport point whatever factor is printed on it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "train"
      side = "union"
      at = "0301"
      type = "<type>"
      strength = <printed>
      movement = 3
      """
    When "train" goes by rail 0301, entrain, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, detrain
    Then the move costs the union side 1 rail transport point because of ACW-RAIL-36
    And the union side has 19 rail transport points left

    Examples:
      | unit                  | type         | printed |
      | A supply train        | supply-train | 3       |
      | A siege train         | siege-train  | 4       |
      | A railway repair unit | rail-repair  | 2       |

  @ACW-RAIL-38 @ACW-RAIL-01
  Scenario Outline: <unit> rides at no cost, even with the month's pool empty
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "staff"
      side = "union"
      at = "0301"
      type = "<type>"
      movement = 4
      rating = 3

      [rules.rail]
      capacity = { union = 0, confederate = 20 }
      """
    When "staff" goes by rail 0301, entrain, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, detrain
    Then the move costs the union side 0 rail transport points because of ACW-RAIL-38
    And the union side has 0 rail transport points left

    Examples:
      | unit     | type   |
      | A Leader | leader |
      | An HQ    | hq     |

  @ACW-RAIL-06
  Scenario: A move costing more points than the side has left is refused
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      capacity = { union = 7, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move is refused by ACW-RAIL-06 before the unit moves

  @ACW-RAIL-06
  Scenario: Points spent on one move are gone for the later moves of the month
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "13th-corps"
      side = "union"
      at = "2001"
      type = "infantry"
      strength = 13
      movement = 3

      [[units]]
      id = "12th-corps"
      side = "union"
      at = "2201"
      type = "infantry"
      strength = 12
      movement = 3
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-09
    When "13th-corps" goes by rail 2001, entrain, 2101, 2201, 2301, 2401, 2501, detrain
    Then the move is refused by ACW-RAIL-06 before the unit moves
    When "12th-corps" goes by rail 2201, entrain, 2301, 2401, 2501, 2601, 2701, detrain
    Then the move costs the union side 12 rail transport points because of ACW-RAIL-09
    And the union side has 0 rail transport points left

  @ACW-RAIL-05 @ACW-RAIL-24
  Scenario: In the month's last game turn next month's allotment lets a unit stay on the rails
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      turn = 4
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 8, confederate = 20 }
      next_allotment = { union = 30, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001 and stays entrained, bound for 3001 in phase 2
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-09
    And the union side has 0 rail transport points left
    And "8th-corps" is in 2001

  # --- MP: boarding and leaving the train ------------------------------------------------------------

  @ACW-RAIL-07 @ACW-RAIL-08 @ACW-RAIL-17
  Scenario: Boarding and leaving the train cost 1 MP each and the 20 rail hexes between nothing
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, detrain
    Then the move is legal, citing ACW-RAIL-17
    And step 1 of the move cites ACW-RAIL-07
    And step 22 of the move cites ACW-RAIL-08
    And the move costs 2 MP

  @ACW-RAIL-07 @ACW-RAIL-08 @ACW-MOVE-01
  Scenario: A unit with 1 MP can board the train but has no MP left to leave it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "militia"
      side = "union"
      at = "0501"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 1
      """
    When "militia" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move is refused by ACW-MOVE-01
    And the ledger cites ACW-RAIL-07
    When "militia" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001 and stays entrained, bound for 2001 in phase 2
    Then the move is legal, citing ACW-RAIL-07
    And the move costs 1 MP

  @ACW-RAIL-08
  Scenario: A unit on the rails must detrain before it can march
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "1001"
      eta = 1
      """
    When "9th-corps" marches 1001, 1002
    Then the move is refused by ACW-RAIL-08 before the unit moves
    When "9th-corps" goes by rail 1001, detrain, 1002
    Then the move is legal, citing ACW-RAIL-08
    And the move costs 2 MP

  # --- Staying on the rails -----------------------------------------------------------------------

  @ACW-RAIL-27
  Scenario: A unit left on the rails without a declared destination and ETA is refused
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001
    Then the move is refused by ACW-RAIL-27

  @ACW-RAIL-27 @ACW-RAIL-24
  Scenario: Declaring the destination and ETA lets the unit stay on the rails
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001 and stays entrained, bound for 3001 in phase 2
    Then the move is legal, citing ACW-RAIL-32
    And "8th-corps" is in 1001

  @ACW-RAIL-24 @ACW-RAIL-26
  Scenario: Without the points to pay for the next phase the unit must detrain now
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 15, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001 and stays entrained, bound for 3001 in phase 2
    Then the move is refused by ACW-RAIL-26
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move is legal, citing ACW-RAIL-31

  @ACW-RAIL-24 @ACW-RAIL-26
  Scenario: The points one unit needs next phase are not there for a second to stay on
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "4th-bde"
      side = "union"
      at = "2001"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 3
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001 and stays entrained, bound for 3001 in phase 2
    Then the move is legal, citing ACW-RAIL-32
    And the union side has 12 rail transport points left
    And the union side has 4 rail transport points free
    When "4th-bde" goes by rail 2001, entrain, 2101, 2201, 2301, 2401, 2501 and stays entrained, bound for 3501 in phase 2
    Then the move is refused by ACW-RAIL-26
    When "4th-bde" goes by rail 2001, entrain, 2101, 2201, 2301, 2401, 2501, detrain
    Then the move is legal, citing ACW-RAIL-31

  @ACW-RAIL-25
  Scenario: A unit on the rails pays again in each phase it rides, until it detrains
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 2
      """
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-25
    And the union side has 12 rail transport points left

  @ACW-RAIL-25 @ACW-RAIL-28
  Scenario: The unit arrives at its declared destination in its declared phase and pays for that phase too
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "2001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 3
      """
    When "9th-corps" goes by rail 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-25
    And "9th-corps" is in 3001

  @ACW-RAIL-28
  Scenario: An entrained unit may not detrain short of its declared destination
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2

      [rules]
      phase = 2
      """
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, detrain
    Then the move is refused by ACW-RAIL-28

  @ACW-RAIL-28
  Scenario: An entrained unit may not arrive before its declared ETA
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 2
      """
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, detrain
    Then the move is refused by ACW-RAIL-28

  @ACW-RAIL-28
  Scenario: An entrained unit may not still be on its way when its ETA comes
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2

      [rules]
      phase = 2
      """
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001
    Then the move is refused by ACW-RAIL-28

  @ACW-RAIL-28
  Scenario: An entrained unit may not declare a new destination on the way
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 2
      """
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001 and stays entrained, bound for 3501 in phase 3
    Then the move is refused by ACW-RAIL-28
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001 and stays entrained, bound for 3001 in phase 4
    Then the move is refused by ACW-RAIL-28
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001 and stays entrained, bound for 3001 in phase 3
    Then the move is legal, citing ACW-RAIL-34

  @ACW-RAIL-30
  Scenario: A unit on the rails is removed once the enemy holds the line to its destination
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 2

      [rules.rail]
      base = { union = ["ohio"], confederate = ["2001"] }
      """
    When the stranded trains are removed
    Then "9th-corps" is removed from play

  @ACW-RAIL-30
  Scenario: A unit on the rails is removed once its destination lies beyond its side's rail head
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 2

      [rules.rail]
      heads = { union = ["2501"], confederate = [] }
      """
    When the stranded trains are removed
    Then "9th-corps" is removed from play

  @ACW-RAIL-30
  Scenario: A unit on the rails whose destination is still in reach stays on the map
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [rules]
      phase = 2
      """
    When the stranded trains are removed
    Then "9th-corps" is in 1001

  # --- Enemy zones of control and combat ----------------------------------------------------------
  # A Confederate division at 0902 projects a zone of control into 0901 of the line and no other
  # rail hex; one at 0502 into 0501 only; one at 0602 into 0501, 0601 and 0701.

  @ACW-RAIL-47
  Scenario: A train stops in the first rail hex in an enemy zone of control
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0902"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move is refused by ACW-RAIL-47 on entering 1001
    And the ledger cites ACW-RAIL-47

  @ACW-RAIL-47 @ACW-RAIL-41
  Scenario: The stopped train may detrain in the enemy zone of control but may not march on
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0902"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, detrain, 0801
    Then the move is refused by ACW-RAIL-47 on entering 0801
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, detrain
    Then the unit must stop in 0901 because of ACW-RAIL-47
    And the ledger cites ACW-RAIL-41

  @ACW-RAIL-47
  Scenario: Entrained cavalry stops in a zone of control that only infantry projects
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "1st-cav"
      side = "union"
      at = "0101"
      type = "cavalry"
      size = "division"
      strength = 3
      movement = 4

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0902"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "1st-cav" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move is refused by ACW-RAIL-47 on entering 1001

  @ACW-RAIL-40 @ACW-RAIL-46
  Scenario: A unit in an enemy zone of control boards the train and rides out of it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "5th-div"
      side = "union"
      at = "0501"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 3

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0502"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "5th-div" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, detrain
    Then the move is legal, citing ACW-RAIL-46
    And step 1 of the move cites ACW-RAIL-40
    And "5th-div" is in 1501

  @ACW-RAIL-46 @ACW-RAIL-47
  Scenario: A train leaving one enemy zone of control stops on entering the next
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "5th-div"
      side = "union"
      at = "0501"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 3

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0602"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "5th-div" goes by rail 0501, entrain, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, detrain
    Then the move is refused by ACW-RAIL-47 on entering 0701
    And the ledger cites ACW-RAIL-46

  @ACW-RAIL-41
  Scenario: A unit that begins the phase on the rails in an enemy zone of control detrains there
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "5th-div"
      side = "union"
      at = "0501"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 3
      entrained = true
      rail_destination = "0501"
      eta = 1

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0502"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "5th-div" goes by rail 0501, detrain
    Then the move is legal, citing ACW-RAIL-41

  @ACW-RAIL-42
  Scenario: An entrained corps projects no zone of control: an enemy division marches past it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0501"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0403"
      type = "infantry"
      strength = 4
      movement = 3

      [rules]
      side = "confederate"
      """
    When "rebel-div" marches 0403, 0402, 0502, 0602
    Then the unit may move on from 0602
    And step 1 of the move cites ACW-RAIL-42

  @ACW-RAIL-42
  Scenario: The same corps off the train stops the enemy division next to it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0501"
      type = "infantry"
      strength = 8
      movement = 3

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "0403"
      type = "infantry"
      strength = 4
      movement = 3

      [rules]
      side = "confederate"
      """
    When "rebel-div" marches 0403, 0402
    Then the unit must stop in 0402 because of ACW-ZOC-07

  @ACW-RAIL-43
  Scenario: An entrained unit has no attack to make
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2
      """
    When the entrained "9th-corps" is attacked
    Then the move is refused by ACW-RAIL-43

  @ACW-RAIL-44 @ACW-RAIL-45
  Scenario: An attacked strength-8 corps on the rails detrains and defends at 4
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2
      """
    When the entrained "9th-corps" is attacked
    Then the ledger cites ACW-RAIL-44
    And the ledger cites ACW-RAIL-45
    And "9th-corps" defends at 4 strength

  @ACW-RAIL-45
  Scenario: An attacked strength-5 division on the rails defends at 2, the half rounded down
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "5th-div"
      side = "union"
      at = "1001"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2
      """
    When the entrained "5th-div" is attacked
    Then the ledger cites ACW-RAIL-45
    And "5th-div" defends at 2 strength
