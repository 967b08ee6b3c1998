//! `umpire play <orders.toml>`: a recorded game played order by order, each order's verdict and
//! ledger with its clauses; `--save` writes the position reached as a scenario file, and
//! `umpire render <orders.toml> --after N` draws it. The game itself is [`umpire::play`].

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use umpire::play::{OrdersFile, PlayOptions, Played, Position, Session};

use crate::cli_error::CliError;

/// Exit code of an order that did not go as recorded.
const NOT_AS_RECORDED: u8 = 1;

/// `umpire play`: play a recorded game.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The orders file (TOML): the scenario it starts from, then `[[phases]]` of
    /// `[[phases.orders]]`.
    pub orders: PathBuf,
    /// Go on past an order that does not go as recorded, judging the rest on the board as it
    /// stands.
    #[arg(long)]
    pub keep_going: bool,
    /// Stop after order N (counted from 1 through the file).
    #[arg(long, value_name = "N")]
    pub until: Option<usize>,
    /// Write the position after the last order played as a scenario file (a saved game). It
    /// is written whole or not at all, and never over the orders file, its scenario or a file
    /// the scenario includes (unless --force).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Let --save replace one of the game's own input files.
    #[arg(long, requires = "save")]
    pub force: bool,
    /// Print the orders and their outcomes as JSON instead.
    #[arg(long)]
    pub json: bool,
}

/// Whether the TOML file at `path` is an orders file: a `scenario` key and `[[phases]]`, no map
/// or table of its own.
pub fn is_orders_file(path: &Path) -> bool {
    let Ok(text) = crate::files_cli::read(path) else { return false };
    toml::from_str::<toml::Table>(&text).is_ok_and(|t| {
        t.contains_key("phases") && !t.contains_key("map") && !t.contains_key("table")
    })
}

/// Runs `umpire play`.
pub fn play(args: &PlayArgs) -> Result<ExitCode, CliError> {
    let options = PlayOptions { keep_going: args.keep_going, until: args.until };
    let (session, inputs) = played_from(&args.orders, options, "--until")?;
    if let Some(path) = args.save.as_deref().filter(|_| !args.force) {
        refuse_an_input(path, &inputs)?;
    }
    let text = if args.json {
        let json = umpire::json::Play::new(&session);
        format!("{}\n", serde_json::to_string_pretty(&json)?)
    } else {
        report(&session)
    };
    // The saved game is written first: a save that fails leaves standard output empty.
    if let Some(path) = &args.save {
        let file = path.display().to_string();
        let saved = session.position().to_toml().map_err(|message| {
            CliError::output(Some(&file), format!("cannot save the game to {file}: {message}"))
        })?;
        umpire::scenario::write_whole(path, saved.as_bytes()).map_err(|error| {
            CliError::output(Some(&file), format!("cannot write {file}: {error}"))
        })?;
    }
    crate::output::print(&text)?;
    if let Some(path) = &args.save {
        crate::output::warn(&format!("wrote {}", path.display()));
    }
    Ok(if session.as_recorded() { ExitCode::SUCCESS } else { ExitCode::from(NOT_AS_RECORDED) })
}

/// The position after order `after` of the orders file at `path` (for `umpire render`).
pub fn position_after(path: &Path, after: Option<usize>) -> Result<Position, CliError> {
    let options = PlayOptions { keep_going: true, until: after };
    Ok(played_from(path, options, "--after")?.0.position())
}

/// As [`played`], with the files the game was read from: the orders file, its scenario and
/// every file the scenario includes. `flag` is the flag that gave `options.until`: an order
/// number past the file's last order is refused there, not played as "the whole game".
fn played_from(
    path: &Path,
    options: PlayOptions,
    flag: &str,
) -> Result<(Session, Vec<PathBuf>), CliError> {
    let load = crate::files_cli::options();
    let file = OrdersFile::load_within(path, load.root.as_deref())?;
    refuse_past_the_last_order(&file, options.until, flag)?;
    let start = umpire::play::open_start_with(&file.scenario, &load).map_err(|error| {
        CliError::from(error).with_context(&format!(" (the scenario of {})", file.origin))
    })?;
    let mut inputs = vec![path.to_path_buf(), file.scenario.clone()];
    if let umpire::play::Start::Hex(scenario) = &start {
        inputs.extend(scenario.keys.files().map(PathBuf::from));
    }
    let scenario = file.scenario.clone();
    let mut session = Session::with_errata(file, start, |rules, ruleset, origin| {
        crate::errata_cli::amend(rules, ruleset, Some(&scenario), origin)
    })?;
    session.play(options)?;
    Ok((session, inputs))
}

/// Refuses `until` (given by `flag`) past the last order of `file`: `--until 13` on a game of
/// 12 orders names an order that is not there, so it is bad input (exit code 2), not the whole
/// game played in silence. `0` (no order: the starting position) and the last order are fine.
fn refuse_past_the_last_order(
    file: &OrdersFile,
    until: Option<usize>,
    flag: &str,
) -> Result<(), CliError> {
    let Some(until) = until else { return Ok(()) };
    let last = file.phases.iter().flat_map(|p| &p.orders).map(|o| o.number).max().unwrap_or(0);
    if until <= last {
        return Ok(());
    }
    let have = match last {
        0 => "no orders".to_owned(),
        1 => "1 order".to_owned(),
        n => format!("{n} orders"),
    };
    Err(CliError::flag(
        flag,
        format!(
            "{flag} {until}: {} has {have}, so there is no order {until} to stop after — give \
             0 to {last}",
            file.origin
        ),
    ))
}

/// Refuses a save onto one of the game's `inputs` (the same file by any path).
fn refuse_an_input(save: &Path, inputs: &[PathBuf]) -> Result<(), CliError> {
    let Ok(target) = save.canonicalize() else { return Ok(()) };
    let input = inputs.iter().find(|input| input.canonicalize().is_ok_and(|i| i == target));
    match input {
        None => Ok(()),
        Some(input) => Err(CliError::flag(
            "--save",
            format!(
                "--save {}: that is {}, which this game was read from; saving there would \
                 replace it by the position — give another file (or --force to replace it)",
                save.display(),
                input.display()
            ),
        )),
    }
}

/// The game as text: each order, its verdict, cost, stop, ledger and changes; a refused move's
/// legal part (its cost, stop and ledger) as `check` gives it, marked as not made.
fn report(session: &Session) -> String {
    let file = session.file();
    let mut out = String::new();
    let name = file.name.as_deref().unwrap_or("a recorded game");
    let _ = writeln!(
        out,
        "{name} ({}): {} rules, from {}",
        file.origin,
        session.ruleset(),
        file.scenario_shown()
    );
    let mut phase = 0;
    for played in session.played() {
        if played.phase != phase {
            phase = played.phase;
            let title = file.phases.get(phase - 1).and_then(|p| p.title.as_deref());
            let _ = writeln!(
                out,
                "\nphase {phase}{}",
                title.map(|t| format!(": {t}")).unwrap_or_default()
            );
        }
        order_text(&mut out, played);
    }
    let total = session.played().iter().filter(|p| p.number.is_some()).count();
    let of = file.orders().count();
    let _ = writeln!(out);
    match session.played().iter().find(|p| !p.as_recorded) {
        None => {
            let _ = writeln!(out, "{total} of {of} order(s) played, every one as recorded");
        }
        Some(first) => {
            let what = first.number.map_or_else(
                || format!("the opening of phase {}", first.phase),
                |n| format!("order {n}"),
            );
            let _ = writeln!(
                out,
                "{total} of {of} order(s) played; {what} (line {}) did not go as recorded",
                first.line
            );
        }
    }
    out
}

/// One order's lines.
fn order_text(out: &mut String, played: &Played) {
    let outcome = &played.outcome;
    let label = played.number.map_or_else(|| "opening".to_owned(), |n| format!("order {n}"));
    let verdict = match &outcome.refused {
        None => {
            format!("legal{}", outcome.cost.as_ref().map(|c| format!(", {c}")).unwrap_or_default())
        }
        Some(refused) if refused.step == 0 => {
            format!("REFUSED by {}: {}", refused.refusal.clause, refused.refusal.reason)
        }
        Some(refused) => format!(
            "REFUSED at step {} by {}: {}",
            refused.step, refused.refusal.clause, refused.refusal.reason
        ),
    };
    let recorded = match (&played.expect, played.as_recorded) {
        (Some(_), true) => " [as recorded]",
        (_, false) => " [NOT AS RECORDED]",
        (None, true) => "",
    };
    let _ =
        writeln!(out, "  {label} (line {}): {}: {verdict}{recorded}", played.line, played.order);
    if !played.rolls.is_empty() {
        let rolls: Vec<String> = played.rolls.iter().map(u32::to_string).collect();
        let _ = writeln!(out, "    dice: {}", rolls.join(", "));
    }
    let refused = outcome.refused.is_some();
    if refused && (!outcome.ledger.is_empty() || outcome.stop.is_some()) {
        // What `check` gives a refused move: its legal part, which is not carried out.
        let cost = outcome.cost.as_deref().unwrap_or("nothing");
        let _ = writeln!(out, "    legal part before the refused step (not made): {cost}");
    }
    for line in umpire::map::ledger_text(&outcome.ledger) {
        let _ = writeln!(out, "    {line}");
    }
    match (&outcome.stop, refused) {
        (Some(stop), false) => {
            let _ = writeln!(out, "    stops: {stop}");
        }
        (Some(stop), true) => {
            let _ = writeln!(out, "    its legal part would stop: {stop}");
        }
        (None, _) => {}
    }
    for change in &outcome.changes {
        let _ = writeln!(out, "    → {change}");
    }
    if let (Some(expect), false) = (&played.expect, played.as_recorded) {
        let _ = writeln!(
            out,
            "    recorded: {}",
            [
                expect.verdict.as_deref().map(|v| format!("verdict {v}")),
                expect.cost.as_deref().map(|c| format!("cost {c}")),
                expect.stop.as_deref().map(|s| format!("stop {s}")),
            ]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ")
        );
    }
}
