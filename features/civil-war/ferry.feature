@civil-war
Feature: Civil War temporary ferries
  A river transport on a river hexside may be declared a temporary ferry for the phase. Friendly
  ground units then cross the river at that hexside as at a printed ferry: they pay the ferry
  crossing cost instead of the river's, with no embarkation and no use of the transport's
  capacity, and any number of them may cross. The transport stays where it is for the whole
  movement phase, before and after the crossings. Only river transports serve as ferries, and no
  temporary ferry exists beside an enemy-occupied fort or fortress.

  The map is cw-water-river.toml: a river between columns 05 and 06, non-tidal from 0504/0604
  upstream, tidal below. cw-water-ferry.toml adds a Union river transport, "ferry-boat", on the
  hexside between 0506 (west bank) and 0606 (east bank), both clear, and the Union
  "1st-division" in 0506. Crossing there costs 1 MP for the clear hex
  plus 2 MP for the river (rules data `hexsides.river.cost`), or 1 MP for the hex plus the ferry
  cost of 1 MP (`crossings.ferry_cost`) at a ferry.

  Readings taken here (READINGS.md, Civil War):
  - 23: a temporary ferry cannot exist on a hexside of a hex that holds an enemy-occupied fort
    or fortress (either bank); an empty enemy fort, a friendly fort or an enemy fort that only
    touches the hexside at a corner does not prevent it.
  - The ferry is declared in its own side's movement phase, for that side's troops: an enemy
    river transport cannot be declared one (ACW-FERRY-01).
  - A transport that has moved this phase cannot be declared a ferry, and a declared ferry
    cannot then sail, whether or not troops have crossed yet (ACW-FERRY-04).

  # --- Declaring a ferry and crossing at it ----------------------------------------------------

  @ACW-FERRY-03
  Scenario: Without a ferry the division pays the full river cost
    Given the Civil War scenario "cw-water-ferry.toml"
    When "1st-division" marches 0506, 0606
    Then the move is legal, citing ACW-MOVE-03
    And the move costs 3 MP

  @ACW-FERRY-01 @ACW-FERRY-03
  Scenario: At a temporary ferry the division crosses for the ferry cost
    Given the Civil War scenario "cw-water-ferry.toml"
    When "ferry-boat" is declared a temporary ferry
    Then the move is legal, citing ACW-FERRY-01
    When "1st-division" marches 0506, 0606
    Then the move is legal, citing ACW-FERRY-03
    And step 1 of the move cites ACW-FERRY-03
    And the move costs 2 MP
    And "1st-division" is in 0606

  @ACW-FERRY-03
  Scenario: The ferry works both ways across its hexside
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "ferry-boat"
      side = "union"
      at = "0506"
      river_side = "0606"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "2nd-division"
      side = "union"
      at = "0606"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "ferry-boat" is declared a temporary ferry
    Then "2nd-division" can reach 0506 for 2 MP

  @ACW-FERRY-01 @ACW-FERRY-03
  Scenario: The ferry serves only the hexside its transport is on
    # 0505/0606 is the next hexside of the same river downstream.
    Given the Civil War scenario "cw-water-ferry.toml" with:
      """
      [[units]]
      id = "3rd-division"
      side = "union"
      at = "0505"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "ferry-boat" is declared a temporary ferry
    And "3rd-division" marches 0505, 0606
    Then the move is legal, citing ACW-MOVE-03
    And the move costs 3 MP

  @ACW-FERRY-01 @ACW-FERRY-03
  Scenario: A river transport on a tidal hexside serves as a ferry too
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "tidal-boat"
      side = "union"
      at = "0503"
      river_side = "0604"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "4th-brigade"
      side = "union"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "tidal-boat" is declared a temporary ferry
    Then the move is legal, citing ACW-FERRY-01
    When "4th-brigade" marches 0503, 0604
    Then the move is legal, citing ACW-FERRY-03
    And the move costs 2 MP

  @ACW-FERRY-01
  Scenario: A river transport that is on no river hexside cannot be a ferry
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "coast-boat"
      side = "union"
      at = "0402"
      type = "river-transport"
      movement = 50
      """
    When "coast-boat" is declared a temporary ferry
    Then the move is refused by ACW-FERRY-01

  @ACW-FERRY-01
  Scenario: An enemy river transport is no ferry for the moving side
    # The Union is moving; the Confederate transport sits on the same kind of hexside upstream.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "rebel-boat"
      side = "confederate"
      at = "0505"
      river_side = "0606"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "3rd-division"
      side = "union"
      at = "0505"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "rebel-boat" is declared a temporary ferry
    Then the move is refused by ACW-FERRY-01
    When "3rd-division" marches 0505, 0606
    Then the move is legal, citing ACW-MOVE-03
    And the move costs 3 MP

  # --- Only river transports -------------------------------------------------------------------

  @ACW-FERRY-02
  Scenario Outline: A unit of type <type> cannot serve as a temporary ferry
    # On the tidal hexside 0503/0604, where naval vessels may be too.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0503"
      river_side = "0604"
      type = "<type>"
      movement = 40

      [[units]]
      id = "4th-brigade"
      side = "union"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "vessel" is declared a temporary ferry
    Then the move is refused by ACW-FERRY-02
    When "4th-brigade" marches 0503, 0604
    Then the move is legal, citing ACW-MOVE-03
    And the move costs 3 MP

    Examples:
      | type            |
      | naval-transport |
      | river-gunboat   |
      | naval-gunboat   |
      | ironclad        |

  # --- The ferry stays put for the whole phase -------------------------------------------------

  @ACW-FERRY-04
  Scenario: A river transport that has sailed this phase can no longer be declared a ferry
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "late-boat"
      side = "union"
      at = "0505"
      river_side = "0606"
      type = "river-transport"
      movement = 50
      """
    When "late-boat" sails 0505/0606, 0506/0606
    Then the move is legal, citing ACW-WATER-06
    When "late-boat" is declared a temporary ferry
    Then the move is refused by ACW-FERRY-04

  @ACW-FERRY-04
  Scenario: A river transport that moved earlier in the phase cannot be declared a ferry
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "late-boat"
      side = "union"
      at = "0505"
      river_side = "0606"
      type = "river-transport"
      movement = 50
      moved = true
      """
    When "late-boat" is declared a temporary ferry
    Then the move is refused by ACW-FERRY-04

  @ACW-FERRY-04
  Scenario: A declared ferry may not sail before any troops cross
    Given the Civil War scenario "cw-water-ferry.toml"
    When "ferry-boat" is declared a temporary ferry
    And "ferry-boat" sails 0506/0606, 0506/0607
    Then the move is refused by ACW-FERRY-04 before the unit moves
    And "ferry-boat" is in 0606/0506
    And "ferry-boat" cannot move at all because of ACW-FERRY-04

  @ACW-FERRY-04
  Scenario: A declared ferry may not sail after troops have crossed either
    Given the Civil War scenario "cw-water-ferry.toml"
    When "ferry-boat" is declared a temporary ferry
    And "1st-division" marches 0506, 0606
    Then the move costs 2 MP
    When "ferry-boat" sails 0506/0606, 0505/0606
    Then the move is refused by ACW-FERRY-04 before the unit moves
    And "ferry-boat" is in 0606/0506

  # --- No limit on the troops crossing ---------------------------------------------------------

  @ACW-FERRY-05 @ACW-FERRY-03
  Scenario: Three divisions and a supply train, 23 strength points in all, cross at one ferry
    # A transport carries 10 strength points; a ferry has no such limit.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "ferry-boat"
      side = "union"
      at = "0506"
      river_side = "0606"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "1st-division"
      side = "union"
      at = "0506"
      type = "infantry"
      size = "division"
      strength = 8
      movement = 4

      [[units]]
      id = "2nd-division"
      side = "union"
      at = "0506"
      type = "infantry"
      size = "division"
      strength = 8
      movement = 4

      [[units]]
      id = "3rd-division"
      side = "union"
      at = "0506"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4

      [[units]]
      id = "corps-train"
      side = "union"
      at = "0506"
      type = "supply-train"
      strength = 1
      supply_points = 5
      movement = 4
      """
    When "ferry-boat" is declared a temporary ferry
    And "1st-division" marches 0506, 0606
    Then the move is legal, citing ACW-FERRY-03
    And the move costs 2 MP
    When "2nd-division" marches 0506, 0606
    Then the move is legal, citing ACW-FERRY-03
    And the move costs 2 MP
    When "3rd-division" marches 0506, 0606, 0706
    Then the move is legal, citing ACW-FERRY-03
    And the move costs 3 MP
    When "corps-train" marches 0506, 0606
    Then the move is legal, citing ACW-FERRY-03
    And the move costs 2 MP
    And "1st-division" is in 0606
    And "2nd-division" is in 0606
    And "3rd-division" is in 0706
    And "corps-train" is in 0606

  # --- Enemy forts -----------------------------------------------------------------------------

  @ACW-FERRY-06
  Scenario Outline: No temporary ferry beside an enemy-occupied fort in <fort>
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "ferry-boat"
      side = "union"
      at = "0506"
      river_side = "0606"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "garrison"
      side = "confederate"
      at = "<fort>"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [rules]
      forts = [{ at = "<fort>", side = "confederate" }]
      """
    When "ferry-boat" is declared a temporary ferry
    Then the move is refused by ACW-FERRY-06

    Examples:
      | fort |
      | 0606 |
      | 0506 |

  @ACW-FERRY-06
  Scenario: An empty enemy fort does not prevent a temporary ferry
    Given the Civil War scenario "cw-water-ferry.toml" with:
      """
      [rules]
      forts = [{ at = "0606", side = "confederate" }]
      """
    When "ferry-boat" is declared a temporary ferry
    Then the move is legal, citing ACW-FERRY-01
    When "1st-division" marches 0506, 0606
    Then the move costs 2 MP

  @ACW-FERRY-06
  Scenario: An enemy-occupied fort that only touches the hexside at a corner does not prevent it
    # 0607 borders both 0506 and 0606 but is not one of the two hexes the ferry's hexside
    # separates.
    Given the Civil War scenario "cw-water-ferry.toml" with:
      """
      [[units]]
      id = "garrison"
      side = "confederate"
      at = "0607"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [rules]
      forts = [{ at = "0607", side = "confederate" }]
      """
    When "ferry-boat" is declared a temporary ferry
    Then the move is legal, citing ACW-FERRY-01
    When "1st-division" marches 0506, 0606
    Then the move costs 2 MP

  @ACW-FERRY-06
  Scenario: A friendly fort held by friendly troops does not prevent it
    Given the Civil War scenario "cw-water-ferry.toml" with:
      """
      [[units]]
      id = "garrison"
      side = "union"
      at = "0606"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [rules]
      forts = [{ at = "0606", side = "union" }]
      """
    When "ferry-boat" is declared a temporary ferry
    Then the move is legal, citing ACW-FERRY-01
    When "1st-division" marches 0506, 0606
    Then the move costs 2 MP
