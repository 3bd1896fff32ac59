//! Whose move it is, what a turn may be, and the turn's clock.

use super::*;

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
