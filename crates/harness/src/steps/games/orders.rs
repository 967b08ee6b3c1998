//! Orders written out in full: one order of any ruleset given as its TOML, as an orders file
//! writes it, and a new phase or turn begun as the orders that open it say.

use cucumber::gherkin::Step;
use cucumber::when;
use umpire_map::{Mp, Outcome as Came};

use crate::steps::verdict::Judged;
use crate::steps::{AcceptanceWorld, Outcome};

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
pub(crate) fn play_table(
    world: &mut AcceptanceWorld,
    order: &toml::Table,
) -> Result<Judged, String> {
    let path: Vec<String> = order
        .get("path")
        .and_then(toml::Value::as_array)
        .map(|items| items.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
        .unwrap_or_default();
    if let Some(strategic) = world.strategic.as_mut() {
        let order: umpire_strategic::Order = read(order, "move", "strategic")?;
        // What the order did on the board, for the steps that read the last move's record.
        let before = strategic.game.log().len();
        strategic.last_record = Some(None);
        let came = strategic.game.play(&order).map_err(|e| e.to_string())?;
        let log = strategic.game.log();
        strategic.last_record = Some(log.last().filter(|_| log.len() > before).cloned());
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
