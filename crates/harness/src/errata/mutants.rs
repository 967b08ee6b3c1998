//! `umpire errata mutants`: how strong a suite is. Every number of a ruleset's rules data is
//! changed to a plausible wrong value by an erratum of its own (a *mutant*, see
//! [`super::numbers`]), and the ruleset's scenarios and recorded games run under it: the mutant
//! is **noticed** when a scenario's outcome (passed or failed, and why) or a recorded game's
//! order (as recorded or not) differs from the run without it, else it **survived** — no
//! scenario pins that number. The score of a ruleset is its numbers noticed of its numbers
//! tried; `[limits]` numbers are listed apart and not counted.
//!
//! Mutants run in parallel, one scenario at a time each, as many at once as there are
//! workers; the features are parsed once. A mutant is dated before any real erratum, so every
//! edition but the base includes it: a scenario pinned to `@edition-base` judges by the rules
//! as published and does not see it. The project's errata (`--errata`) stay in force, and
//! win over a mutant of a number they set.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;

use serde::Serialize;
use umpire_play::errata::{Edition, Errata};

use super::numbers::{self, LinkSource, RulesNumber};
use super::project::{GameFile, Project};
use super::replay::{self, GamePlayed};
use super::run_records;
use crate::results::Record;
use crate::runner::Selected;
use crate::suite::Suite;

/// How the mutants run.
#[derive(Debug, Clone)]
pub struct Options {
    /// The rulesets whose numbers are mutated.
    pub rulesets: Vec<&'static str>,
    /// Only this many numbers, drawn with this seed (the same seed draws the same numbers).
    pub sample: Option<Sample>,
    /// The edition a scenario is judged by when it pins none (`None`: the latest).
    pub edition: Option<Edition>,
    /// How many mutants run at once.
    pub workers: usize,
}

/// A sample of the numbers: how many, and the seed that draws them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Sample {
    /// How many numbers.
    pub numbers: usize,
    /// The seed.
    pub seed: u64,
}

/// What became of one mutant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// A scenario or game noticed it: these (feature:line, or game:line).
    Noticed(Vec<String>),
    /// Nothing noticed it.
    Survived,
    /// None of the wrong values is rules data the ruleset accepts: not tried, not counted.
    NoMutant,
}

/// One number and its mutant's fate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mutant {
    /// Its key path in the rules data.
    pub path: String,
    /// Its value.
    pub value: String,
    /// The wrong value tried.
    pub wrong: Option<String>,
    /// The clause the data links it to.
    pub clause: Option<String>,
    /// Where the link comes from.
    pub link: Option<LinkSource>,
    /// What became of it.
    pub verdict: Verdict,
}

/// A number we chose (`[limits]`), listed apart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Limit {
    /// Its key path.
    pub path: String,
    /// Its value.
    pub value: String,
}

/// One ruleset's score.
#[derive(Debug, Clone, Serialize)]
pub struct Score {
    /// The ruleset.
    pub ruleset: String,
    /// How many numbers its rules data has (not counting `[limits]`).
    pub numbers: usize,
    /// How many mutants ran (all numbers with a mutant, or those sampled).
    pub tried: usize,
    /// How many were noticed.
    pub noticed: usize,
    /// How many survived.
    pub survived: usize,
    /// How many scenarios each mutant ran.
    pub scenarios: usize,
    /// How many recorded games each mutant played.
    pub games: usize,
    /// How many of those scenarios fail without any mutant (they notice nothing).
    pub failing_without: usize,
    /// Every number tried (and those with no valid mutant).
    pub mutants: Vec<Mutant>,
    /// The `[limits]` numbers, not counted.
    pub limits: Vec<Limit>,
}

/// The whole report.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// What the report is (`umpire/errata-mutants/1`).
    pub schema: &'static str,
    /// The rule that makes a wrong value.
    pub rule: &'static str,
    /// The sample, when one was drawn.
    pub sample: Option<Sample>,
    /// One score per ruleset.
    pub rulesets: Vec<Score>,
}

/// The rule that makes a wrong value, in words.
pub const RULE: &str = "the first of n+1, n-1 and 2n (0: 1) that the ruleset accepts as rules data";

/// Runs the mutants of `options.rulesets` on `project`, over the project's errata `base`.
///
/// # Errors
/// The rules data of a ruleset cannot be read, or a suite cannot be made of the errata.
pub fn mutants(
    project: &Project,
    base: &Errata,
    examples: &Errata,
    options: &Options,
) -> Result<Report, String> {
    let mut all: Vec<(usize, RulesNumber)> = Vec::new();
    let mut scores = Vec::new();
    for (index, ruleset) in options.rulesets.iter().enumerate() {
        let numbers = numbers::numbers(ruleset)?;
        let limits = numbers
            .iter()
            .filter(|n| n.limit)
            .map(|n| Limit { path: n.path.clone(), value: n.value.clone() })
            .collect();
        let counted: Vec<RulesNumber> = numbers.into_iter().filter(|n| !n.limit).collect();
        scores.push(Score {
            ruleset: (*ruleset).to_owned(),
            numbers: counted.len(),
            tried: 0,
            noticed: 0,
            survived: 0,
            scenarios: 0,
            games: 0,
            failing_without: 0,
            mutants: Vec::new(),
            limits,
        });
        all.extend(counted.into_iter().map(|n| (index, n)));
    }
    if let Some(sample) = options.sample {
        all = draw(all, sample);
    }
    let phrases = Arc::new(crate::command::phrases());
    let mut base_suite = Suite::new(base.clone(), examples.clone(), project.library.clone())?;
    base_suite.edition = options.edition;
    let base_suite = Arc::new(base_suite);
    // What each ruleset's suite comes to without any mutant.
    let mut baselines: Vec<Option<Baseline>> = Vec::new();
    for (index, ruleset) in options.rulesets.iter().enumerate() {
        if !all.iter().any(|(i, n)| *i == index && n.mutant.is_some()) {
            baselines.push(None);
            continue;
        }
        let selected = project.select(&[ruleset]);
        let records = run_records(&selected, &base_suite, &phrases, options.workers);
        let games = project.games_of(&[ruleset]);
        let played = super::over_cores(&games, options.workers, |g| {
            replay::play(&project.library, g, base, options.edition)
        });
        let score = &mut scores[index];
        score.scenarios = records.len();
        score.games = games.len();
        score.failing_without = records.iter().filter(|r| !r.passed()).count();
        baselines.push(Some(Baseline {
            selected,
            records: records.into_iter().map(|r| ((r.feature.clone(), r.line), r)).collect(),
            games: games.into_iter().zip(played).collect(),
        }));
    }
    let verdicts = super::over_cores(&all, options.workers, |(index, number)| {
        let Some((_, erratum)) = &number.mutant else { return Ok(Verdict::NoMutant) };
        let Some(Some(baseline)) = baselines.get(*index) else { return Ok(Verdict::NoMutant) };
        let errata = base.with(erratum.clone());
        let suite = Arc::new(base_suite.with_errata(errata.clone())?);
        let records = run_records(&baseline.selected, &suite, &phrases, 1);
        let mut by = noticed_by(&baseline.records, &records);
        for (game, before) in &baseline.games {
            let after = replay::play(&project.library, game, &errata, options.edition);
            by.extend(game_noticed(&game.found.shown(), before, &after));
        }
        Ok::<Verdict, String>(if by.is_empty() { Verdict::Survived } else { Verdict::Noticed(by) })
    });
    for ((index, number), verdict) in all.into_iter().zip(verdicts) {
        let verdict = verdict?;
        let score = &mut scores[index];
        match &verdict {
            Verdict::Noticed(_) => {
                (score.tried, score.noticed) = (score.tried + 1, score.noticed + 1)
            }
            Verdict::Survived => {
                (score.tried, score.survived) = (score.tried + 1, score.survived + 1)
            }
            Verdict::NoMutant => {}
        }
        let (clause, link) = match number.clause {
            Some((id, source)) => (Some(id), Some(source)),
            None => (None, None),
        };
        score.mutants.push(Mutant {
            path: number.path,
            value: number.value,
            wrong: number.mutant.map(|(wrong, _)| wrong),
            clause,
            link,
            verdict,
        });
    }
    Ok(Report {
        schema: "umpire/errata-mutants/1",
        rule: RULE,
        sample: options.sample,
        rulesets: scores,
    })
}

/// A ruleset's scenarios and games as they come out without any mutant.
struct Baseline {
    selected: Selected,
    records: BTreeMap<(String, usize), Record>,
    games: Vec<(GameFile, GamePlayed)>,
}

/// The scenarios whose outcome differs from the baseline's, as `feature:line`.
fn noticed_by(baseline: &BTreeMap<(String, usize), Record>, records: &[Record]) -> Vec<String> {
    let mut by: Vec<String> = records
        .iter()
        .filter(|r| {
            baseline
                .get(&(r.feature.clone(), r.line))
                .is_some_and(|b| (b.status, &b.message) != (r.status, &r.message))
        })
        .map(|r| format!("{}:{}", r.feature, r.line))
        .collect();
    by.sort();
    by
}

/// The orders of a game that go as recorded in one run and not in the other, as `game:line`.
fn game_noticed(shown: &str, before: &GamePlayed, after: &GamePlayed) -> Vec<String> {
    match (before, after) {
        (Ok(before), Ok(after)) => {
            let mut by: Vec<String> = after
                .iter()
                .zip(before)
                .filter(|(a, b)| a.key == b.key && a.as_recorded != b.as_recorded)
                .map(|(a, _)| format!("{shown}:{}", a.line))
                .collect();
            if before.len() != after.len() {
                by.push(shown.to_owned());
            }
            by
        }
        (Err(a), Err(b)) if a == b => Vec::new(),
        _ => vec![shown.to_owned()],
    }
}

/// `sample.numbers` of `all`, drawn by a shuffle seeded with `sample.seed`, in their order.
fn draw<T>(all: Vec<T>, sample: Sample) -> Vec<T> {
    let mut state = sample.seed;
    let mut next = move || {
        // splitmix64: a small, well-known generator; the same seed, the same draw everywhere.
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut order: Vec<usize> = (0..all.len()).collect();
    for i in (1..order.len()).rev() {
        let j = usize::try_from(next() % (i as u64 + 1)).unwrap_or(0);
        order.swap(i, j);
    }
    let mut chosen: Vec<usize> = order.into_iter().take(sample.numbers).collect();
    chosen.sort_unstable();
    let mut slots: Vec<Option<T>> = all.into_iter().map(Some).collect();
    chosen.into_iter().filter_map(|i| slots.get_mut(i).and_then(Option::take)).collect()
}

/// The report in words: each ruleset's score, its survivors, what noticed the others, the
/// limits apart, then the scores on one line.
pub fn text(report: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "each number of the rules data changed to {}", report.rule);
    if let Some(sample) = report.sample {
        let _ = writeln!(out, "a sample of {} number(s), seed {}", sample.numbers, sample.seed);
    }
    for score in &report.rulesets {
        let _ = writeln!(
            out,
            "\n{}: {} of {} mutant(s) noticed, {} survived ({} number(s) in its rules data; {} \
             scenario(s), {} recorded game(s) run under each)",
            score.ruleset,
            score.noticed,
            score.tried,
            score.survived,
            score.numbers,
            score.scenarios,
            score.games
        );
        if score.failing_without > 0 {
            let _ =
                writeln!(out, "  {} scenario(s) fail without any mutant", score.failing_without);
        }
        let line = |m: &Mutant| {
            let clause = match (&m.clause, m.link) {
                (Some(id), Some(LinkSource::Comment)) => {
                    format!("{id} (named in the data's comment)")
                }
                (Some(id), _) => id.clone(),
                (None, _) => "no clause linked in the rules data".to_owned(),
            };
            format!("{} = {} → {}  [{clause}]", m.path, m.value, m.wrong.as_deref().unwrap_or("—"))
        };
        let survivors: Vec<&Mutant> =
            score.mutants.iter().filter(|m| m.verdict == Verdict::Survived).collect();
        if !survivors.is_empty() {
            let _ = writeln!(out, "  survived:");
            for m in survivors {
                let _ = writeln!(out, "    {}", line(m));
            }
        }
        let noticed: Vec<(&Mutant, &Vec<String>)> = score
            .mutants
            .iter()
            .filter_map(|m| match &m.verdict {
                Verdict::Noticed(by) => Some((m, by)),
                _ => None,
            })
            .collect();
        if !noticed.is_empty() {
            let _ = writeln!(out, "  noticed:");
            for (m, by) in noticed {
                let more = if by.len() > 1 {
                    format!(" and {} more", by.len() - 1)
                } else {
                    String::new()
                };
                let first = by.first().map_or("", String::as_str);
                let _ = writeln!(out, "    {}  by {first}{more}", line(m));
            }
        }
        let none: Vec<&Mutant> =
            score.mutants.iter().filter(|m| m.verdict == Verdict::NoMutant).collect();
        if !none.is_empty() {
            let _ = writeln!(out, "  no wrong value the rules accept (not counted):");
            for m in none {
                let _ = writeln!(out, "    {} = {}", m.path, m.value);
            }
        }
    }
    let limits: Vec<String> = report
        .rulesets
        .iter()
        .filter(|s| !s.limits.is_empty())
        .map(|s| {
            let each: Vec<String> =
                s.limits.iter().map(|l| format!("{} = {}", l.path, l.value)).collect();
            format!("  {}: {}", s.ruleset, each.join(", "))
        })
        .collect();
    if !limits.is_empty() {
        let _ = writeln!(out, "\nlimits we chose, not the rules' numbers (not counted):");
        for line in limits {
            let _ = writeln!(out, "{line}");
        }
    }
    let scores: Vec<String> = report
        .rulesets
        .iter()
        .map(|s| format!("{} {}/{}", s.ruleset, s.noticed, s.tried))
        .collect();
    let _ = writeln!(out, "\nnoticed: {}", scores.join(", "));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_is_the_same_for_the_same_seed_and_keeps_the_order() {
        let all: Vec<usize> = (0..50).collect();
        let a = draw(all.clone(), Sample { numbers: 5, seed: 7 });
        assert_eq!(a, draw(all.clone(), Sample { numbers: 5, seed: 7 }));
        assert_ne!(a, draw(all.clone(), Sample { numbers: 5, seed: 8 }));
        assert!(a.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(draw(all, Sample { numbers: 80, seed: 1 }).len(), 50);
    }
}
