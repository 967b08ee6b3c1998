@minis-speed
Feature: Basic movement speeds and the going, visibility and road factors for vehicles
  A mover's basic road and cross-country speeds are input (the vehicle charts and the speed
  table are not in the text). Speeds are centimetres per movement phase. Off road the
  cross-country speed is multiplied by the going factor of the vehicle's class; on a road the
  road speed counts (90% of it on a track, steppe or hard sand); bad visibility multiplies
  again, the worst condition only. Every factor is exact and nothing is rounded: the text
  states no rounding, so 75% of 7.5 cm is 5.625 cm (45/8 cm), never 5.6 cm. A name the rules do
  not know is refused with the nearest one they do.

  @SPEED-BASE-01 @SPEED-BASE-03
  Scenario: An AFV's basic speed comes from its own chart entry, in centimetres
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | road          | 40 cm       |
      | cross-country | 30 cm       |
      | terrain       | open        |
    Then the phase speed is 30 cm, citing SPEED-BASE-01
    And the move is legal, citing SPEED-BASE-03

  @SPEED-BASE-01
  Scenario: An AFV without a chart entry cannot move
    When the phase speed of a vehicle is worked out:
      | class   | other AFV |
      | terrain | open      |
    Then the move is refused by SPEED-BASE-01

  @SPEED-BASE-02
  Scenario: A soft-skinned vehicle's basic speed is input, the text's table being missing
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd |
      | road          | 50 cm     |
      | cross-country | 25 cm     |
      | terrain       | open      |
    Then the phase speed is 25 cm, citing SPEED-BASE-02

  @SPEED-BASE-02
  Scenario: A soft-skinned vehicle with no speed given is refused on the road
    When the phase speed of a vehicle is worked out:
      | class         | 2wd   |
      | cross-country | 20 cm |
      | on            | road  |
    Then the move is refused by SPEED-BASE-02

  @SPEED-BASE-04
  Scenario Outline: Of two cross-country figures 2wd uses the first and 4wd the second
    When the phase speed of a vehicle is worked out:
      | class         | <class>      |
      | road          | 50 cm        |
      | cross-country | 16 cm, 24 cm |
    Then the phase speed is <speed> cm, citing SPEED-BASE-04

    Examples:
      | class     | speed |
      | 2wd       | 16    |
      | other 4wd | 24    |

  @SPEED-BASE-05
  Scenario Outline: Infantry, cyclists and cavalry move at the first figure, or the second when fast
    When the phase speed of troops is worked out:
      | kind   | <kind>  |
      | normal | <first> |
      | fast   | <second> |
      | pace   | <pace>  |
    Then the phase speed is <speed> cm, citing SPEED-BASE-05

    Examples:
      | kind     | first | second | pace   | speed |
      | infantry | 5     | 10     | normal | 5     |
      | infantry | 5     | 10     | fast   | 10    |
      | cyclists | 10    | 20     | fast   | 20    |
      | cavalry  | 15    | 30     | fast   | 30    |

  @SPEED-BASE-06
  Scenario: Horse-drawn equipment never uses the fast figure
    When the phase speed of troops is worked out:
      | kind   | horse-drawn |
      | normal | 10 cm       |
      | fast   | 20 cm       |
      | pace   | fast        |
    Then the move is refused by SPEED-BASE-06

  @SPEED-BASE-06
  Scenario: Horse-drawn equipment moves at its normal figure
    When the phase speed of troops is worked out:
      | kind   | horse-drawn |
      | normal | 10 cm       |
      | fast   | 20 cm       |
    Then the phase speed is 10 cm, citing SPEED-BASE-05

  @SPEED-BASE-07
  Scenario: The towing penalty comes on top of the terrain speed
    # The -25% is the towing table's (8.3) for a half-track cross country, given as input.
    When the phase speed of a vehicle is worked out:
      | class          | other 4wd    |
      | running gear   | half-tracked |
      | road           | 40 cm        |
      | cross-country  | 24 cm        |
      | terrain        | scrub        |
      | towing penalty | 25%          |
    Then the speed for the terrain is 18 cm
    And the phase speed is 13.5 cm, citing SPEED-BASE-07

  @SPEED-BASE-07
  Scenario: The infantry table's centimetre costs are left to the infantry rules
    When the phase speed of troops is worked out:
      | kind      | infantry |
      | normal    | 5 cm     |
      | obstacles | hedge    |
    Then the phase speed is 5 cm, citing SPEED-BASE-07

  @SPEED-GOING-01
  Scenario: Normal going keeps the whole cross-country speed, whatever the class
    When the phase speed of a vehicle is worked out:
      | class         | 2wd       |
      | road          | 40 cm     |
      | cross-country | 20 cm     |
      | terrain       | meadow    |
    Then the phase speed is 20 cm, citing SPEED-GOING-01
    And the going is normal, citing SPEED-TERRAIN-01

  @SPEED-GOING-01
  Scenario: An unknown vehicle class is refused, naming the nearest
    When the phase speed of a vehicle is worked out:
      | class         | tracked AVF |
      | cross-country | 20 cm       |
    Then the move is refused by SPEED-GOING-01
    And the refusal names "tracked AVF" and suggests "tracked AFV"

  @SPEED-GOING-01
  Scenario: An unknown running gear is refused, naming the nearest
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd   |
      | running gear  | half-tracks |
      | cross-country | 20 cm       |
    Then the move is refused by SPEED-GOING-01
    And the refusal names "half-tracks" and suggests "half-tracked"

  @SPEED-GOING-03 @SPEED-BASE-03
  Scenario: 75% of 7.5 cm is 45/8 cm, exactly: nothing is rounded to the millimetre
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | cross-country | 7.5 cm    |
      | terrain       | scrub     |
    Then the phase speed is 45/8 cm, citing SPEED-GOING-03
    And the phase speed is 5.625 cm, citing SPEED-BASE-03

  @SPEED-GOING-02 @SPEED-VIS-01
  Scenario: Poor going in mist: 30 cm x 90% x 75% is 20.25 cm, not 20.2 cm
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | scrub       |
      | visibility    | mist        |
    Then the phase speed is 20.25 cm, citing SPEED-VIS-01

  @SPEED-BASE-01 @SPEED-SUPP-01
  Scenario: A basic speed finer than a micrometre stays exact: 10/3 cm suppressed is 5/2 cm
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 10/3 cm     |
      | suppressed    | yes         |
    Then the speed for the terrain is 10/3 cm
    And the phase speed is 2.5 cm, citing SPEED-SUPP-01

  @SPEED-BASE-02
  Scenario: An unknown kind of troops is refused, naming the nearest
    When the phase speed of troops is worked out:
      | kind   | infantyr |
      | normal | 5 cm     |
    Then the move is refused by SPEED-BASE-02
    And the refusal names "infantyr" and suggests "infantry"

  @SPEED-GOING-02 @SPEED-GOING-03 @SPEED-GOING-04 @SPEED-GOING-05
  Scenario Outline: Poor going keeps a share of the cross-country speed that depends on the class
    When the phase speed of a vehicle is worked out:
      | class         | <class> |
      | road          | 40 cm   |
      | cross-country | 20 cm   |
      | terrain       | scrub   |
    Then the phase speed is <speed> cm, citing <clause>
    And the going is poor, citing SPEED-TERRAIN-02

    Examples:
      | class       | speed | clause         |
      | tracked AFV | 18    | SPEED-GOING-02 |
      | other AFV   | 15    | SPEED-GOING-03 |
      | other 4wd   | 15    | SPEED-GOING-04 |
      | 2wd         | 10    | SPEED-GOING-05 |

  @SPEED-GOING-06
  Scenario Outline: Heavy going keeps a quarter of the cross-country speed for AFVs and 4wd
    When the phase speed of a vehicle is worked out:
      | class         | <class>   |
      | road          | 40 cm     |
      | cross-country | 30 cm     |
      | terrain       | deep mud  |
    Then the phase speed is 7.5 cm, citing SPEED-GOING-06
    And the going is heavy, citing SPEED-TERRAIN-06

    Examples:
      | class       |
      | tracked AFV |
      | other AFV   |
      | other 4wd   |

  @SPEED-GOING-07
  Scenario: A 2wd vehicle may not enter heavy going
    When the phase speed of a vehicle is worked out:
      | class         | 2wd      |
      | road          | 40 cm    |
      | cross-country | 20 cm    |
      | terrain       | deep mud |
    Then the move is refused by SPEED-GOING-07

  @SPEED-VIS-01 @SPEED-VIS-03
  Scenario: Mist multiplies the going figure by 75%
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | road          | 40 cm       |
      | cross-country | 40 cm       |
      | terrain       | scrub       |
      | visibility    | mist        |
    Then the phase speed is 27 cm, citing SPEED-VIS-01
    And the ledger cites SPEED-VIS-03

  @SPEED-VIS-01
  Scenario: Only the worst visibility condition counts
    When the phase speed of a vehicle is worked out:
      | class         | other AFV             |
      | road          | 40 cm                 |
      | cross-country | 20 cm                 |
      | visibility    | heavy rain, fire zone |
    Then the phase speed is 15 cm, citing SPEED-VIS-01

  @SPEED-VIS-02 @SPEED-VIS-04
  Scenario Outline: Severe visibility halves the speed
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd    |
      | road          | 30 cm        |
      | cross-country | 20 cm        |
      | visibility    | <condition>  |
    Then the phase speed is 10 cm, citing SPEED-VIS-02
    And the ledger cites SPEED-VIS-04

    Examples:
      | condition     |
      | tropical rain |
      | blizzard      |
      | sandstorm     |
      | dense fog     |

  @SPEED-VIS-01 @SPEED-VIS-02
  Scenario: The severe row beats the poor one when both apply
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV     |
      | road          | 40 cm           |
      | cross-country | 20 cm           |
      | visibility    | mist, dense fog |
    Then the phase speed is 10 cm, citing SPEED-VIS-02

  @SPEED-VIS-01
  Scenario: An unknown visibility condition is refused, naming the nearest
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | visibility    | misty       |
    Then the move is refused by SPEED-VIS-01
    And the refusal names "misty" and suggests "mist"

  @SPEED-ROAD-01
  Scenario: On a road a vehicle moves at its road speed whatever the terrain
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | road          | 40 cm       |
      | cross-country | 30 cm       |
      | terrain       | dense wood  |
      | on            | road        |
    Then the phase speed is 40 cm, citing SPEED-ROAD-01
    And no miring test is due

  @SPEED-ROAD-01 @SPEED-VIS-05
  Scenario: Visibility still applies on a road: night with headlights
    When the phase speed of a vehicle is worked out:
      | class         | 2wd                   |
      | road          | 50 cm                 |
      | cross-country | 20 cm                 |
      | on            | road                  |
      | visibility    | night with headlights |
    Then the phase speed is 37.5 cm, citing SPEED-ROAD-01
    And the ledger cites SPEED-VIS-05

  @SPEED-ROAD-02
  Scenario Outline: Steppe, hard sand and tracks give 90% of the road speed
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | road          | 45 cm     |
      | cross-country | 20 cm     |
      | on            | <surface> |
    Then the phase speed is 40.5 cm, citing SPEED-ROAD-02

    Examples:
      | surface   |
      | track     |
      | steppe    |
      | hard sand |

  @SPEED-ROAD-01 @SPEED-ROAD-02
  Scenario: An unknown road surface is refused, naming the nearest
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | road          | 45 cm     |
      | cross-country | 20 cm     |
      | on            | raod      |
    Then the move is refused by SPEED-ROAD-01
    And the refusal names "raod" and suggests "road"
