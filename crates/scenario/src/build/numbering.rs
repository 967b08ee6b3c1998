//! `[map]` layout, prefix, order, digits, columns and rows: the map's numbering and size.

use umpire_hex::{DigitOrder, HexNumbering, OffsetLayout};

use super::{invalid, required};
use crate::error::{ErrorKind, ScenarioError};
use crate::merge::{MergedMap, Spot, Val};
use crate::raw::S;
use crate::source::Sources;
use umpire_map::normalise;

/// The largest map allowed, in hexes.
pub(crate) const MAX_HEXES: u64 = 16_777_216;

const LAYOUTS: [(&str, OffsetLayout); 4] = [
    ("odd-q", OffsetLayout::ODD_Q),
    ("even-q", OffsetLayout::EVEN_Q),
    ("odd-r", OffsetLayout::ODD_R),
    ("even-r", OffsetLayout::EVEN_R),
];

const ORDERS: [(&str, DigitOrder); 2] =
    [("column-row", DigitOrder::ColumnRow), ("row-column", DigitOrder::RowColumn)];

/// The map's numbering, checked: a known layout and order, 1-9 digits, printable and
/// non-empty column and row ranges, at most [`MAX_HEXES`] hexes.
pub(crate) fn build(
    src: &Sources,
    map: &MergedMap,
    root: &Spot,
) -> Result<HexNumbering, ScenarioError> {
    let Some(header) = &map.header else {
        let expected =
            "a [map] table with layout, columns, rows and a [map.terrain] table".to_owned();
        return Err(src.error(root.0, root.1.clone(), "map", ErrorKind::Missing { expected }));
    };

    let (file, layout) = required(src, spanned(&map.layout), header, "map.layout", || {
        "odd-q, even-q, odd-r or even-r: q for flat-top hexes in columns, r for pointy-top hexes \
         in rows, odd or even for which printed columns (or rows) are shifted"
            .to_owned()
    })?;
    let layout = choose(src, file, layout, "map.layout", "layout", &LAYOUTS)?;
    let order = match spanned(&map.order) {
        Some((file, order)) => choose(src, file, order, "map.order", "digit order", &ORDERS)?,
        None => DigitOrder::ColumnRow,
    };
    let digits = match &map.digits {
        Some(Val { file, value }) => match u8::try_from(*value.get_ref()) {
            Ok(d @ 1..=9) => d,
            _ => {
                let message =
                    format!("expected 1 to 9 digits per coordinate, found {}", value.get_ref());
                return Err(invalid(src, *file, value, "map.digits", message));
            }
        },
        None => HexNumbering::DEFAULT_DIGITS,
    };
    let prefix = match &map.prefix {
        Some(Val { file, value }) => {
            if value.get_ref().chars().any(char::is_whitespace) {
                let message = format!("the map prefix {:?} cannot contain spaces", value.get_ref());
                return Err(invalid(src, *file, value, "map.prefix", message));
            }
            Some(value.get_ref().clone()).filter(|p| !p.is_empty())
        }
        None => None,
    };
    let columns = range(src, map.columns.as_ref(), header, "columns", "column", digits)?;
    let rows = range(src, map.rows.as_ref(), header, "rows", "row", digits)?;

    let (col_count, row_count) = (span(columns), span(rows));
    let hexes = col_count.saturating_mul(row_count);
    if hexes > MAX_HEXES {
        let (file, value) =
            map.rows.as_ref().map_or((header.0, None), |v| (v.file, Some(&v.value)));
        let span = value.map_or(header.1.clone(), S::span);
        let kind =
            ErrorKind::MapTooLarge { hexes, columns: col_count, rows: row_count, limit: MAX_HEXES };
        return Err(src.error(file, span, "map.rows", kind));
    }
    let mut numbering = HexNumbering::new(layout, columns.0..=columns.1, rows.0..=rows.1)
        .with_order(order)
        .with_digits(digits);
    numbering.prefix = prefix;
    Ok(numbering)
}

/// A merged value as `required` takes it.
fn spanned<T>(value: &Option<Val<T>>) -> Option<(usize, &S<T>)> {
    value.as_ref().map(|v| (v.file, &v.value))
}

/// How many numbers `first..=last` holds (`first <= last`, both small).
fn span((first, last): (i32, i32)) -> u64 {
    u64::try_from(i64::from(last) - i64::from(first) + 1).unwrap_or(0)
}

/// The value of a name from `choices` (matched ignoring case, `-`, `_` and spaces).
fn choose<T: Copy>(
    src: &Sources,
    file: usize,
    name: &S<String>,
    key: &str,
    what: &str,
    choices: &[(&str, T)],
) -> Result<T, ScenarioError> {
    let wanted = normalise(name.get_ref());
    if let Some((_, value)) = choices.iter().find(|(n, _)| normalise(n) == wanted) {
        return Ok(*value);
    }
    let names = choices.iter().map(|(n, _)| *n);
    Err(src.error_at(
        file,
        name,
        key,
        ErrorKind::unknown(what, name.get_ref(), names.map(str::to_owned).collect()),
    ))
}

/// `columns` or `rows`: two numbers, first <= last, each printable in `digits` digits.
fn range(
    src: &Sources,
    value: Option<&Val<Vec<S<i64>>>>,
    header: &Spot,
    key: &str,
    noun: &str,
    digits: u8,
) -> Result<(i32, i32), ScenarioError> {
    let path = format!("map.{key}");
    let example = if noun == "column" { "columns = [1, 12]" } else { "rows = [1, 10]" };
    let (file, list) = required(src, value.map(|v| (v.file, &v.value)), header, &path, || {
        format!("the first and last printed {noun}, e.g. {example}")
    })?;
    let [first, last] = list.get_ref().as_slice() else {
        let message = format!(
            "expected two numbers, the first and last printed {noun}, e.g. {example}; found {} \
             numbers",
            list.get_ref().len()
        );
        return Err(invalid(src, file, list, &path, message));
    };
    let limit = 10_i64.pow(u32::from(digits)) - 1;
    let mut ends = [0_i32; 2];
    for (i, (end, slot)) in [first, last].into_iter().zip(&mut ends).enumerate() {
        let n = *end.get_ref();
        match i32::try_from(n) {
            Ok(v) if (0..=limit).contains(&n) => *slot = v,
            _ => {
                let message = format!(
                    "{noun} {n} cannot be printed with {digits} digits: expected 0 to {limit} \
                     (set map.digits for longer numbers)"
                );
                return Err(invalid(src, file, end, &format!("{path}[{i}]"), message));
            }
        }
    }
    if ends[0] > ends[1] {
        let message = format!("the first {noun} ({}) is after the last ({})", ends[0], ends[1]);
        return Err(invalid(src, file, list, &path, message));
    }
    Ok((ends[0], ends[1]))
}
