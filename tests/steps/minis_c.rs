//! More miniatures steps (group c): see [`super::minis`] for the common ones.

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};
