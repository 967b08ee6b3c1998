//! Whole-process figures of the `umpire` command on the full-size strategic position: writes
//! the position's two maps as scenario files (through the strategic save path), then runs the
//! release `umpire` binary on each — `reach --side axis`, `check` (one unit's longest cheapest
//! path), `show --json` — and the harness's commands on the built-in suite — `test --builtin`
//! (the whole suite; and, apart, the time to its first line of output) and `errata diff` of
//! the worked swamp erratum — several times each under `/usr/bin/time -v`, and prints the
//! medians and the spread of wall time, CPU time and maximum resident set size as a Markdown
//! table. With `--mutants` it also times one `errata mutants` run over every ruleset. With
//! `--large` it times the command on large but legal inputs at three growing sizes
//! ([`umpire_bench::large_inputs`]): `reach --json` of a unit that reaches every hex of a
//! square map, `render` of such a map, and `play` of a game of many phases; each row gives the
//! time and the memory per hex or per phase, so that growth in proportion to the input shows
//! as a flat column.
//!
//! ```sh
//! cargo build --release -p umpire
//! cargo run --release -p umpire-bench --example process -- [--runs N] [--mutants] [--large] [--umpire PATH] [--dir DIR]
//! ```
//!
//! It builds nothing itself: it finds `umpire` beside its own `examples/` folder (the same
//! target folder, release profile) unless `--umpire` names it. The scenario files go to
//! `<target>/bench-position/` unless `--dir` names a folder.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use umpire_bench::large_inputs::{MOVER, clear_map, long_game};
use umpire_bench::position_file::{PREFIXES, SIDE, check_order, write_position};
use umpire_bench::process_figures::{RunFigures, Spread};

/// Runs of each command when `--runs` is not given: our choice.
const DEFAULT_RUNS: usize = 7;
const TIME: &str = "/usr/bin/time";

struct Options {
    runs: usize,
    mutants: bool,
    large: bool,
    umpire: Option<PathBuf>,
    dir: Option<PathBuf>,
}

fn options() -> Result<Options, String> {
    let mut options =
        Options { runs: DEFAULT_RUNS, mutants: false, large: false, umpire: None, dir: None };
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
            "--large" => options.large = true,
            "--umpire" => options.umpire = Some(PathBuf::from(value()?)),
            "--dir" => options.dir = Some(PathBuf::from(value()?)),
            other => {
                return Err(format!(
                    "unknown argument {other} (known: --runs N, --mutants, --large, --umpire PATH, \
                     --dir DIR)"
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
    if options.large {
        large_figures(&umpire, &dir, &report, options.runs.min(3))?;
    }
    let _ = std::fs::remove_file(&report);
    Ok(())
}

/// One large input to time: what it is, its size in units of `per` (hexes, phases), and the
/// arguments that run it.
struct Large {
    command: &'static str,
    size: u64,
    per: &'static str,
    args: Vec<String>,
}

/// Writes `text` to `dir/name`; its path as text.
fn write(dir: &Path, name: &str, text: &str) -> Result<String, String> {
    let path = dir.join(name);
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path.display().to_string())
}

/// The large inputs, written under `dir/large/`: three sizes of each command, each about four
/// times the one before.
fn large_cases(dir: &Path) -> Result<Vec<Large>, String> {
    let dir = dir.join("large");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut cases = Vec::new();
    for side in [250_u32, 500, 1000] {
        let map = write(&dir, &format!("clear-{side}.toml"), &clear_map(side))?;
        let args = vec!["reach".into(), map, "--unit".into(), MOVER.into(), "--json".into()];
        cases.push(Large {
            command: "reach --unit --json",
            size: u64::from(side).pow(2),
            per: "hex",
            args,
        });
    }
    // Up to the largest map `render` draws (`umpire_render::MAX_HEXES`, 100,000 hexes).
    for side in [79_u32, 158, 316] {
        let map = write(&dir, &format!("clear-{side}.toml"), &clear_map(side))?;
        let out = dir.join(format!("clear-{side}.svg")).display().to_string();
        let args = vec!["render".into(), map, "-o".into(), out];
        cases.push(Large { command: "render -o", size: u64::from(side).pow(2), per: "hex", args });
    }
    write(&dir, "clear-20.toml", &clear_map(20))?;
    for phases in [6_250_u32, 25_000, 100_000] {
        let game =
            write(&dir, &format!("game-{phases}.toml"), &long_game(phases, 20, "clear-20.toml"))?;
        cases.push(Large {
            command: "play",
            size: u64::from(phases),
            per: "phase",
            args: vec!["play".into(), game],
        });
    }
    Ok(cases)
}

/// Times the large inputs (`runs` runs each) and prints their table: wall time and maximum
/// resident set size, in all and per hex or phase.
fn large_figures(umpire: &Path, dir: &Path, report: &Path, runs: usize) -> Result<(), String> {
    println!("\n| command | input | wall (median) | per unit | max RSS (median) | per unit |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for case in large_cases(dir)? {
        let mut walls = Vec::new();
        let mut rss = Vec::new();
        for _ in 0..runs {
            let (figures, wall) = run_once(umpire, &case.args, report)?;
            walls.push(wall);
            rss.push(figures.max_rss_kb as f64 * 1024.0);
        }
        let (wall, rss) = (spread(&walls).median, spread(&rss).median);
        let size = case.size as f64;
        println!(
            "| `umpire {}` | {} {}s | {:.2} s | {:.2} µs/{} | {:.1} MiB | {:.2} KiB/{} |",
            case.command,
            case.size,
            case.per,
            wall,
            wall * 1e6 / size,
            case.per,
            rss / 1024.0 / 1024.0,
            rss / 1024.0 / size,
            case.per
        );
    }
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
