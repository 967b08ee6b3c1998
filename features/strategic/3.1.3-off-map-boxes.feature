@strategic
Feature: 3.1.3 Off-Map Box to Off-Map Box movement
  An Allied ground unit may be picked up from one Off-Map Box and set down in another box the map
  shows next to it. The move takes the unit's whole Movement Allowance and it stops in the box it
  enters. Any number of units may do so in a phase; units may enter a box that others leave in
  the same phase, and a box may be used by Port-to-Port and by box-to-box moves in one phase.

  The boxes are invented: the Middle East Box is shown next to the Africa Box and the Persia Box;
  the Africa and Persia Boxes are not next to each other. The Africa Box has a port on the North
  Atlantic and the Western Mediterranean (see s312-atlantic.toml), so Port-to-Port moves may
  start or end there too.

  Reading taken here: "Allied" means the Western and the Soviet factions (rules data
  `factions.<name>.allied`); an Axis unit never moves from box to box.

  Background:
    Given the strategic scenario "s313-boxes.toml"

  @STR-3.1.3-01 @STR-3.1.3-02 @STR-3.1.3-03
  Scenario: British infantry moves from the Africa Box into the Middle East Box and stops there
    When "africa-1" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-03
    And the move costs 4 MP
    And the unit must stop in middle-east because of STR-3.1.3-02
    And "africa-1" is in middle-east

  @STR-3.1.3-01
  Scenario: Box-to-box moves go both ways between boxes shown next to each other
    # Only the Middle East Box lists its neighbours; the Africa Box is next to it all the same.
    When "middle-east-1" moves middle-east, africa
    Then the move is legal, citing STR-3.1.3-03
    And "middle-east-1" is in africa

  @STR-3.1.3-01
  Scenario: Boxes the map does not show next to each other are not joined
    When "africa-1" moves africa, persia
    Then the move is refused by STR-3.1.3-01 on entering persia
    And "africa-1" cannot reach persia

  @STR-3.1.3-01
  Scenario: A Soviet unit may move from box to box
    Given the strategic scenario "s313-boxes.toml" with:
      """
      [[units]]
      id = "russian-infantry"
      side = "soviet"
      at = "persia"
      nationality = "russian"
      type = "infantry"
      movement = 3

      [rules]
      side = "soviet"
      """
    When "russian-infantry" moves persia, middle-east
    Then the move is legal, citing STR-3.1.3-03
    And the unit must stop in middle-east because of STR-3.1.3-02

  @STR-3.1.3-01
  Scenario: An Axis unit may not move from box to box
    Given the strategic scenario "s313-boxes.toml" with:
      """
      [[units]]
      id = "german-infantry"
      side = "axis"
      at = "persia"
      nationality = "german"
      type = "infantry"
      movement = 3

      [rules]
      side = "axis"
      """
    When "german-infantry" moves persia, middle-east
    Then the move is refused by STR-3.1.3-01 on entering middle-east
    And "german-infantry" cannot reach middle-east

  @STR-3.1.3-02
  Scenario: A unit that entered a box from another cannot go on to a third
    When "africa-1" moves africa, middle-east, persia
    Then the move is refused by STR-3.1.3-02 on entering persia
    And "africa-1" can reach middle-east but must stop there

  @STR-3.1.3-02
  Scenario: A unit that entered a box from another cannot sail on from the box's port
    Given the strategic scenario "s313-boxes.toml" with:
      """
      [[rules.convoys]]
      id = "british-north-atlantic"
      zone = "north-atlantic"
      kind = "standard"
      nationality = "british"
      """
    When "middle-east-1" moves middle-east, africa, w3517
    Then the move is refused by STR-3.1.3-02 on entering w3517

  @STR-3.1.3-03
  Scenario: A box-to-box move takes the whole allowance, however large
    When "africa-2" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-03
    And the move costs 6 MP
    And "africa-2" is in middle-east

  @STR-3.1.3-04
  Scenario: Every unit in the Africa Box may move to the Middle East Box in the same phase
    When "africa-1" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-03
    When "africa-2" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-03
    And the ledger cites STR-3.1.3-04
    When "africa-3" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-04
    And "africa-1" is in middle-east
    And "africa-2" is in middle-east
    And "africa-3" is in middle-east

  @STR-3.1.3-05
  Scenario: Units enter a box in the same phase that others leave it
    # One unit leaves the Middle East Box for Persia; then another enters it from Africa.
    When "middle-east-1" moves middle-east, persia
    Then the move is legal, citing STR-3.1.3-03
    When "africa-1" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-03
    And "middle-east-1" is in persia
    And "africa-1" is in middle-east

  @STR-3.1.3-05
  Scenario: Units leave a box in the same phase that others enter it
    # One unit enters the Middle East Box from Africa; then the one already there leaves.
    When "africa-1" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-03
    When "middle-east-1" moves middle-east, africa
    Then the move is legal, citing STR-3.1.3-05
    And "middle-east-1" is in africa
    And "africa-1" is in middle-east

  @STR-3.1.3-06 @STR-3.1.2-07
  Scenario: The Africa Box is used by Port-to-Port and box-to-box moves in one phase
    # A convoy lands a unit from Brest in the Africa Box; a unit from the Africa Box sails to
    # Gibraltar; units move from the Africa Box to the Middle East Box and back.
    Given the strategic scenario "s313-boxes.toml" with:
      """
      [[units]]
      id = "brest-infantry"
      side = "western"
      at = "w3517"
      nationality = "british"
      type = "infantry"
      movement = 4

      [[rules.convoys]]
      id = "british-north-atlantic"
      zone = "north-atlantic"
      kind = "standard"
      nationality = "british"

      [[rules.convoys]]
      id = "british-western-med"
      zone = "western-med"
      kind = "standard"
      nationality = "british"
      """
    When "brest-infantry" moves w3517, africa
    Then the unit must stop in africa because of STR-3.1.2-07
    When "africa-3" moves africa, w3520
    Then the move is legal, citing STR-3.1.2-02
    When "africa-1" moves africa, middle-east
    Then the move is legal, citing STR-3.1.3-06
    When "middle-east-1" moves middle-east, africa
    Then the move is legal, citing STR-3.1.3-03
    And "brest-infantry" is in africa
    And "africa-3" is in w3520
    And "africa-1" is in middle-east
    And "middle-east-1" is in africa
