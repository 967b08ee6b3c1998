//! An erratum of any content for one of the four rulesets (the first byte picks): it is read
//! and checked against the ruleset's clause catalogue and rules data, or refused with a located
//! error (a misspelt clause id with the nearest, in bounded work), never a panic or a hang.

#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use umpire::errata::{Errata, Erratum};

const RULESETS: [&str; 4] = ["strategic", "civil-war", "minis-dice", "minis-speed"];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let ruleset = RULESETS[usize::from(pick) % RULESETS.len()];
    let origin = format!("errata/{ruleset}/2026-12-01-fuzz.toml");
    let Ok(erratum) = Erratum::parse(&text, Path::new(&origin)) else { return };
    let errata = Errata::from_errata([erratum]);
    let _ = umpire::errata::check(&errata);
});
