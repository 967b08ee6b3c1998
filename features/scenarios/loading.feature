@scenario-files
Feature: Loading scenario files
  A scenario file describes a map (its numbering, terrain, hexside features, roads and rails,
  places, boxes and zones) and the units on it. A rules editor writes these files by hand, so
  when one is wrong the refusal must say where (file, line and column), which key, what was
  expected, and — for a misspelt name — the name that was probably meant.

  Scenario: The demo scenario loads with the map it includes
    Given the scenario file "demo.toml"
    Then it loads, named "Demo: across the river"
    And it has 5 units

  Scenario: A misspelt terrain is refused where it is written, with the likely name
    Given the scenario file "broken/unknown-terrain.toml"
    Then loading is refused at line 6, column 9 of "broken/unknown-terrain.toml"
    And the error is about the key "map.terrain.overrides.e0305"
    And the error suggests "swamp"
    And the message says 'unknown terrain "swmap"'

  Scenario: A road may not jump over a hex
    Given the scenario file "broken/road-jumps.toml"
    Then loading is refused at line 7, column 28 of "broken/road-jumps.toml"
    And the error is about the key "map.roads[0].hexes[2]"
    And the message says "road jumps from e0102 to e0104"

  Scenario: A hexside lies between two neighbouring hexes
    Given the scenario file "broken/hexside-not-adjacent.toml"
    Then loading is refused at line 6, column 11 of "broken/hexside-not-adjacent.toml"
    And the message says "e0305 and e0307 are not adjacent"

  Scenario: A misspelt hexside feature gets the feature that was probably meant
    Given a scenario file "typo.toml" that reads:
      """
      name = "A river misspelt"
      include = ["maps/demo-map.toml"]

      [[map.hexsides]]
      between = ["e0101", "e0102"]
      features = ["rivr"]
      """
    Then loading is refused at line 6, column 13 of "typo.toml"
    And the error suggests "river"

  Scenario: A hex id off the map says what the map's columns and rows are
    Given a scenario file "off-map.toml" that reads:
      """
      name = "A place off the map"
      include = ["maps/demo-map.toml"]

      [[map.places]]
      name = "Atlantis"
      hex = "e1311"
      kinds = ["city"]
      """
    Then the message says "off the map"
    And the message says "columns run 1-12"

  Scenario: A unit standing in a box that does not exist is refused
    Given a scenario file "no-box.toml" that reads:
      """
      name = "A unit in a missing box"
      include = ["maps/demo-map.toml"]

      [[units]]
      id = "lost"
      side = "blue"
      at = "reserve"
      """
    Then the error is about the key "units[0].at"
    And the error suggests "reserves"

  Scenario: A terrain row with a code missing is refused
    Given a scenario file "short-row.toml" that reads:
      """
      name = "A short row"

      [map]
      layout = "odd-q"
      columns = [1, 3]
      rows = [1, 2]

      [map.terrain]
      legend = { "." = "clear" }
      rows = [". . .", ". ."]
      """
    Then the error is about the key "map.terrain.rows[1]"
    And the message says "3"
