//! The board-game series of seed 001: scoring, wrong information, replays.
//! The helpers here; the games played out, the turns and their clock, and
//! the records and wire names each in a module.

mod games;
mod records;
mod turns;

use std::time::{Duration, Instant};

use mastermind_core::series::{
    Event, FeedbackMode, Outcome, Phase, Referee, Series, SeriesError, SeriesRules, TurnClock,
    Variant,
};
use mastermind_core::{Code, Feedback, NameError, Setup};

/// Tries every code; enough for the board's 1,296 or 2,401 codes.
struct BruteForce;

impl Referee for BruteForce {
    fn contradiction(&self, setup: &Setup, history: &[(Code, Feedback)]) -> Option<Vec<usize>> {
        let fits = |turns: &[usize]| {
            setup.codes().any(|c| {
                turns
                    .iter()
                    .all(|&t| setup.score(&c, &history[t].0) == history[t].1)
            })
        };
        let all: Vec<usize> = (0..history.len()).collect();
        if fits(&all) {
            return None;
        }
        for size in 1..=history.len() {
            let mut pick: Vec<usize> = (0..size).collect();
            loop {
                if !fits(&pick) {
                    return Some(pick.iter().map(|t| t + 1).collect());
                }
                let mut i = size;
                while i > 0 && pick[i - 1] == history.len() - size + i - 1 {
                    i -= 1;
                }
                if i == 0 {
                    break;
                }
                pick[i - 1] += 1;
                for j in i..size {
                    pick[j] = pick[j - 1] + 1;
                }
            }
        }
        Some(all.iter().map(|t| t + 1).collect())
    }
}

fn rules(feedback: FeedbackMode, variant: Variant) -> SeriesRules {
    SeriesRules::new(&["Ann", "Bob"], 2)
        .unwrap()
        .with_variant(variant)
        .with_feedback(feedback)
}

/// Times the row in play out: its clock started an hour ago.
fn time_out(series: &mut Series) -> Result<Vec<Event>, SeriesError> {
    let start = Instant::now();
    let clock = TurnClock::started(series, start);
    series.time_out(&clock, start + Duration::from_secs(3600))
}

fn game_ended(events: &[Event], want: (u8, bool, usize, Code)) -> bool {
    events.iter().any(|e| {
        matches!(e, Event::GameEnded { game, broken, rows, secret, .. }
            if (*game, *broken, *rows, *secret) == want)
    })
}

fn wrong_information(events: &[Event]) -> Option<(u8, Vec<usize>)> {
    events.iter().find_map(|e| match e {
        Event::WrongInformation { game, turns, .. } => Some((*game, turns.clone())),
        _ => None,
    })
}

fn code(text: &str) -> Code {
    Code::from_digits(text).unwrap()
}
