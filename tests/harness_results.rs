//! The unit tests of the acceptance harness's results file (`tests/harness/results.rs`): the
//! harness itself runs without libtest (`harness = false`), so its tests run here.

#[allow(dead_code)]
#[path = "harness/results.rs"]
mod results;
