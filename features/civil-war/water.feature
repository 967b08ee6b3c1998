@civil-war
Feature: Civil War water movement
  Five kinds of vessel move on the water: river transports, naval transports, river gunboat
  flotillas, naval gunboat flotillas and ironclads. Unlike ground units they need no command:
  their owner may move them in every movement phase, 40 or 50 MP as the counter says. At sea a
  vessel pays 1 MP for each coastal or all-sea hex it enters; on a river it goes from hexside to
  hexside, 1 MP for each, and it is on a hexside, not in a hex. Rivers end for navigation at
  printed heads of navigation. Enemy zones of control mean nothing to river units, but an enemy
  fort stops them, and a river transport may not go where enemy gunboats or ironclads are. River
  units keep to rivers (tidal or not) and coastal hexes; naval transports and gunboats keep to
  tidal river hexsides, coastal hexes and the open sea. Naval units may cross Florida, from an
  all-sea hex on the southern edge of one water to the matching hex of the other, for their whole
  movement allowance; river units cannot get around Florida at all.

  The text gives no hex ids: the scenario files invent map fragments. cw-water-coast.toml is a
  long coast (all-sea row 01, coastal row 02, land row 03); cw-water-river.toml is a coast with a
  river leaving coastal hex 0502 and running south between columns 05 and 06, tidal for its first
  three hexsides, navigable up to 0507/0607; cw-water-florida.toml is a strip of land from the top
  of the map to its southern edge between the Gulf (west) and the Atlantic (east), with the
  Florida crossing between all-sea edge hexes 0306 and 1206.

  Readings taken here (READINGS.md, Civil War):
  - 13: river movement costs 1 MP per river hexside (rules data `water.river_hexside_mp`).
  - 14: only enemy forts and fortresses stop river units, on the first river hexside that is a
    side of the fort's hex (a hexside that only touches the fort's hex at a corner does not).
  - 15: the enemy-flotilla block bars river transports; gunboats, ironclads and naval transports
    are not named by it.
  - 16: "river transports and flotillas" are the river classes (river gunboats and, in the rules
    data, ironclads); naval gunboats keep to tidal rivers, coastal and all-sea hexes.
  - 17: the Florida crossing is for naval units only, from an all-sea edge hex, for the whole MA.
  - The text knows no exception to the heads of navigation (ACW-WATER-09): here every water
    unit stops at one.
  - The position of a unit on a river is the hexside, written with the two hexes it separates;
    "is in" reads it in the engine's order (`0604/0504` for the side between 0504 and 0604).

  # --- The unit types, and no command needed ---------------------------------------------------

  @ACW-WATER-01 @ACW-WATER-03
  Scenario Outline: A <type> is a water unit and sails on its own
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0302"
      type = "<type>"
      movement = 40
      """
    When "vessel" sails 0302, 0402, 0502
    Then the move is legal, citing ACW-WATER-03
    And the move costs 2 MP
    And "vessel" is in 0502

    Examples:
      | type            |
      | river-transport |
      | naval-transport |
      | river-gunboat   |
      | naval-gunboat   |
      | ironclad        |

  @ACW-WATER-01
  Scenario: An infantry division is no water unit and cannot sail by itself
    # Ground units go by water only aboard a transport (see the Water Transport rules).
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0302"
      type = "infantry"
      strength = 6
      movement = 4
      """
    When "1st-division" sails 0302, 0402
    Then the move is refused by ACW-WATER-01 before the unit moves

  @ACW-WATER-02 @ACW-WATER-03
  Scenario Outline: A <type> without command still moves: "naval units" means both classes
    # The scenario gives the vessel no initiative this phase; water units need none.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0402"
      type = "<type>"
      movement = 40
      initiative = false
      """
    When "vessel" sails 0402, 0502, 0502/0603, 0503/0603
    Then the move is legal, citing ACW-WATER-03
    And step 1 of the move cites ACW-WATER-05
    And step 2 of the move cites ACW-WATER-06
    And step 3 of the move cites ACW-WATER-06
    And the move costs 3 MP

    Examples:
      | type            |
      | river-gunboat   |
      | naval-gunboat   |
      | river-transport |
      | naval-transport |

  @ACW-WATER-03
  Scenario: Ground units without command stay put, vessels do not
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0303"
      type = "infantry"
      strength = 6
      movement = 4
      initiative = false

      [[units]]
      id = "gunboat"
      side = "union"
      at = "0302"
      type = "river-gunboat"
      movement = 40
      initiative = false
      """
    Then "1st-division" cannot move at all because of ACW-MOVE-05
    And "gunboat" can reach 0402 by water for 1 MP

  @ACW-WATER-03 @ACW-WATER-17
  Scenario: Moving without command, a vessel is still bound by every other water rule
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0302"
      type = "river-gunboat"
      movement = 40
      initiative = false
      """
    When "gunboat" sails 0302, 0301
    Then the move is refused by ACW-WATER-17 on entering 0301

  @ACW-WATER-03
  Scenario Outline: Vessels may move in any movement phase (phase <phase>)
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "transport"
      side = "<side>"
      at = "0302"
      type = "river-transport"
      movement = 50
      initiative = false

      [rules]
      side = "<side>"
      phase = <phase>
      """
    When "transport" sails 0302, 0402, 0502, 0602
    Then the move is legal, citing ACW-WATER-03
    And the move costs 3 MP

    Examples:
      | side        | phase |
      | union       | 1     |
      | confederate | 2     |
      | union       | 5     |

  # --- Movement allowance and costs ------------------------------------------------------------

  @ACW-WATER-04 @ACW-WATER-05
  Scenario: A naval gunboat with MA 40 sails 40 all-sea hexes and no more
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0101"
      type = "naval-gunboat"
      movement = 40
      """
    Then "gunboat" can reach 4101 by water for 40 MP
    And "gunboat" cannot reach 4201 by water

  @ACW-WATER-04 @ACW-WATER-05 @ACW-WATER-14
  Scenario: A river transport with MA 50 sails 50 coastal hexes and no more
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0102"
      type = "river-transport"
      movement = 50
      """
    Then "transport" can reach 5102 by water for 50 MP
    And "transport" cannot reach 5202 by water

  @ACW-WATER-04
  Scenario: The 41st hex is one too many for a vessel with MA 40
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0101"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 0101, 0201, 0301, 0401, 0501, 0601, 0701, 0801, 0901, 1001, 1101, 1201, 1301, 1401, 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101, 3201, 3301, 3401, 3501, 3601, 3701, 3801, 3901, 4001, 4101, 4201
    Then the move is refused by ACW-WATER-04 on entering 4201

  @ACW-WATER-05 @ACW-WATER-15
  Scenario: At sea every hex entered costs 1 MP, all-sea and coastal alike
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0101"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 0101, 0201, 0202, 0302
    Then the move is legal, citing ACW-WATER-15
    And step 1 of the move cites ACW-WATER-05
    And step 2 of the move cites ACW-WATER-05
    And step 3 of the move cites ACW-WATER-05
    And the move costs 3 MP
    And "gunboat" is in 0302

  @ACW-WATER-06
  Scenario: On a river every hexside moved onto costs 1 MP
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0504"
      river_side = "0604"
      type = "river-transport"
      movement = 50
      """
    When "transport" sails 0504/0604, 0504/0605, 0505/0605, 0505/0606, 0506/0606
    Then the move is legal, citing ACW-WATER-06
    And step 4 of the move cites ACW-WATER-06
    And the move costs 4 MP

  @ACW-WATER-06
  Scenario: Upstream and downstream alike, the river costs 1 MP a hexside
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0504"
      river_side = "0604"
      type = "river-transport"
      movement = 50
      """
    Then "transport" can reach 0507/0607 by water for 6 MP
    And "transport" can reach 0502/0603 by water for 3 MP
    And "transport" can reach 0502 by water for 4 MP

  @ACW-WATER-06
  Scenario: A river move goes from hexside to the next hexside, never skipping one
    # 0503/0603 and 0504/0605 do not meet: 0503/0604 and 0504/0604 lie between them.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0503"
      river_side = "0603"
      type = "river-transport"
      movement = 50
      """
    When "transport" sails 0503/0603, 0504/0605
    Then the move is refused by ACW-WATER-06 on entering 0504/0605

  @ACW-WATER-07
  Scenario: A unit on a river is on a hexside, and ends its move on one
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0502"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0502, 0502/0603, 0503/0603, 0503/0604, 0504/0604
    Then the move is legal, citing ACW-WATER-06
    And the move costs 4 MP
    And "gunboat" is in 0604/0504

  @ACW-WATER-07
  Scenario: A river unit's place is a hexside: a land hex is no place to sail to
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0504"
      river_side = "0604"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0504/0604, 0605
    Then the order is rejected with a message containing "0605 is no coastal or all-sea hex"

  @ACW-WATER-07
  Scenario: Only a river hexside is a place on a river
    # 0304/0305 is an ordinary side between two clear hexes.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0504"
      river_side = "0604"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0504/0604, 0304/0305
    Then the order is rejected with a message containing "0304/0305 is no river hexside"

  @ACW-WATER-07
  Scenario: A vessel placed on a river hexside starts its move there
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0605"
      river_side = "0505"
      type = "river-gunboat"
      movement = 40
      """
    Then "gunboat" is in 0605/0505
    And "gunboat" can reach 0505/0606 by water for 1 MP
    And "gunboat" can reach 0504/0605 by water for 1 MP
    And "gunboat" can reach 0503/0604 by water for 3 MP

  # --- Heads of navigation ---------------------------------------------------------------------

  @ACW-WATER-08
  Scenario: A river transport goes up to the head of navigation and no further
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0505"
      river_side = "0606"
      type = "river-transport"
      movement = 50
      """
    When "transport" sails 0505/0606, 0506/0606, 0506/0607, 0507/0607, 0507/0608
    Then the move is refused by ACW-WATER-08 on entering 0507/0608
    And "transport" can reach 0507/0607 by water for 3 MP
    And "transport" cannot reach 0507/0608 by water
    And "transport" cannot reach 0508/0608 by water

  @ACW-WATER-08 @ACW-WATER-09
  Scenario Outline: No exception in this text lets a <type> past a head of navigation
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0507"
      river_side = "0607"
      type = "<type>"
      movement = 50
      """
    When "vessel" sails 0507/0607, 0507/0608
    Then the move is refused by ACW-WATER-08 on entering 0507/0608

    Examples:
      | type            |
      | river-transport |
      | river-gunboat   |
      | ironclad        |

  # --- Enemy zones of control ------------------------------------------------------------------

  @ACW-WATER-10
  Scenario Outline: A <type> steams right past enemy troops on both banks
    # Confederate infantry and artillery stand in 0504 and 0605, on both banks; their zones of
    # control cover the river for several hexsides, and nothing stops the vessel.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0503"
      river_side = "0603"
      type = "<type>"
      movement = 40

      [[units]]
      id = "rebel-infantry"
      side = "confederate"
      at = "0504"
      type = "infantry"
      strength = 8
      movement = 4

      [[units]]
      id = "rebel-guns"
      side = "confederate"
      at = "0605"
      type = "artillery"
      strength = 3
      movement = 3
      """
    When "vessel" sails 0503/0603, 0503/0604, 0504/0604, 0504/0605, 0505/0605, 0505/0606, 0506/0606
    Then the unit may move on from 0506/0606
    And the move is legal, citing ACW-WATER-10
    And step 1 of the move cites ACW-WATER-10
    And step 6 of the move cites ACW-WATER-10
    And the move costs 6 MP

    Examples:
      | type            |
      | river-gunboat   |
      | river-transport |
      | ironclad        |

  @ACW-WATER-10
  Scenario: Enemy troops on the banks change nothing in where a river gunboat can go
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0503"
      river_side = "0603"
      type = "river-gunboat"
      movement = 40

      [[units]]
      id = "rebel-infantry"
      side = "confederate"
      at = "0504"
      type = "infantry"
      strength = 8
      movement = 4

      [[units]]
      id = "rebel-cavalry"
      side = "confederate"
      at = "0606"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    Then "gunboat" can reach 0504/0605 by water for 3 MP
    And "gunboat" can reach 0505/0606 by water for 5 MP
    And "gunboat" can reach 0507/0607 by water for 8 MP

  # --- Forts -----------------------------------------------------------------------------------

  @ACW-WATER-11
  Scenario: An enemy fort stops a river unit on the first hexside of the fort's hex
    # A Confederate fort stands in 0605; its river hexsides are 0504/0605 and 0505/0605. The
    # hexside 0504/0604 only touches the fort's hex at a corner and does not stop the gunboat.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0503"
      river_side = "0604"
      type = "river-gunboat"
      movement = 40

      [rules]
      forts = [{ at = "0605", side = "confederate" }]
      """
    When "gunboat" sails 0503/0604, 0504/0604, 0504/0605
    Then the unit must stop in 0504/0605 because of ACW-WATER-11
    And the move costs 2 MP

  @ACW-WATER-11
  Scenario: A river unit may not move past an enemy fort
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0503"
      river_side = "0604"
      type = "river-gunboat"
      movement = 40

      [rules]
      forts = [{ at = "0605", side = "confederate" }]
      """
    When "gunboat" sails 0503/0604, 0504/0604, 0504/0605, 0505/0605
    Then the move is refused by ACW-WATER-11 on entering 0505/0605
    And "gunboat" can reach 0504/0604 by water for 1 MP
    And "gunboat" can reach 0504/0605 by water but must stop there
    And "gunboat" cannot reach 0505/0605 by water
    And "gunboat" cannot reach 0507/0607 by water

  @ACW-WATER-11
  Scenario: Coming downstream, the first hexside of the fort's hex is the upstream one
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0506"
      river_side = "0606"
      type = "river-transport"
      movement = 50

      [rules]
      forts = [{ at = "0605", side = "confederate" }]
      """
    When "transport" sails 0506/0606, 0505/0606, 0505/0605
    Then the unit must stop in 0505/0605 because of ACW-WATER-11
    And the move costs 2 MP

  @ACW-WATER-11
  Scenario: Below an enemy fort the river is closed to a transport coming downstream
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0506"
      river_side = "0606"
      type = "river-transport"
      movement = 50

      [rules]
      forts = [{ at = "0605", side = "confederate" }]
      """
    When "transport" sails 0506/0606, 0505/0606, 0505/0605, 0504/0605
    Then the move is refused by ACW-WATER-11 on entering 0504/0605
    And "transport" can reach 0505/0605 by water but must stop there
    And "transport" cannot reach 0504/0605 by water
    And "transport" cannot reach 0502 by water

  @ACW-WATER-11
  Scenario: A friendly fort does not stop a river unit
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0503"
      river_side = "0604"
      type = "river-gunboat"
      movement = 40

      [rules]
      forts = [{ at = "0605", side = "union" }]
      """
    When "gunboat" sails 0503/0604, 0504/0604, 0504/0605, 0505/0605, 0505/0606
    Then the unit may move on from 0505/0606
    And the move is legal, citing ACW-WATER-13
    And the move costs 4 MP

  # --- Enemy flotillas bar river transports ----------------------------------------------------

  @ACW-WATER-12
  Scenario Outline: A river transport may not enter a coastal hex holding an enemy <flotilla>
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0302"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "rebel-flotilla"
      side = "confederate"
      at = "0502"
      type = "<flotilla>"
      movement = 40
      """
    When "transport" sails 0302, 0402, 0502
    Then the move is refused by ACW-WATER-12 on entering 0502
    And "transport" can reach 0402 by water for 1 MP
    And "transport" cannot reach 0502 by water

    Examples:
      | flotilla      |
      | river-gunboat |
      | naval-gunboat |
      | ironclad      |

  @ACW-WATER-12
  Scenario Outline: A river transport may not move onto the river hexside of an enemy <flotilla>
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0504"
      river_side = "0604"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "rebel-flotilla"
      side = "confederate"
      at = "0505"
      river_side = "0605"
      type = "<flotilla>"
      movement = 40
      """
    When "transport" sails 0504/0604, 0504/0605, 0505/0605
    Then the move is refused by ACW-WATER-12 on entering 0505/0605
    And "transport" cannot reach 0507/0607 by water

    Examples:
      | flotilla      |
      | river-gunboat |
      | ironclad      |

  @ACW-WATER-12
  Scenario Outline: A <blocker> does not bar the way of a river transport
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0302"
      type = "river-transport"
      movement = 50

      [[units]]
      id = "other"
      side = "<side>"
      at = "0502"
      type = "<blocker>"
      movement = 40
      """
    When "transport" sails 0302, 0402, 0502, 0602
    Then the move is legal, citing ACW-WATER-14
    And the move costs 3 MP

    Examples:
      | side        | blocker         |
      | union       | river-gunboat   |
      | union       | ironclad        |
      | confederate | river-transport |
      | confederate | naval-transport |

  @ACW-WATER-12
  Scenario Outline: The block bars river transports only: a <type> goes where an enemy ironclad is
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0302"
      type = "<type>"
      movement = 40

      [[units]]
      id = "rebel-ironclad"
      side = "confederate"
      at = "0502"
      type = "ironclad"
      movement = 40
      """
    When "vessel" sails 0302, 0402, 0502
    Then the move is legal, citing ACW-WATER-05
    And the move costs 2 MP

    Examples:
      | type            |
      | river-gunboat   |
      | naval-gunboat   |
      | ironclad        |
      | naval-transport |

  # --- Where each class of vessel may go -------------------------------------------------------

  @ACW-WATER-13 @ACW-WATER-14
  Scenario Outline: A <type> goes from the coast up a tidal and then a non-tidal river
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0402"
      type = "<type>"
      movement = 40
      """
    When "vessel" sails 0402, 0502, 0502/0603, 0503/0603, 0503/0604, 0504/0604, 0504/0605
    Then the move is legal, citing ACW-WATER-13
    And step 1 of the move cites ACW-WATER-14
    And step 2 of the move cites ACW-WATER-13
    And step 5 of the move cites ACW-WATER-13
    And the move costs 6 MP

    Examples:
      | type            |
      | river-transport |
      | river-gunboat   |
      | ironclad        |

  @ACW-WATER-14
  Scenario: A river transport sails along the coast from coastal hex to coastal hex
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0102"
      type = "river-transport"
      movement = 50
      """
    When "transport" sails 0102, 0202, 0302, 0402
    Then the move is legal, citing ACW-WATER-14
    And the move costs 3 MP

  @ACW-WATER-17
  Scenario Outline: A <type> may not enter an all-sea hex
    Given the Civil War scenario "cw-water-coast.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0302"
      type = "<type>"
      movement = 40
      """
    When "vessel" sails 0302, 0402, 0401
    Then the move is refused by ACW-WATER-17 on entering 0401
    And "vessel" can reach 0402 by water for 1 MP
    And "vessel" cannot reach 0301 by water

    Examples:
      | type            |
      | river-transport |
      | river-gunboat   |
      | ironclad        |

  @ACW-WATER-15
  Scenario Outline: A <type> sails from the open sea up the tidal part of a river
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0401"
      type = "<type>"
      movement = 40
      """
    When "vessel" sails 0401, 0402, 0502, 0502/0603, 0503/0603, 0503/0604
    Then the move is legal, citing ACW-WATER-15
    And step 1 of the move cites ACW-WATER-15
    And step 2 of the move cites ACW-WATER-15
    And step 5 of the move cites ACW-WATER-15
    And the move costs 5 MP

    Examples:
      | type            |
      | naval-transport |
      | naval-gunboat   |

  @ACW-WATER-16
  Scenario Outline: A <type> may not go up the non-tidal part of a river
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "0502"
      type = "<type>"
      movement = 40
      """
    When "vessel" sails 0502, 0502/0603, 0503/0603, 0503/0604, 0504/0604
    Then the move is refused by ACW-WATER-16 on entering 0504/0604
    And "vessel" can reach 0503/0604 by water for 3 MP
    And "vessel" cannot reach 0504/0604 by water
    And "vessel" cannot reach 0507/0607 by water

    Examples:
      | type            |
      | naval-transport |
      | naval-gunboat   |

  # --- Florida ---------------------------------------------------------------------------------

  @ACW-WATER-18
  Scenario: A naval gunboat crosses Florida from the Atlantic to the Gulf for its whole MA
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "1206"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 1206, 0306
    Then the move is legal, citing ACW-WATER-18
    And the move costs 40 MP
    And the unit must stop in 0306 because of ACW-WATER-18
    And "gunboat" is in 0306

  @ACW-WATER-18
  Scenario: A naval transport with MA 50 crosses from the Gulf to the Atlantic for 50 MP
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "transport"
      side = "union"
      at = "0306"
      type = "naval-transport"
      movement = 50
      """
    Then "transport" can reach 1206 by water for 50 MP
    And "transport" can reach 1206 by water but must stop there
    And "transport" cannot reach 1205 by water
    And "transport" cannot reach 1006 by water

  @ACW-WATER-18
  Scenario: Only the all-sea edge hex starts the crossing
    # 1205 is all-sea but not on the southern edge: the gunboat may sail to 1206, but then it
    # has spent MP and can no longer cross (ACW-WATER-19).
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "1205"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 1205, 0306
    Then the move is refused by ACW-WATER-05 on entering 0306
    And "gunboat" can reach 1206 by water for 1 MP
    And "gunboat" cannot reach 0306 by water

  @ACW-WATER-19
  Scenario: A vessel that has already moved this phase cannot cross Florida
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "1205"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 1205, 1206, 0306
    Then the move is refused by ACW-WATER-19 on entering 0306

  @ACW-WATER-19
  Scenario: A vessel that has crossed Florida moves no further that phase
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "1206"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 1206, 0306, 0305
    Then the move is refused by ACW-WATER-18 on entering 0305

  @ACW-WATER-19
  Scenario: After the crossing a new order for the same vessel is refused
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "1206"
      type = "naval-gunboat"
      movement = 40
      """
    When "gunboat" sails 1206, 0306
    And "gunboat" sails 0306, 0305
    Then the move is refused by ACW-MOVE-05 before the unit moves
    And "gunboat" is in 0306

  @ACW-WATER-20
  Scenario Outline: A <type> cannot get from the Atlantic to the Gulf by any way
    Given the Civil War scenario "cw-water-florida.toml" with:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "1006"
      type = "<type>"
      movement = 50
      """
    Then "vessel" can reach 1001 by water for 5 MP
    And "vessel" cannot reach 0506 by water
    And "vessel" cannot reach 0306 by water

    Examples:
      | type            |
      | river-transport |
      | river-gunboat   |
      | ironclad        |

  @ACW-WATER-20
  Scenario Outline: A <type> cannot even be placed in the crossing's all-sea edge hex
    # A river unit could not sail there itself, and a scenario may not put it there either: the
    # load is refused at the unit's `at` (the coastal hex 1006 above loads).
    Given the Civil War scenario "cw-water-florida.toml" is changed to read:
      """
      [[units]]
      id = "vessel"
      side = "union"
      at = "1206"
      type = "<type>"
      movement = 50
      """
    Then the Civil War scenario is refused with a message containing "units[0] (vessel).at"
    And the Civil War scenario is refused with a message containing "vessel is a river unit (<type>) and 1206 is an all-sea hex"

    Examples:
      | type            |
      | river-transport |
      | river-gunboat   |
      | ironclad        |
