@minis-speed
Feature: Built-up areas
  A built-up area is open (villages, gardens, housing estates, and parks or squares inside a
  BUA) or dense (city and town centres, industrial areas). Roads through a BUA are roads like
  any other; off road, a dense BUA is impassable to vehicles and an open one is heavy going.

  @SPEED-BUA-01
  Scenario: A BUA that is not classed open or dense is refused
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | BUA         |
    Then the move is refused by SPEED-BUA-01

  @SPEED-BUA-01 @SPEED-BUA-02
  Scenario Outline: Villages, gardens and housing estates are open BUA
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | <terrain>   |
    Then the going is heavy, citing SPEED-BUA-02
    And the ledger cites SPEED-BUA-01

    Examples:
      | terrain        |
      | village        |
      | garden         |
      | housing estate |

  @SPEED-BUA-03
  Scenario Outline: City and town centres and industrial areas are dense BUA
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the going is poor, citing SPEED-BUA-03

    Examples:
      | terrain         |
      | city centre     |
      | town centre     |
      | industrial area |

  @SPEED-BUA-04
  Scenario Outline: A park or square inside a BUA is treated as open BUA
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the going is normal, citing SPEED-BUA-04

    Examples:
      | terrain |
      | park    |
      | square  |

  @SPEED-BUA-05
  Scenario: A road through a town centre is like any other road
    When the phase speed of a vehicle is worked out:
      | class         | 2wd         |
      | road          | 50 cm       |
      | cross-country | 20 cm       |
      | terrain       | town centre |
      | on            | road        |
    Then the phase speed is 50 cm, citing SPEED-BUA-05

  @SPEED-BUA-06
  Scenario: Vehicles cannot move off road in a dense BUA
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV     |
      | cross-country | 30 cm           |
      | terrain       | industrial area |
    Then the move is refused by SPEED-BUA-06

  @SPEED-BUA-07
  Scenario: Off road in a village is heavy going for vehicles, with a miring test on entering
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd |
      | cross-country | 24 cm     |
      | terrain       | village   |
    Then the phase speed is 6 cm, citing SPEED-BUA-07
    And a miring test is due on entering heavy going, citing SPEED-MIRE-01

  @SPEED-BUA-07
  Scenario: A 2wd vehicle cannot drive off road into a village
    When the phase speed of a vehicle is worked out:
      | class         | 2wd     |
      | cross-country | 20 cm   |
      | terrain       | village |
    Then the move is refused by SPEED-GOING-07
    And the ledger cites SPEED-BUA-07
