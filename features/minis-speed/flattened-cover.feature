@minis-speed
Feature: Flattened cover
  An AFV driving through dense wood or over a hard obstacle rolls a D20: on 20 minus half its
  weight in tonnes or more (unrounded), the wood becomes poor going and the obstacle a soft one
  for vehicles following its exact path. Soft obstacles, once breached, stop affecting off-road
  vehicles crossing at the gap.

  @SPEED-FLAT-01
  Scenario: A 25 t AFV needs 7.5, so a D20 of 8 flattens dense wood: a 13/20 chance
    When an AFV rolls to flatten cover:
      | class  | tracked AFV |
      | weight | 25          |
      | cover  | dense wood  |
      | roll   | 8           |
    Then the cover is flattened into poor going, citing SPEED-FLAT-01
    And the chance to flatten it was 13/20

  @SPEED-FLAT-01
  Scenario: A 25 t AFV rolling 7 leaves the dense wood standing
    When an AFV rolls to flatten cover:
      | class  | tracked AFV |
      | weight | 25          |
      | cover  | dense wood  |
      | roll   | 7           |
    Then the cover is not flattened, citing SPEED-FLAT-01

  @SPEED-FLAT-01
  Scenario: An AFV of 38 t or more always flattens
    When an AFV rolls to flatten cover:
      | class  | tracked AFV |
      | weight | 45          |
      | cover  | dense wood  |
      | roll   | 1           |
    Then the cover is flattened into poor going, citing SPEED-FLAT-01
    And the chance to flatten it was 1

  @SPEED-FLAT-01
  Scenario: Only AFVs flatten cover
    When an AFV rolls to flatten cover:
      | class  | other 4wd  |
      | weight | 10         |
      | cover  | dense wood |
      | roll   | 20         |
    Then the move is refused by SPEED-FLAT-01

  @SPEED-FLAT-01
  Scenario: The AFV's weight must be given
    When an AFV rolls to flatten cover:
      | class | other AFV  |
      | cover | dense wood |
      | roll  | 20         |
    Then the move is refused by SPEED-FLAT-01

  @SPEED-FLAT-01 @SPEED-FLAT-03
  Scenario: A vehicle following the flattening AFV's exact path treats the dense wood as poor going
    When the phase speed of a vehicle is worked out:
      | class                        | other 4wd  |
      | cross-country                | 20 cm      |
      | terrain                      | dense wood |
      | following the flattening AFV | yes        |
    Then the going is poor, citing SPEED-FLAT-01
    And the phase speed is 15 cm, citing SPEED-FLAT-03

  @SPEED-FLAT-02
  Scenario: A 30 t AFV rolling 5 flattens a wall into a soft obstacle: an 80% chance
    When an AFV rolls to flatten cover:
      | class  | tracked AFV |
      | weight | 30          |
      | cover  | wall        |
      | roll   | 5           |
    Then the cover is flattened into a soft obstacle, citing SPEED-FLAT-02
    And the chance to flatten it was 4/5

  @SPEED-FLAT-02
  Scenario: Soft obstacles cannot be flattened
    When an AFV rolls to flatten cover:
      | class  | tracked AFV |
      | weight | 30          |
      | cover  | hedge       |
      | roll   | 20          |
    Then the move is refused by SPEED-FLAT-02

  @SPEED-FLAT-02 @SPEED-FLAT-03
  Scenario: A 4wd vehicle following the AFV crosses the flattened wall as a soft obstacle
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd      |
      | cross-country | 20 cm          |
      | obstacles     | flattened wall |
    Then the phase speed is 10 cm, citing SPEED-FLAT-02
    And the ledger cites SPEED-FLAT-03

  @SPEED-FLAT-03
  Scenario: The flattening AFV itself, or a vehicle off its path, still meets heavy going
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | dense wood  |
    Then the going is heavy, citing SPEED-TERRAIN-04
    And the phase speed is 7.5 cm, citing SPEED-GOING-06

  @SPEED-FLAT-04
  Scenario: A breached hedge no longer affects off-road vehicles, even 2wd ones
    When the phase speed of a vehicle is worked out:
      | class         | 2wd            |
      | cross-country | 20 cm          |
      | obstacles     | breached hedge |
    Then the phase speed is 20 cm, citing SPEED-FLAT-04

  @SPEED-FLAT-01 @SPEED-FLAT-02
  Scenario: A misspelt cover is refused, naming the nearest
    When an AFV rolls to flatten cover:
      | class  | tracked AFV |
      | weight | 30          |
      | cover  | dense wod   |
      | roll   | 20          |
    Then the move is refused by SPEED-FLAT-02
    And the refusal names "dense wod" and suggests "dense wood"
