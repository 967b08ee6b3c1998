//! Whole-process figures of the `umpire` command on the full-size strategic position: writes
//! the position's two maps as scenario files (through the strategic save path), then runs the
//! release `umpire` binary on each — `reach --side axis`, `check` (one unit's longest cheapest
//! path), `show --json` — and the harness's commands on the built-in suite — `test --builtin`
//! (the whole suite; and, apart, the time to its first line of output) and `errata diff` of
//! the worked swamp erratum — several times each under `/usr/bin/time -v`, and prints the
//! medians and the spread of wall time, CPU time and maximum resident set size as a Markdown
//! table. With `--mutants` it also times one `errata mutants` run over every ruleset.
//!
//! ```sh
//! cargo build --release -p umpire
//! cargo run --release -p umpire-bench --example process -- [--runs N] [--mutants] [--umpire PATH] [--dir DIR]
//! ```
//!
//! It builds nothing itself: it finds `umpire` beside its own `examples/` folder (the same
//! target folder, release profile) unless `--umpire` names it. The scenario files go to
//! `<target>/bench-position/` unless `--dir` names a folder.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use umpire_bench::position_file::{PREFIXES, SIDE, check_order, write_position};
use umpire_bench::process_figures::{RunFigures, Spread};

/// Runs of each command when `--runs` is not given: our choice.
const DEFAULT_RUNS: usize = 7;
const TIME: &str = "/usr/bin/time";

struct Options {
    runs: usize,
    mutants: bool,
    umpire: Option<PathBuf>,
    dir: Option<PathBuf>,
}

fn options() -> Result<Options, String> {
    let mut options = Options { runs: DEFAULT_RUNS, mutants: false, umpire: None, dir: None };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--runs" => {
                let text = value()?;
                options.runs = text.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    format!("--runs {text}: give a whole number of runs, 1 or more")
                })?;
            }
            "--mutants" => options.mutants = true,
            "--umpire" => options.umpire = Some(PathBuf::from(value()?)),
            "--dir" => options.dir = Some(PathBuf::from(value()?)),
            other => {
                return Err(format!(
                    "unknown argument {other} (known: --runs N, --mutants, --umpire PATH, --dir DIR)"
                ));
            }
        }
    }
    Ok(options)
}

/// The release folder this example was built into (`<target>/release`).
fn release_dir() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this example: {e}"))?;
    exe.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{} is not in a target folder", exe.display()))
}

fn umpire_binary(options: &Options) -> Result<PathBuf, String> {
    let path = match &options.umpire {
        Some(path) => path.clone(),
        None => release_dir()?.join(format!("umpire{}", std::env::consts::EXE_SUFFIX)),
    };
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "no umpire binary at {}: build it first with `cargo build --release -p umpire` \
             (same CARGO_TARGET_DIR), or name one with --umpire PATH",
            path.display()
        ))
    }
}

/// One command to time: a label for the table and its arguments.
struct Case {
    command: &'static str,
    map: &'static str,
    args: Vec<String>,
}

fn cases(files: &[PathBuf]) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for (prefix, file) in PREFIXES.iter().zip(files) {
        let file = file.display().to_string();
        let order = check_order(prefix).map_err(|e| e.to_string())?;
        cases.push(Case {
            command: "reach --side axis",
            map: prefix,
            args: vec!["reach".into(), file.clone(), "--side".into(), SIDE.into()],
        });
        cases.push(Case {
            command: "check --unit a0 --path …",
            map: prefix,
            args: vec![
                "check".into(),
                file.clone(),
                "--unit".into(),
                order.unit,
                "--path".into(),
                order.ids.join(","),
            ],
        });
        cases.push(Case {
            command: "show --json",
            map: prefix,
            args: vec!["show".into(), file, "--json".into()],
        });
    }
    Ok(cases)
}

/// The worked erratum `errata diff` is timed with (the repository's swamp example).
const SWAMP: &str =
    include_str!("../../../errata-examples/strategic/2026-12-01-swamp-costs-three.toml");

/// The harness's commands on the built-in suite: the whole suite, and one erratum's diff
/// (written under `dir`).
fn harness_cases(dir: &Path) -> Result<Vec<Case>, String> {
    let erratum = dir.join("errata/strategic/2026-12-01-swamp-costs-three.toml");
    if let Some(folder) = erratum.parent() {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    std::fs::write(&erratum, SWAMP).map_err(|e| format!("{}: {e}", erratum.display()))?;
    Ok(vec![
        Case {
            command: "test --builtin",
            map: "built-in suite",
            args: vec!["test".into(), "--builtin".into()],
        },
        Case {
            command: "errata diff <swamp erratum>",
            map: "built-in suite",
            args: vec!["errata".into(), "diff".into(), erratum.display().to_string()],
        },
    ])
}

/// How long `umpire args` takes to print its first line (milliseconds): what a user waits
/// before they see the run has started.
fn first_line(umpire: &Path, args: &[&str]) -> Result<f64, String> {
    use std::io::BufRead as _;
    let start = Instant::now();
    let mut child = Command::new(umpire)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", umpire.display()))?;
    let mut line = String::new();
    if let Some(out) = child.stdout.take() {
        std::io::BufReader::new(out).read_line(&mut line).map_err(|e| e.to_string())?;
    }
    let elapsed = start.elapsed().as_secs_f64() * 1e3;
    let _ = child.wait();
    Ok(elapsed)
}

/// Runs `umpire args` once under `/usr/bin/time -v`: its figures and the wall time measured
/// around it here (microseconds, where time's own report has 10 ms steps).
fn run_once(umpire: &Path, args: &[String], report: &Path) -> Result<(RunFigures, f64), String> {
    let start = Instant::now();
    let status = Command::new(TIME)
        .arg("-v")
        .arg("-o")
        .arg(report)
        .arg(umpire)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run {TIME} (GNU time; `apt-get install time`): {e}"))?;
    let wall = start.elapsed().as_secs_f64();
    if !status.success() {
        return Err(format!("umpire {} failed: {status}", args.join(" ")));
    }
    let text = std::fs::read_to_string(report)
        .map_err(|e| format!("cannot read {}: {e}", report.display()))?;
    Ok((RunFigures::parse(&text).map_err(|e| e.to_string())?, wall))
}

fn spread(values: &[f64]) -> Spread {
    Spread::of(values).unwrap_or(Spread { median: 0.0, min: 0.0, max: 0.0 })
}

fn run() -> Result<(), String> {
    let options = options()?;
    let umpire = umpire_binary(&options)?;
    let dir = match &options.dir {
        Some(dir) => dir.clone(),
        None => release_dir()?.parent().map(|t| t.join("bench-position")).unwrap_or_default(),
    };
    let files = write_position(&dir).map_err(|e| e.to_string())?;
    let report = dir.join("time-v.txt");
    eprintln!(
        "umpire: {}; position: {}; {} runs each",
        umpire.display(),
        dir.display(),
        options.runs
    );
    println!(
        "| command | map | wall (median) | wall (min–max) | CPU user+sys (median, 10 ms steps) | max RSS (median) | max RSS (min–max) |"
    );
    println!("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    let mut all = cases(&files)?;
    all.extend(harness_cases(&dir)?);
    if options.mutants {
        all.push(Case {
            command: "errata mutants (every ruleset, 1 run)",
            map: "built-in suite",
            args: vec!["errata".into(), "mutants".into()],
        });
    }
    for case in all {
        let runs = if case.command.starts_with("errata mutants") { 1 } else { options.runs };
        // One run first, untimed, so the file is in the page cache for every timed run.
        if runs > 1 {
            run_once(&umpire, &case.args, &report)?;
        }
        let mut walls = Vec::new();
        let mut cpu = Vec::new();
        let mut rss = Vec::new();
        for _ in 0..runs {
            let (figures, wall) = run_once(&umpire, &case.args, &report)?;
            walls.push(wall * 1e3);
            cpu.push((figures.user + figures.system) * 1e3);
            rss.push(figures.max_rss_kb as f64 / 1024.0);
        }
        let (wall, cpu, rss) = (spread(&walls), spread(&cpu), spread(&rss));
        println!(
            "| `umpire {}` | {} | {:.1} ms | {:.1}–{:.1} ms | {:.0} ms | {:.1} MiB | {:.1}–{:.1} MiB |",
            case.command,
            case.map,
            wall.median,
            wall.min,
            wall.max,
            cpu.median,
            rss.median,
            rss.min,
            rss.max
        );
    }
    let firsts: Vec<f64> = (0..options.runs)
        .map(|_| first_line(&umpire, &["test", "--builtin"]))
        .collect::<Result<_, _>>()?;
    let first = spread(&firsts);
    println!(
        "\n`umpire test --builtin`: first line of output after {:.1} ms (median; {:.1}–{:.1} ms)",
        first.median, first.min, first.max
    );
    let _ = std::fs::remove_file(&report);
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("process: {message}");
            ExitCode::FAILURE
        }
    }
}
