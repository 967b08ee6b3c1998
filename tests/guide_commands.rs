//! Every `umpire` command the guides show is run here, so the docs cannot drift: each
//! ```` ```console ```` block of `README.md`, `features/README.md` and the guides in `docs/` is a
//! session, its `$ umpire …` lines run in order in a fresh folder, and each must exit 0 — or the
//! code its line's `# exits N` comment names — and print the lines shown under it.
//!
//! The editors' guide (`features/README.md`) is for someone who has only the command: its
//! sessions run in an empty folder. The README and the guides in `docs/` are read from the top
//! of a checkout: theirs run in a folder holding copies of the repository's `scenarios/`,
//! `games/` and `errata-examples/`, so a command may name `scenarios/demo.toml` as the guide
//! does, and nothing it writes lands in the repository.
//!
//! The lines shown under a command are its output, shortened: each must be printed, in the
//! order shown (standard output, then standard error); a line `…` stands for lines left out,
//! and a `…` inside a line for text left out of that line.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The guide for someone who has only the command: its sessions run in an empty folder.
const ALONE: &str = "features/README.md";

/// The folders of a checkout a session from its top may name.
const CHECKOUT: [&str; 3] = ["scenarios", "games", "errata-examples"];

/// The guides whose commands run: the README, the editors' guide and every guide in `docs/`.
fn guides(root: &Path) -> Vec<String> {
    let mut docs: Vec<String> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    [vec!["README.md".to_owned(), ALONE.to_owned()], docs].concat()
}

/// One command of a guide: its line, the command, the exit code it must end with and the
/// lines shown under it.
#[derive(Debug)]
struct Shown {
    line: usize,
    command: String,
    exit: i32,
    output: Vec<String>,
}

/// The `$ umpire …` lines of every console block of `text`, in order, each with the lines
/// shown under it up to the next `$ ` line or the end of the block.
fn commands(text: &str) -> Vec<Shown> {
    let mut shown: Vec<Shown> = Vec::new();
    let mut in_console = false;
    // Whether the lines read now are the output of the last command kept.
    let mut collecting = false;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            in_console = !in_console && trimmed == "```console";
            collecting = false;
            continue;
        }
        if !in_console {
            continue;
        }
        let Some(command) = trimmed.strip_prefix("$ ") else {
            if collecting {
                shown.last_mut().unwrap().output.push(line.to_owned());
            }
            continue;
        };
        collecting = command.starts_with("umpire");
        if !collecting {
            continue;
        }
        let (command, exit) = match command.split_once("# exits ") {
            Some((command, code)) => (command.trim(), code.trim().parse().unwrap()),
            None => (command, 0),
        };
        shown.push(Shown { line: index + 1, command: command.to_owned(), exit, output: vec![] });
    }
    // A console block's lines are indented as the block is (in a list item): take the
    // block's indentation off its output.
    for shown in &mut shown {
        let indent = text.lines().nth(shown.line - 1).map_or(0, |l| l.len() - l.trim_start().len());
        for line in &mut shown.output {
            let cut = line.len() - line.trim_start().len();
            line.drain(..cut.min(indent));
        }
    }
    shown
}

/// Whether `printed` is the line `shown` shows: the same text, or, where `shown` has `…`, the
/// same text around what it leaves out.
fn shows(shown: &str, printed: &str) -> bool {
    let shown = shown.trim_end();
    let printed = printed.trim_end();
    if !shown.contains('…') {
        return shown == printed;
    }
    let pieces: Vec<&str> = shown.split('…').collect();
    let (first, last) = (pieces[0], pieces[pieces.len() - 1]);
    if !printed.starts_with(first) || !printed.ends_with(last) {
        return false;
    }
    let mut rest = &printed[first.len()..];
    for piece in &pieces[1..pieces.len() - 1] {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len()
}

/// The first line shown that `printed` does not print in its place, if any.
fn missing<'a>(shown: &'a [String], printed: &str) -> Option<&'a str> {
    let mut printed = printed.lines();
    shown
        .iter()
        .map(String::as_str)
        .filter(|line| !line.trim().is_empty() && line.trim() != "…")
        .find(|line| !printed.any(|p| shows(line, p)))
}

/// A fresh folder for one guide's session: empty, or with the checkout's folders copied in.
fn session_folder(name: &str, root: &Path) -> PathBuf {
    let slug = name.replace(['/', '.'], "-");
    let dir = std::env::temp_dir().join(format!("umpire-guide-{slug}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    if name != ALONE {
        for folder in CHECKOUT {
            copy_folder(&root.join(folder), &dir.join(folder));
        }
    }
    dir
}

fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_folder(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn every_command_the_guides_show_runs_as_shown() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let umpire = Path::new(env!("CARGO_BIN_EXE_umpire"));
    let bin = umpire.parent().unwrap();
    let path = format!("{}:/usr/bin:/bin", bin.display());
    let mut ran = 0;
    for guide in guides(root) {
        let text = std::fs::read_to_string(root.join(&guide)).unwrap();
        let shown_commands = commands(&text);
        if shown_commands.is_empty() {
            continue;
        }
        let dir = session_folder(&guide, root);
        for shown in shown_commands {
            let output = Command::new("sh")
                .arg("-c")
                .arg(&shown.command)
                .current_dir(&dir)
                .env("PATH", &path)
                .output()
                .unwrap();
            let all = format!(
                "{}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
            assert_eq!(
                output.status.code(),
                Some(shown.exit),
                "{guide}:{}: `{}` should exit {}:\n{all}",
                shown.line,
                shown.command,
                shown.exit
            );
            if let Some(line) = missing(&shown.output, &all) {
                panic!(
                    "{guide}:{}: `{}` should print, in this order:\n{}\nbut it prints no line \
                     `{line}` where the guide shows it:\n{all}",
                    shown.line,
                    shown.command,
                    shown.output.join("\n")
                );
            }
            ran += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(ran >= 3, "the guides show {ran} umpire commands: the parser missed them");
}

#[test]
fn console_blocks_are_read_line_by_line() {
    let text = "```console\n$ umpire init mine\n$ umpire test bad # exits 1\nbad: 1 failed\n\
                $ ls\nmine\n```\n```sh\n$ umpire not-this\n```\n";
    let shown = commands(text);
    assert_eq!(shown.len(), 2);
    assert_eq!(
        (shown[0].line, shown[0].command.as_str(), shown[0].exit),
        (2, "umpire init mine", 0)
    );
    assert!(shown[0].output.is_empty());
    assert_eq!((shown[1].command.as_str(), shown[1].exit), ("umpire test bad", 1));
    assert_eq!(shown[1].output, ["bad: 1 failed"]);
}

#[test]
fn output_is_shown_shortened_and_in_order() {
    let printed = "a: one\nb: two and three\nc: four\n";
    let lines = |shown: &[&str]| shown.iter().map(|l| (*l).to_owned()).collect::<Vec<_>>();
    assert_eq!(missing(&lines(&["a: one", "…", "c: four"]), printed), None);
    assert_eq!(missing(&lines(&["b: two … three"]), printed), None);
    assert_eq!(missing(&lines(&["b: …"]), printed), None);
    assert_eq!(missing(&lines(&["c: four", "a: one"]), printed), Some("a: one"));
    assert_eq!(missing(&lines(&["b: two"]), printed), Some("b: two"));
}
