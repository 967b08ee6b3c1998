@minis-speed
Feature: Infantry movement (8.8)
  An infantry element's move in a period is its basic speed (cm; the basic speed table is
  missing from the text, so every scenario gives the speed) plus the centimetre modifiers of the
  infantry table, all added together. Readings: the net move never falls below 0 cm; only
  penalties count toward the 5 cm limit (the road bonus does not offset them) and exactly 5 cm
  is allowed; the night minimum of 1 cm holds only when night is the only penalty; a mortar
  under 60 mm is the section's own kit.

  @SPEED-INF-01 @SPEED-INF-02 @SPEED-INF-03 @SPEED-INF-04 @SPEED-INF-05 @SPEED-INF-06
  @SPEED-INF-07 @SPEED-INF-08 @SPEED-INF-09 @SPEED-INF-10 @SPEED-INF-11
  Scenario Outline: Each modifier of the infantry table on a 5 cm move
    When the troop rules work out an infantry move:
      | speed    | 5          |
      | modifier | <modifier> |
    Then the troop result is <move>, citing SPEED-INF-01 and <clause>

    Examples:
      | modifier                       | move   | clause       |
      | carrying support weapon        | 4 cm   | SPEED-INF-02 |
      | manhandling heavy weapon       | 2 cm   | SPEED-INF-03 |
      | crossing wall, hedge or ditch  | 3 cm   | SPEED-INF-04 |
      | crossing wire or bocage        | 1 cm   | SPEED-INF-05 |
      | in rubble, jungle or dense wood | 3 cm  | SPEED-INF-06 |
      | in swamp or primeval jungle    | 1 cm   | SPEED-INF-07 |
      | at night                       | 4 cm   | SPEED-INF-08 |
      | on road, track or hard ground  | 7 cm   | SPEED-INF-09 |
      | wading                         | 3.5 cm | SPEED-INF-10 |
      | swimming or crawling           | 2 cm   | SPEED-INF-11 |

  @SPEED-INF-01
  Scenario: An unknown modifier is refused with the nearest name
    When the troop rules work out an infantry move:
      | speed    | 5       |
      | modifier | on road |
    Then the troop ruling is refused by SPEED-INF-01

  @SPEED-INF-01 @SPEED-INF-10
  Scenario: A misspelt modifier is refused, naming the nearest
    When the troop rules work out an infantry move:
      | speed    | 5       |
      | modifier | wadding |
    Then the troop ruling is refused by SPEED-INF-01
    And the refusal names "wadding" and suggests "wading"

  @SPEED-INF-12
  Scenario: Modifiers are cumulative, in exact half centimetres
    When the troop rules work out an infantry move:
      | speed    | 5                             |
      | modifier | wading                        |
      | modifier | crossing wall, hedge or ditch |
    Then the troop result is 1.5 cm, citing SPEED-INF-10, SPEED-INF-04 and SPEED-INF-12

  @SPEED-INF-13 @SPEED-INF-14
  Scenario: The example: support weapons across wire lose 1 + 4 = 5 cm, the whole period
    When the troop rules work out an infantry move:
      | speed    | 5                       |
      | modifier | carrying support weapon |
      | modifier | crossing wire or bocage |
    Then the troop result is 0 cm, citing SPEED-INF-02, SPEED-INF-05, SPEED-INF-12 and SPEED-INF-13
    And the ledger cites SPEED-INF-14

  @SPEED-INF-14
  Scenario: Penalties of more than 5 cm make the move impossible
    When the troop rules work out an infantry move:
      | speed    | 5                             |
      | modifier | manhandling heavy weapon      |
      | modifier | crossing wall, hedge or ditch |
      | modifier | at night                      |
    Then the troop ruling is refused by SPEED-INF-14

  @SPEED-INF-14
  Scenario: The road bonus does not offset penalties toward the limit
    When the troop rules work out an infantry move:
      | speed    | 8                             |
      | modifier | manhandling heavy weapon      |
      | modifier | crossing wire or bocage       |
      | modifier | on road, track or hard ground |
    Then the troop ruling is refused by SPEED-INF-14

  @SPEED-INF-14
  Scenario: Penalties of exactly 5 cm are allowed
    When the troop rules work out an infantry move:
      | speed    | 8                           |
      | modifier | in swamp or primeval jungle |
      | modifier | at night                    |
    Then the troop result is 3 cm, citing SPEED-INF-14

  @SPEED-INF-15
  Scenario: At night with no other penalty a slow element still moves 1 cm
    When the troop rules work out an infantry move:
      | speed    | 1.5      |
      | modifier | at night |
    Then the troop result is 1 cm, citing SPEED-INF-08 and SPEED-INF-15

  @SPEED-INF-15 @SPEED-INF-13
  Scenario: The night minimum does not hold when another penalty applies (literal reading)
    When the troop rules work out an infantry move:
      | speed    | 2                             |
      | modifier | at night                      |
      | modifier | crossing wall, hedge or ditch |
    Then the troop result is 0 cm, citing SPEED-INF-13

  @SPEED-INF-16
  Scenario Outline: Support weapons are MMGs, HMGs and 60-90 mm mortars; anything larger is heavy
    When the troop rules work out an infantry move:
      | speed   | 5         |
      | weapon  | <weapon>  |
      | calibre | <calibre> |
    Then the troop result is <move>, citing <clauses>

    Examples:
      | weapon  | calibre | move | clauses                       |
      | HMG     | 13      | 4 cm | SPEED-INF-16 and SPEED-INF-02 |
      | MMG     | 8       | 4 cm | SPEED-INF-16 and SPEED-INF-02 |
      | mortar  | 60      | 4 cm | SPEED-INF-16 and SPEED-INF-02 |
      | mortar  | 90      | 4 cm | SPEED-INF-16 and SPEED-INF-02 |
      | mortar  | 120     | 2 cm | SPEED-INF-16 and SPEED-INF-03 |
      | atk gun | 37      | 2 cm | SPEED-INF-16 and SPEED-INF-03 |
      | mortar  | 50      | 5 cm | SPEED-INF-16                  |

  @SPEED-INF-16
  Scenario: A misspelt support weapon is refused, not taken for a heavy weapon
    When the troop rules work out an infantry move:
      | speed  | 5   |
      | weapon | MMH |
    Then the troop ruling is refused by SPEED-INF-16
    And the refusal names "mmh" and suggests "mmg"
