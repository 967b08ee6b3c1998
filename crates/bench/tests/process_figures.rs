//! Reading `/usr/bin/time -v` reports and summing up several runs (the process figures).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_bench::process_figures::{MissingFigure, RunFigures, Spread};

const REPORT: &str = "\tCommand being timed: \"umpire show x.toml --json\"
\tUser time (seconds): 0.05
\tSystem time (seconds): 0.01
\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.50
\tMaximum resident set size (kbytes): 12345
\tExit status: 0
";

#[test]
fn a_time_v_report_reads() {
    let figures = RunFigures::parse(REPORT).unwrap();
    assert_eq!(figures, RunFigures { elapsed: 62.5, user: 0.05, system: 0.01, max_rss_kb: 12345 });
    assert_eq!(
        RunFigures::parse(&REPORT.replace("Maximum resident", "Average resident")),
        Err(MissingFigure("Maximum resident set size (kbytes)"))
    );
}

#[test]
fn medians_and_spread() {
    let odd = Spread::of(&[3.0, 1.0, 2.0]).unwrap();
    assert_eq!((odd.median, odd.min, odd.max), (2.0, 1.0, 3.0));
    assert_eq!(Spread::of(&[4.0, 1.0, 2.0, 3.0]).unwrap().median, 2.5);
    assert!((odd.relative_range() - 1.0).abs() < 1e-12);
    assert_eq!(Spread::of(&[]), None);
}
