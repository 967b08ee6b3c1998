//! Many queries at once: many units' reaches, or a side's threat map, on several threads (the
//! caller chooses how many), each thread with its own [`Search`], the answers exactly those of
//! the one-thread queries.
//!
//! The units are shared out as the threads ask for them (a counter of the next unit), so a
//! thread that drew short reaches takes more of them; the answers are put back in the order
//! asked. The calling thread is one of the threads; a panic on any of them is raised again on
//! the caller.

use std::sync::atomic::{AtomicUsize, Ordering};

use umpire_map::{Board, Mp, Search, Threads, on_threads};

use crate::error::OrderError;
use crate::map::StrategicMap;

use super::{Game, Threat, UnitReach};

/// What one thread of a threat map keeps: its search, its set of places seen and its hits.
struct ThreatWorker<'s> {
    search: &'s mut Search,
    seen: Vec<u64>,
    /// (place rank, 0, cost): each unit's, in turn; numbered when merged.
    hits: Vec<(u32, u32, Mp)>,
}

/// One unit's part of a threat map, as its thread found it.
enum UnitHits {
    /// Its hits are `start..end` of its thread's.
    Hits(usize, usize),
    /// It reaches nothing (or may not move).
    Nothing,
    /// Its query failed.
    Failed(OrderError),
    /// Not asked: a unit before it failed.
    Skipped,
}

impl<M: StrategicMap + Sync> Game<M> {
    /// Every unit of `ids`'s reach, as [`Game::reach`] gives it, in the order of `ids` (an
    /// unknown or eliminated unit's error in its place), on up to `threads` threads: one
    /// search each, the units shared out as the threads ask for them. [`Threads::ONE`] asks
    /// them one after the other on the calling thread.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_strategic::{EXAMPLE, Game, Threads};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "kiev.toml")?)?;
    /// let ids: Vec<&str> = game.situation().units.iter().map(|u| u.id.as_str()).collect();
    /// let reaches = game.reaches(&ids, Threads::new(2));
    /// for (id, reach) in ids.iter().zip(&reaches) {
    ///     assert_eq!(reach, &game.reach(id));
    /// }
    /// assert!(game.reaches(&["no-such-unit"], Threads::available())[0].is_err());
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reaches<S: AsRef<str> + Sync>(
        &self,
        ids: &[S],
        threads: Threads,
    ) -> Vec<Result<UnitReach, OrderError>> {
        self.reaches_with(&mut threads.searches(ids.len()), ids)
    }

    /// As [`Game::reaches`], on one thread per search of `searches` (the calling thread for
    /// the first), reusing their buffers: keep them between calls as [`Game::reach_with`]
    /// keeps one. One search, or none, asks the units one after the other on the calling
    /// thread.
    pub fn reaches_with<S: AsRef<str> + Sync>(
        &self,
        searches: &mut [Search],
        ids: &[S],
    ) -> Vec<Result<UnitReach, OrderError>> {
        let threads = searches.len().min(ids.len());
        match searches {
            [] => self.reaches_with(&mut [Search::new()], ids),
            [search, ..] if threads <= 1 => {
                ids.iter().map(|id| self.reach_with(search, id.as_ref())).collect()
            }
            _ => {
                let done = on_threads(&mut searches[..threads], ids.len(), |search, n| {
                    self.reach_with(search, ids[n].as_ref())
                });
                let mut all: Vec<_> = done.into_iter().flatten().collect();
                all.sort_unstable_by_key(|(n, _)| *n);
                all.into_iter().map(|(_, reach)| reach).collect()
            }
        }
    }

    /// The threat map of `side`, as [`Game::threat`] gives it, on up to `threads` threads: one
    /// search each, the side's units shared out as the threads ask for them, their arrivals
    /// merged in the situation's order of the units and sorted by place once, as
    /// [`Game::threat_with`] does. [`Threads::ONE`] is [`Game::threat`].
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_strategic::{EXAMPLE, Game, Threads};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "kiev.toml")?)?;
    /// let side = &game.situation().side;
    /// assert_eq!(game.threat_parallel(side, Threads::new(2))?, game.threat(side)?);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Game::threat`]: [`OrderError::UnknownSide`] with the nearest side, or the error of
    /// the first unit (in the situation's order) whose query fails.
    pub fn threat_parallel(&self, side: &str, threads: Threads) -> Result<Threat, OrderError> {
        let units = self.threatening(side).count();
        self.threat_parallel_with(&mut threads.searches(units), side)
    }

    /// As [`Game::threat_parallel`], on one thread per search of `searches` (the calling
    /// thread for the first), reusing their buffers. One search, or none, is
    /// [`Game::threat_with`].
    ///
    /// # Errors
    /// As [`Game::threat_parallel`].
    pub fn threat_parallel_with(
        &self,
        searches: &mut [Search],
        side: &str,
    ) -> Result<Threat, OrderError> {
        self.known_side(side)?;
        let units: Vec<usize> = self.threatening(side).collect();
        let threads = searches.len().min(units.len());
        let searches = match searches {
            [] => return self.threat_with(&mut Search::new(), side),
            [search, ..] if threads <= 1 => return self.threat_with(search, side),
            _ => &mut searches[..threads],
        };
        let ranks = self.place_ranks();
        let room = self.map.place_count().div_ceil(threads);
        let mut workers: Vec<ThreatWorker<'_>> = searches
            .iter_mut()
            .map(|search| ThreatWorker {
                search,
                seen: self.threat_seen(),
                hits: Vec::with_capacity(room),
            })
            .collect();
        // The first unit (by its number in `units`) whose query failed: units after it need not
        // be asked, units before it all are.
        let failed = AtomicUsize::new(usize::MAX);
        let done = on_threads(&mut workers, units.len(), |worker, n| {
            if n > failed.load(Ordering::Relaxed) {
                return UnitHits::Skipped;
            }
            let start = worker.hits.len();
            let search = &mut *worker.search;
            match self.unit_threat(search, units[n], side, &mut worker.seen, &mut worker.hits, 0) {
                Ok(true) => UnitHits::Hits(start, worker.hits.len()),
                Ok(false) => UnitHits::Nothing,
                Err(error) => {
                    failed.fetch_min(n, Ordering::Relaxed);
                    UnitHits::Failed(error)
                }
            }
        });
        let mut parts: Vec<(usize, usize, UnitHits)> = done
            .into_iter()
            .enumerate()
            .flat_map(|(thread, done)| done.into_iter().map(move |(n, part)| (n, thread, part)))
            .collect();
        parts.sort_unstable_by_key(|(n, ..)| *n);
        // As `threat_with` gathers them: each unit's hits in turn, numbered as they come.
        let total = parts.iter().map(|(_, _, part)| match part {
            UnitHits::Hits(start, end) => end - start,
            _ => 0,
        });
        let mut hits: Vec<(u32, u32, Mp)> = Vec::with_capacity(total.sum());
        let mut names = Vec::new();
        for (n, thread, part) in parts {
            match part {
                UnitHits::Hits(start, end) => {
                    let number = u32::try_from(names.len()).unwrap_or(u32::MAX);
                    let Some(found) = workers.get(thread).and_then(|w| w.hits.get(start..end))
                    else {
                        continue;
                    };
                    hits.extend(found.iter().map(|&(rank, _, cost)| (rank, number, cost)));
                    names.push(self.situation.units[units[n]].id.clone());
                }
                UnitHits::Nothing => {}
                UnitHits::Failed(error) => return Err(error),
                // Only after a unit that failed, which ended the merge.
                UnitHits::Skipped => break,
            }
        }
        Ok(Threat::gather(side.to_owned(), names, &hits, &ranks.by_rank))
    }
}
