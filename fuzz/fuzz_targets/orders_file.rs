//! An orders file of any content, played from one of three recorded games' scenarios (the
//! first byte picks the ruleset): it is played or refused with a located error, never a panic.

#![no_main]

use std::path::Path;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use umpire::play::{OrdersFile, PlayOptions, Session, Start};

const SCENARIOS: [&str; 3] = [
    "scenarios/strategic/antwerp.toml",
    "scenarios/civil-war/cw-water-ferry.toml",
    "scenarios/minis/dice-orders.toml",
];

fn starts() -> &'static [Start] {
    static STARTS: OnceLock<Vec<Start>> = OnceLock::new();
    STARTS.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        SCENARIOS
            .iter()
            .map(|s| umpire::play::load_start(&root.join(s)).unwrap_or_else(|e| panic!("{e}")))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let Ok(file) = OrdersFile::parse(&text, "fuzz.toml", Path::new(".")) else { return };
    let start = starts()[usize::from(pick) % SCENARIOS.len()].clone();
    if let Ok(mut session) = Session::new(file, start) {
        let _ = session.play(PlayOptions { keep_going: true, until: None });
        let _ = session.position().to_toml();
    }
});
