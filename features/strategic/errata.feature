@strategic @errata @errata-examples
Feature: The errata to the strategic movement rules
  Errata change the rules after publication. A project's real errata live in errata/<ruleset>/
  and are in force wherever its scenarios are judged; this project ships none, so its rules are
  the rules as published. Two worked examples show how errata work (errata-examples/strategic/,
  invented for the purpose): from 2026-12-01 a swamp hex costs 3 MP instead of 2 (a change of
  data only), and from 2027-02-15 the minimum move exception no longer applies in the Reserve
  Movement Phase (a rules-data switch, `[minimum_move] phases`). This feature is judged with
  them (@errata-examples); `umpire check … --errata errata-examples` does the same.

  Each scenario here checks what an erratum changed, and is tagged with it (@erratum-<file
  name>) so that `cargo xtask errata <file>` expects it to change. A scenario judged by an older
  edition says so: @edition-base for the rules as published, @edition-<date> for the rules with
  the errata up to that day, or `edition = "base"` under `[rules]` in the scenario file.

  The Kiev HQ (kiev.toml): a Russian HQ with MA 2 in Kiev, e3609; across a river south-east of
  Kiev is the swamp e3708.

  Background:
    Given the strategic scenario "kiev.toml"

  Rule: From 2026-12-01 a swamp hex costs 3 MP

    @STR-3.1.1-03 @STR-3.1.1-06 @STR-3.1.1-07 @erratum-2026-12-01-swamp-costs-three
    Scenario: The Kiev HQ still crosses the river into the swamp as its first hex, now for 4 MP
      When "russian-hq" moves e3609, e3708
      Then the move is legal, citing STR-3.1.1-06
      And the move costs 4 MP
      And the unit must stop in e3708 because of STR-3.1.1-07

    @STR-3.1.1-03 @STR-3.1.1-04 @erratum-2026-12-01-swamp-costs-three
    Scenario: A 4 MA unit spends its whole allowance on the river and the swamp
      Given the strategic scenario "kiev.toml" with:
        """
        [[units]]
        id = "russian-rifle"
        side = "soviet"
        at = "e3609"
        nationality = "russian"
        type = "infantry"
        movement = 4
        """
      When "russian-rifle" moves e3609, e3708, e3808
      Then the move is refused by STR-3.1.1-04 on entering e3808
      And the move costs 4 MP

    @STR-3.1.1-03
    Scenario: A scenario file that pins the base edition keeps the swamp at 2 MP
      Given the strategic scenario "kiev.toml" with:
        """
        [rules]
        edition = "base"
        """
      When "russian-hq" moves e3609, e3708
      Then the move is legal, citing STR-3.1.1-06
      And the move costs 3 MP

    @STR-3.1.1-03
    Scenario: A scenario's own rules data still wins over the errata
      Given the strategic scenario "kiev.toml" with:
        """
        [rules.data.terrain.swamp]
        cost = "5"
        """
      When "russian-hq" moves e3609, e3708
      Then the move costs 6 MP

  Rule: From 2027-02-15 the minimum move applies in the Operational Movement Phase only

    @STR-3.1.1-06 @STR-3.1.1-04 @erratum-2027-02-15-no-minimum-move-in-reserve
    Scenario: In the Reserve phase the Kiev HQ may no longer enter a first hex it cannot pay for
      Given it is the Reserve Movement Phase
      When "russian-hq" moves e3609, e3708
      Then the move is refused by STR-3.1.1-04 on entering e3708

    @STR-3.1.1-06 @STR-3.1.1-07 @edition-base
    Scenario: As published, the minimum move applies in the Reserve phase too
      Given it is the Reserve Movement Phase
      When "russian-hq" moves e3609, e3708
      Then the move is legal, citing STR-3.1.1-06
      And the move costs 3 MP
      And the unit must stop in e3708 because of STR-3.1.1-07

    @STR-3.1.1-06 @edition-2026-12-01 @erratum-2026-12-01-swamp-costs-three
    Scenario: As of 2026-12-01 the swamp costs 3 MP and the Reserve phase still has the minimum move
      Given it is the Reserve Movement Phase
      When "russian-hq" moves e3609, e3708
      Then the move is legal, citing STR-3.1.1-06
      And the move costs 4 MP
