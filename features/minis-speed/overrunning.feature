@minis-speed
Feature: Overrunning soft vehicles and heavy weapons
  Instead of ramming them, AFVs may crush soft vehicles and heavy weapons, and vehicles with
  bulldozer blades may attack any dug-in soft element, during the movement phase, with a D10
  that must score 10 after die modifiers. The text breaks off at "the following die
  modifiers:" (the "Jump to another page" after it is web navigation), so it leaves out: the
  modifiers themselves (an order supplies its total, from the umpire or an army list), what a
  crushed target suffers beyond being crushed, what a failed overrun does, whether the overrun
  costs movement, and whether a bulldozer vehicle must also be an AFV (read here: a blade alone
  suffices against dug-in elements). Reading: success on a modified total of 10 or more.

  Background:
    Given the table scenario "wood.toml"

  @SPEED-OVERRUN-01 @SPEED-OVERRUN-03
  Scenario: An AFV crushes a soft vehicle on a 10
    Given the dice will roll 10
    When the troop rules work out an overrun:
      | afv    | yes          |
      | target | soft vehicle |
    Then the troop result is crushed, citing SPEED-OVERRUN-01 and SPEED-OVERRUN-03
    And the troop result's chance is 1/10, citing SPEED-OVERRUN-03

  @SPEED-OVERRUN-01 @SPEED-OVERRUN-03
  Scenario: An unmodified 9 fails to crush a heavy weapon
    Given the dice will roll 9
    When the troop rules work out an overrun:
      | afv    | yes          |
      | target | heavy weapon |
    Then the troop result is not crushed, citing SPEED-OVERRUN-01 and SPEED-OVERRUN-03

  @SPEED-OVERRUN-01
  Scenario: Only AFVs crush soft targets
    Given the dice will roll 10
    When the troop rules work out an overrun:
      | afv    | no           |
      | target | soft vehicle |
    Then the troop ruling is refused by SPEED-OVERRUN-01

  @SPEED-OVERRUN-02
  Scenario: A bulldozer blade attacks a dug-in soft element
    Given the dice will roll 10
    When the troop rules work out an overrun:
      | afv             | no                  |
      | bulldozer blade | yes                 |
      | target          | dug-in soft element |
    Then the troop result is crushed, citing SPEED-OVERRUN-02

  @SPEED-OVERRUN-02
  Scenario: Without a blade a dug-in element cannot be overrun
    Given the dice will roll 10
    When the troop rules work out an overrun:
      | afv             | yes                 |
      | bulldozer blade | no                  |
      | target          | dug-in soft element |
    Then the troop ruling is refused by SPEED-OVERRUN-02

  @SPEED-OVERRUN-03
  Scenario: The given modifiers count toward the 10, in exact chances
    Given the dice will roll 8
    When the troop rules work out an overrun:
      | afv       | yes          |
      | target    | soft vehicle |
      | modifiers | +2           |
    Then the troop result is crushed, citing SPEED-OVERRUN-03
    And the troop result's total is 10, citing SPEED-OVERRUN-03
    And the troop result's chance is 3/10, citing SPEED-OVERRUN-03

  @SPEED-OVERRUN-03
  Scenario: Overruns happen in the movement phase only
    Given the dice will roll 10
    When the troop rules work out an overrun:
      | afv    | yes          |
      | target | soft vehicle |
      | phase  | fire         |
    Then the troop ruling is refused by SPEED-OVERRUN-03
