@minis-speed
Feature: Reversing
  Tracked and half-tracked vehicles reverse 2.5 cm a movement phase, wheeled vehicles 5 cm (a
  flat cap, not modified by going, visibility or suppression). A few armoured cars reverse as
  fast as they go forward. Backing out of hull-down costs 20% of the phase's speed and covers
  the 0.5 cm back from the contour and the turn.

  @SPEED-REV-01
  Scenario Outline: Tracked and half-tracked vehicles reverse 2.5 cm
    When the vehicle's reverse is worked out:
      | class        | <class>   |
      | running gear | <running> |
      | phase speed  | 30 cm     |
    Then it may reverse 2.5 cm, citing SPEED-REV-01

    Examples:
      | class       | running       |
      | tracked AFV | fully tracked |
      | other AFV   | half-tracked  |

  @SPEED-REV-02
  Scenario Outline: Wheeled vehicles reverse 5 cm
    When the vehicle's reverse is worked out:
      | class        | <class>   |
      | running gear | <running> |
      | phase speed  | 30 cm     |
    Then it may reverse 5 cm, citing SPEED-REV-02

    Examples:
      | class     | running       |
      | other AFV | 4x4           |
      | other 4wd | 4x4           |
      | 2wd       | other wheeled |

  @SPEED-REV-01 @SPEED-REV-02 @SPEED-GOING-01
  Scenario: An other AFV whose running gear is not stated is not taken for a wheeled one
    # An armoured car may run on 4, 6 or 8 wheels and an armoured half-track on half-tracks,
    # which reverse 2.5 cm: the reversing distance depends on what it runs on.
    When the vehicle's reverse is worked out:
      | class       | other AFV |
      | phase speed | 30 cm     |
    Then the move is refused by SPEED-GOING-01

  @SPEED-REV-03
  Scenario: Backing out of hull-down costs 20% of the phase's speed
    When the vehicle's reverse is worked out:
      | class       | tracked AFV |
      | phase speed | 27 cm       |
      | hull-down   | yes         |
    Then it may reverse 0.5 cm, citing SPEED-REV-03
    And it may then drive off 21.6 cm

  @SPEED-REV-04
  Scenario Outline: Some armoured cars reverse as fast as they go forward
    When the vehicle's reverse is worked out:
      | class       | other AFV |
      | name        | <name>    |
      | phase speed | 35 cm     |
    Then it may reverse 35 cm, citing SPEED-REV-04

    Examples:
      | name              |
      | Daimler AC        |
      | Daimler SC        |
      | PA11              |
      | OA vz 27          |
      | Panhard 178       |
      | Sdkfz 231 (6 rad) |
      | Sdkfz 231 (8 rad) |
      | Sdkfz 234         |
      | AB40              |
      | AB43              |

  @SPEED-REV-04 @SPEED-REV-02
  Scenario: Other armoured cars keep to the wheeled cap
    When the vehicle's reverse is worked out:
      | class        | other AFV  |
      | name         | Humber AC  |
      | running gear | 4x4        |
      | phase speed  | 35 cm      |
    Then it may reverse 5 cm, citing SPEED-REV-02

  @SPEED-REV-03
  Scenario: The 80% left after backing out of hull-down is exact, not cut to the millimetre
    When the vehicle's reverse is worked out:
      | class       | tracked AFV |
      | phase speed | 20.25 cm    |
      | hull-down   | yes         |
    Then it may reverse 0.5 cm, citing SPEED-REV-03
    And it may then drive off 16.2 cm

  @SPEED-REV-03
  Scenario: A phase speed of 10/3 cm leaves 8/3 cm to drive off
    When the vehicle's reverse is worked out:
      | class       | tracked AFV |
      | phase speed | 10/3 cm     |
      | hull-down   | yes         |
    Then it may then drive off 8/3 cm

  @SPEED-REV-04
  Scenario: A full-speed reverser is known whatever the spacing of its name
    When the vehicle's reverse is worked out:
      | class       | other AFV |
      | name        | Sdkfz234  |
      | phase speed | 45/8 cm   |
    Then it may reverse 5.625 cm, citing SPEED-REV-04
