//! Compiles the rules-data files into the crate as `umpire_map::DataValue` trees, so every number
//! stays in its TOML file and the library reads it with serde, without a TOML parser.

fn main() {
    for (input, output) in [
        ("dice.toml", "dice.rs"),
        ("speed-vehicles.toml", "speed-vehicles.rs"),
        ("speed-troops.toml", "speed-troops.rs"),
    ] {
        if let Err(message) = umpire_map::embed::build(input, output) {
            panic!("{message}");
        }
    }
}
