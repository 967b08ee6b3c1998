@hex @map
Feature: A small map drawn in the feature
  A scenario can draw the map it needs as a table: one row per hex, with its id and its
  terrain. Only the hexes listed are on the small map, so a hex's neighbours on it are those
  of its six neighbours that are listed too.

  Here the numbering is that of a 4 by 3 map with odd columns half a hex lower, and the small
  map is its top two rows, less column 4.

  Background:
    Given a map of 4 columns and 3 rows numbered column then row, with odd columns shifted down
    And a small map of these hexes:
      | hex  | terrain |
      | 0101 | clear   |
      | 0201 | forest  |
      | 0301 | clear   |
      | 0102 | swamp   |
      | 0202 | clear   |
      | 0302 | forest  |

  Scenario: The small map has the hexes listed, and their terrain
    Then the small map has 6 hexes
    And the small map spans columns 1 to 3 and rows 1 to 2
    And on the small map, 0201 is forest
    And on the small map, 0102 is swamp

  Scenario: Each hex of the small map touches the hexes listed beside it
    Then on the small map, the neighbours of each hex are:
      | hex  | neighbours               |
      | 0101 | 0102 0201 0202           |
      | 0201 | 0101 0301 0202           |
      | 0301 | 0201 0202 0302           |
      | 0102 | 0101 0202                |
      | 0202 | 0201 0101 0102 0301 0302 |
      | 0302 | 0301 0202                |
