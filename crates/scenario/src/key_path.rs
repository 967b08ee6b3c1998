//! Key paths as messages write them: `units[3].at`, `map.terrain.legend."x y"` (a key that is
//! not a bare TOML key is quoted).

/// Appends `.key` (or `key` at the start) to `path`, quoting keys that are not bare words.
pub(crate) fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    let bare =
        !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if bare {
        path.push_str(key);
    } else {
        path.push_str(&format!("{key:?}"));
    }
}

/// `parent.key`, quoting `key` when needed.
pub(crate) fn join_key(parent: &str, key: &str) -> String {
    let mut path = parent.to_owned();
    push_key(&mut path, key);
    path
}
