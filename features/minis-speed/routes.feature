@minis-speed
Feature: A vehicle's move along a route meets what lies on it in order
  A vehicle driven along a route on the table (scenarios/minis/lanes.toml) meets the edges of
  the ground, the linear obstacles and its own 90° turns one after another. Its speed for the
  phase is worked out for what it has met: the slowest ground it has entered, every obstacle
  it has crossed and every turn it has made. What lies beyond its reach changes nothing.

  Readings taken: going whose entry for the vehicle's class is "-" stops the vehicle at its
  edge, having moved as far as it could, with no miring test (the catalogue's recommended
  reading of SPEED-GOING-07); an obstacle the class may not cross (SPEED-OBST-04) stops it
  likewise, before the obstacle; the obstacle or turn that would bring the deductions to 100%
  stops it before that obstacle or turn (SPEED-OBST-01's recommended reading). Turns are
  counted at the route's waypoints: one per 90° of change of heading, a turn under 90°
  costing nothing (SPEED-OBST-11's recommended reading).

  # ---------------------------------------------------------------------------------------
  # Going a class may not enter: the edge stops the vehicle, if it gets there.

  @SPEED-GOING-07
  Scenario: A lorry that reaches deep mud stops at its edge, having moved as far as it could
    # 20 cm a phase; the mud begins 15 cm east of it, and a 2wd vehicle may not enter heavy going.
    When "lorry" of "lanes.toml" drives to 95, 10
    Then the move is legal
    And it moves 15 cm to 60, 10, stopped by SPEED-GOING-07
    And the ledger does not cite SPEED-MIRE-01

  @SPEED-GOING-07
  Scenario: Deep mud beyond a lorry's reach does not stop it
    # 10 cm a phase; the mud 15 cm east of it is never reached.
    When "cart" of "lanes.toml" drives to 95, 15
    Then the move is legal
    And it moves 10 cm to 55, 15 with nothing in its way
    And the ledger does not cite SPEED-GOING-07

  # ---------------------------------------------------------------------------------------
  # Hard obstacles: a wall matters only if the vehicle reaches it.

  @SPEED-OBST-04
  Scenario: A 4wd truck that reaches a wall stops before it
    # 20 cm a phase; the wall is 15 cm east of it, and another 4wd may not cross a hard obstacle.
    When "truck" of "lanes.toml" drives to 95, 45
    Then the move is legal
    And it moves 15 cm to 40, 45, stopped by SPEED-OBST-04

  @SPEED-OBST-04
  Scenario: A wall beyond a jeep's reach does not stop it
    # 10 cm a phase; the wall 15 cm east of it is never reached.
    When "jeep" of "lanes.toml" drives to 95, 50
    Then the move is legal
    And it moves 10 cm to 35, 50 with nothing in its way
    And the ledger does not cite SPEED-OBST-04

  @SPEED-OBST-02
  Scenario: A tank crosses the wall it reaches, its speed cut by 20%
    # 30 cm less 20% is 24 cm, and the wall is 15 cm away: it crosses and drives on.
    When "sherman" of "lanes.toml" drives to 95, 35
    Then the move is legal
    And it moves 24 cm to 49, 35 with nothing in its way
    And the ledger cites SPEED-OBST-02

  # ---------------------------------------------------------------------------------------
  # Turns at the route's waypoints.

  @SPEED-OBST-11
  Scenario: A tank turning through 90° at a waypoint loses 20% of its speed
    # 10 cm east, then north: 30 cm less 20% is 24 cm, 14 cm of it after the turn.
    When "cromwell" of "lanes.toml" drives to 15, 25 then 15, 55
    Then it makes 1 turn of 90°, citing SPEED-OBST-11
    And it moves 24 cm to 15, 39 with nothing in its way

  @SPEED-OBST-11
  Scenario: Turns of less than 90° cost nothing, even when they add up to 90°
    # East, then twice up a 3-4-5 slope: two bends of about 53° and none at all. 30 cm of route.
    When "cromwell" of "lanes.toml" drives to 15, 25 then 21, 33 then 27, 41
    Then it makes 0 turns of 90°
    And it moves 30 cm to 27, 41 with nothing in its way
    And the ledger does not cite SPEED-OBST-11

  @SPEED-OBST-01 @SPEED-OBST-11
  Scenario: A tank stops before the turn that would bring its deductions to 100%
    # Round a 1 cm square: four turns cost 80% and leave 6 cm; the fifth, 5 cm along, would
    # cost 100%, so it stops before making it.
    When "cromwell" of "lanes.toml" drives to 6, 25 then 6, 26 then 5, 26 then 5, 25 then 6, 25 then 6, 26
    Then it makes 4 turns of 90°, citing SPEED-OBST-11
    And it moves 5 cm to 6, 25, stopped by SPEED-OBST-01

  @SPEED-OBST-01 @SPEED-OBST-11
  Scenario: Four turns cost a tank 80%, and it drives on with what is left
    # The same four turns, then straight on: 6 cm in all, 2 cm after the last turn.
    When "cromwell" of "lanes.toml" drives to 6, 25 then 6, 26 then 5, 26 then 5, 25 then 6, 25 then 15, 25
    Then it makes 4 turns of 90°, citing SPEED-OBST-11
    And it moves 6 cm to 7, 25 with nothing in its way
