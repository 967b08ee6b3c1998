@strategic
Feature: 3.2 Overruns
  A multi-step armor-type unit moving Hex-to-Hex may drive straight through a lone one-step
  enemy ground unit: it pays only for the hex, may ignore that unit's zone of control on the
  step before, and eliminates it on entry. It may not do so in the Reserve Movement Phase, while
  exploiting, or where the defender could get a column shift (terrain, a river or canal hexside,
  mud, a fortress, air support or an HQ).

  # --- The Antwerp example (scenarios/strategic/antwerp.toml) ---------------------------------

  @STR-3.2-23 @STR-3.2-04 @STR-3.2-05
  Scenario: Antwerp — 1P cannot overrun the multi-step British 1st Army in Lille
    Given the strategic scenario "antwerp.toml"
    When "1p" moves w3718, w3618
    Then the move is refused by STR-3.2-05 on entering w3618

  @STR-3.2-24 @STR-3.2-09 @STR-3.2-08
  Scenario: Antwerp — 1P cannot pass through Calais to overrun the armor in Amiens
    # Calais lies in the zones of control of both the armor in Amiens and the 1st Army in Lille:
    # only the first may be ignored, so 1P has to stop in Calais.
    Given the strategic scenario "antwerp.toml"
    When "1p" moves w3718, w3717, w3617
    Then the move is refused by STR-3.2-09 on entering w3617
    And "1p" can reach w3717 but must stop there

  @STR-3.2-24 @STR-3.2-09
  Scenario: Antwerp — 1P entering Calais first must stop there
    Given the strategic scenario "antwerp.toml"
    When "1p" moves w3718, w3717
    Then the unit must stop in w3717 because of STR-3.2-09

  @STR-3.2-25 @STR-3.2-17
  Scenario: Antwerp — 3P cannot overrun the BEF in Verdun across the river
    Given the strategic scenario "antwerp.toml"
    When "3p" moves w3619, w3518
    Then the move is refused by STR-3.2-17 on entering w3518

  @STR-3.2-26 @STR-3.1-03 @STR-3.1-04
  Scenario: Antwerp, move 1 — the infantry from w3619 stops in Calais
    Given the strategic scenario "antwerp.toml"
    When "inf-w3619" moves w3619, w3718, w3717
    Then the unit must stop in w3717 because of STR-3.1-03
    And step 1 of the move cites STR-3.1-04
    And the move costs 2 MP

  @STR-3.2-27 @STR-3.2-09 @STR-3.2-10 @STR-3.2-12 @STR-3.1-04 @STR-3.1.4-04
  Scenario: Antwerp, move 2 — 1P goes through Calais and overruns the armor in Amiens
    Given the strategic scenario "antwerp.toml"
    And "inf-w3619" has moved w3619, w3718, w3717
    When "1p" moves w3718, w3717, w3617
    Then the move is legal, citing STR-3.2-10
    And step 1 of the move cites STR-3.1-04
    And step 2 of the move cites STR-3.1.4-04
    And "british-armor" is eliminated to its Force Pool because of STR-3.2-12
    And the unit must stop in w3617 because of STR-3.2-09
    And the move costs 2 MP

  @STR-3.2-28 @STR-3.1-03 @STR-3.1-04
  Scenario: Antwerp, move 3 — the second infantry unit goes on to Reims and stops
    Given the strategic scenario "antwerp.toml"
    And "inf-w3619" has moved w3619, w3718, w3717
    And "1p" has moved w3718, w3717, w3617
    When "inf-antwerp" moves w3718, w3717, w3617, w3517
    Then the unit must stop in w3517 because of STR-3.1-03
    And step 2 of the move cites STR-3.1-04
    And the move costs 3 MP

  @STR-3.2-29 @STR-3.2-09 @STR-3.2-10 @STR-3.2-12
  Scenario: Antwerp, move 4 — 2P overruns the BEF in Verdun and the 1st Army is surrounded
    Given the strategic scenario "antwerp.toml"
    And "inf-w3619" has moved w3619, w3718, w3717
    And "1p" has moved w3718, w3717, w3617
    And "inf-antwerp" has moved w3718, w3717, w3617, w3517
    When "2p" moves w3718, w3717, w3617, w3517, w3518
    Then the move is legal, citing STR-3.2-10
    And "bef" is eliminated to its Force Pool because of STR-3.2-12
    And the unit must stop in w3518 because of STR-3.2-09
    And the move costs 4 MP
    And "2p" is in w3518
    And every hex next to w3618 holds an axis unit or lies in an axis zone of control

  @STR-3.2-30 @STR-3.2-21 @STR-3.2-22
  Scenario: Antwerp with a supplied British HQ in Paris — no overrun at all
    Given the strategic scenario "antwerp.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w3516"
      nationality = "british"
      type = "hq"
      movement = 2
      """
    And "inf-w3619" has moved w3619, w3718, w3717
    When "1p" moves w3718, w3717, w3617
    Then the move is refused by STR-3.2-21 on entering w3617
    When "3p" moves w3619, w3518
    Then the move is refused by STR-3.2-22 on entering w3518
    And "1p" cannot reach w3617
    And "2p" cannot reach w3518
    And "british-armor" is in w3617
    And "bef" is in w3518

  # --- Who may overrun what (scenarios/strategic/s32-field.toml) --------------------------------

  @STR-3.2-02 @STR-3.2-08 @STR-3.2-10 @STR-3.2-12 @STR-3.1.4-04
  Scenario: A panzer army ignores its target's zone of control, overruns it and drives on
    Given the strategic scenario "s32-field.toml"
    When "panzer" moves w1012, w1112, w1212, w1312, w1412, w1512
    Then the move is legal, citing STR-3.2-10
    And step 2 of the move cites STR-3.2-08
    And step 3 of the move cites STR-3.1.4-04
    And step 3 of the move cites STR-3.2-10
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12
    And the unit may move on from w1512
    And "panzer" is in w1512

  @STR-3.2-02
  Scenario: A multi-step mechanized unit is armor-type and may overrun too
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "panzergrenadier"
      side = "axis"
      at = "w1011"
      nationality = "german"
      type = "mechanized"
      steps = 2
      movement = 5
      """
    When "panzergrenadier" moves w1011, w1111, w1212, w1312
    Then the move is legal, citing STR-3.2-10
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12

  @STR-3.2-02
  Scenario: A one-step armor unit may not overrun
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "panzer-battalion"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      movement = 6
      """
    When "panzer-battalion" moves w1313, w1312
    Then the move is refused by STR-3.2-02 on entering w1312

  @STR-3.2-02 @STR-3.1.4-03
  Scenario: A multi-step infantry unit may not overrun
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "infantry-army"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "infantry"
      steps = 3
      movement = 3
      """
    When "infantry-army" moves w1313, w1312
    Then the move is refused by STR-3.1.4-03 on entering w1312

  @STR-3.2-04 @STR-3.2-05
  Scenario: Two one-step enemy units in the hex cannot be overrun
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "jock"
      side = "western"
      at = "w1312"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-05 on entering w1312
    And "panzer" cannot reach w1312
    And "panzer" can reach w1212 but must stop there

  @STR-3.2-04
  Scenario: A lone enemy Air unit is no ground unit to overrun
    # A British Air unit stands alone in w1112, next to the panzer army; it projects no zone of
    # control, but its hex holds an enemy unit.
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "raf"
      side = "western"
      at = "w1112"
      nationality = "british"
      type = "air"
      movement = 10
      """
    When "panzer" moves w1012, w1112
    Then the move is refused by STR-3.2-04 on entering w1112
    And "panzer" cannot reach w1112

  @STR-3.2-03
  Scenario: An overrun is made only into a Land hex
    # A unit at sea would normally sit on its Beachhead, whose marker closes the hex anyway
    # (STR-3.1.4-05); here the unit stands in an All-Sea hex without one.
    Given the strategic scenario "s32-field.toml" with:
      """
      [map.terrain.overrides]
      w1314 = "all-sea"

      [[units]]
      id = "sailor"
      side = "western"
      at = "w1314"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1214"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1214, w1314
    Then the move is refused by STR-3.2-03 on entering w1314

  @STR-3.2-06
  Scenario: Markers in the hexes make no difference to an overrun
    Given the strategic scenario "s32-field.toml" with:
      """
      [[rules.markers]]
      kind = "detachment"
      side = "western"
      at = "w1312"

      [[rules.markers]]
      kind = "partisan-base"
      side = "western"
      at = "w1312"

      [[rules.markers]]
      kind = "logistics"
      side = "axis"
      at = "w1212"
      """
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is legal, citing STR-3.2-10
    And step 3 of the move cites STR-3.2-06
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12

  @STR-3.2-07
  Scenario: An overrun costs only the MP of the hex entered
    Given the strategic scenario "s32-field.toml"
    Then "panzer" can reach w1312 for 3 MP
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is legal, citing STR-3.2-07
    And the move costs 3 MP

  # --- Zones of control -------------------------------------------------------------------------

  @STR-3.2-08
  Scenario Outline: The target's zone of control is ignored only on the way straight into it (<hex>)
    Given the strategic scenario "s32-field.toml"
    When "panzer" moves w1012, w1112, w1212, <hex>
    Then the move is refused by STR-3.2-08 on entering <hex>

    Examples:
      | hex   |
      | w1211 |
      | w1311 |
      | w1213 |

  @STR-3.2-09
  Scenario: Another enemy unit's zone of control still stops the panzer army
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "corps"
      side = "western"
      at = "w1311"
      nationality = "british"
      type = "infantry"
      steps = 2
      movement = 3
      """
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is refused by STR-3.2-09 on entering w1312
    When "panzer" moves w1012, w1112, w1212
    Then the unit must stop in w1212 because of STR-3.2-09

  @STR-3.2-09 @STR-3.1-04
  Scenario: A friendly unit in the hex lets the panzer army through to its target
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "corps"
      side = "western"
      at = "w1311"
      nationality = "british"
      type = "infantry"
      steps = 2
      movement = 3

      [[units]]
      id = "grenadier"
      side = "axis"
      at = "w1212"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is legal, citing STR-3.1-04
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12
    And the unit must stop in w1312 because of STR-3.2-09

  # --- Elimination --------------------------------------------------------------------------------

  @STR-3.2-10 @STR-3.2-11
  Scenario: A unit with a Delay Stripe goes to the Delay Box
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "poilu"
      side = "western"
      at = "w1314"
      nationality = "french"
      type = "infantry"
      delay_stripe = true
      movement = 3

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1214"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1214, w1314
    Then the move is legal, citing STR-3.2-10
    And step 1 of the move cites STR-3.2-11
    And "poilu" is eliminated to the Delay Box because of STR-3.2-11

  @STR-3.2-10 @STR-3.2-12
  Scenario: A unit without a Delay Stripe goes to its Force Pool, and its zone of control with it
    Given the strategic scenario "s32-field.toml"
    When "panzer" moves w1012, w1112, w1212, w1312, w1412
    Then the move is legal, citing STR-3.2-10
    And step 3 of the move cites STR-3.2-12
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12
    And the unit may move on from w1412

  @STR-3.2-13
  Scenario: One panzer army overruns two units in one move
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "taff"
      side = "western"
      at = "w1512"
      nationality = "british"
      type = "infantry"
      movement = 3
      """
    When "panzer" moves w1012, w1112, w1212, w1312, w1412, w1512, w1612
    Then the move is legal, citing STR-3.2-13
    And step 5 of the move cites STR-3.2-13
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12
    And "taff" is eliminated to its Force Pool because of STR-3.2-12
    And the move costs 6 MP

  # --- Weather --------------------------------------------------------------------------------------

  @STR-3.2-14
  Scenario Outline: An overrun into a hex in <weather> is allowed
    Given the strategic scenario "s32-field.toml"
    And the weather in w1312 is <weather>
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is legal, citing STR-3.2-14
    And step 3 of the move cites STR-3.2-14
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12

    Examples:
      | weather |
      | storms  |
      | snow    |

  # --- When overruns are not allowed ----------------------------------------------------------------

  @STR-3.2-15
  Scenario: No overrun in the Reserve Movement Phase
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    And it is the Reserve Movement Phase
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-15 on entering w1312
    And "panzer" cannot reach w1312

  @STR-3.2-16
  Scenario: No overrun by a unit conducting Exploitation
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      exploiting = true
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-16 on entering w1312

  @STR-3.2-17
  Scenario: No overrun of a unit in a forest, which gives the defender a column shift
    Given the strategic scenario "s32-field.toml" with:
      """
      [map.terrain.overrides]
      w1312 = "forest"

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-17 on entering w1312
    And "panzer" can reach w1212 but must stop there

  @STR-3.2-17
  Scenario Outline: No overrun across a <feature> hexside, but still across a clear one
    Given the strategic scenario "s32-field.toml" with:
      """
      [[map.hexsides]]
      between = ["w1313", "w1312"]
      features = ["<feature>"]

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-17 on entering w1312
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is legal, citing STR-3.2-10

    Examples:
      | feature     |
      | river       |
      | minor-river |
      | major-river |
      | canal       |

  @STR-3.2-18
  Scenario: No overrun of a unit in Mud
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    And the weather in w1312 is mud
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-18 on entering w1312

  @STR-3.2-19
  Scenario: No overrun of a unit in a fortress
    Given the strategic scenario "s32-field.toml" with:
      """
      [[map.places]]
      name = "Fort Tommy"
      hex = "w1312"
      kinds = ["fortress"]

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-19 on entering w1312

  @STR-3.2-20
  Scenario: No overrun of a unit that could get air support
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "covered"
      side = "western"
      at = "w1314"
      nationality = "british"
      type = "infantry"
      air_support = true
      movement = 3

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1214"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1214, w1314
    Then the move is refused by STR-3.2-20 on entering w1314

  @STR-3.2-21
  Scenario: No overrun of a unit within reach of a supplied enemy HQ
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-21 on entering w1312
    And "panzer" can reach w1212 but must stop there

  @STR-3.2-21
  Scenario: An HQ out of supply gives no column shift, so the overrun may go ahead
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2
      supplied = false

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is legal, citing STR-3.2-10

  @STR-3.2-21
  Scenario: An HQ whose support does not reach the hex does not prevent the overrun
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2
      support_range = 1

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is legal, citing STR-3.2-10

  @STR-3.2-21 @STR-3.2-22
  Scenario: One HQ prevents several overruns, of the same and of different defenders
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2

      [[units]]
      id = "taff"
      side = "western"
      at = "w1514"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6

      [[units]]
      id = "panzer-3"
      side = "axis"
      at = "w1414"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6

      [[units]]
      id = "panzer-4"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-21 on entering w1312
    When "panzer-3" moves w1414, w1514
    Then the move is refused by STR-3.2-22 on entering w1514
    When "panzer-4" moves w1313, w1312
    Then the move is refused by STR-3.2-22 on entering w1312

  @STR-3.2-21 @STR-3.2-22
  Scenario: An HQ's first prevented overrun cites STR-3.2-21, though a second defender stands in its range
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2

      [[units]]
      id = "taff"
      side = "western"
      at = "w1514"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6

      [[units]]
      id = "panzer-3"
      side = "axis"
      at = "w1414"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-3" moves w1414, w1514
    Then the move is refused by STR-3.2-21 on entering w1514
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-22 on entering w1312

  @STR-3.2-21 @STR-3.2-22
  Scenario: A new Movement Phase starts the HQ afresh: its first prevented overrun there cites STR-3.2-21
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-21 on entering w1312
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-22 on entering w1312
    When the reserve phase begins
    And the operational phase begins
    And "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-21 on entering w1312

  @STR-3.2-22
  Scenario: A saved game remembers the HQ that prevented an overrun this phase
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "british-hq"
      side = "western"
      label = "HQ"
      at = "w1512"
      nationality = "british"
      type = "hq"
      movement = 2

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6

      [rules]
      hq_prevented = ["british-hq"]
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.2-22 on entering w1312

  # --- Only Hex-to-Hex, and only where no other rule forbids it -------------------------------------

  @STR-3.2-01 @STR-3.1.4-12
  Scenario: An overrun into a hex closed by a political ban is refused by the ban
    Given the strategic scenario "s32-field.toml" with:
      """
      [[rules.bans]]
      reason = "Failure (14.12)"
      sides = ["axis"]
      hexes = ["w1312"]

      [[units]]
      id = "panzer-2"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    When "panzer-2" moves w1313, w1312
    Then the move is refused by STR-3.1.4-12 on entering w1312

  @STR-3.2-01
  Scenario: No overrun by a unit carried Port-to-Port
    Given the strategic scenario "s32-field.toml" with:
      """
      [[map.zones]]
      id = "lake"
      kind = "naval-zone"
      hexes = ["w1012", "w1312"]

      [[rules.ports]]
      at = "w1012"
      name = "West Harbour"
      zones = ["lake"]
      side = "axis"

      [[rules.ports]]
      at = "w1312"
      name = "East Harbour"
      zones = ["lake"]
      side = "western"

      [[rules.convoys]]
      id = "fleet"
      zone = "lake"
      kind = "fleet-train"
      nationality = "german"
      """
    When "panzer" moves w1012, w1312
    Then the move is refused by STR-3.2-01 on entering w1312

  # --- However many targets stand near (scenarios/strategic/s32-targets.toml) ------------------
  # The engine remembers which targets a move has eliminated for every target that can matter:
  # a reach, every one within the mover's range; a checked path, every one it enters or passes
  # next to. Past the engine's bound (`limits.overrun_targets`, not a number of the rules) it
  # gives no verdict at all, never a wrong one.

  @STR-3.2-08 @STR-3.2-10 @STR-3.1-06
  Scenario: With seven targets within reach, the seventh-nearest is overrun through its own zone
    Given the strategic scenario "s32-targets.toml"
    When "panzer" moves w1413, w1513, w1613, w1713
    Then the move is legal, citing STR-3.2-10
    And step 2 of the move cites STR-3.2-08
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12
    And the move costs 3 MP
    And "panzer" is in w1713

  @STR-3.2-08 @STR-3.2-10
  Scenario: With seven targets within reach, the reach drives on past the seventh-nearest
    Given the strategic scenario "s32-targets.toml"
    Then "panzer" can reach w1713 for 3 MP
    And "panzer" can reach w1813 for 4 MP

  @STR-3.1-03 @STR-3.2-08
  Scenario: A unit that may not overrun still stops in the seventh target's zone
    Given the strategic scenario "s32-targets.toml" with:
      """
      [[units]]
      id = "infantry-army"
      side = "axis"
      at = "w1513"
      nationality = "german"
      type = "infantry"
      steps = 3
      movement = 6
      """
    When "infantry-army" moves w1513, w1613, w1713
    Then the move is refused by STR-3.1-03 on entering w1713

  @STR-3.2-08 @STR-3.2-10
  Scenario: With nine targets within reach the reach is refused by the engine's bound, and the path is still judged
    Given the strategic scenario "s32-targets.toml" with:
      """
      [[units]]
      id = "decoy-7"
      side = "western"
      at = "w1110"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "decoy-8"
      side = "western"
      at = "w1116"
      nationality = "british"
      type = "infantry"
      movement = 3
      """
    Then the reach of "panzer" is refused with a message containing "9 overrun targets within reach of panzer: more than the 8 `limits.overrun_targets` allows"
    When "panzer" moves w1413, w1513, w1613, w1713
    Then the move is legal, citing STR-3.2-10
    And step 2 of the move cites STR-3.2-08

  @STR-3.2-10
  Scenario: A lowered bound refuses the reach with seven targets and a path that passes more than it
    Given the strategic scenario "s32-targets.toml" with:
      """
      [rules.data.limits]
      overrun_targets = 0
      """
    Then the reach of "panzer" is refused with a message containing "7 overrun targets within reach of panzer: more than the 0 `limits.overrun_targets` allows"
    When "panzer" moves w1413, w1513, w1613, w1713
    Then the order is rejected with a message containing "1 overrun target along the path of panzer: more than the 0 `limits.overrun_targets` allows"
