//! `umpire render`: a scenario's picture as SVG, to a file or (`-o -`) to standard output;
//! with `--unit`, the unit's reach over it (`--mode` for a Civil War unit) or, with `--path`,
//! its move checked step by step (through the same `check` as `umpire check`); a table
//! scenario's table with a unit's order; a recorded game's board after order N.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use crate::civil_war_cli::ModeArg;
use crate::cli_error::CliError;
use crate::strategic_cli::PhaseArg;
use crate::table_cli::{self, Coords, OrderArg, RenderOrder, parse_coords};

/// `umpire render`'s command line.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The scenario file (TOML); the built-in demo (the Antwerp overruns of 3.2) when left
    /// out.
    pub scenario: Option<PathBuf>,
    /// Where to write the SVG; `-` for standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// Draw this unit's reach: the hexes it cannot reach dimmed, the MP spent written in those
    /// it can, a stop sign where it must stop (hex scenarios); the band this unit's order can
    /// move it (table scenarios).
    #[arg(long, value_name = "ID")]
    pub unit: Option<String>,
    /// Check --unit's move along these places (its own first, comma separated, as `umpire
    /// check --path`) and draw it step by step, the refused step marked with its clause.
    #[arg(long, value_name = "PLACES", value_delimiter = ',', num_args = 1.., requires = "unit")]
    pub path: Vec<String>,
    /// Draw why --unit can or cannot get to this place (hex scenarios, as `umpire why --to`):
    /// the cheapest way there, or the cheapest attempt with its refused step marked.
    #[arg(long, value_name = "PLACE", requires = "unit", conflicts_with = "path")]
    pub why: Option<String>,
    /// The movement phase for --unit (the scenario's `[rules] phase` when left out).
    #[arg(long, value_enum, requires = "unit")]
    pub phase: Option<PhaseArg>,
    /// How --unit moves (Civil War scenarios): ground, rail or water (as `umpire reach --mode`).
    #[arg(long, value_enum, requires = "unit")]
    pub mode: Option<ModeArg>,
    /// The destination of --unit's order, `x,y` (table scenarios): draws the route and the
    /// chance to arrive.
    #[arg(long, value_name = "X,Y", value_parser = parse_coords, allow_hyphen_values = true, requires = "unit")]
    pub to: Option<Coords>,
    /// A point the route passes, `x,y`; repeat for more (table scenarios).
    #[arg(long, value_name = "X,Y", value_parser = parse_coords, allow_hyphen_values = true, requires = "to")]
    pub via: Vec<Coords>,
    /// The dice chain of --unit's order (table scenarios; single when left out).
    #[arg(long, value_enum, requires = "unit")]
    pub order: Option<OrderArg>,
    /// For an orders file (`umpire play`'s input): draw the position after order N (0: the
    /// start; the last order played when left out).
    #[arg(long, value_name = "N")]
    pub after: Option<usize>,
}

/// Where the picture goes.
enum Target<'a> {
    /// Standard output (`-o -`).
    Stdout,
    /// A file.
    File(&'a Path),
}

/// The picture formats asked for by extension that `render` does not write.
const NOT_WRITTEN: [&str; 5] = ["png", "jpg", "jpeg", "pdf", "webp"];

impl<'a> Target<'a> {
    /// The target `-o` names: `-` is standard output; a raster or PDF file name is refused.
    fn of(output: &'a Path) -> Result<Target<'a>, CliError> {
        if output.as_os_str() == "-" {
            return Ok(Target::Stdout);
        }
        let extension = output.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
        if let Some(extension) = extension.filter(|e| NOT_WRITTEN.contains(&e.as_str())) {
            let svg = output.with_extension("svg");
            return Err(CliError::flag(
                "--output",
                format!(
                    "-o {}: umpire render writes SVG only, not {}; write {} and convert it \
                     (e.g. `rsvg-convert {} -o {}`, or open it in a browser)",
                    output.display(),
                    extension.to_ascii_uppercase(),
                    svg.display(),
                    svg.display(),
                    output.display()
                ),
            ));
        }
        Ok(Target::File(output))
    }

    /// Writes `svg` there.
    fn write(&self, svg: &str) -> Result<ExitCode, CliError> {
        match self {
            Target::Stdout => crate::output::print(svg)?,
            Target::File(output) => {
                umpire::scenario::write_whole(output, svg.as_bytes()).map_err(|error| {
                    let file = output.display().to_string();
                    CliError::output(Some(&file), format!("cannot write {file}: {error}"))
                })?;
                crate::output::warn(&format!("wrote {}", output.display()));
            }
        }
        Ok(ExitCode::SUCCESS)
    }
}

/// `umpire render`.
pub fn render(args: &RenderArgs) -> Result<ExitCode, CliError> {
    let target = Target::of(&args.output)?;
    let svg = match args.scenario.as_deref() {
        Some(path) if crate::play_cli::is_orders_file(path) => render_game(path, args)?,
        _ if args.after.is_some() => {
            return Err(CliError::flag(
                "--after",
                "--after is for an orders file (a recorded game with [[phases]])",
            ));
        }
        Some(path) if table_cli::is_table_file(path) => table_svg(path, args)?,
        path => hex_svg(path, args)?,
    };
    target.write(&svg)
}

/// A table scenario's picture.
fn table_svg(path: &Path, args: &RenderArgs) -> Result<String, CliError> {
    let refused = [
        (
            args.phase.is_some(),
            "--phase",
            "--phase is for hex scenarios; a table scenario has no phases",
        ),
        (
            !args.path.is_empty(),
            "--path",
            "--path is for hex scenarios; give a table unit's order with --to",
        ),
        (
            args.mode.is_some(),
            "--mode",
            "--mode is for Civil War scenarios; a table unit moves by its order",
        ),
        (
            args.why.is_some(),
            "--why",
            "--why is for hex scenarios; give a table unit's order with --to for its chance",
        ),
    ];
    if let Some((_, flag, text)) = refused.into_iter().find(|(given, _, _)| *given) {
        return Err(CliError::flag(flag, text));
    }
    let order = RenderOrder {
        unit: args.unit.clone(),
        to: args.to,
        via: args.via.clone(),
        order: args.order,
    };
    table_cli::render_svg(path, &order)
}

/// A hex scenario's picture, with a unit's reach or checked path.
fn hex_svg(path: Option<&Path>, args: &RenderArgs) -> Result<String, CliError> {
    if args.to.is_some() || args.order.is_some() {
        let flag = if args.to.is_some() { "--to" } else { "--order" };
        return Err(CliError::flag(
            flag,
            "--to, --via and --order are for table scenarios (a `[table]`)",
        ));
    }
    let Some(unit) = args.unit.as_deref() else {
        // The errata are judged as for a reach: a broken folder is bad input, not passed over.
        let scenario = crate::scenario(path)?;
        drawable(&scenario)?;
        return Ok(umpire::render::svg(&scenario));
    };
    let scenario = crate::scenario_cli::load_scenario(path)?;
    drawable(&scenario)?;
    let rules = crate::hex_cli::RulesetOptions { phase: args.phase, mode: args.mode };
    let game = crate::hex_cli::game_of(scenario, rules)?;
    let overlay = game.overlay(unit, &args.path, args.why.as_deref())?;
    Ok(umpire::render::svg_with(game.scenario(), Some(&overlay)))
}

/// Refuses a map too large to draw ([`umpire::render::MAX_HEXES`], our choice).
fn drawable(scenario: &umpire::scenario::Scenario) -> Result<(), CliError> {
    let hexes = scenario.map.hexes().count();
    if hexes <= umpire::render::MAX_HEXES {
        return Ok(());
    }
    Err(CliError::usage(format!(
        "{}: the map has {hexes} hexes; umpire render draws at most {} (our choice: a larger \
         picture is hundreds of megabytes of SVG that no browser shows) — `umpire show` prints \
         the scenario as text",
        scenario.origin,
        umpire::render::MAX_HEXES
    )))
}

/// `umpire render <orders.toml> --after N`: the board of a recorded game after order N.
fn render_game(path: &Path, args: &RenderArgs) -> Result<String, CliError> {
    if args.unit.is_some() || args.phase.is_some() {
        return Err(CliError::flag(
            "--unit",
            "--unit and --phase draw a scenario's reach; for a recorded game give --after N \
                    (save the position with `umpire play --save` to draw a reach on it)",
        ));
    }
    Ok(match crate::play_cli::position_after(path, args.after)? {
        umpire::play::Position::Hex(scenario) => {
            drawable(&scenario)?;
            umpire::render::svg(&scenario)
        }
        umpire::play::Position::Table(scenario) => umpire::render::table::svg(&scenario, None),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn a_dash_is_standard_output_and_a_png_is_refused_with_how_to_convert() {
        assert!(matches!(Target::of(Path::new("-")), Ok(Target::Stdout)));
        assert!(matches!(Target::of(Path::new("map.svg")), Ok(Target::File(_))));
        let Err(error) = Target::of(Path::new("out/map.PNG")) else { panic!("a PNG is refused") };
        let text = error.to_string();
        assert!(
            text.contains("writes SVG only") && text.contains("rsvg-convert out/map.svg"),
            "{text}"
        );
    }
}
