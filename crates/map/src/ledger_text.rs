//! A ledger as lines of text for people: each entry as `step N: …` (an entry of the order as a
//! whole, step 0, without its step), and a run of free steps that differ only in a counter
//! (`0 MP for rail hex 11 of 50`, `0 MP for rail hex 12 of 50`, …) as one line. A program reads
//! the ledger itself, every entry kept.

use crate::{Entry, Item, Mp};

/// The fewest lines a run must have to be shown as one.
const SHORTEST_RUN: usize = 3;

/// `entries` as lines of text: `step 3: 1 MP for clear hex e3608 (STR-3.1.1-03)`, an entry of
/// step 0 as its line alone. Three or more free (0 MP) cost lines of consecutive steps, one a
/// step, that read alike but for one number going up by one a step, are one line with the
/// steps and the numbers as ranges.
///
/// ```
/// use umpire_map::{ClauseId, Entry, Line, Mp, ledger_text};
/// let rail = |step: usize, hex: usize| Entry {
///     step,
///     line: Line::cost(ClauseId::new("ACW-RAIL-17"), Mp::ZERO, format!("rail hex {hex} of 50")),
/// };
/// let entries: Vec<Entry> = (2..=31).map(|step| rail(step, step + 9)).collect();
/// assert_eq!(
///     ledger_text(&entries),
///     ["steps 2–31: 0 MP for rail hex 11–40 of 50 (ACW-RAIL-17)"]
/// );
/// assert_eq!(ledger_text(&entries[..2]).len(), 2, "two lines stay two");
/// ```
pub fn ledger_text(entries: &[Entry]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut at = 0;
    while at < entries.len() {
        let run = run_from(&entries[at..]);
        if run.len >= SHORTEST_RUN {
            lines.push(run_line(&entries[at..at + run.len], run.counter));
            at += run.len;
        } else {
            lines.push(entry_line(&entries[at]));
            at += 1;
        }
    }
    lines
}

/// One entry as text.
fn entry_line(entry: &Entry) -> String {
    if entry.step == 0 { entry.line.to_string() } else { entry.to_string() }
}

/// A run at the start of some entries: how many, and which number counts.
struct Run {
    /// The entries in it (1: no run).
    len: usize,
    /// The number, by its place among the line's numbers, that goes up by one a step.
    counter: usize,
}

/// The run that starts `entries`.
fn run_from(entries: &[Entry]) -> Run {
    let mut run = Run { len: 1, counter: 0 };
    let Some(first) = entries.first().filter(|e| is_free_cost(e)) else { return run };
    let first_text = first.line.to_string();
    let mut previous = (first.step, numbers(&first_text));
    for (n, entry) in entries.iter().enumerate().skip(1) {
        let text = entry.line.to_string();
        let next = numbers(&text);
        let counts = is_free_cost(entry)
            && entry.step == previous.0 + 1
            && skeleton(&text) == skeleton(&first_text)
            && counter(&previous.1, &next).is_some_and(|i| n == 1 || i == run.counter);
        if !counts {
            break;
        }
        run = Run { len: n + 1, counter: counter(&previous.1, &next).unwrap_or(0) };
        previous = (entry.step, next);
    }
    run
}

/// Whether `entry` is a cost of no movement points in a step of its own.
fn is_free_cost(entry: &Entry) -> bool {
    entry.step > 0 && matches!(entry.line.item, Item::Cost { mp, .. } if mp == Mp::ZERO)
}

/// The numbers written in `text` (digits only, without a leading zero), with where they are.
fn numbers(text: &str) -> Vec<(usize, usize, u64)> {
    let mut found = Vec::new();
    let mut start = None;
    for (i, ch) in text.char_indices().chain([(text.len(), ' ')]) {
        match (ch.is_ascii_digit(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                let digits = &text[s..i];
                let value = if digits.len() > 1 && digits.starts_with('0') {
                    None // an id such as a hex number, not a count
                } else {
                    digits.parse().ok()
                };
                found.push((s, i, value.unwrap_or(u64::MAX)));
                start = None;
            }
            _ => {}
        }
    }
    found
}

/// `text` without its digits: two lines that read alike but for their numbers share it.
fn skeleton(text: &str) -> String {
    text.chars().filter(|c| !c.is_ascii_digit()).collect()
}

/// The place of the one number of `after` that is one more than in `before`, all others equal.
fn counter(before: &[(usize, usize, u64)], after: &[(usize, usize, u64)]) -> Option<usize> {
    if before.len() != after.len() {
        return None;
    }
    let differ: Vec<usize> = (0..before.len()).filter(|&i| before[i].2 != after[i].2).collect();
    match differ.as_slice() {
        [i] if before[*i].2 != u64::MAX && before[*i].2.checked_add(1) == Some(after[*i].2) => {
            Some(*i)
        }
        _ => None,
    }
}

/// A run of entries as one line: its steps and its counter as ranges.
fn run_line(run: &[Entry], counter: usize) -> String {
    let (Some(first), Some(last)) = (run.first(), run.last()) else { return String::new() };
    let text = first.line.to_string();
    let end = numbers(&last.line.to_string()).get(counter).map_or(0, |n| n.2);
    let Some(&(from, to, start)) = numbers(&text).get(counter) else { return entry_line(first) };
    format!("steps {}–{}: {}{start}–{end}{}", first.step, last.step, &text[..from], &text[to..])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ClauseId, Line};

    fn cost(step: usize, mp: Mp, what: String) -> Entry {
        Entry { step, line: Line::cost(ClauseId::new("ACW-RAIL-17"), mp, what) }
    }

    #[test]
    fn a_run_of_free_rail_hexes_is_one_line_among_the_others() {
        let mut entries = vec![cost(1, Mp::ONE, "entraining".to_owned())];
        entries.extend((2..=5).map(|s| cost(s, Mp::ZERO, format!("rail hex {} of 50", s + 9))));
        entries.push(cost(6, Mp::ONE, "clear hex 0106".to_owned()));
        assert_eq!(
            ledger_text(&entries),
            [
                "step 1: 1 MP for entraining (ACW-RAIL-17)",
                "steps 2–5: 0 MP for rail hex 11–14 of 50 (ACW-RAIL-17)",
                "step 6: 1 MP for clear hex 0106 (ACW-RAIL-17)",
            ]
        );
    }

    #[test]
    fn costs_that_are_paid_or_ids_that_look_like_counters_stay_apart() {
        let paid: Vec<Entry> =
            (1..=4).map(|s| cost(s, Mp::ONE, format!("rail hex {s} of 50"))).collect();
        assert_eq!(ledger_text(&paid).len(), 4, "each MP paid is shown");
        let hexes: Vec<Entry> =
            (1..=4).map(|s| cost(s, Mp::ZERO, format!("road hex 010{s}"))).collect();
        assert_eq!(ledger_text(&hexes).len(), 4, "hex ids are not counted");
        let gap: Vec<Entry> = [1, 2, 4, 5]
            .iter()
            .map(|&s| cost(s, Mp::ZERO, format!("rail hex {s} of 50")))
            .collect();
        assert_eq!(ledger_text(&gap).len(), 4, "steps must follow one another");
    }
}
