@civil-war @bad-input
Feature: Civil War orders and scenarios the engine cannot judge
  A malformed order or scenario is refused with a message naming the bad item (and the nearest
  valid name for a slip of the keyboard); a well-formed order that breaks a rule gets a verdict
  citing its clause instead.

  # A step such as 'When "8th-corp" marches …' fails itself, with the nearest id; the order
  # written out as an orders file holds it shows the engine's own message.
  Scenario: An unknown unit is named, with the nearest id
    Given the Civil War scenario "rail.toml"
    When this order is played:
      """
      unit = "8th-corp"
      path = ["0101", "0201"]
      """
    Then the order is rejected with a message containing 'no unit "8th-corp"'
    And the order is rejected with a message containing 'did you mean "8th-corps"'

  Scenario: A hex id that is not on the map is named, with its place in the path
    Given the Civil War scenario "rail.toml"
    When "8th-corps" marches 0101, 9999
    Then the order is rejected with a message containing "path item 2"

  @ACW-RAIL-18
  Scenario: A rail move off the rails is a verdict citing where trains may run
    Given the Civil War scenario "rail.toml"
    When "8th-corps" goes by rail 0101, entrain, 0202
    Then the move is refused by ACW-RAIL-18 on entering 0202

  Scenario: A water move onto land is named as no water place
    Given the Civil War scenario "cw-water-ferry.toml"
    When "ferry-boat" sails 0506/0606, 0406
    Then the order is rejected with a message containing "0406 is no coastal or all-sea hex"

  @ACW-WATER-01
  Scenario: A ground unit ordered to sail is refused before it moves
    Given the Civil War scenario "rail.toml"
    When "8th-corps" sails 0101, 0201
    Then the move is refused by ACW-WATER-01 before the unit moves

  Scenario: A misspelt unit type is named, with the nearest type
    Given the Civil War scenario "rail.toml" is changed to read:
      """
      [[units]]
      id = "extra"
      side = "union"
      at = "0102"
      type = "infantery"
      strength = 3
      movement = 3
      """
    Then the Civil War scenario is refused with a message containing "units[1] (extra).type"
    And the Civil War scenario is refused with a message containing 'did you mean "infantry"'

  Scenario: A misspelt side is named, with the nearest side
    Given the Civil War scenario "rail.toml" is changed to read:
      """
      [rules]
      ruleset = "civil-war"
      side = "unoin"
      """
    Then the Civil War scenario is refused with a message containing "rules.side"
    And the Civil War scenario is refused with a message containing 'did you mean "union"'

  # The game turn of the month is `[rules.rail] turn`; `[rules] phase` is the movement phase's
  # number (for ETAs). Older scenarios gave the game turn in `phase`: read now, they would run
  # as turn 1 without a word, so a scenario with the month's rail points and a later phase must
  # state the turn.
  @ACW-RAIL-06
  Scenario: A later phase with the month's rail points and no game turn is refused at rules.phase
    Given the Civil War scenario "cw-ground-march.toml" is changed to read:
      """
      [rules]
      phase = 3

      [rules.rail]
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 12, confederate = 20 }
      """
    Then the Civil War scenario is refused with a message containing "rules.phase: phase = 3 is the movement phase's number"
    And the Civil War scenario is refused with a message containing "e.g. turn = 3"

  @ACW-RAIL-06
  Scenario Outline: The same scenario loads when it states <what>
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [rules]
      phase = <phase>

      [rules.rail]
      <turn>
      allotment = { union = 20, confederate = 20 }
      capacity = { union = 12, confederate = 20 }
      """
    Then the union side has 12 rail transport points free

    Examples:
      | what                               | phase | turn     |
      | the game turn                      | 3     | turn = 3 |
      | the first phase, with no turn      | 1     |          |
