@civil-war @rail
Feature: Civil War rail movement: supply carried by rail
  The rail lines transport troops, Leaders, Headquarters and supplies; supply moved by rail
  costs its side 1 rail transport point per supply point, a supply train 1 point as one combat
  strength factor would.

  Supply has no movement allowance: it cannot pay the 1 MP of entraining or detraining. The
  scenarios take this reading (crates/civil-war/rules.toml, "Supply as cargo"): supply rides by
  rail with a unit of its side that entrains in its hex, named in that unit's order
  (`supply = ["depot"]`). It boards where the unit entrains, rides where the unit rides, leaves
  the train where the unit detrains (it does not march on with it) or stays on with it, bound
  for the same destination and ETA, and the move costs 1 more point per supply point. A supply
  train pays besides for the supply points it holds.

  The map is scenarios/civil-war/rail.toml: a 40-hex Union line along row 1, the strength-8,
  MA-3 8th-corps at 0101, 20 Union points for the month; a depot of 3 supply points lies beside
  it in 0101.

  @ACW-RAIL-01 @ACW-RAIL-10 @ACW-RAIL-35 @ACW-RAIL-37
  Scenario: Supply rides with the corps that entrains where it lies, and leaves the train with it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0101"
      type = "supply"
      supply_points = 3
      """
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "0301", "0401", "0501", "detrain", "0502"]
      supply = ["depot"]
      """
    Then the move is legal, citing ACW-RAIL-01
    And the move costs 3 MP
    And the move costs the union side 11 rail transport points because of ACW-RAIL-10
    And the ledger cites ACW-RAIL-09
    And the union side has 9 rail transport points left
    And "depot" is in 0501
    And "8th-corps" is in 0502

  @ACW-RAIL-35 @ACW-RAIL-07
  Scenario: Supply cannot board a train by itself
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0101"
      type = "supply"
      supply_points = 3
      """
    When "depot" goes by rail 0101, entrain, 0201, 0301, detrain
    Then the move is refused by ACW-RAIL-35 before the unit moves
    And "depot" is in 0101

  @ACW-RAIL-35
  Scenario: Supply boards only where its carrier entrains
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0301"
      type = "supply"
      supply_points = 3
      """
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "0301", "0401", "detrain"]
      supply = ["depot"]
      """
    Then the move is refused by ACW-RAIL-35 before the unit moves
    And "depot" is in 0301
    And the union side has 20 rail transport points left

  @ACW-RAIL-06 @ACW-RAIL-10
  Scenario: The supply carried counts against the month's points
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0101"
      type = "supply"
      supply_points = 3

      [rules.rail]
      capacity = { union = 10, confederate = 20 }
      """
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "0301", "detrain"]
      supply = ["depot"]
      """
    Then the move is refused by ACW-RAIL-06 before the unit moves
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "0301", "detrain"]
      """
    Then the move costs the union side 8 rail transport points because of ACW-RAIL-09
    And "depot" is in 0101

  @ACW-RAIL-24 @ACW-RAIL-27 @ACW-RAIL-25 @ACW-RAIL-10
  Scenario: Supply stays on the rails with its carrier and rides on with it next phase
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0101"
      type = "supply"
      supply_points = 3

      [rules.rail]
      allotment = { union = 30, confederate = 20 }
      capacity = { union = 30, confederate = 20 }
      """
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "0301", "0401", "0501"]
      stay_entrained = { destination = "2001", eta = 2 }
      supply = ["depot"]
      """
    Then the move is legal, citing ACW-RAIL-24
    And the union side has 19 rail transport points left
    And the union side holds 11 rail transport points for its units on the rails
    And "depot" is in 0501
    When the next phase begins
    And this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0501", "0601", "0701", "0801", "0901", "1001", "1101", "1201", "1301", "1401", "1501", "1601", "1701", "1801", "1901", "2001", "detrain"]
      supply = ["depot"]
      """
    Then the move costs the union side 11 rail transport points because of ACW-RAIL-25
    And the union side has 8 rail transport points left
    And "depot" is in 2001

  @ACW-RAIL-35 @ACW-RAIL-28
  Scenario: Supply on the rails rides on only with a carrier bound where it is bound
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "1001"
      type = "supply"
      supply_points = 3
      entrained = true
      rail_destination = "2001"
      eta = 2

      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2

      [rules]
      phase = 2
      """
    When this order is played:
      """
      unit = "9th-corps"
      mode = "rail"
      path = ["1001", "1101", "1201", "1301", "1401", "1501", "1601", "1701", "1801", "1901", "2001", "2101", "2201", "2301", "2401", "2501", "2601", "2701", "2801", "2901", "3001", "detrain"]
      supply = ["depot"]
      """
    Then the move is refused by ACW-RAIL-35 before the unit moves

  @ACW-RAIL-36 @ACW-RAIL-10
  Scenario: A supply train pays 1 point for itself and 1 for each supply point it holds
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "wagons"
      side = "union"
      at = "0301"
      type = "supply-train"
      strength = 3
      supply_points = 2
      movement = 3
      """
    When "wagons" goes by rail 0301, entrain, 0401, 0501, 0601, detrain
    Then the move costs the union side 3 rail transport points because of ACW-RAIL-36
    And the ledger cites ACW-RAIL-10
    And the union side has 17 rail transport points left

  Scenario: Naming in `supply` a unit that is no supply, or none at all, is a bad order
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "4th-bde"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "detrain"]
      supply = ["4th-bde"]
      """
    Then the order is rejected with a message containing "no supply"
    When this order is played:
      """
      unit = "8th-corps"
      mode = "rail"
      path = ["0101", "entrain", "0201", "detrain"]
      supply = ["4th-bd"]
      """
    Then the order is rejected with a message containing 'did you mean "4th-bde"'

  Scenario: Supply named in a march is a bad order
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "depot"
      side = "union"
      at = "0101"
      type = "supply"
      supply_points = 3
      """
    When this order is played:
      """
      unit = "8th-corps"
      path = ["0101", "0201"]
      supply = ["depot"]
      """
    Then the order is rejected with a message containing "a rail move"
