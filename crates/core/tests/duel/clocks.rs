//! The clocks: per turn and per game, time given back, claims against a player away.

use super::*;

#[test]
fn a_limit_per_turn_times_out_the_player_who_has_not_moved() {
    let rules = rules()
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .unwrap();
    let mut duel = started(rules.clone());
    assert_eq!(
        duel.deadline(Side::White),
        Some(at(62)),
        "from the second code"
    );
    turn(&mut duel, "11111", "22222", at(30));
    assert_eq!(
        duel.next_deadline(),
        Some(at(90)),
        "a new turn, a new minute"
    );
    duel.guess(Side::White, code("33333"), at(80)).unwrap();
    assert_eq!(duel.deadline(Side::White), None, "white has moved");
    assert_eq!(
        duel.time_out(at(89)),
        Err(DuelError::TimeLeft { seconds: 1 })
    );
    let before = duel.clone();
    assert_eq!(
        duel.guess(
            Side::Black,
            code("44444"),
            Moment::from_millis(at(90).millis() + 1)
        ),
        Err(DuelError::TimeUp)
    );
    assert_eq!(duel, before, "a late guess changes nothing");
    let events = duel.time_out(at(91)).unwrap();
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::White), Reason::TimeOut, 1)
    );

    // Neither moved: both ran out at the same moment.
    let mut idle = started(rules);
    let events = idle.time_out(at(63)).unwrap();
    assert_eq!(ended(&events).unwrap().0, result(None, Reason::TimeOut, 0));
}

#[test]
fn setting_the_code_is_timed_too() {
    let rules = rules()
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .unwrap();
    let mut duel = Duel::new(rules, at(0));
    duel.set_code(Side::Black, code("54321"), at(5)).unwrap();
    let events = duel.time_out(at(61)).unwrap();
    assert_eq!(
        ended(&events),
        Some((
            result(Some(Side::Black), Reason::TimeOut, 0),
            Sides::new(None, Some(code("54321")))
        ))
    );
}

#[test]
fn a_clock_per_game_keeps_each_players_time() {
    let rules = rules()
        .with_time_control(TimeControl::PerGame { seconds: 300 })
        .unwrap();
    let mut duel = Duel::new(rules, at(0));
    duel.set_code(Side::White, code("12345"), at(10)).unwrap();
    duel.set_code(Side::Black, code("54321"), at(40)).unwrap();
    let clock = duel.clock_view().unwrap();
    assert_eq!(clock.left_ms, Sides::new(290_000, 260_000));
    assert_eq!(clock.deadlines, Sides::new(Some(at(330)), Some(at(300))));
    turn(&mut duel, "11111", "22222", at(140));
    assert_eq!(
        duel.clock_view().unwrap().left_ms,
        Sides::new(190_000, 160_000),
        "both clocks ran for the 100 s of the turn"
    );
    duel.guess(Side::White, code("33333"), at(150)).unwrap();
    assert_eq!(duel.deadline(Side::Black), Some(at(300)));
    assert_eq!(
        duel.time_out(at(299)),
        Err(DuelError::TimeLeft { seconds: 1 })
    );
    let events = duel.time_out(at(301)).unwrap();
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::White), Reason::TimeOut, 1)
    );
}

#[test]
fn time_nobody_could_use_is_given_back_to_both_clocks() {
    use std::time::Duration;
    // 20 s a turn; the server could not take moves from 5 s to 30 s.
    let per_turn = rules()
        .with_time_control(TimeControl::PerTurn { seconds: 20 })
        .unwrap();
    let mut duel = started(per_turn);
    assert_eq!(duel.next_deadline(), Some(at(22)));
    let event = duel.give_back(Duration::from_secs(25)).expect("an event");
    assert_eq!(event.name(), "clocks-stopped");
    assert_eq!(
        event.kind,
        EventKind::ClocksStopped {
            millis: 25_000,
            deadlines: Sides::new(Some(at(47)), Some(at(47))),
        }
    );
    assert_eq!(
        duel.time_out(at(40)),
        Err(DuelError::TimeLeft { seconds: 7 })
    );
    assert!(
        duel.guess(Side::White, code("11111"), at(41)).is_ok(),
        "a move after the outage is in time"
    );
    assert_eq!(duel.clock_view().unwrap().given_back_ms, 25_000);

    // A clock per game is not charged for the outage either.
    let per_game = rules()
        .with_time_control(TimeControl::PerGame { seconds: 100 })
        .unwrap();
    let mut duel = started(per_game);
    duel.give_back(Duration::from_secs(60)).expect("an event");
    turn(&mut duel, "11111", "22222", at(72));
    assert_eq!(
        duel.clock_view().unwrap().left_ms,
        Sides::new(89_000, 88_000),
        "only the 10 s outside the outage are charged"
    );

    // The record keeps it.
    let stored: Duel = serde_json::from_value(serde_json::to_value(&duel).unwrap()).unwrap();
    assert_eq!(stored, duel);

    // Nothing to give back without a clock, or once over.
    assert_eq!(started(rules()).give_back(Duration::from_secs(5)), None);
}

#[test]
fn with_a_clock_per_game_the_first_to_run_out_loses() {
    let rules = rules()
        .with_time_control(TimeControl::PerGame { seconds: 100 })
        .unwrap();
    let mut duel = Duel::new(rules, at(0));
    duel.set_code(Side::White, code("12345"), at(50)).unwrap();
    duel.set_code(Side::Black, code("54321"), at(10)).unwrap();
    // Turn 1 from 50 s: white has 50 s left, black 90 s.
    let events = duel.time_out(at(200)).unwrap();
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::Black), Reason::TimeOut, 0),
        "white's flag fell first, though both are down now"
    );
}

#[test]
fn a_duel_without_a_clock_never_times_out() {
    let mut duel = started(rules());
    assert_eq!(duel.next_deadline(), None);
    assert_eq!(duel.clock_view(), None);
    assert_eq!(duel.time_out(at(1_000_000)), Err(DuelError::NoClock));
    assert!(duel.guess(Side::White, code("11111"), at(999_999)).is_ok());
}

#[test]
fn a_player_away_past_the_grace_period_may_be_claimed_against() {
    let mut duel = started(rules());
    duel.guess(Side::White, code("11111"), at(10)).unwrap();
    let grace = ABANDON_GRACE.as_secs();
    assert_eq!(
        duel.claim(Side::Black, Claim::Win, at(100), at(10)),
        Err(DuelError::OpponentMoved),
        "white has moved: black owes the move"
    );
    assert_eq!(
        duel.claim(Side::White, Claim::Win, at(20 + grace - 5), at(20)),
        Err(DuelError::NotAway { seconds: 5 })
    );
    let mut draw = duel.clone();
    let events = duel
        .claim(Side::White, Claim::Win, at(20 + grace), at(20))
        .unwrap();
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::White), Reason::Abandoned, 0)
    );
    let events = draw
        .claim(Side::White, Claim::Draw, at(20 + grace), at(20))
        .unwrap();
    assert_eq!(
        ended(&events).unwrap().0,
        result(None, Reason::Abandoned, 0)
    );

    let correspondence = rules()
        .with_time_control(TimeControl::PerTurn { seconds: 86_400 })
        .unwrap();
    let mut slow = started(correspondence);
    assert_eq!(
        slow.claim(Side::White, Claim::Win, at(10_000), at(0)),
        Err(DuelError::Correspondence),
        "away between moves is how correspondence is played"
    );
}
