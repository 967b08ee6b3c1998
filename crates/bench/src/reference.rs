//! Reference reaches computed with the `pathfinding` crate on [`Workload::successors`].
//!
//! With an allowance the reach is `dijkstra_reach` cut by `.take_while(total_cost <= allowance)`
//! (it yields nodes in non-decreasing cost order, start first); without one it is `dijkstra_all`
//! plus the start hex at cost 0 (`dijkstra_all` leaves the start out).

use std::collections::HashMap;

use pathfinding::prelude::{dijkstra_all, dijkstra_reach};

use crate::query::{Query, Summary};
use crate::workload::Workload;

/// One reached hex of a reference reach, with the parent of a cheapest path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reached {
    /// The reached hex.
    pub node: u32,
    /// The previous hex on a cheapest path; `None` for the start hex.
    pub parent: Option<u32>,
    /// Minimum cost from the start hex, in half-MP.
    pub cost: u32,
}

/// Every hex reached from `map.start` within `allowance` half-MP (every reachable hex if `None`),
/// as `(idx, cost_halves)` pairs; the start hex is included with cost 0. Order unspecified.
#[must_use]
pub fn reach_with_pathfinding(map: &Workload, allowance: Option<u32>) -> Vec<(u32, u32)> {
    let successors = |&n: &u32| map.successors(n);
    match allowance {
        Some(max) => dijkstra_reach(&map.start, successors)
            .take_while(|item| item.total_cost <= max)
            .map(|item| (item.node, item.total_cost))
            .collect(),
        None => {
            let all = dijkstra_all(&map.start, successors);
            let mut out = Vec::with_capacity(all.len() + 1);
            out.push((map.start, 0));
            out.extend(all.into_iter().map(|(node, (_, cost))| (node, cost)));
            out
        }
    }
}

/// Like [`reach_with_pathfinding`], with the parent of a cheapest path to each hex, so that the
/// paths another search includes can be compared (ties make parents non-unique: compare with
/// [`check_tree`] rather than for equality).
#[must_use]
pub fn reach_tree_with_pathfinding(map: &Workload, allowance: Option<u32>) -> Vec<Reached> {
    let successors = |&n: &u32| map.successors(n);
    match allowance {
        Some(max) => dijkstra_reach(&map.start, successors)
            .take_while(|item| item.total_cost <= max)
            .map(|item| Reached { node: item.node, parent: item.parent, cost: item.total_cost })
            .collect(),
        None => {
            let all = dijkstra_all(&map.start, successors);
            let mut out = Vec::with_capacity(all.len() + 1);
            out.push(Reached { node: map.start, parent: None, cost: 0 });
            out.extend(all.into_iter().map(|(node, (parent, cost))| Reached {
                node,
                parent: Some(parent),
                cost,
            }));
            out
        }
    }
}

/// The summary of the reference reach for `query` (builds the query's map).
#[must_use]
pub fn summary(query: Query) -> Summary {
    let map = query.workload();
    Summary::of(reach_with_pathfinding(&map, query.allowance_halves()))
}

/// Checks that `tree` is a valid shortest-path tree of `map`: the start hex is in it with cost 0
/// and no parent, no hex is listed twice, and every other hex has a reached parent from which a
/// legal move (zones of control respected) costs exactly the difference of their costs.
///
/// It does not check minimality — compare costs against a reference reach for that.
///
/// # Errors
///
/// A description of the first inconsistency found.
pub fn check_tree(map: &Workload, tree: &[Reached]) -> Result<(), String> {
    let mut cost_of: HashMap<u32, u32> = HashMap::with_capacity(tree.len());
    for r in tree {
        if cost_of.insert(r.node, r.cost).is_some() {
            return Err(format!("hex {} is listed twice", r.node));
        }
    }
    if cost_of.get(&map.start) != Some(&0) {
        return Err(format!("the start hex {} is missing or not at cost 0", map.start));
    }
    for r in tree {
        let Some(parent) = r.parent else {
            if r.node == map.start {
                continue;
            }
            return Err(format!("hex {} has no parent", r.node));
        };
        if r.node == map.start {
            return Err("the start hex has a parent".to_owned());
        }
        let Some(&parent_cost) = cost_of.get(&parent) else {
            return Err(format!("hex {}: parent {parent} is not reached", r.node));
        };
        let step = map.successors(parent).filter(|&(to, _)| to == r.node).map(|(_, c)| c).min();
        match step {
            Some(c) if parent_cost + c == r.cost => {}
            Some(c) => {
                return Err(format!(
                    "hex {}: cost {} but parent {parent} at {parent_cost} + move {c}",
                    r.node, r.cost
                ));
            }
            None => {
                return Err(format!("hex {}: no legal move from parent {parent}", r.node));
            }
        }
    }
    Ok(())
}

/// The path from the start hex to `target` through the parents of `tree`, start first; `None` if
/// `target` is not in the tree or the parents do not lead back to the start.
#[must_use]
pub fn path_to(map: &Workload, tree: &[Reached], target: u32) -> Option<Vec<u32>> {
    let parent_of: HashMap<u32, Option<u32>> = tree.iter().map(|r| (r.node, r.parent)).collect();
    let mut path = vec![target];
    let mut at = target;
    while at != map.start {
        at = (*parent_of.get(&at)?)?;
        path.push(at);
        if path.len() > tree.len() {
            return None;
        }
    }
    path.reverse();
    Some(path)
}
