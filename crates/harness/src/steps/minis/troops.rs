//! The speed-table rules for troops and the rest: infantry, the double, cavalry, snow and ice,
//! towing, embarking, carrying, unhitching, amphibious vehicles, ramming and overruns.
//!
//! One `When the troop rules work out …:` step takes its inputs in a two-column data table
//! (`| key | value |`, a key may repeat), works the rule out and leaves the common verdict in
//! `world.judged`: the citations as ledger lines, the values worked out as `name=value` lines in
//! its `end`. The `Then the troop result …` steps read them back.

use cucumber::gherkin::Step;
use cucumber::{then, when};
use umpire_map::{Citation, Dice, Mp, Refusal, ScriptedDice};
use umpire_minis::speed::troops::{
    self as troops, Amphibian, Carrier, CavalryAction, FastRequest, FleetCarrier, Handling, IceMap,
    Mover, OverrunTarget, PeriodPace, Ram, RamClass, Ratio, Rider, SnowState, TowLoad, Troops,
    TroopsData,
};
use umpire_minis::{Point, Unit};

use crate::steps::verdict::Judged;
use crate::steps::{AcceptanceWorld, Outcome};

/// The inputs of one question: keys and their values, in order (a key may repeat).
struct Inputs(Vec<(String, String)>);

impl Inputs {
    fn read(step: &Step) -> Result<Inputs, String> {
        let table =
            step.table.as_ref().ok_or("the step needs a data table of | key | value | rows")?;
        let rows = table
            .rows
            .iter()
            .map(|row| match row.as_slice() {
                [k, v] => Ok((k.trim().to_lowercase(), v.trim().to_owned())),
                other => Err(format!("a row needs a key and a value: {other:?}")),
            })
            .collect::<Result<_, _>>()?;
        Ok(Inputs(rows))
    }

    fn all(&self, key: &str) -> Vec<&str> {
        self.0.iter().filter(|(k, _)| k == key).map(|(_, v)| v.as_str()).collect()
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.all(key).first().copied()
    }

    fn need(&self, key: &str) -> Result<&str, String> {
        self.get(key).ok_or_else(|| format!("the table needs a {key:?} row"))
    }

    fn ratio(&self, key: &str) -> Result<Ratio, String> {
        number(self.need(key)?)
    }

    fn flag(&self, key: &str, default: bool) -> Result<bool, String> {
        match self.get(key).map(str::to_lowercase).as_deref() {
            None => Ok(default),
            Some("yes" | "true") => Ok(true),
            Some("no" | "false") => Ok(false),
            Some(other) => Err(format!("{key}: {other:?} is not yes or no")),
        }
    }
}

/// `5`, `5 cm`, `-1.5`, `1/4 period`, `40 t` — the leading number.
fn number(text: &str) -> Result<Ratio, String> {
    let first = text.split_whitespace().next().unwrap_or_default();
    let two: String = text.split_whitespace().take(2).collect::<Vec<_>>().join(" ");
    two.parse().or_else(|_| first.parse()).map_err(|e: troops::RatioError| e.to_string())
}

/// `text` if it is one of `options` (any case), else an error naming it and the nearest option.
fn choose<'a>(what: &str, text: &str, options: &[&'a str]) -> Result<&'a str, String> {
    let wanted = text.trim().to_lowercase();
    options.iter().copied().find(|o| o.to_lowercase() == wanted).ok_or_else(|| {
        let near = umpire_map::nearest(&wanted, options.iter().copied())
            .map(|n| format!(" (did you mean {n:?}?)"))
            .unwrap_or_default();
        format!("no {what} is called {text:?}{near}: write {}", options.join(", "))
    })
}

fn yes(b: bool) -> String {
    if b { "yes".to_owned() } else { "no".to_owned() }
}

fn sections(r: Ratio) -> String {
    let unit = if r == Ratio::ONE { "section" } else { "sections" };
    format!("{} {unit}", r.fraction())
}

fn periods(r: Ratio) -> String {
    let unit = if r == Ratio::ONE { "period" } else { "periods" };
    format!("{} {unit}", r.fraction())
}

type Parts = Vec<(String, String)>;
type Worked = Result<(Parts, Vec<Citation>), Refusal>;

fn part(name: &str, value: impl Into<String>) -> (String, String) {
    (name.to_owned(), value.into())
}

fn data(world: &AcceptanceWorld) -> Result<TroopsData, String> {
    world.speed_rules().map(|(_, troops)| troops)
}

fn infantry(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let speed = i.ratio("speed")?;
    let mut mods: Vec<String> = i.all("modifier").into_iter().map(str::to_owned).collect();
    let mut cites = Vec::new();
    if let Some(kind) = i.get("weapon") {
        let calibre = i
            .get("calibre")
            .map(|c| number(c).map(|r| u32::try_from(r.floor()).unwrap_or(0)))
            .transpose()?;
        match troops::weapon_burden(d, kind, calibre) {
            Ok(burden) => {
                cites.extend(burden.citations);
                mods.extend(burden.value.modifier().map(str::to_owned));
            }
            Err(refusal) => return Ok(Err(refusal)),
        }
    }
    let names: Vec<&str> = mods.iter().map(String::as_str).collect();
    Ok(troops::infantry_speed(d, speed, &names).map(|r| {
        cites.extend(r.citations);
        (vec![part("result", format!("{} cm", r.value))], cites)
    }))
}

fn fast(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let troops: Troops = i.get("troops").unwrap_or("infantry").parse()?;
    let history: Vec<PeriodPace> = match i.get("earlier periods") {
        None | Some("none") => Vec::new(),
        Some(h) => h.split(',').map(str::parse).collect::<Result<_, _>>()?,
    };
    let request =
        FastRequest { troops, reasons: i.all("reason"), terrain: i.all("ground"), history };
    if i.get("fast speed").is_some() {
        let mods = i.all("modifier");
        return Ok(troops::fast_speed(d, &request, i.ratio("fast speed")?, &mods)
            .map(|r| (vec![part("result", format!("{} cm", r.value))], r.citations)));
    }
    Ok(troops::fast_movement(d, &request)
        .map(|r| (vec![part("result", r.value.to_string())], r.citations)))
}

fn cavalry(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let actions = [
        "close assault",
        "charging infantry in the open",
        "shooting mounted",
        "shooting dismounted",
    ];
    let action = match choose("cavalry action", i.need("action")?, &actions)? {
        "close assault" => CavalryAction::CloseAssault { charging_infantry_in_open: false },
        "charging infantry in the open" => {
            CavalryAction::CloseAssault { charging_infantry_in_open: true }
        }
        "shooting mounted" => CavalryAction::ShootMounted,
        _ => CavalryAction::ShootDismounted,
    };
    let r = troops::cavalry_modifier(d, action);
    Ok(Ok((vec![part("result", format!("{:+}", r.value))], r.citations)))
}

fn snowfall(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let lying = match i.get("lying at the start") {
        None | Some("none") => None,
        Some(s) => Some(s.parse::<SnowState>()?),
    };
    let period = number(i.get("snowfall period").unwrap_or("0"))?;
    let period = u32::try_from(period.floor()).map_err(|e| e.to_string())?;
    let r = troops::snowfall(d, lying, period);
    let g = r.value;
    let ground = g.snow.map_or_else(|| "no snow".to_owned(), |s| s.to_string());
    let parts = vec![
        part("result", ground),
        part("skis", if g.skis { "usable" } else { "not usable" }),
        part("visibility", if g.poor_visibility { "poor" } else { "unaffected" }),
    ];
    Ok(Ok((parts, r.citations)))
}

fn snow_going(i: &Inputs) -> Result<Worked, String> {
    let mover: Mover = i.need("mover")?.parse()?;
    let snow: SnowState = i.need("snow")?.parse()?;
    let r = troops::snow_going(mover, snow, i.flag("skis usable", true)?);
    Ok(Ok((vec![part("result", r.value.to_string())], r.citations)))
}

fn snowy_road(i: &Inputs) -> Result<Worked, String> {
    let snow: SnowState = i.need("snow")?.parse()?;
    let r = troops::lying_snow(snow, i.flag("road used by vehicles", false)?);
    Ok(Ok((vec![part("result", r.value.to_string())], r.citations)))
}

fn downhill(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let mover: Mover = i.need("mover")?.parse()?;
    Ok(troops::skier_downhill(d, mover, i.flag("skis usable", true)?, i.flag("downhill", true)?)
        .map(|r| (vec![part("result", format!("{} cm", r.value))], r.citations)))
}

fn point(text: &str) -> Result<Point, String> {
    let (x, y) =
        text.split_once(',').ok_or_else(|| format!("{text:?} is no point: write x, y (cm)"))?;
    let x: f64 = x.trim().parse().map_err(|e| format!("{x:?}: {e}"))?;
    let y: f64 = y.trim().parse().map_err(|e| format!("{y:?}: {e}"))?;
    Ok(Point::at(x, y, Unit::Cm))
}

fn ice(d: &TroopsData, i: &Inputs, dice: &mut dyn Dice) -> Result<Worked, String> {
    let cold = i.flag("severely cold", true)?;
    let tests = i.all("test at");
    if tests.is_empty() {
        let side = i.get("side").unwrap_or("red");
        return Ok(troops::ice_test(d, cold, side, dice).map(|r| {
            let t = r.value;
            let mut parts =
                vec![part("result", t.roll.to_string()), part("time", periods(t.periods))];
            for other in i.all("seen by") {
                let seen = t.seen_by(other).map_or_else(|| "hidden".to_owned(), |s| s.to_string());
                parts.push(part(&format!("result seen by {other}"), seen));
            }
            (parts, r.citations)
        }));
    }
    // Several tests at points (`0, 0 by red`), then the result that governs a point.
    let scale = i.ratio("metres per cm")?;
    let mut map = IceMap::default();
    let mut citations = Vec::new();
    for test in tests {
        let (at, side) = test.split_once(" by ").unwrap_or((test, "red"));
        match troops::ice_test(d, cold, side, dice) {
            Ok(r) => {
                citations.extend(r.citations);
                map.record(d, r.value, point(at)?, scale);
            }
            Err(refusal) => return Ok(Err(refusal)),
        }
    }
    let mut parts = Vec::new();
    for q in i.all("result at") {
        match map.result_at(point(q)?) {
            Some(r) => {
                parts.push(part(&format!("result at {q}"), r.value.roll.to_string()));
                citations.extend(r.citations);
            }
            None => parts.push(part(&format!("result at {q}"), "untested")),
        }
    }
    Ok(Ok((parts, citations)))
}

fn ice_chance(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let at_least = u32::try_from(i.ratio("at least")?.floor()).map_err(|e| e.to_string())?;
    let chance = troops::ice_chance_at_least(d, at_least);
    Ok(Ok((
        vec![part("result", chance.to_string())],
        vec![Citation::new(umpire_map::ClauseId::new("SPEED-ICE-03"), "1D10: each score 1/10")],
    )))
}

fn towing(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let loads = ["towing", "recovering", "recovering a larger vehicle"];
    let load = match choose("towed load", i.need("load")?, &loads)? {
        "towing" => TowLoad::Towing,
        "recovering" => TowLoad::Recovering { larger: false },
        _ => TowLoad::Recovering { larger: true },
    };
    Ok(troops::towing_speed(d, i.ratio("speed")?, i.need("mover")?, load, i.need("going")?)
        .map(|r| (vec![part("result", format!("{} cm", r.value))], r.citations)))
}

fn disembarking(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let sections = u32::try_from(i.ratio("sections")?.floor()).map_err(|e| e.to_string())?;
    let begins = number(i.get("begins at").unwrap_or("0"))?;
    Ok(troops::disembark(
        d,
        i.ratio("vehicle speed")?,
        i.ratio("infantry speed")?,
        sections,
        begins,
    )
    .map(|r| {
        let v = r.value;
        let mut parts = vec![
            part("vehicle move", format!("{} cm", v.vehicle)),
            part("done at", v.done_at.fraction()),
        ];
        for (k, s) in v.sections.iter().enumerate() {
            parts.push(part(&format!("section {} move", k + 1), format!("{s} cm")));
        }
        parts.push(part("placing", v.placing.join("; ")));
        (parts, r.citations)
    }))
}

fn embarking(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let begins = number(i.get("begins at").unwrap_or("0"))?;
    Ok(troops::embark(d, i.flag("touching", true)?, begins).map(|r| {
        let e = r.value;
        let when = if e.done_in_period == 0 {
            format!("{} of this period", e.done_at.fraction())
        } else {
            format!("{} into the next period", e.done_at.fraction())
        };
        (
            vec![part("aboard at", when), part("vehicle share", e.vehicle_share.fraction())],
            r.citations,
        )
    }))
}

fn mounting(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let rider = match choose("rider", i.need("rider")?, &["cavalry", "Cossacks"])? {
        "cavalry" => Rider::Cavalry,
        _ => Rider::Cossacks,
    };
    let mounting = choose("mounting action", i.need("action")?, &["mount", "dismount"])? == "mount";
    let r = troops::mount(d, rider, mounting);
    Ok(Ok((vec![part("result", periods(r.value))], r.citations)))
}

fn riding_then_walking(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let rider = match choose("rider", i.need("rider")?, &["cavalry", "Cossacks"])? {
        "cavalry" => Rider::Cavalry,
        _ => Rider::Cossacks,
    };
    let mounted = i.ratio("mounted speed")?;
    let foot = i.ratio("foot speed")?;
    let at = i.ratio("dismounts at")?;
    Ok(troops::ride_and_dismount(d, rider, mounted, foot, at).map(|r| {
        let m = r.value;
        let parts = vec![
            part("ridden", format!("{} cm", m.ridden.fraction())),
            part("on foot", format!("{} cm", m.on_foot.fraction())),
            part("on foot at", format!("{} of the period", m.on_foot_at.fraction())),
        ];
        (parts, r.citations)
    }))
}

fn stacking(i: &Inputs) -> Result<Worked, String> {
    Ok(troops::may_stack(i.flag("in a building", false)?, i.flag("same floor", true)?)
        .map(|r| (vec![part("result", "allowed")], r.citations)))
}

fn overlapping(i: &Inputs) -> Result<Worked, String> {
    let r = troops::fire_at_overlapping(i.need("acquired")?, &i.all("overlapping"));
    Ok(Ok((
        vec![part("result", r.value.join(", ")), part("rolls", r.value.len().to_string())],
        r.citations,
    )))
}

fn carrier(i: &Inputs) -> Result<Carrier, String> {
    let carriers =
        ["jeep", "light carrier", "truck", "lorry", "animals", "bicycles", "motorcycles"];
    match choose("carrier", i.need("carrier")?, &carriers)? {
        "jeep" | "light carrier" => Ok(Carrier::Jeep),
        "animals" | "bicycles" | "motorcycles" => Ok(Carrier::Mounts),
        _ => {
            let size = i.need("size")?;
            let tonnes = if size.contains("cwt") {
                number(size)? * Ratio::new(1, 20).unwrap_or_default()
            } else {
                number(size)?
            };
            Ok(Carrier::Truck { tonnes })
        }
    }
}

/// One carrier of a fleet: `jeep`, `light carrier`, `truck 2 t`, `truck 30 cwt`, `lorry 6 t`,
/// `animals` …, with `(army list 1)` after it when the army list sets its capacity.
fn fleet_carrier(text: &str) -> Result<FleetCarrier, String> {
    let (kind, list) = match text.split_once('(') {
        Some((kind, rest)) => {
            let list = rest.trim_end().trim_end_matches(')').trim();
            let figure = list.strip_prefix("army list").ok_or_else(|| {
                format!("carrier {text:?}: write \"(army list N)\" after the carrier")
            })?;
            (kind.trim(), Some(number(figure.trim())?))
        }
        None => (text.trim(), None),
    };
    let (name, size) = match kind.split_once(' ') {
        Some((name, size)) if name != "light" => (name, size),
        _ => (kind, "-"),
    };
    let inputs =
        Inputs(vec![("carrier".to_owned(), name.to_owned()), ("size".to_owned(), size.to_owned())]);
    Ok(FleetCarrier { carrier: carrier(&inputs)?, army_list: list })
}

fn fleet_loading(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let fleet = i.all("carrier").into_iter().map(fleet_carrier).collect::<Result<Vec<_>, _>>()?;
    if fleet.is_empty() {
        return Err("the table needs a \"carrier\" row for each vehicle of the fleet".to_owned());
    }
    let load = i.ratio("load")?;
    Ok(troops::load_fleet(d, &fleet, load).map(|r| {
        let mut parts = vec![part("result", format!("{} aboard", sections(load)))];
        for (n, share) in r.value.iter().enumerate() {
            parts.push(part(&format!("carrier {}", n + 1), sections(*share)));
        }
        (parts, r.citations)
    }))
}

fn carrying(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let c = carrier(i)?;
    let list = i.get("army list").map(number).transpose()?;
    if i.get("load").is_some() {
        return Ok(troops::load(d, c, list, i.ratio("load")?).map(|r| {
            (vec![part("result", format!("{} aboard", sections(r.value)))], r.citations)
        }));
    }
    let r = troops::capacity(d, c, list);
    let text = r.value.map_or_else(|| "the whole element".to_owned(), sections);
    Ok(Ok((vec![part("result", text)], r.citations)))
}

fn handling(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let handlings = ["set up", "set up and link to the net", "out of action"];
    let handling = match choose("handling", i.get("handling").unwrap_or("set up"), &handlings)? {
        "set up" => Handling::SetUp { net_link: false },
        "set up and link to the net" => Handling::SetUp { net_link: true },
        _ => Handling::OutOfAction,
    };
    let calibre = i
        .get("calibre")
        .map(|c| number(c).map(|r| u32::try_from(r.floor()).unwrap_or(0)))
        .transpose()?;
    Ok(troops::handling_time(d, i.need("weapon")?, calibre, i.get("tower"), handling)
        .map(|r| (vec![part("result", periods(r.value))], r.citations)))
}

fn amphibian(i: &Inputs) -> Result<Amphibian, String> {
    i.need("vehicle")?.parse()
}

fn leaving_water(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let r = troops::leaving_water(d, amphibian(i)?);
    let parts = vec![
        part("preparation", periods(r.value.prepare)),
        part("movement share", r.value.movement_share.fraction()),
    ];
    Ok(Ok((parts, r.citations)))
}

fn water_speed(i: &Inputs) -> Result<Worked, String> {
    let chart = i.get("chart water speed").map(number).transpose()?;
    Ok(troops::water_speed(chart)
        .map(|r| (vec![part("result", format!("{} cm", r.value))], r.citations)))
}

fn wading(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    Ok(troops::wading_speed(d, i.need("column")?, i.ratio("cross-country speed")?)
        .map(|r| (vec![part("result", format!("{} cm", r.value))], r.citations)))
}

fn entering_water(i: &Inputs) -> Result<Worked, String> {
    Ok(troops::water_entry(
        amphibian(i)?,
        i.flag("prepared at the start", true)?,
        i.flag("bank designated", true)?,
    )
    .map(|r| (vec![part("result", "allowed")], r.citations)))
}

fn ram(d: &TroopsData, i: &Inputs, dice: &mut dyn Dice) -> Result<Worked, String> {
    let attempt = Ram {
        rammer: i.need("rammer")?.parse::<RamClass>()?,
        target: i.need("target")?.parse::<RamClass>()?,
        rammer_tonnes: i.ratio("rammer weight")?,
        target_tonnes: i.ratio("target weight")?,
        approach_cm: i.ratio("approach speed")?,
        deliberate: i.flag("deliberate", true)?,
        shove_declared: i.flag("shove declared", false)?,
        feature_adjacent: i.flag("feature adjacent", false)?,
        umpire_rules_ko: i.flag("umpire rules it knocked out", false)?,
    };
    Ok(troops::ram(d, &attempt, dice).map(|r| {
        let v = r.value;
        let t = v.thresholds;
        let parts = vec![
            part("strength", t.strength.to_string()),
            part("target scores", t.target_text()),
            part("rammer scores", t.rammer_text()),
            part("target", v.target.to_string()),
            part("rammer", v.rammer.to_string()),
            part("shoved", yes(v.shoved)),
        ];
        (parts, r.citations)
    }))
}

fn ram_thresholds(d: &TroopsData, i: &Inputs) -> Result<Worked, String> {
    let t = troops::ram_thresholds(d, i.ratio("strength")?);
    let [ko, neutralised, suppressed, miss] = t.chances();
    let parts = vec![
        part("target scores", t.target_text()),
        part("residual", t.residual.to_string()),
        part("rammer scores", t.rammer_text()),
        part("chance of a KO", ko.to_string()),
        part("chance of neutralising", neutralised.to_string()),
        part("chance of suppressing", suppressed.to_string()),
        part("chance of a miss", miss.to_string()),
    ];
    let c =
        |id: &'static str, note: &'static str| Citation::new(umpire_map::ClauseId::new(id), note);
    let cites = vec![
        c("SPEED-RAM-03", "KO on a quarter of the strength or less"),
        c("SPEED-RAM-04", "neutralised on half or less"),
        c("SPEED-RAM-05", "suppressed on the strength or less"),
        c("SPEED-RAM-06", "a miss above it"),
        c("SPEED-RAM-07", "the rammer against the residual"),
        c("SPEED-RAM-08", "the residual is 10 minus the strength"),
    ];
    Ok(Ok((parts, cites)))
}

fn overrun(d: &TroopsData, i: &Inputs, dice: &mut dyn Dice) -> Result<Worked, String> {
    let attempt = troops::Overrun {
        afv: i.flag("afv", true)?,
        bulldozer: i.flag("bulldozer blade", false)?,
        target: i.need("target")?.parse::<OverrunTarget>()?,
        movement_phase: i.get("phase").unwrap_or("movement") == "movement",
        modifier: i64::try_from(number(i.get("modifiers").unwrap_or("0"))?.floor())
            .map_err(|e| e.to_string())?,
    };
    Ok(troops::overrun(d, &attempt, dice).map(|r| {
        let v = r.value;
        let parts = vec![
            part("result", if v.crushed { "crushed" } else { "not crushed" }),
            part("total", v.total.to_string()),
            part("chance", v.chance.to_string()),
        ];
        (parts, r.citations)
    }))
}

/// Works out one of the troop rules with the inputs of the data table (`| key | value |`):
/// `an infantry move`, `fast movement`, `a cavalry modifier`, `a snowfall`, `snow going`,
/// `a snowy road`, `skiing downhill`, `an ice test`, `the ice chance`, `a towing speed`,
/// `disembarking`, `embarking`, `mounting`, `riding then dismounting`, `stacking`,
/// `fire at overlapping sections`, `a carrying capacity`, `loading a fleet`, `a handling time`,
/// `leaving the water`, `a water speed`, `a wading speed`, `entering the water`, `a ram`,
/// `ram thresholds`, `an overrun`. Dice come from "Given the dice will roll …" after a table
/// scenario is loaded.
#[when(regex = r"^the troop rules work out (.+?):?$")]
fn work_out(world: &mut AcceptanceWorld, question: String, step: &Step) -> Outcome {
    let inputs = Inputs::read(step)?;
    let d = data(world)?;
    let mut no_dice = ScriptedDice::new([]);
    let dice: &mut dyn Dice = match world.minis.as_mut() {
        Some(m) => &mut m.dice,
        None => &mut no_dice,
    };
    let worked = match question.as_str() {
        "an infantry move" => infantry(&d, &inputs)?,
        "fast movement" => fast(&d, &inputs)?,
        "a cavalry modifier" => cavalry(&d, &inputs)?,
        "a snowfall" => snowfall(&d, &inputs)?,
        "snow going" => snow_going(&inputs)?,
        "a snowy road" => snowy_road(&inputs)?,
        "skiing downhill" => downhill(&d, &inputs)?,
        "an ice test" => ice(&d, &inputs, dice)?,
        "the ice chance" => ice_chance(&d, &inputs)?,
        "a towing speed" => towing(&d, &inputs)?,
        "disembarking" => disembarking(&d, &inputs)?,
        "embarking" => embarking(&d, &inputs)?,
        "mounting" => mounting(&d, &inputs)?,
        "riding then dismounting" => riding_then_walking(&d, &inputs)?,
        "stacking" => stacking(&inputs)?,
        "fire at overlapping sections" => overlapping(&inputs)?,
        "a carrying capacity" => carrying(&d, &inputs)?,
        "loading a fleet" => fleet_loading(&d, &inputs)?,
        "a handling time" => handling(&d, &inputs)?,
        "leaving the water" => leaving_water(&d, &inputs)?,
        "a water speed" => water_speed(&inputs)?,
        "a wading speed" => wading(&d, &inputs)?,
        "entering the water" => entering_water(&inputs)?,
        "a ram" => ram(&d, &inputs, dice)?,
        "ram thresholds" => ram_thresholds(&d, &inputs)?,
        "an overrun" => overrun(&d, &inputs, dice)?,
        other => return Err(format!("the troop rules have no question {other:?}")),
    };
    let judged = match worked {
        Ok((parts, citations)) => {
            let end = parts.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("\n");
            Judged::noted(None, &citations, Vec::new(), Some(end))
        }
        Err(refusal) => Judged {
            step: 0,
            refusal: Some(refusal),
            cost: Mp::ZERO,
            stop: None,
            ledger: Vec::new(),
            path: Vec::new(),
            end: None,
        },
    };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// Whether an expected value reads the same as the one worked out: the same text, or the same
/// leading number (`0.25` = `1/4`) with the same words after it (`period` = `periods`).
fn same(expected: &str, got: &str) -> bool {
    let norm = |s: &str| {
        s.split_whitespace().collect::<Vec<_>>().join(" ").trim_end_matches('s').to_lowercase()
    };
    if norm(expected) == norm(got) {
        return true;
    }
    let split = |s: &str| -> Option<(Ratio, String)> {
        let s = s.trim();
        let (n, rest) = s.split_once(' ').unwrap_or((s, ""));
        Some((n.parse().ok()?, norm(rest)))
    };
    matches!((split(expected), split(got)), (Some(a), Some(b)) if a == b)
}

fn result_part(world: &AcceptanceWorld, name: &str, expected: &str, clauses: &str) -> Outcome {
    let want = format!("the troop result's {name} to be {expected}");
    let judged = match &world.judged {
        Some(Ok(j)) => j,
        Some(Err(e)) => {
            return Err(format!("expected {want}, but the question was malformed: {e}"));
        }
        None => {
            return Err(format!(
                "expected {want}, but nothing has been worked out: use 'When the troop rules \
                 work out …:'"
            ));
        }
    };
    if let Some(refusal) = &judged.refusal {
        if crate::steps::verdict::slip(refusal) {
            let bad = crate::steps::verdict::refusal_text(refusal);
            return Err(format!("expected {want}, but {bad}"));
        }
        return Err(format!("expected {want}, but the troop rules {refusal}"));
    }
    let end = judged.end.as_deref().unwrap_or_default();
    let got =
        end.lines().find_map(|l| l.split_once('=').filter(|(k, _)| *k == name).map(|(_, v)| v));
    let Some(got) = got else {
        return Err(format!(
            "expected {want}, but no {name:?} was worked out; the results read:\n  {}",
            end.replace('\n', "\n  ")
        ));
    };
    if !same(expected, got) {
        return Err(format!("expected {want}, but it is {got}"));
    }
    for clause in clauses.split([',', ' ']).filter(|w| !w.is_empty() && *w != "and") {
        crate::steps::verdict::cites(world, clause)?;
    }
    Ok(())
}

/// The main value worked out (`12 cm`, `1/2 period`, `poor going`), and the clauses cited
/// (`SPEED-INF-02` or `SPEED-INF-02 and SPEED-INF-12`).
#[then(regex = r"^the troop result is (.+?), citing ([A-Z][\w.-]+(?:(?:, | and )[A-Z][\w.-]+)*)$")]
fn troop_result(world: &mut AcceptanceWorld, expected: String, clauses: String) -> Outcome {
    result_part(world, "result", &expected, &clauses)
}

/// A named value worked out (`vehicle move`, `section 2 move`, `target`, `rammer scores`), and
/// the clauses cited.
#[then(
    regex = r"^the troop result's (.+?) (?:is|are) (.+?), citing ([A-Z][\w.-]+(?:(?:, | and )[A-Z][\w.-]+)*)$"
)]
fn troop_result_part(
    world: &mut AcceptanceWorld,
    name: String,
    expected: String,
    clauses: String,
) -> Outcome {
    result_part(world, &name, &expected, &clauses)
}

/// The troop rules refused the question, by this clause.
#[then(regex = r"^the troop ruling is refused by ([A-Z][\w.-]+)$")]
fn troop_refused(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let want = format!("the troop ruling to be refused by {clause}");
    let outcome = match &world.judged {
        Some(Ok(j)) => match &j.refusal {
            Some(r) if r.clause.as_str() == clause => Ok(()),
            Some(r) => Err(format!("expected {want}, but it was {r}")),
            None => Err(format!(
                "expected {want}, but it was allowed; the results read:\n  {}",
                j.end.as_deref().unwrap_or_default().replace('\n', "\n  ")
            )),
        },
        Some(Err(e)) => Err(format!("expected {want}, but the question was malformed: {e}")),
        None => Err(format!("expected {want}, but nothing has been worked out")),
    };
    world.about_clause(&clause, outcome)
}
