//! Many queries at once: many units' reaches on several threads (the caller chooses how
//! many), each thread with its own [`Search`], the answers exactly those of the one-thread
//! queries.
//!
//! The units are shared out as the threads ask for them (a counter of the next unit), so a
//! thread that drew long reaches (a rail reach has many states a hex) takes fewer of them; the
//! answers are put back in the order asked. The calling thread is one of the threads; a panic
//! on any of them is raised again on the caller.

use umpire_map::{Search, Threads, on_threads};

use crate::error::OrderError;
use crate::map::CivilWarMap;

use super::{Game, MoveOptions, UnitReach};

impl<M: CivilWarMap + Sync> Game<M> {
    /// Every unit of `ids`'s reach in the mode of `options`, as [`Game::reach`] gives it, in the
    /// order of `ids` (an unknown unit's error in its place), on up to `threads` threads: one
    /// search each, the units shared out as the threads ask for them. [`Threads::ONE`] asks
    /// them one after the other on the calling thread.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_civil_war::{EXAMPLE, Game, Mode, MoveOptions, Threads};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "rail.toml")?)?;
    /// let options = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    /// let ids: Vec<&str> = game.situation().units.iter().map(|u| u.id.as_str()).collect();
    /// let reaches = game.reaches(&ids, &options, Threads::new(2));
    /// for (id, reach) in ids.iter().zip(&reaches) {
    ///     assert_eq!(reach, &game.reach(id, &options));
    /// }
    /// assert!(game.reaches(&["no-such-unit"], &options, Threads::available())[0].is_err());
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reaches<S: AsRef<str> + Sync>(
        &self,
        ids: &[S],
        options: &MoveOptions,
        threads: Threads,
    ) -> Vec<Result<UnitReach, OrderError>> {
        self.reaches_with(&mut threads.searches(ids.len()), ids, options)
    }

    /// As [`Game::reaches`], on one thread per search of `searches` (the calling thread for
    /// the first), reusing their buffers: keep them between calls as [`Game::reach_with`]
    /// keeps one. One search, or none, asks the units one after the other on the calling
    /// thread.
    pub fn reaches_with<S: AsRef<str> + Sync>(
        &self,
        searches: &mut [Search],
        ids: &[S],
        options: &MoveOptions,
    ) -> Vec<Result<UnitReach, OrderError>> {
        let threads = searches.len().min(ids.len());
        match searches {
            [] => self.reaches_with(&mut [Search::new()], ids, options),
            [search, ..] if threads <= 1 => {
                ids.iter().map(|id| self.reach_with(search, id.as_ref(), options)).collect()
            }
            _ => {
                let done = on_threads(&mut searches[..threads], ids.len(), |search, n| {
                    self.reach_with(search, ids[n].as_ref(), options)
                });
                let mut all: Vec<_> = done.into_iter().flatten().collect();
                all.sort_unstable_by_key(|(n, _)| *n);
                all.into_iter().map(|(_, reach)| reach).collect()
            }
        }
    }
}
