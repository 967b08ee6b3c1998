//! More Civil War steps (group b): see [`super::civil_war`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
