//! The vocabulary of every table's legs: what a straight leg, or a route of legs, meets
//! ([`Measure`]), stretch by stretch of ground ([`Span`]).

use serde::{Deserialize, Serialize};

use crate::length::Length;

/// The kind of the open ground outside every terrain area.
pub const OPEN: &str = "open";

/// A stretch of a leg over one kind of ground.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// The terrain kind ([`OPEN`] outside every area).
    pub kind: String,
    /// How long it is.
    pub length: Length,
}

/// What a straight leg, or a route of legs, meets: its length, the length over each kind of
/// ground, and each linear feature it crosses.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Measure {
    /// The whole length.
    pub length: Length,
    /// Consecutive stretches by terrain (a later area lies on top of an earlier one).
    pub spans: Vec<Span>,
    /// Linear features crossed, in order along the way.
    pub crossings: Vec<String>,
}

impl Measure {
    /// The total length over `kind` of ground.
    pub fn over(&self, kind: &str) -> Length {
        self.spans.iter().filter(|s| s.kind == kind).fold(Length::ZERO, |sum, s| sum.plus(s.length))
    }

    /// Adds `leg`, measured on from the end of this one: lengths add up, a first span of the
    /// kind this one ends on joins it, crossings follow on.
    pub(crate) fn extend(&mut self, leg: Measure) {
        self.length = self.length.plus(leg.length);
        for span in leg.spans {
            match self.spans.last_mut() {
                Some(last) if last.kind == span.kind => last.length = last.length.plus(span.length),
                _ => self.spans.push(span),
            }
        }
        self.crossings.extend(leg.crossings);
    }
}
