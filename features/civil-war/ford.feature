@civil-war
Feature: Civil War fords
  A ford is a hexside feature of its own, not a bridge. The text names fords once, in the
  caption of its zone-of-control figure: a zone of control does not extend across a river
  hexside, whatever bridge or ford crosses it. It says nothing of what a ford costs to cross,
  or of what it does to vessels on the river.

  cw-ford-crossing.toml is open clear ground with a river down the hexsides between columns 04
  and 05, a ford at 0405/0505 and a bridge at 0403/0503; the other river hexsides are plain
  river. Entering a clear hex costs 1 MP, crossing a river hexside 2 MP more (rules data
  `hexsides.river.cost`), and a bridge replaces the river's cost with 0 (`crossings.bridge_cost`).

  Readings taken here (this feature's own, in the rules data's comments):
  - OUR CHOICE, the text giving none: a ford adds nothing to a crossing (rules data
    `hexsides.ford.cost = "0"`), so the river's own cost stands; an erratum that prices fords
    edits that key.
  - The ford never carries a zone of control across its river (ACW-ZOC-12): the river decides.
  - A ford does nothing to vessels: river units pass it like any river hexside.

  # --- What crossing at a ford costs --------------------------------------------------------

  @ACW-MOVE-03
  Scenario Outline: Crossing the river <where> costs <cost> MP
    Given the Civil War scenario "cw-ford-crossing.toml" with:
      """
      [[units]]
      id = "bluecoats"
      side = "union"
      at = "<from>"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches <from>, <to>
    Then the move is legal
    And step 1 of the move cites ACW-MOVE-03
    And the move costs <cost> MP

    Examples:
      | where                  | from | to   | cost |
      | at the ford            | 0405 | 0505 | 3    |
      | back across the ford   | 0505 | 0405 | 3    |
      | where there is no ford | 0404 | 0504 | 3    |
      | over the bridge        | 0403 | 0503 | 1    |

  @ACW-MOVE-03
  Scenario: An erratum that prices fords is a rules-data edit: a ford costing 1 MP more
    Given the Civil War scenario "cw-ford-crossing.toml" with:
      """
      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0405"
      type = "infantry"
      strength = 4
      movement = 6

      [rules.data.hexsides.ford]
      cost = "1"
      """
    When "bluecoats" marches 0405, 0505
    Then the move costs 4 MP

  # --- A ford carries no zone of control -------------------------------------------------------

  @ACW-ZOC-12 @ACW-ZOC-08
  Scenario: The enemy across the ford casts no zone of control over it
    # rebels in 0505 touch 0405 only across the ford's river hexside.
    Given the Civil War scenario "cw-ford-crossing.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0505"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0305"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0305, 0405, 0406
    Then the unit may move on from 0406

  @ACW-ZOC-12 @ACW-ZOC-04
  Scenario: Across the ford, the far bank is in the zone of the enemy there as anywhere
    # rebels in 0605 cast their zone into 0505, on their own bank of the river.
    Given the Civil War scenario "cw-ford-crossing.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0405"
      type = "infantry"
      strength = 4
      movement = 6
      """
    Then "bluecoats" can reach 0505 but must stop there
    When "bluecoats" marches 0405, 0505
    Then the move is legal
    And the move costs 3 MP

  # --- Vessels, and the map ------------------------------------------------------------------------

  @ACW-WATER-06
  Scenario: A river gunboat passes the ford like any river hexside
    Given the Civil War scenario "cw-ford-crossing.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0405"
      river_side = "0504"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0405/0504, 0405/0505, 0406/0505
    Then the move is legal, citing ACW-WATER-06
    And the move costs 2 MP

  @ACW-ZOC-12
  Scenario: A scenario names a ford `ford`; a misspelt feature is refused with the name it meant
    Given the Civil War scenario "cw-ford-crossing.toml" is changed to read:
      """
      [[map.hexsides]]
      between = ["0407", "0507"]
      features = ["river", "frod"]
      """
    Then the Civil War scenario is refused with a message containing "ford"
