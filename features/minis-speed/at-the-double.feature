@minis-speed
Feature: Movement at the double
  Troops may use the faster (second) speed of the movement table only in the listed
  circumstances (routing in the open makes it compulsory), never in swamp, jungle or while
  swimming, with the usual deductions, for at most three periods running. Reading of the rest
  cycle: after any run of n fast periods the troops owe n rest periods or 2n normal ones (a rest
  period counts as two normal ones) before they may run again; routing troops ignore the limit.
  The fast speeds themselves are in the missing speed table, so scenarios give them.

  @SPEED-DOUBLE-02 @SPEED-DOUBLE-03 @SPEED-DOUBLE-04 @SPEED-DOUBLE-05 @SPEED-DOUBLE-06
  @SPEED-DOUBLE-07
  Scenario Outline: Each circumstance that allows fast movement
    When the troop rules work out fast movement:
      | troops | infantry |
      | reason | <reason> |
    Then the troop result is fast allowed, citing SPEED-DOUBLE-02 and <clause>

    Examples:
      | reason                              | clause          |
      | moving to or breaking cover         | SPEED-DOUBLE-03 |
      | under effective fire in the open    | SPEED-DOUBLE-04 |
      | entering an objective this turn     | SPEED-DOUBLE-05 |
      | racing a seen enemy to an objective | SPEED-DOUBLE-06 |
      | close assault this turn             | SPEED-DOUBLE-07 |

  @SPEED-DOUBLE-02
  Scenario: With no circumstance the fast speed is refused
    When the troop rules work out fast movement:
      | troops | infantry |
    Then the troop ruling is refused by SPEED-DOUBLE-02

  @SPEED-DOUBLE-08
  Scenario: Cyclists may run downhill
    When the troop rules work out fast movement:
      | troops | cyclists          |
      | reason | cyclists downhill |
    Then the troop result is fast allowed, citing SPEED-DOUBLE-08

  @SPEED-DOUBLE-08 @SPEED-DOUBLE-02
  Scenario: Going downhill is no reason for infantry on foot to run
    When the troop rules work out fast movement:
      | troops | infantry          |
      | reason | cyclists downhill |
    Then the troop ruling is refused by SPEED-DOUBLE-02

  @SPEED-DOUBLE-09
  Scenario: Troops routing in the open must move fast
    When the troop rules work out fast movement:
      | troops | infantry            |
      | reason | routing in the open |
    Then the troop result is fast compulsory, citing SPEED-DOUBLE-09

  @SPEED-DOUBLE-10
  Scenario: The usual deductions come off the fast speed
    When the troop rules work out fast movement:
      | troops     | infantry                      |
      | reason     | moving to or breaking cover   |
      | fast speed | 10                            |
      | modifier   | crossing wall, hedge or ditch |
    Then the troop result is 8 cm, citing SPEED-DOUBLE-10 and SPEED-INF-04

  @SPEED-DOUBLE-11
  Scenario Outline: No fast movement in swamp, jungle or swimming
    When the troop rules work out fast movement:
      | troops | infantry                         |
      | reason | under effective fire in the open |
      | ground | <ground>                         |
    Then the troop ruling is refused by SPEED-DOUBLE-11

    Examples:
      | ground          |
      | swamp           |
      | jungle          |
      | primeval jungle |
      | swimming        |

  @SPEED-DOUBLE-12
  Scenario: A third period running at the double is allowed
    When the troop rules work out fast movement:
      | reason          | moving to or breaking cover |
      | earlier periods | fast, fast                  |
    Then the troop result is fast allowed, citing SPEED-DOUBLE-12

  @SPEED-DOUBLE-12
  Scenario: A fourth period running is refused
    When the troop rules work out fast movement:
      | reason          | moving to or breaking cover |
      | earlier periods | fast, fast, fast            |
    Then the troop ruling is refused by SPEED-DOUBLE-12

  @SPEED-DOUBLE-13
  Scenario Outline: After running, troops rest as long or move normally twice as long
    When the troop rules work out fast movement:
      | reason          | moving to or breaking cover |
      | earlier periods | <earlier>                   |
    Then the troop result is fast allowed, citing SPEED-DOUBLE-13

    Examples:
      | earlier                                                     |
      | fast, fast, fast, rest, rest, rest                          |
      | fast, fast, fast, normal, normal, normal, normal, normal, normal |
      | fast, fast, fast, rest, rest, normal, normal                |
      | fast, normal, normal                                        |

  @SPEED-DOUBLE-13
  Scenario Outline: Troops that have not recovered may not run again
    When the troop rules work out fast movement:
      | reason          | moving to or breaking cover |
      | earlier periods | <earlier>                   |
    Then the troop ruling is refused by SPEED-DOUBLE-13

    Examples:
      | earlier                                              |
      | fast, fast, fast, rest, rest                         |
      | fast, fast, fast, normal, normal, normal, normal, normal |
      | fast, normal                                         |

  @SPEED-DOUBLE-13 @SPEED-DOUBLE-09
  Scenario: Routing troops run whatever they did before (reading)
    When the troop rules work out fast movement:
      | reason          | routing in the open |
      | earlier periods | fast, fast, fast    |
    Then the troop result is fast compulsory, citing SPEED-DOUBLE-09 and SPEED-DOUBLE-13

  @SPEED-DOUBLE-11
  Scenario: A misspelt barred ground is refused, not taken for open ground
    When the troop rules work out fast movement:
      | troops | infantry                         |
      | reason | under effective fire in the open |
      | ground | swmap                            |
    Then the troop ruling is refused by SPEED-DOUBLE-11
    And the refusal names "swmap" and suggests "swamp"

  @SPEED-DOUBLE-02
  Scenario: A misspelt circumstance is refused, naming the nearest
    When the troop rules work out fast movement:
      | troops | infantry                     |
      | reason | moving to or breaking covers |
    Then the troop ruling is refused by SPEED-DOUBLE-02
    And the refusal names "moving to or breaking covers" and suggests "moving to or breaking cover"
