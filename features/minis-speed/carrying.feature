@minis-speed
Feature: Carrying capacity
  Vehicles carry infantry sections, with their integral support weapons, by the carrying
  table, unless the army list says otherwise; animals, bicycles and motorcycles carry the whole
  element they stand for. Readings: a truck between rows takes the lower row, one under 1 t
  carries like a jeep and one over 10 t like a 6-10 t lorry; 30 cwt is 1.5 t; a half-section
  vehicle cannot take a whole section.

  @SPEED-CARRY-01 @SPEED-CARRY-02 @SPEED-CARRY-03 @SPEED-CARRY-04 @SPEED-CARRY-05
  @SPEED-CARRY-06
  Scenario Outline: The carrying table
    When the troop rules work out a carrying capacity:
      | carrier | <carrier> |
      | size    | <size>    |
    Then the troop result is <sections>, citing SPEED-CARRY-01 and <clause>

    Examples:
      | carrier       | size   | sections     | clause         |
      | jeep          | -      | 1/2 sections | SPEED-CARRY-02 |
      | light carrier | -      | 1/2 sections | SPEED-CARRY-02 |
      | truck         | 1      | 1 section    | SPEED-CARRY-03 |
      | truck         | 30 cwt | 1 section    | SPEED-CARRY-03 |
      | truck         | 2      | 2 sections   | SPEED-CARRY-04 |
      | truck         | 3      | 2 sections   | SPEED-CARRY-04 |
      | lorry         | 4      | 3 sections   | SPEED-CARRY-05 |
      | lorry         | 5      | 3 sections   | SPEED-CARRY-05 |
      | lorry         | 6      | 4 sections   | SPEED-CARRY-06 |
      | lorry         | 10     | 4 sections   | SPEED-CARRY-06 |

  @SPEED-CARRY-01
  Scenario Outline: Trucks outside the rows take the lower row (reading)
    When the troop rules work out a carrying capacity:
      | carrier | <carrier> |
      | size    | <size>    |
    Then the troop result is <sections>, citing SPEED-CARRY-01 and <clause>

    Examples:
      | carrier | size | sections     | clause         |
      | truck   | 0.75 | 1/2 sections | SPEED-CARRY-02 |
      | truck   | 3.5  | 2 sections   | SPEED-CARRY-04 |
      | lorry   | 12   | 4 sections   | SPEED-CARRY-06 |

  @SPEED-CARRY-01
  Scenario: A jeep cannot take a whole section
    When the troop rules work out a carrying capacity:
      | carrier | jeep |
      | load    | 1    |
    Then the troop ruling is refused by SPEED-CARRY-01

  @SPEED-CARRY-01 @SPEED-CARRY-04
  Scenario: A 2-3 tonne truck takes two sections
    When the troop rules work out a carrying capacity:
      | carrier | truck |
      | size    | 2.5   |
      | load    | 2     |
    Then the troop result is 2 sections aboard, citing SPEED-CARRY-04

  @SPEED-CARRY-07
  Scenario: The army list's capacity overrides the table
    When the troop rules work out a carrying capacity:
      | carrier   | light carrier |
      | army list | 1             |
      | load      | 1             |
    Then the troop result is 1 section aboard, citing SPEED-CARRY-07

  @SPEED-CARRY-08
  Scenario Outline: Animals, bicycles and motorcycles carry the whole element
    When the troop rules work out a carrying capacity:
      | carrier | <carrier> |
    Then the troop result is the whole element, citing SPEED-CARRY-08

    Examples:
      | carrier     |
      | animals     |
      | bicycles    |
      | motorcycles |

  # Several vehicles loading sections together. Reading (the catalogue's): a section is not
  # split between vehicles, except one section over two half-section vehicles; a half section
  # rides any vehicle with room for it.

  @SPEED-CARRY-01 @SPEED-CARRY-02 @SPEED-CARRY-04
  Scenario: A truck and two jeeps take three sections together
    When the troop rules work out loading a fleet:
      | load    | 3         |
      | carrier | jeep      |
      | carrier | truck 2 t |
      | carrier | jeep      |
    Then the troop result is 3 sections aboard, citing SPEED-CARRY-02 and SPEED-CARRY-04
    And the troop result's carrier 1 is 1/2 sections, citing SPEED-CARRY-01
    And the troop result's carrier 2 is 2 sections, citing SPEED-CARRY-04
    And the troop result's carrier 3 is 1/2 sections, citing SPEED-CARRY-01

  @SPEED-CARRY-01 @SPEED-CARRY-02 @SPEED-CARRY-03
  Scenario: A section is not split between a truck and a jeep
    When the troop rules work out loading a fleet:
      | load    | 2         |
      | carrier | jeep      |
      | carrier | truck 1 t |
    Then the troop ruling is refused by SPEED-CARRY-01

  @SPEED-CARRY-01 @SPEED-CARRY-02 @SPEED-CARRY-03
  Scenario: The same pair takes a section and a half
    When the troop rules work out loading a fleet:
      | load    | 1 1/2     |
      | carrier | jeep      |
      | carrier | truck 1 t |
    Then the troop result is 3/2 sections aboard, citing SPEED-CARRY-01
    And the troop result's carrier 1 is 1/2 sections, citing SPEED-CARRY-02
    And the troop result's carrier 2 is 1 section, citing SPEED-CARRY-03

  @SPEED-CARRY-01 @SPEED-CARRY-03
  Scenario: Two trucks' spare room does not make a section
    When the troop rules work out loading a fleet:
      | load    | 2                         |
      | carrier | truck 1 t (army list 1/2) |
      | carrier | truck 1 t (army list 3/2) |
    Then the troop ruling is refused by SPEED-CARRY-01

  @SPEED-CARRY-01 @SPEED-CARRY-07
  Scenario: The army lists' figures load a section and a half over two trucks
    When the troop rules work out loading a fleet:
      | load    | 1 1/2                     |
      | carrier | truck 1 t (army list 1/2) |
      | carrier | truck 1 t (army list 3/2) |
    Then the troop result is 3/2 sections aboard, citing SPEED-CARRY-07
    And the troop result's carrier 1 is 1/2 sections, citing SPEED-CARRY-07
    And the troop result's carrier 2 is 1 section, citing SPEED-CARRY-07

  @SPEED-CARRY-08
  Scenario: Mounts in a fleet carry the whole element
    When the troop rules work out loading a fleet:
      | load    | 4         |
      | carrier | truck 1 t |
      | carrier | bicycles  |
    Then the troop result is 4 sections aboard, citing SPEED-CARRY-08
    And the troop result's carrier 2 is 4 sections, citing SPEED-CARRY-08
