//! How the online duel shows itself on the shared duel screen ([`Face`]).

use mastermind_core::duel::{DuelResult, Phase};
use mastermind_i18n::tr;

use crate::app::{Status, Tone};
use crate::duel::app::{Confirm, verdict};
use crate::duel::board::Board;
use crate::duel::view::Face;

use super::OnlineApp;

impl Face for OnlineApp {
    fn draft(&self) -> &[Option<u8>] {
        &self.draft
    }
    fn cursor(&self) -> usize {
        self.cursor
    }
    fn status(&self) -> Option<Status> {
        if let Some(why) = &self.lost {
            return Some(Status {
                tone: Tone::Warning,
                text: tr!(
                    "term-duel-lost-server",
                    why = why.as_str(),
                    resume = self.resume.as_str()
                ),
            });
        }
        if !self.connected {
            return Some(Status {
                tone: Tone::Warning,
                text: tr!("term-duel-reconnecting"),
            });
        }
        self.status.clone()
    }
    fn confirming(&self) -> Option<Confirm> {
        self.confirm
    }
    fn opponent_title(&self, board: &Board) -> String {
        let them = board.opponent();
        let bot = self
            .view
            .as_ref()
            .is_some_and(|v| v.summary.bots.iter().any(|name| name == them));
        // A bot account is marked as the pages mark it.
        let opponent = if bot {
            format!("{them} {}", tr!("term-duel-bot-mark"))
        } else {
            them.to_string()
        };
        format!(
            " {} ",
            tr!("term-duel-opponent-guesses", opponent = opponent)
        )
    }
    fn opponent_row(&self, board: &Board) -> String {
        if board.awaits(board.them()) {
            format!(" {}", tr!("term-duel-row-guessing"))
        } else {
            format!(" {}", tr!("term-duel-row-guessed-online"))
        }
    }
    fn moment(&self, board: &Board) -> String {
        let them = board.opponent();
        let turns = board.setup.turns();
        let (you_owe, they_owe) = (board.awaits(board.you), board.awaits(board.them()));
        match board.phase {
            Phase::Codes { .. } if you_owe => tr!("term-duel-set-code-for", opponent = them),
            Phase::Codes { .. } => tr!("term-duel-waiting-code", opponent = them),
            Phase::Guesses { turn, .. } if you_owe && !they_owe => tr!(
                "term-duel-they-guessed",
                turn = turn,
                turns = turns,
                opponent = them
            ),
            Phase::Guesses { turn, .. } if you_owe => tr!(
                "term-duel-your-turn",
                turn = turn,
                turns = turns,
                opponent = them
            ),
            Phase::Guesses { turn, .. } => tr!(
                "term-duel-waiting-guess",
                turn = turn,
                turns = turns,
                opponent = them
            ),
            Phase::Over => tr!("term-duel-over-leave"),
        }
    }
    fn verdict(&self, board: &Board, result: &DuelResult) -> (Tone, String) {
        verdict(result, board.you, board.opponent())
    }
    fn quit_question(&self) -> String {
        tr!("term-duel-ask-leave-online")
    }
    fn keys_over(&self) -> Vec<(&'static str, String)> {
        vec![("?", tr!("term-keys-help")), ("q", tr!("term-keys-leave"))]
    }
}
