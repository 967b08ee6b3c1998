@minis-speed
Feature: Standing starts
  From a standing start tracked vehicles (and half-tracks, the reading) get only half their
  speed for the terrain; wheeled vehicles and cavalry three quarters; everyone else is not
  affected. The cap multiplies the terrain speed, so later deductions come off the reduced
  figure.

  @SPEED-START-01
  Scenario Outline: Tracked and half-tracked vehicles get half speed for the terrain
    When the phase speed of a vehicle is worked out:
      | class          | <class>   |
      | running gear   | <running> |
      | cross-country  | 30 cm     |
      | terrain        | scrub     |
      | standing start | yes       |
    Then the phase speed is <speed> cm, citing SPEED-START-01

    Examples:
      | class       | running       | speed |
      | tracked AFV | fully tracked | 13.5  |
      | other 4wd   | half-tracked  | 11.25 |

  @SPEED-START-01
  Scenario: Without a standing start the tracked AFV has its full terrain speed
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | scrub       |
    Then the phase speed is 27 cm, citing SPEED-GOING-02

  @SPEED-START-02
  Scenario Outline: Wheeled vehicles get three quarters of their speed from stationary
    When the phase speed of a vehicle is worked out:
      | class          | <class>   |
      | running gear   | <running> |
      | road           | 40 cm     |
      | cross-country  | 20 cm     |
      | on             | road      |
      | standing start | yes       |
    Then the phase speed is 30 cm, citing SPEED-START-02

    Examples:
      | class     | running       |
      | other AFV | 4x4           |
      | other 4wd | 4x4           |
      | 2wd       | other wheeled |

  @SPEED-START-01 @SPEED-START-02
  Scenario Outline: An other AFV moves off at the fraction of what it runs on
    # Armoured half-tracks move off at half their speed, armoured cars at three quarters.
    When the phase speed of a vehicle is worked out:
      | class          | other AFV |
      | running gear   | <running> |
      | road           | 40 cm     |
      | cross-country  | 20 cm     |
      | on             | road      |
      | standing start | yes       |
    Then the phase speed is <speed> cm, citing <clause>

    Examples:
      | running      | speed | clause         |
      | half-tracked | 20    | SPEED-START-01 |
      | 8-wheeled    | 30    | SPEED-START-02 |

  @SPEED-START-01 @SPEED-START-02 @SPEED-GOING-01
  Scenario: An other AFV moving off whose running gear is not stated is not taken for a 4x4
    When the phase speed of a vehicle is worked out:
      | class          | other AFV |
      | road           | 40 cm     |
      | cross-country  | 20 cm     |
      | on             | road      |
      | standing start | yes       |
    Then the move is refused by SPEED-GOING-01

  @SPEED-GOING-01
  Scenario: An other AFV moving on needs no running gear for its speed
    # Only rules that read the running gear (standing starts, reversing, miring) ask for it.
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | road          | 40 cm     |
      | cross-country | 20 cm     |
      | on            | road      |
    Then the phase speed is 40 cm, citing SPEED-ROAD-01

  @SPEED-START-03
  Scenario: Cavalry get three quarters of their speed from stationary
    When the phase speed of troops is worked out:
      | kind           | cavalry |
      | normal         | 15 cm   |
      | fast           | 30 cm   |
      | standing start | yes     |
    Then the phase speed is 11.25 cm, citing SPEED-START-03

  @SPEED-START-04
  Scenario Outline: Everyone else moves off at full speed
    When the phase speed of troops is worked out:
      | kind           | <kind> |
      | normal         | 10 cm  |
      | standing start | yes    |
    Then the phase speed is 10 cm, citing SPEED-START-04

    Examples:
      | kind     |
      | infantry |
      | cyclists |
      | animals  |

  @SPEED-START-03
  Scenario: Cavalry from a standstill get exactly three quarters, a third of a centimetre kept
    When the phase speed of troops is worked out:
      | kind           | cavalry |
      | normal         | 40/3 cm |
      | standing start | yes     |
    Then the phase speed is 10 cm, citing SPEED-START-03

  @SPEED-START-04
  Scenario: Infantry moving off are not affected, and a third of a centimetre stays a third
    When the phase speed of troops is worked out:
      | kind           | infantry |
      | normal         | 16/3 cm  |
      | standing start | yes      |
    Then the phase speed is 16/3 cm, citing SPEED-START-04
