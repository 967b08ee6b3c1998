//! Games played as orders (`Game::play`): each order on the board the last one left, refused
//! orders changing nothing, bad orders naming their key, and saved games loading again.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_map::{BadOrder, Outcome};
use umpire_scenario::{Scenario, ScenarioMap};
use umpire_strategic::{Elimination, Game, Order, Procedure, Weather};

fn scenario(file: &str) -> Scenario {
    let path = format!("{}/../../scenarios/strategic/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    umpire_scenario::load_str(&text, file).unwrap_or_else(|e| panic!("{e}"))
}

fn game(file: &str) -> Game<ScenarioMap> {
    Game::new(&scenario(file)).unwrap_or_else(|e| panic!("{e}"))
}

fn order(text: &str) -> Order {
    toml::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A move order of `unit` along `path`, with extra keys.
fn go(unit: &str, path: &[&str], extra: &str) -> Order {
    let path: Vec<String> = path.iter().map(|p| format!("{p:?}")).collect();
    order(&format!("order = \"move\"\nunit = {unit:?}\npath = [{}]\n{extra}", path.join(", ")))
}

/// Plays `order`; a refused order must leave the situation as it was.
fn play(game: &mut Game<ScenarioMap>, order: &Order) -> Outcome {
    let before = game.situation().clone();
    let outcome = game.play(order).unwrap_or_else(|bad| panic!("{order:?}: {bad}"));
    if !outcome.is_legal() {
        // Only an HQ that prevented an overrun is remembered (3.2).
        let mut now = game.situation().clone();
        now.hq_prevented.clone_from(&before.hq_prevented);
        assert_eq!(now, before, "a refused order changed the game: {order:?}");
    }
    outcome
}

/// Plays `order`, which must be a bad order, and leaves the game as it was.
fn bad(game: &mut Game<ScenarioMap>, order: &Order) -> BadOrder {
    let before = game.situation().clone();
    let bad = game.play(order).expect_err("a bad order");
    assert_eq!(game.situation(), &before, "a bad order changed the game");
    bad
}

fn legal(outcome: &Outcome, cost: &str, stop: Option<&str>) {
    assert!(outcome.is_legal(), "{:?}", outcome.refused);
    assert_eq!(outcome.cost.as_deref(), Some(cost));
    assert_eq!(outcome.stop.as_ref().map(|s| s.clause.as_str()), stop);
}

fn refused(outcome: &Outcome, step: usize, clause: &str) {
    let refused = outcome.refused.as_ref().expect("refused");
    assert_eq!((refused.step, refused.refusal.clause.as_str()), (step, clause), "{refused:?}");
}

fn next_phase(phase: &str, side: &str) -> Order {
    order(&format!("order = \"next-phase\"\nphase = {phase:?}\nside = {side:?}"))
}

#[test]
fn the_antwerp_overruns_played_as_orders() {
    let mut game = game("antwerp.toml");
    // 1P cannot go through Calais into Amiens: Calais lies in two British zones of control.
    let outcome = play(&mut game, &go("1p", &["w3718", "w3717", "w3617"], ""));
    refused(&outcome, 2, "STR-3.2-09");
    assert!(outcome.ledger.iter().all(|e| e.step == 1), "the ledger up to the refused step");
    assert!(!outcome.ledger.is_empty());
    // 3P cannot overrun the BEF across the river.
    refused(&play(&mut game, &go("3p", &["w3619", "w3518"], "")), 1, "STR-3.2-17");
    // The infantry from w3619 stops in Calais and negates the zones of control there.
    let outcome = play(&mut game, &go("inf-w3619", &["w3619", "w3718", "w3717"], ""));
    legal(&outcome, "2 MP", Some("STR-3.1-03"));
    assert_eq!(outcome.changes, ["inf-w3619 to w3717"]);
    // 1P goes through Calais and overruns the armor in Amiens.
    let outcome = play(&mut game, &go("1p", &["w3718", "w3717", "w3617"], ""));
    legal(&outcome, "2 MP", Some("STR-3.2-09"));
    assert_eq!(outcome.changes, ["1p to w3617", "british-armor eliminated: force pool"]);
    assert!(outcome.ledger.iter().any(|e| e.step == 2 && e.line.clause.as_str() == "STR-3.2-10"));
    // The second infantry unit goes on to Reims and stops.
    let outcome = play(&mut game, &go("inf-antwerp", &["w3718", "w3717", "w3617", "w3517"], ""));
    legal(&outcome, "3 MP", Some("STR-3.1-03"));
    // 2P overruns the BEF in Verdun.
    let outcome = play(&mut game, &go("2p", &["w3718", "w3717", "w3617", "w3517", "w3518"], ""));
    legal(&outcome, "4 MP", Some("STR-3.2-09"));
    assert_eq!(outcome.changes, ["2p to w3518", "bef eliminated: force pool"]);
    // 1P has made its move this phase.
    refused(&play(&mut game, &go("1p", &["w3617", "w3516"], "")), 0, "STR-3.1-02");

    // The Reserve Movement Phase: the board carries over, the moves start afresh.
    let outcome = play(&mut game, &next_phase("reserve", "axis"));
    assert_eq!(outcome.changes, ["phase: reserve, Axis moving"]);
    let situation = game.situation();
    assert!(situation.units.iter().all(|u| u.moved.is_none()));
    assert_eq!(situation.unit("bef").unwrap().eliminated, Some(Elimination::ForcePool));
    assert_eq!(situation.unit("2p").unwrap().at, Some(game.parse_place("w3518", "").unwrap()));
    // No overrun in the Reserve Movement Phase.
    refused(&play(&mut game, &go("3p", &["w3619", "w3618"], "")), 1, "STR-3.2-15");
    // 3P crosses the river to join 2P in Verdun (1 + 1 MP): 2P negates the 1st Army's zone.
    legal(&play(&mut game, &go("3p", &["w3619", "w3518"], "")), "2 MP", None);
    // 1P moved last phase and may move again now.
    legal(&play(&mut game, &go("1p", &["w3617", "w3516"], "")), "1 MP", None);
    // A British unit may not move in the Axis phase.
    refused(&play(&mut game, &go("1st-army", &["w3618", "w3619"], "")), 0, "STR-3-01");
    // The BEF is gone.
    let error = bad(&mut game, &go("bef", &["w3518", "w3517"], ""));
    assert_eq!(error.key, "unit");
}

#[test]
fn a_convoy_chain_through_suez_and_the_canal_in_the_next_phase() {
    let mut game = game("s312-suez.toml");
    // Alexandria → Port Said (eastern-med convoy) → the canal → Suez → Port Sudan (red-sea
    // convoy): one Port-to-Port move, its whole MA.
    let chain = go(
        "british-infantry",
        &["e0912", "e1213", "e1312", "e1415"],
        "convoys = [\"british-eastern-med\", \"british-red-sea\"]",
    );
    let outcome = play(&mut game, &chain);
    legal(&outcome, "4 MP", Some("STR-3.1.2-08"));
    assert_eq!(
        outcome.changes,
        [
            "british-infantry to e1415",
            "convoy british-eastern-med to its Used Box",
            "convoy british-red-sea to its Used Box",
            "Suez canal used: 1 of 1 this phase",
        ]
    );
    // The canal has carried its one unit this phase.
    let canal = go("port-said-infantry", &["e1213", "e1312"], "procedure = \"port-to-port\"");
    refused(&play(&mut game, &canal), 1, "STR-3.1.2-36");
    // The eastern-med convoy is in its Used Box.
    let back =
        go("second-port-said-infantry", &["e1213", "e0912"], "convoys = [\"british-eastern-med\"]");
    refused(&play(&mut game, &back), 1, "STR-3.1.2-14");

    let outcome = play(&mut game, &next_phase("reserve", "western"));
    assert!(outcome.is_legal());
    assert!(game.situation().canal_uses.is_empty());
    assert!(game.situation().convoys.iter().all(|c| c.used), "convoys stay in their Used Boxes");
    // The canal carries a unit again; walking across the lake hexside is no way through.
    let outcome = play(&mut game, &canal);
    legal(&outcome, "4 MP", None);
    assert_eq!(
        outcome.changes,
        ["port-said-infantry to e1312", "Suez canal used: 1 of 1 this phase"]
    );
    let walk = go("second-port-said-infantry", &["e1213", "e1312"], "procedure = \"hex-to-hex\"");
    refused(&play(&mut game, &walk), 1, "STR-3.1.1-03");
    let canal =
        go("second-port-said-infantry", &["e1213", "e1312"], "procedure = \"port-to-port\"");
    refused(&play(&mut game, &canal), 1, "STR-3.1.2-36");
    // A convoy of another naval zone cannot carry it; a used one is still used.
    let wrong =
        go("second-port-said-infantry", &["e1213", "e0912"], "convoys = [\"british-red-sea\"]");
    refused(&play(&mut game, &wrong), 1, "STR-3.1.2-02");
    let used = go("british-infantry", &["e1415", "e1312"], "convoys = [\"british-red-sea\"]");
    refused(&play(&mut game, &used), 1, "STR-3.1.2-14");
}

#[test]
fn the_procedure_chosen_decides_between_walking_and_the_canal() {
    // Suez without its lake hexside: Port Said and Suez are neighbours a unit may walk between.
    let path = format!("{}/../../scenarios/strategic/s312-suez.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let lake = "[[map.hexsides]]\nbetween = [\"e1213\", \"e1312\"]\nfeatures = [\"lake\"]\n";
    assert!(text.contains(lake));
    let source = umpire_scenario::load_str(&text.replace(lake, ""), "suez-walk.toml").unwrap();
    let fresh = Game::new(&source).unwrap();

    // No procedure: the cheapest way, a 1 MP walk; the canal is not used.
    let mut game = fresh.clone();
    let outcome = play(&mut game, &go("port-said-infantry", &["e1213", "e1312"], ""));
    legal(&outcome, "1 MP", None);
    assert_eq!(
        game.situation().unit("port-said-infantry").unwrap().moved,
        Some(Procedure::HexToHex)
    );
    assert!(game.situation().canal_uses.is_empty());

    // Port-to-Port chosen: through the canal, the whole MA.
    let mut game = fresh.clone();
    let by_canal = go("port-said-infantry", &["e1213", "e1312"], "procedure = \"port-to-port\"");
    let outcome = play(&mut game, &by_canal);
    legal(&outcome, "4 MP", None);
    assert_eq!(
        game.situation().unit("port-said-infantry").unwrap().moved,
        Some(Procedure::PortToPort)
    );
    assert_eq!(game.situation().canal_uses.get("suez"), Some(&1));
    // The canal is spent; the second unit may still walk, but not by canal.
    let second = |procedure: &str| {
        go("second-port-said-infantry", &["e1213", "e1312"], &format!("procedure = {procedure:?}"))
    };
    refused(&play(&mut game, &second("port-to-port")), 1, "STR-3.1.2-36");
    legal(&play(&mut game, &second("hex-to-hex")), "1 MP", None);

    // Off-Map Box to Off-Map Box from a hex is no such move.
    let mut game = fresh;
    refused(&play(&mut game, &second("box-to-box")), 1, "STR-3.1.3-01");
}

#[test]
fn one_procedure_per_phase_when_the_order_chooses_another() {
    let mut game = game("s312-kiel.toml");
    let canal = go("german-infantry", &["w4023", "w3922"], "procedure = \"port-to-port\"");
    legal(&play(&mut game, &canal), "3 MP", None);
    let again = go("german-infantry", &["w3922", "w3821"], "procedure = \"hex-to-hex\"");
    refused(&play(&mut game, &again), 0, "STR-3.1.4-01");
    // By the same procedure, with no other unit begun moving since, the canal move goes on
    // across a naval zone (3.1, STR-3.1.2-37): its whole MA is spent already.
    let same = go("german-infantry", &["w3922", "w3821"], "procedure = \"port-to-port\"");
    let outcome = play(&mut game, &same);
    legal(&outcome, "0 MP", Some("STR-3.1.2-08"));
    let cites = |clause: &str| outcome.ledger.iter().any(|e| e.line.clause.as_str() == clause);
    assert!(cites("STR-3.1-02") && cites("STR-3.1.2-37"), "{:?}", outcome.ledger);
    assert_eq!(
        outcome.changes,
        ["german-infantry to w3821", "convoy german-north-sea to its Used Box"]
    );
    // A rule stopped it there: a further order is refused by that stop.
    let on = go("german-infantry", &["w3821", "w3922"], "procedure = \"port-to-port\"");
    refused(&play(&mut game, &on), 0, "STR-3.1.2-08");
}

#[test]
fn named_convoys_are_held_to_capacity_and_count() {
    let mut game = game("s312-atlantic.toml");
    let two_step = go("british-two-step", &["w4014", "w3517"], "convoys = [\"british-north-sea\"]");
    refused(&play(&mut game, &two_step), 1, "STR-3.1.2-13");
    let extra = go(
        "british-infantry",
        &["w4014", "w3517"],
        "convoys = [\"british-north-sea\", \"british-north-sea\"]",
    );
    assert_eq!(bad(&mut game, &extra).key, "convoys[1]");
    let outcome = play(
        &mut game,
        &go("british-infantry", &["w4014", "w3517"], "convoys = [\"british-north-sea\"]"),
    );
    legal(&outcome, "4 MP", None);
    assert_eq!(
        outcome.changes,
        ["british-infantry to w3517", "convoy british-north-sea to its Used Box"]
    );

    let mut game = self::game("s312-suez.toml");
    let fewer = go(
        "british-infantry",
        &["e0912", "e1213", "e1312", "e1415"],
        "convoys = [\"british-eastern-med\"]",
    );
    assert_eq!(bad(&mut game, &fewer).key, "convoys");
}

#[test]
fn bad_orders_name_their_key_and_the_nearest_name() {
    let mut game = game("antwerp.toml");
    let cases: [(Order, &str, Option<&str>); 8] = [
        (go("1q", &["w3718", "w3717"], ""), "unit", Some("1p")),
        (go("1p", &["w3718", "w3717", "w9917"], ""), "path[2]", None),
        (go("1p", &["w3718", "w3717", "w36177"], ""), "path[2]", Some("w3617")),
        (go("1p", &["w3717", "w3617"], ""), "path[0]", Some("w3718")),
        (go("1p", &["w3718"], ""), "path", None),
        (
            order("order = \"move\"\nunits = [\"1p\", \"2q\"]\npath = [\"w3718\", \"w3717\"]"),
            "units[1]",
            Some("2p"),
        ),
        (
            order("order = \"next-phase\"\nphase = \"reserve\"\nside = \"axsi\""),
            "side",
            Some("axis"),
        ),
        (
            order("order = \"next-phase\"\nphase = \"reserve\"\nweather = { e9999 = \"mud\" }"),
            "weather.e9999",
            None,
        ),
    ];
    for (order, key, suggestion) in cases {
        let error = bad(&mut game, &order);
        assert_eq!((error.key.as_str(), error.suggestion.as_deref()), (key, suggestion), "{error}");
    }
    let both =
        order("order = \"move\"\nunit = \"1p\"\nunits = [\"2p\"]\npath = [\"w3718\", \"w3717\"]");
    assert_eq!(bad(&mut game, &both).key, "units");
    let none = order("order = \"move\"\npath = [\"w3718\", \"w3717\"]");
    assert_eq!(bad(&mut game, &none).key, "unit");
    let convoy = go("1p", &["w3718", "w3717"], "convoys = [\"uk-1\"]");
    assert_eq!(bad(&mut game, &convoy).key, "convoys[0]");
}

#[test]
fn units_ordered_together_are_refused_one_at_a_time() {
    let mut game = game("antwerp.toml");
    let group = order("order = \"move\"\nunits = [\"1p\", \"2p\"]\npath = [\"w3718\", \"w3717\"]");
    refused(&play(&mut game, &group), 0, "STR-3.1-01");
    let one = order("order = \"move\"\nunits = [\"inf-antwerp\"]\npath = [\"w3718\", \"w3717\"]");
    legal(&play(&mut game, &one), "1 MP", Some("STR-3.1-03"));
}

#[test]
fn the_next_phase_restates_the_weather() {
    let mut game = game("antwerp.toml");
    legal(
        &play(&mut game, &go("inf-w3619", &["w3619", "w3718", "w3717"], "")),
        "2 MP",
        Some("STR-3.1-03"),
    );
    let mud = order(
        "order = \"next-phase\"\nphase = \"operational\"\nweather = { w3617 = \"mud\", w3516 = \"snow\" }",
    );
    let outcome = play(&mut game, &mud);
    assert_eq!(
        outcome.changes,
        ["phase: operational, Axis moving", "weather in w3516: snow", "weather in w3617: mud"]
    );
    let amiens = game.parse_place("w3617", "").unwrap();
    let umpire_map::MapPlace::Hex(amiens) = amiens else { panic!() };
    assert_eq!(game.situation().weather_at(amiens), Weather::Mud);
    // Mud in Amiens would give the armor a column shift: no overrun.
    refused(&play(&mut game, &go("1p", &["w3718", "w3717", "w3617"], "")), 2, "STR-3.2-18");
    let fair =
        order("order = \"next-phase\"\nphase = \"operational\"\nweather = { w3617 = \"fair\" }");
    play(&mut game, &fair);
    assert_eq!(game.situation().weather_at(amiens), Weather::Fair);
}

/// `game` saved over `source`, written out and loaded again.
fn reloaded(game: &Game<ScenarioMap>, source: &Scenario) -> Game<ScenarioMap> {
    let text = toml::to_string(&game.save(source)).unwrap();
    let scenario =
        umpire_scenario::load_str(&text, "saved.toml").unwrap_or_else(|e| panic!("{e}\n{text}"));
    Game::new(&scenario).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn saved_games_load_to_the_same_situation() {
    let source = scenario("antwerp.toml");
    let mut game = Game::new(&source).unwrap();
    for order in [
        go("inf-w3619", &["w3619", "w3718", "w3717"], ""),
        go("1p", &["w3718", "w3717", "w3617"], ""),
        order("order = \"next-phase\"\nphase = \"reserve\"\nweather = { w3617 = \"mud\" }"),
        go("inf-antwerp", &["w3718", "w3717"], ""),
    ] {
        play(&mut game, &order);
        assert_eq!(reloaded(&game, &source).situation(), game.situation());
    }

    let source = scenario("s312-suez.toml");
    let mut game = Game::new(&source).unwrap();
    play(&mut game, &go("british-infantry", &["e0912", "e1213", "e1312", "e1415"], ""));
    assert_eq!(game.situation().canal_uses.get("suez"), Some(&1));
    let again = reloaded(&game, &source);
    assert_eq!(again.situation(), game.situation());
    // And it plays on the same: the canal is spent in the reloaded game too.
    let canal = go("port-said-infantry", &["e1213", "e1312"], "");
    let mut again = again;
    assert_eq!(again.play(&canal), game.play(&canal));
}

#[test]
fn a_saved_game_takes_up_the_last_units_move_as_the_live_one_does() {
    // The rifle corps walks two hexes of its 5 MP; saved and loaded, its next order goes on with
    // 3 MP left in both games, and a stop a rule imposed holds in both.
    let source = scenario("s31-ezoc.toml");
    let mut game = Game::new(&source).unwrap();
    legal(&play(&mut game, &go("rifle", &["e3709", "e3708"], "")), "1 MP", None);
    let mut again = reloaded(&game, &source);
    assert_eq!(again.situation(), game.situation());
    let last = game.situation().last_move.clone().unwrap();
    assert_eq!(
        (last.unit.as_str(), last.spent, last.stop),
        ("rifle", umpire_map::Mp::whole(1), None)
    );
    let on = go("rifle", &["e3708", "e3707", "e3706"], "");
    let outcome = play(&mut game, &on);
    legal(&outcome, "2 MP", Some("STR-3.1-03"));
    assert_eq!(again.play(&on).unwrap(), outcome);
    assert_eq!(again.situation(), game.situation());
    let mut again = reloaded(&game, &source);
    assert_eq!(again.situation(), game.situation());
    let more = go("rifle", &["e3706", "e3606"], "");
    refused(&play(&mut game, &more), 0, "STR-3.1-03");
    assert_eq!(again.play(&more).unwrap(), game.play(&more).unwrap());
    // Over budget: the spent MP carry into the refusal's figures.
    let mut game = Game::new(&source).unwrap();
    play(&mut game, &go("rifle", &["e3709", "e3609", "e3509", "e3409"], ""));
    let far = go("rifle", &["e3409", "e3308", "e3307", "e3306"], "");
    let outcome = play(&mut game, &far);
    refused(&outcome, 3, "STR-3.1.1-04");
    let refusal = &outcome.refused.as_ref().unwrap().refusal;
    assert_eq!(refusal.reason, "needs 1 MP, 0 MP left");
    assert_eq!(outcome.cost.as_deref(), Some("2 MP"));

    // A unit landed in a canal port by convoy, its Port-to-Port move standing there: saved, the
    // naval zone it arrived across is written and read back, and both games go on through the
    // canal and across the Red Sea alike.
    let source = scenario("s312-suez.toml");
    let mut game = Game::new(&source).unwrap();
    let landed = go("british-infantry", &["e0912", "e1213"], "");
    legal(&play(&mut game, &landed), "4 MP", None);
    let saved = toml::to_string(&game.save(&source)).unwrap();
    assert!(saved.contains("arrived_across = \"eastern-med\""), "{saved}");
    let mut again = reloaded(&game, &source);
    assert_eq!(again.situation(), game.situation());
    let on = go("british-infantry", &["e1213", "e1312", "e1415"], "");
    let outcome = play(&mut game, &on);
    legal(&outcome, "0 MP", Some("STR-3.1.2-08"));
    assert_eq!(again.play(&on).unwrap(), outcome);
    assert_eq!(again.situation(), game.situation());
    // Back across the zone it came by, from the port it landed in: refused alike.
    let mut game = Game::new(&source).unwrap();
    play(&mut game, &landed);
    let mut again = reloaded(&game, &source);
    let back = go("british-infantry", &["e1213", "e0912"], "");
    let outcome = play(&mut game, &back);
    assert!(!outcome.is_legal());
    assert_eq!(again.play(&back).unwrap(), outcome);
}

#[test]
fn the_new_scenario_keys_are_located_with_the_nearest_name() {
    let path = format!("{}/../../scenarios/strategic/s312-suez.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let cases = [
        (
            text.replacen(
                "side = \"western\"\n\n[[rules.ports]]",
                "side = \"western\"\ncanal_uses = { sues = 1 }\n\n[[rules.ports]]",
                1,
            ),
            "rules.canal_uses.sues",
            "did you mean \"suez\"",
        ),
        (
            text.replacen("movement = 4\n", "movement = 4\neliminated = \"force-pol\"\n", 1),
            "units[0] (british-infantry).eliminated",
            "did you mean \"force-pool\"",
        ),
    ];
    for (broken, key, hint) in cases {
        let scenario = umpire_scenario::load_str(&broken, "s312-suez.toml").unwrap();
        let error = Game::new(&scenario).unwrap_err().to_string();
        assert!(error.starts_with("s312-suez.toml:"), "{error}");
        assert!(error.contains(key) && error.contains(hint), "{error}");
        let line: usize = error.split(':').nth(1).unwrap().parse().unwrap();
        assert!(line > 0, "{error}");
    }
    // A unit eliminated in a saved game is off the map.
    let saved = text.replacen("movement = 4\n", "movement = 4\neliminated = \"delay-box\"\n", 1);
    let game = Game::new(&umpire_scenario::load_str(&saved, "s312-suez.toml").unwrap()).unwrap();
    let unit = game.situation().unit("british-infantry").unwrap();
    assert_eq!((unit.at, unit.eliminated), (None, Some(Elimination::DelayBox)));
}
