//! Movement on snow and ice: packed and soft snow, skis, snowshoes and over-snow vehicles, the
//! five-period rule for new snowfalls, and testing frozen water with a D10.

use umpire_map::{Citation, ClauseId, Dice, Refusal};

use super::{Going, Ratio, Ruled, TroopsData, cite};
use crate::geometry::Point;
use crate::length::ExactLength;
use crate::odds::Fraction;

/// Who moves over the snow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    /// Infantry on foot.
    Infantry,
    /// Cavalry.
    Cavalry,
    /// Any vehicle not built for snow.
    Vehicle,
    /// An over-snow vehicle.
    OverSnowVehicle,
    /// Infantry on snowshoes.
    Snowshoes,
    /// Infantry on skis.
    Skiers,
}

impl std::str::FromStr for Mover {
    type Err = String;
    /// `infantry`, `cavalry`, `vehicle`, `over-snow vehicle`, `snowshoes`, `skiers`.
    fn from_str(text: &str) -> Result<Mover, String> {
        match text.trim().to_lowercase().as_str() {
            "infantry" => Ok(Mover::Infantry),
            "cavalry" => Ok(Mover::Cavalry),
            "vehicle" => Ok(Mover::Vehicle),
            "over-snow vehicle" => Ok(Mover::OverSnowVehicle),
            "snowshoes" | "infantry on snowshoes" => Ok(Mover::Snowshoes),
            "skiers" | "infantry on skis" => Ok(Mover::Skiers),
            other => Err(crate::speed::unknown_name(
                "snow mover",
                other,
                ["infantry", "cavalry", "vehicle", "over-snow vehicle", "snowshoes", "skiers"],
            )),
        }
    }
}

/// Snow on the ground.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SnowState {
    /// Packed snow.
    Packed,
    /// Soft snow.
    Soft,
}

impl std::str::FromStr for SnowState {
    type Err = String;
    /// `packed`, `soft`.
    fn from_str(text: &str) -> Result<SnowState, String> {
        match text.trim().trim_end_matches(" snow").to_lowercase().as_str() {
            "packed" => Ok(SnowState::Packed),
            "soft" => Ok(SnowState::Soft),
            other => Err(crate::speed::unknown_name("snow", other, ["packed", "soft"])),
        }
    }
}

impl std::fmt::Display for SnowState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SnowState::Packed => "packed snow",
            SnowState::Soft => "soft snow",
        })
    }
}

/// The ground while snow falls or lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SnowGround {
    /// The snow that counts on the ground, if any.
    pub snow: Option<SnowState>,
    /// Whether skiers may use their skis.
    pub skis: bool,
    /// Whether falling snow reduces visibility (poor visibility, SPEED-VIS-03).
    pub poor_visibility: bool,
}

impl std::fmt::Display for SnowGround {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.snow {
            None => f.write_str("no snow on the ground")?,
            Some(s) => write!(f, "{s}")?,
        }
        if !self.skis {
            f.write_str(", skiers on foot")?;
        }
        Ok(())
    }
}

/// The snow that counts on the ground (SPEED-SNOW-05..08): snow `lying` at the start of the game
/// stays as it is; a new snowfall, now in its `period`-th period (1: the first, 0: none), has no
/// ground effect for five periods (only poor visibility), then counts as packed snow for five
/// (skiers on foot), then as soft snow (reading: periods 1–5, 6–10, 11 on).
pub fn snowfall(data: &TroopsData, lying: Option<SnowState>, period: u32) -> Ruled<SnowGround> {
    let s = &data.snow;
    let falling = period > 0;
    let mut citations = Vec::new();
    if falling {
        citations
            .push(cite("SPEED-SNOW-06", "falling snow reduces visibility from its first period"));
        citations.push(cite("SPEED-VIS-03", "falling snow is poor visibility"));
    }
    if let Some(state) = lying {
        citations
            .push(cite("SPEED-SNOW-05", "snow lay at the start of the game: no waiting period"));
        return Ruled::new(
            SnowGround { snow: Some(state), skis: true, poor_visibility: falling },
            citations,
        );
    }
    let ground = if period <= s.no_effect_periods {
        citations.push(cite(
            "SPEED-SNOW-05",
            "a new snowfall has no ground effect for its first five periods",
        ));
        SnowGround { snow: None, skis: false, poor_visibility: falling }
    } else if period <= s.no_effect_periods + s.packed_periods {
        citations.push(cite(
            "SPEED-SNOW-07",
            "the next five periods: packed snow, skiers remain on foot",
        ));
        SnowGround { snow: Some(SnowState::Packed), skis: false, poor_visibility: true }
    } else {
        citations.push(cite("SPEED-SNOW-08", "after ten periods of snowfall: soft snow"));
        SnowGround { snow: Some(SnowState::Soft), skis: true, poor_visibility: true }
    };
    Ruled::new(ground, citations)
}

/// Lying snow on a road already used by vehicles counts as packed snow (SPEED-SNOW-03 reading:
/// the text's "usually" made a rule); elsewhere the snow stays as it lies.
pub fn lying_snow(lying: SnowState, road_used_by_vehicles: bool) -> Ruled<SnowState> {
    if road_used_by_vehicles {
        Ruled::new(
            SnowState::Packed,
            vec![cite("SPEED-SNOW-03", "snow on a road vehicles have used is packed snow")],
        )
    } else {
        Ruled::new(
            lying,
            vec![cite("SPEED-SNOW-03", "off the used roads the snow stays as it lies")],
        )
    }
}

/// The going a mover finds in snow (SPEED-SNOW-01/02, SPEED-TERRAIN-02/06): over-snow
/// vehicles, snowshoes and skiers whose skis are usable treat soft snow as poor and packed snow
/// as normal going; everyone else (skiers on foot included, SPEED-SNOW-07) finds packed snow
/// poor and soft snow heavy.
pub fn snow_going(mover: Mover, snow: SnowState, skis: bool) -> Ruled<Going> {
    let equipped = match mover {
        Mover::OverSnowVehicle | Mover::Snowshoes => true,
        Mover::Skiers => skis,
        Mover::Infantry | Mover::Cavalry | Mover::Vehicle => false,
    };
    let mut citations = Vec::new();
    if mover == Mover::Skiers && !skis {
        citations.push(cite("SPEED-SNOW-07", "skiers remain on foot: ordinary infantry going"));
    }
    let going = match (equipped, snow) {
        (true, SnowState::Soft) => {
            citations.push(cite(
                "SPEED-SNOW-01",
                "over-snow vehicles, skis and snowshoes: soft snow is poor going",
            ));
            Going::Poor
        }
        (true, SnowState::Packed) => {
            citations.push(cite(
                "SPEED-SNOW-02",
                "over-snow vehicles, skis and snowshoes: packed snow is normal going",
            ));
            Going::Normal
        }
        (false, SnowState::Packed) => {
            citations.push(cite("SPEED-TERRAIN-02", "packed snow is poor going"));
            Going::Poor
        }
        (false, SnowState::Soft) => {
            citations.push(cite("SPEED-TERRAIN-06", "soft snow is heavy going"));
            Going::Heavy
        }
    };
    Ruled::new(going, citations)
}

/// Skiers' fast downhill speed (SPEED-SNOW-04): 10 cm on any downhill ground at any time,
/// needing none of the at-the-double circumstances and not counted against their limit
/// (reading).
///
/// # Errors
/// SPEED-SNOW-04 for anyone but skiers or off downhill ground; SPEED-SNOW-07 while skiers are
/// still on foot.
pub fn skier_downhill(
    data: &TroopsData,
    mover: Mover,
    skis: bool,
    downhill: bool,
) -> Result<Ruled<Ratio>, Refusal> {
    const SNOW_04: ClauseId = ClauseId::new("SPEED-SNOW-04");
    if mover != Mover::Skiers {
        return Err(Refusal::new(SNOW_04, "only skiers have the 10 cm downhill speed"));
    }
    if !skis {
        return Err(Refusal::new(
            ClauseId::new("SPEED-SNOW-07"),
            "the skiers remain on foot for now",
        ));
    }
    if !downhill {
        return Err(Refusal::new(SNOW_04, "the 10 cm fast movement is for downhill ground only"));
    }
    Ok(Ruled::new(
        data.snow.skier_downhill_cm,
        vec![cite(
            "SPEED-SNOW-04",
            "skiers downhill: 10 cm at any time, outside the at-the-double rules",
        )],
    ))
}

/// One test of frozen water.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IceTest {
    /// The D10 rolled (the load table that reads it is not in the text).
    pub roll: u32,
    /// The periods the testing element spends.
    pub periods: Ratio,
    /// The side whose troops tested it: the only one told the result.
    pub side: String,
}

impl IceTest {
    /// The result as `side` sees it (SPEED-ICE-05): the crossing player only.
    pub fn seen_by(&self, side: &str) -> Option<u32> {
        (self.side == side).then_some(self.roll)
    }
}

/// Tests frozen water (SPEED-ICE-01..03, 05): only in severe cold; the element spends one full
/// period and rolls a D10, which only its own side is told.
///
/// # Errors
/// SPEED-ICE-01 outside severe cold (reading: the water counts as unfrozen); SPEED-ICE-03 when
/// the dice cannot roll.
pub fn ice_test(
    data: &TroopsData,
    severe_cold: bool,
    side: &str,
    dice: &mut dyn Dice,
) -> Result<Ruled<IceTest>, Refusal> {
    if !severe_cold {
        return Err(Refusal::new(
            ClauseId::new("SPEED-ICE-01"),
            "ice is tested only in severely cold conditions; otherwise it bears nothing",
        ));
    }
    let roll = dice
        .roll(data.ice.die)
        .map_err(|e| Refusal::new(ClauseId::new("SPEED-ICE-03"), e.to_string()))?;
    Ok(Ruled::new(
        IceTest { roll, periods: data.ice.test_periods, side: side.to_owned() },
        vec![
            cite("SPEED-ICE-01", "severely cold: the ice may be tested"),
            cite("SPEED-ICE-02", "testing the ice takes one full period"),
            cite("SPEED-ICE-03", "the ice's load is found with 1D10"),
            cite("SPEED-ICE-05", "only the crossing player is told the result"),
        ],
    ))
}

/// The exact chance that the ice die scores `at_least` or more.
pub fn ice_chance_at_least(data: &TroopsData, at_least: u32) -> Fraction {
    let die = u64::from(data.ice.die);
    let from = u64::from(at_least.max(1));
    Fraction::new(die.saturating_sub(from - 1).min(die), die)
}

/// One tested stretch of ice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IceArea {
    /// Where it was tested.
    pub centre: Point,
    /// How far the result reaches in every direction, exactly.
    pub radius: ExactLength,
    /// The test.
    pub test: IceTest,
}

/// The tested stretches of ice in a game, in the order they were tested.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IceMap {
    /// The areas, oldest first.
    pub areas: Vec<IceArea>,
}

impl IceMap {
    /// Records a test made at `centre`: its result reaches 100 m in every direction for the rest
    /// of the game (SPEED-ICE-04), converted at `metres_per_cm` of table, exactly (at 3 m to the
    /// cm, 100/3 cm).
    pub fn record(
        &mut self,
        data: &TroopsData,
        test: IceTest,
        centre: Point,
        metres_per_cm: Ratio,
    ) {
        let cm = data.ice.radius_m.checked_div(metres_per_cm).unwrap_or(Ratio::ZERO);
        let radius = ExactLength::cm(cm);
        self.areas.push(IceArea { centre, radius, test });
    }

    /// The test that governs the ice at `point`: the first area tested that reaches it
    /// (SPEED-ICE-04, and SPEED-ICE-06 where areas overlap).
    pub fn result_at(&self, point: Point) -> Option<Ruled<&IceTest>> {
        let covering: Vec<&IceArea> =
            self.areas.iter().filter(|a| a.radius >= a.centre.distance(point)).collect();
        let first = covering.first()?;
        let mut citations: Vec<Citation> = vec![cite(
            "SPEED-ICE-04",
            "a result holds for the rest of the game up to 100 m around",
        )];
        if covering.len() > 1 {
            citations
                .push(cite("SPEED-ICE-06", "where tested areas overlap, the first result governs"));
        } else if self.areas.len() > 1 {
            citations.push(cite("SPEED-ICE-06", "outside the earlier area the new result governs"));
        }
        Some(Ruled::new(&first.test, citations))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::length::Unit;
    use umpire_map::ScriptedDice;

    #[test]
    fn overlapping_ice_keeps_the_first_result() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let mut dice = ScriptedDice::new([3, 8]);
        let mut map = IceMap::default();
        for (x, side) in [(0.0, "red"), (15.0, "blue")] {
            let test = ice_test(&data, true, side, &mut dice)
                .map(|r| r.value)
                .unwrap_or_else(|e| panic!("{e}"));
            map.record(&data, test, Point::at(x, 0.0, Unit::Cm), Ratio::int(10));
        }
        let at = |x: f64| map.result_at(Point::at(x, 0.0, Unit::Cm)).map(|r| r.value.roll);
        assert_eq!((at(8.0), at(20.0), at(30.0)), (Some(3), Some(8), None));
        assert_eq!(ice_chance_at_least(&data, 7).to_string(), "2/5");
        assert!(ice_test(&data, false, "red", &mut dice).is_err());
        // At 3 m to the cm the 100 m are 100/3 cm, exactly.
        let mut thirds = IceMap::default();
        let test = IceTest { roll: 5, periods: Ratio::ONE, side: "red".into() };
        thirds.record(&data, test, Point::at(0.0, 0.0, Unit::Cm), Ratio::int(3));
        let radius = thirds.areas.first().map(|a| a.radius);
        assert_eq!(radius, Some(ExactLength::cm(Ratio::new(100, 3).unwrap_or_default())));
        assert!(thirds.result_at(Point::at(33.3333, 0.0, Unit::Cm)).is_some());
        assert!(thirds.result_at(Point::at(33.3334, 0.0, Unit::Cm)).is_none());
    }
}
