//! The benchmark report: after `cargo xtask bench`, the medians criterion wrote under
//! `<target>/criterion/`, as Markdown tables with each arm's ratio to its group's reference and
//! the issue's targets marked met or not.
//!
//! Criterion keeps every benchmark's last estimates (`<group>/<arm>/new/estimates.json`). A
//! report after a run reads only the estimates that run wrote, so an old figure never stands in
//! a new table; `cargo xtask bench --report` reads whatever is there.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::time::SystemTime;

/// One arm's median and its 95% confidence interval, in nanoseconds an iteration.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// The median's point estimate.
    pub median: f64,
    /// The interval's lower bound.
    pub low: f64,
    /// The interval's upper bound.
    pub high: f64,
}

impl Estimate {
    /// `self / other` with its range from the two intervals (the lowest and highest ratio the
    /// intervals allow).
    fn ratio(self, other: Estimate) -> (f64, f64, f64) {
        (self.median / other.median, self.low / other.high, self.high / other.low)
    }
}

/// A target on the ratio of two arms of one group (`arm / reference`).
struct Target {
    group: &'static str,
    arm: &'static str,
    reference: &'static str,
    /// At most this ratio (a slowdown bound), or at least it when `at_least`.
    bound: f64,
    at_least: bool,
}

/// The targets of issues 18 and 31, as ratios within one run.
const TARGETS: &[Target] = &[
    Target { group: "A-100", arm: "umpire", reference: "dial", bound: 1.10, at_least: false },
    Target { group: "A-1000", arm: "umpire", reference: "dial", bound: 1.10, at_least: false },
    Target { group: "C-100", arm: "umpire", reference: "dial", bound: 1.10, at_least: false },
    Target { group: "B-1000", arm: "umpire", reference: "dial", bound: 1.10, at_least: false },
    Target {
        group: "A-100",
        arm: "pathfinding-native",
        reference: "umpire",
        bound: 3.5,
        at_least: true,
    },
    Target {
        group: "A-1000",
        arm: "pathfinding-native",
        reference: "umpire",
        bound: 3.5,
        at_least: true,
    },
    Target {
        group: "C-100",
        arm: "pathfinding-native",
        reference: "umpire",
        bound: 3.5,
        at_least: true,
    },
    Target {
        group: "B-1000",
        arm: "pathfinding-native",
        reference: "umpire",
        bound: 6.0,
        at_least: true,
    },
    Target {
        group: "strategic-150-units",
        arm: "umpire-strategic-threat-map",
        reference: "core-search-no-rules",
        bound: 2.5,
        at_least: false,
    },
    Target {
        group: "strategic-150-units",
        arm: "umpire-strategic-reach-with-paths",
        reference: "core-search-no-rules",
        bound: 3.5,
        at_least: false,
    },
    // Issue 31: the same queries on 2 threads, at least 1.7 times as fast as on one (the
    // 1-thread arm over the 2-thread arm).
    Target {
        group: "strategic-150-units",
        arm: "umpire-strategic-threat-map",
        reference: "umpire-strategic-threat-map-2-threads",
        bound: 1.7,
        at_least: true,
    },
    Target {
        group: "strategic-150-units",
        arm: "umpire-strategic-reach-with-paths",
        reference: "umpire-strategic-reach-with-paths-2-threads",
        bound: 1.7,
        at_least: true,
    },
    // Issue 31: after one order, the side's reaches and threat map kept up to date at least 10
    // times as fast as asked afresh (the fresh arm over the kept one).
    Target {
        group: "strategic-after-an-order",
        arm: "umpire-strategic-fresh-recompute",
        reference: "umpire-strategic-kept-update",
        bound: 10.0,
        at_least: true,
    },
];

/// The reference arm each group's ratios are given against (the first arm found otherwise).
const REFERENCES: &[(&str, &str)] = &[
    ("A-", "dial"),
    ("B-", "dial"),
    ("C-", "dial"),
    ("strategic-after", "umpire-strategic-fresh-recompute"),
    ("strategic", "core-search-no-rules"),
    ("civil_war", "core-plain"),
    ("minis_odds", "naive"),
];

/// Every estimate under `criterion`, by group and arm (an arm with a parameter, such as the
/// minis odds' dice, is `arm/parameter`), written at or after `since` when given.
pub fn estimates(
    criterion: &Path,
    since: Option<SystemTime>,
) -> BTreeMap<String, BTreeMap<String, Estimate>> {
    let mut found: BTreeMap<String, BTreeMap<String, Estimate>> = BTreeMap::new();
    let mut folders = vec![criterion.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir()
                && path.file_name().is_some_and(|n| n != "report" && n != "base" && n != "change")
            {
                folders.push(path);
                continue;
            }
            if path.file_name().is_none_or(|n| n != "estimates.json")
                || path.parent().and_then(Path::file_name).is_none_or(|n| n != "new")
            {
                continue;
            }
            let fresh = since.is_none_or(|since| {
                entry.metadata().and_then(|m| m.modified()).is_ok_and(|modified| modified >= since)
            });
            let Some(new) = path.parent() else { continue };
            if let (true, Some((group, arm)), Some(estimate)) = (fresh, names(new), read(&path)) {
                found.entry(group).or_default().insert(arm, estimate);
            }
        }
    }
    found
}

/// The group and arm of a `new/` folder, from criterion's `benchmark.json` beside it.
fn names(new: &Path) -> Option<(String, String)> {
    let text = fs::read_to_string(new.join("benchmark.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    let group = json.get("group_id")?.as_str()?.to_owned();
    let mut arm = json.get("function_id")?.as_str()?.to_owned();
    if let Some(value) = json.get("value_str").and_then(serde_json::Value::as_str) {
        arm = format!("{arm}/{value}");
    }
    Some((group, arm))
}

/// The median of one `estimates.json`.
fn read(path: &Path) -> Option<Estimate> {
    let json: serde_json::Value = serde_json::from_str(&fs::read_to_string(path).ok()?).ok()?;
    let median = json.get("median")?;
    let interval = median.get("confidence_interval")?;
    Some(Estimate {
        median: median.get("point_estimate")?.as_f64()?,
        low: interval.get("lower_bound")?.as_f64()?,
        high: interval.get("upper_bound")?.as_f64()?,
    })
}

/// A time in nanoseconds as criterion prints it (ns, µs, ms or s, three significant figures).
fn shown(ns: f64) -> String {
    let (value, unit) = match ns {
        n if n >= 1e9 => (n / 1e9, "s"),
        n if n >= 1e6 => (n / 1e6, "ms"),
        n if n >= 1e3 => (n / 1e3, "µs"),
        n => (n, "ns"),
    };
    let decimals = if value >= 100.0 {
        1
    } else if value >= 10.0 {
        2
    } else {
        3
    };
    format!("{value:.decimals$} {unit}")
}

/// The report: one table per group (each arm's median, its interval and its ratio to the
/// group's reference), then the targets. The second value is whether every target with
/// figures was met.
pub fn report(found: &BTreeMap<String, BTreeMap<String, Estimate>>) -> (String, bool) {
    let mut out = String::new();
    for (group, arms) in found {
        let reference = REFERENCES
            .iter()
            .find(|(prefix, _)| group.starts_with(prefix))
            .map(|(_, arm)| *arm)
            .filter(|arm| arms.keys().any(|a| a == arm || a.starts_with(&format!("{arm}/"))));
        let _ = writeln!(
            out,
            "\n{group}\n\n| arm | median | 95% interval | ratio to `{}` |",
            reference.unwrap_or("-")
        );
        let _ = writeln!(out, "| --- | ---: | ---: | ---: |");
        for (arm, estimate) in arms {
            let base = reference.and_then(|reference| {
                let parameter = arm.split_once('/').map(|(_, p)| p);
                let key =
                    parameter.map_or_else(|| reference.to_owned(), |p| format!("{reference}/{p}"));
                arms.get(&key)
            });
            let ratio = base.map_or_else(
                || "-".to_owned(),
                |base| {
                    let (ratio, low, high) = estimate.ratio(*base);
                    format!("{ratio:.2} ({low:.2}–{high:.2})")
                },
            );
            let _ = writeln!(
                out,
                "| `{arm}` | {} | {}–{} | {ratio} |",
                shown(estimate.median),
                shown(estimate.low),
                shown(estimate.high)
            );
        }
    }
    let mut all_met = true;
    let _ = writeln!(out, "\nTargets (medians of this run)\n");
    for target in TARGETS {
        let group = found.get(target.group);
        let pair =
            group.and_then(|arms| Some((arms.get(target.arm)?, arms.get(target.reference)?)));
        let line = match pair {
            None => "not run".to_owned(),
            Some((arm, reference)) => {
                let (ratio, low, high) = arm.ratio(*reference);
                let met =
                    if target.at_least { ratio >= target.bound } else { ratio <= target.bound };
                all_met &= met;
                format!("{ratio:.2} ({low:.2}–{high:.2}): {}", if met { "met" } else { "NOT MET" })
            }
        };
        let _ = writeln!(
            out,
            "- {}: `{}` / `{}` {} {:.2}: {line}",
            target.group,
            target.arm,
            target.reference,
            if target.at_least { "≥" } else { "≤" },
            target.bound
        );
    }
    (out, all_met)
}

/// Prints the report of the estimates under `<target>/criterion` written since `since`.
pub fn run(root: &Path, since: Option<SystemTime>) -> i32 {
    let criterion = crate::target_dir(root).join("criterion");
    let found = estimates(&criterion, since);
    if found.is_empty() {
        eprintln!("xtask: bench: no criterion estimates in {} to report", criterion.display());
        return 1;
    }
    let (mut text, all_met) = report(&found);
    if since.is_none() {
        // `--report`: the estimates may come from several runs.
        text = text.replace(
            "Targets (medians of this run)",
            "Targets (the last medians of each arm, maybe of different runs)",
        );
    }
    println!("{text}");
    if !all_met {
        println!("(some targets are not met in this run)");
    }
    0
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn estimate(median: f64) -> Estimate {
        Estimate { median, low: median * 0.9, high: median * 1.1 }
    }

    #[test]
    fn ratios_are_against_the_groups_reference_and_targets_are_judged() {
        let mut found = BTreeMap::new();
        found.insert(
            "A-100".to_owned(),
            BTreeMap::from([
                ("dial".to_owned(), estimate(10_000.0)),
                ("umpire".to_owned(), estimate(10_500.0)),
                ("pathfinding-native".to_owned(), estimate(40_000.0)),
            ]),
        );
        found.insert(
            "C-100".to_owned(),
            BTreeMap::from([
                ("dial".to_owned(), estimate(5_000.0)),
                ("umpire".to_owned(), estimate(6_000.0)),
            ]),
        );
        let (text, all_met) = report(&found);
        assert!(
            text.contains("| `umpire` | 10.50 µs | 9.450 µs–11.55 µs | 1.05 (0.86–1.28) |"),
            "{text}"
        );
        assert!(
            text.contains("- A-100: `umpire` / `dial` ≤ 1.10: 1.05 (0.86–1.28): met"),
            "{text}"
        );
        assert!(text.contains("- A-100: `pathfinding-native` / `umpire` ≥ 3.50: 3.81"), "{text}");
        assert!(
            text.contains("- C-100: `umpire` / `dial` ≤ 1.10: 1.20 (0.98–1.47): NOT MET"),
            "{text}"
        );
        assert!(text.contains("- B-1000: `umpire` / `dial` ≤ 1.10: not run"), "{text}");
        assert!(!all_met);
    }

    #[test]
    fn a_parameterised_arm_is_compared_with_the_reference_of_the_same_parameter() {
        let found = BTreeMap::from([(
            "minis_odds-D6".to_owned(),
            BTreeMap::from([
                ("naive/9".to_owned(), estimate(4_000.0)),
                ("umpire/9".to_owned(), estimate(2_000.0)),
            ]),
        )]);
        let (text, _) = report(&found);
        assert!(
            text.contains("| `umpire/9` | 2.000 µs | 1.800 µs–2.200 µs | 0.50 (0.41–0.61) |"),
            "{text}"
        );
    }

    #[test]
    fn estimates_are_read_from_criterions_folders() {
        let dir = std::env::temp_dir().join(format!("xtask-bench-report-{}", std::process::id()));
        let new = dir.join("A-100").join("umpire").join("new");
        fs::create_dir_all(&new).unwrap();
        fs::write(
            new.join("benchmark.json"),
            r#"{"group_id":"A-100","function_id":"umpire","value_str":null}"#,
        )
        .unwrap();
        fs::write(
            new.join("estimates.json"),
            r#"{"median":{"confidence_interval":{"confidence_level":0.95,"lower_bound":9.0,"upper_bound":11.0},"point_estimate":10.0,"standard_error":1.0}}"#,
        )
        .unwrap();
        let found = estimates(&dir, None);
        assert_eq!(found["A-100"]["umpire"], Estimate { median: 10.0, low: 9.0, high: 11.0 });
        // Written before `since`: left out.
        let later = SystemTime::now() + std::time::Duration::from_secs(3600);
        assert!(estimates(&dir, Some(later)).is_empty());
        let _ = fs::remove_dir_all(&dir);
    }
}
