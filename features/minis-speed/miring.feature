@minis-speed
Feature: Miring
  A vehicle tests when it enters heavy going, or at the start of the movement phase if it began
  the period there: 1D10 plus modifiers, stuck when the modified total is within the stuck
  range of its running gear (a total of 0 or less is always stuck). An already-stuck vehicle
  scoring 1 or less (modified) is stuck for good; scoring outside the range frees it for half a
  move; anything between leaves it stuck.

  @SPEED-MIRE-01
  Scenario: A vehicle entering heavy going tests at that point
    When the miring test time is worked out for a vehicle entering heavy going
    Then a miring test is due on entering heavy going, citing SPEED-MIRE-01

  @SPEED-MIRE-01
  Scenario: A vehicle already in heavy going tests at the start of the movement phase
    When the miring test time is worked out for a vehicle already in heavy going at the start of the period
    Then a miring test is due at the start of the movement phase, citing SPEED-MIRE-01

  @SPEED-MIRE-01
  Scenario: A vehicle that keeps out of heavy going takes no test
    When the miring test time is worked out for a vehicle staying out of heavy going
    Then no miring test is due

  @SPEED-MIRE-01
  Scenario: The phase speed in heavy going says the test is due, and when
    When the phase speed of a vehicle is worked out:
      | class                                     | tracked AFV |
      | cross-country                             | 30 cm       |
      | terrain                                   | soft sand   |
      | in heavy going at the start of the period | yes         |
    Then a miring test is due at the start of the movement phase, citing SPEED-MIRE-01

  @SPEED-MIRE-02 @SPEED-MIRE-09
  Scenario: A fully tracked vehicle gets stuck only on a 1
    When the miring test is rolled:
      | class   | tracked AFV |
      | terrain | shingle     |
      | roll    | 1           |
    Then the vehicle is stuck, citing SPEED-MIRE-09
    And the ledger cites SPEED-MIRE-02
    And the chance of staying or getting stuck was 1/10

  @SPEED-MIRE-09
  Scenario: A fully tracked vehicle rolling 2 goes on
    When the miring test is rolled:
      | class   | tracked AFV |
      | terrain | shingle     |
      | roll    | 2           |
    Then the vehicle is clear, citing SPEED-MIRE-09

  @SPEED-MIRE-02 @SPEED-MIRE-03
  Scenario Outline: Deep mud, bog, swamp, soft sand and soft snow take 1 off the roll
    When the miring test is rolled:
      | class   | tracked AFV |
      | terrain | <terrain>   |
      | roll    | 2           |
    Then the modified miring total is 1
    And the vehicle is stuck, citing SPEED-MIRE-03
    And the chance of staying or getting stuck was 1/5

    Examples:
      | terrain   |
      | deep mud  |
      | bog       |
      | swamp     |
      | soft sand |
      | soft snow |

  @SPEED-MIRE-02
  Scenario: A modified total of 0 or less is always stuck
    When the miring test is rolled:
      | class   | tracked AFV |
      | terrain | deep mud    |
      | towing  | yes         |
      | roll    | 1           |
    Then the modified miring total is -1
    And the vehicle is stuck, citing SPEED-MIRE-02

  @SPEED-MIRE-04 @SPEED-MIRE-14
  Scenario: Already stuck takes 2 off; a total inside the range leaves it stuck
    When the miring test is rolled:
      | class         | other 4wd |
      | terrain       | shingle   |
      | already stuck | yes       |
      | phase speed   | 5 cm      |
      | roll          | 5         |
    Then the modified miring total is 3
    And the vehicle is still stuck, citing SPEED-MIRE-04
    And the ledger cites SPEED-MIRE-14

  @SPEED-MIRE-05
  Scenario: Towing takes 1 off
    When the miring test is rolled:
      | class        | other 4wd    |
      | running gear | half-tracked |
      | terrain      | shingle      |
      | towing       | yes          |
      | roll         | 3            |
    Then the modified miring total is 2
    And the vehicle is stuck, citing SPEED-MIRE-05
    And the chance of staying or getting stuck was 3/10

  @SPEED-MIRE-06
  Scenario: Low ground pressure in soft going adds 2
    When the miring test is rolled:
      | class           | other 4wd |
      | ground pressure | low       |
      | terrain         | soft sand |
      | roll            | 3         |
    Then the modified miring total is 4
    And the vehicle is clear, citing SPEED-MIRE-06

  @SPEED-MIRE-06
  Scenario: Low ground pressure counts only in soft going
    When the miring test is rolled:
      | class           | other 4wd |
      | ground pressure | low       |
      | terrain         | shingle   |
      | roll            | 3         |
    Then the modified miring total is 3
    And the vehicle is stuck, citing SPEED-MIRE-11

  @SPEED-MIRE-07
  Scenario: High ground pressure in soft going takes 1 off
    When the miring test is rolled:
      | class           | tracked AFV |
      | ground pressure | high        |
      | terrain         | dunes       |
      | roll            | 3           |
    Then the modified miring total is 1
    And the vehicle is stuck, citing SPEED-MIRE-07

  @SPEED-MIRE-08
  Scenario Outline: Snow chains add 1 in snow
    When the miring test is rolled:
      | class       | 2wd       |
      | snow chains | yes       |
      | terrain     | <terrain> |
      | roll        | <roll>    |
    Then the modified miring total is 5
    And the vehicle is clear, citing SPEED-MIRE-08

    Examples:
      | terrain     | roll |
      | packed snow | 4    |
      | soft snow   | 5    |

  @SPEED-MIRE-10
  Scenario Outline: Half-tracked and 8-wheeled vehicles get stuck on 1 or 2
    When the miring test is rolled:
      | class        | <class>   |
      | running gear | <running> |
      | terrain      | shingle   |
      | roll         | <roll>    |
    Then the vehicle is <outcome>, citing SPEED-MIRE-10

    Examples:
      | class     | running      | roll | outcome |
      | other 4wd | half-tracked | 2    | stuck   |
      | other 4wd | half-tracked | 3    | clear   |
      | other AFV | 8-wheeled    | 2    | stuck   |
      | other AFV | 8-wheeled    | 3    | clear   |

  @SPEED-MIRE-11
  Scenario Outline: 6x6, 6x4 and 4x4 vehicles get stuck on 1, 2 or 3
    When the miring test is rolled:
      | class        | other 4wd |
      | running gear | <running> |
      | terrain      | shingle   |
      | roll         | <roll>    |
    Then the vehicle is <outcome>, citing SPEED-MIRE-11

    Examples:
      | running | roll | outcome |
      | 6x6     | 3    | stuck   |
      | 6x4     | 3    | stuck   |
      | 4x4     | 3    | stuck   |
      | 4x4     | 4    | clear   |

  @SPEED-MIRE-12
  Scenario Outline: Any other vehicle gets stuck on 1 to 4
    When the miring test is rolled:
      | class   | 2wd     |
      | terrain | shingle |
      | roll    | <roll>  |
    Then the vehicle is <outcome>, citing SPEED-MIRE-12
    And the chance of staying or getting stuck was 2/5

    Examples:
      | roll | outcome |
      | 4    | stuck   |
      | 5    | clear   |

  @SPEED-MIRE-13
  Scenario: An already-stuck vehicle scoring 1 or less is permanently stuck
    When the miring test is rolled:
      | class         | tracked AFV |
      | terrain       | shingle     |
      | already stuck | yes         |
      | roll          | 3           |
    Then the modified miring total is 1
    And the vehicle is permanently stuck, citing SPEED-MIRE-13

  @SPEED-MIRE-14
  Scenario: A stuck vehicle scoring outside its range is freed for half a move
    When the miring test is rolled:
      | class         | tracked AFV |
      | terrain       | deep mud    |
      | already stuck | yes         |
      | phase speed   | 7.5 cm      |
      | roll          | 6           |
    Then the modified miring total is 3
    And the vehicle is freed with 3.75 cm to move, citing SPEED-MIRE-14

  @SPEED-MIRE-01 @SPEED-MIRE-03
  Scenario: A tank driving into deep mud tests where it enters it, and stuck it stops there
    # scenarios/minis/mud.toml: the Sherman troop stands 5 cm west of the mud; a 1 on the D10,
    # less 1 in deep mud, is in the fully tracked stuck range.
    When "sherman" of "mud.toml" drives to 95, 10 with the miring die rolling 1
    Then it stops at 50, 10, stuck
    And the ledger cites SPEED-MIRE-01

  @SPEED-MIRE-01 @SPEED-GOING-06
  Scenario: A tank that passes its test in the mud drives on at its heavy-going speed
    # 30 cm cross-country, 25% in heavy going: 7.5 cm this phase, 2.5 cm of it in the mud.
    When "sherman" of "mud.toml" drives to 95, 10 with the miring die rolling 6
    Then it stops at 52.5, 10, clear

  @SPEED-MIRE-14
  Scenario: Half of a phase speed of 45/8 cm is 45/16 cm, exactly
    When the miring test is rolled:
      | class         | tracked AFV |
      | terrain       | deep mud    |
      | already stuck | yes         |
      | phase speed   | 45/8 cm     |
      | roll          | 6           |
    Then the vehicle is freed with 2.8125 cm to move, citing SPEED-MIRE-14
    And the vehicle is freed with 45/16 cm to move, citing SPEED-MIRE-14

  @SPEED-MIRE-03 @SPEED-TERRAIN-01
  Scenario: A misspelt terrain for the miring test is refused, not read as firm ground
    When the miring test is rolled:
      | class   | tracked AFV |
      | terrain | deep mdu    |
      | roll    | 2           |
    Then the move is refused by SPEED-TERRAIN-01
    And the refusal names "deep mdu" and suggests "deep mud"
