@civil-war
Feature: Civil War: no minimum move
  Many games let a unit always move at least one hex. This one does not: a unit enters a hex
  only when the MP it has left cover the whole cost of entering it, the hex's terrain plus the
  hexside crossed. A unit whose MA is smaller than the cost of every hex around it does not move
  at all, and a unit part-way through its march stops short of a hex it cannot pay for in full.
  A force march adds 1 or 2 MP to the MA for the phase and can make such a hex affordable (the
  attrition roll that follows it is the force-march feature's business; here the die is kind).

  The scenarios use scenarios/civil-war/cw-ground-terrain.toml: 0306 is a clear pocket ringed by
  swamp (3 MP a hex); 0303 is ringed by forest 0302, swamp 0304, rough 0203, mountain 0403, city
  0204 and town 0404; 0703 is ringed by clear hexes behind a river (0702), a major river (0704),
  a minor river into forest (0603), a mountain hexside (0803), a bridged river (0604) and a
  ferried river (0804).

  # --- Not even one hex ---------------------------------------------------------------------------

  @ACW-MIN-01
  Scenario: A unit with MA 2 in a pocket ringed by swamp cannot move at all
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "supply-wagons"
      side = "union"
      at = "0306"
      type = "supply-train"
      strength = 1
      movement = 2
      """
    Then "supply-wagons" can enter no hex this phase

  @ACW-MIN-01 @ACW-MIN-02
  Scenario Outline: The wagons with MA 2 are refused the swamp hex <hex>
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "supply-wagons"
      side = "union"
      at = "0306"
      type = "supply-train"
      strength = 1
      movement = 2
      """
    Then "supply-wagons" cannot reach <hex>
    When "supply-wagons" marches 0306, <hex>
    Then the move is refused by ACW-MIN-01 on entering <hex>
    And the move costs 0 MP

    Examples:
      | hex  |
      | 0305 |
      | 0307 |
      | 0206 |
      | 0406 |
      | 0207 |
      | 0407 |

  @ACW-MIN-01
  Scenario: With MA 3 the same wagons get out of the pocket, one swamp hex and no further
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "supply-wagons"
      side = "union"
      at = "0306"
      type = "supply-train"
      strength = 1
      movement = 3
      """
    Then "supply-wagons" can reach 0305 for 3 MP
    And "supply-wagons" can reach 0406 for 3 MP
    And "supply-wagons" cannot reach 0506
    When "supply-wagons" marches 0306, 0406
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 3 MP

  @ACW-MIN-02
  Scenario: The hexside's cost counts: 1 MP buys the bridged crossing but not the river
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "pickets"
      side = "union"
      at = "0703"
      type = "infantry"
      strength = 1
      movement = 1
      """
    Then "pickets" can reach 0604 for 1 MP
    And "pickets" cannot reach 0702
    And "pickets" cannot reach 0804
    When "pickets" marches 0703, 0702
    Then the move is refused by ACW-MIN-02 on entering 0702

  # --- Nothing left, or too little left ---------------------------------------------------------
  # The line between two refusals: a unit whose whole MA is spent may spend no more MP at all
  # (ACW-MOVE-01); a unit with MP left, but fewer than the next hex costs, may not spend that
  # remainder on it (ACW-MIN-02). 0506 is clear (1 MP), 0406 swamp (3 MP).

  @ACW-MOVE-01 @ACW-MIN-02
  Scenario Outline: With MA <ma>, <left> MP are left after the clear hex, and the swamp is refused by <clause>
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0606"
      type = "infantry"
      strength = 5
      movement = <ma>
      """
    When "division" marches 0606, 0506, 0406
    Then the move is refused by <clause> on entering 0406
    And the move costs 1 MP
    And "division" is in 0606

    Examples:
      | ma | left | clause      |
      | 1  | 0    | ACW-MOVE-01 |
      | 2  | 1    | ACW-MIN-02  |
      | 3  | 2    | ACW-MIN-02  |

  @ACW-MOVE-01 @ACW-MIN-03
  Scenario: A force march raises the MA: its extra MP spent too, the next hex is refused by ACW-MOVE-01
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0606"
      type = "infantry"
      strength = 5
      movement = 3
      """
    And the dice will roll 1
    When "division" force marches +1 MP: 0606, 0506, 0406, 0306
    Then the move is refused by ACW-MOVE-01 on entering 0306
    And "division" has strength 5

  # --- The full cost, every time ------------------------------------------------------------------

  @ACW-MIN-02
  Scenario Outline: With 2 MP a division may enter the <terrain> hex <hex> but not a 3-MP hex
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0303"
      type = "infantry"
      strength = 5
      movement = 2
      """
    When "division" marches 0303, <hex>
    Then the move is <verdict>

    Examples:
      | terrain  | hex  | verdict                                  |
      | forest   | 0302 | legal, citing ACW-MOVE-02                |
      | rough    | 0203 | legal, citing ACW-MOVE-02                |
      | city     | 0204 | legal, citing ACW-MOVE-02                |
      | swamp    | 0304 | refused by ACW-MIN-02 on entering 0304   |
      | mountain | 0403 | refused by ACW-MIN-02 on entering 0403   |

  @ACW-MIN-02
  Scenario: Part-way through a march, 2 MP left do not buy a 3-MP swamp hex
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0606"
      type = "infantry"
      strength = 5
      movement = 3
      """
    Then "division" can reach 0506 for 1 MP
    And "division" cannot reach 0406
    When "division" marches 0606, 0506, 0406
    Then the move is refused by ACW-MIN-02 on entering 0406
    And the move costs 1 MP

  @ACW-MIN-02
  Scenario: The hexside counts in the full cost: 3 MP do not buy a clear hex straight across a major river
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0703"
      type = "infantry"
      strength = 5
      movement = 3
      """
    # 0704 is 4 MP straight across the major river, but only 2 MP round by the bridge to 0604.
    Then "division" can reach 0702 for 3 MP
    And "division" can reach 0704 for 2 MP
    When "division" marches 0703, 0704
    Then the move is refused by ACW-MIN-02 on entering 0704

  @ACW-MIN-02
  Scenario: Exactly enough MP is enough
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0606"
      type = "infantry"
      strength = 5
      movement = 4
      """
    When "division" marches 0606, 0506, 0406
    Then the move is legal, citing ACW-MOVE-02
    And the move costs 4 MP

  # --- A force march can pay for the hex ----------------------------------------------------------

  @ACW-MIN-03 @ACW-MIN-01
  Scenario: Force marched by 1 MP, the wagons with MA 2 get out of the swamp pocket
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "supply-wagons"
      side = "union"
      at = "0306"
      type = "supply-train"
      strength = 1
      movement = 2
      """
    And the dice will roll 1
    When "supply-wagons" force marches +1 MP: 0306, 0305
    Then the move is legal, citing ACW-FORCE-05
    And the move costs 3 MP
    And "supply-wagons" is in 0305

  @ACW-MIN-03 @ACW-MIN-02
  Scenario: Force marched by 1 MP, the division pays for the swamp hex at the end of its march
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0606"
      type = "infantry"
      strength = 5
      movement = 3
      """
    And the dice will roll 1
    When "division" force marches +1 MP: 0606, 0506, 0406
    Then the move is legal, citing ACW-FORCE-05
    And the move costs 4 MP

  @ACW-MIN-03 @ACW-MIN-02
  Scenario: A force march of 1 MP is not enough for the major river; one of 2 MP is
    Given the Civil War scenario "cw-ground-terrain.toml" with:
      """
      [[units]]
      id = "division"
      side = "union"
      at = "0703"
      type = "infantry"
      strength = 5
      movement = 2
      """
    And the dice will roll 1
    When "division" force marches +1 MP: 0703, 0704
    Then the move is refused by ACW-MIN-02 on entering 0704
    When "division" force marches +2 MP: 0703, 0704
    Then the move is legal, citing ACW-FORCE-05
    And the move costs 4 MP
    And "division" is in 0704
