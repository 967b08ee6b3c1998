//! More Civil War steps (group c): see [`super::civil_war`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
