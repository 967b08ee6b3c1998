@strategic
Feature: 3.1.1 Hex-to-Hex movement
  A unit steps from hex to adjacent hex, paying for the hex it enters and the hexside it
  crosses, and may not enter a hex it cannot pay for in full — except the very first hex of its
  move, after which it stops.

  Roads, rails and connected straits replace those terrain costs with a Road/Rail hexside cost
  that depends on the unit's size and on the phase. Special first moves, each costing the whole
  Movement Allowance and ending the move, carry units over the water: onto and off a friendly
  Beachhead, and a Marine unit across an All-Sea hexside. Soviet units on Russia's eastern map
  edge may step into the Central Asia Box and come back out of it.

  Readings built here (READINGS.md, Strategic): a connected strait costs the Road/Rail cost in
  place of both the hexside and the hex (3); the eastern edge is the rules data's list of hexes
  from e2828 to e5127 (4); a unit placed from the Central Asia Box into an EZOC hex in the
  Operational phase stops there, a rules-data setting (5); Beachhead, Marine and Central Asia
  Box moves are Hex-to-Hex moves (8). The Road/Rail costs are rules data (15): in the
  Operational phase 1/2 MP for a one-step unit and 1 MP for a multi-step unit, in the Reserve
  phase 1/3 MP and 1/2 MP.

  Rule: Each hex entered costs its terrain plus the hexside crossed, in full

    The Kiev HQ (kiev.toml): a Russian HQ with MA 2 in Kiev, e3609. North of Kiev is the clear
    hex e3608 and beyond it the swamp e3707; across a river south-east of Kiev is the swamp
    e3708, and beyond that the clear hex e3808.

    Background:
      Given the strategic scenario "kiev.toml"

    @STR-3.1.1-05 @STR-3.1.1-04 @STR-3.1.1-03
    Scenario: The Kiev HQ cannot afford the swamp after a clear hex
      When "russian-hq" moves e3609, e3608, e3707
      Then the move is refused by STR-3.1.1-04 on entering e3707
      And the move costs 1 MP

    @STR-3.1.1-09 @STR-3.1.1-06 @STR-3.1.1-07 @STR-3.1.1-02 @edition-base
    Scenario: The Kiev HQ may cross the river into the swamp as its first hex, then stops
      When "russian-hq" moves e3609, e3708
      Then the move is legal, citing STR-3.1.1-06
      And the move costs 3 MP
      And the unit must stop in e3708 because of STR-3.1.1-07

    @STR-3.1.1-01
    Scenario: A unit may turn whichever way it likes from hex to hex
      When "russian-hq" moves e3609, e3508, e3509
      Then the move is legal
      And the move costs 2 MP
      And "russian-hq" is in e3509

    @STR-3.1.1-01
    Scenario: A unit may not jump over a hex to one that is not next to it
      When "russian-hq" moves e3609, e3607
      Then the move is refused by STR-3.1.1-01 on entering e3607

    @STR-3.1.1-02 @STR-3.1.1-03 @edition-base
    Scenario: The river hexside adds to the swamp's cost, and the total comes off the MA
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
      Then the move is legal, citing STR-3.1.1-02
      And step 1 of the move cites STR-3.1.1-02
      And step 1 of the move cites STR-3.1.1-03
      And the move costs 4 MP

    @STR-3.1.1-02 @STR-3.1.1-04 @edition-base
    Scenario: After the river and the swamp a 4 MA unit has 1 MP left, too little for a second swamp
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
      When "russian-rifle" moves e3609, e3708, e3709
      Then the move is refused by STR-3.1.1-04 on entering e3709
      And the move costs 3 MP

    @STR-3.1.1-03
    Scenario: The costs come from the Terrain Effects Chart in the rules data
      Given the strategic scenario "kiev.toml" with:
        """
        [rules.data.terrain.swamp]
        cost = "3"
        """
      When "russian-hq" moves e3609, e3708
      Then the move is legal, citing STR-3.1.1-06
      And the move costs 4 MP

    @STR-3.1.1-03
    Scenario: A hexside the chart closes may not be crossed
      Given the strategic scenario "kiev.toml" with:
        """
        [[map.hexsides]]
        between = ["e3609", "e3608"]
        features = ["lake"]
        """
      When "russian-hq" moves e3609, e3608
      Then the move is refused by STR-3.1.1-03 on entering e3608

    @STR-3.1.1-04
    Scenario: A unit may spend its MA to the last point
      When "russian-hq" moves e3609, e3608, e3607
      Then the move is legal
      And the move costs 2 MP
      And "russian-hq" is in e3607

    @STR-3.1.1-06 @STR-3.1.1-07
    Scenario: The minimum move lets a unit into its first hex only, and ends its move there
      When "russian-hq" moves e3609, e3708, e3808
      Then the move is refused by STR-3.1.1-07 on entering e3808
      And "russian-hq" can reach e3708 but must stop there

    @STR-3.1.1-06 @STR-3.1.1-04
    Scenario: A unit that has entered one hex gets no minimum move for the next
      When "russian-hq" moves e3609, e3608, e3708
      Then the move is refused by STR-3.1.1-04 on entering e3708
      And the move costs 1 MP

    @STR-3.1.1-08
    Scenario: The minimum move does not open a hex held by an enemy unit
      Given the strategic scenario "kiev.toml" with:
        """
        [[units]]
        id = "german-inf"
        side = "axis"
        at = "e3708"
        nationality = "german"
        type = "infantry"
        movement = 3
        """
      When "russian-hq" moves e3609, e3708
      Then the move is refused by STR-3.1.4-03 on entering e3708
      And "russian-hq" cannot reach e3708

    @STR-3.1.1-08
    Scenario: The minimum move does not open a Neutral Minor Country
      Given the strategic scenario "kiev.toml" with:
        """
        [[map.zones]]
        id = "neutralia"
        kind = "country"
        hexes = ["e3708"]

        [rules.countries.neutralia]
        neutral = true
        """
      When "russian-hq" moves e3609, e3708
      Then the move is refused by STR-3.1.4-14 on entering e3708

    @STR-3.1.1-10
    Scenario: An enemy Air unit in Kiev does not make leaving Kiev dearer
      Given the strategic scenario "kiev.toml" with:
        """
        [[units]]
        id = "luftflotte"
        side = "axis"
        at = "e3609"
        nationality = "german"
        type = "air"
        movement = 8
        """
      When "russian-hq" moves e3609, e3608, e3607
      Then the move is legal, citing STR-3.1.1-10
      And step 1 of the move cites STR-3.1.1-10
      And the move costs 2 MP
      And the unit may move on from e3607

  Rule: Roads, rails and connected straits cost the Road/Rail hexside cost instead

    The board (s311-roads.toml): a road runs e4010 (clear), e4110 (swamp), e4210 (forest),
    e4310 (mountain), e4410 (clear), crossing a river between e4110 and e4210; a rail runs from
    e4012 (clear) through the swamps e4112, e4212, e4312. A Connected Strait joins e4008 (clear)
    to the mountain e4108; a plain strait separates e4208 from the mountain e4308. The Soviet
    "rifle" (one step) and "army" (three steps), both MA 4, stand at the start of the road.

    Background:
      Given the strategic scenario "s311-roads.toml"

    @STR-3.1.1-11 @STR-3.1.1-12
    Scenario: Along the road the swamp, the river and the forest cost nothing
      When "rifle" moves e4010, e4110, e4210
      Then the move is legal, citing STR-3.1.1-11
      And step 2 of the move cites STR-3.1.1-11
      And the move costs 1 MP
      And the unit may move on from e4210

    @STR-3.1.1-11
    Scenario: A rail works like a road
      When "rail-rifle" moves e4012, e4112, e4212, e4312
      Then the move is legal, citing STR-3.1.1-11
      And the move costs 1 1/2 MP

    @STR-3.1.1-11 @edition-base
    Scenario: Off the road the same swamp costs its terrain price
      When "rifle" moves e4010, e4011, e4110
      Then the move is legal, citing STR-3.1.1-03
      And the move costs 3 MP

    @STR-3.1.1-12 @STR-3.1.1-13
    Scenario Outline: The road costs <cost> MP for the whole stretch to a <size> unit in the <phase> phase
      Given it is the <phase> Movement Phase
      When "<unit>" moves e4010, e4110, e4210, e4310, e4410
      Then the move is legal, citing STR-3.1.1-12
      And step 1 of the move cites STR-3.1.1-13
      And the move costs <cost> MP

      Examples:
        | phase       | unit  | size       | cost  |
        | Operational | rifle | one-step   | 2     |
        | Operational | army  | multi-step | 4     |
        | Reserve     | rifle | one-step   | 1 1/3 |
        | Reserve     | army  | multi-step | 2     |

    @STR-3.1.1-12
    Scenario: A multi-step unit on the road goes half as far as a one-step unit
      Then "rifle" can reach e4410 for 2 MP
      And "army" can reach e4410 for 4 MP

    @STR-3.1.1-14
    Scenario Outline: Crossing the connected strait into the mountain costs <cost> MP to a <size> unit in the <phase> phase
      Given it is the <phase> Movement Phase
      When "<unit>" moves e4008, e4108
      Then the move is legal, citing STR-3.1.1-14
      And the move costs <cost> MP
      And the unit may move on from e4108

      Examples:
        | phase       | unit         | size       | cost |
        | Operational | strait-rifle | one-step   | 1/2  |
        | Operational | strait-army  | multi-step | 1    |
        | Reserve     | strait-rifle | one-step   | 1/3  |
        | Reserve     | strait-army  | multi-step | 1/2  |

    @STR-3.1.1-14 @STR-3.1.1-03
    Scenario: A strait that is not connected may not be crossed Hex-to-Hex
      When "islander" moves e4208, e4308
      Then the move is refused by STR-3.1.1-03 on entering e4308

  Rule: A friendly Beachhead is a bridge onto the sea, left only across its Beachhead Hexside

    The board (s311-beachhead.toml): column 38 of the west map is the All-Sea English Channel. A
    Western Beachhead marker in w3815 faces Cherbourg (w3714), west of the Channel; Southampton
    (w3915) is east of it. The British 1st Army (two steps, MA 3) is in Southampton; a one-step
    British division (MA 3) is in w4015, one hex further from the Channel.

    Background:
      Given the strategic scenario "s311-beachhead.toml"

    @STR-3.1.1-23 @STR-3.1.1-15 @STR-3.1.1-17
    Scenario: The British 1st Army moves from Southampton onto the beachhead and stops there
      When "british-1st-army" moves w3915, w3815
      Then the move is legal, citing STR-3.1.1-17
      And the ledger cites STR-3.1.1-15
      And the move costs 3 MP
      And the unit must stop in w3815 because of STR-3.1.1-17

    @STR-3.1.1-17
    Scenario: Stepping onto the beachhead uses up the whole MA, so the army may go no further
      When "british-1st-army" moves w3915, w3815, w3714
      Then the move is refused by STR-3.1.1-17 on entering w3714

    @STR-3.1.1-24 @STR-3.1.1-19 @STR-3.1.1-20
    Scenario: In the Reserve phase the British 1st Army moves off the beachhead into Cherbourg, and stops
      When "british-1st-army" moves w3915, w3815
      Then the unit must stop in w3815 because of STR-3.1.1-17
      Given it is the Reserve Movement Phase
      When "british-1st-army" moves w3815, w3714
      Then the move is legal, citing STR-3.1.1-20
      And the ledger cites STR-3.1.1-19
      And the move costs 3 MP
      And the unit must stop in w3714 because of STR-3.1.1-20
      And "british-1st-army" is in w3714

    @STR-3.1.1-25 @STR-3.1.1-21
    Scenario: The British 1st Army may not go back from the beachhead to Southampton
      When "british-1st-army" moves w3915, w3815
      Then the unit must stop in w3815 because of STR-3.1.1-17
      Given it is the Reserve Movement Phase
      When "british-1st-army" moves w3815, w3915
      Then the move is refused by STR-3.1.1-21 on entering w3915
      And "british-1st-army" cannot reach w3915
      And "british-1st-army" can reach w3714 but must stop there

    @STR-3.1.1-15 @STR-3.1.1-16
    Scenario: A unit that walks up to the coast first may not go on onto the beachhead
      When "british-div" moves w4015, w3915, w3815
      Then the move is refused by STR-3.1.1-16 on entering w3815
      And "british-div" cannot reach w3815

    @STR-3.1.1-15 @STR-3.1.1-03
    Scenario: Without a friendly Beachhead the Channel hex may not be entered at all
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [rules]
        markers = []
        """
      When "british-1st-army" moves w3915, w3815
      Then the move is refused by STR-3.1.1-03 on entering w3815

    @STR-3.1.1-18 @STR-3.1.1-15
    Scenario: A unit may cross an All-Sea hexside to get onto the beachhead
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[map.hexsides]]
        between = ["w3914", "w3815"]
        features = ["all-sea"]

        [[units]]
        id = "british-guards"
        side = "western"
        at = "w3914"
        nationality = "british"
        type = "infantry"
        movement = 3
        """
      When "british-guards" moves w3914, w3815
      Then the move is legal, citing STR-3.1.1-18
      And the unit must stop in w3815 because of STR-3.1.1-17

    @STR-3.1.1-19 @STR-3.1.1-20
    Scenario: A unit that starts the Operational phase on the beachhead may land in Cherbourg
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[units]]
        id = "canadian-div"
        side = "western"
        at = "w3815"
        nationality = "british"
        type = "infantry"
        movement = 3
        """
      When "canadian-div" moves w3815, w3714
      Then the move is legal, citing STR-3.1.1-20
      And the move costs 3 MP
      And the unit must stop in w3714 because of STR-3.1.1-20

    @STR-3.1.1-20
    Scenario: Landing from the beachhead uses up the whole MA, so the unit may go no further inland
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[units]]
        id = "canadian-div"
        side = "western"
        at = "w3815"
        nationality = "british"
        type = "infantry"
        movement = 3
        """
      When "canadian-div" moves w3815, w3714, w3614
      Then the move is refused by STR-3.1.1-20 on entering w3614

    @STR-3.1.1-21
    Scenario Outline: A unit on the beachhead may not leave it across another hexside, to <to>
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[units]]
        id = "canadian-div"
        side = "western"
        at = "w3815"
        nationality = "british"
        type = "infantry"
        movement = 3
        """
      When "canadian-div" moves w3815, <to>
      Then the move is refused by STR-3.1.1-21 on entering <to>

      Examples:
        | to    |
        | w3715 |
        | w3914 |
        | w3915 |

    @STR-3.1.1-22 @STR-3.1.1-18
    Scenario: The All-Sea hexside that leads onto the beachhead does not lead off it
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[map.hexsides]]
        between = ["w3914", "w3815"]
        features = ["all-sea"]

        [[units]]
        id = "canadian-div"
        side = "western"
        at = "w3815"
        nationality = "british"
        type = "infantry"
        movement = 3
        """
      When "canadian-div" moves w3815, w3914
      Then the move is refused by STR-3.1.1-22 on entering w3914
      And "canadian-div" cannot reach w3914

    @STR-3.1.1-26
    Scenario: A unit on the beachhead may leave it Port-to-Port by troop convoy
      # Southampton and Weymouth (w3916) are Western ports on the English Channel, the naval zone
      # of the beachhead; a British convoy waits in the Channel.
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[units]]
        id = "canadian-div"
        side = "western"
        at = "w3815"
        nationality = "british"
        type = "infantry"
        movement = 3

        [[rules.ports]]
        at = "w3915"
        name = "Southampton"
        zones = ["english-channel"]
        side = "western"

        [[rules.ports]]
        at = "w3916"
        name = "Weymouth"
        zones = ["english-channel"]
        side = "western"

        [[rules.convoys]]
        id = "channel-convoy"
        zone = "english-channel"
        kind = "standard"
        nationality = "british"
        """
      When "canadian-div" moves w3815, w3916
      Then the move is legal, citing STR-3.1.2-01
      And the ledger cites STR-3.1.1-26
      And the convoy "channel-convoy" is in the Used Box because of STR-3.1.2-14
      And "canadian-div" is in w3916

    @STR-3.1.1-26 @STR-3.1.1-21
    Scenario: Back to Southampton the beachhead unit must go by sea, not across the hexside
      Given the strategic scenario "s311-beachhead.toml" with:
        """
        [[units]]
        id = "canadian-div"
        side = "western"
        at = "w3815"
        nationality = "british"
        type = "infantry"
        movement = 3

        [[rules.ports]]
        at = "w3915"
        name = "Southampton"
        zones = ["english-channel"]
        side = "western"

        [[rules.convoys]]
        id = "channel-convoy"
        zone = "english-channel"
        kind = "standard"
        nationality = "british"
        """
      When "canadian-div" moves w3815, w3915
      Then the move is legal, citing STR-3.1.2-02
      And the convoy "channel-convoy" is in the Used Box because of STR-3.1.2-14
      And "canadian-div" is in w3915

  Rule: A Marine unit may cross an All-Sea hexside as its first move, for its whole MA

    The board (s311-marines.toml): clear hexes of the west map, with an All-Sea hexside
    between w1211 and w1311. The 1st Marine Division and a US infantry division (both MA 3)
    stand in w1211; the 2nd Marine Division is one hex west, in w1111.

    Background:
      Given the strategic scenario "s311-marines.toml"

    @STR-3.1.1-27 @STR-3.1.1-29
    Scenario: The Marine division crosses the All-Sea hexside and stops on the far shore
      When "usmc-1" moves w1211, w1311
      Then the move is legal, citing STR-3.1.1-29
      And the move costs 3 MP
      And the unit must stop in w1311 because of STR-3.1.1-29

    @STR-3.1.1-27
    Scenario: An infantry division in the same hex may not cross, and must walk round the water
      When "us-inf" moves w1211, w1311
      Then the move is refused by STR-3.1.1-27 on entering w1311
      And "us-inf" can reach w1311 for 2 MP

    @STR-3.1.1-27
    Scenario: A Marine division crosses an All-Sea hexside only into a Land hex
      Given the strategic scenario "s311-marines.toml" with:
        """
        [map.terrain.legend]
        "~" = "all-sea"

        [map.terrain.overrides]
        w1311 = "all-sea"
        """
      When "usmc-1" moves w1211, w1311
      Then the move is refused by STR-3.1.1-27 on entering w1311

    @STR-3.1.1-28
    Scenario: A Marine division that first walks to the shore may not cross in the same move
      When "usmc-2" moves w1111, w1211, w1311
      Then the move is refused by STR-3.1.1-28 on entering w1311
      And "usmc-2" can reach w1311 for 2 MP

    @STR-3.1.1-29
    Scenario: Having crossed, the Marine division may go no further that phase
      When "usmc-1" moves w1211, w1311, w1411
      Then the move is refused by STR-3.1.1-29 on entering w1411

  Rule: Soviet units on the eastern edge may enter the Central Asia Box, and leave it onto the edge

    The board (s311-central-asia.toml): the south-eastern corner of the east map, columns 28 to
    32, with the Central Asia Box. Its eastern edge hexes are e2828, e2927, e3028, e3127 and
    e3228; e2928 and e3027 are not. A Siberian rifle corps (MA 4) is on the edge in e3028, a
    rifle corps (MA 4) inland in e3026, and a two-step Far East army (MA 4) in the Box. It is
    the Soviet Operational Movement Phase.

    Background:
      Given the strategic scenario "s311-central-asia.toml"

    @STR-3.1.1-30 @STR-3.1.1-32
    Scenario: The Siberian corps on the eastern edge goes into the Central Asia Box for its whole MA
      When "siberian" moves e3028, central-asia
      Then the move is legal, citing STR-3.1.1-32
      And the move costs 4 MP
      And the unit must stop in central-asia because of STR-3.1.1-32
      And "siberian" is in central-asia

    @STR-3.1.1-30
    Scenario: A Soviet unit that starts off the eastern edge may not enter the Box
      When "rifle" moves e3026, central-asia
      Then the move is refused by STR-3.1.1-30 on entering central-asia
      And "rifle" cannot reach central-asia

    @STR-3.1.1-30
    Scenario: A Western unit on the eastern edge may not enter the Box
      Given the strategic scenario "s311-central-asia.toml" with:
        """
        [[units]]
        id = "british-div"
        side = "western"
        at = "e3228"
        nationality = "british"
        type = "infantry"
        movement = 3

        [rules]
        side = "western"
        """
      When "british-div" moves e3228, central-asia
      Then the move is refused by STR-3.1.1-30 on entering central-asia

    @STR-3.1.1-31
    Scenario: A Soviet unit that reaches the eastern edge during its move may not go on into the Box
      When "rifle" moves e3026, e3027, e3028, central-asia
      Then the move is refused by STR-3.1.1-31 on entering central-asia
      And "rifle" can reach e3028 for 2 MP
      And "rifle" cannot reach central-asia

    @STR-3.1.1-32
    Scenario: Placed in the Box, the Siberian corps may move no further that phase
      When "siberian" moves e3028, central-asia, e2927
      Then the move is refused by STR-3.1.1-32 on entering e2927

    @STR-3.1.1-33 @STR-3.1.1-36
    Scenario: The Far East army leaves the Box onto an eastern edge hex for 1 MP
      When "far-east" moves central-asia, e2927
      Then the move is legal, citing STR-3.1.1-36
      And the move costs 1 MP
      And the unit may move on from e2927

    @STR-3.1.1-33 @STR-3.1.1-36
    Scenario: Every eastern edge hex is 1 MP from the Box
      Then "far-east" can reach e2828 for 1 MP
      And "far-east" can reach e2927 for 1 MP
      And "far-east" can reach e3028 for 1 MP
      And "far-east" can reach e3127 for 1 MP
      And "far-east" can reach e3228 for 1 MP
      And "far-east" can reach e3027 for 2 MP

    @STR-3.1.1-33
    Scenario: The Box opens onto the eastern edge hexes only
      When "far-east" moves central-asia, e2928
      Then the move is refused by STR-3.1.1-33 on entering e2928
      And "far-east" can reach e2928 for 2 MP

    @STR-3.1.1-33
    Scenario: A unit placed in the Box this phase leaves it in a later phase
      When "siberian" moves e3028, central-asia
      Then the unit must stop in central-asia because of STR-3.1.1-32
      Given it is the Reserve Movement Phase
      When "siberian" moves central-asia, e3127
      Then the move is legal, citing STR-3.1.1-36
      And the move costs 1 MP
      And "siberian" is in e3127

    @STR-3.1.1-38 @STR-3.1.1-36 @STR-3.1.1-37 @STR-3.1.4-02
    Scenario: Out of the Box, the Far East army moves on with the 3 MP it has left
      When "far-east" moves central-asia, e2828, e2827, e2826, e2825
      Then the move is legal, citing STR-3.1.1-38
      And step 1 of the move cites STR-3.1.1-37
      And step 1 of the move cites STR-3.1.4-02
      And the move costs 4 MP

    @STR-3.1.1-38 @STR-3.1.1-04
    Scenario: After the 1 MP placement the Far East army cannot walk a fourth hex
      When "far-east" moves central-asia, e2828, e2827, e2826, e2825, e2824
      Then the move is refused by STR-3.1.1-04 on entering e2824
      And the move costs 4 MP

    @STR-3.1.1-37
    Scenario: A unit placed from the Box counts as supplied, even on an edge hex cut off from supply
      Given the strategic scenario "s311-central-asia.toml" with:
        """
        [rules]
        out_of_supply = ["e2828", "e2827"]
        """
      When "far-east" moves central-asia, e2828, e2827, e2826
      Then the move is legal, citing STR-3.1.1-37
      And step 1 of the move cites STR-3.1.1-37
      And the move costs 3 MP

    @STR-3.1.1-34
    Scenario Outline: The Far East army may not be placed where a German Air unit is, in the <phase> phase
      Given the strategic scenario "s311-central-asia.toml" with:
        """
        [[units]]
        id = "luftflotte"
        side = "axis"
        at = "e2927"
        nationality = "german"
        type = "air"
        movement = 8
        """
      And it is the <phase> Movement Phase
      When "far-east" moves central-asia, e2927
      Then the move is refused by STR-3.1.1-34 on entering e2927
      And "far-east" can reach e2828 for 1 MP

      Examples:
        | phase       |
        | Operational |
        | Reserve     |

    @STR-3.1.1-35
    Scenario: In the Reserve phase the Far East army may not be placed in an EZOC
      # A German corps in e3027 projects EZOC into the edge hexes e2927, e3028 and e3127.
      Given the strategic scenario "s311-central-asia.toml" with:
        """
        [[units]]
        id = "german-inf"
        side = "axis"
        at = "e3027"
        nationality = "german"
        type = "infantry"
        movement = 3
        """
      And it is the Reserve Movement Phase
      When "far-east" moves central-asia, e3127
      Then the move is refused by STR-3.1.1-35 on entering e3127
      And "far-east" can reach e3228 for 1 MP

    @STR-3.1.1-35 @STR-3.1-03
    Scenario: In the Operational phase the Far East army may be placed in an EZOC, and stops there (reading 5)
      Given the strategic scenario "s311-central-asia.toml" with:
        """
        [[units]]
        id = "german-inf"
        side = "axis"
        at = "e3027"
        nationality = "german"
        type = "infantry"
        movement = 3
        """
      When "far-east" moves central-asia, e3127
      Then the move is legal, citing STR-3.1.1-36
      And the move costs 1 MP
      And the unit must stop in e3127 because of STR-3.1-03

    @STR-3.1.1-35 @STR-3.1.1-38
    Scenario: With the reading-5 setting turned off, placement in an EZOC does not stop the unit
      Given the strategic scenario "s311-central-asia.toml" with:
        """
        [[units]]
        id = "german-inf"
        side = "axis"
        at = "e3027"
        nationality = "german"
        type = "infantry"
        movement = 3

        [rules.data.central_asia]
        exit_into_ezoc_stops = false
        """
      When "far-east" moves central-asia, e3127, e3227
      Then the move is legal, citing STR-3.1.1-38
      And the move costs 2 MP
      And the unit may move on from e3227
