//! Every `umpire` command the guides show is run here, so the docs cannot drift: each
//! ```` ```console ```` block of `README.md` and `features/README.md` is a session, its `$ umpire …`
//! lines run in order in a fresh empty folder (as a user who has only the command would run
//! them), and each must exit 0 — or the code its line's `# exits N` comment names.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The guides whose commands run.
const GUIDES: [&str; 2] = ["README.md", "features/README.md"];

/// One command of a guide: its line, the command and the exit code it must end with.
#[derive(Debug)]
struct Shown {
    line: usize,
    command: String,
    exit: i32,
}

/// The `$ umpire …` lines of every console block of `text`, in order.
fn commands(text: &str) -> Vec<Shown> {
    let mut shown = Vec::new();
    let mut in_console = false;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            in_console = !in_console && trimmed == "```console";
            continue;
        }
        let Some(command) = trimmed.strip_prefix("$ ").filter(|_| in_console) else { continue };
        if !command.starts_with("umpire") {
            continue;
        }
        let (command, exit) = match command.split_once("# exits ") {
            Some((command, code)) => (command.trim(), code.trim().parse().unwrap()),
            None => (command, 0),
        };
        shown.push(Shown { line: index + 1, command: command.to_owned(), exit });
    }
    shown
}

/// A fresh empty folder for one guide's session.
fn empty_folder(name: &str) -> PathBuf {
    let slug = name.replace(['/', '.'], "-");
    let dir = std::env::temp_dir().join(format!("umpire-guide-{slug}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_command_the_guides_show_runs_as_shown() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let umpire = Path::new(env!("CARGO_BIN_EXE_umpire"));
    let bin = umpire.parent().unwrap();
    let path = format!("{}:/usr/bin:/bin", bin.display());
    let mut ran = 0;
    for guide in GUIDES {
        let text = std::fs::read_to_string(root.join(guide)).unwrap();
        let dir = empty_folder(guide);
        for shown in commands(&text) {
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
            ran += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(ran >= 3, "the guides show {ran} umpire commands: the parser missed them");
}

#[test]
fn console_blocks_are_read_line_by_line() {
    let text = "```console\n$ umpire init mine\n$ umpire test bad # exits 1\n$ ls\n```\n\
                ```sh\n$ umpire not-this\n```\n";
    let shown = commands(text);
    assert_eq!(shown.len(), 2);
    assert_eq!(
        (shown[0].line, shown[0].command.as_str(), shown[0].exit),
        (2, "umpire init mine", 0)
    );
    assert_eq!((shown[1].command.as_str(), shown[1].exit), ("umpire test bad", 1));
}
