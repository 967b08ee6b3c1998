@minis-dice @bad-input
Feature: Table scenarios the engine cannot read
  A table scenario with a slip in it is refused before any order is judged, with a message
  that names the key at fault and, for a misspelt name, the nearest name the engine knows.
  Nothing in the file is dropped or quietly repaired.

  Scenario: A misspelt speed class is named, with the nearest class
    Given the table scenario "dice-orders.toml" is changed to read:
      """
      [[units]]
      id = "late-arrival"
      side = "german"
      at = [1, 1]
      class = "averge"
      """
    Then the table scenario is refused with a message containing "units[10] (late-arrival).class"
    And the table scenario is refused with a message containing 'did you mean "average"'

  Scenario: A misspelt key is refused at its line, with the nearest key
    Given the table scenario "dice-orders.toml" is changed to read:
      """
      [[units]]
      id = "late-arrival"
      side = "german"
      at = [1, 1]
      facng = 90
      class = "average"
      """
    Then the table scenario is refused with a message containing "unknown field `facng`"
    And the table scenario is refused with a message containing 'did you mean "facing"'

  Scenario: Two units with one id are refused rather than one hiding the other
    Given the table scenario "dice-orders.toml" is changed to read:
      """
      [[units]]
      id = "panther"
      side = "german"
      at = [1, 1]
      class = "average"
      """
    Then the table scenario is refused with a message containing "units[10].id"
    And the table scenario is refused with a message containing "already used by units[1]"

  Scenario: A unit placed off the table is refused
    Given the table scenario "dice-orders.toml" is changed to read:
      """
      [[units]]
      id = "late-arrival"
      side = "german"
      at = [100, 1]
      class = "average"
      """
    Then the table scenario is refused with a message containing "(100, 1) is off the 72×48 table"

  Scenario: A terrain area with two corners is refused
    Given the table scenario "dice-orders.toml" is changed to read:
      """
      [[table.areas]]
      kind = "woods"
      points = [[1, 1], [2, 2]]
      """
    Then the table scenario is refused with a message containing "table.areas[2]: an area needs at least three corners"
