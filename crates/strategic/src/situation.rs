//! The situation on the board that movement depends on: the phase, the units, markers, ports,
//! convoys, countries, weather and the political inputs. Every field is plain data (serde): a
//! game fills it in code (the constructors give the defaults a scenario file gets) and hands it
//! to [`crate::Game::from_parts`]; the scenario adapter reads it from a file.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use umpire_hex::{Direction, Hex};
use umpire_map::{Citation, MapPlace, Mp};

use crate::state::MoveState;
pub use crate::state::Procedure;

/// The two movement phases these rules govern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The Operational Movement Phase (3).
    #[default]
    Operational,
    /// The Reserve Movement Phase (5).
    Reserve,
}

impl Phase {
    /// Both phases.
    pub const ALL: [Phase; 2] = [Phase::Operational, Phase::Reserve];

    /// The name scenario files and the command use.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Operational => "operational",
            Phase::Reserve => "reserve",
        }
    }

    /// The phase called `name`.
    pub fn from_name(name: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// Weather affecting a hex (11.3–11.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Weather {
    /// Nothing that affects movement.
    #[default]
    Fair,
    /// Mud.
    Mud,
    /// Storms.
    Storms,
    /// Snow.
    Snow,
}

impl Weather {
    /// Every kind of weather.
    pub const ALL: [Weather; 4] = [Weather::Fair, Weather::Mud, Weather::Storms, Weather::Snow];

    /// The name scenario files and orders use (`fair`, `mud`, `storms`, `snow`).
    pub const fn name(self) -> &'static str {
        match self {
            Weather::Fair => "fair",
            Weather::Mud => "mud",
            Weather::Storms => "storms",
            Weather::Snow => "snow",
        }
    }
}

/// Where an overrun sends its victim (3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Elimination {
    /// The Delay Box (units with a Delay Stripe).
    DelayBox,
    /// The unit's Force Pool.
    ForcePool,
}

impl Elimination {
    /// The name scenario files use (`delay-box`, `force-pool`).
    pub const fn name(self) -> &'static str {
        match self {
            Elimination::DelayBox => "delay-box",
            Elimination::ForcePool => "force-pool",
        }
    }
}

/// One unit, with every attribute the movement rules read.
///
/// A game builds one with [`UnitState::builder`], naming each attribute it sets, so that no two
/// names can be swapped unseen; [`Game::from_parts`](crate::Game::from_parts) then holds the
/// names against the rules data once.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitState {
    /// Its id.
    pub id: String,
    /// Its side (a faction of the rules data: `axis`, `allied`, `soviet`…); the scenario file's
    /// `side`. Saved games written before it was renamed from `faction` still read.
    #[serde(alias = "faction")]
    pub side: String,
    /// Its nationality.
    pub nationality: String,
    /// For an Axis multi-national unit: the nationality of the step in its Holding Box.
    pub holding: Option<String>,
    /// Its type (`armor`, `infantry`, `hq`, `marine`, `air`…).
    pub unit_type: String,
    /// Its steps.
    pub steps: u32,
    /// Its Movement Allowance.
    pub movement: Mp,
    /// An Exp unit.
    pub exp: bool,
    /// Has a Delay Stripe.
    pub delay_stripe: bool,
    /// Supplied at the start of its move, if stated (otherwise judged from the out-of-supply
    /// hexes).
    pub supplied: Option<bool>,
    /// Conducting Exploitation.
    pub exploiting: bool,
    /// Projects a zone of control (ground units by default).
    pub zoc: bool,
    /// Could get a defender's Air column shift.
    pub air_support: bool,
    /// For an HQ: how far it gives column shifts (the rules data's default when `None`).
    pub support_range: Option<u32>,
    /// Its Home Country, if not its nationality's.
    pub home: Option<String>,
    /// Where it is; `None` once eliminated.
    pub at: Option<MapPlace>,
    /// Where it went when eliminated.
    pub eliminated: Option<Elimination>,
    /// The procedure it already used this phase, if it moved.
    pub moved: Option<Procedure>,
}

impl UnitState {
    /// Starts building unit `id`: name its side, nationality, unit type, Movement Allowance and
    /// place with the [`UnitBuilder`]'s setters, then [`build`](UnitBuilder::build) it.
    ///
    /// **Required:** [`side`](UnitBuilder::side), [`nationality`](UnitBuilder::nationality) and
    /// [`unit_type`](UnitBuilder::unit_type) (a unit built without one is refused by
    /// [`Game::from_parts`](crate::Game::from_parts), which names the unit and the attribute),
    /// and in practice [`movement`](UnitBuilder::movement) and [`at`](UnitBuilder::at).
    /// **Defaults** (a scenario file's unit that says nothing more): one step, MA 0, off the
    /// map, supplied unless it stands in an out-of-supply hex, projecting a zone of control
    /// (a scenario file's Air unit does not: set [`zoc`](UnitBuilder::zoc)`(false)` for one),
    /// none of the special attributes, not eliminated, not moved.
    ///
    /// ```
    /// use umpire_hex::Hex;
    /// use umpire_map::Mp;
    /// use umpire_strategic::UnitState;
    ///
    /// let panzer = UnitState::builder("4-pz")
    ///     .side("axis")
    ///     .nationality("german")
    ///     .unit_type("armor")
    ///     .steps(2)
    ///     .movement(Mp::whole(4))
    ///     .at(Hex::ZERO)
    ///     .build();
    /// assert!(panzer.multi_step() && panzer.zoc);
    /// assert_eq!((panzer.side.as_str(), panzer.unit_type.as_str()), ("axis", "armor"));
    /// ```
    pub fn builder(id: impl Into<String>) -> UnitBuilder {
        UnitBuilder {
            unit: UnitState {
                id: id.into(),
                side: String::new(),
                nationality: String::new(),
                holding: None,
                unit_type: String::new(),
                steps: 1,
                movement: Mp::ZERO,
                exp: false,
                delay_stripe: false,
                supplied: None,
                exploiting: false,
                zoc: true,
                air_support: false,
                support_range: None,
                home: None,
                at: None,
                eliminated: None,
                moved: None,
            },
        }
    }

    /// Whether it has more than one step.
    pub fn multi_step(&self) -> bool {
        self.steps > 1
    }

    /// Every nationality it counts as: its own, and for a multi-national unit the holding
    /// step's too (3.1.4).
    pub fn nationalities(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.nationality.as_str()).chain(self.holding.as_deref())
    }
}

/// Builds a [`UnitState`] one named attribute at a time: made by [`UnitState::builder`], which
/// lists what is required and the defaults. The Civil War rules' builder has the same shape.
///
/// ```
/// use umpire_hex::Hex;
/// use umpire_map::Mp;
/// use umpire_strategic::{Procedure, UnitState};
///
/// let hq = UnitState::builder("pz-gr-hq")
///     .side("axis")
///     .nationality("german")
///     .unit_type("hq")
///     .movement(Mp::whole(3))
///     .at(Hex::new(2, 0))
///     .support_range(3)
///     .supplied(false)
///     .moved(Procedure::HexToHex)
///     .build();
/// assert_eq!((hq.support_range, hq.supplied), (Some(3), Some(false)));
/// ```
#[derive(Debug, Clone, PartialEq)]
#[must_use = "a builder does nothing until `build` is called"]
pub struct UnitBuilder {
    unit: UnitState,
}

impl UnitBuilder {
    /// Its side: a faction of the rules data (`axis`, `allied`, `soviet`…). Required.
    pub fn side(mut self, side: impl Into<String>) -> UnitBuilder {
        self.unit.side = side.into();
        self
    }

    /// Its nationality (`german`, `italian`, `russian`…). Required.
    pub fn nationality(mut self, nationality: impl Into<String>) -> UnitBuilder {
        self.unit.nationality = nationality.into();
        self
    }

    /// Its type: a unit type of the rules data (`armor`, `infantry`, `hq`, `marine`, `air`…).
    /// Required.
    pub fn unit_type(mut self, unit_type: impl Into<String>) -> UnitBuilder {
        self.unit.unit_type = unit_type.into();
        self
    }

    /// Its Movement Allowance (default 0).
    pub fn movement(mut self, movement: Mp) -> UnitBuilder {
        self.unit.movement = movement;
        self
    }

    /// Where it is: a hex or an off-map box (default: nowhere, as an eliminated unit).
    pub fn at(mut self, at: impl Into<MapPlace>) -> UnitBuilder {
        self.unit.at = Some(at.into());
        self
    }

    /// Its steps (default 1).
    pub fn steps(mut self, steps: u32) -> UnitBuilder {
        self.unit.steps = steps;
        self
    }

    /// For an Axis multi-national unit: the nationality of the step in its Holding Box
    /// (default none).
    pub fn holding(mut self, nationality: impl Into<String>) -> UnitBuilder {
        self.unit.holding = Some(nationality.into());
        self
    }

    /// Whether it is an Exp unit (default no).
    pub fn exp(mut self, exp: bool) -> UnitBuilder {
        self.unit.exp = exp;
        self
    }

    /// Whether it has a Delay Stripe (default no).
    pub fn delay_stripe(mut self, delay_stripe: bool) -> UnitBuilder {
        self.unit.delay_stripe = delay_stripe;
        self
    }

    /// Whether it is supplied at the start of its move (default: judged from the situation's
    /// out-of-supply hexes).
    pub fn supplied(mut self, supplied: bool) -> UnitBuilder {
        self.unit.supplied = Some(supplied);
        self
    }

    /// Whether it is conducting Exploitation (default no).
    pub fn exploiting(mut self, exploiting: bool) -> UnitBuilder {
        self.unit.exploiting = exploiting;
        self
    }

    /// Whether it projects a zone of control (default yes: set `false` for an Air unit).
    pub fn zoc(mut self, zoc: bool) -> UnitBuilder {
        self.unit.zoc = zoc;
        self
    }

    /// Whether it could get a defender's Air column shift (default no).
    pub fn air_support(mut self, air_support: bool) -> UnitBuilder {
        self.unit.air_support = air_support;
        self
    }

    /// For an HQ: how far it gives column shifts (default: the rules data's).
    pub fn support_range(mut self, hexes: u32) -> UnitBuilder {
        self.unit.support_range = Some(hexes);
        self
    }

    /// Its Home Country, by `country` zone id, if not its nationality's (default: its
    /// nationality's).
    pub fn home(mut self, country: impl Into<String>) -> UnitBuilder {
        self.unit.home = Some(country.into());
        self
    }

    /// Where it went when eliminated (default: not eliminated). An eliminated unit is nowhere:
    /// give it no [`at`](UnitBuilder::at).
    pub fn eliminated(mut self, to: Elimination) -> UnitBuilder {
        self.unit.eliminated = Some(to);
        self
    }

    /// The procedure it already used this phase (default: it has not moved).
    pub fn moved(mut self, procedure: Procedure) -> UnitBuilder {
        self.unit.moved = Some(procedure);
        self
    }

    /// The unit. Its names are checked against the rules data when the game is built
    /// ([`Game::from_parts`](crate::Game::from_parts)).
    pub fn build(self) -> UnitState {
        self.unit
    }
}

/// A marker on the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marker {
    /// `beachhead`, `airdrop`, `detachment`, `logistics`, `partisan-base`.
    pub kind: String,
    /// Its faction.
    pub faction: String,
    /// Its hex.
    pub at: Hex,
    /// For a beachhead: the direction of its Beachhead Hexside, from the marker's hex.
    pub facing: Option<Direction>,
    /// For a beachhead: the naval zone it lies in (for Port-to-Port moves from it).
    pub zone: Option<String>,
}

impl Marker {
    /// A marker of `kind` (`airdrop`, `detachment`…) of `faction` in `at`; a beachhead also
    /// needs its `facing` and usually its `zone`.
    pub fn new(kind: impl Into<String>, faction: impl Into<String>, at: Hex) -> Marker {
        Marker { kind: kind.into(), faction: faction.into(), at, facing: None, zone: None }
    }
}

/// A port, on the map or in an off-map box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Port {
    /// Where it is.
    pub at: MapPlace,
    /// Its name.
    pub name: String,
    /// The naval zones it serves (two or more: a Multi-Zone Port).
    pub zones: Vec<String>,
    /// The faction that holds it.
    pub owner: String,
    /// Open (a unit may land in it).
    pub open: bool,
}

impl Port {
    /// An open port called `name` at `at`, held by `owner`, serving the naval `zones`.
    pub fn new(
        name: impl Into<String>,
        at: MapPlace,
        owner: impl Into<String>,
        zones: impl IntoIterator<Item = impl Into<String>>,
    ) -> Port {
        Port {
            at,
            name: name.into(),
            zones: zones.into_iter().map(Into::into).collect(),
            owner: owner.into(),
            open: true,
        }
    }
}

/// A Troop Convoy marker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Convoy {
    /// Its id.
    pub id: String,
    /// Its naval zone.
    pub zone: String,
    /// `escort`, `scratch`, `standard` or `fleet-train`.
    pub kind: String,
    /// Its nationality (`british`, `axis` for the Axis Scratch Convoy…).
    pub nationality: String,
    /// Its faction.
    pub faction: String,
    /// In the zone's Used Box (no longer available).
    pub used: bool,
}

impl Convoy {
    /// An available Troop Convoy marker `id` of `kind` (`standard`, `fleet-train`…) in naval
    /// zone `zone`, of `nationality` and `faction`.
    pub fn new(
        id: impl Into<String>,
        zone: impl Into<String>,
        kind: impl Into<String>,
        nationality: impl Into<String>,
        faction: impl Into<String>,
    ) -> Convoy {
        Convoy {
            id: id.into(),
            zone: zone.into(),
            kind: kind.into(),
            nationality: nationality.into(),
            faction: faction.into(),
            used: false,
        }
    }
}

/// A country's political status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CountryState {
    /// Its alignment: a faction name, or `neutral`.
    pub alignment: Option<String>,
    /// The country it is a Dependent of.
    pub dependent_of: Option<String>,
    /// A Neutral Minor Country (13.4).
    pub neutral: bool,
    /// The marker in its capital, if any (`free-passage`, `mobilizing`, `no-occupation`).
    pub capital_marker: Option<String>,
    /// An Axis Country or Dependent activated in the Western War & Peace Segment just ended.
    pub just_activated: bool,
}

/// A political ban (Policies, Truces, Failures: 3.1.4): who may not enter where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ban {
    /// Why, e.g. `Truce with Turkey (13.6.2)`.
    pub reason: String,
    /// The factions it binds (empty: all).
    pub factions: Vec<String>,
    /// The nationalities it binds (empty: all).
    pub nationalities: Vec<String>,
    /// The countries they may not enter.
    pub countries: Vec<String>,
    /// The hexes they may not enter.
    pub hexes: Vec<Hex>,
}

/// Everything the movement rules read besides the map and the rules data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Situation {
    /// The movement phase.
    pub phase: Phase,
    /// The phasing faction.
    pub side: String,
    /// Pre-War (12.1) is in force.
    pub pre_war: bool,
    /// The units, in scenario order.
    pub units: Vec<UnitState>,
    /// The markers.
    pub markers: Vec<Marker>,
    /// The ports.
    pub ports: Vec<Port>,
    /// The Troop Convoy markers.
    pub convoys: Vec<Convoy>,
    /// Countries' political status, by `country` zone id.
    pub countries: BTreeMap<String, CountryState>,
    /// Weather by hex (fair where absent). Serialised as a list of `[hex, weather]` pairs, so
    /// that JSON and TOML, whose keys are strings, can hold it.
    #[serde(with = "pairs")]
    pub weather: BTreeMap<Hex, Weather>,
    /// Hexes where units are out of supply.
    pub out_of_supply: BTreeSet<Hex>,
    /// Political bans.
    pub bans: Vec<Ban>,
    /// The closed maps: which map each listed place belongs to (unlisted places belong to the
    /// scenario's own map). Serialised as a list of `[place, map]` pairs.
    #[serde(with = "pairs")]
    pub closed_maps: BTreeMap<MapPlace, String>,
    /// How many units each canal (by its name in the rules data: `kiel`, `suez`) has carried
    /// this Movement Phase (3.1.2: one one-step unit per canal in a single Movement Phase);
    /// canals not listed have carried none.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub canal_uses: BTreeMap<String, u32>,
    /// The HQs (by unit id) that have prevented an overrun this Movement Phase (3.2: the same
    /// HQ may prevent more than one): a later overrun one of them prevents cites STR-3.2-22,
    /// the first one STR-3.2-21.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub hq_prevented: BTreeSet<String>,
    /// The last unit to begin moving this Movement Phase, and where its move stands (3.1: a
    /// player completes one unit's move before beginning to move another). Until another unit
    /// begins moving, a later order for this unit takes its move up again from there; once one
    /// does, this is replaced and the earlier unit may not move again this phase (STR-3.1-02).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_move: Option<LastMove>,
}

/// Where the move of the last unit to begin moving stands (see [`Situation::last_move`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// The unit, by id.
    pub unit: String,
    /// The MP it has spent this phase: a later order has its Movement Allowance less these.
    pub spent: Mp,
    /// Its state where its move stands: the procedure it is using, whether it is in the zone of
    /// the unit it overruns next, the naval zone it arrived across. Only the stage and the
    /// zone carry over ([`MoveState::carried_over`]).
    pub state: MoveState,
    /// The stop a rule imposed on it (an EZOC, the minimum move, a landing…), if one did: it
    /// may not move on, and a later order is refused by that stop's clause.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop: Option<Citation>,
}

impl Situation {
    /// `side` moving in the `phase`, and nothing on the board yet: no units, markers, ports,
    /// convoys, countries, weather, supply problems, bans or closed maps; no canal used, no
    /// overrun prevented and no unit begun moving yet; not Pre-War. The Civil War rules'
    /// `Situation::new` takes the same order: the side, then the phase.
    ///
    /// ```
    /// use umpire_strategic::{Phase, Situation};
    /// let situation = Situation::new("axis", Phase::Reserve);
    /// assert!(situation.units.is_empty() && !situation.pre_war);
    /// ```
    pub fn new(side: impl Into<String>, phase: Phase) -> Situation {
        Situation {
            phase,
            side: side.into(),
            pre_war: false,
            units: Vec::new(),
            markers: Vec::new(),
            ports: Vec::new(),
            convoys: Vec::new(),
            countries: BTreeMap::new(),
            weather: BTreeMap::new(),
            out_of_supply: BTreeSet::new(),
            bans: Vec::new(),
            closed_maps: BTreeMap::new(),
            canal_uses: BTreeMap::new(),
            hq_prevented: BTreeSet::new(),
            last_move: None,
        }
    }

    /// The unit with id `id`.
    pub fn unit(&self, id: &str) -> Option<&UnitState> {
        self.units.iter().find(|u| u.id == id)
    }

    /// The index of the unit with id `id`.
    pub fn unit_index(&self, id: &str) -> Option<usize> {
        self.units.iter().position(|u| u.id == id)
    }

    /// The weather in `hex`.
    pub fn weather_at(&self, hex: Hex) -> Weather {
        self.weather.get(&hex).copied().unwrap_or_default()
    }

    /// The map `place` belongs to (`None`: the scenario's own).
    pub fn map_of(&self, place: MapPlace) -> Option<&str> {
        self.closed_maps.get(&place).map(String::as_str)
    }
}

/// A map whose keys are not strings (hexes, places), serialised as a list of `[key, value]`
/// pairs: JSON and TOML keys are strings, so a map keyed by a hex could not be written there.
mod pairs {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// Writes `map` as a list of pairs, in key order.
    pub(super) fn serialize<K, V, S>(map: &BTreeMap<K, V>, serializer: S) -> Result<S::Ok, S::Error>
    where
        K: Serialize,
        V: Serialize,
        S: Serializer,
    {
        serializer.collect_seq(map)
    }

    /// Reads a list of pairs into a map (a later pair for the same key wins).
    pub(super) fn deserialize<'de, K, V, D>(deserializer: D) -> Result<BTreeMap<K, V>, D::Error>
    where
        K: Deserialize<'de> + Ord,
        V: Deserialize<'de>,
        D: Deserializer<'de>,
    {
        Vec::<(K, V)>::deserialize(deserializer).map(|pairs| pairs.into_iter().collect())
    }
}
