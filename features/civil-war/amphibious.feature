@civil-war
Feature: Civil War amphibious assault
  Infantry divisions and brigades may attack an enemy-held hex straight from the water. At the
  start of the movement phase they must already be embarked beside that hex: in a water hex next
  to it, or on one of its river hexsides. The assault uses no combat supply, the attackers'
  strength is halved, and a Leader must be with them and pass his attack-initiative roll. If the
  defenders retreat, out of the hex or into a fort or fortress in it, the attackers land; if the
  defenders hold the hex, the attackers' losses are tripled and the survivors stay embarked.

  The text gives no hex ids: cw-transport-assault.toml puts a Union force (the infantry division
  1st-division, strength 6, the infantry brigade 2nd-brigade, strength 3, and the Leader terry,
  initiative 4) aboard mid-fleet in the coastal hex 0303, beside Wilmington (0304), which a
  Confederate division holds behind a fort. The combat itself belongs to the Combat rules: each
  scenario states how it ended for the defenders (they retreat, retreat into the fort, or hold),
  and the assault's verdict says what follows. The Leader's roll comes from the scripted dice: he
  passes with a roll no higher than his initiative rating.

  Readings taken here (READINGS.md, Civil War, and this feature's own):
  - 24: the transports are beside the hex at the start of the phase, so a transport that has
    moved this phase, or a unit that has moved (embarked) this phase, may not assault; losses are
    tripled only when the defenders hold the hex; defenders retreating into a fort in that hex let
    the attackers land (the Siege rules take over).
  - "Present" means aboard the same transport as the assaulting units.
  - Halving keeps the fraction: strength 9 assaults at 4 1/2 (the Combat rules round it).
  - Played as an order (`order = "assault"`), the assault takes the combat's result and each
    attacking unit's losses as read off the combat results table, and applies them: the engine
    multiplies the losses (by 3 when the defenders hold, by 1 otherwise), a unit brought to
    strength 0 is eliminated (off the map), the survivors and their Leader land in the hex or
    stay aboard, and the defenders that retreated out of the hex go where the order says. No
    supply point of any unit is spent. The defenders are the enemy's ground units in the hex.
    A result the board cannot have (a retreat into a fort the defenders do not have, a retreat
    into the hex itself) is a bad order.

  # --- The assault ----------------------------------------------------------------------------------

  @ACW-AMPH-03 @ACW-AMPH-04 @ACW-AMPH-05 @ACW-AMPH-07 @ACW-AMPH-08
  Scenario: Terry leads the division and the brigade ashore at Wilmington and the defenders retreat
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 3
    When "terry" leads "1st-division" and "2nd-brigade" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is legal, citing ACW-AMPH-03
    And the move is legal, citing ACW-AMPH-04
    And the move is legal, citing ACW-AMPH-07
    And the move is legal, citing ACW-AMPH-05
    And the assault strength is 4 1/2
    And the move is legal, citing ACW-AMPH-08
    And the assaulting force lands
    And the assaulting force's losses are multiplied by 1

  # --- Who may assault -------------------------------------------------------------------------------

  @ACW-AMPH-01 @ACW-AMPH-05
  Scenario Outline: An infantry <size> alone may assault, at half its strength of <strength>
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 2
    When "terry" leads "<unit>" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is legal, citing ACW-AMPH-05
    And the assault strength is <half>

    Examples:
      | size     | unit         | strength | half  |
      | division | 1st-division | 6        | 3     |
      | brigade  | 2nd-brigade  | 3        | 1 1/2 |

  @ACW-AMPH-01
  Scenario Outline: A <size> of <type> may not assault from the water
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "other"
      side = "union"
      at = "0303"
      type = "<type>"
      size = "<size>"
      strength = 1
      movement = 4
      embarked_on = "mid-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 1
    When "terry" leads "1st-division" and "other" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-01

    Examples:
      | type      | size     |
      | cavalry   | division |
      | cavalry   | brigade  |
      | artillery | brigade  |
      | infantry  | corps    |
      | infantry  | regiment |

  # --- Where it starts, and what it attacks ----------------------------------------------------------

  @ACW-AMPH-02
  Scenario: A division standing on the beach is not embarked and may not assault from the water
    # 0404 (rough) is next to Wilmington, and next to mid-fleet.
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "beach-division"
      side = "union"
      at = "0404"
      type = "infantry"
      size = "division"
      strength = 4
      movement = 4
      """
    And the dice will roll 1
    When "terry" leads "beach-division" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-02

  @ACW-AMPH-02
  Scenario: A force embarked off Beaufort is not beside Wilmington
    # north-fleet in 0301 touches Beaufort (0302), not Wilmington (0304).
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "3rd-division"
      side = "union"
      at = "0301"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 4
      embarked_on = "north-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "ames"
      side = "union"
      at = "0301"
      type = "leader"
      movement = 6
      rating = 4
      embarked_on = "north-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 1
    When "ames" leads "3rd-division" from "north-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-02

  @ACW-AMPH-02
  Scenario: A transport that has sailed this phase was not beside the hex at the start of the phase
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "late-fleet"
      side = "union"
      at = "0305"
      type = "naval-transport"
      movement = 40
      moved = true

      [[units]]
      id = "3rd-division"
      side = "union"
      at = "0305"
      type = "infantry"
      size = "division"
      strength = 5
      movement = 4
      embarked_on = "late-fleet"
      voyage_destination = "0304"

      [[units]]
      id = "ames"
      side = "union"
      at = "0305"
      type = "leader"
      movement = 6
      rating = 4
      embarked_on = "late-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 1
    When "ames" leads "3rd-division" from "late-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-02

  @ACW-AMPH-02
  Scenario: A brigade that embarked this phase was not aboard at the start of the phase
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "new-brigade"
      side = "union"
      at = "0303"
      type = "infantry"
      size = "brigade"
      strength = 1
      movement = 4
      embarked_on = "mid-fleet"
      voyage_destination = "0304"
      moved = true
      """
    And the dice will roll 1
    When "terry" leads "1st-division" and "new-brigade" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-02

  @ACW-AMPH-02 @ACW-AMPH-03 @ACW-AMPH-08
  Scenario: From a river hexside of the defenders' hex: a brigade assaults Cairo
    # On cw-transport-river.toml, paducah-boats lies on 0403/0503, a hexside of Cairo (0503).
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "river-brigade"
      side = "union"
      at = "0403"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 4
      embarked_on = "paducah-boats"
      voyage_destination = "0503"

      [[units]]
      id = "grant"
      side = "union"
      at = "0403"
      type = "leader"
      movement = 6
      rating = 5
      embarked_on = "paducah-boats"
      voyage_destination = "0503"

      [[units]]
      id = "cairo-garrison"
      side = "confederate"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      """
    And the dice will roll 5
    When "grant" leads "river-brigade" from "paducah-boats" in an amphibious assault on 0503, and the defenders retreat
    Then the move is legal, citing ACW-AMPH-03
    And the assault strength is 2
    And the assaulting force lands

  @ACW-AMPH-02
  Scenario: A river transport one hexside away is not beside the defenders' hex
    # swamp-boats on 0404/0504 touches 0404 and 0504, not Cairo (0503).
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "river-brigade"
      side = "union"
      at = "0404"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 4
      embarked_on = "swamp-boats"
      voyage_destination = "0503"

      [[units]]
      id = "grant"
      side = "union"
      at = "0404"
      type = "leader"
      movement = 6
      rating = 5
      embarked_on = "swamp-boats"
      voyage_destination = "0503"

      [[units]]
      id = "cairo-garrison"
      side = "confederate"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      """
    And the dice will roll 1
    When "grant" leads "river-brigade" from "swamp-boats" in an amphibious assault on 0503, and the defenders retreat
    Then the move is refused by ACW-AMPH-02

  @ACW-AMPH-03
  Scenario: An amphibious assault attacks an enemy-occupied hex: the empty hex 0404 is no target
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 1
    When "terry" leads "1st-division" from "mid-fleet" in an amphibious assault on 0404, and the defenders retreat
    Then the move is refused by ACW-AMPH-03

  # --- Combat supply and strength ----------------------------------------------------------------------

  @ACW-AMPH-04 @ACW-AMPH-05
  Scenario: A supply train aboard adds no combat supply: the division still assaults at half strength
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "0303"
      type = "supply-train"
      movement = 4
      supply_points = 1
      embarked_on = "mid-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 4
    When "terry" leads "1st-division" from "mid-fleet" in an amphibious assault on 0304, and the defenders hold
    Then the move is legal, citing ACW-AMPH-04
    And the assault strength is 3

  # --- The Leader ----------------------------------------------------------------------------------------

  @ACW-AMPH-06
  Scenario: Without a Leader there is no amphibious assault
    Given the Civil War scenario "cw-transport-assault.toml"
    When nobody leads "1st-division" and "2nd-brigade" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-06

  @ACW-AMPH-06
  Scenario: A Headquarters is no Leader
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "dept-nc"
      side = "union"
      at = "0303"
      type = "hq"
      movement = 4
      rating = 6
      embarked_on = "mid-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 1
    When "dept-nc" leads "1st-division" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-06

  @ACW-AMPH-06
  Scenario: A Leader on the beach is not present with the force on the water
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "butler"
      side = "union"
      at = "0404"
      type = "leader"
      movement = 6
      rating = 5
      """
    And the dice will roll 1
    When "butler" leads "1st-division" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is refused by ACW-AMPH-06

  @ACW-AMPH-07
  Scenario Outline: Terry (initiative 4) rolls <roll>: the assault <outcome>
    # The order is not refused either way: the roll is made, and on a failure no assault takes
    # place.
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll <roll>
    When "terry" leads "1st-division" and "2nd-brigade" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat
    Then the move is legal, citing ACW-AMPH-07
    And <what>

    Examples:
      | roll | outcome           | what                               |
      | 1    | goes in           | the assaulting force lands         |
      | 4    | goes in           | the assaulting force lands         |
      | 5    | does not go in    | no amphibious assault takes place  |
      | 6    | does not go in    | no amphibious assault takes place  |

  @ACW-AMPH-07
  Scenario: Terry rolls 6: the order stands, but no amphibious assault takes place
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 6
    When "terry" leads "1st-division" from "mid-fleet" in an amphibious assault on 0304, and the defenders hold
    Then the move is legal, citing ACW-AMPH-07
    And no amphibious assault takes place

  # --- What follows the combat -----------------------------------------------------------------------------

  @ACW-AMPH-09
  Scenario: The defenders fall back into Wilmington's fort: the attackers land
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 2
    When "terry" leads "1st-division" and "2nd-brigade" from "mid-fleet" in an amphibious assault on 0304, and the defenders retreat into the fort
    Then the move is legal, citing ACW-AMPH-09
    And the assaulting force lands
    And the assaulting force's losses are multiplied by 1

  @ACW-AMPH-10 @ACW-AMPH-11
  Scenario: The defenders hold Wilmington: the attackers' losses are tripled and the survivors stay aboard
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 2
    When "terry" leads "1st-division" and "2nd-brigade" from "mid-fleet" in an amphibious assault on 0304, and the defenders hold
    Then the move is legal, citing ACW-AMPH-10
    And the move is legal, citing ACW-AMPH-11
    And the assaulting force stays embarked with its losses multiplied by 3
    And the assault strength is 4 1/2

  # --- The result applied: strengths, who lands, who stays aboard ------------------------------------

  @ACW-AMPH-05 @ACW-AMPH-08
  Scenario: The defenders retreat: the force lands in Wilmington with the division's 1 loss
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 3
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "retreated"
      losses = { "1st-division" = 1 }
      retreats = { "wilmington-garrison" = "0405" }
      """
    Then the move is legal, citing ACW-AMPH-08
    And the move is legal, citing ACW-AMPH-05
    And "1st-division" has strength 5 and is ashore in 0304
    And "2nd-brigade" has strength 3 and is ashore in 0304
    And "terry" is ashore in 0304
    And "wilmington-garrison" is in 0405
    And "mid-fleet" is in 0303

  @ACW-AMPH-08 @ACW-AMPH-10
  Scenario: Losses are not tripled when the defenders retreat: the brigade's 3 eliminate it, the rest land
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 4
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "retreated"
      losses = { "1st-division" = 1, "2nd-brigade" = 3 }
      retreats = { "wilmington-garrison" = "0404" }
      """
    Then the move is legal, citing ACW-AMPH-08
    And "1st-division" has strength 5 and is ashore in 0304
    And "2nd-brigade" has strength 0 and is off the map
    And "terry" is ashore in 0304
    And "wilmington-garrison" is in 0404

  @ACW-AMPH-09
  Scenario: The defenders fall back into the fort: the force lands beside them, the brigade 1 weaker
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 1
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "retreated-into-fort"
      losses = { "2nd-brigade" = 1 }
      """
    Then the move is legal, citing ACW-AMPH-09
    And "1st-division" has strength 6 and is ashore in 0304
    And "2nd-brigade" has strength 2 and is ashore in 0304
    And "terry" is ashore in 0304
    And "wilmington-garrison" has strength 5 and is ashore in 0304

  @ACW-AMPH-10 @ACW-AMPH-11
  Scenario: The defenders hold: 1 loss each becomes 3, the brigade is eliminated, the division stays aboard
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 2
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "held"
      losses = { "1st-division" = 1, "2nd-brigade" = 1 }
      """
    Then the move is legal, citing ACW-AMPH-10
    And the move is legal, citing ACW-AMPH-11
    And "1st-division" has strength 3 and stays embarked on "mid-fleet" in 0303
    And "2nd-brigade" has strength 0 and is off the map
    And "terry" stays embarked on "mid-fleet" in 0303
    And "wilmington-garrison" has strength 5 and is ashore in 0304

  @ACW-AMPH-10 @ACW-AMPH-11
  Scenario: The defenders hold and the division's 2 losses become 6: it is eliminated, the brigade stays aboard whole
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 4
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "held"
      losses = { "1st-division" = 2 }
      """
    Then the move is legal, citing ACW-AMPH-10
    And "1st-division" has strength 0 and is off the map
    And "2nd-brigade" has strength 3 and stays embarked on "mid-fleet" in 0303
    And "terry" stays embarked on "mid-fleet" in 0303

  @ACW-AMPH-04
  Scenario Outline: No combat supply is spent: the supply train aboard keeps its 2 points when the defenders <outcome>
    Given the Civil War scenario "cw-transport-assault.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "0303"
      type = "supply-train"
      movement = 4
      supply_points = 2
      embarked_on = "mid-fleet"
      voyage_destination = "0304"
      """
    And the dice will roll 2
    When this order is played:
      """
      order = "assault"
      units = ["1st-division"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "<result>"
      losses = { "1st-division" = 1 }
      """
    Then the move is legal, citing ACW-AMPH-04
    And "wagons" has 2 supply points
    And "wagons" stays embarked on "mid-fleet" in 0303
    And "1st-division" has strength <strength>

    Examples:
      | outcome             | result              | strength |
      | hold                | held                | 3        |
      | fall back into the fort | retreated-into-fort | 5    |

  @ACW-AMPH-07
  Scenario: Terry fails his roll: no assault, and nothing changes aboard
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 5
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "held"
      losses = { "1st-division" = 1, "2nd-brigade" = 1 }
      """
    Then the move is legal, citing ACW-AMPH-07
    And "1st-division" has strength 6 and stays embarked on "mid-fleet" in 0303
    And "2nd-brigade" has strength 3 and stays embarked on "mid-fleet" in 0303
    And "terry" stays embarked on "mid-fleet" in 0303

  @ACW-AMPH-07
  Scenario Outline: Terry's roll is spent: after a failure, the <force> may not try again this phase
    # No amphibious assault takes place: the same force cannot roll again for it in this phase.
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 5, 1
    When this order is played:
      """
      order = "assault"
      units = ["1st-division", "2nd-brigade"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "held"
      """
    Then the move is legal, citing ACW-AMPH-07
    When this order is played:
      """
      order = "assault"
      units = [<units>]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "held"
      """
    Then the move is refused by ACW-AMPH-07
    And "1st-division" has strength 6 and stays embarked on "mid-fleet" in 0303

    Examples:
      | force               | units                            |
      | same force          | "1st-division", "2nd-brigade"    |
      | division alone      | "1st-division"                   |

  @ACW-AMPH-07
  Scenario: A passed roll, played: the assault goes in and the force lands
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 4
    When this order is played:
      """
      order = "assault"
      units = ["1st-division"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "retreated"
      retreats = { "wilmington-garrison" = "0405" }
      """
    Then the move is legal, citing ACW-AMPH-07
    And "1st-division" has strength 6 and is ashore in 0304

  @ACW-AMPH-02 @ACW-AMPH-08
  Scenario: From a river hexside: the defenders of Cairo retreat and the brigade lands there
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "river-brigade"
      side = "union"
      at = "0403"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 4
      embarked_on = "paducah-boats"
      voyage_destination = "0503"

      [[units]]
      id = "grant"
      side = "union"
      at = "0403"
      type = "leader"
      movement = 6
      rating = 5
      embarked_on = "paducah-boats"
      voyage_destination = "0503"

      [[units]]
      id = "cairo-garrison"
      side = "confederate"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      """
    And the dice will roll 5
    When this order is played:
      """
      order = "assault"
      units = ["river-brigade"]
      transport = "paducah-boats"
      target = "0503"
      leader = "grant"
      result = "retreated"
      losses = { "river-brigade" = 1 }
      retreats = { "cairo-garrison" = "0603" }
      """
    Then the move is legal, citing ACW-AMPH-08
    And "river-brigade" has strength 3 and is ashore in 0503
    And "grant" is ashore in 0503
    And "cairo-garrison" is in 0603

  @ACW-AMPH-09
  Scenario: Cairo has no fort: a retreat into one is no result the board can have
    Given the Civil War scenario "cw-transport-river.toml" with:
      """
      [[units]]
      id = "river-brigade"
      side = "union"
      at = "0403"
      type = "infantry"
      size = "brigade"
      strength = 4
      movement = 4
      embarked_on = "paducah-boats"
      voyage_destination = "0503"

      [[units]]
      id = "grant"
      side = "union"
      at = "0403"
      type = "leader"
      movement = 6
      rating = 5
      embarked_on = "paducah-boats"
      voyage_destination = "0503"

      [[units]]
      id = "cairo-garrison"
      side = "confederate"
      at = "0503"
      type = "infantry"
      size = "brigade"
      strength = 2
      movement = 4
      """
    And the dice will roll 1
    When this order is played:
      """
      order = "assault"
      units = ["river-brigade"]
      transport = "paducah-boats"
      target = "0503"
      leader = "grant"
      result = "retreated-into-fort"
      """
    Then the order is rejected with a message containing "cannot retreat into a fort or fortress in 0503"
    And "river-brigade" has strength 4 and stays embarked on "paducah-boats" in 0403/0503

  @ACW-AMPH-08
  Scenario Outline: Defenders that retreat out of the hex go <where>: <message>
    Given the Civil War scenario "cw-transport-assault.toml"
    And the dice will roll 1
    When this order is played:
      """
      order = "assault"
      units = ["1st-division"]
      transport = "mid-fleet"
      target = "0304"
      leader = "terry"
      result = "retreated"
      <retreats>
      """
    Then the order is rejected with a message containing "<message>"
    And "1st-division" has strength 6 and stays embarked on "mid-fleet" in 0303

    Examples:
      | where                 | retreats                                      | message                      |
      | somewhere, said       |                                               | say where each went          |
      | to another hex        | retreats = { "wilmington-garrison" = "0304" } | it goes to another hex       |
