//! The player's answer to the computer's guess: typed, checked, recorded.

use crossterm::event::{KeyCode, KeyEvent};
use mastermind_core::Feedback;

use mastermind_solver::Inconsistent;

use super::{Phase, SolveApp, capital, list, sentence};
use crate::app::Tone;
use crate::solve::answer::{AnswerInput, spoken, words};

impl SolveApp {
    pub(super) fn answer_key(&mut self, key: KeyEvent, correcting: Option<(Vec<usize>, usize)>) {
        match key.code {
            KeyCode::Char(c) => {
                if self.input.push(c, self.notation) {
                    return;
                }
                let w = words(self.notation);
                let what = if AnswerInput::takes(c, self.notation) {
                    "one key too many".to_string()
                } else {
                    format!("'{c}' is not part of an answer")
                };
                self.warn(format!(
                    "{}: {} {}, {} {}, a digit for a count, - for none.",
                    capital(&what),
                    w.right_key,
                    w.right,
                    w.wrong_key,
                    w.wrong
                ));
            }
            KeyCode::Backspace | KeyCode::Delete => self.input.backspace(),
            KeyCode::Esc => match correcting {
                Some((turns, turn)) => {
                    self.input.clear();
                    let selected = turns.iter().position(|&t| t == turn).unwrap_or(0);
                    self.phase = Phase::Contradiction { turns, selected };
                }
                None => {
                    self.input.clear();
                    self.show_strategy = false;
                }
            },
            KeyCode::Enter => {
                let feedback = match self.input.parse(&self.setup, self.notation) {
                    Ok(f) => f,
                    Err(e) => {
                        let text = if self.input.is_empty() {
                            let w = words(self.notation);
                            format!(
                                "Type the answer first: {} per {}, {} per {}, - for none.",
                                w.right_key, w.right, w.wrong_key, w.wrong
                            )
                        } else {
                            sentence(&e.to_string())
                        };
                        self.warn(text);
                        return;
                    }
                };
                match correcting {
                    Some((_, turn)) => self.correct(turn, feedback),
                    None => self.give(feedback),
                }
            }
            _ => {}
        }
    }

    /// Records `feedback` as the answer to the current guess.
    pub(super) fn give(&mut self, feedback: Feedback) {
        let Some(guess) = self.guess else {
            return;
        };
        let turn = self.turn();
        match self.codebreaker.record(guess, feedback) {
            Ok(()) => {
                self.pending = None;
                self.input.clear();
                self.after_record(guess);
            }
            Err(Inconsistent { turns }) => {
                self.pending = Some(feedback);
                self.input.clear();
                let text = if turns == [turn] {
                    format!(
                        "No code of this game can answer turn {turn} with {}.",
                        spoken(feedback, self.notation)
                    )
                } else {
                    format!(
                        "These answers cannot all be true: turns {} contradict each other.",
                        list(&turns)
                    )
                };
                self.tell(Tone::Lost, text);
                self.contradiction(turns);
            }
        }
    }
}
