//! The clauses of the rules the engine cites, one constant per clause of the catalogue
//! (`features/civil-war/clauses.toml` in the repository), named after its id without the
//! `ACW-` prefix: [`MOVE_01`] is `ACW-MOVE-01`.
//!
//! Every verdict names the clause that decided it ([`umpire_map::Refusal::clause`], a stop's
//! [`umpire_map::Citation`], each ledger entry), as a [`ClauseId`]. Compare it with these
//! constants rather than with strings, so a misspelt id is a compile error:
//!
//! ```
//! use umpire_civil_war::clauses;
//!
//! assert_eq!(clauses::MIN_02.as_str(), "ACW-MIN-02");
//! assert_ne!(clauses::ZOC_01, clauses::ZOC_02);
//! ```
//!
//! Each constant's line says what its clause asks, shortened from the catalogue's summary (the
//! rule text's own words are in the catalogue and the rulebook, `umpire rulebook`). The whole
//! catalogue is here, cited by the code or not.
#![allow(dead_code)] // not every clause is cited by code

use umpire_map::ClauseId;

macro_rules! clauses {
    ($($(#[$doc:meta])* $name:ident = $id:literal;)*) => {
        $($(#[$doc])* pub const $name: ClauseId = ClauseId::new($id);)*
    };
}

clauses! {
    /// `ACW-MOVE-01` (rule): A ground combat unit's movement allowance is the MP number printed on
    /// its counter, and the MP it spends in one movement phase may not exceed that MA unless a
    /// force march has raised it.
    MOVE_01 = "ACW-MOVE-01";
    /// `ACW-MOVE-02` (rule): Every hex a ground unit enters costs MP according to the Terrain
    /// Effects Chart value for the terrain of that hex.
    MOVE_02 = "ACW-MOVE-02";
    /// `ACW-MOVE-03` (rule): The MP cost of entering a hex also depends on the terrain of the
    /// hexside crossed to enter it, per the Terrain Effects Chart, so the same hex may cost
    /// different amounts when entered through different hexsides.
    MOVE_03 = "ACW-MOVE-03";
    /// `ACW-MOVE-04` (clarification): Besides hex-by-hex overland movement, ground units have two
    /// further movement modes: rail movement and carriage by naval or river transport.
    MOVE_04 = "ACW-MOVE-04";
    /// `ACW-MOVE-05` (rule): A combat unit, Headquarters, Leader, supply train, siege train or rail
    /// repair unit may move only in a movement phase in which it has received initiative under the
    /// Command rules, and may not move at all in a phase without it.
    MOVE_05 = "ACW-MOVE-05";
    /// `ACW-MOVE-06` (exception): Naval and river units move without needing initiative.
    MOVE_06 = "ACW-MOVE-06";
    /// `ACW-MOVE-07` (rule): A unit carried by water transport needs initiative of its own in order
    /// to be transported, even though the transport carrying it needs none.
    MOVE_07 = "ACW-MOVE-07";
    /// `ACW-MOVE-08` (rule): Naval and river units may move in every movement phase of their side,
    /// whatever the command or initiative results of that phase.
    MOVE_08 = "ACW-MOVE-08";
    /// `ACW-MOVE-09` (rule): A ground unit that has initiative may move in any direction, and the
    /// engine must not restrict its path by direction.
    MOVE_09 = "ACW-MOVE-09";
    /// `ACW-MOVE-10` (rule): A ground unit moving with initiative need not stay within the command
    /// range of any Leader, so a move that ends outside every friendly Leader's command range is
    /// legal.
    MOVE_10 = "ACW-MOVE-10";
    /// `ACW-MOVE-11` (rule): A unit on a Headquarters' roster may move away from that Headquarters
    /// and leave its roster, and roster membership never makes an otherwise legal move illegal.
    MOVE_11 = "ACW-MOVE-11";
    /// `ACW-ZOC-01` (rule): A combat unit whose combat factor is not printed in parentheses exerts
    /// a zone of control into each of the six hexes adjacent to its hex, except across the hexside
    /// types listed in ACW-ZOC-08 to ACW-ZOC-12.
    ZOC_01 = "ACW-ZOC-01";
    /// `ACW-ZOC-02` (exception): A combat unit whose combat factor is printed in parentheses exerts
    /// no ZOC at all, so a hex adjacent only to such enemy units is not in an enemy ZOC.
    ZOC_02 = "ACW-ZOC-02";
    /// `ACW-ZOC-03` (clarification): Since only combat units are said to exert a ZOC, Leaders,
    /// Headquarters, supply trains, siege trains and rail repair units exert none, and a hex
    /// adjacent only to such enemy units is not in an enemy ZOC.
    ZOC_03 = "ACW-ZOC-03";
    /// `ACW-ZOC-04` (rule): A unit moving overland must end its movement for the phase in the first
    /// hex it enters that lies in an enemy ZOC, whatever MP it has left.
    ZOC_04 = "ACW-ZOC-04";
    /// `ACW-ZOC-05` (exception): A cavalry unit may ignore an enemy ZOC hex when every enemy unit
    /// projecting ZOC into that hex is an infantry unit.
    ZOC_05 = "ACW-ZOC-05";
    /// `ACW-ZOC-06` (clarification): If any enemy unit projecting ZOC into a hex is not infantry, a
    /// cavalry unit entering that hex must stop there as normal.
    ZOC_06 = "ACW-ZOC-06";
    /// `ACW-ZOC-07` (clarification): The cavalry exception is the only exception for ground units
    /// moving overland, so infantry, supply trains, siege trains, rail repair units, Leaders and
    /// Headquarters must stop on entering any enemy ZOC, even one projected only by…
    ZOC_07 = "ACW-ZOC-07";
    /// `ACW-ZOC-08` (rule): A ZOC does not extend across a river hexside, so the hex on the far
    /// side of a river hexside from a unit is not in that unit's ZOC.
    ZOC_08 = "ACW-ZOC-08";
    /// `ACW-ZOC-09` (rule): A ZOC does not extend across an all-sea hexside, so the hex on the far
    /// side of an all-sea hexside from a unit is not in that unit's ZOC.
    ZOC_09 = "ACW-ZOC-09";
    /// `ACW-ZOC-10` (rule): A ZOC does not extend across a mountain hexside, so the hex on the far
    /// side of a mountain hexside from a unit is not in that unit's ZOC.
    ZOC_10 = "ACW-ZOC-10";
    /// `ACW-ZOC-11` (clarification): A road, railroad or ferry crossing that crosses a river,
    /// all-sea or mountain hexside does not carry ZOC across that hexside.
    ZOC_11 = "ACW-ZOC-11";
    /// `ACW-ZOC-12` (clarification): Per the caption of the ZOC figure, a bridge or a ford on a
    /// river hexside does not carry ZOC across that hexside either.
    ZOC_12 = "ACW-ZOC-12";
    /// `ACW-ZOC-13` (rule): A unit that begins its movement in a hex in an enemy ZOC may move out
    /// of that hex.
    ZOC_13 = "ACW-ZOC-13";
    /// `ACW-ZOC-14` (rule): After leaving its starting enemy-ZOC hex, a unit must stop in the next
    /// hex it enters that is in an enemy ZOC.
    ZOC_14 = "ACW-ZOC-14";
    /// `ACW-ZOC-15` (rule): A unit that begins its movement in an enemy-ZOC hex may move directly
    /// into an adjacent hex that is also in an enemy ZOC, whether of the same enemy unit or of a
    /// different one.
    ZOC_15 = "ACW-ZOC-15";
    /// `ACW-ZOC-16` (rule): A unit that moves directly from its starting enemy-ZOC hex into another
    /// enemy-ZOC hex must end its movement in that second hex for the phase.
    ZOC_16 = "ACW-ZOC-16";
    /// `ACW-ZOC-17` (rule): A unit may not enter a hex that contains one or more enemy units,
    /// except as allowed by ACW-ZOC-18 and ACW-ZOC-19.
    ZOC_17 = "ACW-ZOC-17";
    /// `ACW-ZOC-18` (exception): A unit may enter an enemy-occupied hex where the Siege rules allow
    /// it.
    ZOC_18 = "ACW-ZOC-18";
    /// `ACW-ZOC-19` (exception): A unit may enter a hex whose only enemy occupant is a lone enemy
    /// Leader.
    ZOC_19 = "ACW-ZOC-19";
    /// `ACW-MIN-01` (rule): No minimum move is guaranteed: a unit whose full MA is less than the MP
    /// cost of entering each of its adjacent hexes cannot move overland at all in that phase.
    MIN_01 = "ACW-MIN-01";
    /// `ACW-MIN-02` (rule): A unit may enter a hex only if its remaining MP are at least the full
    /// cost of entering it, and it can never enter a hex by spending all of a smaller remainder,
    /// whether at the start or in the middle of its move.
    MIN_02 = "ACW-MIN-02";
    /// `ACW-MIN-03` (clarification): A force march can raise the unit's MA by 1 or 2 so that a hex
    /// it otherwise could not afford becomes enterable.
    MIN_03 = "ACW-MIN-03";
    /// `ACW-FORCE-01` (rule): The owning player may choose to force march an infantry unit, a
    /// cavalry unit or a supply train in order to raise its MA.
    FORCE_01 = "ACW-FORCE-01";
    /// `ACW-FORCE-02` (clarification): Only infantry, cavalry and supply trains may be force
    /// marched, so the engine must reject a force march declared for any other unit.
    FORCE_02 = "ACW-FORCE-02";
    /// `ACW-FORCE-03` (rule): A force march raises the unit's MA by exactly 1 or exactly 2 MP, as
    /// the player chooses, and by no other amount.
    FORCE_03 = "ACW-FORCE-03";
    /// `ACW-FORCE-04` (rule): The force-march increase lasts only for the current movement phase,
    /// after which the unit's MA is again its printed value.
    FORCE_04 = "ACW-FORCE-04";
    /// `ACW-FORCE-05` (rule): Every unit that is force marched must roll on the Force March
    /// Attrition Table and apply the result.
    FORCE_05 = "ACW-FORCE-05";
    /// `ACW-FORCE-06` (clarification): Force-march attrition is less severe in friendly territory
    /// than in enemy territory, so the attrition lookup takes the territory the unit marched in as
    /// an input.
    FORCE_06 = "ACW-FORCE-06";
    /// `ACW-RAIL-01` (rule): Rail lines may be used to move combat units, Leaders, Headquarters and
    /// supplies.
    RAIL_01 = "ACW-RAIL-01";
    /// `ACW-RAIL-02` (rule): As a general rule a side may entrain on, move along and detrain on
    /// only rail lines it owns, so rail movement over enemy-owned track is illegal.
    RAIL_02 = "ACW-RAIL-02";
    /// `ACW-RAIL-03` (rule): How far a side's owned rail lines reach is shown by its rail head
    /// markers, so rail hexes beyond a side's rail head marker are not owned by that side.
    RAIL_03 = "ACW-RAIL-03";
    /// `ACW-RAIL-04` (exception): Rail lines in Kentucky and in Missouri are neutral and may be
    /// used for rail movement by both sides.
    RAIL_04 = "ACW-RAIL-04";
    /// `ACW-RAIL-05` (rule): Each side receives a new allotment of rail transport capacity points
    /// every strategic turn, the amount coming from other rules.
    RAIL_05 = "ACW-RAIL-05";
    /// `ACW-RAIL-06` (rule): A strategic turn's rail capacity allotment is a single pool for all 4
    /// game turns of that month, so points spent in one game turn are no longer available in the
    /// later game turns of the same month.
    RAIL_06 = "ACW-RAIL-06";
    /// `ACW-RAIL-07` (rule): Entraining costs the unit 1 MP of its MA.
    RAIL_07 = "ACW-RAIL-07";
    /// `ACW-RAIL-08` (rule): Detraining costs the unit 1 MP of its MA.
    RAIL_08 = "ACW-RAIL-08";
    /// `ACW-RAIL-09` (rule): Moving a combat unit by rail costs its side 1 rail transport capacity
    /// point per combat strength factor of that unit.
    RAIL_09 = "ACW-RAIL-09";
    /// `ACW-RAIL-10` (rule): Moving supply by rail costs its side 1 rail transport capacity point
    /// per supply point moved.
    RAIL_10 = "ACW-RAIL-10";
    /// `ACW-RAIL-11` (example): Setup: an infantry division of combat strength 5 moves by rail.
    RAIL_11 = "ACW-RAIL-11";
    /// `ACW-RAIL-12` (rule): A unit moving by rail has a budget of at most 50 rail hexes in one
    /// movement phase.
    RAIL_12 = "ACW-RAIL-12";
    /// `ACW-RAIL-13` (rule): Entraining uses up 10 hexes of the 50-rail-hex budget.
    RAIL_13 = "ACW-RAIL-13";
    /// `ACW-RAIL-14` (rule): Detraining uses up 10 hexes of the 50-rail-hex budget.
    RAIL_14 = "ACW-RAIL-14";
    /// `ACW-RAIL-15` (example): Setup: a unit entrains, moves by rail and detrains all in one turn.
    RAIL_15 = "ACW-RAIL-15";
    /// `ACW-RAIL-16` (example): Setup: a combat unit of strength 8 and MA 3 entrains, moves by rail
    /// and detrains.
    RAIL_16 = "ACW-RAIL-16";
    /// `ACW-RAIL-17` (clarification): Rail hexes travelled cost the unit no MP, and only entraining
    /// and detraining draw on its MA.
    RAIL_17 = "ACW-RAIL-17";
    /// `ACW-RAIL-18` (rule): A unit may entrain or detrain in any hex that contains a rail line
    /// usable by its side, with no further terrain or station requirement, and in no hex without
    /// one.
    RAIL_18 = "ACW-RAIL-18";
    /// `ACW-RAIL-19` (clarification): Important-concepts restatement of ACW-RAIL-09: rail capacity
    /// is charged per strength point of the unit moved, not per unit or per stack.
    RAIL_19 = "ACW-RAIL-19";
    /// `ACW-RAIL-20` (example): Setup: an infantry unit of strength 4 moves by rail.
    RAIL_20 = "ACW-RAIL-20";
    /// `ACW-RAIL-21` (clarification): Important-concepts restatement of ACW-RAIL-12: an entrained
    /// unit may cover at most 50 rail hexes in a movement phase, counting the 10-hex charges for
    /// entraining and detraining.
    RAIL_21 = "ACW-RAIL-21";
    /// `ACW-RAIL-22` (clarification): Important-concepts restatement of ACW-RAIL-13: entraining
    /// charges 10 of the 50 rail hexes although no hex is actually travelled.
    RAIL_22 = "ACW-RAIL-22";
    /// `ACW-RAIL-23` (clarification): Important-concepts restatement of ACW-RAIL-14: detraining
    /// charges 10 of the 50 rail hexes although no hex is actually travelled.
    RAIL_23 = "ACW-RAIL-23";
    /// `ACW-RAIL-24` (rule): A unit may stay entrained at the end of a movement phase only if its
    /// side has, or will have by the next movement phase, enough rail transport capacity to pay for
    /// the unit to stay entrained or to detrain in that next movement phase.
    RAIL_24 = "ACW-RAIL-24";
    /// `ACW-RAIL-25` (clarification): Because staying on the rails needs capacity, a unit's rail
    /// capacity cost is charged again in every movement phase in which it moves or stays entrained,
    /// not only in the phase it entrains.
    RAIL_25 = "ACW-RAIL-25";
    /// `ACW-RAIL-26` (rule): If the capacity required by ACW-RAIL-24 neither exists nor will exist,
    /// the unit must detrain in the current movement phase.
    RAIL_26 = "ACW-RAIL-26";
    /// `ACW-RAIL-27` (rule): A unit left entrained at the end of a movement phase must have a
    /// declared destination hex and a declared ETA.
    RAIL_27 = "ACW-RAIL-27";
    /// `ACW-RAIL-28` (rule): An entrained unit may not deviate from its declared destination or
    /// ETA, so detraining elsewhere or arriving in a different movement phase is illegal.
    RAIL_28 = "ACW-RAIL-28";
    /// `ACW-RAIL-29` (design-note): The declared destination and ETA may be kept on trust or
    /// written down secretly.
    RAIL_29 = "ACW-RAIL-29";
    /// `ACW-RAIL-30` (rule): An entrained unit that turns out to be unable to reach its original
    /// declared destination is removed from play.
    RAIL_30 = "ACW-RAIL-30";
    /// `ACW-RAIL-31` (rule): Combination 1: a unit that entrains and detrains in the same movement
    /// phase may travel at most 30 rail hexes in it.
    RAIL_31 = "ACW-RAIL-31";
    /// `ACW-RAIL-32` (rule): Combination 2: a unit that entrains and is still entrained at the end
    /// of the movement phase may travel at most 40 rail hexes in it.
    RAIL_32 = "ACW-RAIL-32";
    /// `ACW-RAIL-33` (rule): Combination 3: a unit that was already entrained from a previous
    /// movement phase and detrains in this one may travel at most 40 rail hexes in it.
    RAIL_33 = "ACW-RAIL-33";
    /// `ACW-RAIL-34` (rule): Combination 4: a unit that was already entrained from a previous
    /// movement phase and is still entrained at the end of this one may travel at most 50 rail
    /// hexes in it.
    RAIL_34 = "ACW-RAIL-34";
    /// `ACW-RAIL-35` (rule): Supply trains, siege trains, railway repair units and supply may move
    /// by rail.
    RAIL_35 = "ACW-RAIL-35";
    /// `ACW-RAIL-36` (rule): A supply train, a siege train or a railway repair unit costs 1 rail
    /// transport point when moved by rail, the same as one combat strength factor, whatever values
    /// are printed on it.
    RAIL_36 = "ACW-RAIL-36";
    /// `ACW-RAIL-37` (clarification): Restatement of ACW-RAIL-10 for the non-combat list: supply
    /// moved by rail costs 1 rail transport point per supply point.
    RAIL_37 = "ACW-RAIL-37";
    /// `ACW-RAIL-38` (rule): Leaders and Headquarters move by rail without spending any rail
    /// transport capacity.
    RAIL_38 = "ACW-RAIL-38";
    /// `ACW-RAIL-39` (rule): Apart from capacity, Leaders and Headquarters follow the combat-unit
    /// rail procedure: 1 MP each to entrain and detrain, 10 rail hexes each for entraining and
    /// detraining, the 50-rail-hex budget and the four combination limits.
    RAIL_39 = "ACW-RAIL-39";
    /// `ACW-RAIL-40` (rule): A unit may entrain in a hex that is in an enemy ZOC.
    RAIL_40 = "ACW-RAIL-40";
    /// `ACW-RAIL-41` (rule): A unit may detrain in a hex that is in an enemy ZOC.
    RAIL_41 = "ACW-RAIL-41";
    /// `ACW-RAIL-42` (rule): An entrained unit exerts no ZOC, so enemy units may move next to it
    /// without stopping on its account.
    RAIL_42 = "ACW-RAIL-42";
    /// `ACW-RAIL-43` (rule): An entrained unit may not attack.
    RAIL_43 = "ACW-RAIL-43";
    /// `ACW-RAIL-44` (rule): An entrained unit that is attacked is detrained in its hex before the
    /// combat is resolved.
    RAIL_44 = "ACW-RAIL-44";
    /// `ACW-RAIL-45` (rule): An entrained unit that is attacked defends at half its combat
    /// strength.
    RAIL_45 = "ACW-RAIL-45";
    /// `ACW-RAIL-46` (rule): An entrained unit in a hex in an enemy ZOC may leave that hex by rail.
    RAIL_46 = "ACW-RAIL-46";
    /// `ACW-RAIL-47` (rule): An entrained unit moving by rail must stop in the first rail hex it
    /// enters that is in an enemy ZOC, and its rail movement ends there for the phase.
    RAIL_47 = "ACW-RAIL-47";
    /// `ACW-WATER-01` (clarification): The water unit types are river gunboat flotillas, naval
    /// gunboat flotillas, ironclads, river transports and naval transports.
    WATER_01 = "ACW-WATER-01";
    /// `ACW-WATER-02` (clarification): In the water movement rules 'naval units' means both true
    /// naval units and river units, unless a rule names a particular class.
    WATER_02 = "ACW-WATER-02";
    /// `ACW-WATER-03` (rule): Naval and river units move every turn without using Command, but
    /// remain subject to every other water movement restriction.
    WATER_03 = "ACW-WATER-03";
    /// `ACW-WATER-04` (rule): A naval or river unit's MA is either 40 or 50 MP, as printed on its
    /// counter.
    WATER_04 = "ACW-WATER-04";
    /// `ACW-WATER-05` (rule): A naval unit moving at sea pays 1 MP for each hex it enters.
    WATER_05 = "ACW-WATER-05";
    /// `ACW-WATER-06` (rule): A unit moving along a river moves from river hexside to river hexside
    /// and pays MP for each river hexside it moves onto.
    WATER_06 = "ACW-WATER-06";
    /// `ACW-WATER-07` (rule): A unit on a river is located on one particular river hexside, not in
    /// a hex, and the engine must track that hexside as its position.
    WATER_07 = "ACW-WATER-07";
    /// `ACW-WATER-08` (rule): A river unit may not move past a head of navigation printed on a
    /// river.
    WATER_08 = "ACW-WATER-08";
    /// `ACW-WATER-09` (exception): Some exceptions let units pass a head of navigation, but they
    /// are defined in the full rules and not in this text.
    WATER_09 = "ACW-WATER-09";
    /// `ACW-WATER-10` (rule): Enemy ZOCs have no effect on river units, which may move along a
    /// river past and next to enemy ground units without stopping.
    WATER_10 = "ACW-WATER-10";
    /// `ACW-WATER-11` (rule): A river unit moving along a river must stop when it reaches a river
    /// hexside that is a side of a hex containing an enemy fort or fortress, and may not move past
    /// that fort in the phase.
    WATER_11 = "ACW-WATER-11";
    /// `ACW-WATER-12` (rule): A river transport may not enter a hex occupied by an enemy river
    /// gunboat, naval gunboat or ironclad flotilla.
    WATER_12 = "ACW-WATER-12";
    /// `ACW-WATER-13` (rule): River transports and river flotillas may move on river hexsides of
    /// both tidal and non-tidal rivers.
    WATER_13 = "ACW-WATER-13";
    /// `ACW-WATER-14` (rule): River transports and river flotillas may move in coastal hexes.
    WATER_14 = "ACW-WATER-14";
    /// `ACW-WATER-15` (rule): Naval transports and naval gunboat flotillas may move on tidal river
    /// hexsides, in coastal hexes and in all-sea hexes.
    WATER_15 = "ACW-WATER-15";
    /// `ACW-WATER-16` (rule): Naval transports and naval gunboat flotillas may not move onto
    /// non-tidal river hexsides.
    WATER_16 = "ACW-WATER-16";
    /// `ACW-WATER-17` (clarification): River transports and river flotillas, being limited to river
    /// hexsides and coastal hexes, may not enter all-sea hexes.
    WATER_17 = "ACW-WATER-17";
    /// `ACW-WATER-18` (rule): A true naval unit that starts its move in an all-sea hex on the
    /// southern edge of the Atlantic or of the Gulf may cross Florida by spending its entire MA,
    /// ending in the matching all-sea hex on the edge of the other body of water.
    WATER_18 = "ACW-WATER-18";
    /// `ACW-WATER-19` (clarification): Because the Florida crossing costs the whole MA, a unit that
    /// has already spent MP in the phase cannot make it, and a unit that makes it cannot move again
    /// that phase.
    WATER_19 = "ACW-WATER-19";
    /// `ACW-WATER-20` (rule): River units may not cross or go around Florida.
    WATER_20 = "ACW-WATER-20";
    /// `ACW-TRANS-01` (rule): Only river transports and naval transports may carry units, so
    /// gunboat flotillas and ironclads carry nothing.
    TRANS_01 = "ACW-TRANS-01";
    /// `ACW-TRANS-02` (rule): Combat units, Leaders, Headquarters, supply trains, siege trains,
    /// railway repair units and supply may all be transported by water.
    TRANS_02 = "ACW-TRANS-02";
    /// `ACW-TRANS-03` (exception): Leaders and Headquarters may always move by naval or river
    /// transport, even when their side has no river or naval transport unit available.
    TRANS_03 = "ACW-TRANS-03";
    /// `ACW-TRANS-04` (rule): Each naval or river transport may carry at most 10 strength points in
    /// total of combat units and supply.
    TRANS_04 = "ACW-TRANS-04";
    /// `ACW-TRANS-05` (rule): Toward a transport's 10-point limit a supply train, a siege train and
    /// a railway repair unit each count as 1 strength point.
    TRANS_05 = "ACW-TRANS-05";
    /// `ACW-TRANS-06` (clarification): Supply carried counts 1 strength point per supply point
    /// toward a transport's 10-point limit.
    TRANS_06 = "ACW-TRANS-06";
    /// `ACW-TRANS-07` (clarification): Leaders and Headquarters have no strength points and count 0
    /// toward a transport's 10-point limit.
    TRANS_07 = "ACW-TRANS-07";
    /// `ACW-TRANS-08` (rule): A unit embarking on a transport pays the MP listed for its type and
    /// hex terrain on the Embarkation/Disembarkation Cost Chart.
    TRANS_08 = "ACW-TRANS-08";
    /// `ACW-TRANS-09` (rule): A unit disembarking from a transport pays the MP listed for its type
    /// and hex terrain on the Embarkation/Disembarkation Cost Chart.
    TRANS_09 = "ACW-TRANS-09";
    /// `ACW-TRANS-10` (rule): Most unit types may embark and disembark only in port, clear and
    /// forest hexes, the chart giving the exact list per type.
    TRANS_10 = "ACW-TRANS-10";
    /// `ACW-TRANS-11` (rule): A swamp hex is treated as a forest hex on the
    /// Embarkation/Disembarkation Cost Chart, with the same permission and the same MP cost.
    TRANS_11 = "ACW-TRANS-11";
    /// `ACW-TRANS-12` (rule): Every city or town in a coastal hex counts as a port, whatever the
    /// other terrain of the hex.
    TRANS_12 = "ACW-TRANS-12";
    /// `ACW-TRANS-13` (rule): Every city or town on a navigable river counts as a port, whatever
    /// the other terrain of the hex.
    TRANS_13 = "ACW-TRANS-13";
    /// `ACW-TRANS-14` (rule): Units may disembark directly into a port that is enemy controlled,
    /// provided no enemy unit occupies it.
    TRANS_14 = "ACW-TRANS-14";
    /// `ACW-TRANS-15` (rule): Units may not disembark into a port that an enemy unit occupies.
    TRANS_15 = "ACW-TRANS-15";
    /// `ACW-TRANS-16` (rule): A transport may not embark anything from a besieged fort or fortress.
    TRANS_16 = "ACW-TRANS-16";
    /// `ACW-TRANS-17` (rule): A transport may not disembark anything into a besieged fort or
    /// fortress.
    TRANS_17 = "ACW-TRANS-17";
    /// `ACW-TRANS-18` (rule): Anything transported by water needs a movement command in order to be
    /// transported.
    TRANS_18 = "ACW-TRANS-18";
    /// `ACW-TRANS-19` (rule): A unit that stays embarked for more than one movement phase needs
    /// only its initial command to embark, and no new command in later phases while it keeps its
    /// original destination.
    TRANS_19 = "ACW-TRANS-19";
    /// `ACW-TRANS-20` (rule): A unit that will stay embarked for more than one movement phase must
    /// have its destination specified when it embarks.
    TRANS_20 = "ACW-TRANS-20";
    /// `ACW-TRANS-21` (rule): Changing an embarked unit's destination in a later movement phase
    /// requires a new order.
    TRANS_21 = "ACW-TRANS-21";
    /// `ACW-TRANS-22` (rule): The new order for a destination change is obtained either by using an
    /// automatic order or by rolling against the commander's initiative rating.
    TRANS_22 = "ACW-TRANS-22";
    /// `ACW-TRANS-23` (rule): If the attempt to change the destination fails, the embarked units
    /// must continue to their original destination.
    TRANS_23 = "ACW-TRANS-23";
    /// `ACW-TRANS-24` (rule): If, after a failed destination change, the original destination hex
    /// is no longer a legal place to disembark or to invade, the embarked units and their transport
    /// are removed as lost at sea.
    TRANS_24 = "ACW-TRANS-24";
    /// `ACW-FERRY-01` (rule): A river transport may serve as a temporary ferry crossing at the
    /// river hexside it occupies, usable by friendly ground units only.
    FERRY_01 = "ACW-FERRY-01";
    /// `ACW-FERRY-02` (clarification): Only river transports can act as temporary ferries, so naval
    /// transports, gunboat flotillas and ironclads cannot.
    FERRY_02 = "ACW-FERRY-02";
    /// `ACW-FERRY-03` (rule): A unit crossing the river hexside at a temporary ferry pays the
    /// Terrain Effects Chart ferry crossing cost for that hexside, with no embarkation or
    /// disembarkation cost and no use of transport capacity.
    FERRY_03 = "ACW-FERRY-03";
    /// `ACW-FERRY-04` (rule): A river transport that provides ferry service may not move at any
    /// time during that movement phase, neither before nor after units cross.
    FERRY_04 = "ACW-FERRY-04";
    /// `ACW-FERRY-05` (rule): Any number of ground units, of any total strength, may cross at a
    /// temporary ferry in a phase, so the 10-point transport limit does not apply.
    FERRY_05 = "ACW-FERRY-05";
    /// `ACW-FERRY-06` (rule): No temporary ferry may exist in the presence of an enemy-occupied
    /// fort or fortress, taken here to mean at a river hexside that is a side of the hex containing
    /// that fort or fortress.
    FERRY_06 = "ACW-FERRY-06";
    /// `ACW-AMPH-01` (rule): Only infantry divisions and infantry brigades may make an amphibious
    /// assault.
    AMPH_01 = "ACW-AMPH-01";
    /// `ACW-AMPH-02` (rule): At the beginning of the movement phase the assaulting units must
    /// already be embarked in a water hex adjacent to the defenders' hex or on a river hexside of
    /// that hex.
    AMPH_02 = "ACW-AMPH-02";
    /// `ACW-AMPH-03` (clarification): An amphibious assault is an attack made from the water by the
    /// embarked units on the enemy-occupied hex itself.
    AMPH_03 = "ACW-AMPH-03";
    /// `ACW-AMPH-04` (rule): An amphibious assault uses no combat supply.
    AMPH_04 = "ACW-AMPH-04";
    /// `ACW-AMPH-05` (rule): The strength of the amphibiously assaulting units is halved.
    AMPH_05 = "ACW-AMPH-05";
    /// `ACW-AMPH-06` (rule): A Leader must be present with the assaulting force, and without one no
    /// amphibious assault may be made.
    AMPH_06 = "ACW-AMPH-06";
    /// `ACW-AMPH-07` (rule): The Leader with the assaulting force must pass an attack-initiative
    /// roll, and if he fails no amphibious assault takes place.
    AMPH_07 = "ACW-AMPH-07";
    /// `ACW-AMPH-08` (rule): If the defenders retreat out of the assaulted hex, the attacking force
    /// lands in that hex.
    AMPH_08 = "ACW-AMPH-08";
    /// `ACW-AMPH-09` (rule): If the defenders retreat into a fort or fortress, the attacking force
    /// also lands in the assaulted hex.
    AMPH_09 = "ACW-AMPH-09";
    /// `ACW-AMPH-10` (rule): If the defenders do not retreat and still occupy the hex, the
    /// attacker's combat losses are tripled.
    AMPH_10 = "ACW-AMPH-10";
    /// `ACW-AMPH-11` (rule): When the defenders hold the hex, the surviving attackers stay embarked
    /// and do not land.
    AMPH_11 = "ACW-AMPH-11";
}
