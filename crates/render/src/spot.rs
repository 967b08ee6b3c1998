//! Where on the map a mark is drawn: a hex, a box or a hexside ([`Spot`]), and the slot in a
//! hex's marks band that a stop sign or a refusal's mark takes.

use umpire_hex::Hexside;
use umpire_scenario::{MapPlace, ScenarioMap};

use super::layout::{BOX_HEIGHT, BOX_WIDTH, MARK_BASELINE, MARK_FONT, Page, Point};

/// Where on the map something is: a hex, a box, or a hexside (a river unit's place).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// A hex or a box.
    Place(MapPlace),
    /// A hexside.
    Hexside(Hexside),
}

impl Spot {
    /// The spot a printed id names on `map`: a hex id, a box id, or `a/b` for the hexside
    /// between two hexes.
    pub fn parse(map: &ScenarioMap, id: &str) -> Option<Spot> {
        if let Some((a, b)) = id.split_once('/') {
            let (a, b) = (map.parse_hex(a.trim()).ok()?, map.parse_hex(b.trim()).ok()?);
            return Hexside::between(a, b).map(Spot::Hexside);
        }
        if let Ok(hex) = map.parse_hex(id.trim()) {
            return Some(Spot::Place(MapPlace::Hex(hex)));
        }
        map.box_by_key(id.trim()).map(|b| Spot::Place(MapPlace::Box(b)))
    }

    /// Where it is drawn: a hex's centre, a box's middle, a hexside's middle.
    pub(super) fn point(self, page: &Page) -> Point {
        match self {
            Spot::Place(MapPlace::Hex(hex)) => page.layout.centre(hex),
            Spot::Place(MapPlace::Box(id)) => {
                let corner = page.box_corner(usize::from(id.0));
                Point { x: corner.x + BOX_WIDTH / 2.0, y: corner.y + BOX_HEIGHT / 2.0 }
            }
            Spot::Hexside(side) => page.layout.edge_middle(side),
        }
    }
}

/// The left end of a hex's marks band, and the middle of the marker slot in it.
pub(super) fn marker_slot(page: &Page, centre: Point) -> (f64, Point) {
    let width = page.layout.band_width(MARK_BASELINE, MARK_FONT);
    let left = centre.x - width / 2.0;
    (left, Point { x: left + 9.0, y: centre.y + MARK_BASELINE - 3.0 })
}
