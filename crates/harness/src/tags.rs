//! A scenario's tags: its own, and those it has from its feature, its rule and its examples'
//! tables, each once.
//!
//! The world reads the edition and the errata a scenario is judged by from them, a run's
//! records keep them, and `umpire errata` reads from them which ruleset a scenario belongs to.

use cucumber::gherkin;

/// Every tag on `scenario`: the feature's, the rule's, its own and its examples'.
pub fn of(
    feature: &gherkin::Feature,
    rule: Option<&gherkin::Rule>,
    scenario: &gherkin::Scenario,
) -> Vec<String> {
    let mut tags: Vec<String> = Vec::new();
    let all = feature.tags.iter().chain(rule.iter().flat_map(|r| &r.tags)).chain(&scenario.tags);
    for tag in all.chain(scenario.examples.iter().flat_map(|e| &e.tags)) {
        if !tags.contains(tag) {
            tags.push(tag.clone());
        }
    }
    tags
}
