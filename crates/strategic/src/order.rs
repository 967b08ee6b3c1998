//! Orders as data: what one entry of a recorded game's orders file holds, for
//! [`Game::play`](crate::Game::play). An order names units, places and convoys by the ids
//! printed on the map and the counters, and says the choices the player makes (the procedure,
//! the convoys).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::situation::{Phase, Procedure, Weather};

/// One order of a game, tagged by its `order` key.
///
/// ```
/// use umpire_strategic::{MoveOrder, Order, Procedure};
///
/// let order: Order = toml::from_str(
///     r#"
///     order = "move"
///     unit = "port-said-infantry"
///     path = ["e1213", "e1312"]
///     procedure = "port-to-port"
///     "#,
/// )?;
/// let Order::Move(MoveOrder { unit, procedure, .. }) = &order else { unreachable!() };
/// assert_eq!((unit.as_deref(), *procedure), (Some("port-said-infantry"), Some(Procedure::PortToPort)));
///
/// // A key the order does not have is refused, with the keys it has.
/// let typo = toml::from_str::<Order>("order = \"move\"\nunit = \"1p\"\npth = [\"w3718\"]\n");
/// assert!(typo.unwrap_err().to_string().contains("unknown field `pth`"));
/// # Ok::<(), toml::de::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "order", rename_all = "kebab-case")]
pub enum Order {
    /// `order = "move"`: one unit moves along a path (3.1: units move one at a time).
    Move(MoveOrder),
    /// `order = "next-phase"`: the phase ends and the next begins.
    NextPhase(NextPhase),
}

/// A move: which unit, along which path, by which procedure and convoys.
///
/// ```toml
/// order = "move"
/// unit = "british-infantry"
/// path = ["e0912", "e1213", "e1312", "e1415"]
/// procedure = "port-to-port"                            # optional
/// convoys = ["british-eastern-med", "british-red-sea"]  # optional, one per crossing
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct MoveOrder {
    /// The unit that moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// Several units ordered to move together instead (refused: 3.1, ground units move one at
    /// a time). Give `unit` or `units`, not both.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub units: Vec<String>,
    /// The places it moves through, by hex id (`w3718`) or box id (`africa`), the unit's own
    /// place first.
    pub path: Vec<String>,
    /// The procedure the player chooses (3.1.4: one per unit per phase): the move is judged by
    /// that procedure only, so a step between two neighbouring canal ports is a canal move when
    /// `port-to-port` is chosen and a walk when `hex-to-hex` is. Absent: the path's cheapest way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub procedure: Option<Procedure>,
    /// The Troop Convoy markers the player chooses, one for each crossing of a naval zone in
    /// the order the path makes them (canal moves need none). Empty: for each crossing, the
    /// first convoy that may carry the unit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub convoys: Vec<String>,
}

/// The end of a phase and the start of the next.
///
/// ```toml
/// order = "next-phase"
/// phase = "reserve"
/// side = "western"              # optional: the side moving now (default: the same side)
/// weather = { w3617 = "mud" }   # optional: the weather of these hexes from now on
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextPhase {
    /// The phase that begins (`operational`, `reserve`).
    pub phase: Phase,
    /// The side that moves in it (absent: the side that moved in the phase just ended).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
    /// The weather of the hexes named, by hex id, from this phase on (`fair` clears it); hexes
    /// not named keep theirs.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub weather: BTreeMap<String, Weather>,
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn orders_read_from_toml_by_their_tag() {
        let order: Order = toml::from_str(
            "order = \"move\"\nunit = \"1p\"\npath = [\"w3718\", \"w3717\"]\nconvoys = [\"uk-1\"]\n",
        )
        .unwrap();
        let expected = MoveOrder {
            unit: Some("1p".into()),
            path: vec!["w3718".into(), "w3717".into()],
            convoys: vec!["uk-1".into()],
            ..MoveOrder::default()
        };
        assert_eq!(order, Order::Move(expected));
        let order: Order = toml::from_str(
            "order = \"next-phase\"\nphase = \"reserve\"\nweather = { w3617 = \"mud\" }\n",
        )
        .unwrap();
        let Order::NextPhase(next) = order else { panic!("not a next-phase order") };
        assert_eq!(next.phase, Phase::Reserve);
        assert_eq!(next.side, None);
        assert_eq!(next.weather.get("w3617"), Some(&Weather::Mud));
    }

    #[test]
    fn unknown_keys_and_values_are_refused() {
        for (text, needle) in [
            ("order = \"move\"\nunit = \"1p\"\npath = []\ncnvoys = []\n", "unknown field `cnvoys`"),
            (
                "order = \"next-phase\"\nphase = \"reserve\"\nsid = \"axis\"\n",
                "unknown field `sid`",
            ),
            ("order = \"next-phase\"\nphase = \"reserv\"\n", "unknown variant `reserv`"),
            ("order = \"move\"\nunit = \"1p\"\npath = []\nprocedure = \"by-sea\"\n", "by-sea"),
            ("order = \"mvoe\"\nunit = \"1p\"\n", "unknown variant `mvoe`"),
            ("order = \"move\"\nunit = \"1p\"\n", "missing field `path`"),
        ] {
            let error = toml::from_str::<Order>(text).unwrap_err().to_string();
            assert!(error.contains(needle), "{text}: {error}");
        }
    }

    #[test]
    fn orders_write_back_as_they_read() {
        let order = Order::NextPhase(NextPhase {
            phase: Phase::Reserve,
            side: Some("western".into()),
            weather: BTreeMap::from([("w3617".to_owned(), Weather::Snow)]),
        });
        let text = toml::to_string(&order).unwrap();
        assert_eq!(toml::from_str::<Order>(&text).unwrap(), order);
    }
}
