//! `umpire init <FOLDER>`: lays out a rules editor's folder — a feature with one scenario for
//! each ruleset, the scenario files those scenarios load, and a README that says how to run
//! them — ready for `umpire test`.
//!
//! It never overwrites: when any file it would write is already there it writes nothing and
//! says which (exit code 2). Each file is written whole or not at all
//! ([`umpire_harness::command::write_whole`]).

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::cli_error::{CliError, Kind};

/// What `umpire init` is asked to do.
#[derive(Debug, Clone, clap::Args)]
pub struct InitArgs {
    /// The folder to lay out (made if it does not exist; no file in it is overwritten).
    #[arg(value_name = "FOLDER")]
    pub folder: PathBuf,
}

/// One file `umpire init` writes: its name in the folder, its text and what it is, in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Template {
    /// The file's name in the folder.
    pub name: &'static str,
    /// Its text.
    pub text: &'static str,
    /// What it is, as the command lists it.
    pub about: &'static str,
}

/// The files of an editor's folder, in the order they are written and listed.
pub const TEMPLATES: [Template; 5] = [
    Template {
        name: "README.md",
        text: include_str!("init_cli/README.md"),
        about: "how to run the scenarios, write your own and make the rulebook",
    },
    Template {
        name: "first.feature",
        text: include_str!("init_cli/first.feature"),
        about: "three scenarios: one strategic, one Civil War, one miniatures",
    },
    Template {
        name: "strategic.toml",
        text: include_str!("init_cli/strategic.toml"),
        about: "the strategic map and unit the first scenario loads",
    },
    Template {
        name: "civil-war.toml",
        text: include_str!("init_cli/civil-war.toml"),
        about: "the Civil War map and unit the second scenario loads",
    },
    Template {
        name: "minis.toml",
        text: include_str!("init_cli/minis.toml"),
        about: "the miniatures table and platoon the third scenario loads",
    },
];

/// Why a folder cannot be laid out.
#[derive(Debug, thiserror::Error)]
pub enum InitError {
    /// The folder's path names something that is not a folder.
    #[error("{}: this is a file, not a folder: name a new folder (umpire init makes it)", .0.display())]
    NotAFolder(PathBuf),
    /// Some of the files it would write are there already.
    #[error(
        "{} already exist{}: umpire init never overwrites a file, and wrote nothing; \
         name a new folder, or move {} away",
        list(.0),
        if .0.len() == 1 { "s" } else { "" },
        if .0.len() == 1 { "it" } else { "them" }
    )]
    Exists(Vec<PathBuf>),
    /// The folder cannot be made.
    #[error("{}: cannot make the folder: {source}", .path.display())]
    Folder {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A file cannot be written.
    #[error("{}: cannot write the file: {source}", .path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

impl From<InitError> for CliError {
    fn from(error: InitError) -> CliError {
        let file = match &error {
            InitError::NotAFolder(path)
            | InitError::Folder { path, .. }
            | InitError::Write { path, .. } => Some(path.display().to_string()),
            InitError::Exists(paths) => paths.first().map(|p| p.display().to_string()),
        };
        let kind = match error {
            InitError::Folder { .. } | InitError::Write { .. } => Kind::Output,
            InitError::NotAFolder(_) | InitError::Exists(_) => Kind::Usage,
        };
        let cli = CliError::new(kind, error.to_string());
        match file {
            Some(file) => cli.with_file(file),
            None => cli,
        }
    }
}

/// `paths` as a sentence: `a`, `a and b`, `a, b and c`.
fn list(paths: &[PathBuf]) -> String {
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Lays out `folder`: makes it if needed, then writes every [`TEMPLATES`] file into it, each
/// whole; the paths written, in order.
///
/// # Errors
/// `folder` is a file; a file it would write is there already (then nothing is written); the
/// folder or a file cannot be written.
pub fn lay_out(folder: &Path) -> Result<Vec<PathBuf>, InitError> {
    if folder.exists() && !folder.is_dir() {
        return Err(InitError::NotAFolder(folder.to_path_buf()));
    }
    let paths: Vec<PathBuf> = TEMPLATES.iter().map(|t| folder.join(t.name)).collect();
    // `symlink_metadata`: a dangling link is there too, and writing would replace it.
    let there: Vec<PathBuf> =
        paths.iter().filter(|p| p.symlink_metadata().is_ok()).cloned().collect();
    if !there.is_empty() {
        return Err(InitError::Exists(there));
    }
    std::fs::create_dir_all(folder)
        .map_err(|source| InitError::Folder { path: folder.to_path_buf(), source })?;
    for (template, path) in TEMPLATES.iter().zip(&paths) {
        umpire_harness::command::write_whole(path, template.text.as_bytes())
            .map_err(|source| InitError::Write { path: path.clone(), source })?;
    }
    Ok(paths)
}

/// Runs `umpire init`: lays out the folder, then lists what it wrote and the next command.
///
/// # Errors
/// As [`lay_out`]; standard output cannot be written.
pub fn init(args: &InitArgs) -> Result<ExitCode, CliError> {
    let paths = lay_out(&args.folder)?;
    let width = paths.iter().map(|p| p.display().to_string().chars().count()).max().unwrap_or(0);
    let mut text =
        format!("umpire init: wrote a rules editor's folder, {}:\n", args.folder.display());
    for (template, path) in TEMPLATES.iter().zip(&paths) {
        let shown = path.display().to_string();
        text.push_str(&format!("  {}  {}\n", umpire::map::pad_end(&shown, width), template.about));
    }
    text.push_str(&format!(
        "Next: run its scenarios with\n  umpire test {}\nthen read {} to write your own.\n",
        shell_word(&args.folder),
        args.folder.join("README.md").display()
    ));
    crate::output::print(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// `path` as a shell reads it back: quoted when it holds a character a shell would split or
/// expand.
fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    let plain = |c: char| c.is_alphanumeric() || "-_./+,:@%".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_of_paths_reads_as_a_sentence() {
        let paths = |names: &[&str]| names.iter().map(PathBuf::from).collect::<Vec<_>>();
        assert_eq!(list(&paths(&["a"])), "a");
        assert_eq!(list(&paths(&["a", "b"])), "a and b");
        assert_eq!(list(&paths(&["a", "b", "c"])), "a, b and c");
    }

    #[test]
    fn a_folder_name_is_quoted_only_when_a_shell_would_split_it() {
        assert_eq!(shell_word(Path::new("mine")), "mine");
        assert_eq!(shell_word(Path::new("../rules/mine")), "../rules/mine");
        assert_eq!(shell_word(Path::new("my rules")), "'my rules'");
        assert_eq!(shell_word(Path::new("it's")), "'it'\\''s'");
    }

    #[test]
    fn every_scenario_file_the_feature_loads_is_written_beside_it() {
        let feature = TEMPLATES.iter().find(|t| t.name.ends_with(".feature")).map(|t| t.text);
        let feature = feature.unwrap_or_default();
        for template in TEMPLATES.iter().filter(|t| t.name.ends_with(".toml")) {
            assert!(feature.contains(&format!("\"{}\"", template.name)), "{}", template.name);
        }
    }
}
