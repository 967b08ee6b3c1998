//! Every number of a ruleset's rules data — the data embedded in its crate — with its key path,
//! the clause the data links it to, and a plausible wrong value for it (a mutant).
//!
//! **A number** is an integer, a float, or a string that holds an exact number (`"1"`,
//! `"1/2"`, `"1 1/2"`, `"-1.5"`: movement points and centimetres are written so); a dice
//! expression (`"6+1D"`) is not one. A number in an array has its index in its path
//! (`force_march.options[0]`). Numbers under a `[limits]` table are bounds we chose for the
//! engine, not the rules' numbers: they are listed apart ([`RulesNumber::limit`]).
//!
//! **The clause a number is linked to** comes from the data itself, first a key beside it
//! (`{ percent = 90, clause = "SPEED-GOING-02" }`, `citation.clause`, `stuck_clause` for
//! `stuck_on`), in its own table or the nearest one around it; else a clause id of the
//! ruleset's catalogue written in the comment on or right above the number's line, or right
//! above its table's header. Many numbers have neither (the strategic Terrain Effects Chart
//! names its section, not a clause): their link is `None` and the key path alone says which
//! number it is.
//!
//! **The wrong value** is the first of *n + 1*, *n − 1* and *2n* (exact arithmetic; `0` becomes
//! `1`) that the ruleset accepts as rules data ([`umpire_play::errata::check`]); a number none of
//! them fits has no mutant ([`RulesNumber::mutant`] is `None`).

use std::fmt;

use umpire_play::errata::{Catalogue, Errata, Erratum};

/// The rules data of `ruleset` as its crate embeds it: `(key prefix, text)` pairs (the
/// speed-table rules keep two files, under `vehicles` and `troops`).
///
/// # Errors
/// A ruleset there is none of: the message names the nearest.
pub fn sources(ruleset: &str) -> Result<Vec<(&'static str, &'static str)>, String> {
    use umpire_minis::speed::{troops, vehicles};
    Ok(match ruleset {
        "strategic" => vec![("", umpire_strategic::BUILTIN_RULES)],
        "civil-war" => vec![("", umpire_civil_war::BUILTIN_RULES)],
        "minis-dice" => vec![("", umpire_minis::DICE_RULES)],
        "minis-speed" => {
            vec![("vehicles", vehicles::SPEED_VEHICLE_RULES), ("troops", troops::TROOPS_RULES)]
        }
        other => return Err(no_ruleset(other)),
    })
}

/// The message for a ruleset name that names none, with the nearest.
pub fn no_ruleset(name: &str) -> String {
    let rulesets = umpire_play::errata::RULESETS;
    let near = umpire_scenario::nearest(name, rulesets)
        .map(|s| format!(" — did you mean {s:?}?"))
        .unwrap_or_default();
    format!("there is no ruleset {name:?}{near} (the rulesets: {})", rulesets.join(", "))
}

/// One step of a key path.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Step {
    Key(String),
    Index(usize),
}

/// A key path (`going."tracked AFV".poor.percent`, `force_march.options[0]`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct KeyPath(Vec<Step>);

impl fmt::Display for KeyPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, step) in self.0.iter().enumerate() {
            match step {
                Step::Index(n) => write!(f, "[{n}]")?,
                Step::Key(key) => {
                    if i > 0 {
                        f.write_str(".")?;
                    }
                    if !key.is_empty()
                        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
                    {
                        f.write_str(key)?;
                    } else {
                        write!(f, "{key:?}")?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// Where a number's clause link comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinkSource {
    /// A `clause` key (or `citation.clause`, `<name>_clause`) beside the number in the data.
    ClauseKey,
    /// A clause id written in the data file's comment on or above the number or its table.
    Comment,
}

/// One number of a ruleset's rules data.
#[derive(Debug, Clone, PartialEq)]
pub struct RulesNumber {
    /// The ruleset.
    pub ruleset: &'static str,
    /// Its key path, as an erratum's `[data]` would name it (`terrain.swamp.cost`).
    pub path: String,
    /// Its value as the data writes it (`2`, `"1/2"`).
    pub value: String,
    /// The clause the data links it to, and where the link comes from; `None`: no link.
    pub clause: Option<(String, LinkSource)>,
    /// Whether it is a bound we chose (`[limits]`), not a number of the rules.
    pub limit: bool,
    /// The wrong value tried and the erratum that sets it; `None` when no wrong value of the
    /// three is valid rules data.
    pub mutant: Option<(String, Erratum)>,
}

/// A number read from the data, before its mutant is made.
struct Found {
    path: KeyPath,
    value: toml::Value,
}

/// Every number of `ruleset`'s rules data, in file order, each with its mutant.
///
/// # Errors
/// A ruleset there is none of, or embedded data that does not parse (a bug of the build).
pub fn numbers(ruleset: &'static str) -> Result<Vec<RulesNumber>, String> {
    let catalogue = umpire_play::errata::catalogue(ruleset).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (prefix, text) in sources(ruleset)? {
        let table: toml::Table =
            text.parse().map_err(|e| format!("the {ruleset} rules data: {e}"))?;
        let root = KeyPath(if prefix.is_empty() {
            Vec::new()
        } else {
            vec![Step::Key(prefix.to_owned())]
        });
        let mut found = Vec::new();
        walk(&toml::Value::Table(table.clone()), &root, &mut found);
        let lines = Lines::scan(text);
        for number in found {
            let inner = KeyPath(number.path.0[root.0.len()..].to_vec());
            let clause =
                clause_key(&table, &inner).map(|id| (id, LinkSource::ClauseKey)).or_else(|| {
                    lines.comment_clause(&inner, &catalogue).map(|c| (c, LinkSource::Comment))
                });
            let limit = inner.0.first() == Some(&Step::Key("limits".to_owned()));
            let mutant = mutant(ruleset, prefix, &table, &inner, &number.value);
            out.push(RulesNumber {
                ruleset,
                path: number.path.to_string(),
                value: shown(&number.value),
                clause,
                limit,
                mutant,
            });
        }
    }
    Ok(out)
}

/// A value as the data file writes it.
fn shown(value: &toml::Value) -> String {
    value.to_string()
}

/// Adds every number under `value` (at `path`) to `found`.
fn walk(value: &toml::Value, path: &KeyPath, found: &mut Vec<Found>) {
    let at = |step: Step| {
        let mut next = path.clone();
        next.0.push(step);
        next
    };
    match value {
        toml::Value::Table(table) => {
            for (key, value) in table {
                walk(value, &at(Step::Key(key.clone())), found);
            }
        }
        toml::Value::Array(items) => {
            for (i, value) in items.iter().enumerate() {
                walk(value, &at(Step::Index(i)), found);
            }
        }
        toml::Value::Integer(_) | toml::Value::Float(_) => {
            found.push(Found { path: path.clone(), value: value.clone() });
        }
        toml::Value::String(text) if Exact::parse(text).is_some() => {
            found.push(Found { path: path.clone(), value: value.clone() });
        }
        _ => {}
    }
}

/// An exact number: `numerator / denominator`, the denominator positive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Exact {
    numerator: i64,
    denominator: i64,
}

impl Exact {
    /// Reads `"3"`, `"-1.5"`, `"1/2"`, `"1 1/2"`.
    fn parse(text: &str) -> Option<Exact> {
        let text = text.trim();
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let digits =
            |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && s.len() < 10;
        let value = if let Some((whole, fraction)) = body.split_once(' ') {
            let (n, d) = fraction.split_once('/')?;
            if !(digits(whole) && digits(n) && digits(d)) {
                return None;
            }
            let d: i64 = d.parse().ok()?;
            (d > 0).then_some(())?;
            Exact {
                numerator: whole.parse::<i64>().ok()? * d + n.parse::<i64>().ok()?,
                denominator: d,
            }
        } else if let Some((n, d)) = body.split_once('/') {
            if !(digits(n) && digits(d)) {
                return None;
            }
            let d: i64 = d.parse().ok()?;
            (d > 0).then_some(())?;
            Exact { numerator: n.parse().ok()?, denominator: d }
        } else if let Some((whole, decimals)) = body.split_once('.') {
            if !(digits(whole) && digits(decimals)) {
                return None;
            }
            let d = 10_i64.checked_pow(u32::try_from(decimals.len()).ok()?)?;
            Exact {
                numerator: whole.parse::<i64>().ok()? * d + decimals.parse::<i64>().ok()?,
                denominator: d,
            }
        } else {
            if !digits(body) {
                return None;
            }
            Exact { numerator: body.parse().ok()?, denominator: 1 }
        };
        Some(if negative { Exact { numerator: -value.numerator, ..value } } else { value })
    }

    /// The wrong values to try, in order: n + 1, n − 1, 2n (`0`: 1 only).
    fn wrong(self) -> Vec<Exact> {
        let Exact { numerator: n, denominator: d } = self;
        let mut out = vec![Exact { numerator: n + d, denominator: d }];
        if n != 0 {
            out.push(Exact { numerator: n - d, denominator: d });
            out.push(Exact { numerator: 2 * n, denominator: d });
        }
        out
    }

    /// As the data writes an exact number: `3`, `-1/2`, `1 1/2`.
    fn text(self) -> String {
        let g = gcd(self.numerator.abs(), self.denominator).max(1);
        let (n, d) = (self.numerator / g, self.denominator / g);
        if d == 1 {
            return n.to_string();
        }
        let sign = if n < 0 { "-" } else { "" };
        let (whole, rest) = (n.abs() / d, n.abs() % d);
        if whole == 0 { format!("{sign}{rest}/{d}") } else { format!("{sign}{whole} {rest}/{d}") }
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The wrong values to try for `value`, as values of the same type.
fn wrong_values(value: &toml::Value) -> Vec<toml::Value> {
    match value {
        toml::Value::Integer(n) => {
            let mut out = vec![n.saturating_add(1)];
            if *n != 0 {
                out.push(n.saturating_sub(1));
                out.push(n.saturating_mul(2));
            }
            out.into_iter().map(toml::Value::Integer).collect()
        }
        toml::Value::Float(x) => {
            let mut out = vec![x + 1.0];
            if *x != 0.0 {
                out.push(x - 1.0);
                out.push(x * 2.0);
            }
            out.into_iter().map(toml::Value::Float).collect()
        }
        toml::Value::String(text) => Exact::parse(text)
            .map(|e| e.wrong().into_iter().map(|w| toml::Value::String(w.text())).collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The value at `path` under `table`, mutable.
fn at_mut<'a>(table: &'a mut toml::Table, path: &KeyPath) -> Option<&'a mut toml::Value> {
    let (first, rest) = path.0.split_first()?;
    let Step::Key(key) = first else { return None };
    let mut value = table.get_mut(key)?;
    for step in rest {
        value = match (step, value) {
            (Step::Key(key), toml::Value::Table(t)) => t.get_mut(key)?,
            (Step::Index(i), toml::Value::Array(a)) => a.get_mut(*i)?,
            _ => return None,
        };
    }
    Some(value)
}

/// The value at `path` under `table`.
fn at<'a>(table: &'a toml::Table, path: &[Step]) -> Option<&'a toml::Value> {
    let (first, rest) = path.split_first()?;
    let Step::Key(key) = first else { return None };
    let mut value = table.get(key)?;
    for step in rest {
        value = match (step, value) {
            (Step::Key(key), toml::Value::Table(t)) => t.get(key)?,
            (Step::Index(i), toml::Value::Array(a)) => a.get(*i)?,
            _ => return None,
        };
    }
    Some(value)
}

/// An erratum's `[data]` that sets the number at `path` of `whole` (the ruleset's data, with
/// the number already changed) under `prefix`: tables down to the number, or down to the first
/// array on the way, which is given whole (an erratum replaces an array, it cannot reach into
/// one).
fn data_for(prefix: &str, whole: &toml::Table, path: &KeyPath) -> toml::Table {
    fn build(table: &toml::Table, steps: &[Step]) -> toml::Table {
        let mut out = toml::Table::new();
        let Some((Step::Key(key), rest)) = steps.split_first() else { return out };
        let Some(value) = table.get(key) else { return out };
        let inner = match (value, rest.first()) {
            (toml::Value::Table(t), Some(Step::Key(_))) => toml::Value::Table(build(t, rest)),
            _ => value.clone(),
        };
        out.insert(key.clone(), inner);
        out
    }
    let data = build(whole, &path.0);
    if prefix.is_empty() {
        data
    } else {
        let mut outer = toml::Table::new();
        outer.insert(prefix.to_owned(), toml::Value::Table(data));
        outer
    }
}

/// The first wrong value of the number at `path` that the ruleset accepts, with its erratum.
fn mutant(
    ruleset: &'static str,
    prefix: &str,
    table: &toml::Table,
    path: &KeyPath,
    value: &toml::Value,
) -> Option<(String, Erratum)> {
    for wrong in wrong_values(value) {
        let mut changed = table.clone();
        *at_mut(&mut changed, path)? = wrong.clone();
        let data = data_for(prefix, &changed, path);
        let erratum = mutant_erratum(ruleset, &KeyPath(prefixed(prefix, path)), data)?;
        if umpire_play::errata::check(&Errata::from_errata([erratum.clone()])).is_ok() {
            return Some((shown(&wrong), erratum));
        }
    }
    None
}

/// `path` under `prefix`.
fn prefixed(prefix: &str, path: &KeyPath) -> Vec<Step> {
    let mut steps = Vec::new();
    if !prefix.is_empty() {
        steps.push(Step::Key(prefix.to_owned()));
    }
    steps.extend(path.0.iter().cloned());
    steps
}

/// The day every mutant is dated: before any real erratum, so every edition but the base
/// includes it.
pub const MUTANT_DATE: &str = "1900-01-01";

/// An erratum of `ruleset` that sets `data` (the mutant of the number at `path`).
fn mutant_erratum(ruleset: &str, path: &KeyPath, data: toml::Table) -> Option<Erratum> {
    let file = std::path::PathBuf::from(format!("mutants/{ruleset}/{MUTANT_DATE}-mutant.toml"));
    let text = format!("title = {:?}\n", format!("a mutant of {path}"));
    let mut erratum = Erratum::parse(&text, &file).ok()?;
    erratum.origin = format!("the mutant of {ruleset} {path}");
    erratum.data = data;
    Some(erratum)
}

/// The clause named by a key beside the number at `path`: `clause`, `citation.clause`, or
/// `<name>_clause` for a number whose key starts with `<name>_` (`stuck_clause` for
/// `stuck_on`), in its own table, else in the nearest table around it.
fn clause_key(table: &toml::Table, path: &KeyPath) -> Option<String> {
    let leaf = path.0.iter().rev().find_map(|s| match s {
        Step::Key(k) => Some(k.as_str()),
        Step::Index(_) => None,
    })?;
    for depth in (0..path.0.len()).rev() {
        let around = if depth == 0 {
            Some(table)
        } else {
            at(table, &path.0[..depth]).and_then(toml::Value::as_table)
        };
        let Some(around) = around else { continue };
        let text = |v: Option<&toml::Value>| v.and_then(toml::Value::as_str).map(str::to_owned);
        if let Some(id) = text(around.get("clause")) {
            return Some(id);
        }
        if let Some(id) = text(around.get("citation").and_then(|c| c.get("clause"))) {
            return Some(id);
        }
        let named = around.iter().find(|(key, _)| {
            key.strip_suffix("_clause")
                .is_some_and(|stem| leaf == stem || leaf.starts_with(&format!("{stem}_")))
        });
        if let Some(id) = named.and_then(|(_, v)| v.as_str()) {
            return Some(id.to_owned());
        }
    }
    None
}

/// Where keys and table headers are written in a data file, and its comments.
struct Lines<'a> {
    lines: Vec<&'a str>,
    /// Each key or header written, by its path (header paths of arrays of tables with their
    /// index), and its line (from 0).
    keys: Vec<(KeyPath, usize)>,
    /// Each table header's path and line.
    headers: Vec<(KeyPath, usize)>,
}

impl<'a> Lines<'a> {
    /// Reads where each key is written: headers `[a.b]` and `[[a.b]]`, then `key = value`
    /// lines under them (a value over several lines is skipped to its end).
    fn scan(text: &'a str) -> Lines<'a> {
        let lines: Vec<&str> = text.lines().collect();
        let mut keys = Vec::new();
        let mut headers = Vec::new();
        let mut current = KeyPath::default();
        let mut counts: Vec<(KeyPath, usize)> = Vec::new();
        let mut depth = 0_i32;
        for (number, line) in lines.iter().enumerate() {
            let code = strip_comment(line).trim();
            if depth > 0 {
                depth += brackets(code);
                continue;
            }
            if code.is_empty() {
                continue;
            }
            if let Some(inner) = code.strip_prefix("[[").and_then(|c| c.strip_suffix("]]")) {
                let path = KeyPath(dotted(inner).into_iter().map(Step::Key).collect());
                let index = match counts.iter_mut().find(|(p, _)| *p == path) {
                    Some((_, n)) => {
                        *n += 1;
                        *n
                    }
                    None => {
                        counts.push((path.clone(), 0));
                        0
                    }
                };
                current = path;
                current.0.push(Step::Index(index));
                headers.push((current.clone(), number));
                keys.push((current.clone(), number));
            } else if let Some(inner) = code.strip_prefix('[').and_then(|c| c.strip_suffix(']')) {
                current = KeyPath(dotted(inner).into_iter().map(Step::Key).collect());
                headers.push((current.clone(), number));
                keys.push((current.clone(), number));
            } else if let Some((key, value)) = code.split_once('=') {
                let mut path = current.clone();
                path.0.extend(dotted(key).into_iter().map(Step::Key));
                keys.push((path, number));
                depth = brackets(value).max(0);
            }
        }
        Lines { lines, keys, headers }
    }

    /// The line of the longest written prefix of `path`.
    fn line_of(&self, path: &KeyPath, from: &[(KeyPath, usize)]) -> Option<usize> {
        (1..=path.0.len())
            .rev()
            .find_map(|n| from.iter().find(|(p, _)| p.0 == path.0[..n]).map(|(_, line)| *line))
    }

    /// A clause id of `catalogue` in the comment on the number's line or right above it, else
    /// right above its table's header.
    fn comment_clause(&self, path: &KeyPath, catalogue: &Catalogue) -> Option<String> {
        let line = self.line_of(path, &self.keys)?;
        let header = self.line_of(path, &self.headers);
        let mut own = vec![self.lines.get(line).map_or("", |l| comment_of(l))];
        own.extend(self.block_above(line));
        let found = |texts: &[&str]| texts.iter().find_map(|text| clause_in(text, catalogue));
        found(&own).or_else(|| header.and_then(|h| found(&self.block_above(h))))
    }

    /// The comment lines right above line `line`, nearest first.
    fn block_above(&self, line: usize) -> Vec<&'a str> {
        let mut out = Vec::new();
        for above in (0..line).rev() {
            let text = self.lines[above].trim();
            match text.strip_prefix('#') {
                Some(comment) => out.push(comment),
                None => break,
            }
        }
        out
    }
}

/// The comment part of a line (after a `#` outside a string).
fn comment_of(line: &str) -> &str {
    let code = strip_comment(line);
    line[code.len()..].trim_start_matches('#')
}

/// The line without its comment.
fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// How much deeper in brackets a piece of code ends than it starts.
fn brackets(code: &str) -> i32 {
    let mut depth = 0;
    let mut quoted = false;
    for c in code.chars() {
        match c {
            '"' => quoted = !quoted,
            '[' | '{' if !quoted => depth += 1,
            ']' | '}' if !quoted => depth -= 1,
            _ => {}
        }
    }
    depth
}

/// The keys of a dotted key (`a."b c".d`).
fn dotted(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut key = String::new();
    let mut quoted = false;
    for c in text.trim().chars() {
        match c {
            '"' => quoted = !quoted,
            '.' if !quoted => keys.push(std::mem::take(&mut key).trim().to_owned()),
            _ => key.push(c),
        }
    }
    keys.push(key.trim().to_owned());
    keys
}

/// The first clause id of `catalogue` written in `text`.
fn clause_in(text: &str, catalogue: &Catalogue) -> Option<String> {
    let text = text.replace("..", " ");
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '.'))
        .map(|word| word.trim_end_matches(['.', '-']))
        .find(|word| catalogue.clause(word).is_some())
        .map(str::to_owned)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn exact_numbers_read_and_write_as_the_data_does() {
        assert_eq!(Exact::parse("1 1/2").unwrap().text(), "1 1/2");
        assert_eq!(Exact::parse("-1.5").unwrap().text(), "-1 1/2");
        assert_eq!(Exact::parse("1/2").unwrap().wrong()[0].text(), "1 1/2");
        assert_eq!(Exact::parse("0").unwrap().wrong().len(), 1);
        assert!(Exact::parse("6+1D").is_none());
        assert!(Exact::parse("fully tracked").is_none());
    }

    #[test]
    fn every_ruleset_has_numbers_and_the_swamp_has_its_mutant() {
        for ruleset in umpire_play::errata::RULESETS {
            assert!(!numbers(ruleset).unwrap().is_empty(), "{ruleset}");
        }
        let strategic = numbers("strategic").unwrap();
        let swamp = strategic.iter().find(|n| n.path == "terrain.swamp.cost").unwrap();
        let (wrong, erratum) = swamp.mutant.as_ref().unwrap();
        assert_eq!((swamp.value.as_str(), wrong.as_str()), ("\"2\"", "\"3\""));
        assert_eq!(erratum.data["terrain"]["swamp"]["cost"].as_str(), Some("3"));
        assert!(erratum.data["terrain"].as_table().unwrap().len() == 1);
    }

    #[test]
    fn clause_links_come_from_a_key_beside_the_number_or_a_comment() {
        let speed = numbers("minis-speed").unwrap();
        let poor = speed.iter().find(|n| n.path == "vehicles.going.\"tracked AFV\".poor.percent");
        let poor = poor.unwrap();
        assert_eq!(poor.clause, Some(("SPEED-GOING-02".to_owned(), LinkSource::ClauseKey)));
        let stuck = speed.iter().find(|n| n.path.ends_with("\"fully tracked\".stuck_on")).unwrap();
        assert_eq!(stuck.clause.as_ref().unwrap().0, "SPEED-MIRE-09");
        let dice = numbers("minis-dice").unwrap();
        let limits: Vec<&str> = dice.iter().filter(|n| n.limit).map(|n| n.path.as_str()).collect();
        assert_eq!(limits, ["limits.chain", "limits.die", "limits.fixed", "limits.multiplier"]);
        let die = dice.iter().find(|n| n.path == "die").unwrap();
        assert_eq!(die.clause, Some(("DICE-FIXED-02".to_owned(), LinkSource::Comment)));
    }

    #[test]
    fn a_number_in_an_array_of_tables_is_set_by_the_whole_array() {
        let civil_war = numbers("civil-war").unwrap();
        let loss =
            civil_war.iter().find(|n| n.path == "force_march.attrition.friendly[1].loss").unwrap();
        let (_, erratum) = loss.mutant.as_ref().unwrap();
        let friendly = erratum.data["force_march"]["attrition"]["friendly"].as_array().unwrap();
        assert_eq!(friendly.len(), 3);
        assert_eq!(friendly[1]["loss"].as_integer(), Some(2));
    }
}
