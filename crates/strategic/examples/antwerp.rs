//! The Antwerp overruns of 3.2, move by move: each order checked and made on the board the
//! previous one left, with its MP ledger and the clauses that decided.
//!
//! `cargo run -p umpire-strategic --example antwerp`

use std::error::Error;
use std::path::Path;

use umpire_map::Verdict;
use umpire_scenario::load_file;
use umpire_strategic::Game;

fn main() -> Result<(), Box<dyn Error>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/strategic/antwerp.toml");
    let mut game = Game::new(&load_file(&path)?)?;
    let orders: [(&str, &[&str]); 6] = [
        ("1p", &["w3718", "w3618"]),                 // Lille: a multi-step target
        ("1p", &["w3718", "w3717", "w3617"]),        // Calais holds two EZOCs
        ("inf-w3619", &["w3619", "w3718", "w3717"]), // into Calais: stops, negates its EZOC
        ("1p", &["w3718", "w3717", "w3617"]),        // overruns the armor in Amiens
        ("inf-antwerp", &["w3718", "w3717", "w3617", "w3517"]), // stops in Reims
        ("2p", &["w3718", "w3717", "w3617", "w3517", "w3518"]), // overruns the BEF in Verdun
    ];
    for (unit, ids) in orders {
        let report = game.apply(unit, &game.parse_path(ids)?)?;
        println!("{unit}: {}", ids.join(" → "));
        for entry in &report.verdict.route().ledger {
            println!("    {entry}");
        }
        match &report.verdict {
            Verdict::Legal(route) => println!("  legal, {} MP", route.cost),
            Verdict::Illegal { step, refusal, .. } => {
                println!("  refused at step {step}: {refusal}")
            }
        }
        for (victim, to) in report.record.iter().flat_map(|r| &r.eliminated) {
            println!("  {victim} eliminated to {to:?}");
        }
    }
    Ok(())
}
