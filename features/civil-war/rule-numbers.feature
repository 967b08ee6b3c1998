@civil-war
Feature: Civil War rules data, each number pinned as published
  Every number of the Civil War rules data (crates/civil-war/rules.toml) should be held by some
  scenario that reads the data in force: change the number by an erratum, and that scenario's
  outcome changes. `umpire errata mutants` tries each number one step off and names the numbers
  no scenario notices. The other features pin most of them while checking their own rules; this
  one holds the numbers they left loose, each at the exact value the data gives, with a case on
  each side of it where there is one.

  - A coastal hex is land too: a ground unit enters it overland for 1 MP (the Terrain Effects
    Chart's `coastal` row of the rules data).
  - The dice of these rules are six-sided (rules data `force_march.die` and `initiative.die`):
    a 6 can come up, a 7 cannot. The dice are scripted here, and a scripted roll the die cannot
    show makes the order one umpire refuses to judge.
  - A transport carries at most 10 strength points. The rules data states that limit twice: once
    for every transport (`transport.capacity`) and once for each kind of transport
    (`unit_types.river-transport.carries`, `unit_types.naval-transport.carries`), and a load
    must fit both. With both at 10 a change of either alone is hidden by the other, so each of
    them is pinned by a scenario that lifts the other one (to 20) and shows the one left still
    holds the transport to 10 points.

  Not held here: the outer bounds of the Force March Attrition Table (1, the lowest roll of each
  territory's first row, and 7, the highest of its last row). The rules data refuse a table that
  does not cover every modified roll that can come up (1 to 7: a 6, plus 1 for a 2 MP march)
  exactly once, so every other value of those bounds is refused data, not a table a scenario
  could run under (force-march.feature holds the refusals).

  The scenarios use scenarios/civil-war/cw-ground-march.toml (clear ground with a coastal
  column 10), cw-transport-coast.toml (naval transports along a coast), cw-transport-river.toml
  (river transports on a river) and cw-transport-assault.toml (a force embarked beside
  Wilmington, with the Leader terry, initiative 4).

  # --- Terrain Effects Chart: the coastal hex --------------------------------------------------

  @ACW-MOVE-02
  Scenario: A coastal hex costs 1 MP to enter overland, like clear ground
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "shore-party"
      side = "union"
      at = "0802"
      type = "infantry"
      strength = 4
      movement = 2
      """
    Then "shore-party" can reach 1002 for 2 MP
    When "shore-party" marches 0802, 0902, 1002
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 2 MP
    And "shore-party" is in 1002

  @ACW-MOVE-02 @ACW-MOVE-01
  Scenario: With 1 MP left after a clear hex, a unit still steps onto the coast, but no further
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "shore-party"
      side = "union"
      at = "0802"
      type = "infantry"
      strength = 4
      movement = 2
      """
    When "shore-party" marches 0802, 0902, 1002, 1003
    Then the move is refused by ACW-MOVE-01 on entering 1003

  # --- The force-march attrition die ---------------------------------------------------------

  @ACW-FORCE-05
  Scenario: The attrition die has six faces: a roll of 7 cannot come up
    Given the Civil War scenario "cw-ground-march.toml" with:
      """
      [[units]]
      id = "marchers"
      side = "union"
      at = "0102"
      type = "infantry"
      strength = 5
      movement = 2
      """
    And the dice will roll 7
    When "marchers" force marches +1 MP: 0102, 0202, 0302
    Then the order is rejected with a message containing "cannot come up on a 6-sided die"
    And "marchers" has strength 5

  # --- The Leaders' initiative die -----------------------------------------------------------

  @ACW-TRANS-22
  Scenario: A Leader rated 6 passes on the die's highest face and changes the destination
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0301"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0405"

      [[units]]
      id = "bold-leader"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 6
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0405"
      """
    And the dice will roll 6
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "bold-leader"
    Then the move is legal, citing ACW-TRANS-22
    And the units aboard "north-fleet" are bound for 0402

  @ACW-TRANS-22
  Scenario: The initiative die has six faces: a roll of 7 for a new destination cannot come up
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0301"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0405"

      [[units]]
      id = "burnside"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 4
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0405"
      """
    And the dice will roll 7
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "burnside"
    Then the order is rejected with a message containing "cannot come up on a 6-sided die"
    And the units aboard "north-fleet" are bound for 0405

  @ACW-AMPH-07
  Scenario: The attack-initiative roll is made on the same six-sided die: a 7 cannot come up
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 7
    When "terry" leads "1st-division" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the order is rejected with a message containing "cannot come up on a 6-sided die"

  # --- A transport's 10 strength points ------------------------------------------------------

  @ACW-TRANS-04
  Scenario Outline: The limit for every transport holds a naval transport rated for more to 10 points: <load> points are <verdict>
    # The naval transport's own rating is lifted to 20, so only `transport.capacity` limits it.
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4

      [[units]]
      id = "2nd-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = <second>
      movement = 4

      [rules.data.unit_types.naval-transport]
      carries = 20
      """
    When "north-fleet" carries "1st-division" and "2nd-division" along 0301, bound for 0405
    Then the move is <outcome> ACW-TRANS-04

    Examples:
      | load | second | verdict  | outcome       |
      | 10   | 4      | carried  | legal, citing |
      | 11   | 5      | too many | refused by    |

  @ACW-TRANS-04
  Scenario Outline: A naval transport takes 10 points by its own rating: <load> points are <verdict>
    # The limit for every transport is lifted to 20, so only the naval transport's rating limits it.
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4

      [[units]]
      id = "2nd-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = <second>
      movement = 4

      [rules.data.transport]
      capacity = 20
      """
    When "north-fleet" carries "1st-division" and "2nd-division" along 0301, bound for 0405
    Then the move is <outcome> ACW-TRANS-04

    Examples:
      | load | second | verdict  | outcome       |
      | 10   | 4      | carried  | legal, citing |
      | 11   | 5      | too many | refused by    |

  @ACW-TRANS-04
  Scenario Outline: A river transport takes 10 points by its own rating: <load> points are <verdict>
    # The limit for every transport is lifted to 20, so only the river transport's rating limits it.
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0503"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4

      [[units]]
      id = "2nd-division"
      side = "union"
      at = "0503"
      type = "infantry"
      size = "division"
      strength = <second>
      movement = 4

      [rules.data.transport]
      capacity = 20
      """
    When "paducah-boats" carries "1st-division" and "2nd-division" along 0403/0503, bound for 0505
    Then the move is <outcome> ACW-TRANS-04

    Examples:
      | load | second | verdict  | outcome       |
      | 10   | 4      | carried  | legal, citing |
      | 11   | 5      | too many | refused by    |
