@civil-war
Feature: Civil War zones of control
  An enemy combat unit casts a zone of control (ZOC) over the six hexes around its own, unless
  its combat factor is printed in parentheses. Leaders, Headquarters, supply trains, siege
  trains and rail repair units are not combat units and cast none (reading 4); artillery is a
  combat unit and does. A unit moving overland stops in the first enemy-ZOC hex it enters. The
  one exception is cavalry, which may ride on through a hex when every enemy unit casting ZOC
  into it is infantry (reading 2: a parenthesised unit or a Leader stacked with the infantry
  casts nothing, so it does not spoil the exception; any other combat unit does).

  A zone of control does not reach across a river (river, major river or minor river), all-sea
  or mountain hexside, whatever road, railroad, ferry or bridge crosses it. The caption of the
  text's figure also names fords; the scenario map format has no ford feature, so the bridge
  case stands for both here.

  A unit that starts its move in an enemy ZOC may walk out of it, and then stops in the next
  enemy-ZOC hex it enters; it may also step straight into another enemy-ZOC hex (reading 5: any
  other such hex, even one the same enemy unit covers), and stops there. No unit enters a hex
  an enemy unit holds, except where the Siege rules allow it (the scenario's
  `rules.siege_entry`) and except a hex held by nothing but a lone enemy Leader.

  Each forced stop cites the most specific clause that decided it: the step straight from the
  starting zone into another (ACW-ZOC-16), the zone entered after leaving the starting one
  (ACW-ZOC-14), cavalry in a zone more than infantry casts (ACW-ZOC-06), any other unit in a
  zone infantry alone casts, the cavalry exception not being its own (ACW-ZOC-07), and otherwise
  the rule itself (ACW-ZOC-04). A march that goes on beside an enemy unit cites what kept the
  zone away: a parenthesised factor (ACW-ZOC-02), no combat unit (ACW-ZOC-03), the hexside
  between (ACW-ZOC-08 to ACW-ZOC-12), or the enemy being entrained (ACW-RAIL-42).

  All scenarios use scenarios/civil-war/cw-ground-zoc.toml: open clear ground, each scenario
  adding its own units and hexsides. The enemy (the Confederates) usually stands in 0605, whose
  neighbours are 0604, 0606, 0504, 0704, 0505 and 0705; the Union moves.

  # --- Where a zone of control reaches ---------------------------------------------------------

  @ACW-ZOC-01 @ACW-ZOC-07
  Scenario Outline: An enemy infantry division covers every one of the six hexes around it
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "<from>"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches <from>, <hex>
    Then the unit must stop in <hex> because of ACW-ZOC-07

    Examples:
      | side of 0605 | from | hex  |
      | north        | 0603 | 0604 |
      | south        | 0607 | 0606 |
      | north-west   | 0404 | 0504 |
      | north-east   | 0804 | 0704 |
      | south-west   | 0406 | 0505 |
      | south-east   | 0806 | 0705 |

  # An editor who knows the unit stops, but not which of two overlapping clauses the engine
  # cites (the rule itself, ACW-ZOC-04, or its having no exception for infantry, ACW-ZOC-07),
  # may write the stop without a clause.
  @ACW-ZOC-04 @ACW-ZOC-07
  Scenario: An infantry division stops in the zone it enters, whichever clause is cited
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0603"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0603, 0604
    Then "bluecoats" must stop in 0604

  @ACW-ZOC-01
  Scenario: Two hexes away from the enemy a unit is out of its zone of control
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0603"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0603, 0503, 0404, 0405, 0406
    Then the unit may move on from 0406
    And the move costs 4 MP

  @ACW-ZOC-01 @ACW-ZOC-04
  Scenario: Enemy artillery is a combat unit and casts a zone of control: the rule itself stops the march
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebel-guns"
      side = "confederate"
      at = "0605"
      type = "artillery"
      strength = 2
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6
      """
    Then "bluecoats" can reach 0604 but must stop there
    When "bluecoats" marches 0503, 0604
    Then the unit must stop in 0604 because of ACW-ZOC-04

  @ACW-ZOC-02
  Scenario: An enemy unit whose factor is in parentheses casts no zone of control
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "home-guard"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 1
      parenthesized = true
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0503, 0604, 0704, 0705, 0706
    Then the unit may move on from 0706
    And the move costs 4 MP
    And step 1 of the move cites ACW-ZOC-02

  @ACW-ZOC-02 @ACW-ZOC-01
  Scenario: Beside a parenthesised unit and an ordinary one, the ordinary one's zone still stops the march
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "home-guard"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 1
      parenthesized = true
      movement = 3

      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0805"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0503, 0604, 0704
    Then the unit must stop in 0704 because of ACW-ZOC-07
    And step 1 of the move cites ACW-ZOC-02

  @ACW-ZOC-03
  Scenario Outline: An enemy <type> is no combat unit and casts no zone of control
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebel-<type>"
      side = "confederate"
      at = "0605"
      type = "<type>"
      strength = <strength>
      movement = 4

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0503, 0604, 0704, 0705, 0706
    Then the unit may move on from 0706
    And step 1 of the move cites ACW-ZOC-03

    Examples:
      | type         | strength |
      | leader       | 0        |
      | hq           | 0        |
      | supply-train | 1        |
      | siege-train  | 1        |
      | rail-repair  | 1        |

  # --- Stopping on entering a zone of control --------------------------------------------------

  @ACW-ZOC-04 @ACW-ZOC-07
  Scenario: A unit with MP to spare still stops in the first enemy-ZOC hex it enters
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0503, 0604, 0703
    Then the move is refused by ACW-ZOC-07 on entering 0703
    And the move costs 1 MP

  @ACW-ZOC-04
  Scenario: Reach ends at the enemy-ZOC hexes: the unit can get there but no further through them
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 2
      """
    Then "bluecoats" can reach 0604 but must stop there
    And "bluecoats" can reach 0504 but must stop there
    And "bluecoats" can reach 0703 for 2 MP
    And "bluecoats" cannot reach 0704

  # --- Cavalry and infantry-only zones ------------------------------------------------------------

  @ACW-ZOC-05
  Scenario: Cavalry rides on through a zone of control cast only by infantry
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0703
    Then the move is legal, citing ACW-ZOC-05
    And the unit may move on from 0703
    And step 1 of the move cites ACW-ZOC-05

  @ACW-ZOC-05
  Scenario: Cavalry rides through hexes two infantry divisions both cover
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "more-rebels"
      side = "confederate"
      at = "0705"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0704, 0804
    Then the move is legal, citing ACW-ZOC-05
    And step 2 of the move cites ACW-ZOC-05
    And the unit may move on from 0804

  @ACW-ZOC-05 @ACW-ZOC-02
  Scenario: A parenthesised enemy cavalry unit stacked with the infantry does not spoil the exception
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "scouts"
      side = "confederate"
      at = "0605"
      type = "cavalry"
      strength = 1
      parenthesized = true
      movement = 5

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0703
    Then the move is legal, citing ACW-ZOC-05
    And the unit may move on from 0703

  @ACW-ZOC-05 @ACW-ZOC-03
  Scenario: An enemy Leader stacked with the infantry does not spoil the exception
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "general"
      side = "confederate"
      at = "0605"
      type = "leader"
      rating = 3
      movement = 6

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0703
    Then the move is legal, citing ACW-ZOC-05
    And the unit may move on from 0703

  @ACW-ZOC-06
  Scenario: Enemy cavalry's zone of control stops cavalry
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebel-troopers"
      side = "confederate"
      at = "0605"
      type = "cavalry"
      strength = 2
      movement = 6

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604
    Then the unit must stop in 0604 because of ACW-ZOC-06

  @ACW-ZOC-06
  Scenario: Cavalry stops where enemy infantry and enemy cavalry share a hex
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "rebel-troopers"
      side = "confederate"
      at = "0605"
      type = "cavalry"
      strength = 2
      movement = 6

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0703
    Then the move is refused by ACW-ZOC-06 on entering 0703

  @ACW-ZOC-06
  Scenario: Cavalry stops where infantry and cavalry in different hexes both cast a zone
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "rebel-troopers"
      side = "confederate"
      at = "0703"
      type = "cavalry"
      strength = 2
      movement = 6

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604
    Then the unit must stop in 0604 because of ACW-ZOC-06

  @ACW-ZOC-06
  Scenario: Cavalry stops where infantry and artillery share a hex
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "rebel-guns"
      side = "confederate"
      at = "0605"
      type = "artillery"
      strength = 2
      movement = 3

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    Then "troopers" can reach 0604 but must stop there
    When "troopers" marches 0503, 0604
    Then the unit must stop in 0604 because of ACW-ZOC-06

  @ACW-ZOC-06 @ACW-ZOC-05
  Scenario: Cavalry that rode through an infantry zone stops in the next hex enemy cavalry covers
    # It did not begin its move in an enemy zone: the stop is the cavalry rule's, not the
    # zone-to-zone rule's.
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "rebel-troopers"
      side = "confederate"
      at = "0803"
      type = "cavalry"
      strength = 2
      movement = 6

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0703
    Then the unit must stop in 0703 because of ACW-ZOC-06
    And step 1 of the move cites ACW-ZOC-05

  @ACW-ZOC-07
  Scenario Outline: A <type> stops in a zone of control cast only by infantry, the cavalry exception not being its own
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "mover"
      side = "union"
      at = "0503"
      type = "<type>"
      strength = <strength>
      movement = 6
      """
    When "mover" marches 0503, 0604, 0703
    Then the move is refused by ACW-ZOC-07 on entering 0703
    And "mover" can reach 0604 but must stop there

    Examples:
      | type         | strength |
      | infantry     | 4        |
      | artillery    | 2        |
      | supply-train | 1        |
      | siege-train  | 1        |
      | rail-repair  | 1        |
      | leader       | 0        |
      | hq           | 0        |

  # --- Hexsides a zone of control does not cross ----------------------------------------------

  @ACW-ZOC-07 @ACW-ZOC-08
  Scenario: Without the river the hex north of the enemy is in its zone of control
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6
      """
    When "bluecoats" marches 0503, 0604
    Then the unit must stop in 0604 because of ACW-ZOC-07

  @ACW-ZOC-08 @ACW-ZOC-09 @ACW-ZOC-10
  Scenario Outline: The <feature> hexside between the enemy and the hex beyond keeps its zone out
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6

      [[map.hexsides]]
      between = ["0605", "0604"]
      features = ["<feature>"]
      """
    When "bluecoats" marches 0503, 0604
    Then the unit may move on from 0604
    And the move costs 1 MP
    And step 1 of the move cites <clause>

    Examples:
      | feature     | clause     |
      | river       | ACW-ZOC-08 |
      | major-river | ACW-ZOC-08 |
      | minor-river | ACW-ZOC-08 |
      | all-sea     | ACW-ZOC-09 |
      | mountain    | ACW-ZOC-10 |

  @ACW-ZOC-08 @ACW-ZOC-01
  Scenario: A river on one side of the enemy's hex blocks that side only
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6

      [[map.hexsides]]
      between = ["0605", "0604"]
      features = ["river"]
      """
    Then "bluecoats" can reach 0604 for 1 MP
    And "bluecoats" can reach 0504 but must stop there
    When "bluecoats" marches 0503, 0504
    Then the unit must stop in 0504 because of ACW-ZOC-07

  @ACW-ZOC-11
  Scenario Outline: A zone of control does not follow a <crossing> over the <feature> hexside
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6

      [[map.hexsides]]
      between = ["0605", "0604"]
      features = [<features>]

      [[map.roads]]
      kind = "<road>"
      hexes = ["0606", "0605", "0604", "0603"]
      """
    When "bluecoats" marches 0503, 0604
    Then the unit may move on from 0604
    And step 1 of the move cites ACW-ZOC-11

    Examples:
      | crossing        | feature  | features              | road |
      | road            | river    | "river"               | road |
      | railroad        | river    | "river"               | rail |
      | ferry and road  | river    | "river", "ferry"      | road |
      | road            | mountain | "mountain"            | road |
      | railroad        | mountain | "mountain"            | rail |
      | road            | all-sea  | "all-sea"             | road |
      | ferry and rail  | all-sea  | "all-sea", "ferry"    | rail |

  @ACW-ZOC-12 @ACW-ZOC-08
  Scenario: A bridge over the river carries no zone of control over it either
    # The text's figure names bridges and fords; the map has no ford feature, so a bridge (with
    # a road over it) stands for both.
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6

      [[map.hexsides]]
      between = ["0605", "0604"]
      features = ["river", "bridge"]

      [[map.roads]]
      kind = "road"
      hexes = ["0606", "0605", "0604", "0603"]
      """
    When "bluecoats" marches 0503, 0604, 0703
    Then the unit may move on from 0703
    And the move costs 2 MP
    And step 1 of the move cites ACW-ZOC-12

  @ACW-ZOC-12 @ACW-ZOC-08
  Scenario: A bridge without a road carries no zone of control over the river
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0503"
      type = "infantry"
      strength = 4
      movement = 6

      [[map.hexsides]]
      between = ["0605", "0604"]
      features = ["river", "bridge"]
      """
    Then "bluecoats" can reach 0604 for 1 MP
    When "bluecoats" marches 0503, 0604
    Then the unit may move on from 0604
    And step 1 of the move cites ACW-ZOC-12

  # --- Starting in a zone of control ------------------------------------------------------------

  @ACW-ZOC-13
  Scenario: A unit that starts next to the enemy may walk away
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When "bluecoats" marches 0604, 0603, 0602, 0601
    Then the move is legal, citing ACW-ZOC-13
    And step 1 of the move cites ACW-ZOC-13
    And the unit may move on from 0601
    And the move costs 3 MP

  @ACW-ZOC-14 @ACW-ZOC-13
  Scenario: Having walked out of its starting zone, a unit stops in the next one it enters
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0503, 0504
    Then the unit must stop in 0504 because of ACW-ZOC-14
    And the ledger cites ACW-ZOC-13
    And the ledger cites ACW-ZOC-07

  @ACW-ZOC-14
  Scenario: Having left one enemy's zone, a unit stops in another enemy's zone and goes no further
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "more-rebels"
      side = "confederate"
      at = "0402"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0603, 0502, 0501
    Then the move is refused by ACW-ZOC-14 on entering 0501
    And the move costs 2 MP

  @ACW-ZOC-15 @ACW-ZOC-16
  Scenario: A unit may step straight from one hex of the enemy's zone into another, and stops there
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0504
    Then the unit must stop in 0504 because of ACW-ZOC-16
    And step 1 of the move cites ACW-ZOC-15
    And the move costs 1 MP

  @ACW-ZOC-15 @ACW-ZOC-16
  Scenario: A unit may step straight into a second enemy's zone, and stops there
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "rebels"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "more-rebels"
      side = "confederate"
      at = "0602"
      type = "infantry"
      strength = 4
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0603
    Then the unit must stop in 0603 because of ACW-ZOC-16

  @ACW-ZOC-16
  Scenario: After stepping from zone to zone the unit goes no further that phase
    Given the Civil War scenario "cw-ground-zoc.toml" with:
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
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    Then "bluecoats" can reach 0504 but must stop there
    And "bluecoats" can reach 0704 but must stop there
    When "bluecoats" marches 0604, 0504, 0404
    Then the move is refused by ACW-ZOC-16 on entering 0404

  # --- Enemy-occupied hexes ----------------------------------------------------------------------

  @ACW-ZOC-17
  Scenario Outline: No unit enters a hex an enemy <type> holds
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "occupant"
      side = "confederate"
      at = "0605"
      type = "<type>"
      strength = <strength>
      movement = 4

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0605
    Then the move is refused by ACW-ZOC-17 on entering 0605
    And "bluecoats" cannot reach 0605

    Examples:
      | type         | strength |
      | infantry     | 4        |
      | cavalry      | 2        |
      | artillery    | 2        |
      | hq           | 0        |
      | supply-train | 1        |
      | siege-train  | 1        |
      | rail-repair  | 1        |

  @ACW-ZOC-17
  Scenario: Cavalry may not ride into a hex an enemy unit in parentheses holds
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "home-guard"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 1
      parenthesized = true
      movement = 3

      [[units]]
      id = "troopers"
      side = "union"
      at = "0503"
      type = "cavalry"
      strength = 2
      movement = 6
      """
    When "troopers" marches 0503, 0604, 0605
    Then the move is refused by ACW-ZOC-17 on entering 0605

  @ACW-ZOC-18 @ACW-ZOC-17
  Scenario: The Siege rules may let a unit into an enemy-held hex
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "garrison"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 3
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4

      [[rules.forts]]
      at = "0605"
      side = "confederate"
      besieged = true

      [rules]
      siege_entry = ["0605"]
      """
    When "bluecoats" marches 0604, 0605
    Then the move is legal, citing ACW-ZOC-18
    And "bluecoats" is in 0605

  @ACW-ZOC-18 @ACW-ZOC-17
  Scenario: Siege entry into one enemy hex opens no other
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "garrison"
      side = "confederate"
      at = "0605"
      type = "infantry"
      strength = 3
      movement = 3

      [[units]]
      id = "pickets"
      side = "confederate"
      at = "0504"
      type = "infantry"
      strength = 1
      movement = 3

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4

      [rules]
      siege_entry = ["0605"]
      """
    When "bluecoats" marches 0604, 0504
    Then the move is refused by ACW-ZOC-17 on entering 0504

  @ACW-ZOC-19
  Scenario: A unit may enter a hex held by nothing but a lone enemy Leader
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "general"
      side = "confederate"
      at = "0605"
      type = "leader"
      rating = 3
      movement = 6

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0603"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0603, 0604, 0605
    Then the move is legal, citing ACW-ZOC-19
    And step 2 of the move cites ACW-ZOC-19
    And "bluecoats" is in 0605

  @ACW-ZOC-19 @ACW-ZOC-17
  Scenario: A Leader with troops is no lone Leader: the hex stays closed
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "general"
      side = "confederate"
      at = "0605"
      type = "leader"
      rating = 3
      movement = 6

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
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0605
    Then the move is refused by ACW-ZOC-17 on entering 0605

  @ACW-ZOC-19 @ACW-ZOC-17
  Scenario: A Leader with his Headquarters is no lone Leader either
    Given the Civil War scenario "cw-ground-zoc.toml" with:
      """
      [[units]]
      id = "general"
      side = "confederate"
      at = "0605"
      type = "leader"
      rating = 3
      movement = 6

      [[units]]
      id = "army-hq"
      side = "confederate"
      at = "0605"
      type = "hq"
      movement = 6

      [[units]]
      id = "bluecoats"
      side = "union"
      at = "0604"
      type = "infantry"
      strength = 4
      movement = 4
      """
    When "bluecoats" marches 0604, 0605
    Then the move is refused by ACW-ZOC-17 on entering 0605
