@strategic @bad-input
Feature: Orders and scenarios the engine cannot judge
  A malformed order or scenario is refused with a message that names the bad item and, when
  it looks like a slip of the keyboard, the nearest valid name. Orders that are well formed but
  break a rule get a verdict that cites the clause instead.

  Background:
    Given the strategic scenario "kiev.toml"

  # A step such as 'When "russian-hqq" moves …' fails itself, with the nearest id; the order
  # written out as an orders file holds it shows the engine's own message.
  Scenario: An unknown unit id is named, with the nearest id
    When this order is played:
      """
      unit = "russian-hqq"
      path = ["e3609", "e3608"]
      """
    Then the order is rejected with a message containing 'no unit "russian-hqq"'
    And the order is rejected with a message containing 'did you mean "russian-hq"'

  Scenario: A hex id that is not on the map is named, with its position in the path
    When "russian-hq" moves e3609, e9999
    Then the order is rejected with a message containing "path item 2"
    And the order is rejected with a message containing "e9999"

  Scenario: A box that does not exist is named
    When "russian-hq" moves e3609, central-asai
    Then the order is rejected with a message containing "central-asai"

  @STR-3.1.1-01
  Scenario: A path that jumps over a hex is a verdict, citing the hex-to-hex rule
    When "russian-hq" moves e3609, e3607
    Then the move is refused by STR-3.1.1-01 on entering e3607

  @STR-3-01
  Scenario: A unit of the side that is not moving is refused before it moves
    Given the strategic scenario "kiev.toml" with:
      """
      [rules]
      ruleset = "strategic"
      side = "axis"
      """
    When "russian-hq" moves e3609, e3608
    Then the move is refused by STR-3-01 before the unit moves

  Scenario: A misspelt phase is named, with the nearest phase
    Given the strategic scenario "kiev.toml" is changed to read:
      """
      [rules]
      ruleset = "strategic"
      side = "soviet"
      phase = "operatonal"
      """
    Then the strategic scenario is refused with a message containing "rules.phase"
    And the strategic scenario is refused with a message containing 'did you mean "operational"'

  Scenario: A convoy in a naval zone the map does not have is named, with the nearest zone
    Given the strategic scenario "s312-atlantic.toml" is changed to read:
      """
      [[rules.convoys]]
      id = "lost"
      zone = "north-see"
      kind = "standard"
      nationality = "british"
      """
    Then the strategic scenario is refused with a message containing "rules.convoys[0].zone"
    And the strategic scenario is refused with a message containing 'did you mean "north-sea"'

  Scenario: A unit's misspelt key is named, with the nearest key
    Given the strategic scenario "kiev.toml" is changed to read:
      """
      [[units]]
      id = "extra"
      side = "soviet"
      at = "e3610"
      nationality = "russian"
      type = "infantry"
      movment = 3
      """
    Then the strategic scenario is refused with a message containing "units[1] (extra).movment"
    And the strategic scenario is refused with a message containing 'did you mean "movement"'

  # `[rules.last_move]` (a saved game's): the last unit to begin moving and where its move stands
  # (3.1). Each of its keys is checked, and a wrong one named where the file has it.
  @STR-3.1-02
  Scenario: A last move of a unit the scenario does not have is named, with the nearest unit
    Given the strategic scenario "s31-ezoc.toml" is changed to read:
      """
      [rules]
      last_move = { unit = "rifel", spent = 1 }
      """
    Then the strategic scenario is refused with a message containing "rules.last_move.unit"
    And the strategic scenario is refused with a message containing 'did you mean "rifle"'

  @STR-3.1-02
  Scenario: A last move of a unit that has not moved is refused
    Given the strategic scenario "s31-ezoc.toml" is changed to read:
      """
      [rules]
      last_move = { unit = "rifle", spent = 1 }
      """
    Then the strategic scenario is refused with a message containing "rules.last_move.unit"
    And the strategic scenario is refused with a message containing "rifle has not moved this phase"

  @STR-3.1-02
  Scenario: A last move's misspelt state and stop clause are named, with the nearest names
    Given the strategic scenario "s31-ezoc.toml" is changed to read:
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
      last_move = { unit = "rifle-b", spent = 3, state = "hex-to-hx" }
      """
    Then the strategic scenario is refused with a message containing "rules.last_move.state"
    And the strategic scenario is refused with a message containing 'did you mean "hex-to-hex"'
    Given the strategic scenario "s31-ezoc.toml" is changed to read:
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
      last_move = { unit = "rifle-b", spent = 3, stop = "STR-3.1-3" }
      """
    Then the strategic scenario is refused with a message containing "rules.last_move.stop"
    And the strategic scenario is refused with a message containing 'did you mean "STR-3.1-03"'
