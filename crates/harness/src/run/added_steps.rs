//! The steps the harness adds to a scenario itself (they are not for writing in a feature).

use cucumber::then;

use crate::steps::{AcceptanceWorld, Outcome};

/// The tag names a clause of one of the catalogues (`features/<ruleset>/clauses.toml`). The
/// harness adds this step to a scenario whose clause-like tag names none.
#[then(regex = r"^the tag @(\S+) names a rule clause$")]
fn tag_names_a_clause(world: &mut AcceptanceWorld, tag: String) -> Outcome {
    super::clause_tags::failure(&world.suite.clauses, &tag).map_or(Ok(()), Err)
}
