@minis-dice
Feature: Every number of the dice-rolled rules data, pinned as published
  Each number the dice-rolled rules data holds (crates/minis/dice.toml) is held here, or by
  another feature of this folder, by a scenario that reads the data in force: none of these
  scenarios sets a number of its own under `[rules.data]`, so an erratum that changes one of
  them changes a verdict or a distance below. The numbers under `[limits]` are bounds of the
  engine, not of the rules, and are not pinned.

  The arcs: the text says a vehicle reverses at its Variable Move and may not slide sideways
  without turning, but not where reversing ends and sideways begins. The rules data holds 45°:
  a direction up to 45° off the front is forwards, one up to 45° off the rear is backwards, and
  anything between is sideways (the DICE-BACK-01 and DICE-BACK-02 readings). The scenarios
  below go half a degree either side of each edge: 44.57° and 45.43° off the front, 134.57° and
  135.43° off it (that is, 45.43° and 44.57° off the rear).

  The spacing: the units of a Command Group that move end within 6" of each other (the chain
  reading of DICE-ORDER-09, measured between the points where they stand). Two Panzer IVs one
  behind the other, sent straight along their line, keep their gap: 6" is close enough, 6.5"
  is not.

  Background:
    Given the table scenario "numbers-dice.toml"

  Rule: A direction within 45° of the front is forwards, and a full move

    @DICE-BACK-02 @DICE-FIXED-01
    Scenario: 44.57° off its front, the StuG keeps its facing and drives forwards 6" + 1D6
      When the odds of "sturmi" moving on a single move to 34, 34.15 keeping its facing are worked out
      Then the distance runs from 7" to 12" in steps of 1"
      And the move is legal, citing DICE-FIXED-01
      And the ledger does not cite DICE-BACK-01

    @DICE-BACK-02
    Scenario: 45.43° off its front, keeping its facing would be sliding sideways
      When the odds of "sturmi" moving on a single move to 34.15, 34 keeping its facing are worked out
      Then the move is refused by DICE-BACK-02

  Rule: A direction within 45° of the rear is backwards, at the Variable Move only

    @DICE-BACK-01 @DICE-BACK-02
    Scenario: 44.57° off its rear, the StuG reverses 1D6"
      When the odds of "sturmi" moving on a single move to 34, 13.85 keeping its facing are worked out
      Then the distance runs from 1" to 6" in steps of 1"
      And the move is legal, citing DICE-BACK-01

    @DICE-BACK-02
    Scenario: 45.43° off its rear, keeping its facing would be sliding sideways
      When the odds of "sturmi" moving on a single move to 34.15, 14 keeping its facing are worked out
      Then the move is refused by DICE-BACK-02

  Rule: The moving units of a Command Group end within 6" of each other

    @DICE-ORDER-09
    Scenario: Two Panzer IVs 6" apart move 7" north together and still stand 6" apart
      Given the dice will roll 1
      When "b-lead" and "b-trail" are ordered on a single move to 62, 44
      Then the rolled distance is 7"
      And "b-lead" stops short at 62, 17
      And "b-trail" stops short at 62, 11
      And the move is legal, citing DICE-ORDER-09

    @DICE-ORDER-09
    Scenario: Two Panzer IVs 6.5" apart end 6.5" apart, too far for one group
      Given the dice will roll 1
      When "a-lead" and "a-trail" are ordered on a single move to 50, 44
      Then the move is refused by DICE-ORDER-09
