//! Several things in one phrase, as the harness's messages write them: `a`, `a and b`,
//! `a, b and c`.
//!
//! The steps' messages list hexes, units and columns this way, and the library lists the
//! places it looked in for a file the same way.

/// `a`, `a and b`, `a, b and c`.
pub fn list(items: &[String]) -> String {
    match items {
        [] => "none".to_owned(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
