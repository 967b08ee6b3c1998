//! More miniatures steps (group a): see [`super::minis`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
