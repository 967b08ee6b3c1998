//! Movement at the double: when troops may (or must) use their fast speed, where they may not,
//! and the rest they owe after running.

use umpire_map::words::count;
use umpire_map::{ClauseId, Refusal};

use super::{FastReason, Ratio, Ruled, TroopsData, cite, infantry_speed};

const DOUBLE_02: ClauseId = ClauseId::new("SPEED-DOUBLE-02");

/// Which troops move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Troops {
    /// Infantry on foot.
    Infantry,
    /// Cyclists.
    Cyclists,
    /// Cavalry.
    Cavalry,
}

impl std::str::FromStr for Troops {
    type Err = String;
    /// `infantry`, `cyclists`, `cavalry`.
    fn from_str(text: &str) -> Result<Troops, String> {
        match text.trim().to_lowercase().as_str() {
            "infantry" => Ok(Troops::Infantry),
            "cyclists" | "cyclist" => Ok(Troops::Cyclists),
            "cavalry" => Ok(Troops::Cavalry),
            other => Err(crate::speed::unknown_name(
                "kind of troops",
                other,
                ["infantry", "cyclists", "cavalry"],
            )),
        }
    }
}

impl Troops {
    const fn name(self) -> &'static str {
        match self {
            Troops::Infantry => "infantry",
            Troops::Cyclists => "cyclists",
            Troops::Cavalry => "cavalry",
        }
    }
}

/// How troops moved in one earlier period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodPace {
    /// At the fast speed.
    Fast,
    /// At the normal speed.
    Normal,
    /// Resting (not moving).
    Rest,
}

impl std::str::FromStr for PeriodPace {
    type Err = String;
    /// `fast`, `normal`, `rest`.
    fn from_str(text: &str) -> Result<PeriodPace, String> {
        match text.trim().to_lowercase().as_str() {
            "fast" => Ok(PeriodPace::Fast),
            "normal" => Ok(PeriodPace::Normal),
            "rest" => Ok(PeriodPace::Rest),
            other => Err(crate::speed::unknown_name("pace", other, ["fast", "normal", "rest"])),
        }
    }
}

/// A request to move at the fast speed this period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FastRequest<'a> {
    /// Who moves.
    pub troops: Troops,
    /// The circumstances claimed (names from the rules data).
    pub reasons: Vec<&'a str>,
    /// The ground or action of the move (`swamp`, `jungle`, `swimming`, `open`…).
    pub terrain: Vec<&'a str>,
    /// How the troops moved in the periods before this one, oldest first.
    pub history: Vec<PeriodPace>,
}

/// Whether the fast speed may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// The fast speed is allowed.
    Fast,
    /// The fast speed is compulsory (routing in the open).
    FastCompulsory,
}

impl std::fmt::Display for Pace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Pace::Fast => "fast allowed",
            Pace::FastCompulsory => "fast compulsory",
        })
    }
}

fn reason<'a>(data: &'a TroopsData, name: &str) -> Result<&'a FastReason, Refusal> {
    let reasons = &data.double.reasons;
    reasons.iter().find(|r| r.name.eq_ignore_ascii_case(name.trim())).ok_or_else(|| {
        let names = reasons.iter().map(|r| r.name.as_str());
        Refusal::new(
            DOUBLE_02,
            crate::speed::unknown_name("circumstance that allows fast movement", name, names),
        )
    })
}

/// Whether troops may move at their fast speed this period (SPEED-DOUBLE-02..13): only for one
/// of the listed circumstances (routing in the open makes it compulsory), never in swamp, jungle
/// or swimming, at most three periods running, then rest or normal movement before running again.
/// Any other ground allows it, but a name a letter or two from a barred one (`swmap`) is
/// refused as a likely slip.
///
/// # Errors
/// SPEED-DOUBLE-02 (no circumstance, or an unknown one: with the nearest), SPEED-DOUBLE-11
/// (ground, or a slip of a barred ground's name), SPEED-DOUBLE-12 (a fourth period),
/// SPEED-DOUBLE-13 (recovery not finished).
pub fn fast_movement(data: &TroopsData, request: &FastRequest<'_>) -> Result<Ruled<Pace>, Refusal> {
    let d = &data.double;
    let mut citations =
        vec![cite("SPEED-DOUBLE-02", "fast speed only in one of the listed circumstances")];
    let claimed: Vec<&FastReason> =
        request.reasons.iter().map(|r| reason(data, r)).collect::<Result<_, _>>()?;
    let applying: Vec<&FastReason> = claimed
        .into_iter()
        .filter(|r| r.only_for.as_deref().is_none_or(|t| t == request.troops.name()))
        .collect();
    if applying.is_empty() {
        return Err(Refusal::new(
            DOUBLE_02,
            "none of the circumstances that allow fast movement applies",
        ));
    }
    citations.extend(applying.iter().map(|r| r.citation));
    for ground in &request.terrain {
        let barred = crate::speed::open_name(
            "ground barring fast movement",
            ground,
            d.no_fast_in.iter().map(String::as_str),
        )
        .map_err(|m| Refusal::new(ClauseId::new("SPEED-DOUBLE-11"), m))?;
        if barred.is_some() {
            return Err(Refusal::new(
                ClauseId::new("SPEED-DOUBLE-11"),
                format!("no fast movement is possible in {}", ground.trim()),
            ));
        }
    }
    let compulsory = applying.iter().any(|r| r.mandatory);
    let pace = if compulsory { Pace::FastCompulsory } else { Pace::Fast };
    if compulsory && d.routing_ignores_limit {
        citations.push(cite(
            "SPEED-DOUBLE-13",
            "routing troops must run: the rest cycle does not hold them back (reading)",
        ));
        return Ok(Ruled::new(pace, citations));
    }
    let history = &request.history;
    let running = history.iter().rev().take_while(|p| **p == PeriodPace::Fast).count();
    let max = d.max_fast_periods as usize;
    if running >= max {
        return Err(Refusal::new(
            ClauseId::new("SPEED-DOUBLE-12"),
            format!("the troops have moved fast for {running} periods running, the most allowed"),
        ));
    }
    if running > 0 {
        citations
            .push(cite("SPEED-DOUBLE-12", "fast movement continues within three periods running"));
        return Ok(Ruled::new(pace, citations));
    }
    // The last run of fast periods, and the recovery since.
    let since: Vec<&PeriodPace> =
        history.iter().rev().take_while(|p| **p != PeriodPace::Fast).collect();
    let run =
        history.iter().rev().skip(since.len()).take_while(|p| **p == PeriodPace::Fast).count();
    if run > 0 {
        let owed = if d.recovery_after_any_run || run >= max {
            run as u32 * d.normal_periods_per_fast
        } else {
            0
        };
        let credit: u32 =
            since.iter().map(|p| if **p == PeriodPace::Rest { d.rest_weight } else { 1 }).sum();
        if credit < owed {
            return Err(Refusal::new(
                ClauseId::new("SPEED-DOUBLE-13"),
                format!(
                    "after {} the troops owe {} or {}; they have recovered as much as {} so far",
                    count(run, "fast period"),
                    count(
                        run as u32 * d.normal_periods_per_fast / d.rest_weight.max(1),
                        "rest period"
                    ),
                    count(owed, "normal period"),
                    count(credit, "normal period"),
                ),
            ));
        }
        citations.push(cite("SPEED-DOUBLE-13", "the troops have recovered from their last run"));
    }
    Ok(Ruled::new(pace, citations))
}

/// The fast speed after the usual deductions (SPEED-DOUBLE-10): `fast` cm (from the speed table
/// the text lacks) with the infantry modifiers named, once [`fast_movement`] allows it.
///
/// # Errors
/// As [`fast_movement`] and [`infantry_speed`].
pub fn fast_speed(
    data: &TroopsData,
    request: &FastRequest<'_>,
    fast: Ratio,
    modifiers: &[&str],
) -> Result<Ruled<Ratio>, Refusal> {
    let pace = fast_movement(data, request)?;
    let speed = infantry_speed(data, fast, modifiers)?;
    let mut citations = pace.citations;
    citations.push(cite("SPEED-DOUBLE-10", "the usual deductions apply to the fast speed"));
    citations.extend(speed.citations);
    Ok(Ruled::new(speed.value, citations))
}

#[cfg(test)]
mod tests {
    use super::*;
    use PeriodPace::{Fast, Normal, Rest};

    fn ask(reasons: &[&str], terrain: &[&str], history: &[PeriodPace]) -> Result<Pace, String> {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let request = FastRequest {
            troops: Troops::Infantry,
            reasons: reasons.to_vec(),
            terrain: terrain.to_vec(),
            history: history.to_vec(),
        };
        fast_movement(&data, &request).map(|r| r.value).map_err(|r| r.clause.to_string())
    }

    #[test]
    fn the_rest_cycle() {
        let cover = ["moving to or breaking cover"];
        assert_eq!(ask(&cover, &[], &[Fast, Fast]), Ok(Pace::Fast));
        assert_eq!(ask(&cover, &[], &[Fast, Fast, Fast]), Err("SPEED-DOUBLE-12".to_owned()));
        assert_eq!(
            ask(&cover, &[], &[Fast, Fast, Fast, Rest, Rest]),
            Err("SPEED-DOUBLE-13".to_owned())
        );
        assert_eq!(ask(&cover, &[], &[Fast, Fast, Fast, Rest, Rest, Rest]), Ok(Pace::Fast));
        assert_eq!(ask(&cover, &[], &[Fast, Normal, Normal]), Ok(Pace::Fast));
        assert_eq!(ask(&cover, &[], &[Fast, Normal]), Err("SPEED-DOUBLE-13".to_owned()));
        assert_eq!(ask(&[], &[], &[]), Err("SPEED-DOUBLE-02".to_owned()));
        assert_eq!(ask(&["cyclists downhill"], &[], &[]), Err("SPEED-DOUBLE-02".to_owned()));
        assert_eq!(ask(&cover, &["swamp"], &[]), Err("SPEED-DOUBLE-11".to_owned()));
        assert_eq!(ask(&cover, &["swmap"], &[]), Err("SPEED-DOUBLE-11".to_owned()));
        assert_eq!(ask(&cover, &["open", "woods"], &[]), Ok(Pace::Fast));
        assert_eq!(ask(&["moving to cover"], &[], &[]), Err("SPEED-DOUBLE-02".to_owned()));
        assert!("cavalrie".parse::<Troops>().is_err_and(|e| e.contains("\"cavalry\"")));
        assert_eq!(
            ask(&["routing in the open"], &[], &[Fast, Fast, Fast]),
            Ok(Pace::FastCompulsory)
        );
    }
}
