//! The yardstick of `cargo xtask build-cost`: a bin of the same game crate, with the same
//! dependencies, that builds the same kind of map and asks no rules. What the other bins take
//! to compile beyond it is what the rules' generic code costs the game.

use umpire_hex::{HexNumbering, OffsetLayout};

fn main() {
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=5, 1..=5);
    println!("a map of {} hexes, no rules asked", numbering.rect().len());
}
