//! The Civil War movement rules: a scenario from `scenarios/civil-war/`, marches, force marches,
//! rail moves, naval and river moves, voyages, ferries and amphibious assaults.

use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{given, then, when};
use umpire_civil_war::{AssaultResult, Mode, MoveOptions, MoveVerdict, Voyage};
use umpire_map::{Citation, Entry, Line, Mp, ScriptedDice};
use umpire_scenario::{ScenarioMap, load_str_with};

/// A Civil War phase read from a scenario file.
type Game = umpire_civil_war::Game<ScenarioMap>;

use super::verdict::{Judged, ReachedPlace, UnitReach};
use super::{AcceptanceWorld, Outcome};

/// A Civil War game in progress.
#[derive(Debug)]
pub struct CivilWar {
    /// The scenario as loaded, with the errata in force.
    pub scenario: umpire_scenario::Scenario,
    /// The phase in progress.
    pub game: Game,
    /// The dice the next rolls come from.
    pub dice: ScriptedDice,
    /// The last assault: whether it landed, its strength and loss factor.
    pub assault: Option<(bool, Mp, u32)>,
    /// The strength an attacked entrained unit defends at.
    pub defends_at: Option<u32>,
}

impl AcceptanceWorld {
    fn civil_war(&mut self) -> Result<&mut CivilWar, String> {
        self.civil_war.as_mut().ok_or_else(|| "no Civil War scenario is loaded: start with 'Given the Civil War scenario \"rail.toml\"'".to_owned())
    }

    fn start_civil_war(&mut self, loaded: Result<umpire_scenario::Scenario, String>) {
        let game = loaded.and_then(|mut scenario| {
            self.amend(&mut scenario.rules, "civil-war", &scenario.origin)?;
            Game::new(&scenario).map(|game| (scenario, game)).map_err(|e| e.to_string())
        });
        match game {
            Ok((scenario, game)) => {
                self.civil_war = Some(CivilWar {
                    scenario,
                    game,
                    dice: ScriptedDice::new([]),
                    assault: None,
                    defends_at: None,
                });
                self.last_refusal = None;
            }
            Err(message) => {
                self.civil_war = None;
                self.last_refusal = Some(message);
            }
        }
    }
}

/// Loads a Civil War scenario (`"rail.toml"`): beside the feature file first, then from
/// `scenarios/civil-war/` and `scenarios/`.
#[given(expr = "the Civil War scenario {string}")]
fn scenario(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let path = world.scenario_file(&name, Some("civil-war"))?;
    world.start_civil_war(world.suite.library.load_scenario(&path).map_err(|e| e.to_string()));
    world
        .last_refusal
        .as_ref()
        .map_or(Ok(()), |m| Err(format!("expected {name} to load, but it was refused: {m}")))
}

/// Loads a Civil War scenario with the TOML of the text block laid over it (units and map
/// lists added; `[rules]` keys replaced).
#[given(expr = "the Civil War scenario {string} with:")]
fn scenario_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)?;
    world.last_refusal.as_ref().map_or(Ok(()), |m| {
        Err(format!("expected {name} with the text block to load, but it was refused: {m}"))
    })
}

/// Tries to load a Civil War scenario with the text block laid over it, expecting it to be
/// refused (see "Then the Civil War scenario is refused …").
#[given(expr = "the Civil War scenario {string} is changed to read:")]
fn scenario_changed(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)
}

fn load_with(world: &mut AcceptanceWorld, name: &str, step: &Step) -> Outcome {
    let path = world.scenario_file(name, Some("civil-war"))?;
    let (base, file) = super::base_and_file(&path);
    let text = format!("include = [{file:?}]\n{}", step.docstring.as_deref().unwrap_or_default());
    let suite = Arc::clone(&world.suite);
    let read = suite.library.reader(&base);
    let loaded = load_str_with(&text, &format!("{name} + the feature's text block"), &read)
        .map_err(|e| e.to_string());
    world.start_civil_war(loaded);
    Ok(())
}

/// The scenario loaded by "… is changed to read:" was refused, with a message containing the
/// text.
#[then(expr = "the Civil War scenario is refused with a message containing {string}")]
fn refused_scenario(world: &mut AcceptanceWorld, text: String) -> Outcome {
    super::refused_containing(world, "the Civil War scenario", &text)
}

/// The dice the next rolls come from, in order (`4, 2`).
#[given(regex = r"^the dice will roll ([\d, ]+)$")]
fn dice(world: &mut AcceptanceWorld, rolls: String) -> Outcome {
    let rolls: Vec<u32> = rolls
        .split([',', ' '])
        .filter(|w| !w.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("{rolls:?}: {e}"))?;
    if let Some(minis) = world.minis.as_mut() {
        minis.dice = ScriptedDice::new(rolls);
        return Ok(());
    }
    world.civil_war()?.dice = ScriptedDice::new(rolls);
    Ok(())
}

fn split(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

/// The common verdict of a move.
fn judged(game: &Game, verdict: &MoveVerdict, path: Vec<String>) -> Judged {
    let end = match verdict {
        MoveVerdict::Land(v) => {
            v.route().places.last().map(|p| game.map().location_id((*p).into()))
        }
        MoveVerdict::Water(v) => {
            v.route().places.last().map(|p| game.water().place_id(game.map(), *p))
        }
    };
    Judged {
        step: verdict.refused_step().unwrap_or(0),
        refusal: verdict.refusal().cloned(),
        cost: verdict.cost(),
        stop: verdict.stop(),
        ledger: verdict.ledger().to_vec(),
        path,
        end,
    }
}

/// A verdict that is a list of citations and perhaps a refusal (voyages, ferries, assaults).
fn cited(refusal: Option<umpire_map::Refusal>, citations: &[Citation]) -> Judged {
    Judged {
        step: 0,
        refusal,
        cost: Mp::ZERO,
        stop: None,
        ledger: citations
            .iter()
            .map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) })
            .collect(),
        path: Vec::new(),
        end: None,
    }
}

fn order(world: &mut AcceptanceWorld, unit: &str, path: &str, options: MoveOptions) -> Outcome {
    let ids = split(path);
    world.set_ordered(unit.to_owned());
    let civil_war = world.civil_war()?;
    let CivilWar { game, dice, .. } = civil_war;
    let result = game.apply(unit, &ids, &options, dice);
    let judged_move = match result {
        Ok((verdict, record)) => {
            let mut judged = judged(game, &verdict, ids);
            if let Some((roll, loss)) = record.and_then(|r| r.attrition) {
                judged.ledger.push(Entry {
                    step: 0,
                    line: Line::note(
                        umpire_map::ClauseId::intern("ACW-FORCE-05"),
                        format!("attrition roll {roll}: {loss} strength lost"),
                    ),
                });
            }
            Ok(judged)
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged_move);
    Ok(())
}

/// Orders a unit to march along a path of hexes, its start first.
#[when(regex = "^\"([^\"]+)\" marches (.+)$")]
fn marches(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    order(world, &unit, &path, MoveOptions::default())
}

/// Orders a unit to march with a force march adding 1 or 2 MP (the attrition roll comes from
/// the dice).
#[when(regex = "^\"([^\"]+)\" force marches \\+(\\d+) MP: (.+)$")]
fn force_marches(world: &mut AcceptanceWorld, unit: String, extra: u32, path: String) -> Outcome {
    order(world, &unit, &path, MoveOptions { force_march: Some(extra), ..MoveOptions::default() })
}

/// Orders a naval or river unit to sail: sea hexes and river hexsides (`1012/1013`).
#[when(regex = "^\"([^\"]+)\" sails (.+)$")]
fn sails(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    order(world, &unit, &path, MoveOptions { mode: Mode::Water, ..MoveOptions::default() })
}

fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Orders a transport to carry units (`"a" and "b"`) along a water path, landing them in a hex
/// or bound for one.
#[when(regex = "^\"([^\"]+)\" carries (.+?) along (.+), (landing in|bound for) (\\w+)$")]
fn carries(
    world: &mut AcceptanceWorld,
    transport: String,
    cargo: String,
    path: String,
    how: String,
    hex: String,
) -> Outcome {
    let voyage = Voyage {
        transport: Some(transport),
        cargo: quoted(&cargo),
        path: split(&path),
        land_in: (how == "landing in").then(|| hex.clone()),
        destination: (how == "bound for").then_some(hex),
    };
    voyage_order(world, &voyage)
}

/// Orders units to go by water with no transport (Leaders and HQs may).
#[when(regex = "^(.+) go(?:es)? by water without a transport, bound for (\\w+)$")]
fn without_transport(world: &mut AcceptanceWorld, cargo: String, hex: String) -> Outcome {
    let voyage = Voyage {
        transport: None,
        cargo: quoted(&cargo),
        path: Vec::new(),
        land_in: None,
        destination: Some(hex),
    };
    voyage_order(world, &voyage)
}

fn voyage_order(world: &mut AcceptanceWorld, voyage: &Voyage) -> Outcome {
    let game = &world.civil_war()?.game;
    let result = game
        .check_voyage(voyage)
        .map(|v| cited(v.refusal, &v.citations))
        .map_err(|e| e.to_string());
    world.judged = Some(result);
    Ok(())
}

/// Declares a river transport a temporary ferry at its river hexside for the phase.
#[when(regex = "^\"([^\"]+)\" is declared a temporary ferry$")]
fn ferry(world: &mut AcceptanceWorld, transport: String) -> Outcome {
    let game = &mut world.civil_war()?.game;
    let result = game.declare_ferry(&transport).map_err(|e| e.to_string()).map(|r| match r {
        Ok(()) => cited(
            None,
            &[Citation::new(umpire_map::ClauseId::intern("ACW-FERRY-01"), "a temporary ferry")],
        ),
        Err(refusal) => cited(Some(refusal), &[]),
    });
    world.judged = Some(result);
    Ok(())
}

/// Changes the destination of the units aboard a transport, by an automatic order or by a
/// commander's initiative roll (the dice decide).
#[when(
    regex = "^the destination of \"([^\"]+)\" is changed to (\\w+) by (?:an automatic order|the initiative roll of \"([^\"]+)\")$"
)]
fn change_destination(
    world: &mut AcceptanceWorld,
    transport: String,
    hex: String,
    commander: String,
) -> Outcome {
    let CivilWar { game, dice, .. } = world.civil_war()?;
    let automatic = commander.is_empty();
    let result = game
        .change_destination(
            &transport,
            &hex,
            automatic,
            Some(commander.as_str()).filter(|c| !c.is_empty()),
            dice,
        )
        .map(|(changed, citations)| {
            let refusal = (!changed).then(|| {
                umpire_map::Refusal::new(
                    umpire_map::ClauseId::intern("ACW-TRANS-23"),
                    "the destination was not changed",
                )
            });
            cited(refusal, &citations)
        })
        .map_err(|e| e.to_string());
    world.judged = Some(result);
    Ok(())
}

/// An amphibious assault by embarked infantry, led by a Leader (or `nobody`), with the
/// combat's outcome for the defenders; the Leader's roll comes from the dice.
#[when(
    regex = "^(?:\"([^\"]+)\"|nobody) leads (.+) from \"([^\"]+)\" in an amphibious assault on (\\w+), and the defenders (retreat|retreat into the fort|hold)$"
)]
fn assault(
    world: &mut AcceptanceWorld,
    leader: String,
    units: String,
    transport: String,
    target: String,
    outcome: String,
) -> Outcome {
    let result = match outcome.as_str() {
        "retreat" => AssaultResult::Retreated,
        "retreat into the fort" => AssaultResult::RetreatedIntoFort,
        _ => AssaultResult::Held,
    };
    let units = quoted(&units);
    let ids: Vec<&str> = units.iter().map(String::as_str).collect();
    let CivilWar { game, dice, assault, .. } = world.civil_war()?;
    let leader = Some(leader.as_str()).filter(|l| !l.is_empty());
    let judged = match game.amphibious_assault(&ids, &transport, &target, leader, dice, result) {
        Ok(a) => {
            *assault = Some((a.lands, a.strength, a.loss_factor));
            Ok(cited(a.refusal, &a.citations))
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged);
    Ok(())
}

/// The message of a step expecting `want` of an assault when none was made: the assault
/// order was rejected (with why), or none was given.
pub(super) fn no_assault(world: &AcceptanceWorld, want: &str) -> String {
    match &world.judged {
        Some(Err(rejected)) => format!("expected {want}, but the assault was rejected: {rejected}"),
        _ => format!("expected {want}, but no amphibious assault was made"),
    }
}

/// The last assault landed its force.
#[then(expr = "the assaulting force lands")]
fn lands(world: &mut AcceptanceWorld) -> Outcome {
    let want = "the assaulting force to land";
    match world.civil_war()?.assault {
        Some((true, ..)) => Ok(()),
        Some((false, _, f)) => {
            Err(format!("expected {want}, but it stays embarked with its losses multiplied by {f}"))
        }
        None => Err(no_assault(world, want)),
    }
}

/// The last assault's survivors stay embarked, their losses multiplied by the factor.
#[then(regex = r"^the assaulting force stays embarked with its losses multiplied by (\d+)$")]
fn stays_embarked(world: &mut AcceptanceWorld, factor: u32) -> Outcome {
    let want =
        format!("the assaulting force to stay embarked with its losses multiplied by {factor}");
    match world.civil_war()?.assault {
        Some((false, _, f)) if f == factor => Ok(()),
        Some((false, _, f)) => Err(format!("expected {want}, but they are multiplied by {f}")),
        Some(_) => Err(format!("expected {want}, but the assaulting force lands")),
        None => Err(no_assault(world, &want)),
    }
}

/// The last assault attacked with this strength.
#[then(regex = r"^the assault strength is ([\d/ .]+)$")]
fn assault_strength(world: &mut AcceptanceWorld, strength: String) -> Outcome {
    let expected: Mp = strength.trim().parse().map_err(|e| format!("{strength:?}: {e}"))?;
    let want = format!("the assault strength to be {expected}");
    match world.civil_war()?.assault {
        Some((_, s, _)) if s == expected => Ok(()),
        Some((_, s, _)) => Err(format!("expected {want}, but it is {s}")),
        None => Err(no_assault(world, &want)),
    }
}

/// An entrained unit is attacked: it may not attack itself, and it detrains to defend.
#[when(regex = "^the entrained \"([^\"]+)\" is attacked$")]
fn attacked(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    let civil_war = world.civil_war()?;
    let result = civil_war.game.entrained_in_combat(&unit).map_err(|e| e.to_string())?;
    let Some((refusal, strength, citations)) = result else {
        return Err(format!("expected {unit:?} to be entrained when attacked, but it is not"));
    };
    civil_war.defends_at = Some(strength);
    world.judged = Some(Ok(cited(Some(refusal), &citations)));
    Ok(())
}

/// The attacked entrained unit defends at this strength.
#[then(regex = "^\"([^\"]+)\" defends at (\\d+) strength$")]
fn defends_at(world: &mut AcceptanceWorld, unit: String, strength: u32) -> Outcome {
    match world.civil_war()?.defends_at {
        Some(s) if s == strength => Ok(()),
        Some(s) => Err(format!("expected {unit:?} to defend at {strength}, but it defends at {s}")),
        None => Err(format!(
            "expected {unit:?} to defend at {strength}, but no entrained unit has been attacked"
        )),
    }
}

/// Removes the entrained units that can no longer reach their declared destinations.
#[when(expr = "the stranded trains are removed")]
fn stranded(world: &mut AcceptanceWorld) -> Outcome {
    world.civil_war()?.game.remove_stranded_trains();
    Ok(())
}

/// A unit is off the map (removed from play).
#[then(regex = "^\"([^\"]+)\" is removed from play$")]
fn removed(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    let want = format!("{unit:?} to be removed from play");
    match world.civil_war()?.game.situation().unit(&unit) {
        Some(u) if u.at.is_none() => Ok(()),
        Some(_) => Err(format!(
            "expected {want}, but it is still on the map, in {}",
            location(world, &unit)?
        )),
        None => Err(no_unit(world, &unit, &want)),
    }
}

/// A side's rail transport points left this month.
#[then(regex = r"^the (union|confederate) side has (\d+) rail transport points left$")]
fn capacity_left(world: &mut AcceptanceWorld, side: String, points: u32) -> Outcome {
    let game = &world.civil_war()?.game;
    let left = game.situation().rail.capacity.get(&side).copied().unwrap_or(0);
    if left == points {
        Ok(())
    } else {
        Err(format!(
            "expected the {side} side to have {points} rail transport points left, but it has \
             {left}"
        ))
    }
}

/// A unit's strength now.
#[then(regex = "^\"([^\"]+)\" has strength (\\d+)$")]
fn strength(world: &mut AcceptanceWorld, unit: String, value: u32) -> Outcome {
    let want = format!("{unit:?} to have strength {value}");
    match world.civil_war()?.game.situation().unit(&unit) {
        Some(u) if u.strength == value => Ok(()),
        Some(u) => Err(format!("expected {want}, but it has strength {}", u.strength)),
        None => Err(no_unit(world, &unit, &want)),
    }
}

/// Every place `unit` can reach in `game` (`mode`: `rail`, `water`, or marching).
pub fn reach_of(game: &Game, unit: &str, mode: Option<&str>) -> Result<UnitReach, String> {
    let mode = match mode {
        Some("rail") => Mode::Rail,
        Some("water") => Mode::Water,
        _ => match game.situation().unit(unit) {
            Some(u)
                if game.data().unit_types.get(&u.unit_type).is_some_and(|t| t.water.is_some()) =>
            {
                Mode::Water
            }
            _ => Mode::Ground,
        },
    };
    let reach = game
        .reach(unit, &MoveOptions { mode, ..MoveOptions::default() })
        .map_err(|e| e.to_string())?;
    if let Some(refusal) = reach.refusal {
        return Ok(Err(refusal));
    }
    Ok(Ok(reach
        .places
        .into_iter()
        .map(|r| ReachedPlace { id: r.id, cost: r.cost, must_stop: r.must_stop })
        .collect()))
}

/// Where a unit is, as an id (a hex, or `1012/1013` on a river).
pub fn location(world: &AcceptanceWorld, unit: &str) -> Result<String, String> {
    let game = &world.civil_war.as_ref().ok_or("no scenario is loaded")?.game;
    let want = format!("{unit:?} on the map");
    let u = game.situation().unit(unit).ok_or_else(|| no_unit(world, unit, &want))?;
    match (u.at, game.water().place_of(u)) {
        (_, Some(place)) if u.river_side.is_some() => Ok(game.water().place_id(game.map(), place)),
        (Some(hex), _) => Ok(game.map().hex_id(hex)),
        (None, _) => Err(format!("expected {want}, but it is off the map")),
    }
}

/// The message of a step expecting `want` of a unit the Civil War scenario does not have,
/// with the nearest id.
pub(super) fn no_unit(world: &AcceptanceWorld, unit: &str, want: &str) -> String {
    let near = world
        .civil_war
        .as_ref()
        .and_then(|c| {
            umpire_map::nearest(unit, c.game.situation().units.iter().map(|u| u.id.as_str()))
        })
        .map(|n| format!(" (did you mean {n:?}?)"))
        .unwrap_or_default();
    format!("expected {want}, but the scenario has no unit {unit:?}{near}")
}
