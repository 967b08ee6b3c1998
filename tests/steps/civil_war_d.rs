//! More Civil War steps (group d): see [`super::civil_war`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
