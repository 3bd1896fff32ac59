//! Answers that cannot all be true: the player picks the turn to correct,
//! corrects it, and the game goes on from there.

use crossterm::event::{KeyCode, KeyEvent};
use mastermind_core::Feedback;

use mastermind_solver::Inconsistent;

use super::{Phase, SolveApp, list, or_list};
use crate::app::Tone;
use crate::solve::answer::{spoken, tag};
use mastermind_i18n::tr;

impl SolveApp {
    pub(super) fn contradiction(&mut self, turns: Vec<usize>) {
        // The answer just given is the first suspect.
        let selected = turns
            .iter()
            .position(|&t| t == self.turn())
            .unwrap_or(turns.len().saturating_sub(1));
        self.phase = Phase::Contradiction { turns, selected };
    }

    pub(super) fn pick_key(&mut self, key: KeyEvent, turns: &[usize], selected: usize) {
        let last = turns.len().saturating_sub(1);
        let selected = match key.code {
            KeyCode::Up | KeyCode::Left | KeyCode::Char('k') => {
                selected.checked_sub(1).unwrap_or(last)
            }
            KeyCode::Down | KeyCode::Right | KeyCode::Tab | KeyCode::Char('j') => {
                if selected >= last { 0 } else { selected + 1 }
            }
            KeyCode::Char(c) if c.is_ascii_digit() => match self.pick_digit(c, turns) {
                Some(i) => i,
                None => {
                    self.warn(tr!(
                        "term-solve-not-one-of-them",
                        key = c.to_string(),
                        turns = or_list(turns)
                    ));
                    selected
                }
            },
            KeyCode::Enter => return self.chosen(turns, selected),
            KeyCode::Esc | KeyCode::Backspace => {
                return self.chosen(
                    turns,
                    turns.iter().position(|&t| t == self.turn()).unwrap_or(last),
                );
            }
            KeyCode::Char(c) => {
                self.warn(tr!("term-solve-picks-nothing", key = c.to_string()));
                selected
            }
            _ => selected,
        };
        self.phase = Phase::Contradiction {
            turns: turns.to_vec(),
            selected,
        };
    }

    /// A digit typed to pick a turn: `1` then `2` picks turn 12 when it is
    /// one of them, otherwise turn 2.
    pub(super) fn pick_digit(&mut self, c: char, turns: &[usize]) -> Option<usize> {
        let find = |text: &str| {
            let exact = turns.iter().position(|t| t.to_string() == text);
            let prefix = turns.iter().any(|t| t.to_string().starts_with(text));
            (exact, prefix)
        };
        self.picked.push(c);
        let (mut exact, mut prefix) = find(&self.picked);
        if !prefix {
            self.picked = c.to_string();
            (exact, prefix) = find(&self.picked);
        }
        if !prefix {
            self.picked.clear();
        }
        exact
    }

    /// The person named the turn whose answer was wrong.
    pub(super) fn chosen(&mut self, turns: &[usize], selected: usize) {
        let Some(&turn) = turns.get(selected) else {
            return;
        };
        self.input.clear();
        if turn == self.turn() {
            self.pending = None;
            self.phase = Phase::Answering;
            self.tell(Tone::Info, tr!("term-solve-retype", turn = turn));
        } else {
            self.phase = Phase::Correcting {
                turns: turns.to_vec(),
                turn,
            };
        }
    }

    /// The right answer of the earlier turn `turn`.
    pub(super) fn correct(&mut self, turn: usize, feedback: Feedback) {
        let Some(&(_, was)) = self.codebreaker.turns().get(turn - 1) else {
            return;
        };
        let pegs = self.setup.pegs();
        if feedback.is_win(pegs) {
            self.warn(tr!(
                "term-solve-would-have-won",
                notation = tag(self.notation),
                pegs = pegs,
                turn = turn
            ));
            return;
        }
        if feedback == was {
            self.warn(tr!("term-solve-same-answer", turn = turn));
            return;
        }
        if let Err(Inconsistent { turns: still }) = self.codebreaker.correct(turn, feedback) {
            self.tell(
                Tone::Lost,
                tr!(
                    "term-solve-would-contradict",
                    answer = spoken(feedback, self.notation),
                    turn = turn,
                    turns = list(&still)
                ),
            );
            return;
        }
        self.input.clear();
        let current = self.turn();
        let (Some(guess), Some(pending)) = (self.guess, self.pending) else {
            self.phase = Phase::Answering;
            return;
        };
        let now = spoken(feedback, self.notation);
        match self.codebreaker.record(guess, pending) {
            Ok(()) => {
                self.pending = None;
                self.after_record(guess);
                if !self.is_over() {
                    self.tell(
                        Tone::Info,
                        tr!(
                            "term-solve-corrected",
                            turn = turn,
                            answer = now.as_str(),
                            current = current
                        ),
                    );
                }
            }
            Err(Inconsistent { turns: still }) => {
                self.tell(
                    Tone::Lost,
                    tr!(
                        "term-solve-corrected-still",
                        turn = turn,
                        answer = now.as_str(),
                        turns = list(&still)
                    ),
                );
                self.contradiction(still);
            }
        }
    }
}
