//! The living rulebook of a selection of scenarios (being ported from `xtask/src/rulebook`).
