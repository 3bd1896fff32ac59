//! Every refusal of a rule has a stable code beside its English message:
//! `not_your_turn`, `code_already_set`, … The API answers with both, so a
//! client that speaks another language shows its own words for the code;
//! a code, once published, never changes meaning.

use crate::account::AccountError;
use crate::answer::AnswerError;
use crate::bot::BotError;
use crate::code::CodeError;
use crate::daily::DayError;
use crate::duel::DuelError;
use crate::feedback::UnknownRule;
use crate::game::GuessError;
use crate::highscore::NameError;
use crate::preset::UnknownPreset;
use crate::puzzle::PuzzleError;
use crate::series::SeriesError;
use crate::setup::SetupError;
use crate::tournament::TournamentError;
use crate::turn::TurnError;
use crate::vacation::VacationError;

/// A refusal with a stable code (snake_case).
pub trait Refusal: std::fmt::Display {
    fn code(&self) -> &'static str;
}

/// Writes `impl Refusal` for an error type from one arm per variant, a
/// code each (or `via` an inner refusal that has its own), and the type's
/// list of codes, `CODES`.
macro_rules! refusals {
    ($ty:ty { $($pat:pat => $code:literal,)* } $(via { $($vpat:pat => $inner:expr,)* })?) => {
        impl Refusal for $ty {
            fn code(&self) -> &'static str {
                match self {
                    $($pat => $code,)*
                    $($($vpat => Refusal::code($inner),)*)?
                }
            }
        }

        impl $ty {
            /// Every code of this refusal's own (not those it passes on).
            pub const CODES: &'static [&'static str] = &[$($code),*];
        }
    };
}

refusals!(CodeError {
    CodeError::Empty => "code_empty",
    CodeError::WrongLength { .. } => "code_length",
    CodeError::UnknownColour { .. } => "code_colour",
    CodeError::BlankNotAllowed { .. } => "code_blank",
    CodeError::Repeat { .. } => "code_repeat",
});

refusals!(SetupError {
    SetupError::Pegs(_) => "setup_pegs",
    SetupError::Colours(_) => "setup_colours",
    SetupError::Turns(_) => "setup_turns",
    SetupError::TooFewColours { .. } => "setup_too_few_colours",
    SetupError::Palette { .. } => "setup_palette",
});

refusals!(GuessError {
    GuessError::Over(_) => "game_over",
} via {
    GuessError::Code(e) => e,
});

refusals!(TurnError {
    TurnError::Played { .. } => "turn_played",
    TurnError::Ahead { .. } => "turn_ahead",
});

refusals!(NameError {
    NameError::Empty => "name_empty",
    NameError::TooLong(_) => "name_too_long",
    NameError::Control => "name_control",
    NameError::Invisible => "name_invisible",
});

refusals!(AccountError {
    AccountError::NameLength(_) => "account_name_length",
    AccountError::NameCharacter(_) => "account_name_character",
    AccountError::ShortPassword(_) => "password_short",
    AccountError::LongPassword => "password_long",
    AccountError::Reserved(_) => "account_name_reserved",
});

refusals!(BotError {
    BotError::Already => "bot_already",
    BotError::RatedDuels(_) => "bot_rated_duels",
    BotError::Refused => "bots_refused",
    BotError::NoBots => "tournament_no_bots",
    BotError::RefusesBots => "tournament_bots",
    BotError::InBotTournament => "bots_tournament_entered",
});

refusals!(PuzzleError {
    PuzzleError::Over { .. } => "puzzle_over",
    PuzzleError::NoAnswer { .. } => "puzzle_no_answer",
    PuzzleError::BadAnswer { .. } => "puzzle_bad_answer",
} via {
    PuzzleError::Code(e) => e,
});

refusals!(AnswerError {
    AnswerError::Unreadable { .. } => "answer_unreadable",
    AnswerError::TooMany { .. } => "answer_too_many",
    AnswerError::Impossible { .. } => "answer_impossible",
});

refusals!(DuelError {
    DuelError::Name { .. } => "player_name",
    DuelError::SameNames => "same_names",
    DuelError::Clock(_) => "clock_range",
    DuelError::Over => "duel_over",
    DuelError::CodeSet => "code_already_set",
    DuelError::CodeFirst => "code_first",
    DuelError::WaitingForCode => "waiting_for_code",
    DuelError::AlreadyGuessed(_) => "not_your_turn",
    DuelError::TimeUp => "time_up",
    DuelError::TimeLeft { .. } => "time_left",
    DuelError::NoClock => "no_clock",
    DuelError::OpponentMoved => "opponent_moved",
    DuelError::NotAway { .. } => "opponent_not_away",
    DuelError::Correspondence => "correspondence_claim",
} via {
    DuelError::Code(e) => e,
    DuelError::Turn(e) => e,
});

refusals!(SeriesError {
    SeriesError::Players(_) => "series_players",
    SeriesError::Name { .. } => "player_name",
    SeriesError::OddGames(_) => "series_odd_games",
    SeriesError::Games(_) => "series_games",
    SeriesError::SameNames => "same_names",
    SeriesError::TimeLimit(_) => "time_limit_range",
    SeriesError::UnknownVariant(_) => "series_variant",
    SeriesError::UnknownFeedback(_) => "series_feedback",
    SeriesError::Over => "series_over",
    SeriesError::NoSecret => "code_not_set",
    SeriesError::SecretSet => "code_already_set",
    SeriesError::AwaitingAnswer(_) => "awaiting_answer",
    SeriesError::NoGuess => "no_guess",
    SeriesError::AnswersComputed => "answers_computed",
    SeriesError::Companion => "companion_mode",
    SeriesError::NotRevealing => "not_revealing",
    SeriesError::Revealing => "revealing",
    SeriesError::NoTimeLimit => "no_time_limit",
    SeriesError::TimeLeft { .. } => "time_left",
    SeriesError::TimeUp(_) => "time_up",
    SeriesError::Answer(_) => "answer_wrong",
} via {
    SeriesError::Code(e) => e,
});

refusals!(TournamentError {
    TournamentError::Minutes(_) => "tournament_minutes",
    TournamentError::Rounds(_) => "tournament_rounds",
    TournamentError::NoClock => "tournament_clock",
    TournamentError::CorrespondenceArena => "tournament_live_clock",
    TournamentError::Name => "tournament_name",
});

refusals!(UnknownPreset {
    UnknownPreset(_) => "unknown_preset",
});

refusals!(UnknownRule {
    UnknownRule(_) => "unknown_rule",
});

refusals!(VacationError {
    VacationError::Days(_) => "vacation_days",
    VacationError::TooMany { .. } => "vacation_allowance",
    VacationError::AlreadyAway => "vacation_already",
    VacationError::NotAway => "vacation_none",
});

refusals!(DayError {
    DayError(_) => "day_format",
});

/// Every code a rule of the core may refuse with, once each, in order.
pub fn codes() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = [
        CodeError::CODES,
        SetupError::CODES,
        GuessError::CODES,
        TurnError::CODES,
        NameError::CODES,
        AccountError::CODES,
        AnswerError::CODES,
        DuelError::CODES,
        SeriesError::CODES,
        TournamentError::CODES,
        UnknownPreset::CODES,
        UnknownRule::CODES,
        DayError::CODES,
        VacationError::CODES,
        BotError::CODES,
        PuzzleError::CODES,
    ]
    .concat();
    all.sort_unstable();
    all.dedup();
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::Side;

    #[test]
    fn codes_are_snake_case_words() {
        for code in codes() {
            assert!(
                !code.is_empty()
                    && code.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                    && !code.starts_with('_')
                    && !code.ends_with('_'),
                "{code}"
            );
        }
    }

    #[test]
    fn a_refusal_passed_on_keeps_the_inner_code() {
        let inner = CodeError::Empty;
        assert_eq!(DuelError::Code(inner.clone()).code(), "code_empty");
        assert_eq!(GuessError::Code(inner.clone()).code(), "code_empty");
        assert_eq!(SeriesError::Code(inner).code(), "code_empty");
        let turn = TurnError::Played { turn: 1, next: 2 };
        assert_eq!(DuelError::Turn(turn).code(), "turn_played");
        assert_eq!(DuelError::AlreadyGuessed(3).code(), "not_your_turn");
        assert_eq!(DuelError::CodeSet.code(), "code_already_set");
        let name = DuelError::Name {
            side: Side::White,
            error: NameError::Empty,
        };
        assert_eq!(name.code(), "player_name");
    }

    #[test]
    fn every_code_is_listed() {
        let listed = codes();
        for code in [
            DuelError::TimeUp.code(),
            SeriesError::Over.code(),
            TournamentError::Name.code(),
            UnknownPreset("x".into()).code(),
        ] {
            assert!(listed.contains(&code), "{code}");
        }
    }
}
