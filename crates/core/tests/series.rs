//! The board-game series of seed 001: scoring, wrong information, replays.

use mastermind_core::series::{
    Event, FeedbackMode, Outcome, Referee, Series, SeriesError, SeriesRules, Variant,
};
use mastermind_core::{Code, Feedback, Setup};

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
    SeriesRules {
        players: ["Ann".into(), "Bob".into()],
        games: 2,
        variant,
        feedback,
        companion: false,
        time_limit: None,
    }
}

fn code(text: &str) -> Code {
    Code::from_digits(text).unwrap()
}

#[test]
fn a_code_broken_on_row_k_scores_k_and_roles_alternate() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board)).unwrap();
    assert_eq!(series.current().unwrap().codemaker, 0);
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1111")).unwrap();
    series.guess(code("1243")).unwrap();
    let events = series.guess(code("1234")).unwrap();
    assert!(events.contains(&Event::GameEnded {
        game: 1,
        broken: true,
        rows: 3,
        secret: code("1234")
    }));
    assert_eq!(series.scores, [3, 0]);
    assert_eq!(
        series.current().unwrap().codemaker,
        1,
        "Bob makes the code of game 2"
    );
    assert_eq!(series.current().unwrap().number, 2);
}

#[test]
fn an_unbroken_code_scores_eleven_and_the_series_ends_with_a_winner() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1234")).unwrap();
    series.set_secret(code("6543")).unwrap();
    let mut last = Vec::new();
    for _ in 0..10 {
        last = series.guess(code("1111")).unwrap();
    }
    assert!(last.contains(&Event::GameEnded {
        game: 2,
        broken: false,
        rows: 10,
        secret: code("6543")
    }));
    assert!(last.contains(&Event::SeriesEnded));
    assert_eq!(series.scores, [1, 11]);
    assert_eq!(series.winner(), Some(1));
    assert!(series.is_over());
    assert_eq!(series.guess(code("1111")), Err(SeriesError::Over));
}

#[test]
fn a_challenge_that_proves_wrong_information_voids_the_game() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(0, 0)).unwrap();
    series.guess(code("1111")).unwrap();
    series.answer(Feedback::new(1, 0)).unwrap(); // No 1 at all, then a 1 in place: a lie.
    series.guess(code("3456")).unwrap();
    series.answer(Feedback::new(0, 2)).unwrap();
    let events = series.challenge(&BruteForce).unwrap();
    assert_eq!(
        events,
        vec![Event::WrongInformation {
            game: 1,
            turns: vec![1, 2]
        }]
    );
    assert_eq!(
        series.scores,
        [0, 3],
        "the voided rows score nothing; the codebreaker gets 3"
    );
    let replay = series.current().unwrap();
    assert_eq!(
        (replay.number, replay.codemaker, replay.rows.len()),
        (1, 0, 0),
        "game 1 is replayed"
    );
    assert!(series.needs_secret());
}

#[test]
fn a_challenge_of_consistent_answers_changes_nothing() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(1, 1)).unwrap();
    assert_eq!(
        series.challenge(&BruteForce).unwrap(),
        vec![Event::ChallengeFailed]
    );
    assert_eq!(series.scores, [0, 0]);
    assert_eq!(series.current().unwrap().rows.len(), 1);
}

#[test]
fn a_wrong_answer_found_at_the_reveal_voids_the_game() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1562")).unwrap();
    series.answer(Feedback::new(0, 2)).unwrap(); // Truly 1 black, 1 white.
    series.guess(code("1234")).unwrap();
    let events = series.answer(Feedback::new(4, 0)).unwrap();
    assert_eq!(
        events.last(),
        Some(&Event::WrongInformation {
            game: 1,
            turns: vec![1]
        })
    );
    assert_eq!(series.scores, [0, 3]);
    assert_eq!(
        series.games[0].outcome,
        Some(Outcome::WrongInformation { turns: vec![1] })
    );
}

#[test]
fn game_no_2_takes_blanks_in_codes_and_guesses() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::BoardBlanks)).unwrap();
    series.set_secret(code("1020")).unwrap();
    let events = series.guess(code("0012")).unwrap();
    assert_eq!(
        events[0],
        Event::Feedback {
            turn: 1,
            guess: code("0012"),
            feedback: Feedback::new(1, 3)
        }
    );
    let mut plain = Series::new(rules(FeedbackMode::Computed, Variant::Board)).unwrap();
    assert!(matches!(
        plain.set_secret(code("1020")),
        Err(SeriesError::Code(_))
    ));
}

#[test]
fn a_turn_that_times_out_counts_as_a_row() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    assert_eq!(
        series.time_out().unwrap(),
        vec![Event::TimedOut { turn: 1 }]
    );
    series.guess(code("1234")).unwrap();
    assert_eq!(series.scores, [2, 0], "the timed-out row is a row played");
}

#[test]
fn a_challenge_maps_rows_around_a_time_out() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(0, 0)).unwrap();
    series.time_out().unwrap();
    series.guess(code("1111")).unwrap();
    series.answer(Feedback::new(1, 0)).unwrap();
    let events = series.challenge(&BruteForce).unwrap();
    assert_eq!(
        events,
        vec![Event::WrongInformation {
            game: 1,
            turns: vec![1, 3]
        }]
    );
}

#[test]
fn companion_mode_takes_the_code_at_the_reveal() {
    let mut series = Series::new(SeriesRules {
        companion: true,
        ..rules(FeedbackMode::Manual, Variant::Board)
    })
    .unwrap();
    assert!(!series.needs_secret());
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(1, 1)).unwrap();
    series.guess(code("1234")).unwrap();
    let events = series.answer(Feedback::new(4, 0)).unwrap();
    assert_eq!(events.last(), Some(&Event::RevealNeeded));
    assert_eq!(series.guess(code("1111")), Err(SeriesError::NotRevealing));
    let events = series.reveal(code("1234")).unwrap();
    assert!(events.contains(&Event::GameEnded {
        game: 1,
        broken: true,
        rows: 2,
        secret: code("1234")
    }));
    assert_eq!(series.scores, [2, 0]);
}

#[test]
fn the_secret_stays_hidden_until_the_game_is_over() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board)).unwrap();
    series.set_secret(code("1234")).unwrap();
    assert_eq!(series.current().unwrap().revealed_secret(), None);
    let json = serde_json::to_string(&series).unwrap();
    let back: Series = serde_json::from_str(&json).unwrap();
    assert_eq!(back, series, "a saved series resumes exactly");
    series.guess(code("1234")).unwrap();
    assert_eq!(series.games[0].revealed_secret(), Some(code("1234")));
}

#[test]
fn the_rules_of_the_series_are_checked() {
    let bad = |games, players: [&str; 2]| {
        Series::new(SeriesRules {
            games,
            players: players.map(String::from),
            ..rules(FeedbackMode::Computed, Variant::Board)
        })
        .unwrap_err()
    };
    assert_eq!(bad(3, ["Ann", "Bob"]), SeriesError::OddGames(3));
    assert_eq!(bad(0, ["Ann", "Bob"]), SeriesError::Games(0));
    assert_eq!(bad(2, ["Ann", " "]), SeriesError::EmptyName);
    assert_eq!(bad(2, ["Ann", "Ann"]), SeriesError::SameNames);
}
