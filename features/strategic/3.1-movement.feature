@strategic
Feature: 3.1 Movement: one unit at a time, and stopping in enemy zones of control
  Units are ordered one by one, and each finishes its move before the next one starts. Moving
  into a hex in an enemy zone of control (EZOC) ends a unit's move there, unless a friendly
  unit or a friendly Airdrop marker already stands in that hex, or the unit is overrunning the
  enemy unit whose zone it is. The other friendly markers (Detachment, Logistics, Partisan Base)
  do not help. A unit that begins the phase in an EZOC may walk out of it, and may step from one
  EZOC hex straight into another (where it stops). Whoever is not moving is the enemy, the other
  Allied faction included (reading 13); only a friendly Airdrop marker negates EZOC (reading 1).

  The board (s31-ezoc.toml): clear hexes; a German infantry corps in e3806 projects EZOC into
  e3805, e3807, e3705, e3706, e3905 and e3906. A Soviet rifle corps (MA 5) in e3709 can walk
  e3708, e3707 (both free of EZOC) and then into e3706, inside the German zone. It is the Soviet
  Operational Movement Phase.

  Background:
    Given the strategic scenario "s31-ezoc.toml"

  # --- One at a time ---------------------------------------------------------------------------

  @STR-3.1-01
  Scenario: Two units in one hex may not be moved together as a stack
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3709"
      nationality = "russian"
      type = "infantry"
      movement = 5
      """
    When "rifle" and "rifle-b" move together e3709, e3708
    Then the move is refused by STR-3.1-01 before the unit moves

  @STR-3.1-01
  Scenario: The same two units may each make the same move on its own
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3709"
      nationality = "russian"
      type = "infantry"
      movement = 5
      """
    When "rifle" moves e3709, e3708
    Then the move is legal
    When "rifle-b" moves e3709, e3708
    Then the move is legal
    And "rifle" is in e3708
    And "rifle-b" is in e3708

  @STR-3.1-02
  Scenario: Once another unit has moved, the first one may not take up its move again
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3709"
      nationality = "russian"
      type = "infantry"
      movement = 5
      """
    When "rifle" moves e3709, e3708
    Then the move is legal
    And the move costs 1 MP
    When "rifle-b" moves e3709, e3710
    Then the move is legal
    When "rifle" moves e3708, e3707
    Then the move is refused by STR-3.1-02 before the unit moves
    And "rifle" is in e3708

  # The text forbids taking a move up again only once another unit has begun moving: until then
  # a second order for the same unit goes on with the same move, from the state it stands in and
  # with the MP it has left (its cost adds to what it spent).
  @STR-3.1-02 @STR-3.1.1-04
  Scenario: With no other unit moved since, the rifle corps takes up its move again with the MP it has left
    When "rifle" moves e3709, e3609
    Then the move is legal
    And the move costs 1 MP
    When "rifle" moves e3609, e3509, e3409
    Then the move is legal, citing STR-3.1-02
    And the move costs 2 MP
    And the ledger cites STR-3.1-02 saying "it takes up its move again, 1 MP spent, 4 MP left"
    And "rifle" is in e3409
    And "rifle" can reach e3307 for 2 MP
    And "rifle" cannot reach e3306
    When "rifle" moves e3409, e3308, e3307, e3306
    Then the move is refused by STR-3.1.1-04 on entering e3306
    And "rifle" is in e3409
    When "rifle" moves e3409, e3308, e3307
    Then the move is legal, citing STR-3.1-02
    And the ledger cites STR-3.1-02 saying "3 MP spent, 2 MP left"
    When "rifle" moves e3307, e3306
    Then the move is refused by STR-3.1.1-04 on entering e3306
    And "rifle" is in e3307

  @STR-3.1-02
  Scenario: A refused order for another unit is no move begun: the first unit may still go on
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3709"
      nationality = "russian"
      type = "infantry"
      movement = 5
      """
    When "rifle" moves e3709, e3708
    Then the move is legal
    When "rifle-b" moves e3709, e3809, e3806
    Then the move is refused by STR-3.1.1-01 on entering e3806
    When "rifle" moves e3708, e3707
    Then the move is legal, citing STR-3.1-02
    And "rifle" is in e3707

  @STR-3.1-02 @STR-3.1-03
  Scenario: A unit that a rule stopped may not take its move up again, though no other unit has moved
    When "rifle" moves e3709, e3708, e3707, e3706
    Then the move is legal
    And the unit must stop in e3706 because of STR-3.1-03
    When "rifle" moves e3706, e3606
    Then the move is refused by STR-3.1-03 before the unit moves
    And "rifle" is in e3706
    And "rifle" cannot move at all because of STR-3.1-03

  @STR-3.1-02
  Scenario: A saved game remembers the last unit to begin moving and the MP it has spent
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3608"
      nationality = "russian"
      type = "infantry"
      movement = 5
      moved = "hex-to-hex"

      [rules]
      last_move = { unit = "rifle-b", spent = 4, state = "hex-to-hex" }
      """
    Then "rifle-b" can reach e3508 for 1 MP
    When "rifle-b" moves e3608, e3508, e3408
    Then the move is refused by STR-3.1.1-04 on entering e3408
    When "rifle-b" moves e3608, e3508
    Then the move is legal, citing STR-3.1-02
    And the move costs 1 MP

  @STR-3.1-02 @STR-3.1-03
  Scenario: A saved game remembers the stop a rule imposed on the last unit to begin moving
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3706"
      nationality = "russian"
      type = "infantry"
      movement = 5
      moved = "hex-to-hex"

      [rules]
      last_move = { unit = "rifle-b", spent = 3, state = "hex-to-hex", stop = "STR-3.1-03" }
      """
    When "rifle-b" moves e3706, e3606
    Then the move is refused by STR-3.1-03 before the unit moves

  @STR-3.1-02
  Scenario: In a saved game, a unit that moved before the last one to begin moving may not go on
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "rifle-b"
      side = "soviet"
      at = "e3608"
      nationality = "russian"
      type = "infantry"
      movement = 5
      moved = "hex-to-hex"

      [[units]]
      id = "rifle-c"
      side = "soviet"
      at = "e3409"
      nationality = "russian"
      type = "infantry"
      movement = 5
      moved = "hex-to-hex"

      [rules]
      last_move = { unit = "rifle-c", spent = 1, state = "hex-to-hex" }
      """
    When "rifle-b" moves e3608, e3508
    Then the move is refused by STR-3.1-02 before the unit moves
    When "rifle-c" moves e3409, e3309
    Then the move is legal, citing STR-3.1-02

  # --- Stopping in an EZOC ------------------------------------------------------------------------

  @STR-3.1-03 @STR-3.1-09
  Scenario: Entering a hex in the German zone ends the move there
    When "rifle" moves e3709, e3708, e3707, e3706
    Then the move is legal
    And the move costs 3 MP
    And the unit must stop in e3706 because of STR-3.1-03

  # The same stop written without its clause, for an editor who cannot tell which of the
  # clauses that stop a unit the engine will cite.
  @STR-3.1-03
  Scenario: Entering a hex in the German zone ends the move there, the clause left unnamed
    When "rifle" moves e3709, e3708, e3707, e3706
    Then "rifle" must stop in e3706

  @STR-3.1-03
  Scenario: A unit that has entered an EZOC hex may not take another step, whatever MA it has left
    When "rifle" moves e3709, e3708, e3707, e3706, e3606
    Then the move is refused by STR-3.1-03 on entering e3606
    And the move costs 3 MP
    And "rifle" can reach e3706 but must stop there

  @STR-3.1-03
  Scenario: Going round the zone, the rifle corps is free to move on
    When "rifle" moves e3709, e3708, e3707, e3607, e3606
    Then the move is legal
    And the move costs 4 MP
    And the unit may move on from e3606

  # --- What negates an EZOC -------------------------------------------------------------------

  @STR-3.1-04
  Scenario: A friendly unit in the EZOC hex lets the rifle corps walk through
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "outpost"
      side = "soviet"
      at = "e3706"
      nationality = "russian"
      type = "infantry"
      movement = 3
      """
    When "rifle" moves e3709, e3708, e3707, e3706, e3606
    Then the move is legal, citing STR-3.1-04
    And step 3 of the move cites STR-3.1-04
    And the move costs 4 MP
    And the unit may move on from e3606

  @STR-3.1-04
  Scenario: A friendly unit negates the zones of every enemy unit reaching its hex, but only in its hex
    # A second German corps in e3705 also projects EZOC into e3706 (and into e3606).
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "outpost"
      side = "soviet"
      at = "e3706"
      nationality = "russian"
      type = "infantry"
      movement = 3

      [[units]]
      id = "german-b"
      side = "axis"
      at = "e3705"
      nationality = "german"
      type = "infantry"
      movement = 3
      """
    When "rifle" moves e3709, e3708, e3707, e3706, e3607
    Then the move is legal, citing STR-3.1-04
    And the unit may move on from e3607
    When "outpost" moves e3706, e3606
    Then the move is legal, citing STR-3.1-08
    And the unit must stop in e3606 because of STR-3.1-03

  @STR-3.1-04
  Scenario: Beyond the friendly unit's hex the German zone stops the rifle corps again
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "outpost"
      side = "soviet"
      at = "e3706"
      nationality = "russian"
      type = "infantry"
      movement = 3
      """
    When "rifle" moves e3709, e3708, e3707, e3706, e3705
    Then the move is legal, citing STR-3.1-04
    And the unit must stop in e3705 because of STR-3.1-03

  @STR-3.1-05
  Scenario: A friendly Airdrop marker in the EZOC hex lets the rifle corps walk through
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[rules.markers]]
      kind = "airdrop"
      side = "soviet"
      at = "e3706"
      """
    When "rifle" moves e3709, e3708, e3707, e3706, e3606
    Then the move is legal, citing STR-3.1-05
    And step 3 of the move cites STR-3.1-05
    And the unit may move on from e3606

  @STR-3.1-05 @STR-3.1-03
  Scenario: An enemy Airdrop marker in the EZOC hex does not help the rifle corps
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[rules.markers]]
      kind = "airdrop"
      side = "axis"
      at = "e3706"
      """
    When "rifle" moves e3709, e3708, e3707, e3706
    Then the unit must stop in e3706 because of STR-3.1-03

  @STR-3.1-06
  Scenario: Armor overrunning the German corps ignores that corps' zone on the way in and beyond
    # A two-step Soviet tank corps may overrun the lone one-step German corps in clear terrain.
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "tank"
      side = "soviet"
      at = "e3808"
      nationality = "russian"
      type = "armor"
      steps = 2
      movement = 6
      """
    When "tank" moves e3808, e3807, e3806, e3805, e3804
    Then the move is legal, citing STR-3.1-06
    And step 1 of the move cites STR-3.2-08
    And the move costs 4 MP
    And the unit may move on from e3804
    And "german-inf" is eliminated to its Force Pool because of STR-3.2-12

  @STR-3.1-06 @STR-3.1-03
  Scenario: A unit that cannot overrun stops at the edge of the same zone
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "cavalry"
      side = "soviet"
      at = "e3808"
      nationality = "russian"
      type = "cavalry"
      steps = 2
      movement = 6
      """
    When "cavalry" moves e3808, e3807, e3806
    Then the move is refused by STR-3.1-03 on entering e3806

  @STR-3.1-07 @STR-3.1-03
  Scenario Outline: A friendly <marker> marker does not negate the EZOC in its hex
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[rules.markers]]
      kind = "<kind>"
      side = "soviet"
      at = "e3706"
      """
    When "rifle" moves e3709, e3708, e3707, e3706
    Then the unit must stop in e3706 because of STR-3.1-03
    And step 3 of the move cites STR-3.1-07

    Examples:
      | marker       | kind          |
      | Detachment   | detachment    |
      | Logistics    | logistics     |
      | Partisan Base | partisan-base |

  @STR-3.1-07 @STR-3.1-03
  Scenario: Walking on past a Logistics marker in an EZOC hex is refused
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[rules.markers]]
      kind = "logistics"
      side = "soviet"
      at = "e3706"
      """
    When "rifle" moves e3709, e3708, e3707, e3706, e3606
    Then the move is refused by STR-3.1-03 on entering e3606

  # --- Starting in an EZOC, and EZOC to EZOC -------------------------------------------------

  @STR-3.1-08
  Scenario: A unit that starts the phase in the German zone may walk out of it and on
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "guards"
      side = "soviet"
      at = "e3805"
      nationality = "russian"
      type = "infantry"
      movement = 4
      """
    When "guards" moves e3805, e3804, e3803, e3802
    Then the move is legal, citing STR-3.1-08
    And step 1 of the move cites STR-3.1-08
    And the move costs 3 MP
    And the unit may move on from e3802

  @STR-3.1-09 @STR-3.1-08
  Scenario: A unit may step from one EZOC hex straight into another, and stops there
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "guards"
      side = "soviet"
      at = "e3805"
      nationality = "russian"
      type = "infantry"
      movement = 4
      """
    When "guards" moves e3805, e3705
    Then the move is legal, citing STR-3.1-08
    And step 1 of the move cites STR-3.1-09
    And the move costs 1 MP
    And the unit must stop in e3705 because of STR-3.1-03

  @STR-3.1-09
  Scenario: A unit may enter the zone late in its move, after walking through free hexes
    Then "rifle" can reach e3706 but must stop there
    And "rifle" can reach e3705 but must stop there
    And "rifle" can reach e3606 for 4 MP

  # --- Every non-phasing unit is an enemy -----------------------------------------------------

  @STR-3.1-10 @STR-3.1-03
  Scenario: In the Soviet phase a British unit's zone stops a Soviet unit
    # A British division in e3503 projects EZOC into e3604; e3606 and e3605 are free.
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "british-div"
      side = "western"
      at = "e3503"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "cossack"
      side = "soviet"
      at = "e3606"
      nationality = "russian"
      type = "cavalry"
      movement = 4
      """
    When "cossack" moves e3606, e3605, e3604
    Then the unit must stop in e3604 because of STR-3.1-03
    And step 2 of the move cites STR-3.1-10

  @STR-3.1-10
  Scenario: In the Soviet phase a British unit's hex may not be entered
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "british-div"
      side = "western"
      at = "e3503"
      nationality = "british"
      type = "infantry"
      movement = 3

      [[units]]
      id = "cossack"
      side = "soviet"
      at = "e3604"
      nationality = "russian"
      type = "cavalry"
      movement = 4
      """
    When "cossack" moves e3604, e3503
    Then the move is refused by STR-3.1-10 on entering e3503

  @STR-3.1-10 @STR-3.1-03
  Scenario: A British unit in the German zone is no friendly unit: it bars the way like the Germans
    # Where a Soviet outpost in e3706 let the rifle corps through, a British division there
    # projects a zone of its own (into e3707) and closes its hex to the Soviet corps.
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "british-div"
      side = "western"
      at = "e3706"
      nationality = "british"
      type = "infantry"
      movement = 3
      """
    When "rifle" moves e3709, e3708, e3707, e3706
    Then the move is refused by STR-3.1-03 on entering e3706
    And "rifle" can reach e3707 but must stop there
    And "rifle" cannot reach e3706

  @STR-3.1-10 @STR-3.1-03
  Scenario: In the Western phase the Soviet rifle corps is the enemy, and its zone stops a British unit
    # The Soviet corps in e3709 projects EZOC into e3609; e3507 and e3508 are free of any zone.
    Given the strategic scenario "s31-ezoc.toml" with:
      """
      [[units]]
      id = "british-div"
      side = "western"
      at = "e3507"
      nationality = "british"
      type = "infantry"
      movement = 3

      [rules]
      side = "western"
      """
    When "british-div" moves e3507, e3508, e3609
    Then the unit must stop in e3609 because of STR-3.1-03
    When "rifle" moves e3709, e3708
    Then the move is refused by STR-3-01 before the unit moves
