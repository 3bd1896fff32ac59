//! A game over and the book: every game kept for the statistics; a win and
//! the high-score table, whether it counts, the name it is recorded under,
//! and the table it lands in.

use mastermind_core::highscore::MAX_NAME_CHARS;
use mastermind_core::{Achievement, PlayerName};
use mastermind_i18n::tr;

use super::{App, PendingWin, Screen, Status, Tone};
use crate::Win;
use crate::clock::format_millis;
use crate::field::TextField;

impl App<'_> {
    /// Hands the game, once over, to the book for the statistics (once).
    pub(super) fn keep(&mut self) {
        if self.kept || !self.game.state().is_over() {
            return;
        }
        self.kept = true;
        let Some(book) = self.scores else {
            return;
        };
        let start = self.shown.get().unwrap_or(self.created);
        let finished = crate::scorebook::Finished {
            preset: self.preset,
            game: &self.game,
            millis: self.clock.ticks().saturating_sub(start),
            at: self.clock.now(),
        };
        if let Err(e) = book.finished(&finished) {
            self.warn(tr!("term-statistics-unsaved", error = format!("{e:#}")));
        }
    }

    pub(super) fn won(&mut self) {
        let start = self.shown.get().unwrap_or(self.created);
        let millis = self.clock.ticks().saturating_sub(start);
        self.took = Some(millis);
        let turns = self.game.turns().len();
        self.status = Some(Status {
            tone: Tone::Won,
            text: tr!(
                "term-board-won",
                turns = turns,
                time = format_millis(millis)
            ),
        });
        let (Some(preset), Some(book)) = (self.preset, self.scores) else {
            return;
        };
        if !mastermind_core::highscore::counts_all_time(self.hinted, turns as u8) {
            let why = if self.hinted {
                tr!("term-board-won-with-hints")
            } else {
                tr!("term-board-won-by-luck")
            };
            if let Some(status) = self.status.as_mut() {
                status.text.push(' ');
                status.text.push_str(&why);
            }
            return;
        }
        let achievement = Achievement {
            turns: u8::try_from(turns).unwrap_or(u8::MAX),
            millis,
            at: self.clock.now(),
        };
        match book.qualifies(preset, &achievement) {
            Ok(true) => {
                self.pending = Some(PendingWin {
                    preset,
                    achievement,
                    secret: self.game.secret(),
                });
                match self.name.clone() {
                    Some(name) => self.record(name),
                    None => {
                        self.screen = Screen::Name {
                            input: TextField::new(MAX_NAME_CHARS),
                            error: None,
                        }
                    }
                }
            }
            Ok(false) => {}
            Err(e) => self.warn(tr!("term-won-scores-unreadable", error = format!("{e:#}"))),
        }
    }

    pub(super) fn record(&mut self, name: PlayerName) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        let Some(book) = self.scores else {
            return;
        };
        let win = Win {
            preset: pending.preset,
            name,
            turns: pending.achievement.turns,
            millis: pending.achievement.millis,
            secret: pending.secret,
            at: pending.achievement.at,
        };
        match book.record(&win) {
            Ok(rank) => {
                match rank {
                    Some(rank) => self.recorded = Some((pending.preset, rank)),
                    None => self.warn(tr!("term-scores-place-taken")),
                }
                self.screen = Screen::Scores {
                    preset: Some(pending.preset),
                };
            }
            Err(e) => {
                self.screen = Screen::Board;
                self.warn(tr!("term-scores-unsaved", error = format!("{e:#}")));
            }
        }
    }
}
