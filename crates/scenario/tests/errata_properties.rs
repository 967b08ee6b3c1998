//! Properties of errata resolution: the order the files are read in never matters, and a later
//! edition holds every erratum an earlier one does.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::Path;

use proptest::prelude::*;
use umpire_scenario::errata::{Catalogue, Date, Edition, Errata, Erratum};

const CATALOGUE: &str = r#"
ruleset = "strategic"
[[clause]]
id = "STR-1-01"
section = "1"
summary = "One."
[[clause]]
id = "STR-1-02"
section = "1"
summary = "Two."
"#;

/// An erratum on day `day` of 2026 (1–28 of some month) setting the swamp's cost and rewording
/// one of the two clauses.
fn erratum(index: usize, month: u8, day: u8, cost: u8, clause: bool) -> Erratum {
    let id = if clause { "STR-1-01" } else { "STR-1-02" };
    let text = format!(
        "title = \"e{index}\"\n[[reworded]]\nid = \"{id}\"\nsummary = \"cost {cost}\"\n\
         [data.terrain.swamp]\ncost = {cost}\n"
    );
    let name = format!("2026-{month:02}-{day:02}-e{index}.toml");
    Erratum::parse(&text, &Path::new("errata/strategic").join(name)).unwrap()
}

fn errata() -> impl Strategy<Value = Vec<Erratum>> {
    prop::collection::vec((1u8..=12, 1u8..=28, 1u8..=9, any::<bool>()), 0..6).prop_map(|list| {
        list.into_iter()
            .enumerate()
            .map(|(i, (month, day, cost, clause))| erratum(i, month, day, cost, clause))
            .collect()
    })
}

fn edition() -> impl Strategy<Value = Edition> {
    prop_oneof![
        Just(Edition::Base),
        Just(Edition::Latest),
        (1u8..=12, 1u8..=28).prop_map(|(m, d)| {
            Edition::AsOf(format!("2026-{m:02}-{d:02}").parse::<Date>().unwrap())
        }),
    ]
}

proptest! {
    #[test]
    fn the_order_the_files_are_read_in_never_matters(list in errata(), edition in edition()) {
        let catalogue = Catalogue::parse(CATALOGUE, "clauses.toml").unwrap();
        let mut reversed = list.clone();
        reversed.reverse();
        let forward = Errata::from_errata(list.clone());
        let backward = Errata::from_errata(reversed.clone());
        prop_assert_eq!(
            forward.data("strategic", edition),
            backward.data("strategic", edition)
        );
        prop_assert_eq!(
            catalogue.resolve(&list, edition).unwrap(),
            catalogue.resolve(&reversed, edition).unwrap()
        );
    }

    #[test]
    fn a_later_edition_holds_every_erratum_an_earlier_one_does(
        list in errata(),
        (m1, d1, m2, d2) in (1u8..=12, 1u8..=28, 1u8..=12, 1u8..=28),
    ) {
        let errata = Errata::from_errata(list);
        let a: Date = format!("2026-{m1:02}-{d1:02}").parse().unwrap();
        let b: Date = format!("2026-{m2:02}-{d2:02}").parse().unwrap();
        let (early, late) = if a <= b { (a, b) } else { (b, a) };
        let ids = |edition| -> Vec<String> {
            errata.in_force("strategic", edition).map(|e| e.id.clone()).collect()
        };
        let late_ids = ids(Edition::AsOf(late));
        for id in ids(Edition::AsOf(early)) {
            prop_assert!(late_ids.contains(&id));
        }
        prop_assert!(ids(Edition::Base).is_empty());
        prop_assert_eq!(ids(Edition::Latest).len(), errata.iter().count());
    }
}
