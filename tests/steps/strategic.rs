//! The strategic movement rules: a scenario from `scenarios/strategic/`, orders to move, and
//! the verdicts, costs, stops and clauses they get.

use std::path::Path;

use cucumber::gherkin::Step;
use cucumber::{given, then, when};
use umpire::map::{Mp, Verdict};
use umpire::scenario::{MapPlace, load_file, load_str_with};
use umpire::strategic::{Elimination, Game, MoveReport, OrderError, Phase, Weather};

use super::{AcceptanceWorld, Outcome, list};

/// A strategic game in progress and the last order's outcome.
#[derive(Debug)]
pub struct Strategic {
    /// The phase in progress.
    pub game: Game,
    /// What the last order gave.
    pub last: Option<Result<MoveReport, OrderError>>,
    /// The path of the last order, as written.
    pub last_path: Vec<String>,
}

/// The folder the strategic scenarios live in.
fn folder() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/strategic"))
}

impl AcceptanceWorld {
    fn strategic(&self) -> Result<&Strategic, String> {
        self.strategic.as_ref().ok_or_else(|| {
            "no strategic scenario is loaded: start with a step such as 'Given the strategic scenario \"kiev.toml\"'".to_owned()
        })
    }

    fn strategic_mut(&mut self) -> Result<&mut Strategic, String> {
        self.strategic.as_mut().ok_or_else(|| "no strategic scenario is loaded".to_owned())
    }

    fn start_game(&mut self, loaded: Result<umpire::scenario::Scenario, String>) -> Outcome {
        let game = loaded.and_then(|scenario| Game::new(&scenario).map_err(|e| e.to_string()));
        match game {
            Ok(game) => {
                self.strategic = Some(Strategic { game, last: None, last_path: Vec::new() });
                self.last_refusal = None;
                Ok(())
            }
            Err(message) => {
                self.strategic = None;
                self.last_refusal = Some(message);
                Ok(())
            }
        }
    }

    fn report(&self) -> Result<&MoveReport, String> {
        match &self.strategic()?.last {
            None => Err("no move has been ordered yet: use a step such as 'When \"russian-hq\" moves e3609, e3608'".to_owned()),
            Some(Err(error)) => Err(format!("the order itself was rejected: {error}")),
            Some(Ok(report)) => Ok(report),
        }
    }

    fn place(&self, id: &str) -> Result<MapPlace, String> {
        self.strategic()?.game.parse_place(id, "the step").map_err(|e| e.to_string())
    }
}

/// Loads a strategic scenario from `scenarios/strategic/` (`"kiev.toml"`).
#[given(expr = "the strategic scenario {string}")]
fn strategic_scenario(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let loaded = load_file(&folder().join(&name)).map_err(|e| e.to_string());
    world.start_game(loaded)?;
    match &world.last_refusal {
        Some(message) => Err(format!("{name} did not load: {message}")),
        None => Ok(()),
    }
}

/// Loads a strategic scenario from `scenarios/strategic/` with the TOML of the text block laid
/// over it (as if the block included the file: units, hexsides and other lists are added;
/// `[rules]` keys replace the file's, a list under `[rules]` as a whole).
#[given(expr = "the strategic scenario {string} with:")]
fn strategic_scenario_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)?;
    match &world.last_refusal {
        Some(message) => Err(format!("{name} with the text block did not load: {message}")),
        None => Ok(()),
    }
}

/// Tries to load a strategic scenario with the text block laid over it, expecting it to be
/// refused (see "Then the strategic scenario is refused: …").
#[given(expr = "the strategic scenario {string} is changed to read:")]
fn strategic_scenario_changed(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)
}

fn load_with(world: &mut AcceptanceWorld, name: &str, step: &Step) -> Outcome {
    let text = step
        .docstring
        .as_deref()
        .ok_or("the step needs a text block (\"\"\" … \"\"\") with TOML")?;
    let text = format!("include = [{name:?}]\n{text}");
    let read = |include: &str| std::fs::read_to_string(folder().join(include));
    let origin = format!("{name} + the feature's text block");
    let loaded = load_str_with(&text, &origin, &read).map_err(|e| e.to_string());
    world.start_game(loaded)
}

/// Switches to a movement phase: `Operational` or `Reserve` (the board stays as it is; the
/// moves already made are forgotten).
#[given(regex = r"^it is the (Operational|Reserve) Movement Phase$")]
fn phase(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let phase = Phase::from_name(&name).ok_or_else(|| format!("no phase {name:?}"))?;
    world.strategic_mut()?.game.set_phase(phase);
    Ok(())
}

/// Sets the weather of some hexes: `mud`, `storms`, `snow` or `fair`.
#[given(regex = r"^the weather in ([\w, ]+?) is (mud|storms|snow|fair)$")]
fn weather(world: &mut AcceptanceWorld, hexes: String, kind: String) -> Outcome {
    let weather = match kind.as_str() {
        "mud" => Weather::Mud,
        "storms" => Weather::Storms,
        "snow" => Weather::Snow,
        _ => Weather::Fair,
    };
    for id in split_places(&hexes) {
        let MapPlace::Hex(hex) = world.place(&id)? else {
            return Err(format!("{id} is a box, not a hex"));
        };
        world.strategic_mut()?.game.set_weather(hex, weather);
    }
    Ok(())
}

/// `a, b and c` or `a → b → c` into ids.
fn split_places(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

/// Orders a unit to move along a path of hex and box ids, its start first (`e3609, e3608,
/// e3707` or `e3609 → e3608`). A legal move is made: the next order sees the board it left.
#[when(regex = "^\"([^\"]+)\" moves (.+)$")]
fn unit_moves(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    let ids = split_places(&path);
    let strategic = world.strategic_mut()?;
    let result =
        strategic.game.parse_path(&ids).and_then(|places| strategic.game.apply(&unit, &places));
    strategic.last = Some(result);
    strategic.last_path = ids;
    Ok(())
}

/// Orders several units to move together, as a stack.
#[when(regex = "^\"([^\"]+)\" and \"([^\"]+)\" move together (.+)$")]
fn units_move_together(
    world: &mut AcceptanceWorld,
    first: String,
    second: String,
    path: String,
) -> Outcome {
    let ids = split_places(&path);
    let strategic = world.strategic_mut()?;
    let result = strategic
        .game
        .parse_path(&ids)
        .and_then(|places| strategic.game.check_group(&[&first, &second], &places))
        .map(|verdict| MoveReport { verdict, record: None });
    strategic.last = Some(result);
    strategic.last_path = ids;
    Ok(())
}

/// The last move was legal.
#[then(expr = "the move is legal")]
fn legal(world: &mut AcceptanceWorld) -> Outcome {
    let report = world.report()?;
    match &report.verdict {
        Verdict::Legal(_) => Ok(()),
        Verdict::Illegal { step, refusal, .. } => {
            Err(format!("the move should be legal, but step {step} was refused by {refusal}"))
        }
    }
}

/// The last move was legal and its ledger cites the clause.
#[then(regex = r"^the move is legal, citing ([A-Z][\w.-]+)$")]
fn legal_citing(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    legal(world)?;
    cites(world, &clause)
}

fn cites(world: &AcceptanceWorld, clause: &str) -> Outcome {
    let route = world.report()?.verdict.route();
    if route.ledger.iter().any(|e| e.line.clause.as_str() == clause) {
        return Ok(());
    }
    let lines: Vec<String> = route.ledger.iter().map(ToString::to_string).collect();
    Err(format!("the ledger does not cite {clause}; it reads:\n  {}", lines.join("\n  ")))
}

/// The last move's ledger cites the clause at the given step (1 = the first place entered).
#[then(regex = r"^step (\d+) of the move cites ([A-Z][\w.-]+)$")]
fn step_cites(world: &mut AcceptanceWorld, number: usize, clause: String) -> Outcome {
    let route = world.report()?.verdict.route();
    if route.ledger.iter().any(|e| e.step == number && e.line.clause.as_str() == clause) {
        return Ok(());
    }
    let lines: Vec<String> = route.ledger.iter().map(ToString::to_string).collect();
    Err(format!(
        "step {number} does not cite {clause}; the ledger reads:\n  {}",
        lines.join("\n  ")
    ))
}

/// The last move was refused by the clause (at any step, or before the unit moved).
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+)$")]
fn refused(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let report = world.report()?;
    match &report.verdict {
        Verdict::Illegal { refusal, .. } if refusal.clause.as_str() == clause => Ok(()),
        Verdict::Illegal { step, refusal, .. } => Err(format!(
            "the move should be refused by {clause}, but step {step} was refused by {refusal}"
        )),
        Verdict::Legal(route) => Err(format!(
            "the move should be refused by {clause}, but it is legal ({} MP)",
            route.cost
        )),
    }
}

/// The last move was refused by the clause on entering the place.
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+) on entering ([\w-]+)$")]
fn refused_at(world: &mut AcceptanceWorld, clause: String, place: String) -> Outcome {
    refused(world, clause)?;
    let strategic = world.strategic()?;
    let Some(Ok(MoveReport { verdict: Verdict::Illegal { step, .. }, .. })) = &strategic.last
    else {
        return Ok(());
    };
    match strategic.last_path.get(*step) {
        Some(entered) if *entered == place && *step > 0 => Ok(()),
        _ if *step == 0 => {
            Err(format!("the move was refused before the unit moved, not on entering {place}"))
        }
        entered => Err(format!(
            "the move was refused on entering {}, not {place}",
            entered.map_or("?", String::as_str)
        )),
    }
}

/// The last move was refused before the unit took a step: the order itself is illegal.
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+) before the unit moves$")]
fn refused_before(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    refused(world, clause.clone())?;
    match &world.report()?.verdict {
        Verdict::Illegal { step: 0, .. } => Ok(()),
        Verdict::Illegal { step, .. } => {
            Err(format!("{clause} refused step {step}, not the order itself"))
        }
        Verdict::Legal(_) => Ok(()),
    }
}

/// The last move (or its legal part) cost this many MP.
#[then(regex = r"^the move costs ([\d/ .]+) MP$")]
fn costs(world: &mut AcceptanceWorld, mp: String) -> Outcome {
    let expected: Mp = mp.trim().parse().map_err(|e| format!("{mp:?} is no MP amount: {e}"))?;
    let route = world.report()?.verdict.route();
    if route.cost == expected {
        Ok(())
    } else {
        let lines: Vec<String> = route.ledger.iter().map(ToString::to_string).collect();
        Err(format!(
            "the move should cost {expected} MP, but it costs {} MP:\n  {}",
            route.cost,
            lines.join("\n  ")
        ))
    }
}

/// The last move was legal, ended in the place, and the unit must stop there because of the
/// clause.
#[then(regex = r"^the unit must stop in ([\w-]+) because of ([A-Z][\w.-]+)$")]
fn must_stop(world: &mut AcceptanceWorld, place: String, clause: String) -> Outcome {
    legal(world)?;
    let at = world.place(&place)?;
    let route = world.report()?.verdict.route();
    if route.places.last() != Some(&at) {
        return Err(format!(
            "the move ended in {}, not {place}",
            world.strategic()?.last_path.last().map_or("?", String::as_str)
        ));
    }
    match route.stop {
        Some(stop) if stop.clause.as_str() == clause => Ok(()),
        Some(stop) => {
            Err(format!("the unit must stop in {place}, but because of {stop}, not {clause}"))
        }
        None => Err(format!(
            "the unit may move on from {place}; it should have to stop because of {clause}"
        )),
    }
}

/// The last move was legal and the unit may move on from where it ended.
#[then(regex = r"^the unit may move on from ([\w-]+)$")]
fn may_move_on(world: &mut AcceptanceWorld, place: String) -> Outcome {
    legal(world)?;
    let at = world.place(&place)?;
    let route = world.report()?.verdict.route();
    if route.places.last() != Some(&at) {
        return Err(format!("the move did not end in {place}"));
    }
    match route.stop {
        None => Ok(()),
        Some(stop) => Err(format!("the unit must stop in {place} because of {stop}")),
    }
}

/// A unit can reach a place this phase for exactly this many MP.
#[then(regex = "^\"([^\"]+)\" can reach ([\\w-]+) for ([\\d/ .]+) MP$")]
fn can_reach_for(world: &mut AcceptanceWorld, unit: String, place: String, mp: String) -> Outcome {
    let expected: Mp = mp.trim().parse().map_err(|e| format!("{mp:?} is no MP amount: {e}"))?;
    let at = world.place(&place)?;
    let reach = world.strategic()?.game.reach(&unit).map_err(|e| e.to_string())?;
    match reach.get(at) {
        Some(r) if r.cost == expected => Ok(()),
        Some(r) => Err(format!("{unit} reaches {place} for {} MP, not {expected} MP", r.cost)),
        None => Err(format!(
            "{unit} cannot reach {place}{}",
            reach.refusal.map(|r| format!(" ({r})")).unwrap_or_default()
        )),
    }
}

/// A unit can reach a place this phase, and must stop there.
#[then(regex = "^\"([^\"]+)\" can reach ([\\w-]+) but must stop there$")]
fn can_reach_stopping(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    let at = world.place(&place)?;
    let reach = world.strategic()?.game.reach(&unit).map_err(|e| e.to_string())?;
    match reach.get(at) {
        Some(r) if r.must_stop => Ok(()),
        Some(_) => Err(format!("{unit} reaches {place} free to move on")),
        None => Err(format!("{unit} cannot reach {place}")),
    }
}

/// A unit cannot reach a place this phase by any path.
#[then(regex = "^\"([^\"]+)\" cannot reach ([\\w-]+)$")]
fn cannot_reach(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    let at = world.place(&place)?;
    let reach = world.strategic()?.game.reach(&unit).map_err(|e| e.to_string())?;
    match reach.get(at) {
        None => Ok(()),
        Some(r) => {
            let path: Vec<String> = r
                .path
                .iter()
                .map(|p| {
                    world
                        .strategic()
                        .map(|s| s.game.map().location_id((*p).into()))
                        .unwrap_or_default()
                })
                .collect();
            Err(format!("{unit} reaches {place} for {} MP, by {}", r.cost, path.join(" → ")))
        }
    }
}

/// A unit cannot move at all this phase, because of the clause.
#[then(regex = "^\"([^\"]+)\" cannot move at all because of ([A-Z][\\w.-]+)$")]
fn cannot_move(world: &mut AcceptanceWorld, unit: String, clause: String) -> Outcome {
    let reach = world.strategic()?.game.reach(&unit).map_err(|e| e.to_string())?;
    match reach.refusal {
        Some(r) if r.clause.as_str() == clause => Ok(()),
        Some(r) => Err(format!("{unit} may not move because of {r}, not {clause}")),
        None => Err(format!("{unit} can move: it reaches {} places", reach.places.len())),
    }
}

/// The last move overran a unit, which went to the Delay Box or its Force Pool because of the
/// clause.
#[then(
    regex = "^\"([^\"]+)\" is eliminated to (the Delay Box|its Force Pool) because of ([A-Z][\\w.-]+)$"
)]
fn eliminated(world: &mut AcceptanceWorld, unit: String, to: String, clause: String) -> Outcome {
    let report = world.report()?;
    let record =
        report.record.as_ref().ok_or("the move was not made, so nothing was eliminated")?;
    let expected =
        if to == "the Delay Box" { Elimination::DelayBox } else { Elimination::ForcePool };
    let clause_for = |e: Elimination| match e {
        Elimination::DelayBox => "STR-3.2-11",
        Elimination::ForcePool => "STR-3.2-12",
    };
    match record.eliminated.iter().find(|(id, _)| *id == unit) {
        Some((_, went)) if *went == expected && clause_for(*went) == clause => Ok(()),
        Some((_, went)) => {
            Err(format!("{unit} went to {went:?} ({}), not {to} ({clause})", clause_for(*went)))
        }
        None => {
            let ids: Vec<String> = record.eliminated.iter().map(|(id, _)| id.clone()).collect();
            Err(format!("{unit} was not eliminated; eliminated: {}", list(&ids)))
        }
    }
}

/// The last move used a troop convoy, now in its zone's Used Box because of the clause.
#[then(regex = "^the convoy \"([^\"]+)\" is in the Used Box because of ([A-Z][\\w.-]+)$")]
fn convoy_used(world: &mut AcceptanceWorld, convoy: String, clause: String) -> Outcome {
    cites(world, &clause)?;
    let report = world.report()?;
    let record = report.record.as_ref().ok_or("the move was not made, so no convoy was used")?;
    if record.convoys.contains(&convoy) {
        Ok(())
    } else {
        Err(format!("convoy {convoy} was not used; used: {}", list(&record.convoys)))
    }
}

/// A unit stands in a place (a hex or a box).
#[then(regex = "^\"([^\"]+)\" is in ([\\w-]+)$")]
fn unit_is_in(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    let at = world.place(&place)?;
    let game = &world.strategic()?.game;
    let found = game.situation().unit(&unit).ok_or_else(|| format!("no unit {unit}"))?;
    match found.at {
        Some(p) if p == at => Ok(()),
        Some(p) => Err(format!("{unit} is in {}, not {place}", game.map().location_id(p.into()))),
        None => Err(format!("{unit} has been eliminated")),
    }
}

/// The last order was rejected as malformed (an unknown unit, a bad hex id…), with a message
/// containing the text.
#[then(expr = "the order is rejected with a message containing {string}")]
fn order_rejected(world: &mut AcceptanceWorld, text: String) -> Outcome {
    match &world.strategic()?.last {
        Some(Err(error)) if error.to_string().contains(&text) => Ok(()),
        Some(Err(error)) => Err(format!("the order was rejected, but the message reads: {error}")),
        Some(Ok(_)) => {
            Err("the order was accepted and judged; it should have been rejected".to_owned())
        }
        None => Err("no order has been given".to_owned()),
    }
}

/// The scenario loaded by "… is changed to read:" was refused, with a message containing the
/// text.
#[then(expr = "the strategic scenario is refused with a message containing {string}")]
fn scenario_refused(world: &mut AcceptanceWorld, text: String) -> Outcome {
    match &world.last_refusal {
        Some(message) if message.contains(&text) => Ok(()),
        Some(message) => Err(format!("the scenario was refused, but the message reads: {message}")),
        None => Err("the scenario loaded; it should have been refused".to_owned()),
    }
}
