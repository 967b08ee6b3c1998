@minis-speed
Feature: Each number of the speed tables, pinned as published
  The other features show each rule of the speed tables at work; this one holds at its edge
  every number of the rules data they left free, so that no figure can drift unnoticed. Each
  example lands just inside or just outside a figure the tables give, so raising the figure by
  one (and, for most of them, lowering it by one or doubling it) changes the verdict. Every
  scenario reads the rules data in force: none overrides a number of it.

  Readings taken, as in the other features: a calibre limit includes that calibre; a truck
  whose size falls between two rows of the carrying table takes the lower row; an
  already-stuck vehicle is stuck for good on a modified total of 1 or less; horse-drawn loads
  are wheeled and so move off at three quarters; cyclists take the infantry column of the
  movement definitions, with its centimetre costs.

  # ---------------------------------------------------------------------------------------
  # Miring: the stuck ranges of the running gear, and the permanent-stuck score.

  @SPEED-MIRE-11
  Scenario Outline: A 6x6 or 6x4 gets stuck on 3 or less and drives clear on 4
    When the miring test is rolled:
      | class        | other 4wd |
      | running gear | <running> |
      | terrain      | shingle   |
      | roll         | <roll>    |
    Then the modified miring total is <roll>
    And the vehicle is <outcome>, citing SPEED-MIRE-11

    Examples:
      | running | roll | outcome |
      | 6x6     | 3    | stuck   |
      | 6x6     | 4    | clear   |
      | 6x4     | 3    | stuck   |
      | 6x4     | 4    | clear   |

  @SPEED-MIRE-04 @SPEED-MIRE-13 @SPEED-MIRE-14
  Scenario Outline: A stuck 4x4 is stuck for good only on a modified 1; a modified 2 or 3 leaves it stuck
    # Shingle is heavy going but not soft: the only modifier is the -2 for being stuck already.
    When the miring test is rolled:
      | class         | other 4wd |
      | running gear  | 4x4       |
      | terrain       | shingle   |
      | already stuck | yes       |
      | phase speed   | 10 cm     |
      | roll          | <roll>    |
    Then the modified miring total is <total>
    And the vehicle is <outcome>, citing <clause>

    Examples:
      | roll | total | outcome           | clause        |
      | 3    | 1     | permanently stuck | SPEED-MIRE-13 |
      | 4    | 2     | still stuck       | SPEED-MIRE-14 |
      | 5    | 3     | still stuck       | SPEED-MIRE-14 |

  # ---------------------------------------------------------------------------------------
  # Standing starts and reversing, for each kind of wheeled running gear.

  @SPEED-START-02
  Scenario Outline: Every wheeled running gear moves off at three quarters of its road speed
    # 40 cm on the road; three quarters of it from a standstill is 30 cm.
    When the phase speed of a vehicle is worked out:
      | class          | <class>   |
      | running gear   | <running> |
      | road           | 40 cm     |
      | cross-country  | 20 cm     |
      | on             | road      |
      | standing start | yes       |
    Then the phase speed is 30 cm, citing SPEED-START-02

    Examples:
      | class     | running   |
      | other AFV | 8-wheeled |
      | other 4wd | 6x6       |
      | other 4wd | 6x4       |

  @SPEED-REV-02
  Scenario Outline: Every wheeled running gear reverses 5 cm a phase
    When the vehicle's reverse is worked out:
      | class        | <class>   |
      | running gear | <running> |
      | phase speed  | 30 cm     |
    Then it may reverse 5 cm, citing SPEED-REV-02

    Examples:
      | class     | running   |
      | other AFV | 8-wheeled |
      | other 4wd | 6x6       |
      | other 4wd | 6x4       |

  # ---------------------------------------------------------------------------------------
  # Movers that are not vehicles.

  @SPEED-TERRAIN-01 @SPEED-TERRAIN-02
  Scenario: Cyclists in poor going lose the infantry's 2 cm
    When the phase speed of troops is worked out:
      | kind    | cyclists |
      | normal  | 10 cm    |
      | terrain | scrub    |
    Then the going is poor, citing SPEED-TERRAIN-02
    And the phase speed is 8 cm, citing SPEED-TERRAIN-01

  @SPEED-START-02 @SPEED-START-03
  Scenario: Horse-drawn loads move off at three quarters of their speed
    When the phase speed of troops is worked out:
      | kind           | horse-drawn |
      | normal         | 10 cm       |
      | standing start | yes         |
    Then the phase speed is 7.5 cm, citing SPEED-START-03

  # ---------------------------------------------------------------------------------------
  # Infantry support weapons: the largest mortar that is still a support weapon.

  @SPEED-INF-16 @SPEED-INF-02 @SPEED-INF-03
  Scenario Outline: A 90 mm mortar is carried as a support weapon; a 91 mm one is manhandled
    When the troop rules work out an infantry move:
      | speed   | 5         |
      | weapon  | mortar    |
      | calibre | <calibre> |
    Then the troop result is <move>, citing SPEED-INF-16 and <clause>

    Examples:
      | calibre | move | clause       |
      | 90      | 4 cm | SPEED-INF-02 |
      | 91      | 2 cm | SPEED-INF-03 |

  # ---------------------------------------------------------------------------------------
  # Ice: how far one test reaches.

  @SPEED-ICE-04
  Scenario: A test's result reaches exactly 100 m, and not half a metre further
    # At 10 m to the centimetre the 100 m are 10 cm of table; the table only lends its dice.
    Given the table scenario "wood.toml"
    And the dice will roll 6
    When the troop rules work out an ice test:
      | metres per cm | 10          |
      | test at       | 0, 0 by red |
      | result at     | 10, 0       |
      | result at     | 10.05, 0    |
    Then the troop result's result at 10, 0 is 6, citing SPEED-ICE-04
    And the troop result's result at 10.05, 0 is untested, citing SPEED-ICE-04

  # ---------------------------------------------------------------------------------------
  # Carrying: where each row of the table ends. A truck just past a row's top is between rows
  # and takes the lower one, which the ruling says. (A truck under 1 t is past the jeep row,
  # whose top is 0 t, and carries like a jeep.)

  @SPEED-CARRY-01 @SPEED-CARRY-02 @SPEED-CARRY-03 @SPEED-CARRY-04 @SPEED-CARRY-05 @SPEED-CARRY-06
  Scenario Outline: A truck just past the top of a row is between rows and takes the lower one
    When the troop rules work out a carrying capacity:
      | carrier | <carrier> |
      | size    | <size>    |
    Then the troop result is <sections>, citing SPEED-CARRY-01 and <clause>
    And the ledger cites SPEED-CARRY-01 saying "outside the table's rows"

    Examples:
      | carrier | size   | sections     | clause         |
      | truck   | 0.75   | 1/2 sections | SPEED-CARRY-02 |
      | truck   | 35 cwt | 1 section    | SPEED-CARRY-03 |
      | truck   | 3.5    | 2 sections   | SPEED-CARRY-04 |
      | lorry   | 5.5    | 3 sections   | SPEED-CARRY-05 |
      | lorry   | 10.5   | 4 sections   | SPEED-CARRY-06 |

  # ---------------------------------------------------------------------------------------
  # Unhitching: one millimetre over each calibre limit of the table moves the weapon up a class.

  @SPEED-UNHITCH-01 @SPEED-UNHITCH-02 @SPEED-UNHITCH-03 @SPEED-UNHITCH-04
  Scenario Outline: A weapon one millimetre over its class's calibre takes the next class's time
    When the troop rules work out a handling time:
      | weapon  | <weapon>  |
      | calibre | <calibre> |
    Then the troop result is <time>, citing SPEED-UNHITCH-01 and <clause>

    Examples:
      | weapon    | calibre | time       | clause           |
      | atk gun   | 57      | 1/2 period | SPEED-UNHITCH-02 |
      | atk gun   | 58      | 1 period   | SPEED-UNHITCH-03 |
      | aa gun    | 25      | 1/2 period | SPEED-UNHITCH-02 |
      | aa gun    | 26      | 1 period   | SPEED-UNHITCH-03 |
      | mortar    | 82      | 1/2 period | SPEED-UNHITCH-02 |
      | mortar    | 83      | 1 period   | SPEED-UNHITCH-03 |
      | aa gun    | 40      | 1 period   | SPEED-UNHITCH-03 |
      | aa gun    | 41      | 2 periods  | SPEED-UNHITCH-04 |
      | field gun | 122     | 1 period   | SPEED-UNHITCH-03 |
      | field gun | 123     | 2 periods  | SPEED-UNHITCH-04 |
