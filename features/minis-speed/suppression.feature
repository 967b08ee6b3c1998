@minis-speed
Feature: Suppressed vehicles
  A suppressed vehicle loses a quarter of the final speed worked out from everything else,
  exactly: nothing is rounded (the text states no rounding).

  @SPEED-SUPP-01
  Scenario: A suppressed vehicle keeps 75% of its final speed
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | road          | 40 cm     |
      | cross-country | 20 cm     |
      | on            | road      |
      | suppressed    | yes       |
    Then the phase speed is 30 cm, citing SPEED-SUPP-01

  @SPEED-SUPP-01
  Scenario: The quarter comes off the speed after going, visibility and obstacles
    # 40 × 90% × 75% = 27 cm; the hedge leaves 90% = 24.3 cm; suppressed 75% = 18.225 cm, exactly.
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 40 cm       |
      | terrain       | scrub       |
      | visibility    | mist        |
      | obstacles     | hedge       |
      | suppressed    | yes         |
    Then the speed for the terrain is 27 cm
    And the phase speed is 18.225 cm, citing SPEED-SUPP-01

  @SPEED-SUPP-01
  Scenario: A quarter off 7.5 cm leaves 45/8 cm
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 7.5 cm      |
      | suppressed    | yes         |
    Then the phase speed is 45/8 cm, citing SPEED-SUPP-01
