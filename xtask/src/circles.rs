//! `cargo xtask circles`: the import circles inside each of our crates, read from the sources.
//!
//! Each source file is a module (`src/game/mod.rs` and `src/game.rs` are `game`,
//! `src/game/orders.rs` is `game::orders`). A module depends on another when it names it by a
//! path from the crate's root or its parent (`crate::step::Step`, `super::view`, `use
//! crate::{ports, view::View}`); a module's own ancestors and descendants do not count (a child
//! naming its parent's types, a parent re-exporting its child's, is how a module tree is
//! written). A circle is a set of two or more modules each of which depends, through the others,
//! on every other: a change in one forces reading all of them. It prints each crate's circles
//! and fails (exit code 1) when there is one.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The source folders of our crates, from the workspace root, with the crate's name.
fn crates(root: &Path) -> Vec<(String, PathBuf)> {
    let mut found =
        vec![("umpire".to_owned(), root.join("src")), ("xtask".to_owned(), root.join("xtask/src"))];
    if let Ok(entries) = std::fs::read_dir(root.join("crates")) {
        let mut dirs: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        dirs.sort();
        for dir in dirs {
            let name =
                dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if dir.join("src").is_dir() {
                found.push((format!("umpire-{name}"), dir.join("src")));
            }
        }
    }
    found
}

/// Every `.rs` file under `src`, by module path (`game::orders`; the root is ``).
fn modules(src: &Path) -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && let Some(module) = module_of(src, &path)
            {
                out.insert(module, path);
            }
        }
    }
    out
}

/// The module path of file `path` under `src`; none for a binary of its own (`src/bin/…`).
fn module_of(src: &Path, path: &Path) -> Option<String> {
    let relative = path.strip_prefix(src).ok()?;
    let mut parts: Vec<String> =
        relative.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned()).collect();
    if parts.first().is_some_and(|p| p == "bin") {
        return None;
    }
    if parts.last().is_some_and(|p| p == "mod" || p == "lib" || p == "main") {
        parts.pop();
    }
    Some(parts.join("::"))
}

/// `text` with comments, string and character literals blanked, so that a path written in a
/// doc comment or a message is not read as a dependency.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').map_or(text.len(), |n| i + n);
            i = end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(text.len(), |n| i + n + 2);
            i = end;
        } else if rest.starts_with("r#\"") || rest.starts_with("r\"") {
            let open = rest.find('"').unwrap_or(0);
            let hashes = &rest[1..open];
            let close = format!("\"{hashes}");
            let end = rest[open + 1..]
                .find(&close)
                .map_or(text.len(), |n| i + open + 1 + n + close.len());
            out.push(' ');
            i = end;
        } else if bytes[i] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            out.push(' ');
            i = (j + 1).min(bytes.len());
        } else if bytes[i] == b'\'' && char_literal(rest) > 0 {
            // A character literal ('a', '…', '\n'); a lifetime ('a) is not one.
            out.push(' ');
            i += char_literal(rest);
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length in bytes of the character literal `rest` starts with (`'a'`, `'…'`, `'\n'`,
/// `'\u{2018}'`), or 0 when it starts a lifetime instead.
fn char_literal(rest: &str) -> usize {
    let mut chars = rest.char_indices().skip(1);
    match chars.next() {
        Some((_, '\\')) => rest[2..].find('\'').map_or(0, |n| n + 3),
        Some((_, c)) if c != '\'' => match chars.next() {
            Some((at, '\'')) => at + 1,
            _ => 0,
        },
        _ => 0,
    }
}

/// The module paths `code` (of module `here`) names from the crate's root or through `super`,
/// each as far as it goes (`crate::game::orders::X` is `game::orders::X`; resolved later).
fn named_paths(code: &str, here: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let words: Vec<&str> = tokens(code);
    let mut k = 0;
    while k < words.len() {
        let word = words[k];
        let base: Option<Vec<String>> = match word {
            "crate" => Some(Vec::new()),
            "super" => {
                // `super` from `a::b` is `a`, whether `a::b` is `a/b.rs` or `a/b/mod.rs`.
                let mut parent: Vec<String> =
                    here.split("::").filter(|s| !s.is_empty()).map(str::to_owned).collect();
                parent.pop();
                Some(parent)
            }
            _ => None,
        };
        let Some(mut base) = base else {
            k += 1;
            continue;
        };
        k += 1;
        // Further `::super` steps.
        while k + 1 < words.len() && words[k] == "::" && words[k + 1] == "super" {
            base.pop();
            k += 2;
        }
        collect(&words, &mut k, base, &mut paths);
    }
    paths
}

/// Reads `::a::b`, or a `::{a, b::c}` group, after a path prefix `base`, into `paths`.
fn collect(words: &[&str], k: &mut usize, base: Vec<String>, paths: &mut Vec<Vec<String>>) {
    let mut path = base;
    while *k + 1 < words.len() && words[*k] == "::" {
        let next = words[*k + 1];
        if next == "{" {
            *k += 2;
            // A group: each member is a path from `path`, separated by commas.
            loop {
                if *k >= words.len() {
                    return;
                }
                match words[*k] {
                    "}" => {
                        *k += 1;
                        paths.push(path.clone());
                        return;
                    }
                    "," => *k += 1,
                    word if is_ident(word) => {
                        let mut member = path.clone();
                        member.push(word.to_owned());
                        *k += 1;
                        collect(words, k, member, paths);
                    }
                    _ => *k += 1,
                }
            }
        } else if is_ident(next) {
            path.push(next.to_owned());
            *k += 2;
        } else {
            break;
        }
    }
    paths.push(path);
}

fn is_ident(word: &str) -> bool {
    word.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && word.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Identifiers, `::`, braces and commas of `code`, in order (anything else that ends a path
/// as `;`).
fn tokens(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push(&code[start..i]);
        } else if c == b':' && bytes.get(i + 1) == Some(&b':') {
            out.push("::");
            i += 2;
        } else if matches!(c, b'{' | b'}' | b',') {
            out.push(&code[i..=i]);
            i += 1;
        } else if c == b';' || c == b'(' || c == b')' {
            out.push(";");
            i += 1;
        } else {
            i += 1;
        }
    }
    out
}

/// The longest module among `known` that `path` starts with.
fn resolve(path: &[String], known: &BTreeSet<String>) -> Option<String> {
    (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|m| known.contains(m))
}

/// Whether one of `a` and `b` contains the other (or they are the same module).
fn related(a: &str, b: &str) -> bool {
    let within = |inner: &str, outer: &str| {
        outer.is_empty() || inner == outer || inner.starts_with(&format!("{outer}::"))
    };
    within(a, b) || within(b, a)
}

/// The module dependency graph of one crate's sources.
pub(crate) fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files = modules(src);
    let known: BTreeSet<String> = files.keys().cloned().collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in &files {
        let Ok(text) = std::fs::read_to_string(file) else { continue };
        let code = code_only(&text);
        let targets = edges.entry(module.clone()).or_default();
        for path in named_paths(&code, module) {
            if let Some(target) = resolve(&path, &known)
                && !related(module, &target)
            {
                targets.insert(target);
            }
        }
    }
    edges
}

/// The circles of `graph`: its strongly connected sets of two or more modules (Tarjan's).
pub(crate) fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        next: usize,
        found: Vec<Vec<String>>,
    }
    fn visit<'g>(state: &mut State<'g>, node: &'g str) {
        state.index.insert(node, state.next);
        state.low.insert(node, state.next);
        state.next += 1;
        state.stack.push(node);
        state.on_stack.insert(node);
        if let Some(targets) = state.graph.get(node) {
            for target in targets {
                let target = target.as_str();
                if !state.index.contains_key(target) {
                    visit(state, target);
                    let low = state.low[target].min(state.low[node]);
                    state.low.insert(node, low);
                } else if state.on_stack.contains(target) {
                    let low = state.index[target].min(state.low[node]);
                    state.low.insert(node, low);
                }
            }
        }
        if state.low[node] == state.index[node] {
            let mut set = Vec::new();
            while let Some(top) = state.stack.pop() {
                state.on_stack.remove(top);
                set.push(top.to_owned());
                if top == node {
                    break;
                }
            }
            if set.len() > 1 {
                set.sort();
                state.found.push(set);
            }
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !state.index.contains_key(node.as_str()) {
            visit(&mut state, node);
        }
    }
    state.found.sort();
    state.found
}

/// Runs the check over every crate of the workspace at `root`; the exit code.
pub(crate) fn run(root: &Path) -> i32 {
    let mut total = 0;
    for (name, src) in crates(root) {
        let found = circles(&graph(&src));
        for set in &found {
            let shown: Vec<String> = set
                .iter()
                .map(|m| if m.is_empty() { "(root)".to_owned() } else { m.clone() })
                .collect();
            println!("{name}: {}", shown.join(" ↔ "));
        }
        total += found.len();
    }
    if total == 0 {
        println!("circles: no import circle inside any crate");
        0
    } else {
        println!("circles: {total} import circle(s) inside our crates");
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(items: &[&str]) -> BTreeSet<String> {
        items.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn paths_are_read_from_code_not_from_comments_or_strings() {
        let code = code_only(
            "use crate::{step::Step, view};\n// crate::ports::X\nlet s = \"crate::ports\";\n\
             fn f() { super::super::data::load(); crate::game::orders::go(); }\n",
        );
        let paths = named_paths(&code, "a::b::c");
        let known = set(&["step", "view", "ports", "a", "a::data", "game", "game::orders"]);
        let resolved: BTreeSet<String> = paths.iter().filter_map(|p| resolve(p, &known)).collect();
        assert_eq!(resolved, set(&["step", "view", "a::data", "game::orders"]));
    }

    #[test]
    fn a_circle_is_found_and_a_module_tree_is_not_one() {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        graph.insert("game".into(), set(&["step"]));
        graph.insert("step".into(), set(&["view"]));
        graph.insert("view".into(), set(&["game"]));
        graph.insert("data".into(), set(&[]));
        assert_eq!(circles(&graph), vec![vec!["game".to_owned(), "step".into(), "view".into()]]);
        assert!(related("game::orders", "game") && related("", "x") && !related("game", "gamer"));
    }
}
