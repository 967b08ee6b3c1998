//! Whole-process figures: what GNU `/usr/bin/time -v` reports of one run of a command, and the
//! median and spread of several runs (`examples/process.rs` runs the `umpire` command on the
//! full-size strategic position and prints these).

/// What one run cost, read from `/usr/bin/time -v`'s report.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RunFigures {
    /// Wall-clock time, seconds (the report's `Elapsed (wall clock) time`, 10 ms steps).
    pub elapsed: f64,
    /// User CPU time, seconds.
    pub user: f64,
    /// System CPU time, seconds.
    pub system: f64,
    /// Maximum resident set size, kilobytes.
    pub max_rss_kb: u64,
}

/// What is missing from a `/usr/bin/time -v` report.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the /usr/bin/time -v report has no readable line \"{0}\" (is it GNU time?)")]
pub struct MissingFigure(pub &'static str);

fn field<'a>(report: &'a str, label: &'static str) -> Result<&'a str, MissingFigure> {
    report
        .lines()
        .find_map(|line| line.trim().strip_prefix(label))
        .and_then(|rest| rest.rsplit(": ").next())
        .map(str::trim)
        .ok_or(MissingFigure(label))
}

fn seconds(report: &str, label: &'static str) -> Result<f64, MissingFigure> {
    field(report, label)?.parse().map_err(|_| MissingFigure(label))
}

/// `h:mm:ss.cc` or `m:ss.cc` as seconds.
fn clock(text: &str) -> Option<f64> {
    text.split(':').try_fold(0.0, |total, part| Some(total * 60.0 + part.parse::<f64>().ok()?))
}

impl RunFigures {
    /// The figures of one `/usr/bin/time -v` report.
    ///
    /// # Errors
    /// [`MissingFigure`] naming the first line that is absent or unreadable.
    pub fn parse(report: &str) -> Result<RunFigures, MissingFigure> {
        const ELAPSED: &str = "Elapsed (wall clock) time";
        const RSS: &str = "Maximum resident set size (kbytes)";
        let elapsed = clock(field(report, ELAPSED)?).ok_or(MissingFigure(ELAPSED))?;
        Ok(RunFigures {
            elapsed,
            user: seconds(report, "User time (seconds)")?,
            system: seconds(report, "System time (seconds)")?,
            max_rss_kb: field(report, RSS)?.parse().map_err(|_| MissingFigure(RSS))?,
        })
    }
}

/// The median and the range of a set of figures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spread {
    /// The median (of an even number, the mean of the middle two).
    pub median: f64,
    /// The smallest.
    pub min: f64,
    /// The largest.
    pub max: f64,
}

impl Spread {
    /// The spread of `values`, or `None` when there are none.
    #[must_use]
    pub fn of(values: &[f64]) -> Option<Spread> {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let median = match n {
            0 => return None,
            _ if n % 2 == 1 => sorted[n / 2],
            _ => f64::midpoint(sorted[n / 2 - 1], sorted[n / 2]),
        };
        Some(Spread { median, min: sorted[0], max: sorted[n - 1] })
    }

    /// The range as a share of the median (`(max − min) / median`), 0 for a median of 0.
    #[must_use]
    pub fn relative_range(&self) -> f64 {
        if self.median == 0.0 { 0.0 } else { (self.max - self.min) / self.median }
    }
}
