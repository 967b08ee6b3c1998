//! Tags that look like clause ids (`@STR-3.1.1-04`) but name no clause: the scenario fails, in
//! the run itself, with the nearest clause id.
//!
//! The harness gives such a scenario a first step, `Then the tag @<tag> names a rule clause`,
//! whose failure names the catalogues and the nearest id; the rest of the scenario does not run.

use cucumber::gherkin;

/// Every clause id a tag may name: each ruleset's catalogue as published, and as the errata in
/// force and the worked-example errata leave it.
#[derive(Debug, Clone, Default)]
pub struct Clauses {
    ids: Vec<String>,
}

/// The words of the step the harness adds, around the tag.
const STEP: (&str, &str) = ("the tag @", " names a rule clause");

impl Clauses {
    /// The ids of every catalogue, with the clauses `errata` add.
    ///
    /// # Errors
    /// A catalogue the errata cannot be laid over.
    pub fn read<'a>(
        errata: impl IntoIterator<Item = &'a umpire_play::errata::Errata>,
    ) -> Result<Self, String> {
        let errata: Vec<_> = errata.into_iter().collect();
        let mut ids = Vec::new();
        for ruleset in umpire_play::errata::RULESETS {
            let catalogue = umpire_play::errata::catalogue(ruleset).map_err(|e| e.to_string())?;
            ids.extend(catalogue.clauses.iter().map(|c| c.id.clone()));
            for set in &errata {
                let latest = umpire_play::errata::Edition::Latest;
                let amended =
                    catalogue.resolve(set.of(ruleset), latest).map_err(|e| e.to_string())?;
                ids.extend(amended.clauses.iter().map(|c| c.id.clone()));
            }
        }
        ids.sort();
        ids.dedup();
        Ok(Self { ids })
    }

    /// Whether no catalogue was read (a world no run has prepared yet).
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// The nearest clause id to `tag`, unless `tag` is one (or does not look like one); no
    /// id (`Some(None)`) for a tag longer than `umpire_map::SUGGEST_MAX_CHARS` characters.
    pub fn misspelt(&self, tag: &str) -> Option<Option<&str>> {
        if !looks_like_clause(tag) || self.ids.iter().any(|id| id == tag) {
            return None;
        }
        Some(umpire_map::closest(tag, self.ids.iter().map(String::as_str)))
    }

    /// Gives every scenario of `feature` that carries a misspelt clause tag a first step that
    /// fails with the nearest id.
    pub fn check_tags(&self, feature: &mut gherkin::Feature) {
        let feature_tags = feature.tags.clone();
        let scenarios = feature.scenarios.iter_mut().map(|s| (Vec::new(), s));
        let in_rules = feature
            .rules
            .iter_mut()
            .flat_map(|r| r.scenarios.iter_mut().map(|s| (r.tags.clone(), s)).collect::<Vec<_>>());
        for (rule_tags, scenario) in scenarios.chain(in_rules) {
            let tags = feature_tags
                .iter()
                .chain(&rule_tags)
                .chain(&scenario.tags)
                .chain(scenario.examples.iter().flat_map(|e| &e.tags));
            let bad: Vec<String> = tags.filter(|t| self.misspelt(t).is_some()).cloned().collect();
            for tag in bad.iter().rev() {
                scenario.steps.insert(0, step(tag, scenario));
            }
        }
    }
}

/// The step the harness adds for `tag`, at the scenario's line.
fn step(tag: &str, scenario: &gherkin::Scenario) -> gherkin::Step {
    gherkin::Step {
        keyword: "Then ".to_owned(),
        ty: gherkin::StepType::Then,
        value: format!("{}{tag}{}", STEP.0, STEP.1),
        docstring: None,
        table: None,
        span: scenario.span,
        position: scenario.position,
    }
}

/// Whether `step` is one the harness added (not written in the feature).
pub fn is_added(step: &gherkin::Step) -> bool {
    step.value.starts_with(STEP.0) && step.value.ends_with(STEP.1)
}

/// Whether a tag (without `@`) looks like a clause id: capitals, `-`, a section of capitals,
/// digits and dots, `-`, a number (`STR-3.1.1-04`, `ACW-RAIL-07`).
pub fn looks_like_clause(tag: &str) -> bool {
    let Some((prefix, rest)) = tag.split_once('-') else { return false };
    let Some((section, number)) = rest.rsplit_once('-') else { return false };
    !prefix.is_empty()
        && prefix.chars().all(|c| c.is_ascii_uppercase())
        && !section.is_empty()
        && section
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '.' || c == '-')
        && !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit())
}

/// The failure of the step the harness adds for `tag`: the nearest clause id (`None`: `tag`
/// names a clause, or does not look like a clause id).
pub fn failure(clauses: &Clauses, tag: &str) -> Option<String> {
    let nearest = clauses.misspelt(tag)?;
    Some(format!(
        "expected @{tag} to be the id of a clause of the rules' catalogues (the rulebook lists \
         them), but no clause has that id{}",
        nearest.map(|n| format!("; the nearest clause id is @{n}")).unwrap_or_default()
    ))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn clauses() -> Clauses {
        Clauses { ids: vec!["STR-3.1.1-04".to_owned(), "ACW-RAIL-07".to_owned()] }
    }

    #[test]
    fn clause_like_tags() {
        assert!(looks_like_clause("STR-3.1.1-04"));
        assert!(looks_like_clause("ACW-RAIL-07"));
        assert!(!looks_like_clause("geometry"));
        assert!(!looks_like_clause("edition-base"));
        assert!(!looks_like_clause("erratum-2026-12-01-x"));
    }

    #[test]
    fn a_misspelt_clause_tag_gets_the_nearest_id() {
        let clauses = clauses();
        assert_eq!(clauses.misspelt("STR-3.1.1-4"), Some(Some("STR-3.1.1-04")));
        assert_eq!(clauses.misspelt("STR-3.1.1-04"), None);
        assert_eq!(clauses.misspelt("geometry"), None);
    }

    #[test]
    fn a_clause_tag_past_the_cut_off_gets_no_id() {
        let long = format!("STR-{}-04", "3.".repeat(2 << 20));
        assert!(looks_like_clause(&long));
        assert_eq!(clauses().misspelt(&long), Some(None));
    }

    #[test]
    fn the_published_catalogues_are_read() {
        let clauses = Clauses::read([]).unwrap();
        assert_eq!(clauses.misspelt("STR-3.1.1-03"), None);
        assert_eq!(clauses.misspelt("STR-3.1.1-3"), Some(Some("STR-3.1.1-03")));
    }
}
