@minis-speed
Feature: Obstacle and turn deductions for vehicles
  Each linear obstacle crossed and each 90° turn made costs a percentage of the vehicle's final
  speed for the terrain it is in (after going or road, visibility and a standing start). The
  deductions are cumulative: the percentages are added and taken once (the reading; a rules
  editor may set `cumulative = "compound"`). A '-' in the table means that class cannot cross;
  deductions of 100% or more cannot all be made in one phase.

  @SPEED-OBST-02
  Scenario: A hard obstacle costs a tracked AFV 20%
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | wall        |
    Then the phase speed is 24 cm, citing SPEED-OBST-02

  @SPEED-OBST-03
  Scenario: A hard obstacle costs another AFV 75%
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | cross-country | 20 cm     |
      | obstacles     | stream    |
    Then the phase speed is 5 cm, citing SPEED-OBST-03

  @SPEED-OBST-04
  Scenario Outline: Soft vehicles cannot cross a hard obstacle
    When the phase speed of a vehicle is worked out:
      | class         | <class> |
      | cross-country | 20 cm   |
      | obstacles     | wall    |
    Then the move is refused by SPEED-OBST-04

    Examples:
      | class     |
      | other 4wd |
      | 2wd       |

  @SPEED-OBST-05
  Scenario: A soft obstacle costs a tracked AFV 10%
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | hedge       |
    Then the phase speed is 27 cm, citing SPEED-OBST-05

  @SPEED-OBST-06
  Scenario: A soft obstacle costs another AFV 20%
    When the phase speed of a vehicle is worked out:
      | class         | other AFV   |
      | cross-country | 20 cm       |
      | obstacles     | barbed wire |
    Then the phase speed is 16 cm, citing SPEED-OBST-06

  @SPEED-OBST-07
  Scenario: A soft obstacle costs another 4wd vehicle 50%
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd      |
      | cross-country | 20 cm          |
      | obstacles     | roadside ditch |
    Then the phase speed is 10 cm, citing SPEED-OBST-07

  @SPEED-OBST-08
  Scenario: A 2wd vehicle cannot cross a soft obstacle
    When the phase speed of a vehicle is worked out:
      | class         | 2wd   |
      | cross-country | 20 cm |
      | obstacles     | hedge |
    Then the move is refused by SPEED-OBST-08

  @SPEED-OBST-09
  Scenario: Bocage costs a tracked AFV 75%
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | bocage      |
    Then the phase speed is 7.5 cm, citing SPEED-OBST-09

  @SPEED-OBST-10
  Scenario Outline: No other vehicle can cross bocage
    When the phase speed of a vehicle is worked out:
      | class         | <class> |
      | cross-country | 20 cm   |
      | obstacles     | bocage  |
    Then the move is refused by SPEED-OBST-10

    Examples:
      | class     |
      | other AFV |
      | other 4wd |
      | 2wd       |

  @SPEED-OBST-11
  Scenario: Each 90° turn costs a tracked AFV 20%; a 180° turn is two
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | 90° turns     | 2           |
    Then the phase speed is 18 cm, citing SPEED-OBST-11

  @SPEED-OBST-12
  Scenario Outline: Each 90° turn costs any other vehicle 10%
    When the phase speed of a vehicle is worked out:
      | class         | <class> |
      | road          | 40 cm   |
      | cross-country | 20 cm   |
      | on            | road    |
      | 90° turns     | 1       |
    Then the phase speed is 36 cm, citing SPEED-OBST-12

    Examples:
      | class     |
      | other AFV |
      | other 4wd |
      | 2wd       |

  @SPEED-OBST-01
  Scenario: Obstacle deductions are cumulative: hedge and wall cost a tracked AFV 10 + 20 = 30%
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | hedge, wall |
    Then the phase speed is 21 cm, citing SPEED-OBST-01

  @SPEED-OBST-01
  Scenario: Turns add to the obstacles: a hedge and a 90° turn cost another 4wd 50 + 10 = 60%
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd |
      | cross-country | 25 cm     |
      | obstacles     | hedge     |
      | 90° turns     | 1         |
    Then the phase speed is 10 cm, citing SPEED-OBST-01

  @SPEED-OBST-01
  Scenario: Deductions of 100% or more cannot all be made in one phase
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV  |
      | cross-country | 30 cm        |
      | obstacles     | bocage, wall |
      | 90° turns     | 1            |
    Then the move is refused by SPEED-OBST-01

  @SPEED-OBST-18
  Scenario: A deduction comes off the final speed for the terrain, not the basic speed
    # 40 cm × 90% (scrub) × 75% (mist) = 27 cm for the terrain; the wall takes 20% of that.
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | road          | 50 cm       |
      | cross-country | 40 cm       |
      | terrain       | scrub       |
      | visibility    | mist        |
      | obstacles     | wall        |
    Then the speed for the terrain is 27 cm
    And the phase speed is 21.6 cm, citing SPEED-OBST-18

  @SPEED-OBST-18 @SPEED-START-01
  Scenario: From a standing start the deduction is taken from the halved speed
    When the phase speed of a vehicle is worked out:
      | class          | tracked AFV |
      | cross-country  | 30 cm       |
      | standing start | yes         |
      | obstacles      | hedge       |
    Then the speed for the terrain is 15 cm
    And the phase speed is 13.5 cm, citing SPEED-OBST-18
