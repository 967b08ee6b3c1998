//! Runs scenarios on several threads at once: the features are shared out between workers
//! (each a cucumber run of its own, one scenario at a time), and what the workers see comes
//! back to the caller's thread as [`Message`]s as it happens: each failed step, each finished
//! scenario's record.
//!
//! The reports a CI reads are cucumber's own writers' (JUnit XML, Cucumber JSON): each worker
//! feeds its own, and the run joins their documents into one ([`Reports`]).

use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Sender};
use std::sync::{Mutex, PoisonError};

use cucumber::event::{self, Cucumber};
use cucumber::writer::{JUnit, Json, junit};
use cucumber::{Event, World as _, Writer, WriterExt as _, cli, gherkin, parser};
use futures::stream;

use crate::results::{self, Record};
use crate::run::explain::Explain;
use crate::run::suggest::Phrase;
use crate::steps::AcceptanceWorld;
use crate::suite::Suite;

/// One cucumber event of a worker's run.
pub type CucumberEvent = parser::Result<Event<Cucumber<AcceptanceWorld>>>;

/// What a run tells its caller, as it happens.
#[derive(Debug)]
pub enum Message {
    /// A step failed: the scenario, the step and the message, as the editor reads them.
    Failed(Failure),
    /// A scenario finished: its record.
    Finished(Box<Record>),
}

/// Which of cucumber's reports a run writes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wanted {
    /// A JUnit XML report.
    pub junit: bool,
    /// A Cucumber JSON report.
    pub cucumber_json: bool,
}

/// The reports a run wrote, each one document for the whole run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reports {
    /// The JUnit XML report, when wanted.
    pub junit: Option<String>,
    /// The Cucumber JSON report, when wanted.
    pub cucumber_json: Option<String>,
}

/// A failed step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The feature file, as shown.
    pub feature: String,
    /// The scenario's name.
    pub scenario: String,
    /// The step as written (`Then the distance … is 4 hexes`).
    pub step: String,
    /// Its line and column in the feature file.
    pub at: (usize, usize),
    /// What went wrong.
    pub message: String,
}

/// The features of a run, the scenarios left out already.
#[derive(Debug, Clone, Default)]
pub struct Selected {
    /// The features, each with only the scenarios selected.
    pub features: Vec<gherkin::Feature>,
}

impl Selected {
    /// The features of `all` with only the scenarios `keep` keeps; features left with no
    /// scenario are dropped.
    pub fn filter(
        all: Vec<gherkin::Feature>,
        keep: impl Fn(&gherkin::Feature, Option<&gherkin::Rule>, &gherkin::Scenario) -> bool,
    ) -> Selected {
        let mut features = Vec::with_capacity(all.len());
        for mut feature in all {
            let plain = std::mem::take(&mut feature.scenarios);
            feature.scenarios = plain.into_iter().filter(|s| keep(&feature, None, s)).collect();
            let mut rules = std::mem::take(&mut feature.rules);
            for rule in &mut rules {
                let scenarios = std::mem::take(&mut rule.scenarios);
                rule.scenarios =
                    scenarios.into_iter().filter(|s| keep(&feature, Some(rule), s)).collect();
            }
            rules.retain(|r| !r.scenarios.is_empty());
            feature.rules = rules;
            if !feature.scenarios.is_empty() || !feature.rules.is_empty() {
                features.push(feature);
            }
        }
        Selected { features }
    }

    /// How many scenarios there are.
    pub fn scenarios(&self) -> usize {
        self.features.iter().map(scenario_count).sum()
    }
}

/// How many scenarios `feature` has, in its rules too.
fn scenario_count(feature: &gherkin::Feature) -> usize {
    feature.scenarios.len() + feature.rules.iter().map(|r| r.scenarios.len()).sum::<usize>()
}

/// The features shared out between `workers`: the largest first, each to the worker with the
/// fewest scenarios so far.
fn share(features: &[gherkin::Feature], workers: usize) -> Vec<Vec<gherkin::Feature>> {
    let mut order: Vec<&gherkin::Feature> = features.iter().collect();
    order.sort_by_key(|f| std::cmp::Reverse(scenario_count(f)));
    let mut shares: Vec<(usize, Vec<gherkin::Feature>)> = vec![(0, Vec::new()); workers.max(1)];
    for feature in order {
        if let Some(lightest) = shares.iter_mut().min_by_key(|(count, _)| *count) {
            lightest.0 += scenario_count(feature);
            lightest.1.push(feature.clone());
        }
    }
    shares.into_iter().map(|(_, f)| f).filter(|f| !f.is_empty()).collect()
}

/// How many workers to run: the cores there are, at most `limit` (0: no limit).
pub fn workers(limit: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    if limit == 0 { cores } else { cores.min(limit) }
}

/// Runs `selected` under `suite` on `workers` threads, handing every [`Message`] to `on` on
/// the calling thread as it comes; returns the `wanted` reports when every scenario has
/// finished.
pub fn run(
    selected: &Selected,
    suite: &Arc<Suite>,
    phrases: &Arc<Vec<Phrase>>,
    workers: usize,
    wanted: Wanted,
    mut on: impl FnMut(Message),
) -> Reports {
    let (tx, rx) = mpsc::channel::<Message>();
    let quiet = QuietWorkers::install();
    let documents = std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for features in share(&selected.features, workers) {
            let (tx, suite, phrases) = (tx.clone(), Arc::clone(suite), Arc::clone(phrases));
            // Cucumber's futures are deep: a debug build overflows the default 2 MiB stack.
            let worker = std::thread::Builder::new()
                .name(WORKER_NAME.to_owned())
                .stack_size(WORKER_STACK)
                .spawn_scoped(scope, move || run_worker(features, suite, phrases, wanted, tx));
            handles.extend(worker.ok());
        }
        drop(tx);
        for message in rx {
            on(message);
        }
        handles.into_iter().filter_map(|h| h.join().ok()).collect::<Vec<_>>()
    });
    quiet.remove();
    Reports {
        junit: wanted.junit.then(|| join_junit(documents.iter().map(|d| d.junit.as_str()))),
        cucumber_json: wanted
            .cucumber_json
            .then(|| join_json(documents.iter().map(|d| d.cucumber_json.as_str()))),
    }
}

/// The stack of a worker thread.
const WORKER_STACK: usize = 64 << 20;

/// The name of a worker thread.
const WORKER_NAME: &str = "umpire-test";

/// The panic hook in force before a run.
type Hook = Box<dyn Fn(&std::panic::PanicHookInfo<'_>) + Sync + Send + 'static>;

/// A panic hook, for the time of a run, that says nothing of a worker's panics (a failed
/// step: its message is the failure the run reports) and hands any other thread's to the hook
/// it replaced.
///
/// Each worker's cucumber run silences the process's hook and puts back the one it found when
/// it ends; with two workers, the first to end would put back the default hook while the
/// other still runs, and its failed steps would print `thread 'umpire-test' panicked at …` on
/// standard error. Under this hook, whatever a worker puts back is quiet for the workers.
/// Runs may overlap (`umpire errata mutants` runs several at once): the hook is installed by
/// the first run to start and the hook it replaced put back by the last to end.
struct QuietWorkers;

/// How many runs are going, and the hook the first of them replaced.
static QUIET_RUNS: Mutex<(usize, Option<Arc<Hook>>)> = Mutex::new((0, None));

impl QuietWorkers {
    fn install() -> QuietWorkers {
        let mut runs = QUIET_RUNS.lock().unwrap_or_else(PoisonError::into_inner);
        if runs.0 == 0 {
            let previous = Arc::new(std::panic::take_hook());
            let others = Arc::clone(&previous);
            std::panic::set_hook(Box::new(move |info| {
                if std::thread::current().name() != Some(WORKER_NAME) {
                    others(info);
                }
            }));
            runs.1 = Some(previous);
        }
        runs.0 += 1;
        QuietWorkers
    }

    /// Puts back the hook in force before the first run still going began, when this run is
    /// the last to end.
    fn remove(self) {
        let mut runs = QUIET_RUNS.lock().unwrap_or_else(PoisonError::into_inner);
        runs.0 = runs.0.saturating_sub(1);
        if runs.0 == 0 {
            drop(std::panic::take_hook());
            if let Some(previous) = runs.1.take() {
                match Arc::try_unwrap(previous) {
                    Ok(previous) => std::panic::set_hook(previous),
                    Err(shared) => std::panic::set_hook(Box::new(move |info| shared(info))),
                }
            }
        }
    }
}

/// One worker's reports, as its writers wrote them.
#[derive(Debug, Default)]
struct Documents {
    junit: String,
    cucumber_json: String,
}

/// One worker: a cucumber run of `features`, one scenario at a time.
fn run_worker(
    features: Vec<gherkin::Feature>,
    suite: Arc<Suite>,
    phrases: Arc<Vec<Phrase>>,
    wanted: Wanted,
    tx: Sender<Message>,
) -> Documents {
    let junit = Shared::default();
    let json = Shared::default();
    let forward = Forward {
        tx: tx.clone(),
        junit: wanted.junit.then(|| JUnit::raw(junit.clone(), 0)),
        json: wanted.cucumber_json.then(|| Json::raw(json.clone())),
    };
    let writer = Explain::new(forward, Arc::clone(&phrases));
    let after_tx = tx;
    let before_suite = Arc::clone(&suite);
    let cucumber = AcceptanceWorld::cucumber::<PathBuf>()
        .with_parser(Given(features))
        .with_writer(writer.assert_normalized())
        .with_cli(cli::Opts::<_, _, _>::default())
        .max_concurrent_scenarios(1)
        // Every skipped step fails, whatever the scenario's tags: an undefined step is a
        // skipped one, and a scenario that does not run proves nothing.
        .fail_on_skipped_with(|_, _, _| true)
        .before(move |feature, rule, scenario, world| {
            world.prepare(feature, rule, scenario, &before_suite);
            Box::pin(async {})
        })
        .after(move |feature, rule, scenario, finished, world| {
            let record = results::record(feature, rule, scenario, finished, world, &phrases);
            let _ = after_tx.send(Message::Finished(Box::new(record)));
            Box::pin(async {})
        });
    futures::executor::block_on(cucumber.run(PathBuf::new()));
    Documents { junit: junit.text(), cucumber_json: json.text() }
}

/// An output the writers of a worker write into, read when the run is over.
#[derive(Debug, Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Shared {
    fn text(&self) -> String {
        let bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl io::Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The JUnit documents of the workers as one: every worker's test suites, numbered anew.
fn join_junit<'a>(documents: impl Iterator<Item = &'a str>) -> String {
    let mut suites = String::new();
    for document in documents {
        let inner = document
            .split_once("<testsuites>")
            .and_then(|(_, rest)| rest.rsplit_once("</testsuites>"))
            .map_or("", |(inner, _)| inner);
        suites.push_str(inner);
    }
    let mut numbered = String::with_capacity(suites.len());
    let mut parts = suites.split("<testsuite id=\"");
    numbered.push_str(parts.next().unwrap_or_default());
    for (id, part) in parts.enumerate() {
        let rest = part.split_once('"').map_or(part, |(_, rest)| rest);
        numbered.push_str(&format!("<testsuite id=\"{id}\"{rest}"));
    }
    format!("<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites>{numbered}</testsuites>\n")
}

/// The Cucumber JSON documents of the workers as one array of features.
fn join_json<'a>(documents: impl Iterator<Item = &'a str>) -> String {
    let mut features: Vec<serde_json::Value> = Vec::new();
    for document in documents {
        if let Ok(serde_json::Value::Array(items)) = serde_json::from_str(document) {
            features.extend(items);
        }
    }
    serde_json::Value::Array(features).to_string()
}

/// The parser of a worker: the features it was given.
#[derive(Debug, Clone)]
struct Given(Vec<gherkin::Feature>);

impl cucumber::Parser<PathBuf> for Given {
    type Cli = cli::Empty;

    type Output = stream::Iter<std::vec::IntoIter<parser::Result<gherkin::Feature>>>;

    fn parse(self, _: PathBuf, _: cli::Empty) -> Self::Output {
        stream::iter(self.0.into_iter().map(Ok).collect::<Vec<_>>())
    }
}

/// The writer of a worker: sends each failed step home as it fails, and feeds cucumber's
/// report writers.
struct Forward {
    tx: Sender<Message>,
    junit: Option<JUnit<AcceptanceWorld, Shared>>,
    json: Option<Json<Shared>>,
}

impl Writer<AcceptanceWorld> for Forward {
    type Cli = cli::Empty;

    async fn handle_event(&mut self, event: CucumberEvent, _: &cli::Empty) {
        if let Ok(Event { value: Cucumber::Feature(feature, ev), .. }) = &event
            && let Some(failure) = failure(feature, ev)
        {
            let _ = self.tx.send(Message::Failed(failure));
        }
        if let Some(junit) = &mut self.junit {
            junit.handle_event(event.clone(), &junit::Cli::default()).await;
        }
        if let Some(json) = &mut self.json {
            json.handle_event(event, &cli::Empty).await;
        }
    }
}

/// The failed step an event tells of, if it does.
fn failure(feature: &gherkin::Feature, ev: &event::Feature<AcceptanceWorld>) -> Option<Failure> {
    let (scenario, ev) = match ev {
        event::Feature::Scenario(scenario, ev) => (scenario, &ev.event),
        event::Feature::Rule(_, event::Rule::Scenario(scenario, ev)) => (scenario, &ev.event),
        _ => return None,
    };
    let (step, error) = match ev {
        event::Scenario::Step(step, event::Step::Failed(_, _, _, error))
        | event::Scenario::Background(step, event::Step::Failed(_, _, _, error)) => (step, error),
        event::Scenario::Hook(_, event::Hook::Failed(_, info)) => {
            let message = results::panic_text(info);
            return Some(Failure {
                feature: results::feature_path(feature),
                scenario: scenario.name.clone(),
                step: "a hook".to_owned(),
                at: (scenario.position.line, scenario.position.col),
                message,
            });
        }
        _ => return None,
    };
    Some(Failure {
        feature: results::feature_path(feature),
        scenario: scenario.name.clone(),
        step: format!("{} {}", step.keyword.trim(), step.value),
        at: (step.position.line, step.position.col),
        message: results::step_error_text(error),
    })
}
