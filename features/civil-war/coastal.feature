@civil-war
Feature: Civil War coastal hexes of any terrain
  "All cities and towns on coastal hexes or navigable rivers are considered ports", and river and
  naval units operate in coastal hexes. A hex on the coast need not be open ground: a forest,
  swamp or mountain hex may lie on the coast too. Being on the coast is a property the map states
  of a hex, beside its terrain: a named place of kind `coastal`, or a zone of kind `coastal` (and
  every hex of the terrain `coastal` is one). Such a hex keeps its terrain for marching and for
  the Embarkation/Disembarkation Cost Chart; a city or town in it is a port; vessels enter it as
  they enter any coastal hex.

  cw-transport-coastal.toml is open sea in columns 01-02 and the coast in column 03: Fort Royal
  (0301), a town in a forest hex the map puts on the coast by its place kind; Cape Rock (0302), a
  town in a mountain hex, and the forest hex 0303 and the swamp hex 0305, which the zone "sounds"
  puts on the coast; Pine Bluff (0304), a town in a forest hex beside the sea which the map does
  not put on the coast. The naval transport north-fleet lies at sea in 0202, beside 0301 and 0302;
  south-fleet in 0204, beside 0303 and 0304. The chart (rules data) has infantry at port 1,
  clear 2, forest 3 MP, and supply trains at ports only, 1 MP; it has no column for mountains.

  Readings taken here (this feature's own):
  - A hex is coastal by its terrain (`water = "coastal"` in the rules data) or because the map
    says so; a terrain marked all-sea stays all-sea.
  - Touching a sea hex is not being on the coast: the map says which hexes are.

  # --- Ports on the coast, whatever the terrain ---------------------------------------------

  @ACW-TRANS-12
  Scenario Outline: <town>, a town in a <terrain> hex on the coast, is a port: a supply train embarks for 1 MP
    Given the Civil War scenario "cw-transport-coastal.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "<at>"
      type = "supply-train"
      movement = 4
      """
    When "wagons" travels aboard "north-fleet" along 0202, bound for 0306
    Then the move is legal, citing ACW-TRANS-12
    And the move costs 1 MP

    Examples:
      | town       | terrain  | at   |
      | Fort Royal | forest   | 0301 |
      | Cape Rock  | mountain | 0302 |

  @ACW-TRANS-12 @ACW-TRANS-10
  Scenario: Pine Bluff, a forest town the map does not put on the coast, is no port
    Given the Civil War scenario "cw-transport-coastal.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "0304"
      type = "supply-train"
      movement = 4
      """
    When "wagons" travels aboard "south-fleet" along 0204, bound for 0306
    Then the move is refused by ACW-TRANS-10

  @ACW-TRANS-12 @ACW-TRANS-08
  Scenario Outline: Infantry embarks at <place> for <mp> MP
    Given the Civil War scenario "cw-transport-coastal.toml" with:
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
    When "brigade" travels aboard "<fleet>" along <sea>, bound for 0306
    Then the move is legal, citing ACW-TRANS-08
    And the move costs <mp> MP

    Examples:
      | place                                      | at   | fleet       | sea  | mp |
      | the port of Cape Rock, in the mountains    | 0302 | north-fleet | 0202 | 1  |
      | the coastal forest hex 0303, with no town  | 0303 | south-fleet | 0204 | 3  |
      | Pine Bluff, no port, at the forest cost    | 0304 | south-fleet | 0204 | 3  |

  @ACW-TRANS-12 @ACW-TRANS-10
  Scenario: Were Pine Bluff a mountain town off the coast, the chart would let no one embark there
    # The same map with 0304 a mountain hex; the map still does not put it on the coast.
    Given the Civil War scenario "cw-transport-coastal.toml" with:
      """
      [map.terrain]
      legend = { "." = "clear", f = "forest", m = "mountain", w = "swamp", s = "sea" }
      rows = [
        "s s f . .",
        "s s m . .",
        "s s f . .",
        "s s m . .",
        "s s w . .",
        "s s . . .",
      ]

      [[units]]
      id = "brigade"
      side = "union"
      at = "0304"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "brigade" travels aboard "south-fleet" along 0204, bound for 0306
    Then the move is refused by ACW-TRANS-10

  # --- Vessels in coastal hexes of any terrain --------------------------------------------------

  @ACW-WATER-14 @ACW-WATER-05
  Scenario: A river gunboat keeps to the coast through forest and mountain hexes
    Given the Civil War scenario "cw-transport-coastal.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0301"
      type = "river-gunboat"
      movement = 40
      """
    Then "gunboat" can reach 0303 by water for 2 MP
    And "gunboat" cannot reach 0304 by water
    And "gunboat" cannot reach 0305 by water
    When "gunboat" sails 0301, 0302, 0303
    Then the move is legal, citing ACW-WATER-14
    And the move costs 2 MP
    And "gunboat" is in 0303

  @ACW-WATER-17
  Scenario: The river gunboat on the coast still may not put out into the all-sea hexes
    Given the Civil War scenario "cw-transport-coastal.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0303"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0303, 0203
    Then the move is refused by ACW-WATER-17 on entering 0203

  @ACW-MOVE-02
  Scenario: Marching, a coastal forest hex costs what forest costs
    Given the Civil War scenario "cw-transport-coastal.toml" with:
      """
      [[units]]
      id = "brigade"
      side = "union"
      at = "0403"
      type = "infantry"
      size = "brigade"
      strength = 3
      movement = 4
      """
    When "brigade" marches 0403, 0303
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 2 MP
