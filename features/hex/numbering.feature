@hex @numbering
Feature: Map numbering
  Every hex of a board wargame map is named by the number printed in it. These scenarios pin
  down how umpire reads those numbers, so that a move written "e3609 to e3608" means the same
  two hexes to umpire as to a player looking at the map.

  The strategic game has two maps, east and west. A hex id there is the map's letter (e or w),
  then the column and the row, two digits each: e3609 is column 36, row 9 of the east map.
  Hexes have flat tops, so each column runs straight down the map, and every odd-numbered
  column sits half a hex lower than the even columns on either side of it. The worked examples
  of the strategic movement rules name pairs of hexes as neighbours; every one of them is
  checked below.

  The Civil War game prints plain four-digit ids with no letter: 1012 is column 10, row 12.
  Its rules do not say which columns sit lower, so these scenarios assume the strategic maps'
  layout (column then row, odd columns half a hex lower) with columns and rows 01 to 99. If the
  printed map shows otherwise, this assumption is what to change.

  Scenario: A strategic hex id is the map letter, the column, then the row
    Given the strategic east map numbering
    Then e3609 is column 36, row 9
    And e0101 is column 1, row 1
    And the hex in column 37, row 8 is numbered e3708
    And the hex in column 7, row 3 is numbered e0703
    And the map's columns run from 1 to 70 and its rows from 1 to 60
    And the map has 4200 hexes

  Scenario: Odd columns sit half a hex lower than the even columns beside them
    Given the strategic east map numbering
    Then the north-east neighbour of e3608 is e3707
    And the south-east neighbour of e3608 is e3708
    And the north-west neighbour of e3708 is e3608
    And the south-west neighbour of e3708 is e3609
    And the north neighbour of e3609 is e3608

  Scenario Outline: The hexes the strategic rules' examples treat as neighbours are adjacent
    Given the strategic <map> map numbering
    Then <hex> and <neighbour> are adjacent

    Examples:
      | map  | hex   | neighbour |
      | east | e3609 | e3608     |
      | east | e3608 | e3707     |
      | east | e3609 | e3708     |
      | west | w3718 | w3717     |
      | west | w3717 | w3617     |
      | west | w3717 | w3618     |
      | west | w3617 | w3517     |
      | west | w3617 | w3516     |
      | west | w3518 | w3619     |
      | west | w3915 | w3815     |
      | west | w3815 | w3714     |
      | west | w3922 | w4023     |
      | east | e1213 | e1312     |

  Scenario Outline: Not every hex in the next column is a neighbour
    Given the strategic <map> map numbering
    Then <hex> and <other> are not adjacent

    Examples:
      | map  | hex   | other |
      | east | e3609 | e3707 |
      | west | w3718 | w3617 |
      | east | e3608 | e3709 |
      | west | w3617 | w3518 |

  Scenario: A hex is not its own neighbour
    Given the strategic west map numbering
    Then w3718 and w3718 are not adjacent

  Scenario: Every strategic hex id reads back as itself
    Given the strategic west map numbering
    Then w3718 reads back as itself
    And w0101 reads back as itself
    And w7060 reads back as itself
    And every hex on the map reads back as itself

  Scenario: Capitals and spaces around an id are forgiven
    Given the strategic east map numbering
    Then reading "E3609" gives e3609
    And reading " e3609 " gives e3609

  Scenario Outline: An id a rules editor gets wrong is refused, saying why
    Given the strategic east map numbering
    Then reading "<typed>" is refused because <reason>
    And the message says "<the message says>"

    Examples:
      | typed  | reason                            | the message says                     |
      | e9999  | it is off the map                 | names column 99, row 99              |
      | e7101  | it is off the map                 | columns run 1-70 and its rows 1-60   |
      | e0100  | it is off the map                 | names column 1, row 0                |
      | w3609  | it has the wrong map prefix       | does not start with                  |
      | 3609   | it has the wrong map prefix       | does not start with                  |
      | e36a9  | it has letters in the number      | should be digits 0-9 only            |
      | e-3609 | it has letters in the number      | should be digits 0-9 only            |
      | e360   | it has the wrong number of digits | has 3 digits but needs exactly 4     |
      | e36091 | it has the wrong number of digits | has 5 digits but needs exactly 4     |
      |        | it is empty                       | no hex number was given              |

  Scenario: The message says what this map's ids look like
    Given the strategic east map numbering
    Then reading "e36a9" is refused because it has letters in the number
    And the message says "followed by 4 digits, the column (01-70) then the row (01-60)"

  Scenario: The Civil War map numbers its hexes with four plain digits
    Given the Civil War map numbering
    Then 1012 is column 10, row 12
    And 1012 reads back as itself
    And the map's columns run from 1 to 99 and its rows from 1 to 99
    And reading "e1012" is refused because it has letters in the number

  Scenario: Neighbouring Civil War hexes
    Given the Civil War map numbering
    Then 1012 and 1013 are adjacent
    And 1012 and 1011 are adjacent
    And 1012 and 1112 are adjacent
    And 1012 and 1111 are adjacent
    And 1012 and 0912 are adjacent
    And 1012 and 0911 are adjacent
    And 1012 and 1113 are not adjacent
    And the neighbours of 1012 are 1011, 1013, 0911, 0912, 1111 and 1112

  Scenario: A map of your own, with odd columns shifted down
    Given a map of 10 columns and 8 rows numbered column then row, with odd columns shifted down
    Then the map has 80 hexes
    And 0101 and 0202 are adjacent
    And the neighbours of 0101 are 0102, 0201 and 0202

  Scenario: A map of your own, with even columns shifted down
    Given a map of 10 columns and 8 rows numbered column then row, with even columns shifted down
    Then 0101 and 0202 are not adjacent
    And the neighbours of 0101 are 0102 and 0201

  Scenario: A map of your own whose rows are shifted, so hexes face east and west
    Given a map of 10 columns and 8 rows numbered column then row, with odd rows shifted right
    Then the east neighbour of 0101 is 0201
    And the neighbours of 0101 are 0201, 0102 and 0202
