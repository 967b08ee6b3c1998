//! Running umpire's movement search on your own map storage.
//!
//! A game already keeps its map somewhere — here, rows of terrain letters. Implementing [`Map`]
//! and [`Board`] for it is the block marked below (under 50 lines); a small ruleset then gets
//! `reach` and `check` from umpire.
//!
//! Run it with `cargo run --example own_map`.

use umpire::hex::{Hex, HexNumbering, Offset, OffsetLayout, OffsetRect};
use umpire::map::{
    Board, Citation, ClauseId, EdgeOf, Ledger, Line, Map, Movement, Mover, Mp, Refusal, Search,
    SearchError, Step, StepOutcome, check,
};

// ---- Your map, and the two traits (the part a game developer writes) -------------------------

/// The game's own storage: one letter per hex, in rows of a flat-top map numbered from 0101,
/// whose odd columns are shifted down.
struct AsciiMap {
    rows: Vec<&'static str>,
    rect: OffsetRect,
}

impl AsciiMap {
    fn letter(&self, hex: Hex) -> Option<u8> {
        let (offset, min) = (self.rect.layout().to_offset(hex), self.rect.min());
        let row = self.rows.get(usize::try_from(offset.row - min.row).ok()?)?;
        row.as_bytes().get(usize::try_from(offset.col - min.col).ok()?).copied()
    }
}

impl Map for AsciiMap {
    type Place = Hex;
    /// What a leg meets: the letter of the hex entered.
    type Leg = u8;

    fn leg(&self, from: Hex, to: Hex) -> Option<u8> {
        from.direction_to(to)?;
        self.letter(to)
    }
}

impl Board for AsciiMap {
    fn place_count(&self) -> usize {
        self.rect.len()
    }

    fn index_of(&self, hex: Hex) -> Option<usize> {
        self.rect.index_of(hex)
    }

    fn place_at(&self, index: usize) -> Hex {
        self.rect.hex_at(index).unwrap_or_default()
    }

    fn for_each_adjacent(&self, from: Hex, visit: impl FnMut(Hex)) {
        from.neighbours().into_iter().for_each(visit); // the search skips hexes off the map
    }
}

// ---- A small ruleset: the one step function behind reach and check ---------------------------

const TERRAIN: ClauseId = ClauseId::new("DEMO-TERRAIN");
const TOWN: ClauseId = ClauseId::new("DEMO-TOWN");
const ALLOWANCE: ClauseId = ClauseId::new("DEMO-ALLOWANCE");
const ADJACENT: ClauseId = ClauseId::new("DEMO-ADJACENT");

/// `.` clear 1 MP, `f` forest 2 MP, `r` road 1/2 MP, `t` town 1 MP and the unit stops, `~` water.
struct Demo;

impl Movement<AsciiMap> for Demo {
    type State = ();

    fn step(
        &self,
        _: &AsciiMap,
        (): (),
        edge: EdgeOf<AsciiMap>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<()> {
        let (cost, what) = match edge.leg {
            Some(b'.') => (Mp::ONE, "clear"),
            Some(b'f') => (Mp::whole(2), "forest"),
            Some(b'r') => (Mp::fraction(1, 2).unwrap_or(Mp::ONE), "road"),
            Some(b't') => (Mp::ONE, "town"),
            _ => return Refusal::new(TERRAIN, "water cannot be entered").into(),
        };
        ledger.record(|| Line::cost(TERRAIN, cost, what));
        let step = Step::costing(cost, ());
        if what == "town" {
            return step.stopping(Citation::new(TOWN, "units stop on entering a town")).into();
        }
        step.into()
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(ALLOWANCE, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, _: Hex, _: Hex) -> Refusal {
        Refusal::new(ADJACENT, "a step goes to an adjacent hex")
    }
}

fn main() -> Result<(), SearchError> {
    let rows = vec!["..f~~..", ".rrrrt.", "ff.~..f", "..f~.f.", "....~.."];
    let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(1, 1), 7, rows.len() as u32);
    let map = AsciiMap { rows, rect };
    // Name hexes the way the printed map does: two digits of column, then two of row.
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=7, 1..=5);
    let name = |hex: Hex| numbering.format(hex).unwrap_or_else(|_| hex.to_string());
    let at = |col: usize, row: usize| numbering.hex_of(Offset::new(col as i32 + 1, row as i32 + 1));

    let mover = Mover { at: at(0, 1), state: (), allowance: Some(Mp::whole(3)) };
    let mut search = Search::new();
    let reach = search.reach(&map, &Demo, &mover)?;
    println!("Where a 3 MP unit at {} can go (MP spent; * = must stop there):", name(mover.at));
    for (row, letters) in map.rows.iter().enumerate() {
        let cells: String = letters
            .bytes()
            .enumerate()
            .map(|(col, letter)| match reach.get(at(col, row)) {
                Some(r) => {
                    format!("{:>6}{}", r.cost.to_string(), if r.must_stop { '*' } else { ' ' })
                }
                None => format!("{:>6} ", char::from(letter)),
            })
            .collect();
        println!("  {cells}");
    }

    let town = at(5, 1);
    let mut route = reach.path(town).unwrap_or_default();
    let names: Vec<String> = route.iter().map(|&hex| name(hex)).collect();
    println!("\nCheapest path to the town: {}", names.join(" → "));
    route.push(at(6, 1));
    let verdict = check(&map, &Demo, &mover, &route)?;
    for entry in &verdict.route().ledger {
        println!("  {entry}");
    }
    match verdict.refusal() {
        Some(refusal) => println!("One hex further: {refusal}"),
        None => println!("One hex further is legal"),
    }
    Ok(())
}

#[test]
fn the_example_runs() -> Result<(), SearchError> {
    main()
}
