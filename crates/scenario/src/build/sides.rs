//! `[sides.<name>]`: how pictures show each side (its counters' colour).

use std::collections::BTreeMap;

use super::invalid;
use crate::error::ScenarioError;
use crate::key_path::join_key;
use crate::raw::{RawSide, S};
use crate::scenario::Side;
use crate::source::{FileId, Sources};

/// Checks every side's table: a `colour` is `#rrggbb`.
pub(crate) fn build(
    src: &Sources,
    sides: &[(FileId, S<String>, S<RawSide>)],
) -> Result<BTreeMap<String, Side>, ScenarioError> {
    let mut built = BTreeMap::new();
    for (file, name, raw) in sides {
        let key = join_key(&join_key("sides", name.get_ref()), "colour");
        let colour = match &raw.get_ref().colour {
            None => None,
            Some(colour) => Some(hex_colour(colour.get_ref()).ok_or_else(|| {
                invalid(
                    src,
                    *file,
                    colour,
                    &key,
                    format!(
                        "{:?} is not a colour: expected \"#rrggbb\" (six hex digits), e.g. \
                         colour = \"#2c5aa0\"",
                        colour.get_ref()
                    ),
                )
            })?),
        };
        built.insert(name.get_ref().clone(), Side { colour });
    }
    Ok(built)
}

/// `text` as a lower-case `#rrggbb`, if it is one.
fn hex_colour(text: &str) -> Option<String> {
    let digits = text.strip_prefix('#')?;
    (digits.len() == 6 && digits.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| format!("#{}", digits.to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::hex_colour;

    #[test]
    fn colours_are_six_hex_digits_after_a_hash() {
        assert_eq!(hex_colour("#2C5AA0").as_deref(), Some("#2c5aa0"));
        for bad in ["2c5aa0", "#2c5aa", "#2c5aag", "blue", "#2c5aa00", ""] {
            assert_eq!(hex_colour(bad), None, "{bad}");
        }
    }
}
