@minis-speed
Feature: Amphibious and wading vehicles
  Amphibians swim at the speed their data chart notes. True amphibians (the DUKW) may fight as
  soon as they leave the water; temporary ones (the Sherman DD) prepare for a quarter period
  first; deep-wading and snorkelling vehicles move in the water as if in heavy going, prepare
  for a full period after leaving it, and must start the game prepared. Banks and beaches for
  crossings are agreed or designated before the game. Readings: a preparing vehicle stands
  still (it loses that share of its movement); a wading vehicle takes no miring test; 2wd
  vehicles have no heavy-going speed to wade at.

  @SPEED-AMPHIB-01
  Scenario: An amphibian swims at its chart's water speed
    When the troop rules work out a water speed:
      | chart water speed | 10 |
    Then the troop result is 10 cm, citing SPEED-AMPHIB-01

  @SPEED-AMPHIB-01
  Scenario: A vehicle with no amphibious speed on its chart cannot swim
    When the troop rules work out a water speed:
      | vehicle | none |
    Then the troop ruling is refused by SPEED-AMPHIB-01

  @SPEED-AMPHIB-02
  Scenario: A true amphibian needs no preparation after leaving the water
    When the troop rules work out leaving the water:
      | vehicle | true amphibian |
    Then the troop result's preparation is 0 periods, citing SPEED-AMPHIB-02
    And the troop result's movement share is 1, citing SPEED-AMPHIB-02

  @SPEED-AMPHIB-03 @SPEED-AMPHIB-02
  Scenario: A temporary amphibian prepares for a quarter period before opening fire
    When the troop rules work out leaving the water:
      | vehicle | temporary amphibian |
    Then the troop result's preparation is 1/4 period, citing SPEED-AMPHIB-02 and SPEED-AMPHIB-03
    And the troop result's movement share is 3/4, citing SPEED-AMPHIB-03

  @SPEED-AMPHIB-04
  Scenario: A deep-wading tank moves through the water as in heavy going
    When the troop rules work out a wading speed:
      | column              | tracked afv |
      | cross-country speed | 18          |
    Then the troop result is 4.5 cm, citing SPEED-AMPHIB-04 and SPEED-GOING-06

  @SPEED-AMPHIB-04
  Scenario: A 2wd vehicle has no heavy-going speed to wade at
    When the troop rules work out a wading speed:
      | column              | 2wd |
      | cross-country speed | 18  |
    Then the troop ruling is refused by SPEED-AMPHIB-04

  @SPEED-AMPHIB-05
  Scenario: A deep-wading vehicle needs a full period to get ready for action
    When the troop rules work out leaving the water:
      | vehicle | deep-wading |
    Then the troop result's preparation is 1 period, citing SPEED-AMPHIB-05
    And the troop result's movement share is 0, citing SPEED-AMPHIB-05

  @SPEED-AMPHIB-06
  Scenario: A deep-wading vehicle not prepared at the start may not enter the water
    When the troop rules work out entering the water:
      | vehicle               | deep-wading |
      | prepared at the start | no          |
      | bank designated       | yes         |
    Then the troop ruling is refused by SPEED-AMPHIB-06

  @SPEED-AMPHIB-06 @SPEED-AMPHIB-07
  Scenario: A prepared wading vehicle enters at a designated bank
    When the troop rules work out entering the water:
      | vehicle               | deep-wading |
      | prepared at the start | yes         |
      | bank designated       | yes         |
    Then the troop result is allowed, citing SPEED-AMPHIB-06 and SPEED-AMPHIB-07

  @SPEED-AMPHIB-07
  Scenario: No crossing at a bank that was not agreed before the game
    When the troop rules work out entering the water:
      | vehicle         | true amphibian |
      | bank designated | no             |
    Then the troop ruling is refused by SPEED-AMPHIB-07

  @SPEED-AMPHIB-04
  Scenario: A misspelt deductions-table column is refused, naming the nearest
    When the troop rules work out a wading speed:
      | column              | tracked afvv |
      | cross-country speed | 18           |
    Then the troop ruling is refused by SPEED-AMPHIB-04
    And the refusal names "tracked afvv" and suggests "tracked afv"
