//! The project's errata applied to scenarios of every ruleset: which rulesets there are, whether
//! an erratum's rules data is data the ruleset accepts, and the edition a scenario is judged by.
//!
//! The errata themselves — files, editions, clause catalogues — are
//! [`umpire_scenario::errata`]; this module knows the rulesets, so it can check an erratum's
//! `[data]` against the ruleset's own rules data before any scenario meets it.
//!
//! ```
//! use umpire_play::errata::{Edition, Errata, Erratum, check};
//!
//! let text = "title = \"Forest costs 3\"\n[data]\nterrain.forest.cost = 3\n";
//! let path = std::path::Path::new("errata/strategic/2026-12-01-forest.toml");
//! let errata = Errata::from_errata([Erratum::parse(text, path)?]);
//! check(&errata)?;
//!
//! let mut scenario = umpire_scenario::load_demo();
//! let applied = umpire_play::errata::apply(&errata, &mut scenario.rules, "strategic", None, "demo")?;
//! assert_eq!(applied, ["2026-12-01-forest"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::path::{Path, PathBuf};

pub use umpire_scenario::errata::{Catalogue, Edition, Errata, ErrataError, Erratum};
use umpire_scenario::{EmbeddedRulesData, layered_rules_data};

/// The rulesets errata can amend: the folder names under `errata/` (and `features/`).
pub const RULESETS: [&str; 4] = ["strategic", "civil-war", "minis-dice", "minis-speed"];

/// Reads the errata under `folder` (`<ruleset>/*.toml`) and [`check`]s them.
///
/// # Errors
/// A file that cannot be read or is not an erratum, or data its ruleset refuses.
pub fn load(folder: &Path) -> Result<Errata, ErrataError> {
    let errata = Errata::load(folder)?;
    check(&errata)?;
    Ok(errata)
}

/// Reads the errata of `ruleset` alone under `folder` (`<ruleset>/*.toml`) and [`check`]s
/// them: what a command about one ruleset judges by. Another ruleset's errata are not read, so
/// a bad strategic erratum does not break a minis command in the same tree (`umpire errata`,
/// `umpire test` and `umpire rulebook`, which are about every ruleset, read them all with
/// [`load`]). A folder under `folder` that names no ruleset is still refused, with the nearest
/// ruleset: a misspelt `strategc/` would otherwise be skipped in silence.
///
/// # Errors
/// A sub-folder that names no ruleset, or a file of `ruleset` that cannot be read, is not an
/// erratum, or holds data the ruleset refuses.
pub fn load_for(folder: &Path, ruleset: &str) -> Result<Errata, ErrataError> {
    if let Ok(entries) = std::fs::read_dir(folder) {
        let mut unknown: Vec<PathBuf> = entries
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| path.is_dir())
            .filter(|path| {
                path.file_name().and_then(|n| n.to_str()).is_none_or(|n| !RULESETS.contains(&n))
            })
            .collect();
        unknown.sort();
        if let Some(path) = unknown.first() {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            let name = name.unwrap_or_default();
            return Err(ErrataError::Ruleset {
                origin: path.display().to_string(),
                suggestion: umpire_scenario::nearest(&name, RULESETS),
                ruleset: name,
            });
        }
    }
    let errata = Errata::load_ruleset(folder, ruleset)?;
    check(&errata)?;
    Ok(errata)
}

/// Each ruleset's clause catalogue as published (`features/<ruleset>/clauses.toml`), embedded.
const CATALOGUES: [(&str, &str, &str); 4] = [
    (
        "strategic",
        "features/strategic/clauses.toml",
        include_str!("../embedded/strategic/clauses.toml"),
    ),
    (
        "civil-war",
        "features/civil-war/clauses.toml",
        include_str!("../embedded/civil-war/clauses.toml"),
    ),
    (
        "minis-dice",
        "features/minis-dice/clauses.toml",
        include_str!("../embedded/minis-dice/clauses.toml"),
    ),
    (
        "minis-speed",
        "features/minis-speed/clauses.toml",
        include_str!("../embedded/minis-speed/clauses.toml"),
    ),
];

/// The clause catalogue of `ruleset` (one of [`RULESETS`]) as published, before any erratum.
///
/// ```
/// let catalogue = umpire_play::errata::catalogue("strategic")?;
/// assert!(catalogue.clause("STR-3.1.1-03").is_some());
/// # Ok::<(), umpire_play::errata::ErrataError>(())
/// ```
///
/// # Errors
/// [`ErrataError::Ruleset`] for a ruleset there is none of (with the nearest).
pub fn catalogue(ruleset: &str) -> Result<Catalogue, ErrataError> {
    let Some((_, origin, text)) = CATALOGUES.iter().find(|(name, ..)| *name == ruleset) else {
        return Err(ErrataError::Ruleset {
            origin: ruleset.to_owned(),
            ruleset: ruleset.to_owned(),
            suggestion: umpire_scenario::nearest(ruleset, RULESETS),
        });
    };
    Catalogue::parse(text, origin)
}

/// Checks every erratum: its folder names a ruleset, its `[data]` laid over that ruleset's
/// embedded rules data still reads as rules data (no unknown key, no wrong type), and every
/// clause it rewords, touches or retires is one of the ruleset's clause catalogue (as the
/// earlier errata leave it; an added clause must be new), in date order.
///
/// # Errors
/// The first erratum that fails, naming its file and the key; for a clause id, the line and
/// column too, and the nearest existing id.
pub fn check(errata: &Errata) -> Result<(), ErrataError> {
    for erratum in errata.iter() {
        check_one(erratum)?;
    }
    for ruleset in RULESETS {
        if errata.of(ruleset).next().is_some() {
            catalogue(ruleset)?.resolve(errata.of(ruleset), Edition::Latest)?;
        }
    }
    Ok(())
}

fn check_one(erratum: &Erratum) -> Result<(), ErrataError> {
    let data = &erratum.data;
    let origin = &erratum.origin;
    let checked = match erratum.ruleset.as_str() {
        "strategic" => umpire_strategic::RulesData::with_overrides(data, origin)
            .map(drop)
            .map_err(data_message),
        "civil-war" => umpire_civil_war::RulesData::with_overrides(data, origin)
            .map(drop)
            .map_err(data_message),
        "minis-dice" => {
            layered_rules_data::<umpire_minis::DiceData>(umpire_minis::DICE_RULES, data, origin)
                .map(drop)
                .map_err(data_message)
        }
        "minis-speed" => speed_data(data).map(drop),
        other => {
            return Err(ErrataError::Ruleset {
                origin: origin.clone(),
                ruleset: other.to_owned(),
                suggestion: umpire_scenario::nearest(other, RULESETS),
            });
        }
    };
    checked.map_err(|message| located_data(erratum, message))
}

/// The error of an erratum whose `[data]` the ruleset refuses, at the key it refuses: the
/// first override refused alone (with the nearest expected key for a misspelt one), else the
/// key path the rules data's message starts with (`terrain.swamp.cost: …`), else `data`.
fn located_data(erratum: &Erratum, message: String) -> ErrataError {
    let data = &erratum.data;
    let refused = match erratum.ruleset.as_str() {
        "strategic" => umpire_scenario::refused_override::<umpire_strategic::RulesData>(
            umpire_strategic::BUILTIN_RULES,
            data,
            "data",
        ),
        "civil-war" => umpire_scenario::refused_override::<umpire_civil_war::RulesData>(
            umpire_civil_war::BUILTIN_RULES,
            data,
            "data",
        ),
        "minis-dice" => umpire_scenario::refused_override::<umpire_minis::DiceData>(
            umpire_minis::DICE_RULES,
            data,
            "data",
        ),
        _ => None,
    };
    let (key, message) = match refused {
        Some((key, own, near)) => {
            let near = near.map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default();
            (key, format!("{own}{near}"))
        }
        None => {
            let leading = message
                .split_once(": ")
                .map(|(head, _)| format!("data.{head}"))
                .filter(|key| erratum.positions.contains_key(key));
            match leading {
                Some(key) => {
                    let rest = message.split_once(": ").map(|(_, r)| r.to_owned());
                    (key, rest.unwrap_or(message))
                }
                None => ("data".to_owned(), message),
            }
        }
    };
    let (line, column) = erratum
        .positions
        .get(&key)
        .or_else(|| erratum.positions.get("data"))
        .copied()
        .unwrap_or((0, 0));
    ErrataError::Data { origin: erratum.origin.clone(), line, column, key, message }
}

/// The rules data's own words for what is wrong (the key and what was expected).
fn data_message(error: umpire_scenario::SetupError) -> String {
    match error {
        umpire_scenario::SetupError::RulesData { message, .. } => message,
        other => other.to_string(),
    }
}

/// The speed-table rules' data with `data` laid over it: `data.vehicles` over the vehicle rules
/// (`speed-vehicles.toml`), `data.troops` over the troop rules (`speed-troops.toml`).
///
/// # Errors
/// A key other than `vehicles` and `troops`, or data the rules refuse, in words naming the
/// key (the caller says whose data it was).
pub fn speed_data(
    data: &toml::Table,
) -> Result<
    (umpire_minis::speed::vehicles::VehicleRules, umpire_minis::speed::troops::TroopsData),
    String,
> {
    use umpire_minis::speed::{troops, vehicles};
    if let Some(key) = data.keys().find(|k| !["vehicles", "troops"].contains(&k.as_str())) {
        let near = umpire_scenario::nearest(key, ["vehicles", "troops"])
            .map(|s| format!(" — did you mean {s:?}?"))
            .unwrap_or_default();
        return Err(format!(
            "{key}: the speed-table rules' data has two parts, `vehicles` and `troops`{near}"
        ));
    }
    let empty = toml::Table::new();
    let part = |key: &str| data.get(key).and_then(toml::Value::as_table).unwrap_or(&empty);
    let vehicle_data: vehicles::VehicleData =
        layered_rules_data(vehicles::SPEED_VEHICLE_RULES, part("vehicles"), "speed-vehicles.toml")
            .map_err(|e| format!("vehicles: {}", data_message(e)))?;
    let troops: troops::TroopsData =
        layered_rules_data(troops::TROOPS_RULES, part("troops"), "speed-troops.toml")
            .map_err(|e| format!("troops: {}", data_message(e)))?;
    Ok((vehicles::VehicleRules { data: vehicle_data }, troops))
}

/// Lays the errata of `ruleset` in force over a scenario's `[rules]` (`rules.data`): the
/// edition is `edition` when given, else the one the scenario pins (`[rules] edition`), else the
/// latest. Returns the ids of the errata applied.
///
/// # Errors
/// [`ErrataError::Edition`] when the scenario's `edition` is not an edition.
pub fn apply(
    errata: &Errata,
    rules: &mut Option<toml::Table>,
    ruleset: &str,
    edition: Option<Edition>,
    origin: &str,
) -> Result<Vec<String>, ErrataError> {
    let edition = match edition {
        Some(edition) => edition,
        None => Errata::edition_of(rules.as_ref(), origin)?.unwrap_or_default(),
    };
    Ok(errata.apply(ruleset, rules, edition))
}

/// The `errata/` folder that governs a scenario file: the nearest one in the file's folder or
/// any folder above it (as Cargo finds `Cargo.toml`).
pub fn folder_for(scenario: &Path) -> Option<PathBuf> {
    let start = scenario.canonicalize().ok()?;
    start.ancestors().skip(1).map(|dir| dir.join("errata")).find(|dir| dir.is_dir())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn one(folder: &str, text: &str) -> Errata {
        let path = Path::new("errata").join(folder).join("2026-12-01-x.toml");
        Errata::from_errata([Erratum::parse(text, &path).unwrap()])
    }

    #[test]
    fn data_each_ruleset_accepts_passes() {
        check(&one("strategic", "title = \"t\"\n[data]\nterrain.forest.cost = 3\n")).unwrap();
        check(&one("minis-dice", "title = \"t\"\n")).unwrap();
        check(&one("minis-speed", "title = \"t\"\n[data.vehicles]\n")).unwrap();
    }

    #[test]
    fn data_a_ruleset_refuses_is_refused_naming_the_file() {
        let bad = one("strategic", "title = \"t\"\n[data]\nterrain.forest.cots = 3\n");
        let message = check(&bad).unwrap_err().to_string();
        assert!(message.contains("2026-12-01-x.toml"), "{message}");
        assert!(message.contains("cots"), "{message}");
        let message = check(&one("minis-speed", "title = \"t\"\n[data.vehicle]\n")).unwrap_err();
        assert!(message.to_string().contains("did you mean \"vehicles\""), "{message}");
    }

    #[test]
    fn every_catalogue_reads() {
        for ruleset in RULESETS {
            assert!(!catalogue(ruleset).unwrap().clauses.is_empty(), "{ruleset}");
        }
        assert!(catalogue("stratgic").unwrap_err().to_string().contains("\"strategic\""));
    }

    #[test]
    fn an_erratum_rewording_no_clause_is_refused_at_its_line_with_the_nearest_id() {
        let text = "title = \"t\"\n\n[[reworded]]\nid = \"STR-3.1.1-3\"\nsummary = \"s\"\n";
        let message = check(&one("strategic", text)).unwrap_err().to_string();
        assert_eq!(
            message,
            "errata/strategic/2026-12-01-x.toml:4:6: reworded[0].id: \"STR-3.1.1-3\" is not a \
             clause of strategic — did you mean \"STR-3.1.1-03\"?"
        );
        let touched = one("civil-war", "title = \"t\"\ntouches = [\"CW-9.9.9-99\"]\n");
        let message = check(&touched).unwrap_err().to_string();
        assert!(message.starts_with("errata/civil-war/2026-12-01-x.toml:2:12: touches[0]: "));
        assert!(message.contains("is not a clause of civil-war"), "{message}");
        // The worked examples name clauses that exist.
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        check(&Errata::load(&root.join("errata-examples")).unwrap()).unwrap();
    }

    #[test]
    fn an_unknown_ruleset_folder_is_named_with_the_nearest() {
        let message = check(&one("stratgic", "title = \"t\"\n")).unwrap_err().to_string();
        assert!(message.contains("did you mean \"strategic\""), "{message}");
    }
}
