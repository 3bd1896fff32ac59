//! The duel of seed 003 (BrainKing's Logik): both codes, turns revealed
//! together, every ending, clocks, and what each viewer may see. One test
//! binary; each module one job, the helpers here.

use mastermind_core::duel::{
    ABANDON_GRACE, Claim, Duel, DuelError, DuelResult, DuelRules, Event, EventKind, Moment, Phase,
    Reason, Side, Sides, TimeControl, Viewer,
};
use mastermind_core::{Code, NameError, Preset, Rule, Setup};
use proptest::prelude::*;
use serde_json::{Value, json};

const T0: u64 = 1_795_000_000_000;

fn at(seconds: u64) -> Moment {
    Moment::from_millis(T0 + seconds * 1000)
}

fn code(text: &str) -> Code {
    Code::from_digits(text).unwrap()
}

fn rules() -> DuelRules {
    DuelRules::new("Ann", "Bob").unwrap()
}

/// A Logik duel with both codes set: Ann (white) hides 12345, Bob 54321.
fn started(rules: DuelRules) -> Duel {
    let mut duel = Duel::new(rules, at(0));
    duel.set_code(Side::White, code("12345"), at(1)).unwrap();
    duel.set_code(Side::Black, code("54321"), at(2)).unwrap();
    duel
}

/// Plays one turn, white first, at `now`.
fn turn(duel: &mut Duel, white: &str, black: &str, now: Moment) -> Vec<Event> {
    let mut events = duel.guess(Side::White, code(white), now).unwrap();
    events.extend(duel.guess(Side::Black, code(black), now).unwrap());
    events
}

fn ended(events: &[Event]) -> Option<(DuelResult, Sides<Option<Code>>)> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::Ended { result, codes } => Some((*result, *codes)),
        _ => None,
    })
}

fn result(winner: Option<Side>, reason: Reason, turns: usize) -> DuelResult {
    DuelResult {
        winner,
        reason,
        turns,
    }
}

fn both_codes() -> Sides<Option<Code>> {
    Sides::new(Some(code("12345")), Some(code("54321")))
}

mod clocks;
mod endings;
mod properties;
mod records;
mod vacation;
mod views;
