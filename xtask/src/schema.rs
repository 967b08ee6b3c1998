//! `cargo xtask schema [--check]`: the JSON Schemas of the `umpire` command's outputs, generated
//! from the types of `umpire::json`, written to `schema/` (or, with `--check`, compared with the
//! files there: a stale or missing file fails, named, and so does a file no output has). The
//! schemas of retired output versions ([`RETIRED`]) stay as they were written, describing what
//! older versions of the command wrote; they are no longer generated.

use std::path::Path;

/// The folder of the schemas, under the workspace root.
const FOLDER: &str = "schema";

/// The schemas of output versions no command writes any more, kept as they are.
const RETIRED: [&str; 2] = ["play.v1.json", "reach.v1.json"];

/// Runs the command in the workspace at `root`.
pub fn run(root: &Path, check: bool) -> i32 {
    let folder = root.join(FOLDER);
    let wanted: Vec<(String, String)> = umpire::json::schemas()
        .iter()
        .map(|(name, schema)| (name.clone(), umpire::json::schema_text(schema)))
        .collect();
    if check {
        let problems = stale(&folder, &wanted);
        for problem in &problems {
            eprintln!("schema: {problem}");
        }
        if problems.is_empty() {
            println!("schema: {} schemas in {FOLDER}/ match the types", wanted.len());
            0
        } else {
            eprintln!("schema: run `cargo xtask schema` to write them");
            1
        }
    } else {
        if let Err(error) = std::fs::create_dir_all(&folder) {
            eprintln!("schema: cannot make {}: {error}", folder.display());
            return 1;
        }
        for (name, text) in &wanted {
            let path = folder.join(name);
            if let Err(error) = umpire::scenario::write_whole(&path, text.as_bytes()) {
                eprintln!("schema: cannot write {}: {error}", path.display());
                return 1;
            }
        }
        for extra in extra_files(&folder, &wanted) {
            if let Err(error) = std::fs::remove_file(folder.join(&extra)) {
                eprintln!("schema: cannot remove {FOLDER}/{extra}: {error}");
                return 1;
            }
        }
        println!("schema: wrote {} schemas to {FOLDER}/", wanted.len());
        0
    }
}

/// What differs between `folder` and the schemas `wanted`: each a sentence naming the file.
fn stale(folder: &Path, wanted: &[(String, String)]) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, text) in wanted {
        match std::fs::read_to_string(folder.join(name)) {
            Ok(found) if found == *text => {}
            Ok(_) => problems.push(format!("{FOLDER}/{name} differs from what the types generate")),
            Err(_) => problems.push(format!("{FOLDER}/{name} is missing")),
        }
    }
    for extra in extra_files(folder, wanted) {
        problems.push(format!("{FOLDER}/{extra} is the schema of no output"));
    }
    problems
}

/// The `.json` files in `folder` that are not among `wanted`.
fn extra_files(folder: &Path, wanted: &[(String, String)]) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(folder) else { return Vec::new() };
    let mut extra: Vec<String> = entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".json") && !wanted.iter().any(|(w, _)| w == name))
        .filter(|name| !RETIRED.contains(&name.as_str()))
        .collect();
    extra.sort();
    extra
}
