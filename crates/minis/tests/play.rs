//! Games of the dice-rolled rules played order by order on scenarios/minis/dice-orders.toml:
//! each order kind read from TOML and played, bad orders keyed as an orders file writes them,
//! refusals that change nothing, per-turn state, saving, and a recorded game over three turns
//! (the recorded game games/minis/command-group.toml).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use umpire_map::{BadOrder, Outcome, ScriptedDice};
use umpire_minis::{
    Activated, Activation, DiceGame, Order, Suppression, TableScenario, TableUnit, load_table,
};

fn game() -> DiceGame<TableScenario> {
    support::table_game("dice-orders.toml")
}

fn order(text: &str) -> Order {
    toml::from_str(text).unwrap()
}

fn unit<'a>(game: &'a DiceGame<TableScenario>, id: &str) -> &'a TableUnit {
    game.units().iter().find(|u| u.id == id).unwrap()
}

fn play(game: &mut DiceGame<TableScenario>, text: &str, rolls: &[u32]) -> Outcome {
    game.play(&order(text), &mut ScriptedDice::new(rolls.iter().copied())).unwrap()
}

/// Plays `text`, which must not be judged: the bad order, and the game unchanged.
fn bad(game: &mut DiceGame<TableScenario>, text: &str, rolls: &[u32]) -> BadOrder {
    let before = game.units().to_vec();
    let bad = game.play(&order(text), &mut ScriptedDice::new(rolls.iter().copied())).unwrap_err();
    assert_eq!(game.units(), before, "{bad}");
    bad
}

/// Plays `text`, which must be refused: its clause, and the game unchanged.
fn refused(game: &mut DiceGame<TableScenario>, text: &str, rolls: &[u32]) -> String {
    let before = game.units().to_vec();
    let outcome = play(game, text, rolls);
    assert_eq!(game.units(), before);
    assert!(outcome.changes.is_empty() && outcome.cost.is_none());
    outcome.clause().unwrap().to_owned()
}

#[test]
fn orders_are_read_from_toml_and_written_back() {
    let activate = order(
        r#"
        order = "activate"
        group = "hq-1"
        chain = 2
        to = [55, 40]
        keep_facing = true
        facing = 90
        units = [{ unit = "panther", stays = true, fire = "AT" }, { unit = "pz-1", via = [[50, 20]], to = [55, 40] }]
        "#,
    );
    let expected = Order::Activate(Activation {
        group: Some("hq-1".into()),
        chain: 2,
        to: [55.0, 40.0],
        keep_facing: true,
        facing: Some(90.0),
        units: vec![
            Activated::staying("panther").firing("AT"),
            Activated { to: Some([55.0, 40.0]), ..Activated::moving("pz-1").via([[50.0, 20.0]]) },
        ],
    });
    assert_eq!(activate, expected);
    let suppress = order("order = \"suppress\"\nunit = \"pz-3\"\nsuppressed = true");
    assert_eq!(suppress, Order::Suppress(Suppression { unit: "pz-3".into(), suppressed: true }));
    assert_eq!(order("order = \"next-turn\""), Order::NextTurn {});
    for written in [activate, suppress, Order::NextTurn {}] {
        let text = toml::to_string(&written).unwrap();
        assert_eq!(order(&text), written, "{text}");
    }
    let unknown = [
        "order = \"next-turn\"\nturns = 2",
        "order = \"suppress\"\nunit = \"a\"\nsuppressed = true\nsupressed = false",
        "order = \"activate\"\nchain = 1\nto = [1, 1]\nunits = []\ndestination = [1, 1]",
        "order = \"activate\"\nchain = 1\nto = [1, 1]\nunits = [{ unit = \"a\", vai = [] }]",
        "order = \"next_turn\"",
    ];
    for text in unknown {
        assert!(toml::from_str::<Order>(text).is_err(), "{text}");
    }
}

#[test]
fn an_activation_moves_the_group_on_one_roll_and_records_the_chain() {
    let mut game = game();
    let outcome = play(
        &mut game,
        r#"
        order = "activate"
        chain = 2
        to = [55, 40]
        units = [{ unit = "panther", stays = true, fire = "AT" }, { unit = "pz-1", fire = "AT" }, { unit = "pz-2" }, { unit = "pz-3" }]
        "#,
        &[3, 4],
    );
    assert!(outcome.is_legal(), "{outcome:?}");
    assert_eq!(outcome.cost.as_deref(), Some("19\""));
    assert_eq!(
        outcome.changes,
        [
            "panther stays",
            "panther fires AT 10D",
            "pz-1 to (52.61, 22.82) facing 7.91°, 17.35\" short",
            "pz-1 fires AT 7D",
            "pz-2 to (55, 23) facing 0°, 17\" short",
            "pz-3 to (57.39, 22.82) facing 352.09°, 17.35\" short",
        ]
    );
    assert!(outcome.stop.is_none());
    let ledger: Vec<String> = outcome.ledger.iter().map(ToString::to_string).collect();
    for line in [
        "step 0: rolled 3, 4: 12\" + 7\" = 19\" (DICE-FIXED-01)",
        "step 0: the group moves at its slowest moving unit's rate (DICE-CMD-01)",
        "step 0: the moving units end within 6\" of each other (DICE-ORDER-09)",
        "step 0: pz-3 now fires AT 7D: a double move: one die fewer (DICE-FIRE-02)",
    ] {
        assert!(ledger.iter().any(|l| l == line), "{line} not in {ledger:#?}");
    }
    assert_eq!(unit(&game, "pz-2").at, [55.0, 23.0]);
    assert_eq!(unit(&game, "pz-2").moved_with, [2]);
    assert!(unit(&game, "panther").moved_with.is_empty());
    assert_eq!(game.fire_now("pz-1", "AT").and_then(Result::ok).map(|f| f.0), Some(7));
    assert_eq!(game.fire_now("panther", "AT").and_then(Result::ok).map(|f| f.0), Some(10));
}

#[test]
fn each_unit_goes_its_own_way_to_the_one_destination() {
    let mut game = game();
    // pz-1 swings out west by (46, 8) and then heads for the shared destination.
    let outcome = play(
        &mut game,
        r#"
        order = "activate"
        chain = 1
        to = [55, 20]
        facing = 90
        units = [{ unit = "pz-1", via = [[46, 8]] }, { unit = "pz-2", to = [55, 20] }]
        "#,
        &[6],
    );
    assert!(outcome.is_legal(), "{outcome:?}");
    assert_eq!(outcome.changes[0], "pz-1 to (49.81, 13.07) facing 36.87°, 8.66\" short");
    assert_eq!(outcome.changes[1], "pz-2 to (55, 16) facing 0°, 4\" short");
    let own = r#"
        order = "activate"
        chain = 1
        to = [55, 30]
        units = [{ unit = "pz-1" }, { unit = "pz-2", to = [60, 30] }]
    "#;
    assert_eq!(refused(&mut game, own, &[6]), "DICE-ORDER-10");
}

#[test]
fn a_unit_that_arrives_takes_the_facing_asked_for_and_halts() {
    let mut game = game();
    let outcome = play(
        &mut game,
        "order = \"activate\"\nchain = 1\nto = [14, 13]\nfacing = 270\nunits = [{ unit = \"panther\" }]",
        &[6],
    );
    assert_eq!(outcome.changes, ["panther to (14, 13) facing 270°, reached"]);
    assert_eq!(outcome.stop.map(|s| s.clause.as_str()), Some("DICE-ORDER-07"));
    assert_eq!((unit(&game, "panther").at, unit(&game, "panther").facing), ([14.0, 13.0], 270.0));
}

#[test]
fn units_of_another_group_or_of_none_are_refused() {
    let mut game = game();
    let two_groups = "order = \"activate\"\nchain = 1\nto = [30, 40]\nunits = [{ unit = \"pz-1\" }, { unit = \"panzer-iv\" }]";
    assert_eq!(refused(&mut game, two_groups, &[6]), "DICE-ORDER-10");
    let named = "order = \"activate\"\ngroup = \"kg-2\"\nchain = 1\nto = [60, 40]\nunits = [{ unit = \"recce\" }, { unit = \"pz-3\", stays = true }]";
    assert_eq!(refused(&mut game, named, &[6]), "DICE-ORDER-10");
    let no_group = "order = \"activate\"\nchain = 1\nto = [10, 30]\nunits = [{ unit = \"panthers\" }, { unit = \"scouts\" }]";
    assert_eq!(refused(&mut game, no_group, &[6]), "DICE-ORDER-10");
    let alone = "order = \"activate\"\nchain = 1\nto = [10, 30]\nunits = [{ unit = \"scouts\" }]";
    assert!(play(&mut game, alone, &[3]).is_legal());
}

#[test]
fn orders_the_rules_forbid_are_refused_and_change_nothing() {
    let mut game = game();
    let activation = |chain: u32, to: &str, units: &str| {
        format!("order = \"activate\"\nchain = {chain}\nto = {to}\nunits = [{units}]")
    };
    let pz1 = "{ unit = \"pz-1\" }";
    assert_eq!(refused(&mut game, &activation(0, "[50, 20]", pz1), &[6]), "DICE-ORDER-03");
    assert_eq!(refused(&mut game, &activation(4, "[50, 20]", pz1), &[6]), "DICE-INTRO-03");
    assert_eq!(refused(&mut game, &activation(1, "[50, 20]", ""), &[6]), "DICE-ORDER-03");
    assert_eq!(refused(&mut game, &activation(1, "[50, 60]", pz1), &[6]), "DICE-ORDER-05");
    let detour = "{ unit = \"pz-1\", via = [[80, 4]] }";
    assert_eq!(refused(&mut game, &activation(1, "[50, 20]", detour), &[6]), "DICE-ORDER-05");
    // Facing north, pz-1 keeps its facing: east is sideways, south is backwards.
    let sideways = activation(1, "[60, 4]", pz1) + "\nkeep_facing = true";
    assert_eq!(refused(&mut game, &sideways, &[6]), "DICE-BACK-02");
    let back_double = activation(2, "[50, 1]", pz1) + "\nkeep_facing = true";
    assert_eq!(refused(&mut game, &back_double, &[6, 6]), "DICE-BACK-03");
    let apart = activation(1, "[30, 40]", "{ unit = \"panther\" }, { unit = \"pz-1\" }");
    let outcome = play(&mut game, &apart, &[1]);
    assert_eq!(outcome.clause(), Some("DICE-ORDER-09"));
    let why = outcome.refused.unwrap().refusal.reason;
    assert!(why.ends_with(": pz-1 ends 29.76\" from the others"), "{why}");
    assert!(outcome.ledger.iter().any(|e| e.to_string().contains("rolled 1: 6\" + 1\" = 7\"")));
    assert!(game.units().iter().all(|u| u.moved_with.is_empty()));
}

#[test]
fn bad_orders_are_keyed_as_an_orders_file_writes_them() {
    let mut game = game();
    let activation = |rest: &str| format!("order = \"activate\"\nchain = 1\n{rest}");
    let cases: [(&str, &[u32], &str, Option<&str>); 11] = [
        (
            "to = [55, 40]\nunits = [{ unit = \"pz-1\" }, { unit = \"pz-4\" }]",
            &[6],
            "units[1].unit",
            Some("pz-1"),
        ),
        ("to = [nan, 40]\nunits = [{ unit = \"pz-1\" }]", &[6], "to", None),
        (
            "to = [55, 40]\nunits = [{ unit = \"pz-1\", via = [[1, 2], [inf, 3]] }]",
            &[6],
            "units[0].via[1]",
            None,
        ),
        ("to = [55, 40]\nunits = [{ unit = \"pz-1\", to = [1, nan] }]", &[6], "units[0].to", None),
        ("to = [55, 40]\nfacing = inf\nunits = [{ unit = \"pz-1\" }]", &[6], "facing", None),
        (
            "to = [55, 40]\ngroup = \"hq1\"\nunits = [{ unit = \"pz-1\" }]",
            &[6],
            "group",
            Some("hq-1"),
        ),
        (
            "to = [55, 40]\nunits = [{ unit = \"pz-1\", fire = \"TA\" }]",
            &[6],
            "units[0].fire",
            Some("AT"),
        ),
        (
            "to = [55, 40]\nunits = [{ unit = \"pz-1\" }, { unit = \"pz-1\" }]",
            &[6],
            "units[1].unit",
            None,
        ),
        (
            "to = [55, 40]\nunits = [{ unit = \"pz-1\", stays = true, via = [[1, 1]] }]",
            &[6],
            "units[0].via",
            None,
        ),
        ("to = [55, 40]\nunits = [{ unit = \"pz-1\" }]", &[], "dice", None),
        ("to = [55, 40]\nunits = [{ unit = \"pz-1\" }]", &[7], "dice", None),
    ];
    for (rest, rolls, key, suggestion) in cases {
        let bad = bad(&mut game, &activation(rest), rolls);
        assert_eq!((bad.key.as_str(), bad.suggestion.as_deref()), (key, suggestion), "{bad}");
    }
    let double = bad(
        &mut game,
        &activation("to = [55, 40]\nunits = [{ unit = \"pz-1\" }]")
            .replace("chain = 1", "chain = 2"),
        &[3],
    );
    assert_eq!(
        double.to_string(),
        "dice: the scripted dice ran out after 1 roll(s): script one more roll"
    );
    let suppress =
        bad(&mut game, "order = \"suppress\"\nunit = \"pnther\"\nsuppressed = true", &[]);
    assert_eq!(
        suppress.to_string(),
        "unit: no unit \"pnther\" on this table — did you mean \"panther\"?"
    );
}

#[test]
fn suppression_is_stated_and_sets_the_rate() {
    let mut game = game();
    let move_panthers =
        "order = \"activate\"\nchain = 1\nto = [40, 40]\nunits = [{ unit = \"panthers\" }]";
    // Max's Panther platoon is suppressed: 1D only (DICE-SUPP-02).
    let suppressed = play(&mut game.clone(), move_panthers, &[4]);
    assert_eq!(suppressed.cost.as_deref(), Some("4\""));
    let lift =
        play(&mut game, "order = \"suppress\"\nunit = \"panthers\"\nsuppressed = false", &[]);
    assert_eq!(lift.changes, ["panthers no longer suppressed"]);
    assert_eq!(lift.ledger[0].line.clause.as_str(), "DICE-SUPP-03");
    // After a Remove Unit Suppression order: 6" + 1D (DICE-SUPP-03).
    assert_eq!(play(&mut game, move_panthers, &[4]).cost.as_deref(), Some("10\""));
    let again =
        play(&mut game, "order = \"suppress\"\nunit = \"panthers\"\nsuppressed = false", &[]);
    assert!(again.is_legal() && again.changes.is_empty());
    let hit = play(&mut game, "order = \"suppress\"\nunit = \"pz-1\"\nsuppressed = true", &[]);
    assert_eq!(hit.changes, ["pz-1 suppressed"]);
    assert!(unit(&game, "pz-1").suppressed);
}

#[test]
fn a_new_turn_clears_the_chains_and_keeps_places_facings_and_suppression() {
    let mut game = game();
    play(&mut game, "order = \"suppress\"\nunit = \"pz-3\"\nsuppressed = true", &[]);
    let triple = "order = \"activate\"\nchain = 3\nto = [55, 40]\nunits = [{ unit = \"pz-1\" }, { unit = \"pz-2\" }, { unit = \"pz-3\" }]";
    assert_eq!(play(&mut game, triple, &[1, 1, 1]).cost.as_deref(), Some("3\""));
    assert_eq!(game.fire_now("pz-1", "AT").and_then(Result::ok).map(|f| f.0), Some(6));
    let before = game.units().to_vec();
    let outcome = play(&mut game, "order = \"next-turn\"", &[]);
    assert_eq!(game.turn(), 2);
    assert_eq!(outcome.changes[0], "turn 2 begins");
    assert!(outcome.changes.contains(&"pz-1 fires at full strength again".to_owned()));
    assert_eq!(outcome.ledger[0].line.clause.as_str(), "DICE-ORDER-11");
    for (now, then) in game.units().iter().zip(&before) {
        assert_eq!((now.at, now.facing, now.suppressed), (then.at, then.facing, then.suppressed));
        assert!(now.moved_with.is_empty());
    }
    assert_eq!(game.fire_now("pz-1", "AT").and_then(Result::ok).map(|f| f.0), Some(8));
    assert!(unit(&game, "pz-3").suppressed);
}

#[test]
fn a_unit_may_be_activated_again_in_a_turn_and_keeps_its_heaviest_penalty() {
    let mut game = game();
    let go = |chain: u32| {
        format!(
            "order = \"activate\"\nchain = {chain}\nto = [50, 40]\nunits = [{{ unit = \"pz-1\" }}]"
        )
    };
    assert!(play(&mut game, &go(2), &[1, 1]).is_legal());
    assert!(play(&mut game, &go(1), &[1]).is_legal());
    assert_eq!(unit(&game, "pz-1").moved_with, [2, 1]);
    assert_eq!(unit(&game, "pz-1").at, [50.0, 25.0]);
    assert_eq!(
        game.fire_now("pz-1", "AT").and_then(Result::ok).map(|(d, c)| (d, c.clause.as_str())),
        Some((7, "DICE-FIRE-02"))
    );
}

#[test]
fn an_activation_of_units_that_all_stay_rolls_nothing() {
    let mut game = game();
    let outcome = play(
        &mut game,
        "order = \"activate\"\nchain = 1\nto = [55, 40]\nunits = [{ unit = \"panther\", stays = true, fire = \"AT\" }]",
        &[],
    );
    assert_eq!(outcome.changes, ["panther stays", "panther fires AT 10D"]);
    assert!(outcome.cost.is_none());
}

/// What one entry of a recorded game expects, as the orders file writes it.
#[derive(Debug)]
struct Expect {
    verdict: String,
    cost: Option<String>,
    stop: Option<String>,
}

/// The orders of games/minis/command-group.toml in play order (phase openings included), each with its
/// rolls and what it expects.
fn recorded() -> Vec<(Order, Vec<u32>, Option<Expect>)> {
    let file: toml::Table =
        toml::from_str(include_str!("../../../games/minis/command-group.toml")).unwrap();
    let mut orders = Vec::new();
    for phase in file["phases"].as_array().unwrap() {
        let mut phase = phase.as_table().unwrap().clone();
        phase.remove("title");
        let entries = phase.remove("orders").unwrap();
        if !phase.is_empty() {
            orders.push((toml::Value::Table(phase).try_into().unwrap(), Vec::new(), None));
        }
        for entry in entries.as_array().unwrap() {
            let mut entry = entry.as_table().unwrap().clone();
            entry.remove("note");
            let rolls = entry.remove("rolls").map_or_else(Vec::new, |r| r.try_into().unwrap());
            let expect = match entry.remove("expect").unwrap() {
                toml::Value::String(verdict) => Expect { verdict, cost: None, stop: None },
                toml::Value::Table(t) => Expect {
                    verdict: t["verdict"].as_str().unwrap().to_owned(),
                    cost: t.get("cost").map(|c| c.as_str().unwrap().to_owned()),
                    stop: t.get("stop").map(|c| c.as_str().unwrap().to_owned()),
                },
                other => panic!("{other}"),
            };
            orders.push((toml::Value::Table(entry).try_into().unwrap(), rolls, Some(expect)));
        }
    }
    orders
}

/// Where a unit stands, to the hundredth: its id, place, facing, chains moved with this turn
/// and suppression.
type Standing<'a> = (&'a str, [f64; 2], f64, &'a [u32], bool);

#[test]
fn the_recorded_game_plays_as_recorded() {
    let mut game = game();
    let orders = recorded();
    assert_eq!(orders.len(), 9);
    for (i, (order, rolls, expect)) in orders.iter().enumerate() {
        let before = game.units().to_vec();
        let outcome = game.play(order, &mut ScriptedDice::new(rolls.iter().copied())).unwrap();
        let Some(expect) = expect else {
            assert!(outcome.is_legal());
            continue;
        };
        let verdict = outcome.clause().unwrap_or("legal");
        assert_eq!(verdict, expect.verdict, "order {i}: {outcome:#?}");
        if !outcome.is_legal() {
            assert_eq!(game.units(), before, "order {i}");
        }
        if let Some(cost) = &expect.cost {
            assert_eq!(outcome.cost.as_ref(), Some(cost), "order {i}");
        }
        if let Some(stop) = &expect.stop {
            let got = outcome.stop.map_or("none", |s| s.clause.as_str());
            assert_eq!(got, stop, "order {i}");
        }
    }
    assert_eq!(game.turn(), 3);
    let end: Vec<Standing> = game.units()[1..5]
        .iter()
        .map(|u| {
            let round = |v: f64| (v * 100.0).round() / 100.0;
            (
                u.id.as_str(),
                [round(u.at[0]), round(u.at[1])],
                round(u.facing),
                &u.moved_with[..],
                u.suppressed,
            )
        })
        .collect();
    assert_eq!(
        end,
        [
            ("panther", [14.0, 4.0], 0.0, &[][..], false),
            ("pz-1", [54.95, 39.66], 7.91, &[1][..], false),
            ("pz-2", [55.0, 40.0], 0.0, &[1][..], false),
            ("pz-3", [55.05, 39.66], 352.09, &[1][..], false),
        ]
    );
    // Saved, written and read back, the game stands where it was.
    let text = game.save().to_toml().unwrap();
    let loaded = DiceGame::new(load_table(&text, "saved.toml").unwrap()).unwrap();
    assert_eq!((loaded.units(), loaded.turn()), (game.units(), 3));
}

#[test]
fn a_weapon_left_at_0d_cannot_fire_and_the_order_is_refused_by_its_clause() {
    let mut game = game();
    // The M4's HE is 1D: a double move leaves it 0D. Ordered to fire it, nothing moves.
    let he = "order = \"activate\"\nchain = 2\nto = [35, 30]\nunits = [{ unit = \"m4\", fire = \"HE\" }]";
    let before = game.units().to_vec();
    let outcome = play(&mut game, he, &[]);
    let refusal = &outcome.refused.as_ref().unwrap().refusal;
    assert_eq!(refusal.clause.as_str(), "DICE-FIRE-02");
    assert!(refusal.reason.contains("m4's HE") && refusal.reason.contains("0D"), "{refusal}");
    assert_eq!(game.units(), before);
    // Firing its AT (6D - 1D = 5D) it moves, and the ledger says the HE cannot fire.
    let at = he.replace("HE", "AT");
    let outcome = play(&mut game, &at, &[1, 1]);
    assert!(outcome.is_legal(), "{outcome:?}");
    assert!(outcome.changes.contains(&"m4 fires AT 5D".to_owned()), "{:?}", outcome.changes);
    let ledger: Vec<String> = outcome.ledger.iter().map(ToString::to_string).collect();
    assert!(
        ledger.iter().any(|l| l.contains("m4 cannot fire HE now") && l.ends_with("(DICE-FIRE-02)")),
        "{ledger:#?}"
    );
    let now = game.fire_now("m4", "HE").unwrap();
    assert_eq!(now.map_err(|r| r.clause.as_str().to_owned()), Err("DICE-FIRE-02".to_owned()));
    // Staying later in the turn, it still cannot fire the HE.
    let stays = "order = \"activate\"\nchain = 1\nto = [35, 30]\nunits = [{ unit = \"m4\", stays = true, fire = \"HE\" }]";
    assert_eq!(refused(&mut game, stays, &[]), "DICE-FIRE-02");
    // A new turn: it fires the HE again.
    play(&mut game, "order = \"next-turn\"", &[]);
    let outcome = play(&mut game, stays, &[]);
    assert!(outcome.changes.contains(&"m4 fires HE 1D".to_owned()), "{:?}", outcome.changes);
}
