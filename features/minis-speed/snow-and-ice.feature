@minis-speed
Feature: Movement on snow and ice
  Over-snow vehicles and infantry on skis or snowshoes find soft snow poor going and packed snow
  normal; everyone else finds packed snow poor and soft snow heavy. A new snowfall (none lying
  at the start) has no ground effect for five periods, only poor visibility; for the next five
  it counts as packed snow, with skiers on foot; after that as soft snow (reading: periods 1-5,
  6-10, 11 on). Skiers with usable skis may run downhill at 10 cm at any time, outside the
  at-the-double rules. Frozen water is tested only in severe cold (reading: otherwise it bears
  nothing): a full period and 1D10, whose load table is missing from the text, so the result
  is the roll; it holds 100 m around for the game, only the crossing side is told, and where
  tested areas overlap the first result governs.

  @SPEED-SNOW-01
  Scenario Outline: Skis, snowshoes and over-snow vehicles find soft snow poor going
    When the troop rules work out snow going:
      | mover | <mover> |
      | snow  | soft    |
    Then the troop result is poor going, citing SPEED-SNOW-01

    Examples:
      | mover             |
      | over-snow vehicle |
      | snowshoes         |
      | skiers            |

  @SPEED-SNOW-02
  Scenario Outline: Skis, snowshoes and over-snow vehicles find packed snow normal going
    When the troop rules work out snow going:
      | mover | <mover> |
      | snow  | packed  |
    Then the troop result is normal going, citing SPEED-SNOW-02

    Examples:
      | mover             |
      | over-snow vehicle |
      | snowshoes         |
      | skiers            |

  @SPEED-SNOW-01 @SPEED-SNOW-02
  Scenario Outline: Everyone else finds snow by the movement definitions
    When the troop rules work out snow going:
      | mover | <mover> |
      | snow  | <snow>  |
    Then the troop result is <going>, citing <clause>

    Examples:
      | mover     | snow   | going       | clause           |
      | infantry  | packed | poor going  | SPEED-TERRAIN-02 |
      | cavalry   | soft   | heavy going | SPEED-TERRAIN-06 |
      | vehicle   | soft   | heavy going | SPEED-TERRAIN-06 |

  @SPEED-SNOW-03
  Scenario: Snow on a road vehicles have already used is packed snow
    When the troop rules work out a snowy road:
      | snow                   | soft |
      | road used by vehicles  | yes  |
    Then the troop result is packed snow, citing SPEED-SNOW-03

  @SPEED-SNOW-03
  Scenario: Off the used roads the snow stays as it lies
    When the troop rules work out a snowy road:
      | snow                   | soft |
      | road used by vehicles  | no   |
    Then the troop result is soft snow, citing SPEED-SNOW-03

  @SPEED-SNOW-04
  Scenario: Skiers run downhill at 10 cm without any at-the-double reason
    When the troop rules work out skiing downhill:
      | mover    | skiers |
      | downhill | yes    |
    Then the troop result is 10 cm, citing SPEED-SNOW-04

  @SPEED-SNOW-04
  Scenario: Only skiers have the downhill speed
    When the troop rules work out skiing downhill:
      | mover    | snowshoes |
      | downhill | yes       |
    Then the troop ruling is refused by SPEED-SNOW-04

  @SPEED-SNOW-04
  Scenario: The 10 cm is for downhill ground only
    When the troop rules work out skiing downhill:
      | mover    | skiers |
      | downhill | no     |
    Then the troop ruling is refused by SPEED-SNOW-04

  @SPEED-SNOW-05
  Scenario Outline: A new snowfall has no ground effect for five periods
    When the troop rules work out a snowfall:
      | lying at the start | none     |
      | snowfall period    | <period> |
    Then the troop result is no snow, citing SPEED-SNOW-05

    Examples:
      | period |
      | 1      |
      | 5      |

  @SPEED-SNOW-05
  Scenario: Snow lying at the start counts at once
    When the troop rules work out a snowfall:
      | lying at the start | soft |
      | snowfall period    | 2    |
    Then the troop result is soft snow, citing SPEED-SNOW-05
    And the troop result's skis are usable, citing SPEED-SNOW-05

  @SPEED-SNOW-06
  Scenario: Falling snow reduces visibility from its first period
    When the troop rules work out a snowfall:
      | snowfall period | 1 |
    Then the troop result's visibility is poor, citing SPEED-SNOW-06 and SPEED-VIS-03
    And the troop result is no snow, citing SPEED-SNOW-05

  @SPEED-SNOW-07
  Scenario Outline: Periods 6 to 10 of a snowfall are packed snow, skiers on foot
    When the troop rules work out a snowfall:
      | snowfall period | <period> |
    Then the troop result is packed snow, citing SPEED-SNOW-07
    And the troop result's skis are not usable, citing SPEED-SNOW-07

    Examples:
      | period |
      | 6      |
      | 10     |

  @SPEED-SNOW-07
  Scenario: Skiers still on foot find packed snow poor going
    When the troop rules work out snow going:
      | mover       | skiers |
      | snow        | packed |
      | skis usable | no     |
    Then the troop result is poor going, citing SPEED-SNOW-07 and SPEED-TERRAIN-02

  @SPEED-SNOW-07
  Scenario: Skiers still on foot cannot run downhill on skis
    When the troop rules work out skiing downhill:
      | mover       | skiers |
      | skis usable | no     |
      | downhill    | yes    |
    Then the troop ruling is refused by SPEED-SNOW-07

  @SPEED-SNOW-08
  Scenario: From the eleventh period the snow is soft and skis are usable
    When the troop rules work out a snowfall:
      | snowfall period | 11 |
    Then the troop result is soft snow, citing SPEED-SNOW-08
    And the troop result's skis are usable, citing SPEED-SNOW-08

  @SPEED-ICE-01
  Scenario: Ice is not tested unless it is severely cold
    When the troop rules work out an ice test:
      | severely cold | no  |
      | side          | red |
    Then the troop ruling is refused by SPEED-ICE-01

  @SPEED-ICE-01 @SPEED-ICE-02 @SPEED-ICE-03 @SPEED-ICE-05
  Scenario: Testing the ice takes a full period and a D10 that only the crossing side learns
    Given the table scenario "wood.toml"
    And the dice will roll 7
    When the troop rules work out an ice test:
      | severely cold | yes  |
      | side          | red  |
      | seen by       | red  |
      | seen by       | blue |
    Then the troop result is 7, citing SPEED-ICE-01 and SPEED-ICE-03
    And the troop result's time is 1 period, citing SPEED-ICE-02
    And the troop result's result seen by red is 7, citing SPEED-ICE-05
    And the troop result's result seen by blue is hidden, citing SPEED-ICE-05

  @SPEED-ICE-03
  Scenario Outline: Each D10 score of the ice test is an exact tenth
    When the troop rules work out the ice chance:
      | at least | <score> |
    Then the troop result is <chance>, citing SPEED-ICE-03

    Examples:
      | score | chance |
      | 1     | 1      |
      | 7     | 2/5    |
      | 10    | 1/10   |

  @SPEED-ICE-04
  Scenario: A result holds 100 m around (10 cm at 10 m to the cm)
    Given the table scenario "wood.toml"
    And the dice will roll 4
    When the troop rules work out an ice test:
      | metres per cm | 10          |
      | test at       | 0, 0 by red |
      | result at     | 10, 0       |
      | result at     | 12, 0       |
    Then the troop result's result at 10, 0 is 4, citing SPEED-ICE-04
    And the troop result's result at 12, 0 is untested, citing SPEED-ICE-04

  @SPEED-ICE-06
  Scenario: Where tested areas overlap, the first result governs
    Given the table scenario "wood.toml"
    And the dice will roll 3, 8
    When the troop rules work out an ice test:
      | metres per cm | 10            |
      | test at       | 0, 0 by red   |
      | test at       | 15, 0 by blue |
      | result at     | 8, 0          |
      | result at     | 20, 0         |
    Then the troop result's result at 8, 0 is 3, citing SPEED-ICE-06
    And the troop result's result at 20, 0 is 8, citing SPEED-ICE-06
