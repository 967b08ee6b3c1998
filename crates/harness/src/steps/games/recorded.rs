//! Recorded games: a whole orders file played with the errata in force, and what each order came
//! to (legal, refused by a clause, what it cost), and where a unit stands after the game.

use std::sync::Arc;

use cucumber::{then, when};
use umpire_play::{PlayOptions, Position, Session};

use super::{Game, came_to, read_game};
use crate::steps::{AcceptanceWorld, Outcome};

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
    let outcome = Err(format!(
        "expected order {number} ({}) to be refused by {clause}, but it was {}",
        played.order,
        came_to(&played.outcome)
    ));
    world.about_clause(&clause, outcome)
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
