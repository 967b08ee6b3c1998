//! Strategic moves by sea and canal: the Troop Convoy a player picks, the convoy left in the
//! Used Box, and a canal crossed by the Port-to-Port procedure.

use cucumber::{then, when};

use crate::steps::games::orders::play_table;
use crate::steps::verdict::cites;
use crate::steps::{AcceptanceWorld, Outcome, list, split_places};

/// The last move used a troop convoy, now in its zone's Used Box because of the clause.
#[then(regex = "^the convoy \"([^\"]+)\" is in the Used Box because of ([A-Z][\\w.-]+)$")]
fn convoy_used(world: &mut AcceptanceWorld, convoy: String, clause: String) -> Outcome {
    cites(world, &clause)?;
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
    world.known_strategic_units(&[unit])?;
    let mut order = toml::Table::new();
    order.insert("unit".into(), unit.into());
    let path: Vec<toml::Value> =
        split_places(places).into_iter().map(toml::Value::String).collect();
    order.insert("path".into(), path.into());
    choose(&mut order);
    world.set_ordered(unit.to_owned());
    world.judged = Some(play_table(world, &order));
    Ok(())
}
