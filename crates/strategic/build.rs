//! Compiles the rules data (`rules.toml`) into the crate as a `umpire_map::DataValue` tree, so
//! the rules read their defaults without a TOML parser at run time.

fn main() {
    if let Err(error) = umpire_map::embed::build("rules.toml", "rules.rs") {
        panic!("the strategic rules data: {error}");
    }
}
