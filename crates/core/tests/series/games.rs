//! Games played out: scores, wrong information, blanks, time-outs,
//! companion mode and the hidden secret.

use super::*;

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
