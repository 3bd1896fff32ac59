//! The board-game series of seed 001: scoring, wrong information, replays.

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

#[test]
fn a_code_broken_on_row_k_scores_k_and_roles_alternate() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board));
    assert_eq!(series.current().unwrap().codemaker(), 0);
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1111")).unwrap();
    series.guess(code("1243")).unwrap();
    let events = series.guess(code("1234")).unwrap();
    assert!(game_ended(&events, (1, true, 3, code("1234"))));
    assert_eq!(series.points(), [3, 0]);
    assert_eq!(
        series.current().unwrap().codemaker(),
        1,
        "Bob makes the code of game 2"
    );
    assert_eq!(series.current().unwrap().number(), 2);
}

#[test]
fn an_unbroken_code_scores_eleven_and_the_series_ends_with_a_winner() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board));
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1234")).unwrap();
    series.set_secret(code("6543")).unwrap();
    let mut last = Vec::new();
    for _ in 0..10 {
        last = series.guess(code("1111")).unwrap();
    }
    assert!(game_ended(&last, (2, false, 10, code("6543"))));
    assert!(matches!(last.last(), Some(Event::SeriesEnded { winner: Some(w), .. }) if w == "Bob"));
    assert_eq!(series.points(), [1, 11]);
    assert_eq!(series.winner(), Some(1));
    assert!(series.is_over());
    assert_eq!(series.guess(code("1111")), Err(SeriesError::Over));
}

#[test]
fn a_challenge_that_proves_wrong_information_voids_the_game() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board));
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(0, 0)).unwrap();
    series.guess(code("1111")).unwrap();
    series.answer(Feedback::new(1, 0)).unwrap(); // No 1 at all, then a 1 in place: a lie.
    series.guess(code("3456")).unwrap();
    series.answer(Feedback::new(0, 2)).unwrap();
    let events = series.challenge(&BruteForce).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(wrong_information(&events), Some((1, vec![1, 2])));
    assert_eq!(
        series.points(),
        [0, 3],
        "the voided rows score nothing; the codebreaker gets 3"
    );
    let replay = series.current().unwrap();
    assert_eq!(
        (replay.number(), replay.codemaker(), replay.rows().len()),
        (1, 0, 0),
        "game 1 is replayed"
    );
    assert!(series.needs_secret());
}

#[test]
fn a_challenge_of_consistent_answers_changes_nothing() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board));
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(1, 1)).unwrap();
    assert_eq!(
        series.challenge(&BruteForce).unwrap(),
        vec![Event::ChallengeFailed { game: 1 }]
    );
    assert_eq!(series.points(), [0, 0]);
    assert_eq!(series.current().unwrap().rows().len(), 1);
}

#[test]
fn a_wrong_answer_found_at_the_reveal_voids_the_game() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board));
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1562")).unwrap();
    series.answer(Feedback::new(0, 2)).unwrap(); // Truly 1 black, 1 white.
    series.guess(code("1234")).unwrap();
    let events = series.answer(Feedback::new(4, 0)).unwrap();
    assert!(matches!(
        events.last(),
        Some(Event::WrongInformation { .. })
    ));
    assert_eq!(wrong_information(&events), Some((1, vec![1])));
    assert_eq!(series.points(), [0, 3]);
    assert_eq!(
        series.games()[0].outcome().cloned(),
        Some(Outcome::WrongInformation { turns: vec![1] })
    );
}

#[test]
fn game_no_2_takes_blanks_in_codes_and_guesses() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::BoardBlanks));
    series.set_secret(code("1020")).unwrap();
    let events = series.guess(code("0012")).unwrap();
    assert_eq!(
        events[0],
        Event::Feedback {
            game: 1,
            turn: 1,
            guess: code("0012"),
            feedback: Feedback::new(1, 3)
        }
    );
    let mut plain = Series::new(rules(FeedbackMode::Computed, Variant::Board));
    assert!(matches!(
        plain.set_secret(code("1020")),
        Err(SeriesError::Code(_))
    ));
}

#[test]
fn a_turn_that_times_out_counts_as_a_row() {
    let mut series = Series::new(
        rules(FeedbackMode::Computed, Variant::Board)
            .with_time_limit(Some(180))
            .unwrap(),
    );
    series.set_secret(code("1234")).unwrap();
    assert_eq!(
        time_out(&mut series).unwrap(),
        vec![Event::TimedOut { game: 1, turn: 1 }]
    );
    series.guess(code("1234")).unwrap();
    assert_eq!(series.points(), [2, 0], "the timed-out row is a row played");
}

#[test]
fn a_challenge_maps_rows_around_a_time_out() {
    let mut series = Series::new(
        rules(FeedbackMode::Manual, Variant::Board)
            .with_time_limit(Some(180))
            .unwrap(),
    );
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(0, 0)).unwrap();
    time_out(&mut series).unwrap();
    series.guess(code("1111")).unwrap();
    series.answer(Feedback::new(1, 0)).unwrap();
    let events = series.challenge(&BruteForce).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(wrong_information(&events), Some((1, vec![1, 3])));
}

#[test]
fn companion_mode_takes_the_code_at_the_reveal() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board).with_companion(true));
    assert!(!series.needs_secret());
    series.guess(code("1122")).unwrap();
    series.answer(Feedback::new(1, 1)).unwrap();
    series.guess(code("1234")).unwrap();
    let events = series.answer(Feedback::new(4, 0)).unwrap();
    assert_eq!(events.last(), Some(&Event::RevealNeeded { game: 1 }));
    assert_eq!(series.guess(code("1111")), Err(SeriesError::Revealing));
    let events = series.reveal(code("1234")).unwrap();
    assert!(game_ended(&events, (1, true, 2, code("1234"))));
    assert_eq!(series.points(), [2, 0]);
}

#[test]
fn the_secret_stays_hidden_until_the_game_is_over() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board));
    series.set_secret(code("1234")).unwrap();
    assert_eq!(series.current().unwrap().revealed_secret(), None);
    let json = serde_json::to_string(&series).unwrap();
    let back: Series = serde_json::from_str(&json).unwrap();
    assert_eq!(back, series, "a saved series resumes exactly");
    series.guess(code("1234")).unwrap();
    assert_eq!(series.games()[0].revealed_secret(), Some(code("1234")));
}

#[test]
fn the_rules_of_the_series_are_checked() {
    let bad = |games, players: [&str; 2]| SeriesRules::new(&players, games).unwrap_err();
    assert_eq!(bad(3, ["Ann", "Bob"]), SeriesError::OddGames(3));
    assert_eq!(bad(0, ["Ann", "Bob"]), SeriesError::Games(0));
    assert_eq!(
        bad(2, ["Ann", " "]),
        SeriesError::Name {
            player: 2,
            error: NameError::Empty
        }
    );
    assert_eq!(bad(2, ["Ann", "Ann"]), SeriesError::SameNames);
}

#[test]
fn the_phase_says_whose_move_it_is() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board));
    assert_eq!(series.phase(), Phase::Secret);
    assert_eq!(series.to_move(), Some(0), "Ann makes the first code");
    series.set_secret(code("1234")).unwrap();
    assert_eq!(series.phase(), Phase::Guess { turn: 1 });
    assert_eq!(series.to_move(), Some(1));
    series.guess(code("1122")).unwrap();
    assert_eq!(
        series.phase(),
        Phase::Answer {
            turn: 1,
            guess: code("1122")
        }
    );
    assert_eq!(series.to_move(), Some(0));
    assert_eq!(
        series.guess(code("1111")),
        Err(SeriesError::AwaitingAnswer(1))
    );
    series.answer(Feedback::new(1, 1)).unwrap();
    assert_eq!(series.phase(), Phase::Guess { turn: 2 });
    assert_eq!(
        series.answer(Feedback::new(0, 0)),
        Err(SeriesError::NoGuess)
    );
    assert_eq!(series.set_secret(code("1111")), Err(SeriesError::SecretSet));

    let mut companion =
        Series::new(rules(FeedbackMode::Computed, Variant::Board).with_companion(true));
    assert_eq!(
        companion.rules().feedback(),
        FeedbackMode::Manual,
        "companion implies manual"
    );
    assert_eq!(companion.phase(), Phase::Guess { turn: 1 });
    companion.guess(code("1234")).unwrap();
    companion.answer(Feedback::new(4, 0)).unwrap();
    assert_eq!(companion.phase(), Phase::Reveal);
    assert_eq!(companion.to_move(), Some(0));
    companion.reveal(code("1234")).unwrap();
    assert_eq!(
        companion.phase(),
        Phase::Guess { turn: 1 },
        "no code before a companion game: the next one opens on a guess"
    );
}

#[test]
fn impossible_answers_are_refused_by_the_rule_of_the_setup() {
    let mut series = Series::new(rules(FeedbackMode::Manual, Variant::Board));
    series.set_secret(code("1234")).unwrap();
    series.guess(code("1243")).unwrap();
    assert!(matches!(
        series.answer(Feedback::new(3, 1)),
        Err(SeriesError::Answer(_))
    ));
    assert!(matches!(
        series.answer(Feedback::new(3, 2)),
        Err(SeriesError::Answer(_))
    ));
    assert_eq!(
        series.phase(),
        Phase::Answer {
            turn: 1,
            guess: code("1243")
        },
        "a refused answer leaves the guess waiting"
    );
    assert!(series.answer(Feedback::new(2, 2)).is_ok());
}

#[test]
fn the_time_limit_and_the_names_are_checked() {
    let base = || SeriesRules::new(&["Ann", "Bob"], 2).unwrap();
    assert_eq!(
        base().with_time_limit(Some(0)).unwrap_err(),
        SeriesError::TimeLimit(0)
    );
    assert_eq!(
        base().with_time_limit(Some(3601)).unwrap_err(),
        SeriesError::TimeLimit(3601)
    );
    assert!(base().with_time_limit(Some(3600)).is_ok());
    assert_eq!(
        SeriesRules::new(&["Ann"], 2).unwrap_err(),
        SeriesError::Players(1)
    );
    let long = "x".repeat(45);
    assert_eq!(
        SeriesRules::new(&["Ann", long.as_str()], 2).unwrap_err(),
        SeriesError::Name {
            player: 2,
            error: NameError::TooLong(45)
        },
        "the high-score name rule: at most 44 characters"
    );
    assert!(matches!(
        SeriesRules::new(&["Ann", "B\u{1b}ob"], 2),
        Err(SeriesError::Name {
            player: 2,
            error: NameError::Control
        })
    ));
    let trimmed = SeriesRules::new(&["  Ann ", "Bob"], 2).unwrap();
    assert_eq!(trimmed.players()[0], "Ann");
    assert_eq!("board-blanks".parse(), Ok(Variant::BoardBlanks));
    assert_eq!("2".parse(), Ok(Variant::BoardBlanks));
    assert_eq!("manual".parse(), Ok(FeedbackMode::Manual));
    assert!(
        matches!("chess".parse::<Variant>(), Err(SeriesError::UnknownVariant(v)) if v == "chess")
    );
    assert!(matches!(
        "auto".parse::<FeedbackMode>(),
        Err(SeriesError::UnknownFeedback(_))
    ));
}

#[test]
fn the_clock_warns_once_and_calls_time_only_when_it_is_up() {
    let mut series = Series::new(
        rules(FeedbackMode::Manual, Variant::Board)
            .with_time_limit(Some(180))
            .unwrap(),
    );
    let t0 = Instant::now();
    let s = Duration::from_secs;
    let mut clock = TurnClock::started(&series, t0);
    assert_eq!(
        clock.deadline(),
        None,
        "no clock while the codemaker sets the code"
    );
    series.set_secret(code("1234")).unwrap();
    clock.sync(&series, t0 + s(5));
    assert_eq!(clock.deadline(), Some(t0 + s(185)));
    assert_eq!(clock.warning_at(), Some(t0 + s(155)), "30 s before the end");
    assert_eq!(clock.warn(&series, t0 + s(100)), None);
    assert_eq!(
        clock.warn(&series, t0 + s(160)),
        Some(Event::TimeWarning {
            game: 1,
            turn: 1,
            seconds_left: 25
        })
    );
    assert_eq!(clock.warn(&series, t0 + s(161)), None, "one warning a row");
    let early = series.time_out(&clock, t0 + s(184));
    assert_eq!(
        early,
        Err(SeriesError::TimeLeft {
            turn: 1,
            seconds: 1
        })
    );
    assert_eq!(
        early.unwrap_err().to_string(),
        "the time for row 1 is not up: 1 second left"
    );
    assert_eq!(
        series
            .time_out(&clock, t0 + s(175))
            .unwrap_err()
            .to_string(),
        "the time for row 1 is not up: 10 seconds left"
    );
    assert!(
        clock.check_guess(&series, t0 + s(186)).is_ok(),
        "within the grace"
    );
    assert_eq!(
        clock.check_guess(&series, t0 + s(190)),
        Err(SeriesError::TimeUp(1))
    );
    // The same row synced again keeps its start.
    clock.sync(&series, t0 + s(100));
    assert_eq!(clock.deadline(), Some(t0 + s(185)));
    assert_eq!(
        series.time_out(&clock, t0 + s(185)).unwrap(),
        vec![Event::TimedOut { game: 1, turn: 1 }]
    );
    clock.sync(&series, t0 + s(186));
    assert_eq!(
        clock.deadline(),
        Some(t0 + s(366)),
        "a new row, a new clock"
    );
    series.guess(code("1122")).unwrap();
    clock.sync(&series, t0 + s(190));
    assert_eq!(
        clock.deadline(),
        None,
        "stopped while the codemaker answers"
    );
    assert_eq!(
        series.time_out(&clock, t0 + s(999)),
        Err(SeriesError::AwaitingAnswer(2)),
        "a time-out only while the codebreaker is to play"
    );

    let mut untimed = Series::new(rules(FeedbackMode::Computed, Variant::Board));
    untimed.set_secret(code("1234")).unwrap();
    let clock = TurnClock::started(&untimed, t0);
    assert_eq!(
        untimed.time_out(&clock, t0 + s(9999)),
        Err(SeriesError::NoTimeLimit)
    );
}

#[test]
fn events_serialize_to_the_wire_names_of_the_protocol() {
    let mut series = Series::new(rules(FeedbackMode::Computed, Variant::Board));
    let set = series.set_secret(code("1234")).unwrap();
    assert_eq!(
        serde_json::to_value(&set).unwrap(),
        serde_json::json!([{"event": "secret-set", "game": 1}])
    );
    let events = series.guess(code("1234")).unwrap();
    assert_eq!(
        serde_json::to_value(&events).unwrap(),
        serde_json::json!([
            {"event": "feedback", "game": 1, "turn": 1, "guess": "1234", "black": 4, "white": 0},
            {"event": "game-end", "game": 1, "broken": true, "rows": 1, "secret": "1234",
             "scores": {"Ann": 1, "Bob": 0}},
        ])
    );
    assert_eq!(
        serde_json::to_value(series.game_started().unwrap()).unwrap(),
        serde_json::json!({"event": "game-start", "game": 2, "codemaker": "Bob",
            "codebreaker": "Ann", "replay": false})
    );
    let challenge = series.challenge(&BruteForce).unwrap();
    assert_eq!(
        serde_json::to_value(&challenge).unwrap(),
        serde_json::json!([{"event": "challenge", "game": 2, "consistent": true}])
    );
}

#[test]
fn points_come_with_each_outcome() {
    assert_eq!(Outcome::Broken { rows: 7 }.points(), 7);
    assert_eq!(Outcome::Unbroken.points(), 11);
    assert_eq!(Outcome::WrongInformation { turns: vec![1] }.points(), 3);
    assert!(!Outcome::WrongInformation { turns: vec![1] }.codemaker_scores());
}

#[test]
fn a_record_saved_by_the_first_version_still_loads() {
    // Written by the series of 2026-11-23, before records carried a version:
    // game 1 voided twice for wrong information, its replay in play with a
    // guess waiting for the codemaker's answer.
    let text = include_str!("data/series-record-v1.json");
    let series: Series = serde_json::from_str(text).unwrap();
    assert_eq!(series.players(), &["Ann".to_string(), "Bob".to_string()]);
    assert_eq!(series.rules().games(), 4);
    assert_eq!(series.rules().variant(), Variant::BoardBlanks);
    assert_eq!(series.rules().time_limit(), Some(180));
    assert_eq!(series.points(), [0, 6]);
    assert_eq!(series.games().len(), 3);
    assert_eq!(
        series.games()[1].outcome(),
        Some(&Outcome::WrongInformation { turns: vec![1, 2] })
    );
    assert_eq!(
        series.phase(),
        Phase::Answer {
            turn: 2,
            guess: code("6544")
        }
    );
    let saved = serde_json::to_value(&series).unwrap();
    assert_eq!(
        saved["version"], 1,
        "what is written now carries its version"
    );
    let again: Series = serde_json::from_value(saved).unwrap();
    assert_eq!(again, series);
}

#[test]
fn a_record_from_a_newer_version_or_damaged_is_refused() {
    let text = include_str!("data/series-record-v1.json");
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["version"] = serde_json::json!(2);
    let error = serde_json::from_value::<Series>(value.clone()).unwrap_err();
    assert!(error.to_string().contains("newer version"), "{error}");
    value["version"] = serde_json::json!(1);
    value["games"][0]["codemaker"] = serde_json::json!(2);
    assert!(serde_json::from_value::<Series>(value).is_err());
}
