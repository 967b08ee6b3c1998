@strategic
Feature: 3.1.2 Port-to-Port movement
  A ground unit that begins the phase in a port, on a friendly Beachhead or in an Off-Map Box can
  be lifted across a naval zone by a friendly Troop Convoy marker of that zone and set down in
  another friendly Open Port of the zone. Landing in a port that serves more than one naval zone
  lets it sail on across another zone, each leg with a convoy of its own; landing in a port in an
  Off-Map Box ends the move. However many zones it crosses, the unit spends its whole Movement
  Allowance. Each ordinary convoy takes one one-step unit and then goes to its zone's Used Box;
  only the US Fleet Train takes a unit of any size. Who may board a convoy depends on the
  convoy's nationality. Canals join their two ports directly, without a convoy, for one one-step
  unit per canal per phase.

  The rule text gives no hex ids for its examples: the scenario files invent small map fragments
  (London w4014, Brest w3517, Gibraltar w3520, Malta w3920; Naples, Tripoli; Odessa, Sevastopol;
  the Kiel Canal's w3922 and w4023; the Suez Canal's e1213 and e1312). The German Air Force unit
  On Station in the first example stands in an off-map On Station Box: it is not in any port and
  so has no say in the move.

  Readings taken here:
  - The US Fleet Train carries US units only; the Exp exception does not reach it (READINGS 6).
  - A canal move is a Port-to-Port procedure; as a unit's first move it spends the whole
    Movement Allowance, like a crossing (READINGS 7, rules data `canal_rules.whole_allowance`).
    Combined with a crossing it adds nothing.
  - "Across another Naval Zone": a unit landed in a Multi-Zone Open Port goes on only across a
    zone other than the one it has just crossed.
  - Both ends of a canal must be friendly Open Ports, the end the unit starts in included, unlike
    a crossing, whose port of embarkation need not be open.
  - A two-step unit facing a single ordinary convoy is refused for the convoy's capacity
    (STR-3.1.2-13); facing several, for the rule that convoys never pool (STR-3.1.2-17).

  # --- The worked examples ---------------------------------------------------------------------

  @STR-3.1.2-06 @STR-3.1.2-01 @STR-3.1.2-02 @STR-3.1.2-03 @STR-3.1.2-04 @STR-3.1.2-12 @STR-3.1.2-14
  Scenario: Example: British infantry in London sails across the North Sea to Brest
    # A British convoy waits in the North Sea Convoys Box; a German Air Force unit sits in the
    # North Sea On Station Box. Brest is a Western Open Port of the North Sea.
    Given the strategic scenario "s312-atlantic.toml"
    When "british-infantry" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-02
    And step 1 of the move cites STR-3.1.2-04
    And the move is legal, citing STR-3.1.2-12
    And the move costs 4 MP
    And the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    And "british-infantry" is in w3517

  @STR-3.1.2-10 @STR-3.1.2-08 @STR-3.1.2-09 @STR-3.1.2-12 @STR-3.1.2-24
  Scenario: Example: from London through Brest and Gibraltar all the way to Malta
    # A French convoy in the North Atlantic and a British one in the Western Mediterranean take
    # over where the North Sea convoy leaves off. Brest and Gibraltar each serve two zones.
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "french-north-atlantic"
      zone = "north-atlantic"
      kind = "standard"
      nationality = "french"

      [[rules.convoys]]
      id = "british-western-med"
      zone = "western-med"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517, w3520, w3920
    Then the move is legal, citing STR-3.1.2-08
    And step 2 of the move cites STR-3.1.2-09
    And step 3 of the move cites STR-3.1.2-09
    And the move costs 4 MP
    And the unit must stop in w3920 because of STR-3.1.2-08
    And the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    And the convoy "french-north-atlantic" is in the Used Box because of STR-3.1.2-14
    And the convoy "british-western-med" is in the Used Box because of STR-3.1.2-14
    And "british-infantry" is in w3920

  @STR-3.1.2-11 @STR-3.1.2-07
  Scenario: Example: sailing on from Brest to the Africa Box ends the move there
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "french-north-atlantic"
      zone = "north-atlantic"
      kind = "standard"
      nationality = "french"
      """
    When "british-infantry" moves w4014, w3517, africa
    Then the unit must stop in africa because of STR-3.1.2-07
    And the move costs 4 MP
    And "british-infantry" is in africa

  @STR-3.1.2-11 @STR-3.1.2-07 @STR-3.1.2-09
  Scenario: The Africa Box port serves two zones, yet a unit landed there cannot sail on
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "french-north-atlantic"
      zone = "north-atlantic"
      kind = "standard"
      nationality = "french"

      [[rules.convoys]]
      id = "british-western-med"
      zone = "western-med"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517, africa, w3520
    Then the move is refused by STR-3.1.2-07 on entering w3520
    And "british-infantry" can reach africa but must stop there

  @STR-3.1.2-28 @STR-3.1.2-24 @STR-3.1.2-20 @STR-3.1.2-19
  Scenario: Example: Italian convoys carry an Italian unit, a German unit and a Rumanian Exp unit
    Given the strategic scenario "s312-central-med.toml" with:
      """
      [[rules.convoys]]
      id = "italian-1"
      zone = "central-med"
      kind = "standard"
      nationality = "italian"

      [[rules.convoys]]
      id = "italian-2"
      zone = "central-med"
      kind = "standard"
      nationality = "italian"

      [[rules.convoys]]
      id = "italian-3"
      zone = "central-med"
      kind = "standard"
      nationality = "italian"
      """
    When "italian-infantry" moves w4226, w4129
    Then the move is legal, citing STR-3.1.2-02
    When "german-infantry" moves w4226, w4129
    Then the move is legal, citing STR-3.1.2-02
    When "rumanian-exp" moves w4226, w4129
    Then the move is legal, citing STR-3.1.2-20

  @STR-3.1.2-28 @STR-3.1.2-24 @STR-3.1.2-19
  Scenario: Example: an Italian convoy refuses a Rumanian unit without Exp and a Hungarian unit
    Given the strategic scenario "s312-central-med.toml" with:
      """
      [[rules.convoys]]
      id = "italian-1"
      zone = "central-med"
      kind = "standard"
      nationality = "italian"
      """
    When "rumanian-infantry" moves w4226, w4129
    Then the move is refused by STR-3.1.2-24 on entering w4129
    When "hungarian-infantry" moves w4226, w4129
    Then the move is refused by STR-3.1.2-24 on entering w4129

  @STR-3.1.2-29 @STR-3.1.2-27 @STR-3.1.2-20 @STR-3.1.2-19
  Scenario: Example: the US Fleet Train carries no British unit, not even an Exp one
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "us-fleet-train"
      zone = "north-sea"
      kind = "fleet-train"
      nationality = "us"
      """
    When "british-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-27 on entering w3517
    When "british-exp" moves w4014, w3517
    Then the move is refused by STR-3.1.2-27 on entering w3517
    When "us-one-step" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-16

  # --- Who may start a Port-to-Port move, and from where -------------------------------------

  @STR-3.1.2-01
  Scenario: A unit on a friendly Beachhead embarks from it
    # The Beachhead at w3816 lies in the North Sea, facing the coast hex w3916.
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[units]]
      id = "beachhead-infantry"
      side = "western"
      at = "w3816"
      nationality = "british"
      type = "infantry"
      movement = 4

      [[rules.markers]]
      kind = "beachhead"
      side = "western"
      at = "w3816"
      facing = "w3916"
      """
    When "beachhead-infantry" moves w3816, w3517
    Then the move is legal, citing STR-3.1.2-01
    And "beachhead-infantry" is in w3517

  @STR-3.1.2-01
  Scenario: A unit in an Off-Map Box embarks from the box's port
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[units]]
      id = "africa-infantry"
      side = "western"
      at = "africa"
      nationality = "british"
      type = "infantry"
      movement = 4

      [[rules.convoys]]
      id = "british-western-med"
      zone = "western-med"
      kind = "standard"
      nationality = "british"
      """
    When "africa-infantry" moves africa, w3520
    Then the move is legal, citing STR-3.1.2-01
    And "africa-infantry" is in w3520

  @STR-3.1.2-01
  Scenario: A unit in an inland hex has no port to sail from
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[units]]
      id = "inland-infantry"
      side = "western"
      at = "w4013"
      nationality = "british"
      type = "infantry"
      movement = 4
      """
    When "inland-infantry" moves w4013, w3517
    Then the move is refused by STR-3.1.2-01 on entering w3517
    And "inland-infantry" cannot reach w3517

  @STR-3.1.2-01
  Scenario: A unit that walks into London this phase cannot sail from it
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[units]]
      id = "inland-infantry"
      side = "western"
      at = "w4013"
      nationality = "british"
      type = "infantry"
      movement = 4
      """
    When "inland-infantry" moves w4013, w4014, w3517
    Then the move is refused by STR-3.1.4-01 on entering w3517

  # --- The convoy, the destination port ------------------------------------------------------

  @STR-3.1.2-02
  Scenario: With no convoy in the North Sea Convoys Box nobody crosses the North Sea
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-atlantic"
      zone = "north-atlantic"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517
    And "british-infantry" cannot reach w3517

  @STR-3.1.2-02
  Scenario: An enemy convoy in the zone is no use to a British unit
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "german-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "german"
      """
    When "british-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517

  @STR-3.1.2-02 @STR-3.1.2-14
  Scenario: A convoy already in its Used Box carries nobody
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      used = true
      """
    When "british-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517

  @STR-3.1.2-03
  Scenario: A closed port cannot be landed in
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.ports]]
      at = "w4014"
      name = "London"
      zones = ["north-sea"]
      side = "western"

      [[rules.ports]]
      at = "w3517"
      name = "Brest"
      zones = ["north-sea", "north-atlantic"]
      side = "western"
      open = false
      """
    When "british-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-03 on entering w3517
    And "british-infantry" cannot reach w3517

  @STR-3.1.2-03
  Scenario: An enemy-held port cannot be landed in
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.ports]]
      at = "w4014"
      name = "London"
      zones = ["north-sea"]
      side = "western"

      [[rules.ports]]
      at = "w3517"
      name = "Brest"
      zones = ["north-sea", "north-atlantic"]
      side = "axis"
      """
    When "british-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-03 on entering w3517

  @STR-3.1.2-03
  Scenario: A North Sea convoy cannot land a unit in a port of another zone
    Given the strategic scenario "s312-atlantic.toml"
    When "british-infantry" moves w4014, w3520
    Then the move is refused by STR-3.1.2-03 on entering w3520
    And "british-infantry" cannot reach w3520

  @STR-3.1.2-03
  Scenario: A crossing ends in a port, not on an open coast
    Given the strategic scenario "s312-atlantic.toml"
    When "british-infantry" moves w4014, w4016
    Then the move is refused by STR-3.1.2-03 on entering w4016

  @STR-3.1.2-05
  Scenario: A unit may sail from a closed port to an open one
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.ports]]
      at = "w4014"
      name = "London"
      zones = ["north-sea"]
      side = "western"
      open = false

      [[rules.ports]]
      at = "w3517"
      name = "Brest"
      zones = ["north-sea", "north-atlantic"]
      side = "western"
      """
    When "british-infantry" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-05
    And "british-infantry" is in w3517

  @STR-3.1.2-04
  Scenario: The unit is set down in the port without passing through the sea hexes between
    # Every hex between London and Brest is sea, which no ground unit enters Hex-to-Hex.
    Given the strategic scenario "s312-atlantic.toml"
    When "british-infantry" moves w4014, w3914
    Then the move is refused by STR-3.1.1-03 on entering w3914
    When "british-infantry" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-04
    And "british-infantry" is in w3517

  # --- Multi-Zone Open Ports -----------------------------------------------------------------

  @STR-3.1.2-08
  Scenario: From a Multi-Zone Open Port the unit goes on only across another zone
    # Two British convoys wait in the North Sea, yet having crossed it to Brest the unit may not
    # cross it again.
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517, w4014
    Then the move is refused by STR-3.1.2-08 on entering w4014

  @STR-3.1.2-08
  Scenario: Landing in a port of one zone ends the move; landing in a port of two does not
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[units]]
      id = "brest-infantry"
      side = "western"
      at = "w3517"
      nationality = "british"
      type = "infantry"
      movement = 4

      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When "brest-infantry" moves w3517, w4014
    Then the unit must stop in w4014 because of STR-3.1.2-08
    When "british-infantry" moves w4014, w3517
    Then the unit may move on from w3517

  @STR-3.1.2-09 @STR-3.1.2-02
  Scenario: Each leg of a chained crossing needs a convoy of its own
    # No convoy waits in the North Atlantic: the unit gets to Brest but no further.
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "british-western-med"
      zone = "western-med"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517, w3520
    Then the move is refused by STR-3.1.2-02 on entering w3520
    And "british-infantry" can reach w3517 for 4 MP
    And "british-infantry" cannot reach w3520

  @STR-3.1.2-12
  Scenario: A crossing takes the whole allowance of a slow unit too
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[units]]
      id = "slow-infantry"
      side = "western"
      at = "w4014"
      nationality = "british"
      type = "infantry"
      movement = "1 1/2"
      """
    When "slow-infantry" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-12
    And the move costs 1 1/2 MP

  # --- Transport capacity --------------------------------------------------------------------

  @STR-3.1.2-13
  Scenario: An ordinary convoy cannot carry a two-step unit
    Given the strategic scenario "s312-atlantic.toml"
    When "british-two-step" moves w4014, w3517
    Then the move is refused by STR-3.1.2-13 on entering w3517
    And "british-two-step" cannot reach w3517

  @STR-3.1.2-13 @STR-3.1.2-14
  Scenario: Escort and Scratch convoys also carry one one-step unit, then are used
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-escort"
      zone = "north-sea"
      kind = "escort"
      nationality = "british"
      """
    When "british-two-step" moves w4014, w3517
    Then the move is refused by STR-3.1.2-13 on entering w3517
    When "british-infantry" moves w4014, w3517
    Then the convoy "british-escort" is in the Used Box because of STR-3.1.2-14
    When "french-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517

  @STR-3.1.2-17 @STR-3.1.2-18
  Scenario: Two convoys together still cannot carry a two-step unit
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When "british-two-step" moves w4014, w3517
    Then the move is refused by STR-3.1.2-18 on entering w3517

  @STR-3.1.2-17
  Scenario: Two convoys carry two one-step units, one each
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517
    Then the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    And the ledger cites STR-3.1.2-17
    When "french-infantry" moves w4014, w3517
    Then the convoy "second-british-north-sea" is in the Used Box because of STR-3.1.2-14
    When "polish-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517

  @STR-3.1.2-14
  Scenario: A second unit finds the used convoy gone
    Given the strategic scenario "s312-atlantic.toml"
    When "british-infantry" moves w4014, w3517
    Then the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    When "french-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517
    And "french-infantry" cannot reach w3517

  @STR-3.1.2-15 @STR-3.1.2-16 @STR-3.1.2-18 @STR-3.1.2-27
  Scenario: The US Fleet Train carries a three-step US unit, then is used
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "us-fleet-train"
      zone = "north-sea"
      kind = "fleet-train"
      nationality = "us"
      """
    When "us-infantry" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-15
    And the move costs 4 MP
    And the convoy "us-fleet-train" is in the Used Box because of STR-3.1.2-16
    And "us-infantry" is in w3517
    When "us-one-step" moves w4014, w3517
    Then the move is refused by STR-3.1.2-02 on entering w3517

  @STR-3.1.2-15 @STR-3.1.2-16
  Scenario: A US one-step unit takes the ordinary convoy and leaves the Fleet Train for the big one
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "us-fleet-train"
      zone = "north-sea"
      kind = "fleet-train"
      nationality = "us"

      [[rules.convoys]]
      id = "us-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "us"
      """
    When "us-one-step" moves w4014, w3517
    Then the convoy "us-north-sea" is in the Used Box because of STR-3.1.2-14
    When "us-infantry" moves w4014, w3517
    Then the convoy "us-fleet-train" is in the Used Box because of STR-3.1.2-16

  # --- Convoy nationality --------------------------------------------------------------------

  @STR-3.1.2-19 @STR-3.1.2-21
  Scenario: Axis Scratch convoys carry units of any Axis nationality
    Given the strategic scenario "s312-central-med.toml" with:
      """
      [[rules.convoys]]
      id = "axis-scratch-1"
      zone = "central-med"
      kind = "scratch"
      nationality = "axis"

      [[rules.convoys]]
      id = "axis-scratch-2"
      zone = "central-med"
      kind = "scratch"
      nationality = "axis"

      [[rules.convoys]]
      id = "axis-scratch-3"
      zone = "central-med"
      kind = "scratch"
      nationality = "axis"
      """
    When "hungarian-infantry" moves w4226, w4129
    Then the convoy "axis-scratch-1" is in the Used Box because of STR-3.1.2-14
    And the ledger cites STR-3.1.2-19
    And the ledger cites STR-3.1.2-21
    When "finnish-infantry" moves w4226, w4129
    Then the convoy "axis-scratch-2" is in the Used Box because of STR-3.1.2-14
    When "rumanian-infantry" moves w4226, w4129
    Then the convoy "axis-scratch-3" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.2-19 @STR-3.1.2-22
  Scenario: British and US convoys carry any Western unit
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "us-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "us"
      """
    When "french-infantry" moves w4014, w3517
    Then the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    And the ledger cites STR-3.1.2-22
    When "belgian-infantry" moves w4014, w3517
    Then the convoy "us-north-sea" is in the Used Box because of STR-3.1.2-14
    And the ledger cites STR-3.1.2-22

  @STR-3.1.2-19 @STR-3.1.2-23 @STR-3.1.2-20
  Scenario: A German convoy carries German units only, and friendly Exp units
    Given the strategic scenario "s312-central-med.toml" with:
      """
      [[rules.convoys]]
      id = "german-1"
      zone = "central-med"
      kind = "standard"
      nationality = "german"

      [[rules.convoys]]
      id = "german-2"
      zone = "central-med"
      kind = "standard"
      nationality = "german"
      """
    When "italian-infantry" moves w4226, w4129
    Then the move is refused by STR-3.1.2-23 on entering w4129
    When "rumanian-infantry" moves w4226, w4129
    Then the move is refused by STR-3.1.2-23 on entering w4129
    When "german-infantry" moves w4226, w4129
    Then the convoy "german-1" is in the Used Box because of STR-3.1.2-14
    When "rumanian-exp" moves w4226, w4129
    Then the move is legal, citing STR-3.1.2-20

  @STR-3.1.2-19 @STR-3.1.2-24
  Scenario: A Minor Country convoy carries its own units and friendly Major Country units
    # The French convoys in the North Sea take a French, a British and a US unit, but not a
    # Belgian one.
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "french-1"
      zone = "north-sea"
      kind = "standard"
      nationality = "french"

      [[rules.convoys]]
      id = "french-2"
      zone = "north-sea"
      kind = "standard"
      nationality = "french"

      [[rules.convoys]]
      id = "french-3"
      zone = "north-sea"
      kind = "standard"
      nationality = "french"

      [[rules.convoys]]
      id = "french-4"
      zone = "north-sea"
      kind = "standard"
      nationality = "french"
      """
    When "belgian-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-24 on entering w3517
    When "french-infantry" moves w4014, w3517
    Then the convoy "french-1" is in the Used Box because of STR-3.1.2-14
    When "british-infantry" moves w4014, w3517
    Then the convoy "french-2" is in the Used Box because of STR-3.1.2-14
    When "us-one-step" moves w4014, w3517
    Then the convoy "french-3" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.2-20 @STR-3.1.2-24
  Scenario: Any troop convoy carries a friendly Exp unit, whatever its nationality
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "french-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "french"
      """
    When "belgian-exp" moves w4014, w3517
    Then the move is legal, citing STR-3.1.2-20
    And the convoy "french-north-sea" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.2-19 @STR-3.1.2-25 @STR-3.1.2-20
  Scenario: A Russian convoy carries Russian units only, and friendly Exp units
    Given the strategic scenario "s312-black-sea.toml" with:
      """
      [[rules.convoys]]
      id = "russian-1"
      zone = "black-sea"
      kind = "standard"
      nationality = "russian"

      [[rules.convoys]]
      id = "russian-2"
      zone = "black-sea"
      kind = "standard"
      nationality = "russian"
      """
    When "mongolian-cavalry" moves e2412, e2715
    Then the move is refused by STR-3.1.2-25 on entering e2715
    When "russian-infantry" moves e2412, e2715
    Then the convoy "russian-1" is in the Used Box because of STR-3.1.2-14
    When "mongolian-exp" moves e2412, e2715
    Then the move is legal, citing STR-3.1.2-20

  @STR-3.1.2-19 @STR-3.1.2-26
  Scenario: Soviet Scratch convoys carry any Soviet unit
    Given the strategic scenario "s312-black-sea.toml" with:
      """
      [[rules.convoys]]
      id = "soviet-scratch-1"
      zone = "black-sea"
      kind = "scratch"
      nationality = "soviet"

      [[rules.convoys]]
      id = "soviet-scratch-2"
      zone = "black-sea"
      kind = "scratch"
      nationality = "soviet"
      """
    When "mongolian-cavalry" moves e2412, e2715
    Then the convoy "soviet-scratch-1" is in the Used Box because of STR-3.1.2-14
    And the ledger cites STR-3.1.2-26
    When "russian-infantry" moves e2412, e2715
    Then the convoy "soviet-scratch-2" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.2-19 @STR-3.1.2-27
  Scenario: The US Fleet Train carries no Polish or French unit
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "us-fleet-train"
      zone = "north-sea"
      kind = "fleet-train"
      nationality = "us"
      """
    When "polish-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-27 on entering w3517
    When "french-infantry" moves w4014, w3517
    Then the move is refused by STR-3.1.2-27 on entering w3517

  # --- Canals: Kiel ---------------------------------------------------------------------------

  @STR-3.1.2-30 @STR-3.1.2-32 @STR-3.1.2-33 @STR-3.1.2-34
  Scenario: A German unit goes through the Kiel Canal from w4023 to w3922 without a convoy
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [rules]
      convoys = []
      """
    When "german-infantry" moves w4023, w3922
    Then the move is legal, citing STR-3.1.2-33
    And step 1 of the move cites STR-3.1.2-34
    And step 1 of the move cites STR-3.1.2-30
    And the move costs 3 MP
    And "german-infantry" is in w3922

  @STR-3.1.2-30 @STR-3.1.2-34
  Scenario: The Kiel Canal works from w3922 to w4023 too
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [[units]]
      id = "brunsbuettel-infantry"
      side = "axis"
      at = "w3922"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    When "brunsbuettel-infantry" moves w3922, w4023
    Then the move is legal, citing STR-3.1.2-34
    And "brunsbuettel-infantry" is in w4023

  @STR-3.1.2-32
  Scenario: The Kiel Canal is shut when its far port is closed
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [[rules.ports]]
      at = "w3922"
      name = "Brunsbuettel"
      zones = ["north-sea"]
      side = "axis"
      open = false

      [[rules.ports]]
      at = "w4023"
      name = "Kiel"
      zones = ["baltic"]
      side = "axis"
      """
    When "german-infantry" moves w4023, w3922
    Then the move is refused by STR-3.1.2-32 on entering w3922
    And "german-infantry" cannot reach w3922

  @STR-3.1.2-32
  Scenario: The Kiel Canal is shut when the port the unit starts in is closed
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [[rules.ports]]
      at = "w3922"
      name = "Brunsbuettel"
      zones = ["north-sea"]
      side = "axis"

      [[rules.ports]]
      at = "w4023"
      name = "Kiel"
      zones = ["baltic"]
      side = "axis"
      open = false
      """
    When "german-infantry" moves w4023, w3922
    Then the move is refused by STR-3.1.2-32 on entering w3922

  @STR-3.1.2-32
  Scenario: The Kiel Canal is shut when the enemy holds one of its ports
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [[rules.ports]]
      at = "w3922"
      name = "Brunsbuettel"
      zones = ["north-sea"]
      side = "western"

      [[rules.ports]]
      at = "w4023"
      name = "Kiel"
      zones = ["baltic"]
      side = "axis"
      """
    When "german-infantry" moves w4023, w3922
    Then the move is refused by STR-3.1.2-32 on entering w3922

  @STR-3.1.2-35
  Scenario: A three-step panzer unit cannot use the Kiel Canal
    Given the strategic scenario "s312-kiel.toml"
    When "german-panzer" moves w4023, w3922
    Then the move is refused by STR-3.1.2-35 on entering w3922
    And "german-panzer" cannot reach w3922

  @STR-3.1.2-36
  Scenario: The Kiel Canal takes one unit per phase
    Given the strategic scenario "s312-kiel.toml"
    When "german-infantry" moves w4023, w3922
    Then the move is legal, citing STR-3.1.2-34
    When "second-german-infantry" moves w4023, w3922
    Then the move is refused by STR-3.1.2-36 on entering w3922
    And "second-german-infantry" cannot reach w3922
    Given it is the Reserve Movement Phase
    When "second-german-infantry" moves w4023, w3922
    Then the move is legal, citing STR-3.1.2-34

  @STR-3.1.2-37 @STR-3.1.2-09
  Scenario: From Koenigsberg across the Baltic, through the Kiel Canal and across the North Sea
    Given the strategic scenario "s312-kiel.toml"
    When "koenigsberg-infantry" moves w4322, w4023, w3922, w3821
    Then the move is legal, citing STR-3.1.2-37
    And step 2 of the move cites STR-3.1.2-34
    And step 3 of the move cites STR-3.1.2-09
    And the move costs 3 MP
    And the unit must stop in w3821 because of STR-3.1.2-08
    And the convoy "german-baltic" is in the Used Box because of STR-3.1.2-14
    And the convoy "german-north-sea" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.2-38
  Scenario: Kiel is a Baltic port only: the North Sea is reached from it through the canal
    Given the strategic scenario "s312-kiel.toml"
    When "german-infantry" moves w4023, w3821
    Then the move is refused by STR-3.1.2-38 on entering w3821
    When "german-infantry" moves w4023, w3922, w3821
    Then the move is legal, citing STR-3.1.2-37

  @STR-3.1.2-38
  Scenario: A unit landed in Kiel from the Baltic goes on only through the canal
    Given the strategic scenario "s312-kiel.toml" with:
      """
      [[rules.convoys]]
      id = "german-baltic"
      zone = "baltic"
      kind = "standard"
      nationality = "german"

      [[rules.convoys]]
      id = "second-german-baltic"
      zone = "baltic"
      kind = "standard"
      nationality = "german"
      """
    When "koenigsberg-infantry" moves w4322, w4023, w4322
    Then the move is refused by STR-3.1.2-38 on entering w4322
    When "koenigsberg-infantry" moves w4322, w4023, w3922
    Then the move is legal, citing STR-3.1.2-37

  # --- Canals: Suez --------------------------------------------------------------------------

  @STR-3.1.2-31 @STR-3.1.2-33 @STR-3.1.2-34
  Scenario: A British unit goes through the Suez Canal from e1213 to e1312
    Given the strategic scenario "s312-suez.toml" with:
      """
      [rules]
      convoys = []
      """
    When "port-said-infantry" moves e1213, e1312
    Then the move is legal, citing STR-3.1.2-34
    And the ledger cites STR-3.1.2-31
    And the move costs 4 MP
    And "port-said-infantry" is in e1312

  @STR-3.1.2-31 @STR-3.1.2-36
  Scenario: The Suez Canal takes one unit per phase
    Given the strategic scenario "s312-suez.toml"
    When "port-said-infantry" moves e1213, e1312
    Then the move is legal, citing STR-3.1.2-34
    When "second-port-said-infantry" moves e1213, e1312
    Then the move is refused by STR-3.1.2-36 on entering e1312

  @STR-3.1.2-37 @STR-3.1.2-31
  Scenario: From Alexandria across the Eastern Mediterranean, through Suez and down the Red Sea
    Given the strategic scenario "s312-suez.toml"
    When "british-infantry" moves e0912, e1213, e1312, e1415
    Then the move is legal, citing STR-3.1.2-37
    And step 2 of the move cites STR-3.1.2-34
    And step 3 of the move cites STR-3.1.2-02
    And the move costs 4 MP
    And the unit must stop in e1415 because of STR-3.1.2-08
    And "british-infantry" is in e1415

  @STR-3.1.2-37
  Scenario: Through the Suez Canal first, then across the Red Sea
    Given the strategic scenario "s312-suez.toml"
    When "port-said-infantry" moves e1213, e1312, e1415
    Then the move is legal, citing STR-3.1.2-34
    And step 2 of the move cites STR-3.1.2-02
    And the move costs 4 MP
    And the convoy "british-red-sea" is in the Used Box because of STR-3.1.2-14

  @STR-3.1.2-38
  Scenario: Port Said is no Red Sea port: a Red Sea convoy cannot lift a unit from it
    Given the strategic scenario "s312-suez.toml"
    When "port-said-infantry" moves e1213, e1415
    Then the move is refused by STR-3.1.2-38 on entering e1415

  # --- The convoys an order names (scenarios/strategic/s312-atlantic.toml) --------------------

  @STR-3.1.2-14
  Scenario: The Used Box step reads the last order, whichever step gave it
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517
    Then the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    When "french-infantry" takes the "second-british-north-sea" convoy along w4014, w3517
    Then the move is legal, citing STR-3.1.2-14
    And the convoy "second-british-north-sea" is in the Used Box because of STR-3.1.2-14
    When this order is played:
      """
      unit = "polish-infantry"
      path = ["w4014", "w3517"]
      convoys = ["second-british-north-sea"]
      """
    Then the move is refused by STR-3.1.2-14 on entering w3517

  @STR-3.1.2-14
  Scenario: Two convoys named for one crossing are bad input when the move is legal
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When this order is played:
      """
      unit = "british-infantry"
      path = ["w4014", "w3517"]
      convoys = ["british-north-sea", "second-british-north-sea"]
      """
    Then the order is rejected with a message containing "convoys[1]"
    And the order is rejected with a message containing "the path crosses 1 naval zone by convoy"
    And "british-infantry" is in w4014

  @STR-3.1.2-14
  Scenario: Two convoys named for one crossing are bad input when the move is refused too
    Given the strategic scenario "s312-atlantic.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "second-british-north-sea"
      zone = "north-sea"
      kind = "standard"
      nationality = "british"
      """
    When "british-infantry" moves w4014, w3517
    Then the convoy "british-north-sea" is in the Used Box because of STR-3.1.2-14
    When this order is played:
      """
      unit = "french-infantry"
      path = ["w4014", "w3517"]
      convoys = ["british-north-sea", "second-british-north-sea"]
      """
    Then the order is rejected with a message containing "convoys[1]"
    And the order is rejected with a message containing "the path crosses 1 naval zone by convoy"
    When this order is played:
      """
      unit = "french-infantry"
      path = ["w4014", "w3517"]
      convoys = ["british-north-sea"]
      """
    Then the move is refused by STR-3.1.2-14 on entering w3517
