//! The player's answer to the computer's guess: typed, checked, recorded.

use crossterm::event::{KeyCode, KeyEvent};
use mastermind_core::Feedback;

use mastermind_solver::Inconsistent;

use super::{Phase, SolveApp, list};
use crate::app::Tone;
use crate::solve::answer::{AnswerInput, refused, spoken, tag, words};
use mastermind_i18n::tr;

impl SolveApp {
    pub(super) fn answer_key(&mut self, key: KeyEvent, correcting: Option<(Vec<usize>, usize)>) {
        match key.code {
            KeyCode::Char(c) => {
                if self.input.push(c, self.notation) {
                    return;
                }
                let w = words(self.notation);
                let (right, wrong) = (w.right_key.to_string(), w.wrong_key.to_string());
                let notation = tag(self.notation);
                self.warn(if AnswerInput::takes(c, self.notation) {
                    tr!(
                        "term-answer-one-too-many",
                        notation = notation,
                        right = right,
                        wrong = wrong
                    )
                } else {
                    tr!(
                        "term-answer-not-part",
                        notation = notation,
                        key = c.to_string(),
                        right = right,
                        wrong = wrong
                    )
                });
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
                            tr!(
                                "term-answer-first",
                                notation = tag(self.notation),
                                right = w.right_key.to_string(),
                                wrong = w.wrong_key.to_string()
                            )
                        } else {
                            refused(&e)
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
                    tr!(
                        "term-solve-no-code",
                        turn = turn,
                        answer = spoken(feedback, self.notation)
                    )
                } else {
                    tr!("term-solve-contradiction", turns = list(&turns))
                };
                self.tell(Tone::Lost, text);
                self.contradiction(turns);
            }
        }
    }
}
