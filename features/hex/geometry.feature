@hex @geometry
Feature: Hex geometry
  Distances, neighbours, rings, straight lines and hexsides, named by the ids printed on the
  map. Most scenarios use a small map of 10 columns and 10 rows numbered 0101 to 1010, with odd
  columns half a hex lower than the even ones (like the strategic maps); a few use the strategic
  east map itself.

  Only hexes that have a number on the map count: a hex at the map's edge has fewer than six
  neighbours, and a ring that runs off the map has fewer hexes.

  Background:
    Given a map of 10 columns and 10 rows numbered column then row, with odd columns shifted down

  Scenario: The distance between two hexes is the number of hexes stepped into
    Then the distance from 0101 to 0404 is 4 hexes
    And the distance from 0101 to 0405 is 5 hexes
    And the distance from 0101 to 0105 is 4 hexes
    And the distance from 0101 to 0501 is 4 hexes
    And the distance from 0505 to 0506 is 1 hex
    And the distance from 0505 to 0505 is 0 hexes

  Scenario: Distances on the strategic map
    Given the strategic east map numbering
    Then the distance from e3609 to e3608 is 1 hex
    And the distance from e3609 to e3707 is 2 hexes
    And the distance from e3609 to e4009 is 4 hexes
    And the distance from e0101 to e7060 is 93 hexes

  Scenario: A hex has six neighbours, named by the compass
    Then the neighbours of 0505 are 0504, 0506, 0405, 0406, 0605 and 0606
    And the north neighbour of 0505 is 0504
    And the north-east neighbour of 0505 is 0605
    And the south-east neighbour of 0505 is 0606
    And the south neighbour of 0505 is 0506
    And the south-west neighbour of 0505 is 0406
    And the north-west neighbour of 0505 is 0405

  Scenario: In an even column the neighbours on either side are a row higher
    Then the neighbours of 0404 are 0403, 0405, 0303, 0304, 0503 and 0504

  Scenario: A hex at the map's edge has fewer neighbours
    Then 0101 has 3 neighbours on the map
    And the neighbours of 0101 are 0102, 0201 and 0202
    And the neighbours of 1010 are 1009, 0909 and 0910
    And 1001 has 2 neighbours on the map

  Scenario: The hexes a given distance away form a ring
    Then the hexes 1 away from 0505 number 6
    And the hexes 2 away from 0505 number 12
    And the hexes 3 away from 0505 number 18
    And the hexes 2 away from 0505 are 0304, 0305, 0306, 0404, 0407, 0503, 0507, 0604, 0607, 0704, 0705 and 0706
    And the hexes 1 away from 0101 number 3

  Scenario: The hexes within a distance of a hex, the hex itself included
    Then the hexes within 1 of 0505 number 7
    And the hexes within 2 of 0505 number 19
    And the hexes within 2 of 0101 number 8

  Scenario: A straight line between two hexes
    Then the line from 0101 to 0404 passes through 0202, 0302 and 0303
    And the line from 0303 to 0309 passes through 0304, 0305, 0306, 0307 and 0308
    And the line from 0102 to 0705 passes through 0203, 0303, 0404, 0504 and 0605

  Scenario: A hexside is one hexside whichever of its hexes names it
    Given the strategic east map numbering
    Then the hexside between e3609 and e3608 is the same as the hexside between e3608 and e3609
    And the hexside between e3608 and e3707 is the same as the hexside between e3707 and e3608
    And the north hexside of e3609 is the south hexside of e3608
    And the north-east hexside of e3608 is the south-west hexside of e3707

  Scenario Outline: Each hexside of a hex is the opposite hexside of the neighbour across it
    Then the <side> hexside of 0505 is the <opposite> hexside of <neighbour>
    And the <side> hexside of 0505 joins 0505 and <neighbour>

    Examples:
      | side       | opposite   | neighbour |
      | north      | south      | 0504      |
      | north-east | south-west | 0605      |
      | south-east | north-west | 0606      |
      | south      | north      | 0506      |
      | south-west | north-east | 0406      |
      | north-west | south-east | 0405      |

  Scenario: A hex has six different hexsides, one shared with each neighbour
    Then 0505 has 6 different hexsides
    And the hexsides of 0505 are shared with 0504, 0506, 0405, 0406, 0605 and 0606
    And the hexside between 0505 and 0504 is not the same as the hexside between 0505 and 0506

  Scenario: Hexes that are not adjacent have no hexside between them
    Then there is no hexside between 0505 and 0507
    And there is no hexside between 0505 and 0505
