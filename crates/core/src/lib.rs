//! The rules of Mastermind and its family, pure: no IO, no clock, no RNG of its
//! own. Every edge of the platform (terminal, HTTP, database) parses into these
//! types and asks them what happens.

pub mod account;
pub mod answer;
pub mod bot;
pub mod code;
pub mod colour;
pub mod daily;
pub mod duel;
pub mod feedback;
pub mod game;
pub mod highscore;
pub mod preset;
pub mod puzzle;
pub mod refusal;
pub mod series;
pub mod setup;
pub mod statistics;
pub mod tournament;
pub mod transcript;
pub mod turn;
pub mod vacation;

pub use answer::{AnswerError, Notation, check_feedback, parse_answer};
pub use code::{Code, CodeError, MAX_PEGS};
pub use colour::{COLOURS, Colour, Palette};
pub use duel::{Duel, DuelError, DuelResult, DuelRules, DuelView, Side, TimeControl};
pub use feedback::{Feedback, Rule, UnknownRule, score_pegs};
pub use game::{Game, GuessError, State, Turn, UnknownState};
pub use highscore::{Achievement, NameError, PlayerName};
pub use preset::{Preset, UnknownPreset};
pub use setup::{MAX_TURNS, Setup, SetupError};
pub use turn::TurnError;
