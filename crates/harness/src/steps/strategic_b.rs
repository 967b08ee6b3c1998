//! More strategic steps (group b): see [`super::strategic`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
