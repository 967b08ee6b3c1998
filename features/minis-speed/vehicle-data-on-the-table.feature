@minis-speed
Feature: A vehicle on the table brings its own data to its miring test and its turns
  A unit of a speed-table scenario states what the vehicle data charts would say of it on its
  [[units]] entry: its running gear (`running_gear`), its ground pressure (`ground_pressure`),
  snow chains (`snow_chains`) and what it tows (`towing`, the row of the towing table it moves
  by). A vehicle driven along a route (scenarios/minis/bogged.toml) takes its miring test with
  them where it enters heavy going. A unit whose entry states a facing turns from it onto its
  route's first leg, and each 90° of that turn is a deduction like a turn at a waypoint.

  Readings taken: a route on the table is driven off road, so a towing vehicle loses the
  cross-country column of its towing row (SPEED-TOW-01's recommended reading); a unit whose
  entry states no facing makes no turn at its start (our reading: nothing says which way it
  faced); turns are counted as at a waypoint, one per 90° of change of heading
  (SPEED-OBST-11's recommended reading).

  # ---------------------------------------------------------------------------------------
  # Running gear: an other AFV's, which only its entry can state.

  @SPEED-MIRE-10 @SPEED-MIRE-03
  Scenario: A half-tracked armoured car scoring 2 after the mud's -1 is stuck where it enters
    # Half-tracks get stuck on 1 or 2: a 3, less 1 in deep mud, is 2.
    When "halftrack" of "bogged.toml" drives to 95, 5 with the miring die rolling 3
    Then the move is legal
    And it stops at 50, 5, stuck
    And the modified miring total is 2
    And the ledger cites SPEED-MIRE-10

  @SPEED-MIRE-10
  Scenario: A half-tracked armoured car scoring 3 after the mud's -1 drives on
    # 20 cm cross-country, 25% in heavy going: 5 cm this phase, 3 cm of it in the mud.
    When "halftrack" of "bogged.toml" drives to 95, 5 with the miring die rolling 4
    Then the move is legal
    And it stops at 53, 5, clear
    And the modified miring total is 3
    And the chance of staying or getting stuck was 3/10

  # ---------------------------------------------------------------------------------------
  # Ground pressure in soft going.

  @SPEED-MIRE-11
  Scenario: A 4x4 truck of normal ground pressure scoring 2 after the mud's -1 is stuck
    When "truck" of "bogged.toml" drives to 95, 10 with the miring die rolling 3
    Then the move is legal
    And it stops at 50, 10, stuck
    And the modified miring total is 2
    And the chance of staying or getting stuck was 2/5
    And the ledger does not cite SPEED-MIRE-06

  @SPEED-MIRE-06
  Scenario: The same roll leaves a low-pressure truck clear: +2 in soft going
    When "swamp-truck" of "bogged.toml" drives to 95, 15 with the miring die rolling 3
    Then the move is legal
    And it stops at 53, 15, clear
    And the modified miring total is 4
    And the chance of staying or getting stuck was 1/5
    And the ledger cites SPEED-MIRE-06

  @SPEED-MIRE-06
  Scenario: A low-pressure truck scoring 3 with its +2 is still stuck
    When "swamp-truck" of "bogged.toml" drives to 95, 15 with the miring die rolling 2
    Then it stops at 50, 15, stuck
    And the modified miring total is 3
    And the ledger cites SPEED-MIRE-06

  @SPEED-MIRE-07
  Scenario: A high-pressure truck loses 1 more in soft going, and a 5 leaves it stuck
    When "heavy-truck" of "bogged.toml" drives to 95, 20 with the miring die rolling 5
    Then the move is legal
    And it stops at 50, 20, stuck
    And the modified miring total is 3
    And the ledger cites SPEED-MIRE-07

  @SPEED-MIRE-07
  Scenario: The same 5 leaves a truck of normal ground pressure clear
    When "truck" of "bogged.toml" drives to 95, 10 with the miring die rolling 5
    Then it stops at 53, 10, clear
    And the modified miring total is 4
    And the ledger does not cite SPEED-MIRE-07

  # ---------------------------------------------------------------------------------------
  # Towing: -1 in the miring test, and the towing penalty off the final speed.

  @SPEED-MIRE-05 @SPEED-BASE-07 @SPEED-TOW-03
  Scenario: A towing truck loses 1 in its miring test, and a 5 leaves it stuck
    When "tractor" of "bogged.toml" drives to 95, 25 with the miring die rolling 5
    Then the move is legal
    And it stops at 50, 25, stuck
    And the modified miring total is 3
    And the chance of staying or getting stuck was 1/2
    And the ledger cites SPEED-MIRE-05

  @SPEED-MIRE-05 @SPEED-BASE-07 @SPEED-TOW-03
  Scenario: A towing truck that passes its test moves at its heavy-going speed less 25%
    # 5 cm in heavy going, less the 25% cross-country towing penalty: 3.75 cm, 1.75 in the mud.
    When "tractor" of "bogged.toml" drives to 95, 25 with the miring die rolling 6
    Then the move is legal
    And it moves 3.75 cm to 51.75, 25 with nothing in its way
    And the modified miring total is 4
    And the ledger cites SPEED-BASE-07

  @SPEED-MIRE-05
  Scenario: A truck that tows nothing takes no towing modifier
    When "truck" of "bogged.toml" drives to 95, 10 with the miring die rolling 5
    Then it moves 5 cm to 53, 10 with nothing in its way
    And the ledger does not cite SPEED-MIRE-05
    And the ledger does not cite SPEED-BASE-07

  # ---------------------------------------------------------------------------------------
  # Snow chains in snow.

  @SPEED-MIRE-08
  Scenario: A truck with snow chains scoring 4 in soft snow is clear: -1 soft, +1 chains
    When "chained" of "bogged.toml" drives to 95, 40 with the miring die rolling 4
    Then the move is legal
    And it stops at 53, 40, clear
    And the modified miring total is 4
    And the chance of staying or getting stuck was 3/10
    And the ledger cites SPEED-MIRE-08

  @SPEED-MIRE-08
  Scenario: The same 4 leaves a truck without snow chains stuck in the snow
    When "unchained" of "bogged.toml" drives to 95, 45 with the miring die rolling 4
    Then the move is legal
    And it stops at 50, 45, stuck
    And the modified miring total is 3
    And the ledger does not cite SPEED-MIRE-08

  # ---------------------------------------------------------------------------------------
  # The turn from a stated facing onto the first leg.

  @SPEED-OBST-11
  Scenario: A tank facing north that drives east turns through 90° before it moves
    # 30 cm in the open, less 20% for the turn: 24 cm.
    When "north" of "bogged.toml" drives to 45, 45
    Then the move is legal
    And it makes 1 turn of 90°, citing SPEED-OBST-11
    And it moves 24 cm to 29, 45 with nothing in its way

  @SPEED-OBST-11
  Scenario: A tank facing east that drives east makes no turn
    When "east" of "bogged.toml" drives to 45, 35
    Then the move is legal
    And it makes 0 turns of 90°
    And it moves 30 cm to 35, 35 with nothing in its way
    And the ledger does not cite SPEED-OBST-11

  @SPEED-OBST-11
  Scenario: A tank facing west that drives east turns about: two turns of 90°
    # 30 cm less 2 × 20%: 18 cm.
    When "west" of "bogged.toml" drives to 45, 50
    Then it makes 2 turns of 90°, citing SPEED-OBST-11
    And it moves 18 cm to 23, 50 with nothing in its way

  @SPEED-OBST-11
  Scenario: A tank whose entry states no facing makes no turn onto its first leg
    When "unfaced" of "bogged.toml" drives to 45, 55
    Then the move is legal
    And it makes 0 turns of 90°
    And it moves 30 cm to 35, 55 with nothing in its way

  @SPEED-OBST-11
  Scenario: The turn from the facing and a turn at a waypoint both count
    # North onto an eastward leg, then north again at 15, 45: 30 cm less 40% is 18 cm.
    When "north" of "bogged.toml" drives to 15, 45 then 15, 59
    Then it makes 2 turns of 90°, citing SPEED-OBST-11
    And it moves 18 cm to 15, 53 with nothing in its way
