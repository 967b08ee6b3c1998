@civil-war @rail
Feature: Civil War rail movement: trains that can no longer reach their destination
  A unit left on the rails has a declared destination and ETA from which it may not deviate;
  if it turns out it cannot reach its original destination, it is removed from play.

  The scenarios take this reading (crates/civil-war/rules.toml, "Stranded trains"; reading 12):
  at the start of each phase (the next-phase order; here also "the stranded trains are
  removed") a unit on the rails is removed when the rails can no longer take it to its
  destination by its ETA — judged by the rail move's own steps on the board as it stands: one
  ride of 50 rail hexes per phase number from the phase beginning to the ETA, along the rails
  its side may use, never into a hex an enemy unit holds, each ride ending where it enters an
  enemy zone of control and the next free to leave it. A unit past its ETA that has not arrived
  can reach its destination no more.

  The map is scenarios/civil-war/rail.toml: a 40-hex Union line along row 1; 9th-corps is on
  the rails at 1001, bound for 3001. A Confederate unit at 1502 casts a zone of control into
  1501 of the line and no other rail hex.

  @ACW-RAIL-30 @ACW-ZOC-17
  Scenario: An enemy unit on the line strands a train due at its destination this phase
    Given the Civil War scenario "rail.toml" with:
      """
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

      [[units]]
      id = "raiders"
      side = "confederate"
      at = "2001"
      type = "cavalry"
      strength = 2
      movement = 4
      """
    When the next phase begins
    Then "9th-corps" is removed from play

  @ACW-RAIL-30 @ACW-RAIL-47
  Scenario: An enemy zone of control across the line ends the ride short of a destination due this phase
    Given the Civil War scenario "rail.toml" with:
      """
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

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "1502"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When the next phase begins
    Then "9th-corps" is removed from play

  @ACW-RAIL-30 @ACW-RAIL-46 @ACW-RAIL-47
  Scenario: With a phase to spare the train may stop in the enemy zone and leave it next phase
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 3

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "1502"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When the next phase begins
    Then "9th-corps" is in 1001
    When "9th-corps" goes by rail 1001, 1101, 1201, 1301, 1401, 1501 and stays entrained, bound for 3001 in phase 3
    Then the move is legal, citing ACW-RAIL-47
    When the next phase begins
    Then "9th-corps" is in 1501
    When "9th-corps" goes by rail 1501, 1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301, 2401, 2501, 2601, 2701, 2801, 2901, 3001, detrain
    Then the move is legal, citing ACW-RAIL-46

  @ACW-RAIL-30 @ACW-ZOC-02 @ACW-RAIL-42
  Scenario: Enemy units that cast no zone of control beside the line strand no one
    Given the Civil War scenario "rail.toml" with:
      """
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

      [[units]]
      id = "home-guard"
      side = "confederate"
      at = "1502"
      type = "infantry"
      strength = 1
      parenthesized = true
      movement = 3

      [[units]]
      id = "rebel-train"
      side = "confederate"
      at = "2502"
      type = "infantry"
      strength = 4
      movement = 3
      entrained = true
      rail_destination = "2502"
      eta = 9
      """
    When the next phase begins
    Then "9th-corps" is in 1001

  @ACW-RAIL-30 @ACW-RAIL-12
  Scenario: A destination further than the rides left before the ETA strands the train
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "5501"
      eta = 1
      """
    When the stranded trains are removed
    Then "9th-corps" is removed from play

  @ACW-RAIL-30 @ACW-RAIL-12
  Scenario: The same destination with two rides left before the ETA is in reach
    Given the Civil War scenario "cw-rail-long.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "0101"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "5501"
      eta = 2
      """
    When the stranded trains are removed
    Then "9th-corps" is in 0101

  @ACW-RAIL-30 @ACW-RAIL-28
  Scenario: A train whose ETA has passed without its arriving is removed
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "1001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 1
      """
    When the next phase begins
    Then "9th-corps" is removed from play

  @ACW-RAIL-30
  Scenario: A train already at its destination is not stranded, whatever stands beside it
    Given the Civil War scenario "rail.toml" with:
      """
      [[units]]
      id = "9th-corps"
      side = "union"
      at = "3001"
      type = "infantry"
      strength = 8
      movement = 3
      entrained = true
      rail_destination = "3001"
      eta = 2

      [[units]]
      id = "rebel-div"
      side = "confederate"
      at = "3002"
      type = "infantry"
      strength = 4
      movement = 3
      """
    When the next phase begins
    Then "9th-corps" is in 3001
