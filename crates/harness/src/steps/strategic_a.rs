//! More strategic steps (group a): see [`super::strategic`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
