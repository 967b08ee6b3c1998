//! Large but legal inputs, generated at growing sizes, for the whole-process figures that show
//! the command's time and memory growing in proportion to its input (`cargo xtask bench
//! --process --large`): a square map of clear hexes with one unit that reaches all of it (for
//! `reach --json` and `render`), and a recorded game of many phases (for `play`).
//!
//! ```
//! use umpire_bench::large_inputs::{clear_map, long_game};
//!
//! let map = umpire_scenario::load_str(&clear_map(12), "clear.toml").unwrap();
//! assert_eq!(map.map.hexes().count(), 144);
//! let game = long_game(3, 12, "clear.toml");
//! assert_eq!(game.matches("[[phases]]").count(), 3);
//! ```

use std::fmt::Write as _;

/// The id of the unit that moves in [`clear_map`] and [`long_game`].
pub const MOVER: &str = "a1";

/// A strategic scenario of `side` × `side` clear hexes, with one Axis infantry unit in the
/// middle whose movement allowance reaches every hex, and one Western unit in a corner.
pub fn clear_map(side: u32) -> String {
    let side = side.max(2);
    let digits = side.to_string().len();
    let mut text = format!(
        "name = \"clear {side} x {side}\"\n[map]\nlayout = \"odd-q\"\ndigits = {digits}\n\
         columns = [1, {side}]\n\
         rows = [1, {side}]\n[map.terrain]\nlegend = {{ \".\" = \"clear\" }}\nrows = [\n"
    );
    let row = vec!["."; side as usize].join(" ");
    for _ in 0..side {
        let _ = writeln!(text, "  \"{row}\",");
    }
    text.push_str("]\n");
    let id = |col: u32, row: u32| format!("{col:0digits$}{row:0digits$}");
    let middle = side / 2;
    let _ = write!(
        text,
        "[[units]]\nid = \"{MOVER}\"\nside = \"axis\"\nat = \"{}\"\nnationality = \"german\"\n\
         type = \"infantry\"\nsteps = 2\nmovement = {}\n\
         [[units]]\nid = \"b1\"\nside = \"western\"\nat = \"{}\"\nnationality = \"british\"\n\
         type = \"infantry\"\nsteps = 2\nmovement = 4\n\
         [rules]\nruleset = \"strategic\"\nside = \"axis\"\nphase = \"operational\"\n",
        id(middle, middle),
        2 * side,
        id(1, 1),
    );
    text
}

/// A recorded game of `phases` Axis Movement Phases on the [`clear_map`] of `side` hexes a side
/// at `scenario`: in each phase [`MOVER`] steps one hex, out of the middle and back again in
/// turn, legal as recorded.
pub fn long_game(phases: u32, side: u32, scenario: &str) -> String {
    let side = side.max(2);
    let digits = side.to_string().len();
    let middle = side / 2;
    let (home, next) = (
        format!("{middle:0digits$}{middle:0digits$}"),
        format!("{middle:0digits$}{:0digits$}", middle + 1),
    );
    let mut text = format!("name = \"{phases} phases\"\nscenario = \"{scenario}\"\n");
    for n in 0..phases {
        text.push_str("[[phases]]\ntitle = \"Axis Movement Phase\"\n");
        if n > 0 {
            text.push_str("phase = \"operational\"\n");
        }
        let (from, to) = if n % 2 == 0 { (&home, &next) } else { (&next, &home) };
        let _ = write!(
            text,
            "[[phases.orders]]\nunit = \"{MOVER}\"\npath = [\"{from}\", \"{to}\"]\n\
             expect = \"legal\"\n"
        );
    }
    text
}
