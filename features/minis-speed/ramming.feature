@minis-speed
Feature: Ramming
  A deliberate ram, AFV against AFV or soft-skinned vehicle against soft-skinned vehicle, has a
  strength of (weight difference / 5) + (approach speed / 10). A D10 of a quarter of the
  strength or less knocks the target out, half or less neutralises it, the strength or less
  suppresses it with a glancing blow; anything higher misses. After a hit the rammer rolls a
  D10 against the residual (10 - strength): a quarter of it or less knocks the rammer out, half
  or less neutralises it. Readings: the weight difference is the rammer's weight minus the
  target's in tonnes, kept signed, and the approach speed is the rammer's cm this phase; nothing
  is rounded (thresholds compare the die with exact fractions); a strength of 0 or less misses
  without a roll; the rammer has no suppression result and cannot be harmed with no residual;
  only a neutralisation shoves the target, when declared and possible, and the shoved vehicle is
  mired, counting as already stuck.

  Background:
    Given the table scenario "wood.toml"

  @SPEED-RAM-01
  Scenario: An AFV may not ram a soft-skinned vehicle under these rules
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | SSV |
      | rammer weight  | 30  |
      | target weight  | 3   |
      | approach speed | 20  |
    Then the troop ruling is refused by SPEED-RAM-01

  @SPEED-RAM-01
  Scenario: Only deliberate rams are resolved
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 30  |
      | target weight  | 20  |
      | approach speed | 20  |
      | deliberate     | no  |
    Then the troop ruling is refused by SPEED-RAM-01

  @SPEED-RAM-01 @SPEED-RAM-02 @SPEED-RAM-05 @SPEED-RAM-07
  Scenario: A soft-skinned vehicle rams another: (3 - 2) / 5 + 30 / 10 = 3.2
    Given the dice will roll 3, 7
    When the troop rules work out a ram:
      | rammer         | SSV |
      | target         | SSV |
      | rammer weight  | 3   |
      | target weight  | 2   |
      | approach speed | 30  |
    Then the troop result's strength is 3.2, citing SPEED-RAM-01 and SPEED-RAM-02
    And the troop result's target is suppressed, citing SPEED-RAM-05
    And the troop result's rammer is no effect, citing SPEED-RAM-07

  @SPEED-RAM-02
  Scenario: The strength is exact, and the thresholds compare with exact fractions
    Given the dice will roll 2, 9
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 32  |
      | target weight  | 20  |
      | approach speed | 15  |
    Then the troop result's strength is 3.9, citing SPEED-RAM-02
    And the troop result's target scores are neutralised on 1, suppressed on 2-3, citing SPEED-RAM-02
    And the troop result's target is suppressed, citing SPEED-RAM-05

  @SPEED-RAM-02 @SPEED-RAM-06
  Scenario: A heavier target met slowly is missed without a roll
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 10  |
      | target weight  | 40  |
      | approach speed | 20  |
    Then the troop result's strength is -4, citing SPEED-RAM-02
    And the troop result's target is no effect, citing SPEED-RAM-06

  @SPEED-RAM-03 @SPEED-RAM-07
  Scenario: A quarter of the strength or less knocks the target out
    Given the dice will roll 2, 5
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 30  |
      | target weight  | 20  |
      | approach speed | 60  |
    Then the troop result's strength is 8, citing SPEED-RAM-02
    And the troop result's target is knocked out, citing SPEED-RAM-03
    And the troop result's rammer is no effect, citing SPEED-RAM-07

  @SPEED-RAM-04 @SPEED-RAM-07
  Scenario: Half the strength or less neutralises the target; the rammer may suffer too
    Given the dice will roll 4, 1
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 30  |
      | target weight  | 20  |
      | approach speed | 60  |
    Then the troop result's target is neutralised, citing SPEED-RAM-04
    And the troop result's rammer scores are neutralised on 1, citing SPEED-RAM-07
    And the troop result's rammer is neutralised, citing SPEED-RAM-07

  @SPEED-RAM-05
  Scenario: The strength or less suppresses the target with a glancing blow
    Given the dice will roll 8, 6
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 30  |
      | target weight  | 20  |
      | approach speed | 60  |
    Then the troop result's target is suppressed, citing SPEED-RAM-05
    And the troop result's rammer is no effect, citing SPEED-RAM-07

  @SPEED-RAM-06
  Scenario: A score above the strength misses, and the rammer does not roll
    Given the dice will roll 9
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 30  |
      | target weight  | 20  |
      | approach speed | 60  |
    Then the troop result's target is no effect, citing SPEED-RAM-06
    And the troop result's rammer is no effect, citing SPEED-RAM-06

  @SPEED-RAM-05 @SPEED-RAM-03 @SPEED-RAM-04 @SPEED-RAM-06
  Scenario: A strength of 7: KO on 1, neutralised on 2-3, suppressed on 4-7, in exact chances
    When the troop rules work out ram thresholds:
      | strength | 7 |
    Then the troop result's target scores are KO on 1, neutralised on 2-3, suppressed on 4-7, citing SPEED-RAM-05
    And the troop result's chance of a KO is 1/10, citing SPEED-RAM-03
    And the troop result's chance of neutralising is 1/5, citing SPEED-RAM-04
    And the troop result's chance of suppressing is 2/5, citing SPEED-RAM-05
    And the troop result's chance of a miss is 3/10, citing SPEED-RAM-06

  @SPEED-RAM-08 @SPEED-RAM-07
  Scenario: The example: a strength of 6 leaves a residual of 4, KO on 1 and neutralised on 2
    When the troop rules work out ram thresholds:
      | strength | 6 |
    Then the troop result's residual is 4, citing SPEED-RAM-08
    And the troop result's rammer scores are KO on 1, neutralised on 2, citing SPEED-RAM-07 and SPEED-RAM-08
    And the troop result's target scores are KO on 1, neutralised on 2-3, suppressed on 4-6, citing SPEED-RAM-03

  @SPEED-RAM-08 @SPEED-RAM-07
  Scenario: The example in play: 30 t rams 20 t at 40 cm, and the rammer comes off worst
    Given the dice will roll 3, 1
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 30  |
      | target weight  | 20  |
      | approach speed | 40  |
    Then the troop result's strength is 6, citing SPEED-RAM-02
    And the troop result's target is neutralised, citing SPEED-RAM-04
    And the troop result's rammer is knocked out, citing SPEED-RAM-07

  @SPEED-RAM-07
  Scenario: With no residual the rammer cannot be harmed
    Given the dice will roll 3
    When the troop rules work out a ram:
      | rammer         | AFV |
      | target         | AFV |
      | rammer weight  | 60  |
      | target weight  | 10  |
      | approach speed | 20  |
    Then the troop result's strength is 12, citing SPEED-RAM-02
    And the troop result's target is knocked out, citing SPEED-RAM-03
    And the troop result's rammer is no effect, citing SPEED-RAM-07

  @SPEED-RAM-09 @SPEED-RAM-10
  Scenario: A declared shove pushes the neutralised target into the ditch, where it is mired
    Given the dice will roll 4, 9
    When the troop rules work out a ram:
      | rammer           | AFV |
      | target           | AFV |
      | rammer weight    | 30  |
      | target weight    | 20  |
      | approach speed   | 60  |
      | shove declared   | yes |
      | feature adjacent | yes |
    Then the troop result's target is neutralised, citing SPEED-RAM-04
    And the troop result's shoved is yes, citing SPEED-RAM-09, SPEED-RAM-10 and SPEED-MIRE-04

  @SPEED-RAM-09
  Scenario: No feature next to the target, no shove
    Given the dice will roll 4, 9
    When the troop rules work out a ram:
      | rammer           | AFV |
      | target           | AFV |
      | rammer weight    | 30  |
      | target weight    | 20  |
      | approach speed   | 60  |
      | shove declared   | yes |
      | feature adjacent | no  |
    Then the troop result's shoved is no, citing SPEED-RAM-09

  @SPEED-RAM-09
  Scenario: Only a neutralisation shoves: a knocked-out target stays where it is (reading)
    Given the dice will roll 1, 9
    When the troop rules work out a ram:
      | rammer           | AFV |
      | target           | AFV |
      | rammer weight    | 30  |
      | target weight    | 20  |
      | approach speed   | 60  |
      | shove declared   | yes |
      | feature adjacent | yes |
    Then the troop result's target is knocked out, citing SPEED-RAM-03
    And the troop result's shoved is no, citing SPEED-RAM-03

  @SPEED-RAM-11
  Scenario: The umpire may rule that the fall knocks the shoved vehicle out
    Given the dice will roll 4, 9
    When the troop rules work out a ram:
      | rammer                      | AFV |
      | target                      | AFV |
      | rammer weight               | 30  |
      | target weight               | 20  |
      | approach speed              | 60  |
      | shove declared              | yes |
      | feature adjacent            | yes |
      | umpire rules it knocked out | yes |
    Then the troop result's target is knocked out, citing SPEED-RAM-09 and SPEED-RAM-11
