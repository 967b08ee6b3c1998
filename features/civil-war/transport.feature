@civil-war
Feature: Civil War water transport of units
  River transports and naval transports carry ground units; gunboats and ironclads do not.
  Combat units, Leaders, Headquarters, supply trains, siege trains, railway repair units and
  supply itself may go by water, and Leaders and Headquarters may do so even when their side has
  no transport at all. A transport takes at most 10 strength points: trains and repair units
  count 1 each, supply 1 for each supply point, Leaders and Headquarters nothing. Units pay MP to
  embark and again to land, by the Embarkation/Disembarkation Cost Chart: most types only in a
  port, clear or forest hex, a swamp hex counting as forest. Every city or town on the coast or on
  a navigable river is a port. Units may land in a port the enemy controls but not in one an enemy
  unit occupies, and nothing embarks from or lands in a besieged fort. Going by water needs a
  command; units staying embarked need no new one, but they need a declared destination, and only
  a new order (an automatic order or the commander's initiative roll) changes it. When the roll
  fails they sail on to the old destination, and if that is no longer a place where they may land
  or invade they are lost at sea with their transport.

  The text gives no hex ids and no chart numbers: cw-transport-coast.toml and
  cw-transport-river.toml are invented map fragments (their headers list which hex each transport
  touches), and the chart is the editable rules data (infantry and cavalry: port 1, clear 2,
  forest 3; artillery: port 1, clear 3; supply and siege trains: port 1; railway repair units:
  port 1, clear 2; Leaders and HQs: 0 in a port, clear or forest hex; supply: port 0).

  Readings taken here (READINGS.md, Civil War, and this feature's own):
  - 18: a supply train counts 1 strength point by itself, plus 1 per supply point it carries.
  - 19: Leaders and Headquarters count 0 toward the 10 points.
  - 20: "enemy controlled" is a flag of its own (`enemy_controlled`), apart from occupation.
  - 21: "lost at sea" follows a failed attempt to change destination when the old destination has
    become illegal: an enemy unit now occupies it, or it is a besieged fort. An enemy-occupied
    hex is still a legal place to invade for a force with a Leader and an infantry division or
    brigade aboard: that force sails on and is not lost.
  - 22: a transport in a water hex loads and lands units in the hexes next to it; one on a river
    hexside, in either hex that borders that hexside.
  - A "coastal hex" is a hex of the coastal terrain; a river is navigable where river units may
    go, so a town beside a river hexside above its head of navigation is no port.
  - "The move costs N MP" after "X travels aboard …" is what X spends embarking (nothing if it is
    aboard already) and landing. A unit may not spend more than its movement allowance on them.
  - Supply by itself has no movement allowance: it embarks and lands in ports only, for 0 MP.
  - A unit aboard from an earlier phase that has no command this phase may land only at its
    declared destination, or stay embarked bound for it: anything else changes the destination,
    which needs a new order (ACW-TRANS-21).
  - A failed initiative roll for a new destination is not a refused order: the attempt is made
    and its outcome is that the units keep their destination (ACW-TRANS-23), or are lost at sea
    (ACW-TRANS-24). The step and `umpire play` give the same verdict: carried out, citing
    ACW-TRANS-23.

  # --- Who carries, and what -------------------------------------------------------------------

  @ACW-TRANS-01
  Scenario Outline: A unit of type <vessel> carries no troops
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "warship"
      side = "union"
      at = "0404"
      river_side = "0503"
      type = "<vessel>"
      movement = 40

      [[units]]
      id = "1st-division"
      side = "union"
      at = "0404"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "warship" carries "1st-division" along 0404/0503, landing in 0503
    Then the move is refused by ACW-TRANS-01

    Examples:
      | vessel        |
      | river-gunboat |
      | ironclad      |

  @ACW-TRANS-01
  Scenario: A naval gunboat flotilla carries no troops either
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
      """
    When "gunboats" carries "1st-division" along 0202, bound for 0405
    Then the move is refused by ACW-TRANS-01

  @ACW-TRANS-01 @ACW-TRANS-02
  Scenario Outline: A <transport> carries the division the gunboats could not
    Given the Civil War scenario "<file>" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "<at>"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "<carrier>" carries "1st-division" along <path>, landing in <land>
    Then the move is legal, citing ACW-TRANS-02

    Examples:
      | transport       | file                    | carrier       | at   | path                   | land |
      | naval transport | cw-transport-coast.toml | north-fleet   | 0302 | 0301, 0302, 0303, 0304 | 0405 |
      | river transport | cw-transport-river.toml | paducah-boats | 0403 | 0403/0503, 0404/0503   | 0404 |

  @ACW-TRANS-02 @ACW-TRANS-08 @ACW-TRANS-12
  Scenario Outline: A unit of type <type> may go by water, embarking in the port of Beaufort for <mp> MP
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "passenger"
      side = "union"
      at = "0302"
      type = "<type>"
      size = "division"
      strength = 3
      movement = <ma>
      supply_points = <supply>
      rating = 3
      """
    When "passenger" travels aboard "north-fleet" along 0301, bound for 0405
    Then the move is legal, citing ACW-TRANS-02
    And the move is legal, citing ACW-TRANS-08
    And the move costs <mp> MP

    Examples:
      | type         | ma | supply | mp |
      | infantry     | 4  | 0      | 1  |
      | cavalry      | 6  | 0      | 1  |
      | artillery    | 3  | 0      | 1  |
      | leader       | 6  | 0      | 0  |
      | hq           | 4  | 0      | 0  |
      | supply-train | 4  | 2      | 1  |
      | siege-train  | 2  | 0      | 1  |
      | rail-repair  | 3  | 0      | 1  |
      | supply       | 0  | 3      | 0  |

  @ACW-TRANS-02
  Scenario: A river transport does not carry a gunboat flotilla
    Given the Civil War scenario "cw-transport-river.toml"
    When "paducah-boats" carries "river-gunboats" along 0403/0503, bound for 0405
    Then the move is refused by ACW-TRANS-02

  @ACW-TRANS-02
  Scenario: A Union transport does not carry Confederate troops
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "hampton-legion"
      side = "confederate"
      at = "0302"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      """
    When "north-fleet" carries "hampton-legion" along 0301, bound for 0405
    Then the move is refused by ACW-TRANS-02

  # --- Leaders and Headquarters without a transport --------------------------------------------

  @ACW-TRANS-03
  Scenario: A Leader and a Headquarters go by water without any transport
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "burnside"
      side = "union"
      at = "0401"
      type = "leader"
      movement = 6
      rating = 3

      [[units]]
      id = "dept-nc"
      side = "union"
      at = "0401"
      type = "hq"
      movement = 4
      """
    When "burnside" and "dept-nc" go by water without a transport, bound for 0405
    Then the move is legal, citing ACW-TRANS-03

  @ACW-TRANS-03
  Scenario: A Leader goes by water though his side has no transport on the map
    # The Confederates move; every transport on the map is a Union one.
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "whiting"
      side = "confederate"
      at = "0405"
      type = "leader"
      movement = 6
      rating = 3

      [rules]
      side = "confederate"
      """
    When "whiting" goes by water without a transport, bound for 0401
    Then the move is legal, citing ACW-TRANS-03

  @ACW-TRANS-03 @ACW-TRANS-01
  Scenario Outline: A unit of type <type> needs a transport to go by water
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "burnside"
      side = "union"
      at = "0401"
      type = "leader"
      movement = 6
      rating = 3

      [[units]]
      id = "passenger"
      side = "union"
      at = "0401"
      type = "<type>"
      size = "division"
      strength = 4
      movement = 4
      """
    When "burnside" and "passenger" go by water without a transport, bound for 0405
    Then the move is refused by ACW-TRANS-01

    Examples:
      | type         |
      | infantry     |
      | supply-train |

  # --- Capacity --------------------------------------------------------------------------------

  @ACW-TRANS-04
  Scenario Outline: A transport takes <load> strength points of infantry: <verdict>
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = <first>
      movement = 4

      [[units]]
      id = "2nd-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = <second>
      movement = 4
      """
    When "north-fleet" carries "1st-division" and "2nd-division" along 0301, bound for 0405
    Then the move is <outcome> ACW-TRANS-04

    Examples:
      | load | first | second | verdict | outcome       |
      | 10   | 6     | 4      | legal   | legal, citing |
      | 11   | 6     | 5      | refused | refused by    |

  @ACW-TRANS-04
  Scenario: A single division of 11 strength points is too big for any transport
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "big-division"
      side = "union"
      at = "0503"
      type = "infantry"
      size = "division"
      strength = 11
      movement = 4
      """
    When "paducah-boats" carries "big-division" along 0403/0503, bound for 0505
    Then the move is refused by ACW-TRANS-04

  @ACW-TRANS-05 @ACW-TRANS-04
  Scenario Outline: A unit of type <type> and strength 5 counts 1 point beside a strength-9 division
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "9th-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = 9
      movement = 4

      [[units]]
      id = "train"
      side = "union"
      at = "0302"
      type = "<type>"
      strength = 5
      movement = 3
      """
    When "north-fleet" carries "9th-division" and "train" along 0301, bound for 0405
    Then the move is legal, citing ACW-TRANS-05
    And the move is legal, citing ACW-TRANS-04

    Examples:
      | type         |
      | supply-train |
      | siege-train  |
      | rail-repair  |

  @ACW-TRANS-05 @ACW-TRANS-04
  Scenario: A siege train and a railway repair unit beside a strength-9 division make 11 points
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "9th-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = 9
      movement = 4

      [[units]]
      id = "siege-guns"
      side = "union"
      at = "0302"
      type = "siege-train"
      movement = 2

      [[units]]
      id = "repair-crew"
      side = "union"
      at = "0302"
      type = "rail-repair"
      movement = 3
      """
    When "north-fleet" carries "9th-division", "siege-guns" and "repair-crew" along 0301, bound for 0405
    Then the move is refused by ACW-TRANS-04

  @ACW-TRANS-06 @ACW-TRANS-05 @ACW-TRANS-04
  Scenario Outline: A supply train with 3 supply points counts 4 beside a strength-<strength> division: <verdict>
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = <strength>
      movement = 4

      [[units]]
      id = "wagons"
      side = "union"
      at = "0302"
      type = "supply-train"
      movement = 4
      supply_points = 3
      """
    When "north-fleet" carries "division" and "wagons" along 0301, bound for 0405
    Then the ledger cites ACW-TRANS-06
    And the move is <outcome> ACW-TRANS-04

    Examples:
      | strength | verdict | outcome       |
      | 6        | legal   | legal, citing |
      | 7        | refused | refused by    |

  @ACW-TRANS-06 @ACW-TRANS-04
  Scenario Outline: <points> supply points moved by themselves count <points> beside a strength-6 division: <verdict>
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4

      [[units]]
      id = "stores"
      side = "union"
      at = "0302"
      type = "supply"
      supply_points = <points>
      """
    When "north-fleet" carries "division" and "stores" along 0301, bound for 0405
    Then the ledger cites ACW-TRANS-06
    And the move is <outcome> ACW-TRANS-04

    Examples:
      | points | verdict | outcome       |
      | 4      | legal   | legal, citing |
      | 5      | refused | refused by    |

  @ACW-TRANS-07 @ACW-TRANS-04
  Scenario: A full load of 10 strength points still takes a Leader and a Headquarters
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "10th-division"
      side = "union"
      at = "0302"
      type = "infantry"
      size = "division"
      strength = 10
      movement = 4

      [[units]]
      id = "burnside"
      side = "union"
      at = "0302"
      type = "leader"
      movement = 6
      rating = 3

      [[units]]
      id = "dept-nc"
      side = "union"
      at = "0302"
      type = "hq"
      movement = 4
      """
    When "north-fleet" carries "10th-division", "burnside" and "dept-nc" along 0301, bound for 0405
    Then the move is legal, citing ACW-TRANS-07
    And the move is legal, citing ACW-TRANS-04

  # --- Embarking and landing: the chart ---------------------------------------------------------

  @ACW-TRANS-08 @ACW-TRANS-10
  Scenario Outline: A unit of type <type> embarks from <terrain> hex <at> for <mp> MP
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "passenger"
      side = "union"
      at = "<at>"
      type = "<type>"
      size = "division"
      strength = 3
      movement = 6
      rating = 3
      """
    When "passenger" travels aboard "north-fleet" along 0301, bound for 0405
    Then the move is legal, citing ACW-TRANS-08
    And the move costs <mp> MP

    Examples:
      | type        | terrain | at   | mp |
      | infantry    | clear   | 0401 | 2  |
      | infantry    | forest  | 0402 | 3  |
      | cavalry     | clear   | 0401 | 2  |
      | cavalry     | forest  | 0402 | 3  |
      | artillery   | clear   | 0401 | 3  |
      | rail-repair | clear   | 0401 | 2  |
      | leader      | clear   | 0401 | 0  |
      | leader      | forest  | 0402 | 0  |
      | hq          | clear   | 0401 | 0  |
      | hq          | forest  | 0402 | 0  |

  @ACW-TRANS-10
  Scenario Outline: A unit of type <type> may not embark from <terrain> hex <at>
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "passenger"
      side = "union"
      at = "<at>"
      type = "<type>"
      size = "division"
      strength = 3
      movement = 6
      rating = 3
      """
    When "passenger" travels aboard "<transport>" along <from>, bound for 0405
    Then the move is refused by ACW-TRANS-10

    Examples:
      | type         | terrain | at   | transport   | from |
      | artillery    | forest  | 0402 | north-fleet | 0301 |
      | supply-train | clear   | 0401 | north-fleet | 0301 |
      | supply-train | forest  | 0402 | north-fleet | 0301 |
      | siege-train  | clear   | 0401 | north-fleet | 0301 |
      | rail-repair  | forest  | 0402 | north-fleet | 0301 |
      | supply       | clear   | 0401 | north-fleet | 0301 |
      | infantry     | rough   | 0404 | mid-fleet   | 0303 |
      | cavalry      | rough   | 0404 | mid-fleet   | 0303 |
      | leader       | rough   | 0404 | mid-fleet   | 0303 |

  @ACW-TRANS-08
  Scenario: Artillery with 2 MP cannot pay the 3 MP of embarking from a clear hex
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "light-battery"
      side = "union"
      at = "0401"
      type = "artillery"
      strength = 1
      movement = 2
      """
    When "light-battery" travels aboard "north-fleet" along 0301, bound for 0405
    Then the move is refused by ACW-TRANS-08

  @ACW-TRANS-08
  Scenario: A unit embarks only from a hex beside its transport
    # 0405 touches south-fleet in 0305, not north-fleet in 0301.
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0405"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "north-fleet" carries "1st-division" along 0301, bound for 0302
    Then the move is refused by ACW-TRANS-08

  @ACW-TRANS-09 @ACW-TRANS-10
  Scenario Outline: A unit of type <type> already aboard lands in <terrain> hex <land> for <mp> MP
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "passenger"
      side = "union"
      at = "0301"
      type = "<type>"
      size = "division"
      strength = 3
      movement = 6
      rating = 3
      embarked_on = "north-fleet"
      """
    When "passenger" travels aboard "north-fleet" along 0301, landing in <land>
    Then the move is legal, citing ACW-TRANS-09
    And the move costs <mp> MP

    Examples:
      | type        | terrain | land | mp |
      | infantry    | port    | 0302 | 1  |
      | infantry    | clear   | 0401 | 2  |
      | infantry    | forest  | 0402 | 3  |
      | artillery   | port    | 0302 | 1  |
      | artillery   | clear   | 0401 | 3  |
      | rail-repair | clear   | 0401 | 2  |
      | leader      | forest  | 0402 | 0  |

  @ACW-TRANS-09 @ACW-TRANS-10
  Scenario Outline: A unit of type <type> already aboard may not land in <terrain> hex <land>
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "passenger"
      side = "union"
      at = "0301"
      type = "<type>"
      size = "division"
      strength = 3
      movement = 6
      embarked_on = "north-fleet"
      """
    When "passenger" travels aboard "north-fleet" along 0301, landing in <land>
    Then the move is refused by ACW-TRANS-10

    Examples:
      | type         | terrain | land |
      | supply-train | clear   | 0401 |
      | siege-train  | forest  | 0402 |
      | artillery    | forest  | 0402 |

  @ACW-TRANS-08 @ACW-TRANS-09 @ACW-TRANS-12
  Scenario: A division embarks in Beaufort, sails four hexes and lands in a clear hex for 3 MP in all
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
      """
    When "1st-division" travels aboard "north-fleet" along 0301, 0302, 0303, 0304, 0305, landing in 0405
    Then the move is legal, citing ACW-TRANS-08
    And the move is legal, citing ACW-TRANS-09
    And the move costs 3 MP

  # The voyage steps only judge a voyage, so that one position may be tried several ways; the
  # voyage is made by playing it as an order, as an orders file does.
  @ACW-TRANS-08 @ACW-TRANS-09
  Scenario: A voyage judged leaves the board as it was; played as an order, it is made
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
      """
    When "north-fleet" carries "1st-division" along 0301, 0302, 0303, 0304, 0305, landing in 0405
    Then the move is legal, citing ACW-TRANS-09
    And "1st-division" is ashore in 0302
    And "north-fleet" is in 0301
    When this order is played:
      """
      order = "voyage"
      transport = "north-fleet"
      cargo = ["1st-division"]
      path = ["0301", "0302", "0303", "0304", "0305"]
      land_in = "0405"
      """
    Then the move is legal
    And "1st-division" is ashore in 0405
    And "north-fleet" is in 0305

  @ACW-TRANS-09
  Scenario: Embarking in a forest hex and landing in another costs 6 MP, more than an MA of 4
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
    When "1st-division" travels aboard "north-fleet" along 0301, 0302, 0303, 0304, 0305, landing in 0406
    Then the move is refused by ACW-TRANS-09

  @ACW-TRANS-09
  Scenario: Units land only in a hex beside the transport's last place
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
      embarked_on = "north-fleet"
      """
    When "north-fleet" carries "1st-division" along 0301, 0302, landing in 0405
    Then the move is refused by ACW-TRANS-09

  @ACW-TRANS-08 @ACW-TRANS-09
  Scenario: A river transport loads from either bank of its hexside and lands on either bank
    # Reading 22: paducah-boats on 0403/0503 touches Paducah (0403) and Cairo (0503); on 0404/0504
    # it touches the swamp 0404 and the forest 0504.
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "west-brigade"
      side = "union"
      at = "0403"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4

      [[units]]
      id = "east-brigade"
      side = "union"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "west-brigade" travels aboard "paducah-boats" with "east-brigade" along 0403/0503, 0404/0503, 0404/0504, landing in 0504
    Then the move is legal, citing ACW-TRANS-09
    And the move costs 4 MP

  @ACW-TRANS-08
  Scenario: A river transport does not load from a hex that only touches a corner of its hexside
    # 0404 shares only an end of the hexside 0403/0503.
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "brigade"
      side = "union"
      at = "0404"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "paducah-boats" carries "brigade" along 0403/0503, bound for 0505
    Then the move is refused by ACW-TRANS-08

  # --- Swamp as forest ---------------------------------------------------------------------------

  @ACW-TRANS-11 @ACW-TRANS-08
  Scenario: Infantry embarking from the swamp 0403 pays the forest cost, 3 MP
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0403"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "1st-division" travels aboard "mid-fleet" along 0303, bound for 0405
    Then the move is legal, citing ACW-TRANS-11
    And the move costs 3 MP

  @ACW-TRANS-11 @ACW-TRANS-10
  Scenario: Artillery may not embark from a swamp, as from a forest
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "battery"
      side = "union"
      at = "0403"
      type = "artillery"
      strength = 2
      movement = 4
      """
    When "battery" travels aboard "mid-fleet" along 0303, bound for 0405
    Then the move is refused by ACW-TRANS-10
    And the ledger cites ACW-TRANS-11

  @ACW-TRANS-11 @ACW-TRANS-09
  Scenario: Infantry landing from the river in the swamp 0404 pays 3 MP
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "brigade"
      side = "union"
      at = "0404"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      embarked_on = "swamp-boats"
      """
    When "brigade" travels aboard "swamp-boats" along 0404/0504, landing in 0404
    Then the move is legal, citing ACW-TRANS-11
    And the move costs 3 MP

  # --- Ports ---------------------------------------------------------------------------------------

  @ACW-TRANS-12
  Scenario Outline: The coastal <place> is a port, where a supply train embarks for 1 MP
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "<at>"
      type = "supply-train"
      movement = 4
      """
    When "wagons" travels aboard "mid-fleet" along 0303, bound for 0405
    Then the move is legal, citing ACW-TRANS-12
    And the move costs 1 MP

    Examples:
      | place           | at   |
      | town Beaufort   | 0302 |
      | city Wilmington | 0304 |

  @ACW-TRANS-12 @ACW-TRANS-10
  Scenario: A coastal hex with no city or town is no port: infantry pays the clear cost
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0306"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      """
    When "1st-division" travels aboard "south-fleet" along 0305, bound for 0401
    Then the move is legal, citing ACW-TRANS-08
    And the move costs 2 MP

  @ACW-TRANS-12 @ACW-TRANS-10
  Scenario: A supply train may not embark from a coastal hex with no city or town
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "0306"
      type = "supply-train"
      movement = 4
      """
    When "wagons" travels aboard "south-fleet" along 0305, bound for 0401
    Then the move is refused by ACW-TRANS-10

  @ACW-TRANS-13
  Scenario Outline: <place> on the river is a port: infantry embarks there for 1 MP
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "brigade"
      side = "union"
      at = "<at>"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "brigade" travels aboard "paducah-boats" along 0403/0503, bound for 0505
    Then the move is legal, citing ACW-TRANS-13
    And the move costs 1 MP

    Examples:
      | place                             | at   |
      | Paducah, a town in a forest hex,  | 0403 |
      | Cairo, a city in a clear hex,     | 0503 |

  @ACW-TRANS-13 @ACW-TRANS-10
  Scenario: A supply train lands in the river port of Paducah but not in the forest 0504
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "0403"
      type = "supply-train"
      movement = 4
      embarked_on = "paducah-boats"
      """
    When "wagons" travels aboard "paducah-boats" along 0403/0503, landing in 0403
    Then the move is legal, citing ACW-TRANS-13
    And the move costs 1 MP
    When "wagons" travels aboard "paducah-boats" along 0403/0503, 0404/0503, 0404/0504, landing in 0504
    Then the move is refused by ACW-TRANS-10

  @ACW-TRANS-13 @ACW-TRANS-10
  Scenario: Creekton, on a creek above its head of navigation, is no port
    # Creekton is a town in a forest hex; its only river hexside, 0606/0706, is above the head of
    # navigation. The naval transport sea-boats lies off it in the coastal hex 0607.
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "brigade"
      side = "union"
      at = "0607"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      embarked_on = "sea-boats"

      [[units]]
      id = "wagons"
      side = "union"
      at = "0607"
      type = "supply-train"
      movement = 4
      embarked_on = "sea-boats"
      """
    When "brigade" travels aboard "sea-boats" along 0607, landing in 0606
    Then the move is legal, citing ACW-TRANS-09
    And the move costs 3 MP
    When "wagons" travels aboard "sea-boats" along 0607, landing in 0606
    Then the move is refused by ACW-TRANS-10

  # --- Enemy ports and besieged forts ------------------------------------------------------------

  @ACW-TRANS-14
  Scenario: Units land in Wilmington, an enemy-controlled port no enemy unit occupies
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0305"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      embarked_on = "south-fleet"

      [rules]
      enemy_controlled = ["0304"]
      """
    When "1st-division" travels aboard "south-fleet" along 0305, landing in 0304
    Then the move is legal, citing ACW-TRANS-14
    And the move costs 1 MP

  @ACW-TRANS-15 @ACW-TRANS-14
  Scenario Outline: Units may not land in Wilmington while a Confederate unit of type <type> occupies it
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "1st-division"
      side = "union"
      at = "0305"
      type = "infantry"
      size = "division"
      strength = 6
      movement = 4
      embarked_on = "south-fleet"

      [[units]]
      id = "garrison"
      side = "confederate"
      at = "0304"
      type = "<type>"
      strength = 2
      movement = 4
      rating = 2

      [rules]
      enemy_controlled = ["0304"]
      """
    When "south-fleet" carries "1st-division" along 0305, landing in 0304
    Then the move is refused by ACW-TRANS-15

    Examples:
      | type         |
      | infantry     |
      | supply-train |

  @ACW-TRANS-16
  Scenario: Nothing embarks from a besieged fort
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "fort-garrison"
      side = "union"
      at = "0304"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [[rules.forts]]
      at = "0304"
      side = "union"
      besieged = true
      """
    When "south-fleet" carries "fort-garrison" along 0305, bound for 0401
    Then the move is refused by ACW-TRANS-16

  @ACW-TRANS-16 @ACW-TRANS-17
  Scenario: A fort that is not besieged lets units embark and land
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "fort-garrison"
      side = "union"
      at = "0304"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [[units]]
      id = "relief"
      side = "union"
      at = "0305"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      embarked_on = "south-fleet"

      [[rules.forts]]
      at = "0304"
      side = "union"
      besieged = false
      """
    When "south-fleet" carries "fort-garrison" along 0305, bound for 0401
    Then the move is legal, citing ACW-TRANS-08
    When "south-fleet" carries "relief" along 0305, landing in 0304
    Then the move is legal, citing ACW-TRANS-09

  @ACW-TRANS-17
  Scenario: Nothing lands in a besieged fort, not even to relieve its own garrison
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "fort-garrison"
      side = "union"
      at = "0304"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4

      [[units]]
      id = "relief"
      side = "union"
      at = "0305"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      embarked_on = "south-fleet"

      [[rules.forts]]
      at = "0304"
      side = "union"
      besieged = true
      """
    When "south-fleet" carries "relief" along 0305, landing in 0304
    Then the move is refused by ACW-TRANS-17

  # --- Commands and destinations -------------------------------------------------------------------

  @ACW-TRANS-18
  Scenario Outline: A unit of type <type> without a command does not go by water
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "passenger"
      side = "union"
      at = "0302"
      type = "<type>"
      size = "division"
      strength = 4
      movement = 4
      rating = 3
      initiative = false
      """
    When "north-fleet" carries "passenger" along 0301, bound for 0405
    Then the move is refused by ACW-TRANS-18

    Examples:
      | type         |
      | infantry     |
      | supply-train |
      | leader       |

  @ACW-TRANS-18 @ACW-TRANS-03
  Scenario: A Leader without a command does not go by water without a transport either
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "burnside"
      side = "union"
      at = "0401"
      type = "leader"
      movement = 6
      rating = 3
      initiative = false
      """
    When "burnside" goes by water without a transport, bound for 0405
    Then the move is refused by ACW-TRANS-18

  @ACW-TRANS-19
  Scenario Outline: A division aboard since an earlier phase needs no new command to <go on>
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
      """
    When "1st-division" travels aboard "north-fleet" along <path>, <how> 0405
    Then the move is legal, citing ACW-TRANS-19
    And the move costs <mp> MP

    Examples:
      | go on                   | path                         | how        | mp |
      | sail on, still embarked | 0301, 0302, 0303             | bound for  | 0  |
      | land at its destination | 0301, 0302, 0303, 0304, 0305 | landing in | 2  |

  @ACW-TRANS-19 @ACW-TRANS-21
  Scenario: Without a new order the division aboard may not land anywhere but its destination
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
      """
    When "north-fleet" carries "1st-division" along 0301, 0302, 0303, 0304, 0305, landing in 0406
    Then the move is refused by ACW-TRANS-21
    When "north-fleet" carries "1st-division" along 0301, 0302, bound for 0404
    Then the move is refused by ACW-TRANS-21

  @ACW-TRANS-20
  Scenario: Units that stay embarked must be bound for a declared destination
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
      """
    When "north-fleet" carries "1st-division" along 0301, 0302, 0303 and they stay embarked with no destination
    Then the move is refused by ACW-TRANS-20
    When "north-fleet" carries "1st-division" along 0301, 0302, 0303, bound for 0405
    Then the move is legal, citing ACW-TRANS-20

  @ACW-TRANS-21 @ACW-TRANS-22
  Scenario: An automatic order changes the destination of the units aboard
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
      """
    When the destination of "north-fleet" is changed to 0402 by an automatic order
    Then the move is legal, citing ACW-TRANS-21
    And the move is legal, citing ACW-TRANS-22
    And the units aboard "north-fleet" are bound for 0402
    When "1st-division" travels aboard "north-fleet" along 0301, landing in 0402
    Then the move is legal, citing ACW-TRANS-19
    And the move costs 3 MP

  @ACW-TRANS-22 @ACW-TRANS-21
  Scenario Outline: Burnside (initiative 4) rolls <roll> and changes the destination
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
    And the dice will roll <roll>
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "burnside"
    Then the move is legal, citing ACW-TRANS-22
    And the units aboard "north-fleet" are bound for 0402

    Examples:
      | roll |
      | 1    |
      | 4    |

  @ACW-TRANS-23 @ACW-TRANS-22
  Scenario: Burnside rolls 5 against his 4: the units sail on to their old destination
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
    And the dice will roll 5
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "burnside"
    Then the move is legal, citing ACW-TRANS-23
    And the units aboard "north-fleet" are bound for 0405
    And "north-fleet" is in 0301
    When "1st-division" travels aboard "north-fleet" with "burnside" along 0301, landing in 0402
    Then the move is refused by ACW-TRANS-21
    When "1st-division" travels aboard "north-fleet" with "burnside" along 0301, 0302, 0303, 0304, 0305, landing in 0405
    Then the move is legal, citing ACW-TRANS-19
    And the move costs 2 MP

  @ACW-TRANS-23 @ACW-TRANS-22
  Scenario Outline: Played as an order, Burnside's roll of <roll> is carried out either way: <what>
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
    And the dice will roll <roll>
    When this order is played:
      """
      order = "change-destination"
      transport = "north-fleet"
      to = "0402"
      commander = "burnside"
      """
    Then the move is legal, citing <clause>
    And the units aboard "north-fleet" are bound for <bound>

    Examples:
      | roll | what                               | clause      | bound |
      | 4    | the new destination                | ACW-TRANS-22 | 0402  |
      | 5    | the old destination kept           | ACW-TRANS-23 | 0405  |

  @ACW-TRANS-24 @ACW-TRANS-23
  Scenario: The old destination is now held by the enemy: the failed roll loses the units at sea
    # A cavalry division and a supply train cannot invade: Wilmington is no longer a legal place
    # for them to land or to invade.
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "cavalry-division"
      side = "union"
      at = "0301"
      type = "cavalry"
      size = "division"
      strength = 4
      movement = 6
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "wagons"
      side = "union"
      at = "0301"
      type = "supply-train"
      movement = 4
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "kautz"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 3
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "whiting-division"
      side = "confederate"
      at = "0304"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 4
      """
    And the dice will roll 6
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "kautz"
    Then the move is legal, citing ACW-TRANS-23
    And the ledger cites ACW-TRANS-24
    And "north-fleet" is removed from play
    And "cavalry-division" is removed from play
    And "wagons" is removed from play
    And "kautz" is removed from play

  @ACW-TRANS-24 @ACW-TRANS-23
  Scenario: The old destination is now a besieged fort: the failed roll loses the units at sea
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
      voyage_destination = "0304"

      [[units]]
      id = "burnside"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 4
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[rules.forts]]
      at = "0304"
      side = "union"
      besieged = true
      """
    And the dice will roll 6
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "burnside"
    Then the move is legal, citing ACW-TRANS-23
    And the ledger cites ACW-TRANS-24
    And "north-fleet" is removed from play
    And "1st-division" is removed from play

  @ACW-TRANS-24 @ACW-TRANS-23
  Scenario: A failed roll with the old destination still open loses nothing
    Given the Civil War scenario "cw-transport-coast.toml" with:
      """
      [[units]]
      id = "cavalry-division"
      side = "union"
      at = "0301"
      type = "cavalry"
      size = "division"
      strength = 4
      movement = 6
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "kautz"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 3
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 6
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "kautz"
    Then the move is legal, citing ACW-TRANS-23
    And the ledger does not cite ACW-TRANS-24
    And "north-fleet" is in 0301
    And "cavalry-division" is in 0301

  @ACW-TRANS-24 @ACW-TRANS-23
  Scenario: An enemy-held destination is still a legal place to invade for infantry with a Leader
    # Reading 21 as taken here: the division and Burnside may still assault Wilmington from the
    # water, so they sail on and are not lost.
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
      voyage_destination = "0304"

      [[units]]
      id = "burnside"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 4
      initiative = false
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "whiting-division"
      side = "confederate"
      at = "0304"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 4
      """
    And the dice will roll 6
    When the destination of "north-fleet" is changed to 0402 by the initiative roll of "burnside"
    Then the move is legal, citing ACW-TRANS-23
    And the ledger does not cite ACW-TRANS-24
    And the units aboard "north-fleet" are bound for 0304
    And "north-fleet" is in 0301
