@civil-war
Feature: Civil War river mouths at a hex corner
  A vessel moves at sea from hex to hex and on a river from hexside to hexside; where a river
  meets the sea it passes from the one to the other. A river hexside joins the sea hexes it
  borders. Often a river's last hexside runs between two land hexes and reaches the coast only
  at its end, a hex corner: the third hex at that corner is the coastal hex the river flows into,
  and the river hexside joins that hex as well. A sea hex that touches the river anywhere else
  (a side of one of the river's banks, say) is no mouth.

  The text gives no hex ids: cw-water-mouth.toml is an all-sea row 01 and a coastal row 02 above
  land, with a river whose last hexside, 0503/0603, runs between the land hexes 0503 and 0603 and
  ends at the corner they share with the coastal hex 0502. Upstream it runs 0503/0604, 0504/0604
  (both tidal up to there), 0504/0605 and 0505/0605. The coastal hex 0602 borders 0603 but not
  the river's end.

  Readings taken here (this feature's own):
  - The corner joins only where the river ends: a river that goes on along a side of the coastal
    hex (cw-water-river.toml, whose river leaves the coast along 0502/0603) reaches the sea by
    that side and nowhere else, so the hexside before it does not join the sea at the corner.
  - Entering the sea hex from the mouth costs what any sea hex costs (1 MP, ACW-WATER-05);
    moving onto the mouth's hexside from the sea costs what any river hexside costs (1 MP,
    ACW-WATER-06).

  # --- Through the mouth ---------------------------------------------------------------------

  @ACW-WATER-06 @ACW-WATER-13 @ACW-WATER-14
  Scenario: A river gunboat sails from the coastal hex 0502 into the river's mouth and up it
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0502"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0502, 0503/0603, 0503/0604, 0504/0604
    Then the move is legal, citing ACW-WATER-13
    And step 1 of the move cites ACW-WATER-06
    And the move costs 3 MP
    And "gunboat" is in 0504/0604

  @ACW-WATER-05 @ACW-WATER-06 @ACW-WATER-14
  Scenario: A river transport comes down the river and out through the mouth to sea
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "boats"
      side = "union"
      at = "0504"
      river_side = "0604"
      type = "river-transport"
      movement = 40
      """
    When "boats" sails 0504/0604, 0503/0604, 0503/0603, 0502, 0402
    Then the move is legal, citing ACW-WATER-14
    And step 3 of the move cites ACW-WATER-05
    And the move costs 4 MP
    And "boats" is in 0402

  @ACW-WATER-06
  Scenario Outline: From <start>, <place> is <cost> MP away by water
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "<start>"
      type = "river-gunboat"
      movement = 40
      """
    Then "gunboat" can reach <place> by water for <cost> MP

    Examples:
      | start | place     | cost |
      | 0502  | 0503/0603 | 1    |
      | 0402  | 0503/0603 | 2    |
      | 0602  | 0503/0603 | 2    |
      | 0602  | 0505/0605 | 6    |

  @ACW-WATER-15 @ACW-WATER-16
  Scenario: A naval gunboat comes in from the open sea through the mouth, up the tidal hexsides only
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "sloop"
      side = "union"
      at = "0501"
      type = "naval-gunboat"
      movement = 40
      """
    Then "sloop" cannot reach 0504/0604 by water
    When "sloop" sails 0501, 0502, 0503/0603, 0503/0604
    Then the move is legal, citing ACW-WATER-15
    And the move costs 3 MP

  @ACW-WATER-16
  Scenario: Above the tidal hexsides the naval gunboat may go no further
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "sloop"
      side = "union"
      at = "0501"
      type = "naval-gunboat"
      movement = 40
      """
    When "sloop" sails 0501, 0502, 0503/0603, 0503/0604, 0504/0604
    Then the move is refused by ACW-WATER-16 on entering 0504/0604

  # --- Where there is no mouth ---------------------------------------------------------------

  @ACW-WATER-06
  Scenario: The coastal hex 0602 borders the river's bank 0603, not the river's end: no way in from there
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0602"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0602, 0503/0603
    Then the move is refused by ACW-WATER-06 on entering 0503/0603

  @ACW-WATER-06
  Scenario: Upstream of the mouth the river touches no sea: a vessel on 0503/0604 cannot put to sea
    Given the Civil War scenario "cw-water-mouth.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0503"
      river_side = "0604"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0503/0604, 0502
    Then the move is refused by ACW-WATER-06 on entering 0502

  @ACW-WATER-06
  Scenario: A river that goes on along the coastal hex's side joins the sea there only, not at the corner before
    # On cw-water-river.toml the river leaves the coastal hex 0502 along 0502/0603; its next
    # hexside, 0503/0603, ends at the corner of 0502 too, but the river goes on from there.
    Given the Civil War scenario "cw-water-river.toml" with:
      """
      [[units]]
      id = "gunboat"
      side = "union"
      at = "0502"
      type = "river-gunboat"
      movement = 40
      """
    When "gunboat" sails 0502, 0503/0603
    Then the move is refused by ACW-WATER-06 on entering 0503/0603
    And "gunboat" can reach 0503/0603 by water for 2 MP
