//! More Civil War steps (group d): see [`super::civil_war`] for the common ones. These serve the
//! water transport and amphibious assault features: what one carried unit pays to embark and
//! land, a voyage with no destination, where the units aboard a transport are bound, and the
//! loss factor of an assault whatever its outcome.

use cucumber::{then, when};
use umpire::civil_war::Voyage;
use umpire::map::{Entry, Line, Mp};

use super::verdict::Judged;
#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};

fn ids(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Judges `voyage` and records the verdict; its cost is the MP `payer` spent embarking and
/// landing (zero when it is refused, or `payer` is `None`).
fn judge(world: &mut AcceptanceWorld, voyage: &Voyage, payer: Option<&str>) -> Outcome {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    let result = game
        .check_voyage(voyage)
        .map(|v| {
            let cost = payer
                .and_then(|p| v.cargo_mp.iter().find(|(id, _)| id == p))
                .map_or(Mp::ZERO, |(_, mp)| *mp);
            Judged {
                step: 0,
                refusal: v.refusal,
                cost,
                stop: None,
                ledger: v
                    .citations
                    .iter()
                    .map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) })
                    .collect(),
                path: Vec::new(),
                end: None,
            }
        })
        .map_err(|e| e.to_string());
    world.judged = Some(result);
    Ok(())
}

/// One unit goes by water on a transport, perhaps with others (`with "b" and "c"`), along the
/// transport's path, landing in a hex or bound for one: "the move costs N MP" then reads the MP
/// that unit spent embarking (nothing if it was aboard already) and landing.
#[when(
    regex = "^\"([^\"]+)\" travels aboard \"([^\"]+)\"(?: with (.+?))? along (.+), (landing in|bound for) (\\w+)$"
)]
fn travels_aboard(
    world: &mut AcceptanceWorld,
    unit: String,
    transport: String,
    others: String,
    path: String,
    how: String,
    hex: String,
) -> Outcome {
    let mut cargo = vec![unit.clone()];
    cargo.extend(quoted(&others));
    let voyage = Voyage {
        transport: Some(transport),
        cargo,
        path: ids(&path),
        land_in: (how == "landing in").then(|| hex.clone()),
        destination: (how == "bound for").then_some(hex),
    };
    judge(world, &voyage, Some(&unit))
}

/// A transport carries units along its path and they stay embarked, with no destination
/// declared.
#[when(
    regex = "^\"([^\"]+)\" carries (.+?) along (.+) and they stay embarked with no destination$"
)]
fn no_destination(
    world: &mut AcceptanceWorld,
    transport: String,
    cargo: String,
    path: String,
) -> Outcome {
    let voyage = Voyage {
        transport: Some(transport),
        cargo: quoted(&cargo),
        path: ids(&path),
        land_in: None,
        destination: None,
    };
    judge(world, &voyage, None)
}

/// Every unit embarked on the transport is bound for the hex (its declared voyage destination).
#[then(regex = "^the units aboard \"([^\"]+)\" are bound for (\\w+)$")]
fn bound_for(world: &mut AcceptanceWorld, transport: String, hex: String) -> Outcome {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    let aboard: Vec<_> = game
        .situation()
        .units
        .iter()
        .filter(|u| u.embarked_on.as_deref() == Some(transport.as_str()))
        .collect();
    if aboard.is_empty() {
        return Err(format!("no unit is aboard {transport}"));
    }
    for unit in aboard {
        let bound = unit.voyage_destination.map(|h| game.map().hex_id(h));
        if bound.as_deref() != Some(hex.as_str()) {
            return Err(format!(
                "{} is bound for {}, not {hex}",
                unit.id,
                bound.as_deref().unwrap_or("nowhere")
            ));
        }
    }
    Ok(())
}

/// The last amphibious assault multiplies the attacker's losses by this factor, whether the
/// force landed or stayed embarked.
#[then(regex = r"^the assaulting force's losses are multiplied by (\d+)$")]
fn loss_factor(world: &mut AcceptanceWorld, factor: u32) -> Outcome {
    let civil_war = world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?;
    match civil_war.assault {
        Some((_, _, f)) if f == factor => Ok(()),
        Some((_, _, f)) => Err(format!("the attacker's losses are multiplied by {f}")),
        None => Err("no assault was made".to_owned()),
    }
}

/// The last move's ledger does not cite the clause (legal or not).
#[then(regex = r"^the ledger does not cite ([A-Z][\w.-]+)$")]
fn ledger_lacks(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let judged = world.judged()?;
    match judged.ledger.iter().find(|e| e.line.clause.as_str() == clause) {
        None => Ok(()),
        Some(entry) => Err(format!("the ledger cites {clause}: {entry}")),
    }
}
