//! A writer between cucumber's runner and its printer: a step no definition matches fails
//! with the nearest step phrase ("no step matches …; the nearest step is: …") instead of
//! cucumber's "Step doesn't match any function".

use std::sync::Arc;

use cucumber::event::{self, Cucumber, Feature, Rule, Scenario, Step, StepError};
use cucumber::{Event, World, Writer, gherkin, parser, writer};

use super::suggest::{self, Phrase};

/// Passes every event to `inner`, with undefined steps explained.
#[derive(Debug)]
pub struct Explain<Wr> {
    inner: Wr,
    phrases: Arc<Vec<Phrase>>,
}

impl<Wr> Explain<Wr> {
    /// Explains the events `inner` gets, with the step phrases of the run.
    pub fn new(inner: Wr, phrases: Arc<Vec<Phrase>>) -> Self {
        Self { inner, phrases }
    }
}

/// The message of a step no definition matches, with the nearest phrase.
pub fn not_found(step: &gherkin::Step, phrases: &[Phrase]) -> String {
    let keyword = step.keyword.trim();
    let typed = match step.ty {
        gherkin::StepType::Given => "Given",
        gherkin::StepType::When => "When",
        gherkin::StepType::Then => "Then",
    };
    let nearest = suggest::nearest(typed, &step.value, phrases).map_or_else(String::new, |p| {
        format!("; the nearest step is: {} {} (`umpire steps` lists every step)", p.keyword, p.text)
    });
    format!("no step matches \"{keyword} {}\"{nearest}", step.value)
}

impl<Wr> Explain<Wr> {
    fn scenario<W>(&self, ev: event::RetryableScenario<W>) -> event::RetryableScenario<W> {
        let explain = |step: &gherkin::Step, ev: Step<W>| match ev {
            Step::Failed(captures, location, world, StepError::NotFound) => {
                let message = not_found(step, &self.phrases);
                Step::Failed(captures, location, world, StepError::Panic(Arc::new(message)))
            }
            other => other,
        };
        let event = match ev.event {
            Scenario::Step(step, ev) => {
                let ev = explain(&step, ev);
                Scenario::Step(step, ev)
            }
            Scenario::Background(step, ev) => {
                let ev = explain(&step, ev);
                Scenario::Background(step, ev)
            }
            other => other,
        };
        event::RetryableScenario { event, retries: ev.retries }
    }

    fn explain<W>(&self, ev: Cucumber<W>) -> Cucumber<W> {
        match ev {
            Cucumber::Feature(f, Feature::Scenario(s, ev)) => {
                Cucumber::Feature(f, Feature::Scenario(s, self.scenario(ev)))
            }
            Cucumber::Feature(f, Feature::Rule(r, Rule::Scenario(s, ev))) => {
                Cucumber::Feature(f, Feature::Rule(r, Rule::Scenario(s, self.scenario(ev))))
            }
            other => other,
        }
    }
}

impl<W: World, Wr: Writer<W>> Writer<W> for Explain<Wr> {
    type Cli = Wr::Cli;

    async fn handle_event(&mut self, event: parser::Result<Event<Cucumber<W>>>, cli: &Self::Cli) {
        let event = event.map(|ev| ev.map(|ev| self.explain(ev)));
        self.inner.handle_event(event, cli).await;
    }
}

impl<W: World, Val, Wr: writer::Arbitrary<W, Val>> writer::Arbitrary<W, Val> for Explain<Wr> {
    async fn write(&mut self, val: Val) {
        self.inner.write(val).await;
    }
}

impl<Wr> writer::NonTransforming for Explain<Wr> {}
