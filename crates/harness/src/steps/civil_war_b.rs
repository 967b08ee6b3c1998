//! More Civil War steps (group b): see [`super::civil_war`] for the common ones. These serve the
//! rail features (`features/civil-war/rail*.feature`): a rail order worded so that it cannot be
//! mistaken for the strategic game's `"unit" moves …`, and what a rail move cost its side.

use cucumber::{then, when};
use umpire_civil_war::{Mode, MoveOptions, MoveVerdict};
use umpire_map::Verdict;

use super::verdict::Judged;
#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};

fn rail_path(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

/// Orders a rail move (the same order as `"unit" moves by rail …`): hexes, with `entrain` and
/// `detrain` where the unit boards and leaves the train (`0101, entrain, 0201, 0301, detrain,
/// 0302`); `… and stays entrained, bound for 3001 in phase 3` leaves it on the rails with that
/// destination and ETA. A legal move is made: the next order sees the board it left.
#[when(
    regex = "^\"([^\"]+)\" goes by rail (.+?)(?: and stays entrained, bound for (\\w+) in phase (\\d+))?$"
)]
fn goes_by_rail(
    world: &mut AcceptanceWorld,
    unit: String,
    path: String,
    bound: String,
    eta: String,
) -> Outcome {
    world.set_ordered(unit.clone());
    let ids = rail_path(&path);
    let civil_war = world.civil_war.as_mut().ok_or(
        "no Civil War scenario is loaded: start with 'Given the Civil War scenario \"rail.toml\"'",
    )?;
    let stay = if bound.is_empty() {
        None
    } else {
        let hex = civil_war.game.map().parse_hex(&bound).map_err(|e| e.to_string())?;
        Some((hex, eta.parse().map_err(|e| format!("{eta:?}: {e}"))?))
    };
    let options = MoveOptions { mode: Mode::Rail, stay_entrained: stay, ..MoveOptions::default() };
    let game = &mut civil_war.game;
    let judged = match game.apply(&unit, &ids, &options, &mut civil_war.dice) {
        Ok((verdict, _)) => {
            let MoveVerdict::Land(land) = &verdict else {
                return Err(format!("{unit}'s rail order was judged as a water move"));
            };
            let end = land.route().places.last().map(|p| game.map().location_id((*p).into()));
            Ok(Judged {
                step: match land {
                    Verdict::Illegal { step, .. } => *step,
                    Verdict::Legal(_) => 0,
                },
                refusal: verdict.refusal().cloned(),
                cost: verdict.cost(),
                stop: verdict.stop(),
                ledger: verdict.ledger().to_vec(),
                path: ids,
                end,
            })
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged);
    Ok(())
}

/// The last move was legal, was made, and charged its side this many rail transport points,
/// its ledger citing the clause that sets the price (`ACW-RAIL-09` per strength point,
/// `ACW-RAIL-10` per supply point, `ACW-RAIL-36` for a train, `ACW-RAIL-38` for a Leader or HQ).
#[then(
    regex = r"^the move costs the (union|confederate) side (\d+) rail transport points? because of ([A-Z][\w.-]+)$"
)]
fn rail_points(world: &mut AcceptanceWorld, side: String, points: u32, clause: String) -> Outcome {
    let want = format!("the move to cost the {side} side {points} rail transport points");
    let judged = world.judged_for(&want)?;
    if let Some(refusal) = &judged.refusal {
        return Err(format!("expected {want}, but step {} was {refusal}", judged.step));
    }
    super::verdict::cites(world, &clause)?;
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    let record =
        game.log().last().ok_or_else(|| format!("expected {want}, but no move has been made"))?;
    let unit_side = game.situation().unit(&record.unit).map(|u| u.side.clone()).unwrap_or_default();
    if unit_side != side {
        return Err(format!(
            "expected {want}, but the move was made by {:?}, a {unit_side} unit",
            record.unit
        ));
    }
    if record.rail_capacity == points {
        Ok(())
    } else {
        Err(format!("expected {want}, but it cost them {}", record.rail_capacity))
    }
}
