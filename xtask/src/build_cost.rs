//! `build-cost`: what the rules crates cost a game to compile. The rules are generic over the
//! game's map, so their search and steps are compiled inside the game's own crate, each time
//! the game's code changes. This builds the game crate of `tests/first-answer` (outside the
//! workspace, default features off, as a game adds us) in release with two jobs, then, for
//! each of its bins, marks the bin's source changed and times the rebuild: `baseline` asks no
//! rules (the yardstick), `strategic` and `civil_war` ask each ruleset's reach and "why not".
//! The difference is the game-side cost of each rules crate. Medians of `--runs` rebuilds;
//! wall time on a shared machine, so compare the rows of one run, side by side.

use std::fs::File;
use std::path::Path;
use std::process::Command as Process;
use std::time::{Duration, Instant, SystemTime};

/// The arguments of `build-cost`.
#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
pub(crate) struct Args {
    /// Rebuilds of each bin (the median is reported)
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=50))]
    runs: u32,
}

/// The bins timed, each with what it asks of the rules.
const BINS: &[(&str, &str)] = &[
    ("baseline", "no rules: the map only (the yardstick)"),
    ("strategic", "umpire-strategic: reach and why not on its own map"),
    ("civil_war", "umpire-civil-war: reach and why not on its own map"),
];

/// Runs `build-cost`; the exit code.
pub(crate) fn run(root: &Path, args: &Args) -> i32 {
    let manifest = root.join("tests").join("first-answer").join("Cargo.toml");
    let target = crate::target_dir(root).join("build-cost");
    let build = |bin: Option<&str>| {
        let mut command = Process::new(crate::cargo_program());
        command
            .args(["build", "--release", "--locked", "--quiet", "-j", "2", "--manifest-path"])
            .arg(&manifest)
            .arg("--target-dir")
            .arg(&target)
            .current_dir(root);
        match bin {
            Some(bin) => command.args(["--bin", bin]),
            None => command.arg("--bins"),
        };
        command
    };
    // The rules crates and everything below them, built once: not what a game pays per change.
    if crate::run(&mut build(None)) != 0 {
        eprintln!("xtask: build-cost: the first-answer crate does not build");
        return 1;
    }
    let mut rows = Vec::new();
    for (bin, what) in BINS {
        let source = root.join("tests/first-answer/src/bin").join(format!("{bin}.rs"));
        let mut times = Vec::new();
        for _ in 0..args.runs {
            if let Err(error) = touch(&source) {
                eprintln!("xtask: build-cost: cannot mark {} changed: {error}", source.display());
                return 1;
            }
            let started = Instant::now();
            let status = build(Some(bin)).status();
            if !matches!(status, Ok(s) if s.success()) {
                eprintln!("xtask: build-cost: rebuilding the {bin} bin failed ({status:?})");
                return 1;
            }
            times.push(started.elapsed());
        }
        times.sort();
        rows.push((*bin, *what, times[times.len() / 2]));
    }
    print!("{}", report(&rows, args.runs));
    0
}

/// Sets `path`'s modification time to now, so cargo rebuilds what it belongs to.
fn touch(path: &Path) -> std::io::Result<()> {
    File::options().append(true).open(path)?.set_modified(SystemTime::now())
}

/// The table of medians, each rules bin also as its cost beyond the first row (the baseline).
fn report(rows: &[(&str, &str, Duration)], runs: u32) -> String {
    let mut out = format!(
        "game-side compile time: the first-answer crate's bin rebuilt after a change to it \
         (release, -j 2, median of {runs})\n"
    );
    let baseline = rows.first().map_or(Duration::ZERO, |row| row.2);
    for (index, (bin, what, time)) in rows.iter().enumerate() {
        let beyond = if index == 0 {
            String::new()
        } else {
            format!("  (+{:.2} s beyond the baseline)", time.saturating_sub(baseline).as_secs_f64())
        };
        out.push_str(&format!("  {bin:<10} {:>6.2} s{beyond}  {what}\n", time.as_secs_f64()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_gives_each_rules_bin_its_cost_beyond_the_baseline() {
        let rows = [
            ("baseline", "no rules", Duration::from_millis(900)),
            ("strategic", "umpire-strategic", Duration::from_millis(4_150)),
        ];
        let text = report(&rows, 3);
        assert!(text.contains("median of 3"), "{text}");
        assert!(text.contains("baseline     0.90 s  no rules"), "{text}");
        assert!(text.contains("strategic    4.15 s  (+3.25 s beyond the baseline)"), "{text}");
    }
}
