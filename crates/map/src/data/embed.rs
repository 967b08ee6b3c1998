//! Build-script side of embedded rules data (feature `embed`): a TOML rules-data file written as
//! the Rust source of a [`DataValue`](crate::DataValue) tree.
//!
//! A ruleset crate lists `umpire-map` with `features = ["embed"]` under `[build-dependencies]`
//! only, so the TOML reader is used while building and is not a dependency of the library.
//!
//! ```
//! let source = umpire_map::embed::rust_source("[swamp]\ncost = 2\nname = \"Swamp\"\n")?;
//! assert_eq!(
//!     source,
//!     r#"umpire_map::DataValue::Table(&[("swamp", umpire_map::DataValue::Table(&[("cost", umpire_map::DataValue::Integer(2)), ("name", umpire_map::DataValue::String("Swamp"))]))])"#
//! );
//! # Ok::<(), String>(())
//! ```

use std::fmt::Write as _;
use std::path::Path;

/// The Rust expression of the [`DataValue`](crate::DataValue) tree that TOML `text` holds.
///
/// # Errors
/// The TOML reader's message (line, column, what was expected), or a note that a date is no
/// rules-data value.
pub fn rust_source(text: &str) -> Result<String, String> {
    let table: toml::Table = toml::from_str(text).map_err(|error| error.to_string())?;
    let mut out = String::new();
    write_table(&mut out, &table, "")?;
    Ok(out)
}

/// For a build script: writes the tree of the TOML file `input` (relative to the crate being
/// built) to `$OUT_DIR/output`, and asks cargo to rebuild when the file changes. The library
/// includes it with `include!(concat!(env!("OUT_DIR"), "/<output>"))`.
///
/// # Errors
/// The file that could not be read or written, or what is wrong with its TOML.
pub fn build(input: &str, output: &str) -> Result<(), String> {
    let manifest =
        std::env::var("CARGO_MANIFEST_DIR").map_err(|e| format!("CARGO_MANIFEST_DIR: {e}"))?;
    let out_dir = std::env::var("OUT_DIR").map_err(|e| format!("OUT_DIR: {e}"))?;
    let path = Path::new(&manifest).join(input);
    println!("cargo::rerun-if-changed={}", path.display());
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let source = rust_source(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let target = Path::new(&out_dir).join(output);
    std::fs::write(&target, source).map_err(|e| format!("{}: {e}", target.display()))
}

const PATH: &str = "umpire_map::DataValue";

fn write_table(out: &mut String, table: &toml::Table, key: &str) -> Result<(), String> {
    out.push_str(PATH);
    out.push_str("::Table(&[");
    for (i, (name, value)) in table.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "({name:?}, ");
        let path = if key.is_empty() { name.clone() } else { format!("{key}.{name}") };
        write_value(out, value, &path)?;
        out.push(')');
    }
    out.push_str("])");
    Ok(())
}

fn write_value(out: &mut String, value: &toml::Value, key: &str) -> Result<(), String> {
    match value {
        toml::Value::Boolean(b) => {
            let _ = write!(out, "{PATH}::Bool({b})");
        }
        toml::Value::Integer(i) => {
            let _ = write!(out, "{PATH}::Integer({i})");
        }
        toml::Value::Float(f) => {
            let literal = if f.is_nan() {
                "f64::NAN".to_owned()
            } else if f.is_infinite() {
                if *f > 0.0 { "f64::INFINITY" } else { "f64::NEG_INFINITY" }.to_owned()
            } else {
                format!("{f:?}")
            };
            let _ = write!(out, "{PATH}::Float({literal})");
        }
        toml::Value::String(s) => {
            let _ = write!(out, "{PATH}::String({s:?})");
        }
        toml::Value::Array(items) => {
            let _ = write!(out, "{PATH}::Array(&[");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_value(out, item, &format!("{key}[{i}]"))?;
            }
            out.push_str("])");
        }
        toml::Value::Table(table) => write_table(out, table, key)?,
        toml::Value::Datetime(_) => {
            return Err(format!("{key}: a date is not a rules-data value"));
        }
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_value_is_written() {
        let source = rust_source("a = [true, -3, 0.5, 1e300]\nb = \"q\\\"uote\"\n").unwrap();
        assert!(source.contains("Bool(true)"), "{source}");
        assert!(source.contains("Integer(-3)"), "{source}");
        assert!(source.contains("Float(0.5)"), "{source}");
        assert!(source.contains("Float(1e300)"), "{source}");
        assert!(source.contains(r#"String("q\"uote")"#), "{source}");
        let nan = rust_source("x = nan\ny = -inf\n").unwrap();
        assert!(nan.contains("f64::NAN") && nan.contains("f64::NEG_INFINITY"), "{nan}");
    }

    #[test]
    fn dates_and_bad_toml_are_refused_with_the_key() {
        assert_eq!(
            rust_source("[t]\nwhen = 1979-05-27\n").unwrap_err(),
            "t.when: a date is not a rules-data value"
        );
        assert!(rust_source("x = ").is_err());
    }
}
