@strategic
Feature: 3.1.4 Movement restrictions
  Besides costs and zones of control, a ground unit's move is limited by the procedure it has
  already used this phase, by enemy units and enemy Beachhead markers, by Mud, Storms and Snow
  next to the enemy, and by politics: Policies, Truces and Failures, Pre-War, neutral countries,
  the home countries of the Axis minor allies, capital markers, Russia's eastern edge, countries
  the Axis has only just activated, and the closed TK and DS maps.

  # --- One procedure per phase (scenarios/strategic/s314-procedures.toml) ----------------------

  # With no other unit moved since, a second order for the walker takes its Hex-to-Hex move up
  # again (3.1): the crossing is then its next step, refused as in one order.
  @STR-3.1.4-01 @STR-3.1.4-02 @STR-3.1-02
  Scenario: A unit that walked into a port may not sail from it in the same phase
    Given the strategic scenario "s314-procedures.toml"
    When "walker" moves w1211, w1111
    Then the move is legal, citing STR-3.1.1-03
    When "walker" moves w1111, w1411
    Then the move is refused by STR-3.1.4-01 on entering w1411
    And "walker" is in w1111

  @STR-3.1.4-01 @STR-3.1-02
  Scenario: A second order choosing Port-to-Port for a unit moving Hex-to-Hex is refused before it moves
    Given the strategic scenario "s314-procedures.toml"
    When "walker" moves w1211, w1111
    Then the move is legal
    When this order is played:
      """
      unit = "walker"
      path = ["w1111", "w1411"]
      procedure = "port-to-port"
      """
    Then the move is refused by STR-3.1.4-01 before the unit moves
    And "walker" is in w1111

  @STR-3.1.4-01 @STR-3.1.4-02 @STR-3.1-02
  Scenario: Once another unit has moved, the walker's second order is judged by its procedure
    Given the strategic scenario "s314-procedures.toml"
    When "walker" moves w1211, w1111
    Then the move is legal
    When "sailor" moves w1111, w1411
    Then the move is legal
    When "walker" moves w1111, w1411
    Then the move is refused by STR-3.1.4-01 before the unit moves

  @STR-3.1.4-01 @STR-3.1.4-02
  Scenario: One order may not walk into a port and go on by sea
    Given the strategic scenario "s314-procedures.toml"
    When "walker" moves w1211, w1111, w1411
    Then the move is refused by STR-3.1.4-01 on entering w1411

  @STR-3.1.4-01 @STR-3.1.4-02
  Scenario: A unit in a port that has not moved may sail
    Given the strategic scenario "s314-procedures.toml"
    When "sailor" moves w1111, w1411
    Then the move is legal, citing STR-3.1.2-12
    And the convoy "channel-1" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.4-01 @STR-3.1.4-02
  Scenario: A unit carried to a Multi-Zone Port may sail on but not walk on
    Given the strategic scenario "s314-procedures.toml"
    When "sailor" moves w1111, w1411, w1412
    Then the move is refused by STR-3.1.4-01 on entering w1412

  @STR-3.1.4-01 @STR-3.1.4-02
  Scenario: A unit already carried Port-to-Port this phase may not walk Hex-to-Hex
    Given the strategic scenario "s314-procedures.toml"
    When "landed" moves w1411, w1412
    Then the move is refused by STR-3.1.4-01 before the unit moves

  @STR-3.1.4-01 @STR-3.1.4-02
  Scenario: A unit carried Port-to-Port into an off-map box may not go on to the next box
    Given the strategic scenario "s314-procedures.toml"
    When "shipped" moves west-box, north-box
    Then the move is refused by STR-3.1.4-01 before the unit moves

  @STR-3.1.4-01 @STR-3.1.4-02
  Scenario: A unit that moved from box to box may not then sail from that box's port
    Given the strategic scenario "s314-procedures.toml"
    When "shifted" moves north-box, w1411
    Then the move is refused by STR-3.1.4-01 before the unit moves

  @STR-3.1.4-02 @STR-3.1.4-01 @STR-3.1.2-34
  Scenario: A canal move is a Port-to-Port move: the unit may not walk on from the canal port
    # The Kiel Canal (s312-kiel.toml) with a clear hex w3923 next to Brunsbuettel (w3922).
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [map.terrain.legend]
      n = "clear"

      [map.terrain.overrides]
      w3923 = "clear"
      """
    When "german-infantry" moves w4023, w3922, w3923
    Then the move is refused by STR-3.1.4-02 on entering w3923
    When "german-infantry" moves w4023, w3922
    Then the move is legal, citing STR-3.1.2-34

  @STR-3.1.4-02 @STR-3.1-02
  Scenario: Moving from box to box a second time is refused for having moved, not for the procedure
    Given the strategic scenario "s314-procedures.toml"
    When "shifted" moves north-box, west-box
    Then the move is refused by STR-3.1-02 before the unit moves

  # --- Enemy units and enemy Beachhead markers --------------------------------------------------

  @STR-3.1.4-03
  Scenario: Infantry may not enter a hex held by an enemy unit
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "grenadier"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    When "grenadier" moves w1313, w1312
    Then the move is refused by STR-3.1.4-03 on entering w1312

  @STR-3.1.4-03
  Scenario: A hex holding only an enemy Air unit is closed as well
    Given the strategic scenario "s32-field.toml" with:
      """
      [[units]]
      id = "grenadier"
      side = "axis"
      at = "w1313"
      nationality = "german"
      type = "infantry"
      movement = 3

      [[units]]
      id = "raf"
      side = "western"
      at = "w1314"
      nationality = "british"
      type = "air"
      movement = 6
      """
    When "grenadier" moves w1313, w1314
    Then the move is refused by STR-3.1.4-03 on entering w1314

  @STR-3.1.4-03 @STR-3.1.4-04 @STR-3.2-10
  Scenario: A multi-step armor unit overrunning enters the enemy's hex
    Given the strategic scenario "s32-field.toml"
    When "panzer" moves w1012, w1112, w1212, w1312
    Then the move is legal, citing STR-3.1.4-04
    And step 3 of the move cites STR-3.1.4-04
    And step 3 of the move cites STR-3.2-10

  @STR-3.1.4-05
  Scenario: No unit may enter a hex with an enemy Beachhead marker
    Given the strategic scenario "s314-procedures.toml" with:
      """
      [rules]
      side = "axis"

      [[units]]
      id = "grenadier"
      side = "axis"
      at = "w1311"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    When "grenadier" moves w1311, w1310
    Then the move is refused by STR-3.1.4-05 on entering w1310

  @STR-3.1.4-05 @STR-3.2-01
  Scenario: Not even an overrun opens an enemy Beachhead
    Given the strategic scenario "s314-procedures.toml" with:
      """
      [rules]
      side = "axis"

      [[units]]
      id = "panzer"
      side = "axis"
      at = "w1311"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6

      [[units]]
      id = "commando"
      side = "western"
      at = "w1310"
      nationality = "british"
      type = "infantry"
      movement = 3
      """
    When "panzer" moves w1311, w1310
    Then the move is refused by STR-3.1.4-05 on entering w1310

  # --- Mud (scenarios/strategic/s314-weather.toml) ---------------------------------------------

  @STR-3.1.4-06
  Scenario: A unit in a Mud hex in an enemy zone of control cannot leave it
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1212 is mud
    When "grenadier" moves w1212, w1112
    Then the move is refused by STR-3.1.4-06 on entering w1112
    And "grenadier" cannot reach w1112

  @STR-3.1.4-06 @STR-3.1.4-07
  Scenario: A friendly unit in the Mud hex does not free it
    Given the strategic scenario "s314-weather.toml" with:
      """
      [[units]]
      id = "pionier"
      side = "axis"
      at = "w1212"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    And the weather in w1212 is mud
    When "grenadier" moves w1212, w1112
    Then the move is refused by STR-3.1.4-07 on entering w1112

  @STR-3.1.4-06
  Scenario: Mud away from the enemy does not hold a unit
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1012, w1112 is mud
    When "fusilier" moves w1012, w1112
    Then the move is legal, citing STR-3.1.1-03
    And the unit may move on from w1112

  @STR-3.1.4-06 @STR-3.1.4-07
  Scenario: Entering a Mud hex in an enemy zone of control ends the move, friendly unit or not
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1212 is mud
    When "fusilier" moves w1012, w1112, w1212
    Then the unit must stop in w1212 because of STR-3.1.4-06
    And step 2 of the move cites STR-3.1.4-07

  @STR-3.1.4-06 @STR-3.1.4-07
  Scenario: In Mud an armor unit may not leave a hex next to the unit it wants to overrun
    Given the strategic scenario "s314-weather.toml" with:
      """
      [[units]]
      id = "panzer"
      side = "axis"
      at = "w1413"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    And the weather in w1413 is mud
    When "panzer" moves w1413, w1312
    Then the move is refused by STR-3.1.4-07 on entering w1312

  @STR-3.1.4-06 @STR-3.1.4-07
  Scenario: In Mud an armor unit may not ignore the zone of control of the unit it means to overrun
    Given the strategic scenario "s314-weather.toml" with:
      """
      [[units]]
      id = "panzer"
      side = "axis"
      at = "w1012"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    And the weather in w1213 is mud
    When "panzer" moves w1012, w1112, w1213, w1312
    Then the move is refused by STR-3.1.4-06 on entering w1312
    When "panzer" moves w1012, w1112, w1213
    Then the unit must stop in w1213 because of STR-3.1.4-06

  # --- Storms and Snow --------------------------------------------------------------------------

  @STR-3.1.4-08
  Scenario Outline: Entering a hex in <weather> next to the enemy ends the move
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1311 is <weather>
    When "fusilier" moves w1012, w1111, w1211, w1311
    Then the unit must stop in w1311 because of STR-3.1.4-08

    Examples:
      | weather |
      | storms  |
      | snow    |

  @STR-3.1.4-08 @STR-3.1.4-10
  Scenario Outline: In <weather> a friendly unit does not negate the enemy zone of control
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1212 is <weather>
    When "fusilier" moves w1012, w1112, w1212
    Then the unit must stop in w1212 because of STR-3.1.4-08
    And step 2 of the move cites STR-3.1.4-10

    Examples:
      | weather |
      | storms  |
      | snow    |

  @STR-3.1.4-09
  Scenario Outline: Leaving a hex in <weather> next to the enemy ends the move in the next hex
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1212 is <weather>
    When "grenadier" moves w1212, w1112, w1012
    Then the move is refused by STR-3.1.4-09 on entering w1012
    When "grenadier" moves w1212, w1112
    Then the unit must stop in w1112 because of STR-3.1.4-09

    Examples:
      | weather |
      | storms  |
      | snow    |

  @STR-3.1.4-09 @STR-3.1.4-10
  Scenario: A friendly unit sharing the Storms hex does not spare the unit leaving it
    Given the strategic scenario "s314-weather.toml" with:
      """
      [[units]]
      id = "pionier"
      side = "axis"
      at = "w1212"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    And the weather in w1212 is storms
    When "grenadier" moves w1212, w1112
    Then the unit must stop in w1112 because of STR-3.1.4-09

  @STR-3.1.4-08 @STR-3.1.4-09
  Scenario: Storms and Snow away from the enemy do not stop a unit
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1012, w1112 is storms
    And the weather in w1013 is snow
    When "fusilier" moves w1012, w1112, w1013
    Then the move is legal, citing STR-3.1.1-03
    And the unit may move on from w1013

  @STR-3.1.4-11 @STR-3.2-08 @STR-3.2-14
  Scenario: In Storms an armor unit still ignores the zone of control of the unit it overruns
    Given the strategic scenario "s314-weather.toml" with:
      """
      [[units]]
      id = "panzer"
      side = "axis"
      at = "w1012"
      nationality = "german"
      type = "armor"
      steps = 3
      movement = 6
      """
    And the weather in w1213 is storms
    When "panzer" moves w1012, w1112, w1213, w1312
    Then the move is legal, citing STR-3.1.4-11
    And step 2 of the move cites STR-3.1.4-11
    And step 3 of the move cites STR-3.1.4-11
    And "tommy" is eliminated to its Force Pool because of STR-3.2-12
    And the unit may move on from w1312

  @STR-3.1.4-08 @STR-3.1.4-11
  Scenario: In Storms a one-step unit entering the same hex must stop
    Given the strategic scenario "s314-weather.toml"
    And the weather in w1213 is storms
    When "fusilier" moves w1012, w1112, w1213
    Then the unit must stop in w1213 because of STR-3.1.4-08

  # --- Political restrictions (scenarios/strategic/s314-countries.toml) -------------------------

  @STR-3.1.4-12
  Scenario: A Policy keeps German units out of Italy
    Given the strategic scenario "s314-countries.toml" with:
      """
      [[rules.bans]]
      reason = "Policy (13.6.1)"
      nationalities = ["german"]
      countries = ["italy"]
      """
    When "german-inf" moves w1211, w1311
    Then the move is refused by STR-3.1.4-12 on entering w1311
    When "italian-inf" moves w1311, w1310
    Then the move is legal, citing STR-3.1.1-03

  @STR-3.1.4-12
  Scenario: A Truce keeps Soviet units out of Hungary
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules]
      side = "soviet"

      [[rules.bans]]
      reason = "Truce (13.6.2)"
      sides = ["soviet"]
      countries = ["hungary"]

      [[units]]
      id = "soviet-inf"
      side = "soviet"
      at = "w1711"
      nationality = "russian"
      type = "infantry"
      movement = 3
      """
    When "soviet-inf" moves w1711, w1612
    Then the move is refused by STR-3.1.4-12 on entering w1612
    When "soviet-inf" moves w1711, w1611
    Then the move is legal, citing STR-3.1.1-03

  @STR-3.1.4-12
  Scenario: A Failure closes single hexes to the Axis
    Given the strategic scenario "s314-countries.toml" with:
      """
      [[rules.bans]]
      reason = "Failure (14.12)"
      sides = ["axis"]
      hexes = ["w1212"]
      """
    When "german-inf" moves w1211, w1212
    Then the move is refused by STR-3.1.4-12 on entering w1212
    When "german-inf" moves w1211, w1210
    Then the move is legal, citing STR-3.1.1-03

  @STR-3.1.4-13
  Scenario Outline: In Pre-War a unit keeps to its Home Country and its Dependents (<unit> to <hex>)
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules]
      pre_war = true
      """
    When "<unit>" moves <from>, <hex>
    Then <verdict>

    Examples:
      | unit        | from  | hex   | verdict                                               |
      | german-inf  | w1211 | w1210 | the move is legal, citing STR-3.1.1-03                |
      | german-inf  | w1211 | w1212 | the move is legal, citing STR-3.1.1-03                |
      | german-inf  | w1211 | w1311 | the move is refused by STR-3.1.4-13 on entering w1311 |
      | italian-inf | w1311 | w1411 | the move is legal, citing STR-3.1.1-03                |
      | italian-inf | w1311 | w1211 | the move is refused by STR-3.1.4-13 on entering w1211 |

  @STR-3.1.4-14
  Scenario: No German unit may enter neutral Switzerland
    Given the strategic scenario "s314-countries.toml"
    When "german-inf" moves w1211, w1111
    Then the move is refused by STR-3.1.4-14 on entering w1111

  @STR-3.1.4-14
  Scenario: No French unit may enter neutral Switzerland either
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules]
      side = "western"

      [[units]]
      id = "french-inf"
      side = "western"
      at = "w1011"
      nationality = "french"
      type = "infantry"
      movement = 3
      """
    When "french-inf" moves w1011, w1111
    Then the move is refused by STR-3.1.4-14 on entering w1111

  @STR-3.1.4-15
  Scenario Outline: An Italian unit keeps out of other Axis Countries and Dependents (<country>)
    Given the strategic scenario "s314-countries.toml"
    When "italian-inf" moves w1311, <hex>
    Then <verdict>

    Examples:
      | country                      | hex   | verdict                                               |
      | Italy, its home              | w1310 | the move is legal, citing STR-3.1.1-03                |
      | Albania, Italy's Dependent   | w1411 | the move is legal, citing STR-3.1.1-03                |
      | Germany                      | w1211 | the move is refused by STR-3.1.4-15 on entering w1211 |
      | Bohemia, Germany's Dependent | w1212 | the move is refused by STR-3.1.4-15 on entering w1212 |
      | Axis Yugoslavia              | w1412 | the move is refused by STR-3.1.4-15 on entering w1412 |

  @STR-3.1.4-15
  Scenario: German units may enter any Axis Country
    Given the strategic scenario "s314-countries.toml"
    When "german-inf" moves w1211, w1311
    Then the move is legal, citing STR-3.1.1-03

  @STR-3.1.4-16
  Scenario Outline: An Italian Exp unit may enter any Axis Country or Dependent (<country>)
    Given the strategic scenario "s314-countries.toml" with:
      """
      [[units]]
      id = "italian-exp"
      side = "axis"
      at = "w1311"
      nationality = "italian"
      type = "infantry"
      exp = true
      movement = 3
      """
    When "italian-exp" moves w1311, <hex>
    Then the move is legal, citing STR-3.1.4-16

    Examples:
      | country                      | hex   |
      | Germany                      | w1211 |
      | Bohemia, Germany's Dependent | w1212 |
      | Axis Yugoslavia              | w1412 |

  @STR-3.1.4-17 @STR-3.1.4-18 @STR-3.1.4-15
  Scenario: An Exp step combined into a multi-step unit has lost its exception
    Given the strategic scenario "s314-countries.toml" with:
      """
      [[units]]
      id = "italian-combined"
      side = "axis"
      at = "w1311"
      nationality = "italian"
      type = "infantry"
      exp = true
      steps = 2
      movement = 3
      """
    When "italian-combined" moves w1311, w1211
    Then the move is refused by STR-3.1.4-18 on entering w1211

  @STR-3.1.4-19 @STR-3.1.4-20
  Scenario Outline: The Axis Med HQ, an Italian and a German step, counts as both (<country>)
    Given the strategic scenario "s314-countries.toml" with:
      """
      [[units]]
      id = "axis-med-hq"
      side = "axis"
      label = "Med HQ"
      at = "w1311"
      nationality = "german"
      holding = "italian"
      type = "hq"
      steps = 2
      movement = 3
      """
    When "axis-med-hq" moves w1311, <hex>
    Then <verdict>

    Examples:
      | country         | hex   | verdict                                               |
      | Italy           | w1310 | the move is legal, citing STR-3.1.1-03                |
      | Germany         | w1211 | the move is refused by STR-3.1.4-19 on entering w1211 |
      | Axis Yugoslavia | w1412 | the move is refused by STR-3.1.4-19 on entering w1412 |

  @STR-3.1.4-21
  Scenario Outline: A <marker> marker in Athens keeps Greek units in Greece
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules]
      side = "western"

      [rules.countries.greece]
      capital_marker = "<marker>"

      [[units]]
      id = "greek-inf"
      side = "western"
      at = "w1510"
      nationality = "greek"
      type = "infantry"
      movement = 3
      """
    When "greek-inf" moves w1510, w1410
    Then the move is refused by STR-3.1.4-21 on entering w1410
    When "greek-inf" moves w1510, w1511
    Then the move is legal, citing STR-3.1.1-03

    Examples:
      | marker        |
      | free-passage  |
      | mobilizing    |
      | no-occupation |

  @STR-3.1.4-21
  Scenario: Without such a marker the Greek unit may leave Greece
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules]
      side = "western"

      [[units]]
      id = "greek-inf"
      side = "western"
      at = "w1510"
      nationality = "greek"
      type = "infantry"
      movement = 3
      """
    When "greek-inf" moves w1510, w1410
    Then the move is legal, citing STR-3.1.1-03

  @STR-3.1.4-24
  Scenario: Soviet units may not enter an Axis country activated in the last Western War & Peace Segment
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules]
      side = "soviet"

      [rules.countries.rumania]
      just_activated = true

      [[units]]
      id = "soviet-inf"
      side = "soviet"
      at = "w1711"
      nationality = "russian"
      type = "infantry"
      movement = 3
      """
    When "soviet-inf" moves w1711, w1611
    Then the move is refused by STR-3.1.4-24 on entering w1611
    When "soviet-inf" moves w1711, w1612
    Then the move is legal, citing STR-3.1.1-03

  @STR-3.1.4-24
  Scenario: The just-activated country stays open to the Axis
    Given the strategic scenario "s314-countries.toml" with:
      """
      [rules.countries.rumania]
      just_activated = true

      [[units]]
      id = "german-2"
      side = "axis"
      at = "w1510"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    When "german-2" moves w1510, w1611
    Then the move is legal, citing STR-3.1.1-03

  # --- Russia's eastern edge (scenarios/strategic/s314-east.toml) ------------------------------

  @STR-3.1.4-22
  Scenario Outline: German units may not enter Russia's eastern edge hexes (<hex>)
    Given the strategic scenario "s314-east.toml"
    When "german-inf" moves e3627, <hex>
    Then <verdict>

    Examples:
      | hex   | verdict                                               |
      | e3628 | the move is refused by STR-3.1.4-22 on entering e3628 |
      | e3527 | the move is refused by STR-3.1.4-22 on entering e3527 |
      | e3727 | the move is refused by STR-3.1.4-22 on entering e3727 |
      | e3626 | the move is legal, citing STR-3.1.1-03                |

  @STR-3.1.4-22
  Scenario: Western units may not enter them either
    Given the strategic scenario "s314-east.toml" with:
      """
      [rules]
      side = "western"

      [[units]]
      id = "british-inf"
      side = "western"
      at = "e3827"
      nationality = "british"
      type = "infantry"
      movement = 3
      """
    When "british-inf" moves e3827, e3828
    Then the move is refused by STR-3.1.4-22 on entering e3828

  @STR-3.1.4-22
  Scenario: Soviet units use the eastern edge hexes freely
    Given the strategic scenario "s314-east.toml" with:
      """
      [rules]
      side = "soviet"

      [[units]]
      id = "soviet-inf"
      side = "soviet"
      at = "e3827"
      nationality = "russian"
      type = "infantry"
      movement = 3
      """
    When "soviet-inf" moves e3827, e3828
    Then the move is legal, citing STR-3.1.1-03
    And the unit may move on from e3828

  # --- The closed TK and DS maps (scenarios/strategic/s314-closed.toml) ------------------------

  @STR-3.1.4-26
  Scenario: No Port-to-Port move from the TK map to the DS map
    Given the strategic scenario "s314-closed.toml"
    When "sepoy" moves w1211, w1411
    Then the move is refused by STR-3.1.4-26 on entering w1411
    When "sepoy" moves w1211, w1011
    Then the move is legal, citing STR-3.1.2-12

  @STR-3.1.4-26
  Scenario: No Off-Map Box to Off-Map Box move from the TK map to the DS map
    Given the strategic scenario "s314-closed.toml"
    When "gurkha" moves tk-box, ds-box
    Then the move is refused by STR-3.1.4-26 on entering ds-box
    When "gurkha" moves tk-box, tk-box-2
    Then the move is legal, citing STR-3.1.3-03

  @STR-3.1.4-26
  Scenario: No Hex-to-Hex step from the TK map to the DS map
    Given the strategic scenario "s314-closed.toml"
    When "sepoy" moves w1211, w1311
    Then the move is refused by STR-3.1.4-26 on entering w1311
    When "sepoy" moves w1211, w1212
    Then the move is legal, citing STR-3.1.1-03
