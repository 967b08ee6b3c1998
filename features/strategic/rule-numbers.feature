@strategic
Feature: Every number of the strategic rules data, pinned as published
  Each number the strategic rules data holds (crates/strategic/rules.toml) is held here by a
  scenario that reads the data in force: none of these scenarios sets a number of its own under
  `[rules.data]`, so an erratum that changes one of them changes a verdict or a cost below.

  The Terrain Effects Chart: the rule text gives clear 1 MP, swamp 2 MP and a river hexside
  +1 MP; the other costs are the rules data's editable defaults (READINGS.md, Strategic, 15):
  forest 2, rough 2, mountain 3, desert 1, city 1, and on a hexside a major river +2, a minor
  river +1, a canal +1 and a mountain hexside +1. Each lane of numbers-chart.toml is two clear
  hexes and then the hex (or hexside) under test, so a unit whose allowance pays for exactly the
  clear hex and the chart's cost gets in with nothing left, and a unit with one MP less is
  refused the last hex: a hex entered after the first one gets no minimum move.

  The HQ support range: how far a supplied HQ can give a defender a column shift is not in the
  rule text; the rules data holds 2 hexes (the Paris example needs at least that much), and no
  unit below carries a `support_range` of its own.

  Rule: Each terrain costs what the Terrain Effects Chart in the rules data says

    Background:
      Given the strategic scenario "numbers-chart.toml"

    @STR-3.1.1-02 @STR-3.1.1-03 @STR-3.1.1-04
    Scenario Outline: A unit with just enough MA for the clear hex and the <terrain> gets in with none left
      When "<terrain>-exact" moves <start>, <clear>, <hex>
      Then the move is legal
      And step 2 of the move cites STR-3.1.1-03
      And the move costs <total> MP
      And "<terrain>-exact" is in <hex>

      Examples:
        | terrain  | start | clear | hex   | total |
        | forest   | e1010 | e1110 | e1210 | 3     |
        | rough    | e1011 | e1111 | e1211 | 3     |
        | mountain | e1012 | e1112 | e1212 | 4     |
        | desert   | e1013 | e1113 | e1213 | 2     |
        | city     | e1014 | e1114 | e1214 | 2     |

    @STR-3.1.1-03 @STR-3.1.1-04
    Scenario Outline: One MP short of the <terrain>'s cost, a unit that has already entered a hex is refused it
      When "<terrain>-short" moves <start>, <clear>, <hex>
      Then the move is refused by STR-3.1.1-04 on entering <hex>
      And the move costs 1 MP

      Examples:
        | terrain  | start | clear | hex   |
        | forest   | e1010 | e1110 | e1210 |
        | rough    | e1011 | e1111 | e1211 |
        | mountain | e1012 | e1112 | e1212 |
        | desert   | e1013 | e1113 | e1213 |
        | city     | e1014 | e1114 | e1214 |

  Rule: Each hexside feature adds what the chart says to the cost of the hex beyond it

    Background:
      Given the strategic scenario "numbers-chart.toml"

    @STR-3.1.1-02 @STR-3.1.1-03 @STR-3.1.1-04
    Scenario Outline: A unit with just enough MA for the clear hex, the <side> hexside and the clear hex beyond gets across with none left
      When "<side>-exact" moves <start>, <clear>, <beyond>
      Then the move is legal
      And step 2 of the move cites STR-3.1.1-02
      And the move costs <total> MP
      And "<side>-exact" is in <beyond>

      Examples:
        | side          | start | clear | beyond | total |
        | major-river   | e1015 | e1115 | e1215  | 4     |
        | minor-river   | e1016 | e1116 | e1216  | 3     |
        | canal         | e1017 | e1117 | e1217  | 3     |
        | mountain-side | e1018 | e1118 | e1218  | 3     |

    @STR-3.1.1-02 @STR-3.1.1-04
    Scenario Outline: One MP short of the <side> hexside and the hex beyond, a unit that has already entered a hex is refused the crossing
      When "<side>-short" moves <start>, <clear>, <beyond>
      Then the move is refused by STR-3.1.1-04 on entering <beyond>
      And the move costs 1 MP

      Examples:
        | side          | start | clear | beyond |
        | major-river   | e1015 | e1115 | e1215  |
        | minor-river   | e1016 | e1116 | e1216  |
        | canal         | e1017 | e1117 | e1217  |
        | mountain-side | e1018 | e1118 | e1218  |

  Rule: A supplied HQ shields a defender from an overrun out to the support range in the rules data

    The open country of s32-field.toml: a German panzer army (three steps), and a lone one-step
    British infantry unit in w1312. A second panzer army stands beside the infantry in w1313;
    a supplied British HQ is put two or three hexes east of the infantry.

    @STR-3.2-21
    Scenario: An HQ two hexes from the defender gives it a column shift, so no overrun
      Given the strategic west map numbering
      And the strategic scenario "s32-field.toml" with:
        """
        [[units]]
        id = "british-hq"
        side = "western"
        label = "HQ"
        at = "w1512"
        nationality = "british"
        type = "hq"
        movement = 2

        [[units]]
        id = "panzer-2"
        side = "axis"
        at = "w1313"
        nationality = "german"
        type = "armor"
        steps = 3
        movement = 6
        """
      Then the distance from w1512 to w1312 is 2 hexes
      When "panzer-2" moves w1313, w1312
      Then the move is refused by STR-3.2-21 on entering w1312
      And "tommy" is in w1312

    @STR-3.2-21 @STR-3.2-10 @STR-3.2-12
    Scenario: An HQ three hexes from the defender is out of range, so the overrun goes ahead
      Given the strategic west map numbering
      And the strategic scenario "s32-field.toml" with:
        """
        [[units]]
        id = "british-hq"
        side = "western"
        label = "HQ"
        at = "w1612"
        nationality = "british"
        type = "hq"
        movement = 2

        [[units]]
        id = "panzer-2"
        side = "axis"
        at = "w1313"
        nationality = "german"
        type = "armor"
        steps = 3
        movement = 6
        """
      Then the distance from w1612 to w1312 is 3 hexes
      When "panzer-2" moves w1313, w1312
      Then the move is legal, citing STR-3.2-10
      And "tommy" is eliminated to its Force Pool because of STR-3.2-12
      And the move costs 1 MP
