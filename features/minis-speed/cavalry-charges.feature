@minis-speed
Feature: Cavalry charges
  Cavalry in close assault fight by their weapon type with no deduction for being mounted, +2
  when charging infantry in the open; shooting from a distance while mounted costs them 2. The
  close-assault and fire tables the modifier goes to are outside this text.

  @SPEED-CAV-01
  Scenario: No deduction for being mounted in close assault
    When the troop rules work out a cavalry modifier:
      | action | close assault |
    Then the troop result is +0, citing SPEED-CAV-01

  @SPEED-CAV-02 @SPEED-CAV-01
  Scenario: Charging infantry in the open gives +2
    When the troop rules work out a cavalry modifier:
      | action | charging infantry in the open |
    Then the troop result is +2, citing SPEED-CAV-01 and SPEED-CAV-02

  @SPEED-CAV-03
  Scenario: Shooting from a distance while mounted costs 2
    When the troop rules work out a cavalry modifier:
      | action | shooting mounted |
    Then the troop result is -2, citing SPEED-CAV-03

  @SPEED-CAV-03
  Scenario: Dismounted cavalry shoot without the mounted deduction
    When the troop rules work out a cavalry modifier:
      | action | shooting dismounted |
    Then the troop result is +0, citing SPEED-CAV-03
