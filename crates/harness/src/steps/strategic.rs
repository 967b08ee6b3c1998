//! The strategic movement rules: a scenario from `scenarios/strategic/`, orders to move, and
//! the verdicts, costs, stops and clauses they get.

use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{given, then, when};
use umpire_map::Verdict;
use umpire_scenario::{MapPlace, ScenarioMap, load_str_with};
use umpire_strategic::{Elimination, MoveRecord, MoveReport, OrderError, Phase, Weather};

/// A strategic phase read from a scenario file.
pub type Game = umpire_strategic::Game<ScenarioMap>;

use super::verdict::{Judged, ReachedPlace, UnitReach};
use super::{AcceptanceWorld, Outcome, list};

/// A strategic game in progress and the last order's outcome.
#[derive(Debug)]
pub struct Strategic {
    /// The scenario as loaded, with the errata in force.
    pub scenario: umpire_scenario::Scenario,
    /// The phase in progress.
    pub game: Game,
    /// What the last order gave.
    pub last: Option<Result<MoveReport, OrderError>>,
    /// The path of the last order, as written.
    pub last_path: Vec<String>,
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

    fn start_game(&mut self, loaded: Result<umpire_scenario::Scenario, String>) -> Outcome {
        let game = loaded.and_then(|mut scenario| {
            self.amend(&mut scenario.rules, "strategic", &scenario.origin)?;
            Game::new(&scenario).map(|game| (scenario, game)).map_err(|e| e.to_string())
        });
        match game {
            Ok((scenario, game)) => {
                self.strategic =
                    Some(Strategic { scenario, game, last: None, last_path: Vec::new() });
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

    /// What the last move did on the board, or why a step expecting `want` of it cannot read
    /// it (no move, or the move was refused and not made).
    fn made_move(&self, want: &str) -> Result<&MoveRecord, String> {
        let report = self.report().map_err(|why| format!("expected {want}, but {why}"))?;
        report.record.as_ref().ok_or_else(|| match &report.verdict {
            Verdict::Illegal { step, refusal, .. } => {
                format!("expected {want}, but the move was not made: step {step} was {refusal}")
            }
            Verdict::Legal(_) => format!("expected {want}, but the move was not made"),
        })
    }

    fn place(&self, id: &str) -> Result<MapPlace, String> {
        self.strategic()?.game.parse_place(id, "the step").map_err(|e| e.to_string())
    }
}

/// Loads a strategic scenario (`"kiev.toml"`): beside the feature file first, then from
/// `scenarios/strategic/` and `scenarios/`.
#[given(expr = "the strategic scenario {string}")]
fn strategic_scenario(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let path = world.scenario_file(&name, Some("strategic"))?;
    let loaded = world.suite.library.load_scenario(&path).map_err(|e| e.to_string());
    world.start_game(loaded)?;
    match &world.last_refusal {
        Some(message) => Err(format!("expected {name} to load, but it was refused: {message}")),
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
        Some(message) => Err(format!(
            "expected {name} with the text block to load, but it was refused: {message}"
        )),
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
    let path = world.scenario_file(name, Some("strategic"))?;
    let (base, file) = super::base_and_file(&path);
    let text = format!("include = [{file:?}]\n{text}");
    let suite = Arc::clone(&world.suite);
    let read = suite.library.reader(&base);
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
pub fn split_places(text: &str) -> Vec<String> {
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
    world.set_ordered(unit.clone());
    let strategic = world.strategic.as_mut().ok_or("no strategic scenario is loaded")?;
    let result =
        strategic.game.parse_path(&ids).and_then(|places| strategic.game.apply(&unit, &places));
    world.judged = Some(judge(&strategic.game, &result, &ids));
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
    world.set_ordered(first.clone());
    let strategic = world.strategic.as_mut().ok_or("no strategic scenario is loaded")?;
    let result = strategic
        .game
        .parse_path(&ids)
        .and_then(|places| strategic.game.check_group(&[&first, &second], &places))
        .map(|verdict| MoveReport { verdict, record: None });
    world.judged = Some(judge(&strategic.game, &result, &ids));
    strategic.last = Some(result);
    strategic.last_path = ids;
    Ok(())
}

/// The last move overran a unit, which went to the Delay Box or its Force Pool because of the
/// clause.
#[then(
    regex = "^\"([^\"]+)\" is eliminated to (the Delay Box|its Force Pool) because of ([A-Z][\\w.-]+)$"
)]
fn eliminated(world: &mut AcceptanceWorld, unit: String, to: String, clause: String) -> Outcome {
    let want = format!("{unit:?} to be eliminated to {to} because of {clause}");
    let record = world.made_move(&want)?;
    let expected =
        if to == "the Delay Box" { Elimination::DelayBox } else { Elimination::ForcePool };
    let clause_for = |e: Elimination| match e {
        Elimination::DelayBox => "STR-3.2-11",
        Elimination::ForcePool => "STR-3.2-12",
    };
    match record.eliminated.iter().find(|(id, _)| *id == unit) {
        Some((_, went)) if *went == expected && clause_for(*went) == clause => Ok(()),
        Some((_, went)) => {
            let place = match went {
                Elimination::DelayBox => "the Delay Box",
                Elimination::ForcePool => "its Force Pool",
            };
            Err(format!("expected {want}, but it went to {place} because of {}", clause_for(*went)))
        }
        None => {
            let ids: Vec<String> = record.eliminated.iter().map(|(id, _)| id.clone()).collect();
            Err(format!(
                "expected {want}, but it was not eliminated; the move eliminated {}",
                list(&ids)
            ))
        }
    }
}

/// The last move used a troop convoy, now in its zone's Used Box because of the clause.
#[then(regex = "^the convoy \"([^\"]+)\" is in the Used Box because of ([A-Z][\\w.-]+)$")]
fn convoy_used(world: &mut AcceptanceWorld, convoy: String, clause: String) -> Outcome {
    super::verdict::cites(world, &clause)?;
    let want = format!("the convoy {convoy:?} to be in the Used Box because of {clause}");
    let record = world.made_move(&want)?;
    if record.convoys.contains(&convoy) {
        Ok(())
    } else {
        Err(format!(
            "expected {want}, but it was not used; the move used {}",
            list(&record.convoys)
        ))
    }
}

/// A unit stands in a place (a hex, a box, or a river hexside `1012/1013`).
#[then(regex = "^\"([^\"]+)\" is in ([\\w/-]+)$")]
fn unit_is_in(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    if world.strategic.is_none() {
        let at = super::civil_war::location(world, &unit)?;
        return if super::verdict::same_place(&at, &place) {
            Ok(())
        } else {
            Err(format!("expected {unit:?} to be in {place}, but it is in {at}"))
        };
    }
    let at = world.place(&place)?;
    let game = &world.strategic()?.game;
    let found = game.situation().unit(&unit).ok_or_else(|| {
        let ids = game.situation().units.iter().map(|u| u.id.as_str());
        let near = umpire_map::nearest(&unit, ids)
            .map(|n| format!(" (did you mean {n:?}?)"))
            .unwrap_or_default();
        format!("expected {unit:?} to be in {place}, but the scenario has no unit {unit:?}{near}")
    })?;
    match found.at {
        Some(p) if p == at => Ok(()),
        Some(p) => Err(format!(
            "expected {unit:?} to be in {place}, but it is in {}",
            game.map().location_id(p.into())
        )),
        None => Err(format!("expected {unit:?} to be in {place}, but it has been eliminated")),
    }
}

/// The scenario loaded by "… is changed to read:" was refused, with a message containing the
/// text.
#[then(expr = "the strategic scenario is refused with a message containing {string}")]
fn scenario_refused(world: &mut AcceptanceWorld, text: String) -> Outcome {
    super::refused_containing(world, "the strategic scenario", &text)
}

/// The common verdict of a strategic order.
fn judge(
    game: &Game,
    result: &Result<MoveReport, OrderError>,
    path: &[String],
) -> Result<Judged, String> {
    let report = result.as_ref().map_err(ToString::to_string)?;
    let route = report.verdict.route();
    let (step, refusal) = match &report.verdict {
        Verdict::Legal(_) => (0, None),
        Verdict::Illegal { step, refusal, .. } => (*step, Some(refusal.clone())),
    };
    Ok(Judged {
        step,
        refusal,
        cost: route.cost,
        stop: route.stop,
        ledger: route.ledger.clone(),
        path: path.to_vec(),
        end: route.places.last().map(|p| game.map().location_id((*p).into())),
    })
}

/// Every place `unit` can reach in `game`, for the common reach steps.
pub fn reach_of(game: &Game, unit: &str) -> Result<UnitReach, String> {
    let reach = game.reach(unit).map_err(|e| e.to_string())?;
    if let Some(refusal) = reach.refusal {
        return Ok(Err(refusal));
    }
    Ok(Ok(reach
        .places
        .into_iter()
        .map(|r| ReachedPlace { id: r.id.into(), cost: r.cost, must_stop: r.must_stop })
        .collect()))
}
