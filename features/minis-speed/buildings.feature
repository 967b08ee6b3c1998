@minis-speed
Feature: Buildings
  Vehicles drive into large buildings as over a soft linear obstacle, and into smaller ones
  through a wall as over a hard one, taking a getting-stuck test (towing the only modifier): a
  vehicle that would be stuck is disabled instead, the building collapsing on it. Infantry move
  inside any building as poor going and take a quarter period per contour level to climb.

  @SPEED-BUA-08
  Scenario: A tracked AFV drives into a barn as over a soft obstacle
    When the vehicle drives into a large building:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
    Then the phase speed is 27 cm, citing SPEED-BUA-08
    And the ledger cites SPEED-OBST-05

  @SPEED-BUA-08
  Scenario: A 2wd lorry cannot drive into a barn
    When the vehicle drives into a large building:
      | class         | 2wd   |
      | cross-country | 20 cm |
    Then the move is refused by SPEED-OBST-08
    And the ledger cites SPEED-BUA-08

  @SPEED-BUA-09 @SPEED-BUA-10
  Scenario: A tracked AFV breaks through the wall of a cottage as a hard obstacle
    When the vehicle drives into a small building:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | roll          | 2           |
    Then the phase speed is 24 cm, citing SPEED-BUA-09
    And the vehicle breaks in intact, citing SPEED-BUA-10

  @SPEED-BUA-10
  Scenario: A vehicle that would get stuck breaking in is disabled by the collapse
    When the vehicle drives into a small building:
      | class         | other AFV |
      | running gear  | 8-wheeled |
      | cross-country | 20 cm     |
      | roll          | 2         |
    Then the vehicle is disabled by the collapse, citing SPEED-BUA-10
    And the ledger cites SPEED-MIRE-10

  @SPEED-BUA-10
  Scenario: Towing counts against a vehicle breaking in
    When the vehicle drives into a small building:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | towing        | yes         |
      | roll          | 2           |
    Then the vehicle is disabled by the collapse, citing SPEED-MIRE-05

  @SPEED-BUA-09
  Scenario: A soft vehicle cannot break into a small building
    When the vehicle drives into a small building:
      | class         | other 4wd |
      | cross-country | 20 cm     |
      | roll          | 6         |
    Then the move is refused by SPEED-OBST-04
    And the ledger cites SPEED-BUA-09

  @SPEED-BUA-11
  Scenario: Infantry inside a building count poor going
    When the phase speed of troops is worked out:
      | kind    | infantry |
      | normal  | 5 cm     |
      | terrain | building |
    Then the going is poor, citing SPEED-BUA-11
    And the phase speed is 3 cm, citing SPEED-TERRAIN-01

  @SPEED-BUA-12
  Scenario: Climbing two contour levels takes half a period
    When infantry climb 2 contour levels having spent 0 of a period
    Then the climb takes 1/2 of a period, citing SPEED-BUA-12

  @SPEED-BUA-13
  Scenario: Infantry are not higher until they have reached the level
    When infantry climb 2 contour levels having spent 3/8 of a period
    Then they count as 1 level up, citing SPEED-BUA-13

  @SPEED-BUA-13
  Scenario: Infantry who have spent the whole time are at the top
    When infantry climb 2 contour levels having spent 1/2 of a period
    Then they count as 2 levels up, citing SPEED-BUA-13

  @SPEED-BUA-12 @SPEED-BUA-13
  Scenario: A third of a period climbing reaches one level, exactly (4/3 of a level climbed)
    When infantry climb 2 contour levels having spent 1/3 of a period
    Then they count as 1 level up, citing SPEED-BUA-13
    And the climb takes 1/2 of a period, citing SPEED-BUA-12
