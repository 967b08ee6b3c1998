@civil-war @rail
Feature: Civil War rail movement: the month's rail transport points
  Each strategic turn gives each side an allotment of rail transport points for the four game
  turns of the month (rules data `rail.turns_per_month`): one pool, so what a phase spends is
  gone for the later game turns of the month. A unit on the rails pays again in every phase it
  spends there (reading 7), and may stay on at the end of a phase only if the points for its
  next phase exist: within the month out of what is really left — after this phase's spending
  and after the points already held for the side's other units on the rails —, and in the
  month's last game turn out of next month's allotment.

  The scenarios take these readings (crates/civil-war/rules.toml, "The month" and "Staying
  entrained"): a game turn holds one movement phase of each side, so the phase after a side's
  own is the same game turn when the other side moves and the next game turn when the same side
  moves again; the game turn after the month's fourth begins a new month, whose allotment the
  next-phase order restates (the strategic turn gives it, outside these rules) or else is the
  scenario's; points held for a unit on the rails are spent by no other move.

  The map is scenarios/civil-war/rail.toml: a 40-hex Union line along row 1, the strength-8,
  MA-3 8th-corps at 0101, 20 Union points for the month.

  # --- The month spent down ---------------------------------------------------------------------

  @ACW-RAIL-06 @ACW-RAIL-24 @ACW-RAIL-25
  Scenario: Staying on the rails into the next game turn spends the month down
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001 and stays entrained, bound for 3001 in phase 2
    Then the move is legal, citing ACW-RAIL-24
    And the union side has 12 rail transport points left
    And the union side holds 8 rail transport points for its units on the rails
    And the union side has 4 rail transport points free
    When the next phase begins
    Then it is game turn 2 of the month
    And the union side has 12 rail transport points left
    When "8th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-25
    And the union side has 4 rail transport points left
    And the union side has 4 rail transport points free

  @ACW-RAIL-24 @ACW-RAIL-26 @ACW-RAIL-06
  Scenario: What the month really has left decides whether a unit may stay on the rails
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      turn = 3
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 12, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001 and stays entrained, bound for 3001 in phase 2
    Then the move is refused by ACW-RAIL-26
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-09
    And the union side has 4 rail transport points left

  @ACW-RAIL-24 @ACW-RAIL-25 @ACW-RAIL-06
  Scenario: Points held for a unit on the rails since the last phase are spent by no other move
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

      [[units]]
      id = "5th-div"
      side = "union"
      at = "0501"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 3

      [[units]]
      id = "4th-bde"
      side = "union"
      at = "0601"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 3

      [rules]
      phase = 2

      [rules.rail]
      turn = 2
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 12, confederate = 20 }
      """
    Then the union side holds 8 rail transport points for its units on the rails
    And the union side has 4 rail transport points free
    When "5th-div" goes by rail 0501, entrain, 0401, 0301, detrain
    Then the move is refused by ACW-RAIL-06 before the unit moves
    When "4th-bde" goes by rail 0601, entrain, 0701, 0801, detrain
    Then the move costs the union side 4 rail transport points because of ACW-RAIL-09
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-25
    And the union side has 0 rail transport points left

  @ACW-RAIL-24 @ACW-RAIL-26
  Scenario: A second unit may ride, but not stay on, with what the first one's stay leaves
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
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501 and stays entrained, bound for 3001 in phase 2
    Then the move is legal, citing ACW-RAIL-24
    When "4th-bde" goes by rail 2001, entrain, 2101, 2201 and stays entrained, bound for 3501 in phase 2
    Then the move is refused by ACW-RAIL-26
    When "4th-bde" goes by rail 2001, entrain, 2101, 2201, detrain
    Then the move costs the union side 4 rail transport points because of ACW-RAIL-09
    And the union side has 8 rail transport points left
    And the union side has 0 rail transport points free

  # --- The month's last game turn and the next month ------------------------------------------

  @ACW-RAIL-24 @ACW-RAIL-26 @ACW-RAIL-05
  Scenario: In the month's last game turn next month's allotment, less what is held on it, decides
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

      [rules.rail]
      turn = 4
      allotment = { union = 20, confederate = 20 }
      next_allotment = { union = 10, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501 and stays entrained, bound for 3001 in phase 2
    Then the move is legal, citing ACW-RAIL-24
    And the union side has 12 rail transport points left
    When "4th-bde" goes by rail 2001, entrain, 2101, 2201 and stays entrained, bound for 3501 in phase 2
    Then the move is refused by ACW-RAIL-26
    When "4th-bde" goes by rail 2001, entrain, 2101, 2201, detrain
    Then the move costs the union side 4 rail transport points because of ACW-RAIL-09
    And the union side has 8 rail transport points left

  @ACW-RAIL-24 @ACW-RAIL-05
  Scenario: An older scenario's next_capacity is next month's allotment
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      turn = 4
      capacity = { union = 8, confederate = 20 }
      next_capacity = { union = 30, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501 and stays entrained, bound for 3001 in phase 2
    Then the move is legal, citing ACW-RAIL-24
    And the union side has 0 rail transport points left

  @ACW-RAIL-06 @ACW-RAIL-05
  Scenario: The game turn after the month's fourth begins a new month and its allotment
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      turn = 4
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 3, confederate = 20 }
      """
    When the next phase begins
    Then it is game turn 1 of the month
    And the union side's rail allotment is 20
    And the union side has 20 rail transport points left

  @ACW-RAIL-05
  Scenario: The next-phase order restates the new month's allotment from the strategic turn
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      turn = 4
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 3, confederate = 20 }
      """
    When this order is played:
      """
      order = "next-phase"
      allotment = { union = 30 }
      """
    Then the move is legal, citing ACW-RAIL-05
    And it is game turn 1 of the month
    And the union side's rail allotment is 30
    And the union side has 30 rail transport points left

  @ACW-RAIL-05 @ACW-RAIL-06
  Scenario: A new allotment restated in the middle of a month is a bad order
    Given the Civil War scenario "rail.toml"
    When this order is played:
      """
      order = "next-phase"
      capacity = { union = 30 }
      """
    Then the order is rejected with a message containing "comes with a new month"
    And it is game turn 1 of the month
    And the union side has 20 rail transport points left

  @ACW-RAIL-06
  Scenario: A game turn holds one movement phase of each side
    Given the Civil War scenario "rail.toml"
    When this order is played:
      """
      order = "next-phase"
      side = "confederate"
      """
    Then it is game turn 1 of the month
    When this order is played:
      """
      order = "next-phase"
      side = "union"
      """
    Then it is game turn 2 of the month

  @ACW-RAIL-06 @ACW-RAIL-05
  Scenario: A unit left on the rails at the month's end is paid for out of the new month
    Given the Civil War scenario "rail.toml" with:
      """
      [rules.rail]
      turn = 4
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 8, confederate = 20 }
      """
    When "8th-corps" goes by rail 0101, entrain, 0201, 0301, 0401, 0501 and stays entrained, bound for 3001 in phase 2
    Then the union side has 0 rail transport points left
    When the next phase begins
    Then it is game turn 1 of the month
    And the union side holds 8 rail transport points for its units on the rails
    And the union side has 12 rail transport points free
    When "8th-corps" goes by rail 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, detrain
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-25
    And the union side has 12 rail transport points left

  # --- Scenario keys ----------------------------------------------------------------------------

  @ACW-RAIL-06
  Scenario: More points left than the month's allotment is a bad scenario
    Given the Civil War scenario "rail.toml" is changed to read:
      """
      [rules.rail]
      allotment = { union = 10, confederate = 20 }
      capacity = { union = 20, confederate = 20 }
      """
    Then the Civil War scenario is refused with a message containing "rules.rail.capacity.union"

  @ACW-RAIL-06
  Scenario: A game turn the month does not have is a bad scenario
    Given the Civil War scenario "rail.toml" is changed to read:
      """
      [rules.rail]
      turn = 5
      """
    Then the Civil War scenario is refused with a message containing "1 to 4"
