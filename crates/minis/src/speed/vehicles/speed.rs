//! A mover's speed for one movement phase: basic speed, going or road, visibility, standing
//! start, obstacle and turn deductions, towing and suppression.

use umpire_map::{Citation, ClauseId, Refusal};

use super::data::{Cumulative, RunningData};
use super::miring::Timing;
use super::movers::{Troop, Vehicle};
use super::{VehicleRules, clause, unknown};
use crate::length::ExactLength;

/// A linear obstacle crossed in the phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crossing {
    /// Its kind (`wall`, `hedge`, `bocage`, `dense wire`, `large building`, …).
    pub kind: String,
    /// A hard obstacle flattened by an AFV whose exact path this vehicle follows (SPEED-FLAT-02).
    pub flattened: bool,
    /// Already breached where this vehicle crosses (SPEED-FLAT-04, SPEED-OBST-17).
    pub breached: bool,
}

impl Crossing {
    /// An obstacle of `kind`, whole.
    pub fn of(kind: &str) -> Crossing {
        Crossing { kind: kind.to_owned(), flattened: false, breached: false }
    }
}

/// What a vehicle meets in one movement phase.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Conditions {
    /// The terrain it moves in (a name of the movement-definitions table or a BUA name);
    /// unlisted terrain is Normal going.
    pub terrain: String,
    /// The road-like surface it keeps to (`road`, `track`, `steppe`, `hard sand`), if any.
    pub surface: Option<String>,
    /// Visibility conditions in force (`mist`, `dark night`, …).
    pub visibility: Vec<String>,
    /// It moves off from a standing start this phase.
    pub standing_start: bool,
    /// It follows the exact path of an AFV that flattened this dense wood (SPEED-FLAT-01).
    pub following_flattened: bool,
    /// Linear obstacles crossed, in order.
    pub obstacles: Vec<Crossing>,
    /// 90° turns made.
    pub turns: u32,
    /// The towing or recovering penalty in % (from the towing rules, 8.3).
    pub towing_percent: u32,
    /// It is suppressed.
    pub suppressed: bool,
    /// It was already in heavy going at the start of the period (SPEED-MIRE-01).
    pub started_in_heavy: bool,
}

impl Conditions {
    /// Moving off road through `terrain`, with nothing else.
    pub fn in_terrain(terrain: &str) -> Conditions {
        Conditions { terrain: terrain.to_owned(), ..Conditions::default() }
    }
}

/// What a troop element meets in one movement phase.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TroopConditions {
    /// The terrain.
    pub terrain: String,
    /// It uses its fast (second) figure.
    pub fast: bool,
    /// It moves off from a standstill.
    pub standing_start: bool,
    /// Linear obstacles crossed (only whether it may cross is decided here; the centimetre
    /// costs are the infantry table's, 8.8).
    pub obstacles: Vec<Crossing>,
}

/// A worked-out speed: the allowance for the phase or the refusal, with every clause used.
/// The speeds are exact: nothing is rounded (the text states no rounding).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worked {
    /// The distance allowed this phase, exactly, or why the move cannot be made.
    pub speed: Result<ExactLength, Refusal>,
    /// The going class used (`normal`, `poor`, `heavy`), off road.
    pub going: Option<String>,
    /// The speed for the terrain before obstacles, towing and suppression, exactly.
    pub terrain_speed: Option<ExactLength>,
    /// When a miring test is due, if the vehicle is in heavy going.
    pub mire_test: Option<Timing>,
    /// The clauses applied, in order.
    pub citations: Vec<Citation>,
}

/// `name` behind the indefinite article it takes: `a wall`, `an other 4wd`.
fn a_or_an(name: &str) -> String {
    let vowel = name.chars().next().is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {name}", if vowel { "an" } else { "a" })
}

struct Ledger {
    citations: Vec<Citation>,
}

impl Ledger {
    fn cite(&mut self, clause: ClauseId, note: &'static str) {
        self.citations.push(Citation::new(clause, note));
    }
}

/// The terrain as the movement-definitions table reads it: the row's name and whether it is
/// a BUA.
struct Place {
    row: String,
    bua: bool,
}

impl VehicleRules {
    /// Which row of the movement-definitions table `name` falls in, citing the BUA classing.
    fn place(&self, name: &str, ledger: &mut Ledger) -> Result<Place, Refusal> {
        let bua = &self.data.bua;
        let lower = name.trim();
        if bua.open.iter().any(|n| n == lower) {
            ledger.cite(clause::BUA_01, "a built-up area is open or dense");
            ledger.cite(bua.open_clause, "this kind of built-up area is open");
            if bua.distinct_open.iter().any(|n| n == lower) {
                ledger
                    .cite(clause::BUA_04, "a distinct open space in a BUA is treated as open BUA");
            }
            return Ok(Place { row: "open BUA".to_owned(), bua: true });
        }
        if bua.dense.iter().any(|n| n == lower) {
            ledger.cite(clause::BUA_01, "a built-up area is open or dense");
            ledger.cite(bua.dense_clause, "this kind of built-up area is dense");
            return Ok(Place { row: "dense BUA".to_owned(), bua: true });
        }
        if lower == "open BUA" || lower == "dense BUA" {
            ledger.cite(clause::BUA_01, "a built-up area is open or dense");
            return Ok(Place { row: lower.to_owned(), bua: true });
        }
        if ["BUA", "built-up area"].contains(&lower) {
            return Err(Refusal::new(
                clause::BUA_01,
                "a built-up area must be classed as open or dense before anything moves in it",
            ));
        }
        if self.data.terrain.contains_key(lower) {
            return Ok(Place { row: lower.to_owned(), bua: false });
        }
        let known = self.data.terrain.keys().chain(bua.open.iter()).chain(bua.dense.iter());
        if umpire_map::nearest(lower, known.clone().map(String::as_str)).is_some() {
            return Err(unknown(clause::TERRAIN_01, "terrain", lower, known));
        }
        ledger.cite(clause::TERRAIN_01, "terrain the table does not list is normal going");
        Ok(Place { row: "open".to_owned(), bua: false })
    }

    /// Whether `name` is terrain the rules may read: a row of the movement definitions, a
    /// built-up area, or unlisted terrain (Normal going, SPEED-TERRAIN-01 reading (1)).
    ///
    /// # Errors
    /// A name a letter or two from a known one (a likely slip), with the nearest; an
    /// unclassed BUA (SPEED-BUA-01).
    pub(crate) fn check_terrain(&self, name: &str) -> Result<(), Refusal> {
        self.place(name, &mut Ledger { citations: Vec::new() }).map(drop)
    }

    /// The going of `row` for a column, citing the row.
    fn going_of(&self, row: &str, column: &str, ledger: &mut Ledger) -> Result<String, Refusal> {
        let data = self.data.terrain.get(row);
        let going = data.and_then(|r| r.column(column));
        match (data, going) {
            (Some(r), Some(g)) => {
                ledger.cite(r.clause, "the movement definitions give the going of this terrain");
                Ok(g.to_owned())
            }
            _ => Err(Refusal::new(
                clause::TERRAIN_01,
                format!("the movement definitions give no going in {row} for the {column} column"),
            )),
        }
    }

    /// The vehicle's running gear (its own, else its class's usual one): `None` when neither
    /// says, which only a rule that reads the running gear refuses ([`Self::running`]).
    pub(crate) fn running_if_known(
        &self,
        vehicle: &Vehicle,
    ) -> Result<Option<&RunningData>, Refusal> {
        let class = self.data.classes.get(&vehicle.class).ok_or_else(|| {
            unknown(clause::GOING_01, "vehicle class", &vehicle.class, self.data.classes.keys())
        })?;
        let Some(name) = vehicle.running.as_ref().or(class.running.as_ref()) else {
            return Ok(None);
        };
        let data = self.data.running.get(name).ok_or_else(|| {
            unknown(clause::GOING_01, "running gear", name, self.data.running.keys())
        })?;
        Ok(Some(data))
    }

    /// The vehicle's running gear, refused when neither the vehicle nor its class says what it
    /// is (an other AFV may be wheeled or half-tracked: SPEED-GOING-01 reading (4)).
    fn running(&self, vehicle: &Vehicle) -> Result<&RunningData, Refusal> {
        self.running_if_known(vehicle)?.ok_or_else(|| {
            let known: Vec<&str> = self.data.running.keys().map(String::as_str).collect();
            Refusal::new(
                clause::GOING_01,
                format!(
                    "the running gear of this {} is not stated, and this rule depends on it: \
                     state one of {}",
                    vehicle.class,
                    known.join(", ")
                ),
            )
        })
    }

    /// Whether the vehicle's class is armoured.
    pub(crate) fn is_afv(&self, vehicle: &Vehicle) -> bool {
        self.data.classes.get(&vehicle.class).is_some_and(|c| c.afv)
    }

    /// The running gear data of the vehicle (its own or its class's usual one).
    ///
    /// # Errors
    /// An unknown class or running gear.
    pub fn running_of(&self, vehicle: &Vehicle) -> Result<&RunningData, Refusal> {
        self.running(vehicle)
    }

    /// The vehicle's speed for one movement phase under `conditions`, with every clause used.
    pub fn vehicle_speed(&self, vehicle: &Vehicle, conditions: &Conditions) -> Worked {
        let mut ledger = Ledger { citations: Vec::new() };
        let mut going = None;
        let mut terrain_speed = None;
        let mut mire_test = None;
        let speed = self.vehicle_speed_in(
            vehicle,
            conditions,
            &mut ledger,
            &mut going,
            &mut terrain_speed,
            &mut mire_test,
        );
        Worked { speed, going, terrain_speed, mire_test, citations: ledger.citations }
    }

    fn vehicle_speed_in(
        &self,
        vehicle: &Vehicle,
        c: &Conditions,
        ledger: &mut Ledger,
        going_out: &mut Option<String>,
        terrain_out: &mut Option<ExactLength>,
        mire_out: &mut Option<Timing>,
    ) -> Result<ExactLength, Refusal> {
        let running = self.running_if_known(vehicle)?;
        let afv = self.is_afv(vehicle);
        let basic_clause = if afv { clause::BASE_01 } else { clause::BASE_02 };
        ledger.cite(clause::BASE_03, "speeds are centimetres per movement phase");
        ledger.cite(clause::GOING_01, "the deductions table column is the vehicle's class");
        let place = self.place(&c.terrain, ledger)?;
        let mut exact = match &c.surface {
            Some(surface) => {
                let s = self.data.surfaces.get(surface).ok_or_else(|| {
                    unknown(clause::ROAD_01, "road surface", surface, self.data.surfaces.keys())
                })?;
                let road = vehicle.road.ok_or_else(|| {
                    Refusal::new(basic_clause, "the vehicle's road speed is not given")
                })?;
                ledger.cite(basic_clause, "the basic road speed is the vehicle's own");
                ledger.cite(s.clause, "on a road-like surface the road speed counts");
                if place.bua {
                    ledger.cite(clause::BUA_05, "a road in a BUA is like any other road");
                }
                road.percent(s.percent)
            }
            None => {
                let mut going = self.going_of(&place.row, "vehicles", ledger)?;
                if place.row == "dense BUA" && going == "impassable" {
                    return Err(Refusal::new(
                        clause::BUA_06,
                        "vehicles cannot move off road in a dense built-up area",
                    ));
                }
                if going == "impassable" {
                    let row =
                        self.data.terrain.get(&place.row).map_or(clause::TERRAIN_01, |r| r.clause);
                    return Err(Refusal::new(
                        row,
                        format!("{} is impassable to vehicles", place.row),
                    ));
                }
                if place.row == "open BUA" {
                    ledger.cite(clause::BUA_07, "off road in an open BUA is bad (heavy) going");
                }
                let flat = &self.data.flattening;
                if c.following_flattened && place.row == flat.terrain_from {
                    ledger.cite(clause::FLAT_01, "the dense wood was flattened by an AFV");
                    ledger.cite(
                        clause::FLAT_03,
                        "this vehicle follows the flattening AFV's exact path",
                    );
                    going.clone_from(&flat.terrain_to);
                }
                let column = self.data.going.get(&vehicle.class).ok_or_else(|| {
                    unknown(
                        clause::GOING_01,
                        "vehicle class",
                        &vehicle.class,
                        self.data.going.keys(),
                    )
                })?;
                let p = column.get(&going).ok_or_else(|| {
                    let cl = if going == "heavy" { clause::GOING_07 } else { clause::GOING_01 };
                    Refusal::new(
                        cl,
                        format!("{} vehicle may not enter {going} going", a_or_an(&vehicle.class)),
                    )
                })?;
                ledger.cite(p.clause, "the going factor of the vehicle's class");
                let cross = match vehicle.cross_country.as_slice() {
                    [one] => *one,
                    [two_wd, four_wd] => {
                        ledger.cite(
                            clause::BASE_04,
                            "of two cross-country figures, 2wd uses the first and 4wd the second",
                        );
                        if vehicle.class == "2wd" { *two_wd } else { *four_wd }
                    }
                    _ => {
                        return Err(Refusal::new(
                            basic_clause,
                            "the vehicle's cross-country speed is not given (one figure, or 2wd and 4wd)",
                        ));
                    }
                };
                ledger.cite(basic_clause, "the basic cross-country speed is the vehicle's own");
                if going == "heavy" {
                    *mire_out = Some(if c.started_in_heavy {
                        Timing::StartOfPhase
                    } else {
                        Timing::OnEntering
                    });
                    ledger.cite(clause::MIRE_01, "in heavy going a miring test is due");
                }
                *going_out = Some(going);
                cross.percent(p.percent)
            }
        };
        // Visibility: the single worst condition.
        let mut worst: Option<(u32, ClauseId, ClauseId)> = None;
        for name in &c.visibility {
            if ["clear", "day", "good"].contains(&name.as_str()) {
                continue;
            }
            let vis = &self.data.visibility;
            let condition = vis.conditions.get(name).ok_or_else(|| {
                unknown(clause::VIS_01, "visibility condition", name, vis.conditions.keys())
            })?;
            let row = vis.rows.get(&condition.row).ok_or_else(|| {
                unknown(clause::VIS_01, "visibility row", &condition.row, vis.rows.keys())
            })?;
            if worst.is_none_or(|(p, _, _)| row.percent < p) {
                worst = Some((row.percent, condition.clause, row.clause));
            }
        }
        if let Some((p, named, row)) = worst {
            ledger.cite(named, "the visibility condition falls in this row");
            ledger.cite(row, "visibility multiplies the speed (the worst condition only)");
            exact = exact.percent(p);
        }
        if c.standing_start {
            let running = match running {
                Some(running) => running,
                None => self.running(vehicle)?,
            };
            let cl = if running.tracked { clause::START_01 } else { clause::START_02 };
            ledger.cite(cl, "from a standing start only part of the terrain speed");
            exact = exact.percent(running.standing_start);
        }
        *terrain_out = Some(exact);
        exact = self.obstacles(vehicle, afv, c, exact, ledger)?;
        if c.towing_percent > 0 {
            ledger.cite(clause::BASE_07, "the towing penalty comes on top");
            exact = exact.percent(100u32.saturating_sub(c.towing_percent));
        }
        if c.suppressed {
            ledger.cite(clause::SUPP_01, "a suppressed vehicle loses a quarter of its final speed");
            exact = exact.percent(self.data.suppressed);
        }
        Ok(exact)
    }

    fn obstacles(
        &self,
        vehicle: &Vehicle,
        afv: bool,
        c: &Conditions,
        exact: ExactLength,
        ledger: &mut Ledger,
    ) -> Result<ExactLength, Refusal> {
        let table = self.data.obstacles.deductions.get(&vehicle.class).ok_or_else(|| {
            unknown(
                clause::GOING_01,
                "vehicle class",
                &vehicle.class,
                self.data.obstacles.deductions.keys(),
            )
        })?;
        let mut percents: Vec<u32> = Vec::new();
        for crossing in &c.obstacles {
            let kind = self.data.obstacles.kinds.get(&crossing.kind).ok_or_else(|| {
                unknown(
                    clause::OBST_01,
                    "obstacle",
                    &crossing.kind,
                    self.data.obstacles.kinds.keys(),
                )
            })?;
            ledger.cite(kind.clause, "the obstacle's class");
            let mut class = kind.class.clone();
            if class == "anti-tank" {
                if !crossing.breached {
                    return Err(Refusal::new(
                        clause::OBST_16,
                        format!("the {} must be breached before vehicles cross", crossing.kind),
                    ));
                }
                ledger.cite(clause::OBST_17, "the impassable obstacle has been breached here");
                continue;
            }
            if class == "dense wire" {
                class = if afv { "soft".to_owned() } else { "hard".to_owned() };
                ledger
                    .cite(clause::OBST_15, "dense wire is soft to AFVs and hard to other vehicles");
            }
            if crossing.breached {
                let cl = if class == "soft" { clause::FLAT_04 } else { clause::OBST_17 };
                ledger.cite(cl, "the obstacle is breached here: no effect on off-road vehicles");
                continue;
            }
            if class == "hard" && crossing.flattened {
                ledger.cite(clause::FLAT_02, "the hard obstacle was flattened into a soft one");
                ledger
                    .cite(clause::FLAT_03, "this vehicle follows the flattening AFV's exact path");
                class = "soft".to_owned();
            }
            let d = table.get(&class).ok_or_else(|| {
                let cl = match class.as_str() {
                    "hard" => clause::OBST_04,
                    "soft" => clause::OBST_08,
                    _ => clause::OBST_10,
                };
                Refusal::new(
                    cl,
                    format!(
                        "{} vehicle cannot cross {} ({class} obstacle)",
                        a_or_an(&vehicle.class),
                        a_or_an(&crossing.kind)
                    ),
                )
            })?;
            ledger.cite(d.clause, "the obstacle deduction of the vehicle's class");
            percents.push(d.percent);
        }
        if c.turns > 0 {
            let d = table.get("turn").ok_or_else(|| {
                Refusal::new(
                    clause::OBST_01,
                    format!("no turn deduction is given for a {}", vehicle.class),
                )
            })?;
            ledger.cite(d.clause, "each 90° turn is a deduction");
            percents.extend(std::iter::repeat_n(d.percent, c.turns as usize));
        }
        if percents.is_empty() {
            return Ok(exact);
        }
        ledger.cite(clause::OBST_18, "deductions come off the final speed for the terrain");
        if percents.len() > 1 {
            ledger.cite(clause::OBST_01, "obstacle deductions are cumulative");
        }
        match self.data.cumulative {
            Cumulative::Add => {
                let total: u32 = percents.iter().sum();
                if total >= 100 {
                    return Err(Refusal::new(
                        clause::OBST_01,
                        format!("the deductions come to {total}%: not all can be made this phase"),
                    ));
                }
                Ok(exact.percent(100 - total))
            }
            Cumulative::Compound => {
                Ok(percents.iter().fold(exact, |e, p| e.percent(100u32.saturating_sub(*p))))
            }
        }
    }

    /// A troop element's speed for one movement phase (going effects, standing start and whether
    /// it may cross the obstacles; the infantry centimetre modifiers of 8.8 are not applied here).
    pub fn troop_speed(&self, troop: &Troop, conditions: &TroopConditions) -> Worked {
        let mut ledger = Ledger { citations: Vec::new() };
        let mut going = None;
        let speed = self.troop_speed_in(troop, conditions, &mut ledger, &mut going);
        Worked { speed, going, terrain_speed: None, mire_test: None, citations: ledger.citations }
    }

    fn troop_speed_in(
        &self,
        troop: &Troop,
        c: &TroopConditions,
        ledger: &mut Ledger,
        going_out: &mut Option<String>,
    ) -> Result<ExactLength, Refusal> {
        let data = self.data.troops.get(&troop.kind).ok_or_else(|| {
            unknown(clause::BASE_02, "kind of troops", &troop.kind, self.data.troops.keys())
        })?;
        ledger.cite(clause::BASE_03, "speeds are centimetres per movement phase");
        ledger.cite(clause::BASE_02, "the basic speed of troops and soft movers is given as input");
        let basic = if c.fast {
            if !data.fast {
                return Err(Refusal::new(
                    clause::BASE_06,
                    "horse-drawn vehicles and equipment never use the fast figure",
                ));
            }
            ledger.cite(clause::BASE_05, "the second figure is the fast one");
            troop.fast.ok_or_else(|| Refusal::new(clause::BASE_05, "no fast figure is given"))?
        } else {
            ledger.cite(clause::BASE_05, "the first figure is the normal one");
            troop.normal.ok_or_else(|| Refusal::new(clause::BASE_02, "no normal speed is given"))?
        };
        let place = self.place(&c.terrain, ledger)?;
        let going = self.going_of(&place.row, &data.column, ledger)?;
        let mut exact = basic;
        match going.as_str() {
            "normal" => {}
            "dismount" => {
                return Err(Refusal::new(
                    clause::TERRAIN_09,
                    "mounted troops must dismount to go up a very steep hill",
                ));
            }
            "impassable" => {
                return Err(Refusal::new(
                    clause::TERRAIN_01,
                    format!("{} is impassable", place.row),
                ));
            }
            other => {
                let mm = if other == "poor" { data.poor_mm } else { data.heavy_mm };
                let mm = mm.ok_or_else(|| {
                    Refusal::new(
                        clause::TERRAIN_01,
                        format!("the text gives no effect of {other} going on {}", troop.kind),
                    )
                })?;
                ledger.cite(clause::TERRAIN_01, "poor or heavy going costs troops centimetres");
                // Signed millimetres: the sum may fall below nought, and is floored at the end.
                exact = exact.plus(ExactLength::from_micrometres(
                    crate::Ratio::int(mm) * crate::Ratio::int(1000),
                ));
            }
        }
        *going_out = Some(going);
        for crossing in &c.obstacles {
            let kind = self.data.obstacles.kinds.get(&crossing.kind).ok_or_else(|| {
                unknown(
                    clause::OBST_01,
                    "obstacle",
                    &crossing.kind,
                    self.data.obstacles.kinds.keys(),
                )
            })?;
            ledger.cite(kind.clause, "the obstacle's class");
            match kind.class.as_str() {
                "dense wire" if !crossing.breached => {
                    return Err(Refusal::new(
                        clause::OBST_15,
                        "dense wire is impassable to all but vehicles",
                    ));
                }
                "anti-tank" if troop.kind != "horse-drawn" => {
                    ledger.cite(
                        clause::OBST_16,
                        "infantry and animals may cross anti-tank obstacles",
                    );
                }
                "anti-tank" if !crossing.breached => {
                    return Err(Refusal::new(
                        clause::OBST_16,
                        "only infantry and animals cross anti-tank obstacles",
                    ));
                }
                "dense wire" | "anti-tank" => {
                    ledger.cite(clause::OBST_17, "the impassable obstacle has been breached here");
                }
                _ => {}
            }
            ledger.cite(clause::BASE_07, "the infantry table's centimetre costs come on top");
        }
        let start = if c.standing_start { data.standing_start } else { 100 };
        if c.standing_start {
            let cl = if start < 100 { clause::START_03 } else { clause::START_04 };
            ledger.cite(cl, "a standing start");
        }
        Ok(exact.percent(start).at_least_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::length::{Length, Unit};
    use crate::ratio::Ratio;

    fn rules() -> VehicleRules {
        VehicleRules::builtin().unwrap_or_else(|e| panic!("{e}"))
    }

    fn cm(n: i64, d: i64) -> ExactLength {
        ExactLength::cm(Ratio::new(n, d).unwrap_or_default())
    }

    #[test]
    fn nothing_is_rounded() {
        // 30 × 90% × 75% = 20.25 cm, where a millimetre rounding made 20.2 cm.
        let tank = Vehicle::new("tracked AFV", None, vec![Length::cm(30)]);
        let mut c = Conditions::in_terrain("scrub");
        c.visibility = vec!["mist".to_owned()];
        assert_eq!(rules().vehicle_speed(&tank, &c).speed, Ok(cm(81, 4)));
        // 7.5 cm × 75% = 45/8 cm.
        let car = Vehicle::new("other AFV", None, vec![Length::cm_tenths(75)]);
        let w = rules().vehicle_speed(&car, &Conditions::in_terrain("scrub"));
        assert_eq!(w.speed, Ok(cm(45, 8)));
        assert_eq!(w.speed.map(|s| s.exact(Unit::Cm)), Ok("5.625 cm".to_owned()));
    }

    #[test]
    fn a_speed_finer_than_a_micrometre_stays_exact() {
        // A basic speed of 10/3 cm, suppressed: 10/3 × 3/4 = 5/2 cm exactly.
        let mut tank = Vehicle::new("tracked AFV", None, Vec::new());
        tank.cross_country = vec![cm(10, 3)];
        let mut c = Conditions::in_terrain("open");
        c.suppressed = true;
        assert_eq!(rules().vehicle_speed(&tank, &c).speed, Ok(cm(5, 2)));
        c.suppressed = false;
        assert_eq!(rules().vehicle_speed(&tank, &c).speed, Ok(cm(10, 3)));
    }

    #[test]
    fn tracked_afv_in_poor_going_at_night_from_a_standstill() {
        let tank = Vehicle::new("tracked AFV", Some(Length::cm(40)), vec![Length::cm(40)]);
        let mut c = Conditions::in_terrain("scrub");
        c.visibility = vec!["moonlit night".to_owned()];
        c.standing_start = true;
        let w = rules().vehicle_speed(&tank, &c);
        // 40 × 0.9 × 0.75 × 0.5 = 13.5 cm
        assert_eq!(w.speed, Ok(Length::cm_tenths(135).into()));
    }

    #[test]
    fn hedge_and_wall_add_up() {
        let tank = Vehicle::new("tracked AFV", Some(Length::cm(40)), vec![Length::cm(30)]);
        let mut c = Conditions::in_terrain("open");
        c.obstacles = vec![Crossing::of("hedge"), Crossing::of("wall")];
        assert_eq!(rules().vehicle_speed(&tank, &c).speed, Ok(Length::cm(21).into()));
    }

    #[test]
    fn infantry_in_heavy_going_lose_centimetres_never_below_nought() {
        let troop = Troop { kind: "infantry".into(), normal: Some(cm(7, 2)), fast: None };
        let c = TroopConditions { terrain: "swamp".into(), ..TroopConditions::default() };
        assert_eq!(rules().troop_speed(&troop, &c).speed, Ok(ExactLength::ZERO));
        let c = TroopConditions { terrain: "dense wood".into(), ..TroopConditions::default() };
        assert_eq!(rules().troop_speed(&troop, &c).speed, Ok(cm(3, 2)));
    }

    #[test]
    fn unknown_names_are_refused_with_the_nearest() {
        let r = rules();
        let tank = Vehicle::new("tracked AFV", None, vec![Length::cm(30)]);
        let refused = |c: &Conditions, v: &Vehicle| match r.vehicle_speed(v, c).speed {
            Ok(speed) => panic!("{speed} is not refused"),
            Err(refusal) => refusal,
        };
        let mut c = Conditions::in_terrain("scurb");
        assert!(refused(&c, &tank).reason.contains("did you mean \"scrub\"?"));
        c = Conditions::in_terrain("open");
        c.visibility = vec!["mits".into()];
        assert!(refused(&c, &tank).reason.contains("did you mean \"mist\"?"));
        c = Conditions::in_terrain("open");
        c.obstacles = vec![Crossing::of("hegde")];
        assert!(refused(&c, &tank).reason.contains("did you mean \"hedge\"?"));
        c = Conditions::in_terrain("open");
        c.surface = Some("raod".into());
        assert!(refused(&c, &tank).reason.contains("did you mean \"road\"?"));
        let lorry = Vehicle::new("2wdd", None, vec![Length::cm(30)]);
        assert!(refused(&Conditions::in_terrain("open"), &lorry).reason.contains("\"2wd\""));
        let mut halftrack = tank.clone();
        halftrack.running = Some("half-tracks".into());
        let r2 = refused(&Conditions::in_terrain("open"), &halftrack);
        assert!(r2.reason.contains("did you mean \"half-tracked\"?"), "{r2}");
    }
}
