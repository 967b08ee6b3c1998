//! Builds the `umpire` command's built-in library: the project's features, scenarios, games,
//! worked-example errata, the editors' guide and the step vocabulary, embedded in the binary so
//! `umpire test`, `umpire rulebook` and `umpire errata` need no checkout. The library alone
//! (without the `cli` feature) embeds nothing.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The folders embedded, relative to the package root.
const FOLDERS: [&str; 4] = ["features", "scenarios", "games", "errata-examples"];

/// The file types embedded.
const EXTENSIONS: [&str; 3] = ["feature", "toml", "md"];

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    let cli = std::env::var_os("CARGO_FEATURE_CLI").is_some();
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for folder in FOLDERS {
        println!("cargo::rerun-if-changed={folder}");
        if cli {
            collect(&root, &root.join(folder), &mut files);
        }
    }
    files.sort();
    let mut table = String::from(
        "/// The built-in files, by their path in the project.\n\
         pub static FILES: &[(&str, &str)] = &[\n",
    );
    for (name, path) in &files {
        let _ = writeln!(table, "    ({name:?}, include_str!({:?})),", path.display().to_string());
    }
    table.push_str("];\n");
    if let Err(error) = std::fs::write(out.join("builtin.rs"), table) {
        println!("cargo::error=cannot write the built-in library: {error}");
    }
}

/// Every embedded file under `folder`, named relative to `root` with `/`.
fn collect(root: &Path, folder: &Path, files: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(root, &path, files);
        } else if path.extension().is_some_and(|e| EXTENSIONS.iter().any(|x| e == *x)) {
            let relative = path.strip_prefix(root).unwrap_or(&path);
            let name = relative.to_string_lossy().replace('\\', "/");
            files.push((name, path));
        }
    }
}
