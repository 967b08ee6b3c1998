//! Recorded games: whole orders files played, single orders written out in full, new phases.
//!
//! One order of any ruleset may be given as its TOML, as an orders file writes it; a phase or a
//! turn begins as the orders that open it say.

use std::path::Path;
use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{then, when};
use umpire_map::{Mp, Outcome as Came};
use umpire_play::{OrdersFile, PlayOptions, Played, Position, Session, Start};

use super::verdict::Judged;
use crate::library::{Found, Library};
use super::{AcceptanceWorld, Outcome};

/// A recorded game, played as far as it went.
pub struct Game {
    /// The orders played.
    pub played: Vec<Played>,
    /// The position after the last order played.
    pub position: Position,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a recorded game of {} order(s)", self.played.len())
    }
}

impl AcceptanceWorld {
    fn game(&self) -> Result<&Game, String> {
        match &self.game {
            None => Err("no orders file has been played: use 'When the orders in \"strategic/antwerp.toml\" are played'".to_owned()),
            Some(Err(message)) => Err(format!("the orders file could not be played: {message}")),
            Some(Ok(game)) => Ok(game),
        }
    }

    /// The recorded game played, for a step expecting `want` of it; or why there is none.
    fn game_for(&self, want: &str) -> Result<&Game, String> {
        self.game().map_err(|why| format!("expected {want}, but {why}"))
    }

    /// Order `number` of the game, for a step expecting `want` of it.
    fn order_numbered(&self, number: usize, want: &str) -> Result<&Played, String> {
        let game = self.game_for(want)?;
        game.played.iter().find(|p| p.number == Some(number)).ok_or_else(|| {
            let last = game.played.iter().filter_map(|p| p.number).max().unwrap_or(0);
            format!(
                "expected {want}, but order {number} was not played: the game stopped after \
                 order {last}"
            )
        })
    }
}

/// A recorded game in words, for the results file and the rulebook: how many orders were
/// played and whether each went as recorded.
pub fn summary(game: &Result<Game, String>) -> String {
    match game {
        Err(message) => format!("orders file rejected: {message}"),
        Ok(game) => {
            let orders = game.played.iter().filter(|p| p.number.is_some()).count();
            match game.played.iter().find(|p| !p.as_recorded) {
                None => format!("recorded game: {orders} order(s), every one as recorded"),
                Some(first) => format!(
                    "recorded game: {orders} order(s); {} (line {}) came to {}",
                    first.number.map_or("an opening".to_owned(), |n| format!("order {n}")),
                    first.line,
                    came_to(&first.outcome)
                ),
            }
        }
    }
}

/// Plays a recorded game (`"strategic/antwerp.toml"`): an orders file beside the feature file,
/// else in the run's games folders, else among the built-in games; with the errata in force,
/// going on past any order that does not go as recorded.
#[when(expr = "the orders in {string} are played")]
fn orders_played(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let suite = Arc::clone(&world.suite);
    let library = &suite.library;
    let found = library.find(&name, &library.game_places(world.feature.as_ref()))?;
    let played = read_game(library, &found).and_then(|(file, start)| {
        let mut session = Session::with_errata(file, start, |rules, ruleset, origin| {
            world.amend(rules, ruleset, origin)
        })
        .map_err(|e| e.to_string())?;
        session.play(PlayOptions { keep_going: true, until: None }).map_err(|e| e.to_string())?;
        Ok(Game { played: session.played().to_vec(), position: session.position() })
    });
    world.game = Some(played);
    Ok(())
}

/// The orders file `found` and the position its game starts from.
pub fn read_game(library: &Library, found: &Found) -> Result<(OrdersFile, Start), String> {
    match found {
        Found::Disk(path) => {
            let file = OrdersFile::load(path).map_err(|e| e.to_string())?;
            let start = umpire_play::load_start(&file.scenario)?;
            Ok((file, start))
        }
        Found::Builtin { path, text } => {
            let folder = Path::new(path).parent().unwrap_or(Path::new(""));
            let file = OrdersFile::parse(text, &found.shown(), folder).map_err(|e| e.to_string())?;
            let name = file.scenario.to_string_lossy().replace('\\', "/");
            let scenario = library.builtin(&name).ok_or_else(|| {
                format!("{}: the scenario {name} is not in the built-in library", found.shown())
            })?;
            let text = scenario.text()?;
            let place = scenario.place();
            let start = umpire_play::start_from_str(&text, &scenario.shown(), &library.reader(&place))
                .map_err(|e| e.to_string())?;
            Ok((file, start))
        }
    }
}

/// Every order of the game played went as recorded: legal, or as its `expect` says.
#[then(expr = "every order goes as recorded")]
fn every_order_as_recorded(world: &mut AcceptanceWorld) -> Outcome {
    let game = world.game_for("every order to go as recorded")?;
    let wrong: Vec<String> = game
        .played
        .iter()
        .filter(|p| !p.as_recorded)
        .map(|p| {
            format!(
                "{} (line {}): {} came to {}",
                p.number.map_or("an opening".to_owned(), |n| format!("order {n}")),
                p.line,
                p.order,
                came_to(&p.outcome)
            )
        })
        .collect();
    if wrong.is_empty() {
        return Ok(());
    }
    Err(format!("expected every order to go as recorded, but:\n  {}", wrong.join("\n  ")))
}

/// Order N of the game (counted from 1 through the file) was legal.
#[then(expr = "order {int} is legal")]
fn order_legal(world: &mut AcceptanceWorld, number: usize) -> Outcome {
    let played = world.order_numbered(number, &format!("order {number} to be legal"))?;
    if played.outcome.is_legal() {
        return Ok(());
    }
    Err(format!(
        "expected order {number} ({}) to be legal, but it was {}",
        played.order,
        came_to(&played.outcome)
    ))
}

/// Order N of the game was refused by the clause.
#[then(regex = r"^order (\d+) is refused by ([A-Z][\w.-]+)$")]
fn order_refused(world: &mut AcceptanceWorld, number: usize, clause: String) -> Outcome {
    let want = format!("order {number} to be refused by {clause}");
    let played = world.order_numbered(number, &want)?;
    if played.outcome.clause() == Some(clause.as_str()) {
        return Ok(());
    }
    Err(format!(
        "expected order {number} ({}) to be refused by {clause}, but it was {}",
        played.order,
        came_to(&played.outcome)
    ))
}

/// Order N of the game spent exactly this (`"3 MP"`, `"2 1/2 MP"`, or `'14"'` for inches).
#[then(expr = "order {int} costs {string}")]
fn order_costs(world: &mut AcceptanceWorld, number: usize, cost: String) -> Outcome {
    let played = world.order_numbered(number, &format!("order {number} to cost {cost}"))?;
    if played.outcome.cost.as_deref() == Some(cost.as_str()) {
        return Ok(());
    }
    Err(format!(
        "expected order {number} ({}) to cost {cost}, but it cost {}",
        played.order,
        played.outcome.cost.as_deref().unwrap_or("nothing")
    ))
}

/// After the game's last order, the unit stands at the place (a hex or box id on a hex map).
#[then(expr = "after the game {string} stands in {word}")]
fn stands_after(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    let want = format!("{unit:?} to stand in {place} after the game");
    let Position::Hex(scenario) = &world.game_for(&want)?.position else {
        return Err(format!(
            "expected {want}, but the game was played on a table (this step is for hex maps)"
        ));
    };
    let found = scenario
        .unit(&unit)
        .ok_or_else(|| format!("expected {want}, but the saved game has no unit {unit:?}"))?;
    let at = scenario.map.location_id(found.at);
    if at == place {
        return Ok(());
    }
    Err(format!("expected {want}, but it stands in {at}"))
}

/// Plays one order, written in full as the ruleset's TOML (as an entry of an orders file holds
/// it), on the scenario loaded: the next orders are judged on the board it leaves.
#[when(expr = "this order is played:")]
fn this_order(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let text = step
        .docstring
        .as_deref()
        .ok_or("this step needs the order below it, between \"\"\" lines")?;
    let order: toml::Table =
        toml::from_str(text).map_err(|e| format!("the order is not TOML: {}", e.message()))?;
    let judged = play_table(world, &order);
    world.judged = Some(judged);
    Ok(())
}

/// Plays `order` on whichever game is loaded; what it came to, as the verdict steps read it.
fn play_table(world: &mut AcceptanceWorld, order: &toml::Table) -> Result<Judged, String> {
    let path: Vec<String> = order
        .get("path")
        .and_then(toml::Value::as_array)
        .map(|items| items.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
        .unwrap_or_default();
    if let Some(strategic) = world.strategic.as_mut() {
        let order: umpire_strategic::Order = read(order, "move", "strategic")?;
        let came = strategic.game.play(&order).map_err(|e| e.to_string())?;
        return Ok(judged(&came, path));
    }
    if let Some(civil_war) = world.civil_war.as_mut() {
        let order: umpire_civil_war::Order = read(order, "move", "civil-war")?;
        let came = civil_war.game.play(&order, &mut civil_war.dice).map_err(|e| e.to_string())?;
        return Ok(judged(&came, path));
    }
    if let Some(minis) = world.minis.as_mut() {
        let order: umpire_minis::Order = read(order, "activate", "minis-dice")?;
        let came = minis.game.play(&order, &mut minis.dice).map_err(|e| e.to_string())?;
        return Ok(judged(&came, path));
    }
    Err("no scenario is loaded: start with a step such as 'Given the strategic scenario \"antwerp.toml\"'".to_owned())
}

/// A phase or a turn begins, in whichever ruleset is loaded: `the reserve phase` or `the
/// operational phase` of the strategic rules (the same side moving), `the next phase` of the
/// Civil War rules, `the next turn` on a table.
#[when(expr = "the {word} phase/turn begins")]
fn phase_begins(world: &mut AcceptanceWorld, which: String) -> Outcome {
    if !["next", "operational", "reserve"].contains(&which.as_str()) {
        return Err(format!("{which:?} is no phase: write next, operational or reserve"));
    }
    let mut order = toml::Table::new();
    if world.minis.is_some() {
        order.insert("order".into(), "next-turn".into());
    } else {
        order.insert("order".into(), "next-phase".into());
        if which != "next" {
            order.insert("phase".into(), which.clone().into());
        }
    }
    let judged = play_table(world, &order)?;
    match &judged.refusal {
        None => Ok(()),
        Some(refusal) => Err(format!("expected the {which} phase to begin, but it is {refusal}")),
    }
}

/// Moves a strategic unit along the places (its start first) across a naval zone on the Troop
/// Convoy marker the player picks, rather than the one the engine would choose.
#[when(regex = r#"^"([^"]+)" takes the "([^"]+)" convoy along (.+)$"#)]
fn takes_convoy(
    world: &mut AcceptanceWorld,
    unit: String,
    convoy: String,
    places: String,
) -> Outcome {
    strategic_move(world, &unit, &places, |order| {
        order.insert("convoys".into(), vec![toml::Value::String(convoy)].into());
    })
}

/// Moves a strategic unit along the places through a canal: the Port-to-Port procedure rather
/// than Hex-to-Hex.
#[when(regex = r#"^"([^"]+)" goes by canal along (.+)$"#)]
fn goes_by_canal(world: &mut AcceptanceWorld, unit: String, places: String) -> Outcome {
    strategic_move(world, &unit, &places, |order| {
        order.insert("procedure".into(), "port-to-port".into());
    })
}

/// A strategic move order with the choices `choose` adds, played.
fn strategic_move(
    world: &mut AcceptanceWorld,
    unit: &str,
    places: &str,
    choose: impl FnOnce(&mut toml::Table),
) -> Outcome {
    if world.strategic.is_none() {
        return Err("no strategic scenario is loaded".to_owned());
    }
    let mut order = toml::Table::new();
    order.insert("unit".into(), unit.into());
    let path: Vec<toml::Value> =
        super::strategic::split_places(places).into_iter().map(toml::Value::String).collect();
    order.insert("path".into(), path.into());
    choose(&mut order);
    world.set_ordered(unit.to_owned());
    world.judged = Some(play_table(world, &order));
    Ok(())
}

/// `order` read as the ruleset's order type.
fn read<T: serde::de::DeserializeOwned>(
    order: &toml::Table,
    kind: &str,
    ruleset: &str,
) -> Result<T, String> {
    umpire_play::read_order(order, kind, ruleset)
        .map_err(|e| format!("the order is not one these rules read: {e}"))
}

/// An outcome as the verdict steps read it.
fn judged(came: &Came, path: Vec<String>) -> Judged {
    let cost = came
        .cost
        .as_deref()
        .and_then(|c| c.strip_suffix(" MP"))
        .and_then(|c| c.parse::<Mp>().ok())
        .unwrap_or(Mp::ZERO);
    Judged {
        step: came.refused.as_ref().map_or(0, |r| r.step),
        refusal: came.refused.as_ref().map(|r| r.refusal.clone()),
        cost,
        stop: came.stop,
        ledger: came.ledger.clone(),
        end: path.last().cloned(),
        path,
    }
}

/// An outcome in words: `legal, 3 MP` or `refused at step 2 by STR-3.1-02: …`.
fn came_to(outcome: &Came) -> String {
    match &outcome.refused {
        None => {
            format!("legal{}", outcome.cost.as_ref().map(|c| format!(", {c}")).unwrap_or_default())
        }
        Some(refused) => format!("refused at step {} by {}", refused.step, refused.refusal),
    }
}
