@minis-speed
Feature: Embarking and disembarking
  A section takes a quarter period to get out of a vehicle, at any moment of the movement
  phase, and half a period to get in, touching it; cavalry take half those times and Cossacks
  dismount at no cost. Readings: sections get out one after another; the vehicle loses 25% of
  this phase's speed per section; a section moves at most its speed times the share of the
  period left once it is out; while a section embarks the vehicle waits, and in the period
  embarking ends it loses the share of that period still spent embarking; Cossacks mount like
  other cavalry.

  @SPEED-EMBARK-01 @SPEED-EMBARK-02 @SPEED-EMBARK-03 @SPEED-EMBARK-04
  Scenario: One section gets out at the start of the phase
    When the troop rules work out disembarking:
      | vehicle speed  | 20 |
      | infantry speed | 8  |
      | sections       | 1  |
      | begins at      | 0  |
    Then the troop result's vehicle move is 15 cm, citing SPEED-EMBARK-02
    And the troop result's section 1 move is 6 cm, citing SPEED-EMBARK-01 and SPEED-EMBARK-03
    And the troop result's placing is section 1 where the vehicle stood; the vehicle on or behind section 1, citing SPEED-EMBARK-04

  @SPEED-EMBARK-01 @SPEED-EMBARK-03
  Scenario: Getting out half way through the phase leaves a quarter of the infantry's speed
    When the troop rules work out disembarking:
      | vehicle speed  | 20  |
      | infantry speed | 8   |
      | sections       | 1   |
      | begins at      | 1/2 |
    Then the troop result's section 1 move is 2 cm, citing SPEED-EMBARK-03
    And the troop result's done at is 3/4, citing SPEED-EMBARK-01

  @SPEED-EMBARK-05 @SPEED-EMBARK-06
  Scenario: Two sections get out one after the other and line up away from the enemy
    When the troop rules work out disembarking:
      | vehicle speed  | 20 |
      | infantry speed | 8  |
      | sections       | 2  |
    Then the troop result's vehicle move is 10 cm, citing SPEED-EMBARK-02 and SPEED-EMBARK-05
    And the troop result's section 1 move is 6 cm, citing SPEED-EMBARK-03
    And the troop result's section 2 move is 4 cm, citing SPEED-EMBARK-05
    And the troop result's placing is section 1 where the vehicle stood; the vehicle on or behind section 1; section 2 behind the vehicle, away from the enemy, citing SPEED-EMBARK-06

  @SPEED-EMBARK-05
  Scenario: Three sections cannot all get out in the half period that is left
    When the troop rules work out disembarking:
      | vehicle speed  | 20  |
      | infantry speed | 8   |
      | sections       | 3   |
      | begins at      | 1/2 |
    Then the troop ruling is refused by SPEED-EMBARK-05

  @SPEED-EMBARK-07
  Scenario: Sections may not stack outside buildings
    When the troop rules work out stacking:
      | in a building | no |
    Then the troop ruling is refused by SPEED-EMBARK-07

  @SPEED-EMBARK-07
  Scenario: Sections in a building stack only on separate floors
    When the troop rules work out stacking:
      | in a building | yes |
      | same floor    | yes |
    Then the troop ruling is refused by SPEED-EMBARK-07

  @SPEED-EMBARK-07
  Scenario: Sections on separate floors of a building may overlap
    When the troop rules work out stacking:
      | in a building | yes |
      | same floor    | no  |
    Then the troop result is allowed, citing SPEED-EMBARK-07

  @SPEED-EMBARK-08
  Scenario: Acquiring one of overlapping sections lets the enemy fire at each, one roll apiece
    When the troop rules work out fire at overlapping sections:
      | acquired    | 1st section |
      | overlapping | 2nd section |
    Then the troop result is 1st section, 2nd section, citing SPEED-EMBARK-08
    And the troop result's rolls are 2, citing SPEED-EMBARK-08

  @SPEED-EMBARK-09 @SPEED-EMBARK-11
  Scenario: Embarking takes half a period, the vehicle waiting
    When the troop rules work out embarking:
      | touching  | yes |
      | begins at | 0   |
    Then the troop result's aboard at is 1/2 of this period, citing SPEED-EMBARK-09
    And the troop result's vehicle share is 1/2, citing SPEED-EMBARK-11

  @SPEED-EMBARK-10
  Scenario: A section must touch the vehicle to embark
    When the troop rules work out embarking:
      | touching | no |
    Then the troop ruling is refused by SPEED-EMBARK-10

  @SPEED-EMBARK-11
  Scenario: Embarking late in the phase carries on into the next period
    When the troop rules work out embarking:
      | touching  | yes |
      | begins at | 3/4 |
    Then the troop result's aboard at is 1/4 into the next period, citing SPEED-EMBARK-11
    And the troop result's vehicle share is 3/4, citing SPEED-EMBARK-11

  @SPEED-EMBARK-12
  Scenario Outline: Cavalry mount and dismount in half the vehicle times
    When the troop rules work out mounting:
      | rider  | cavalry  |
      | action | <action> |
    Then the troop result is <time>, citing SPEED-EMBARK-12

    Examples:
      | action   | time       |
      | mount    | 1/4 period |
      | dismount | 1/8 period |

  @SPEED-EMBARK-13
  Scenario: Cossacks hit the ground running
    When the troop rules work out mounting:
      | rider  | Cossacks |
      | action | dismount |
    Then the troop result is 0 periods, citing SPEED-EMBARK-13

  @SPEED-EMBARK-13 @SPEED-EMBARK-12
  Scenario: Cossacks still take a quarter period to mount (reading)
    When the troop rules work out mounting:
      | rider  | Cossacks |
      | action | mount    |
    Then the troop result is 1/4 period, citing SPEED-EMBARK-12 and SPEED-EMBARK-13

  # Riding, then on foot. Reading: the riders cover their mounted speed times the share of the
  # period they ride; once down (an eighth of a period later, Cossacks at once) they move only
  # the rest of their own foot speed, as infantry out of a vehicle do.

  @SPEED-EMBARK-12 @SPEED-EMBARK-03
  Scenario: Cavalry ride half the period, dismount and go on on foot
    When the troop rules work out riding then dismounting:
      | rider         | cavalry |
      | mounted speed | 40 cm   |
      | foot speed    | 8 cm    |
      | dismounts at  | 1/2     |
    Then the troop result's ridden is 20 cm, citing SPEED-EMBARK-12
    And the troop result's on foot at is 5/8 of the period, citing SPEED-EMBARK-12
    And the troop result's on foot is 3 cm, citing SPEED-EMBARK-03

  @SPEED-EMBARK-13 @SPEED-EMBARK-03
  Scenario: Cossacks lose no movement getting down
    When the troop rules work out riding then dismounting:
      | rider         | Cossacks |
      | mounted speed | 40 cm    |
      | foot speed    | 8 cm     |
      | dismounts at  | 1/2      |
    Then the troop result's on foot is 4 cm, citing SPEED-EMBARK-13

  @SPEED-EMBARK-12
  Scenario: Cavalry that dismount too late are not down this period
    When the troop rules work out riding then dismounting:
      | rider         | cavalry |
      | mounted speed | 40 cm   |
      | foot speed    | 8 cm    |
      | dismounts at  | 15/16   |
    Then the troop ruling is refused by SPEED-EMBARK-12

  @SPEED-EMBARK-01 @SPEED-EMBARK-03
  Scenario: Getting out a third of the way through the phase: times and moves in exact thirds
    # Out at 1/3 + 1/4 = 7/12 of the period; 8 cm x (1 - 7/12) = 10/3 cm left to move.
    When the troop rules work out disembarking:
      | vehicle speed  | 20  |
      | infantry speed | 8   |
      | sections       | 1   |
      | begins at      | 1/3 |
    Then the troop result's done at is 7/12, citing SPEED-EMBARK-01
    And the troop result's section 1 move is 10/3 cm, citing SPEED-EMBARK-03
    And the troop result's vehicle move is 15 cm, citing SPEED-EMBARK-02

  @SPEED-EMBARK-09 @SPEED-EMBARK-11
  Scenario: Embarking from two thirds of the way through the phase ends a sixth into the next
    When the troop rules work out embarking:
      | touching  | yes |
      | begins at | 2/3 |
    Then the troop result's aboard at is 1/6 into the next period, citing SPEED-EMBARK-11
    And the troop result's vehicle share is 5/6, citing SPEED-EMBARK-11
