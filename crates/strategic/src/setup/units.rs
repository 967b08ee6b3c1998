//! A `[[units]]` entry's strategic keys.

use umpire_map::Mp;

use crate::data::RulesData;
use crate::error::{SetupError, nearest};
use crate::situation::{Elimination, Procedure, UnitState};

use super::{Reader, UNIT_KEYS};

impl Reader<'_> {
    pub(super) fn unit(
        &self,
        index: usize,
        unit: &umpire_scenario::Unit,
        data: &RulesData,
    ) -> Result<UnitState, SetupError> {
        let path = format!("units[{index}] ({})", unit.id);
        let extra = &unit.extra;
        self.known_keys(extra, &path, &UNIT_KEYS)?;
        let side = self.faction(&unit.side, &format!("{path}.side"), data)?;
        let nationality = self.required_str(extra, &path, "nationality", "\"german\"")?;
        let nationality = self.name_in(
            nationality,
            &format!("{path}.nationality"),
            "nationality",
            data.nationalities.keys().map(String::as_str),
        )?;
        let holding = match self.str(extra, &path, "holding")? {
            None => None,
            Some(name) => Some(self.name_in(
                name,
                &format!("{path}.holding"),
                "nationality",
                data.nationalities.keys().map(String::as_str),
            )?),
        };
        let type_key = if extra.contains_key("type") { "type" } else { "kind" };
        let unit_type = self.required_str(extra, &path, type_key, "\"infantry\"")?;
        let unit_type = self.name_in(
            unit_type,
            &format!("{path}.{type_key}"),
            "unit type",
            data.unit_types.keys().map(String::as_str),
        )?;
        let movement = match extra.get("movement") {
            None => {
                return Err(SetupError::from(self.invalid(
                    &format!("{path}.movement"),
                    "missing: expected the Movement Allowance, e.g. movement = 4",
                    None,
                )));
            }
            Some(value) => value.clone().try_into::<Mp>().map_err(|error| {
                self.invalid(&format!("{path}.movement"), error.to_string(), None)
            })?,
        };
        let steps = self.count(extra, &path, "steps")?.unwrap_or(1);
        if steps == 0 {
            return Err(SetupError::from(self.invalid(
                &format!("{path}.steps"),
                "a unit has at least 1 step",
                None,
            )));
        }
        let air = data.unit_types.get(&unit_type).is_some_and(|t| t.air);
        let home = match self.str(extra, &path, "home")? {
            None => None,
            Some(name) => Some(self.country_id(name, &format!("{path}.home"))?),
        };
        let moved = match self.str(extra, &path, "moved")? {
            None => None,
            Some(name) => {
                let all = [Procedure::HexToHex, Procedure::PortToPort, Procedure::BoxToBox];
                Some(all.into_iter().find(|p| p.name() == name).ok_or_else(|| {
                    self.invalid(&format!("{path}.moved"), format!("unknown procedure {name:?} (known: hex-to-hex, port-to-port, box-to-box)"), nearest(name, all.map(Procedure::name)))
                })?)
            }
        };
        let eliminated = match self.str(extra, &path, "eliminated")? {
            None => None,
            Some(name) => {
                let all = [Elimination::DelayBox, Elimination::ForcePool];
                Some(all.into_iter().find(|e| e.name() == name).ok_or_else(|| {
                    self.invalid(
                        &format!("{path}.eliminated"),
                        format!(
                            "unknown place of elimination {name:?} (known: delay-box, force-pool)"
                        ),
                        nearest(name, all.map(Elimination::name)),
                    )
                })?)
            }
        };
        Ok(UnitState {
            id: unit.id.clone(),
            side,
            nationality,
            holding,
            unit_type,
            steps,
            movement,
            exp: self.bool(extra, &path, "exp")?.unwrap_or(false),
            delay_stripe: self.bool(extra, &path, "delay_stripe")?.unwrap_or(false),
            supplied: self.bool(extra, &path, "supplied")?,
            exploiting: self.bool(extra, &path, "exploiting")?.unwrap_or(false),
            zoc: self.bool(extra, &path, "zoc")?.unwrap_or(!air),
            air_support: self.bool(extra, &path, "air_support")?.unwrap_or(false),
            support_range: self.count(extra, &path, "support_range")?,
            home,
            // An eliminated unit is off the map; its `at` is kept only because the format asks
            // for one.
            at: eliminated.is_none().then(|| unit.at.into()),
            eliminated,
            moved,
        })
    }
}
