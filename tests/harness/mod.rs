//! What the acceptance harness adds around cucumber: the project's errata and the edition each
//! scenario is judged by ([`errata`]), and the results file with a picture per scenario
//! ([`results`], [`pictures`]) that `cargo xtask errata` and `cargo xtask rulebook` read.

pub mod errata;
pub mod pictures;
pub mod results;
