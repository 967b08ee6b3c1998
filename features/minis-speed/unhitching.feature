@minis-speed
Feature: Unhitching towed equipment
  Unhitching and setting up a weapon for direct fire takes its class's time; linking it into the
  command net and with FOOs takes as long again; a self-propelled gun comes out of action in
  half a period and anything else in its direct-fire set-up time (reading: not the net link);
  non-specialised or slow movers add 50% to every handling time (reading). Readings: "up to" is
  inclusive; AA over 40 mm and field guns over 122 mm are heavier weapons. Times are exact
  fractions of a period.

  @SPEED-UNHITCH-01 @SPEED-UNHITCH-02 @SPEED-UNHITCH-03 @SPEED-UNHITCH-04 @SPEED-UNHITCH-05
  Scenario Outline: The unhitch table
    When the troop rules work out a handling time:
      | weapon  | <weapon>  |
      | calibre | <calibre> |
    Then the troop result is <time>, citing SPEED-UNHITCH-01 and <clause>

    Examples:
      | weapon    | calibre | time       | clause           |
      | atk gun   | 57      | 1/2 period | SPEED-UNHITCH-02 |
      | rcl       | 75      | 1/2 period | SPEED-UNHITCH-02 |
      | aa gun    | 25      | 1/2 period | SPEED-UNHITCH-02 |
      | hmg       | 13      | 1/2 period | SPEED-UNHITCH-02 |
      | mmg       | 8       | 1/2 period | SPEED-UNHITCH-02 |
      | mortar    | 82      | 1/2 period | SPEED-UNHITCH-02 |
      | atk gun   | 75      | 1 period   | SPEED-UNHITCH-03 |
      | field gun | 122     | 1 period   | SPEED-UNHITCH-03 |
      | aa gun    | 40      | 1 period   | SPEED-UNHITCH-03 |
      | mortar    | 120     | 1 period   | SPEED-UNHITCH-03 |
      | rockets   | 150     | 1 period   | SPEED-UNHITCH-03 |
      | field gun | 155     | 2 periods  | SPEED-UNHITCH-04 |
      | aa gun    | 88      | 2 periods  | SPEED-UNHITCH-04 |
      | howitzer  | 210     | 2 periods  | SPEED-UNHITCH-04 |
      | sp gun    | 75      | 1 period   | SPEED-UNHITCH-05 |

  @SPEED-UNHITCH-01
  Scenario: A weapon the table does not know is refused
    When the troop rules work out a handling time:
      | weapon | catapult |
    Then the troop ruling is refused by SPEED-UNHITCH-01

  @SPEED-UNHITCH-06
  Scenario: The table's time readies the weapon for direct fire only
    When the troop rules work out a handling time:
      | weapon   | atk gun |
      | calibre  | 75      |
      | handling | set up  |
    Then the troop result is 1 period, citing SPEED-UNHITCH-06

  @SPEED-UNHITCH-07 @SPEED-UNHITCH-06
  Scenario: Linking into the command net takes as long again
    When the troop rules work out a handling time:
      | weapon   | atk gun                    |
      | calibre  | 75                         |
      | handling | set up and link to the net |
    Then the troop result is 2 periods, citing SPEED-UNHITCH-06 and SPEED-UNHITCH-07

  @SPEED-UNHITCH-08
  Scenario: A self-propelled gun comes out of action in half a period
    When the troop rules work out a handling time:
      | weapon   | sp gun        |
      | handling | out of action |
    Then the troop result is 1/2 period, citing SPEED-UNHITCH-08

  @SPEED-UNHITCH-09
  Scenario: A towed gun comes out of action in its set-up time
    When the troop rules work out a handling time:
      | weapon   | atk gun       |
      | calibre  | 75            |
      | handling | out of action |
    Then the troop result is 1 period, citing SPEED-UNHITCH-09

  @SPEED-UNHITCH-10 @SPEED-UNHITCH-11 @SPEED-UNHITCH-07
  Scenario: A field gun behind a standard lorry, linked into the net: (1 + 1) x 1.5 = 3 periods
    When the troop rules work out a handling time:
      | weapon   | field gun                  |
      | calibre  | 105                        |
      | tower    | lorry                      |
      | handling | set up and link to the net |
    Then the troop result is 3 periods, citing SPEED-UNHITCH-07, SPEED-UNHITCH-10 and SPEED-UNHITCH-11

  @SPEED-UNHITCH-10 @SPEED-UNHITCH-11 @SPEED-UNHITCH-09
  Scenario Outline: Slow movers add 50% to coming out of action too
    When the troop rules work out a handling time:
      | weapon   | mortar        |
      | calibre  | 81            |
      | tower    | <tower>       |
      | handling | out of action |
    Then the troop result is 3/4 period, citing SPEED-UNHITCH-09, SPEED-UNHITCH-10 and SPEED-UNHITCH-11

    Examples:
      | tower                |
      | standard truck       |
      | horses               |
      | agricultural tractor |
      | Stalinets            |

  @SPEED-UNHITCH-10
  Scenario: A specialised prime mover adds nothing
    When the troop rules work out a handling time:
      | weapon  | mortar       |
      | calibre | 81           |
      | tower   | prime mover  |
    Then the troop result is 1/2 period, citing SPEED-UNHITCH-02
    And the ledger cites SPEED-UNHITCH-06

  @SPEED-UNHITCH-11 @SPEED-UNHITCH-10
  Scenario: A misspelt slow tower is refused, not taken for a specialised one
    When the troop rules work out a handling time:
      | weapon  | mortar |
      | calibre | 81     |
      | tower   | lory   |
    Then the troop ruling is refused by SPEED-UNHITCH-11
    And the refusal names "lory" and suggests "lorry"

  @SPEED-UNHITCH-10
  Scenario: A specialised tower adds nothing
    When the troop rules work out a handling time:
      | weapon  | mortar      |
      | calibre | 81          |
      | tower   | prime mover |
    Then the troop result is 1/2 period, citing SPEED-UNHITCH-02
