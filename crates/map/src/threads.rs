//! Many queries at once, on threads the caller asks for: [`Threads`], how many, and
//! [`on_threads`], which shares indexes out among them. The rulesets' `Game::reaches` (and the
//! strategic `Game::threat_parallel`) run on it, each thread with its own [`Search`], their
//! answers exactly those of the one-thread queries.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::Search;

/// How many threads a query of many units runs on (the rulesets' `Game::reaches`, the strategic
/// `Game::threat_parallel`): at least one. [`Threads::ONE`] runs the one-thread query on the
/// calling thread; [`Threads::available`] as many as the machine offers this process.
///
/// ```
/// use umpire_map::Threads;
///
/// assert_eq!(Threads::new(0), Threads::ONE);
/// assert_eq!(Threads::new(3).get(), 3);
/// assert!(Threads::available().get() >= 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Threads(NonZeroUsize);

impl Threads {
    /// One thread: the calling thread alone, as the one-unit queries run.
    pub const ONE: Threads = Threads(NonZeroUsize::MIN);

    /// `count` threads; 0 is taken as 1.
    pub fn new(count: usize) -> Threads {
        Threads(NonZeroUsize::new(count).unwrap_or(NonZeroUsize::MIN))
    }

    /// As many threads as [`std::thread::available_parallelism`] says this process may run at
    /// once, or one when it cannot tell.
    pub fn available() -> Threads {
        Threads(std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
    }

    /// The number of threads.
    pub fn get(self) -> usize {
        self.0.get()
    }

    /// One fresh search for each of these threads that `units` queries can keep busy (at least
    /// one).
    pub fn searches(self, units: usize) -> Vec<Search> {
        vec![Search::new(); self.get().min(units).max(1)]
    }
}

impl Default for Threads {
    /// [`Threads::ONE`].
    fn default() -> Threads {
        Threads::ONE
    }
}

impl From<NonZeroUsize> for Threads {
    fn from(count: NonZeroUsize) -> Threads {
        Threads(count)
    }
}

/// Runs `work` on every index of `0..count` on one thread per state of `states` (the calling
/// thread for the first), each thread taking the next index not yet taken. Gives, per state in
/// turn, the indexes its thread ran with their answers (none for a thread the system would not
/// start: the others do its share). A panic on any thread is raised again here, once every
/// thread has ended.
pub fn on_threads<S: Send, T: Send>(
    states: &mut [S],
    count: usize,
    work: impl Fn(&mut S, usize) -> T + Sync,
) -> Vec<Vec<(usize, T)>> {
    let next = AtomicUsize::new(0);
    let run = |state: &mut S| {
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= count {
                return done;
            }
            done.push((index, work(state, index)));
        }
    };
    let run = &run;
    match states {
        [] => Vec::new(),
        [only] => vec![run(only)],
        [first, rest @ ..] => std::thread::scope(|scope| {
            // A thread the system will not start leaves its share to the others.
            let handles: Vec<_> = rest
                .iter_mut()
                .map(|state| std::thread::Builder::new().spawn_scoped(scope, move || run(state)))
                .collect();
            let mut all = vec![run(first)];
            for handle in handles {
                match handle.map(|handle| handle.join()) {
                    Ok(Ok(done)) => all.push(done),
                    Ok(Err(panic)) => std::panic::resume_unwind(panic),
                    Err(_) => all.push(Vec::new()),
                }
            }
            all
        }),
    }
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn every_index_runs_once_however_uneven_the_work() {
        for threads in [1, 2, 3, 8] {
            let mut states = vec![0usize; threads];
            let done = on_threads(&mut states, 100, |ran, n| {
                // Some indexes take much longer than the rest.
                if n % 7 == 0 {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                *ran += 1;
                n * 2
            });
            assert_eq!(done.len(), threads);
            let mut all: Vec<(usize, usize)> = done.into_iter().flatten().collect();
            all.sort_unstable();
            assert_eq!(all, (0..100).map(|n| (n, n * 2)).collect::<Vec<_>>());
            assert_eq!(states.iter().sum::<usize>(), 100);
        }
        assert!(on_threads(&mut [(); 2], 0, |(), n| n).iter().all(Vec::is_empty));
    }

    #[test]
    fn a_panic_on_a_thread_is_raised_again_with_its_message() {
        for threads in [1, 2, 4] {
            let mut states = vec![(); threads];
            let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                on_threads(&mut states, 20, |(), n| {
                    assert!(n != 13, "unit 13 is broken");
                    n
                })
            }));
            let panic = caught.expect_err("the panic comes through");
            let message = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied());
            assert_eq!(message, Some("unit 13 is broken"), "{threads} threads");
        }
    }
}
