//! The duel of seed 003 (BrainKing's Logik): both codes, turns revealed
//! together, every ending, clocks, and what each viewer may see.

use mastermind_core::duel::{
    ABANDON_GRACE, Claim, Duel, DuelError, DuelResult, DuelRules, Event, EventKind, Moment, Phase,
    Reason, Side, Sides, TimeControl, Viewer,
};
use mastermind_core::{Code, NameError, Preset, Rule, Setup};
use proptest::prelude::*;
use serde_json::{Value, json};

const T0: u64 = 1_795_000_000_000;

fn at(seconds: u64) -> Moment {
    Moment::from_millis(T0 + seconds * 1000)
}

fn code(text: &str) -> Code {
    Code::from_digits(text).unwrap()
}

fn rules() -> DuelRules {
    DuelRules::new("Ann", "Bob").unwrap()
}

/// A Logik duel with both codes set: Ann (white) hides 12345, Bob 54321.
fn started(rules: DuelRules) -> Duel {
    let mut duel = Duel::new(rules, at(0));
    duel.set_code(Side::White, code("12345"), at(1)).unwrap();
    duel.set_code(Side::Black, code("54321"), at(2)).unwrap();
    duel
}

/// Plays one turn, white first, at `now`.
fn turn(duel: &mut Duel, white: &str, black: &str, now: Moment) -> Vec<Event> {
    let mut events = duel.guess(Side::White, code(white), now).unwrap();
    events.extend(duel.guess(Side::Black, code(black), now).unwrap());
    events
}

fn ended(events: &[Event]) -> Option<(DuelResult, Sides<Option<Code>>)> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::Ended { result, codes } => Some((*result, *codes)),
        _ => None,
    })
}

fn result(winner: Option<Side>, reason: Reason, turns: usize) -> DuelResult {
    DuelResult {
        winner,
        reason,
        turns,
    }
}

fn both_codes() -> Sides<Option<Code>> {
    Sides::new(Some(code("12345")), Some(code("54321")))
}

#[test]
fn white_wins_by_breaking_the_code_first() {
    let mut duel = started(rules());
    turn(&mut duel, "11111", "22222", at(10));
    let events = turn(&mut duel, "54321", "12344", at(20));
    assert_eq!(
        ended(&events),
        Some((result(Some(Side::White), Reason::Broken, 2), both_codes()))
    );
    assert_eq!(duel.phase(), Phase::Over);
    assert_eq!(duel.result().unwrap().score(Side::White), 1.0);
    assert_eq!(duel.result().unwrap().score(Side::Black), 0.0);
}

#[test]
fn black_wins_by_breaking_the_code_first() {
    let mut duel = started(rules());
    let events = turn(&mut duel, "11111", "12345", at(10));
    assert_eq!(
        ended(&events),
        Some((result(Some(Side::Black), Reason::Broken, 1), both_codes()))
    );
}

#[test]
fn both_codes_broken_in_one_turn_is_a_draw() {
    let mut duel = started(rules());
    let events = turn(&mut duel, "54321", "12345", at(10));
    let (result, _) = ended(&events).unwrap();
    assert_eq!(result, self::result(None, Reason::BothBroken, 1));
    assert_eq!(result.score(Side::White), 0.5);
}

#[test]
fn all_rows_used_with_neither_code_broken_is_a_draw() {
    let mut duel = started(rules());
    for t in 1..=9 {
        let events = turn(&mut duel, "11111", "22222", at(10 * t));
        assert_eq!(ended(&events), None);
        assert_eq!(
            duel.phase(),
            Phase::Guesses {
                turn: t as usize + 1,
                awaiting: Sides::new(true, true)
            }
        );
    }
    let events = turn(&mut duel, "11111", "22222", at(100));
    assert_eq!(
        ended(&events),
        Some((result(None, Reason::RowsUsed, 10), both_codes())),
        "Logik has 10 rows"
    );
    assert_eq!(
        duel.guess(Side::White, code("11111"), at(101)),
        Err(DuelError::Over)
    );
}

#[test]
fn the_last_row_breaking_a_code_is_a_win_not_a_draw() {
    let setup = Setup::new(4, 6, 1, Rule::Mastermind).unwrap();
    let mut duel = Duel::new(rules().with_setup(setup), at(0));
    duel.set_code(Side::White, code("1234"), at(1)).unwrap();
    duel.set_code(Side::Black, code("4321"), at(1)).unwrap();
    let events = turn(&mut duel, "4321", "1111", at(2));
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::White), Reason::Broken, 1)
    );
}

#[test]
fn a_player_may_resign_at_any_moment_and_loses() {
    let mut before_codes = Duel::new(rules(), at(0));
    before_codes
        .set_code(Side::Black, code("54321"), at(1))
        .unwrap();
    let events = before_codes.resign(Side::White).unwrap();
    assert_eq!(
        ended(&events),
        Some((
            result(Some(Side::Black), Reason::Resigned, 0),
            Sides::new(None, Some(code("54321")))
        ))
    );

    let mut mid_turn = started(rules());
    turn(&mut mid_turn, "11111", "22222", at(10));
    mid_turn.guess(Side::Black, code("33333"), at(11)).unwrap();
    let events = mid_turn.resign(Side::Black).unwrap();
    assert_eq!(
        ended(&events),
        Some((result(Some(Side::White), Reason::Resigned, 1), both_codes()))
    );
    let view = mid_turn.view(Side::White);
    assert_eq!(
        view.codes,
        both_codes(),
        "both codes are shown after the end"
    );
    assert_eq!(view.your_guess, None);
    assert_eq!(mid_turn.resign(Side::White), Err(DuelError::Over));
}

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

#[test]
fn nothing_of_a_turn_is_shown_until_both_have_guessed() {
    let mut duel = started(rules());
    let events = duel.guess(Side::White, code("11223"), at(10)).unwrap();
    assert_eq!(events.len(), 1);
    let to_black = serde_json::to_value(events[0].for_side(Side::Black)).unwrap();
    assert_eq!(
        to_black,
        json!({"v": 4, "event": "guessed", "side": "white", "turn": 1})
    );
    let to_white = serde_json::to_value(events[0].for_side(Side::White)).unwrap();
    assert_eq!(
        to_white["guess"], "11223",
        "a player's own guess comes back"
    );
    let spectator = serde_json::to_value(events[0].seen_by(Viewer::Spectator)).unwrap();
    assert_eq!(spectator, to_black);

    let black_view = duel.view(Side::Black);
    assert_eq!(black_view.your_guess, None);
    assert!(black_view.turns.is_empty());
    assert_eq!(
        black_view.phase,
        Phase::Guesses {
            turn: 1,
            awaiting: Sides::new(false, true)
        }
    );
    assert!(
        !serde_json::to_string(&black_view)
            .unwrap()
            .contains("11223")
    );
    assert_eq!(duel.view(Side::White).your_guess, Some(code("11223")));

    let events = duel.guess(Side::Black, code("44551"), at(20)).unwrap();
    let names: Vec<&str> = events.iter().map(Event::name).collect();
    assert_eq!(names, ["guessed", "turn-revealed", "turn-started"]);
    assert_eq!(
        serde_json::to_value(events[1].for_side(Side::White)).unwrap(),
        json!({"v": 6, "event": "turn-revealed", "turn": 1,
            "white": {"guess": "11223", "black": 1, "white": 2},
            "black": {"guess": "44551", "black": 0, "white": 3}})
    );
    assert_eq!(duel.spectator_view().turns.len(), 1);
}

#[test]
fn the_order_of_the_two_guesses_does_not_matter() {
    let mut white_first = started(rules());
    let mut black_first = started(rules());
    let a = turn(&mut white_first, "11223", "44551", at(10));
    let mut b = black_first
        .guess(Side::Black, code("44551"), at(10))
        .unwrap();
    b.extend(
        black_first
            .guess(Side::White, code("11223"), at(10))
            .unwrap(),
    );
    assert_eq!(a[2..], b[2..], "the same reveal and the same next turn");
    assert_eq!(white_first.turns(), black_first.turns());
    assert_eq!(white_first.view(Side::White), black_first.view(Side::White));
    assert_eq!(white_first.spectator_view(), black_first.spectator_view());
}

#[test]
fn codes_are_set_once_in_either_order_and_never_shown_to_the_opponent() {
    let mut duel = Duel::new(rules(), at(0));
    assert_eq!(
        duel.phase(),
        Phase::Codes {
            awaiting: Sides::new(true, true)
        }
    );
    assert_eq!(
        duel.guess(Side::Black, code("11111"), at(1)),
        Err(DuelError::CodeFirst)
    );
    let events = duel.set_code(Side::Black, code("54321"), at(1)).unwrap();
    assert_eq!(
        serde_json::to_value(events[0].for_side(Side::White)).unwrap(),
        json!({"v": 1, "event": "code-set", "side": "black"})
    );
    assert_eq!(
        serde_json::to_value(events[0].for_side(Side::Black)).unwrap()["code"],
        "54321"
    );
    assert_eq!(
        duel.set_code(Side::Black, code("11111"), at(2)),
        Err(DuelError::CodeSet)
    );
    assert_eq!(
        duel.guess(Side::Black, code("11111"), at(2)),
        Err(DuelError::WaitingForCode)
    );
    assert_eq!(duel.view(Side::White).codes, Sides::new(None, None));
    assert_eq!(
        duel.view(Side::Black).codes,
        Sides::new(None, Some(code("54321")))
    );
    let events = duel.set_code(Side::White, code("12345"), at(3)).unwrap();
    assert_eq!(
        serde_json::to_value(
            events
                .iter()
                .map(|e| e.for_side(Side::Black))
                .collect::<Vec<_>>()
        )
        .unwrap(),
        json!([
            {"v": 2, "event": "code-set", "side": "white"},
            {"v": 3, "event": "turn-started", "turn": 1,
             "deadlines": {"white": null, "black": null}},
        ])
    );
    assert_eq!(duel.spectator_view().codes, Sides::new(None, None));
}

#[test]
fn refused_moves_say_why_and_change_nothing() {
    let mut duel = started(rules());
    duel.guess(Side::White, code("11111"), at(5)).unwrap();
    let before = duel.clone();
    let refused = [
        duel.guess(Side::White, code("22222"), at(6)).unwrap_err(),
        duel.set_code(Side::White, code("22222"), at(6))
            .unwrap_err(),
        duel.guess(Side::Black, code("1234"), at(6)).unwrap_err(),
        duel.guess(Side::Black, code("12349"), at(6)).unwrap_err(),
        duel.guess_text(Side::Black, "red blue", at(6)).unwrap_err(),
        duel.guess_text(Side::White, "rrrrr", at(6)).unwrap_err(),
    ];
    assert_eq!(duel, before);
    let messages: Vec<String> = refused.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages[0],
        "you have already guessed in turn 1: it is revealed once your opponent has guessed too"
    );
    assert_eq!(
        messages[1],
        "your code is already set and cannot be changed"
    );
    assert_eq!(messages[2], "this game has 5 pegs; '1234' has 4");
    assert!(messages[3].contains("'9'"), "{}", messages[3]);
    assert!(refused[2].is_bad_input() && !refused[0].is_bad_input());
    assert_eq!(
        refused[5],
        DuelError::AlreadyGuessed(1),
        "out of turn before the text is read"
    );
    for message in &messages {
        assert!(!message.contains("54321") && !message.contains("11111"));
    }
    let events = duel.guess_text(Side::Black, "RBYGP", at(7)).unwrap();
    assert_eq!(events.len(), 3);
}

#[test]
fn versions_count_every_event_without_gaps() {
    let rules = rules()
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .unwrap();
    let mut duel = Duel::new(rules, at(0));
    assert_eq!(duel.view(Side::White).v, 0);
    let mut events = duel.set_code(Side::White, code("12345"), at(1)).unwrap();
    events.extend(duel.set_code(Side::Black, code("54321"), at(2)).unwrap());
    events.extend(turn(&mut duel, "11111", "22222", at(3)));
    events.extend(turn(&mut duel, "54321", "33333", at(4)));
    let versions: Vec<u64> = events.iter().map(|e| e.v).collect();
    assert_eq!(versions, (1..=versions.len() as u64).collect::<Vec<_>>());
    assert_eq!(duel.version(), versions.len() as u64);
    assert_eq!(duel.view(Side::Black).v, duel.version());
    let last = serde_json::to_value(events.last().unwrap().for_side(Side::Black)).unwrap();
    assert_eq!(
        last,
        json!({"v": 11, "event": "ended",
            "result": {"winner": "white", "reason": "broken", "turns": 2},
            "codes": {"white": "12345", "black": "54321"}})
    );
}

#[test]
fn the_rules_default_to_logik_and_are_checked() {
    let rules = rules();
    assert_eq!(rules.preset(), Some(Preset::Logik));
    assert_eq!(rules.setup(), &Preset::Logik.setup());
    assert_eq!(rules.time_control(), TimeControl::None);
    assert!(!rules.rated());
    assert_eq!(
        DuelRules::new("Ann", "  ").unwrap_err(),
        DuelError::Name {
            side: Side::Black,
            error: NameError::Empty
        }
    );
    assert_eq!(
        DuelRules::new("Ann", "ANN").unwrap_err(),
        DuelError::SameNames
    );
    for bad in [0, 30 * 24 * 3600 + 1] {
        assert_eq!(
            rules
                .clone()
                .with_time_control(TimeControl::PerGame { seconds: bad })
                .unwrap_err(),
            DuelError::Clock(bad)
        );
    }
    let json = serde_json::to_value(
        rules
            .with_preset(Preset::Mastermind1)
            .with_rated(true)
            .with_time_control(TimeControl::PerTurn { seconds: 86_400 })
            .unwrap(),
    )
    .unwrap();
    assert_eq!(json["preset"], "mastermind-1");
    assert_eq!(
        json["time_control"],
        json!({"kind": "per-turn", "seconds": 86_400})
    );
    assert_eq!(json["players"], json!({"white": "Ann", "black": "Bob"}));
    assert_eq!(json["setup"]["pegs"], 4);
}

#[test]
fn a_rematch_swaps_the_colours() {
    let rules = rules()
        .with_rated(true)
        .with_time_control(TimeControl::PerGame { seconds: 600 })
        .unwrap();
    let mut duel = started(rules.clone());
    duel.resign(Side::Black).unwrap();
    let again = duel.rematch();
    assert_eq!(again.player(Side::White), "Bob");
    assert_eq!(again.player(Side::Black), "Ann");
    assert_eq!(again.time_control(), rules.time_control());
    assert!(again.rated());
    assert_eq!(again.swapped(), rules);
}

#[test]
fn a_record_saved_by_the_first_version_loads() {
    // A Logik duel with a clock per game: two turns revealed, white's guess
    // of turn 3 waiting for black's.
    let text = include_str!("data/duel-record-v1.json");
    let duel: Duel = serde_json::from_str(text).unwrap();
    assert_eq!(duel.rules().player(Side::White), "Ann");
    assert_eq!(duel.rules().preset(), Some(Preset::Logik));
    assert_eq!(
        duel.rules().time_control(),
        TimeControl::PerGame { seconds: 600 }
    );
    assert!(duel.rules().rated());
    assert_eq!(duel.turns().len(), 2);
    assert_eq!(
        (duel.turns()[1].white.black, duel.turns()[1].white.white),
        (2, 1),
        "feedback is worked out again from the codes"
    );
    assert_eq!(
        duel.phase(),
        Phase::Guesses {
            turn: 3,
            awaiting: Sides::new(false, true)
        }
    );
    assert_eq!(duel.version(), 12);
    assert_eq!(duel.view(Side::White).your_guess, Some(code("54312")));
    assert_eq!(
        duel.deadline(Side::Black),
        Some(Moment::from_millis(1_795_000_600_000))
    );

    let saved = serde_json::to_value(&duel).unwrap();
    assert_eq!(saved["version"], 1);
    let again: Duel = serde_json::from_value(saved).unwrap();
    assert_eq!(again, duel);

    let mut resumed = duel.clone();
    let events = resumed
        .guess(
            Side::Black,
            code("12345"),
            Moment::from_millis(1_795_000_200_000),
        )
        .unwrap();
    assert_eq!(events.last().unwrap().v, 15);
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::Black), Reason::Broken, 3)
    );
}

#[test]
fn a_record_from_a_newer_version_or_damaged_is_refused() {
    let text = include_str!("data/duel-record-v1.json");
    let value: Value = serde_json::from_str(text).unwrap();
    let refused = |change: &dyn Fn(&mut Value)| {
        let mut v = value.clone();
        change(&mut v);
        serde_json::from_value::<Duel>(v).unwrap_err().to_string()
    };
    assert!(refused(&|v| v["version"] = json!(2)).contains("newer version"));
    assert!(refused(&|v| v["codes"]["black"] = json!("1234")).contains("does not fit"));
    assert!(refused(&|v| v["codes"]["black"] = json!(null)).contains("before both codes"));
    assert!(refused(&|v| v["rules"]["preset"] = json!("chess")).contains("unknown preset"));
    assert!(refused(&|v| v["rules"]["setup"]["palette"][0] = json!("mauve")).contains("palette"));
}

#[test]
fn a_custom_setup_survives_the_record() {
    let setup = Setup::new(4, 6, 12, Rule::ColourGame)
        .unwrap()
        .blanks(true)
        .repetition(false)
        .unwrap();
    let mut duel = Duel::new(rules().with_setup(setup.clone()), at(0));
    duel.set_code(Side::White, code("0123"), at(1)).unwrap();
    let back: Duel = serde_json::from_str(&serde_json::to_string(&duel).unwrap()).unwrap();
    assert_eq!(back, duel);
    assert_eq!(back.rules().preset(), None);
    assert_eq!(back.setup(), &setup);
}

// ---- Properties over random duels ----

/// A move of either player, or of the edge (time-out, claim), and how long
/// after the last one it comes.
#[derive(Debug, Clone)]
enum Move {
    Code(Side, Vec<u8>),
    Guess(Side, Vec<u8>),
    Resign(Side),
    TimeOut,
    Claim(Side, Claim, u64),
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::White), Just(Side::Black)]
}

/// Pegs of a 3-peg, 3-colour game: small enough that codes get broken and
/// guesses repeat; a wrong length now and then, to be refused.
fn pegs() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        9 => proptest::collection::vec(1u8..=3, 3),
        1 => proptest::collection::vec(0u8..=4, 2..=4),
    ]
}

fn a_move() -> impl Strategy<Value = (Move, u64)> {
    let m = prop_oneof![
        6 => (side(), pegs()).prop_map(|(s, p)| Move::Code(s, p)),
        60 => (side(), pegs()).prop_map(|(s, p)| Move::Guess(s, p)),
        1 => side().prop_map(Move::Resign),
        1 => Just(Move::TimeOut),
        1 => (side(), prop_oneof![Just(Claim::Win), Just(Claim::Draw)], 0u64..120)
            .prop_map(|(s, c, away)| Move::Claim(s, c, away)),
    ];
    (m, 0u64..25_000)
}

fn time_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        Just(TimeControl::None),
        Just(TimeControl::PerTurn { seconds: 60 }),
        Just(TimeControl::PerGame { seconds: 200 }),
    ]
}

fn play(duel: &mut Duel, m: &Move, now: Moment) -> Result<Vec<Event>, DuelError> {
    let c = |p: &[u8]| Code::new(p).unwrap();
    match m {
        Move::Code(s, p) => duel.set_code(*s, c(p), now),
        Move::Guess(s, p) => duel.guess(*s, c(p), now),
        Move::Resign(s) => duel.resign(*s),
        Move::TimeOut => duel.time_out(now),
        Move::Claim(s, claim, away) => duel.claim(
            *s,
            *claim,
            now,
            Moment::from_millis(now.millis().saturating_sub(away * 1000)),
        ),
    }
}

/// The secrets as stored: codes, unrevealed guesses, revealed guesses.
struct Secrets {
    codes: Sides<Option<String>>,
    pending: Sides<Option<String>>,
    revealed: Vec<String>,
}

fn secrets(duel: &Duel) -> Secrets {
    let record = serde_json::to_value(duel).unwrap();
    let text = |v: &Value| v.as_str().map(str::to_string);
    let sides = |v: &Value| Sides::new(text(&v["white"]), text(&v["black"]));
    Secrets {
        codes: sides(&record["codes"]),
        pending: sides(&record["pending"]),
        revealed: record["turns"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|t| [text(&t["white"]).unwrap(), text(&t["black"]).unwrap()])
            .collect(),
    }
}

impl Secrets {
    /// What `viewer` must not see, leaving out any text they may see for
    /// another reason (their own code or guess, a revealed guess).
    fn hidden_from(&self, viewer: Viewer) -> Vec<String> {
        let (hidden_sides, own): (Vec<Side>, Vec<String>) = match viewer {
            Viewer::Player(me) => (
                vec![me.other()],
                [self.codes[me].clone(), self.pending[me].clone()]
                    .into_iter()
                    .flatten()
                    .collect(),
            ),
            Viewer::Spectator => (Side::BOTH.to_vec(), Vec::new()),
        };
        hidden_sides
            .iter()
            .flat_map(|&s| [self.codes[s].clone(), self.pending[s].clone()])
            .flatten()
            .filter(|s| !own.contains(s) && !self.revealed.contains(s))
            .collect()
    }
}

const VIEWERS: [Viewer; 3] = [
    Viewer::Player(Side::White),
    Viewer::Player(Side::Black),
    Viewer::Spectator,
];

fn leaks(json: &str, hidden: &[String]) -> Option<String> {
    hidden
        .iter()
        .find(|s| json.contains(&format!("\"{s}\"")))
        .cloned()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_view_or_event_shows_what_its_viewer_may_not_see(
        control in time_control(),
        moves in proptest::collection::vec(a_move(), 0..60),
    ) {
        let setup = Setup::new(3, 3, 5, Rule::Mastermind).unwrap();
        let rules = DuelRules::new("Ann", "Bob").unwrap().with_setup(setup).with_time_control(control).unwrap();
        let mut now = at(0);
        let mut duel = Duel::new(rules, now);
        for (m, dt) in &moves {
            now = Moment::from_millis(now.millis() + dt);
            let before = secrets(&duel);
            let events = match play(&mut duel, m, now) {
                Ok(events) => events,
                // Only a code error carries text; the others carry numbers
                // (seconds, a turn) that could pass for a code by chance.
                Err(error @ DuelError::Code(_)) => {
                    // A refusal goes to the mover: it may echo their own
                    // input, nothing else.
                    let (viewer, input) = match m {
                        Move::Code(s, p) | Move::Guess(s, p) => {
                            (Viewer::Player(*s), Code::new(p).unwrap().to_string())
                        }
                        Move::Resign(s) | Move::Claim(s, ..) => (Viewer::Player(*s), String::new()),
                        Move::TimeOut => (Viewer::Spectator, String::new()),
                    };
                    let message = error.to_string();
                    let message = if input.is_empty() { message } else { message.replace(&input, "") };
                    for hidden in before.hidden_from(viewer) {
                        prop_assert!(!message.contains(&hidden), "{:?} told {}", viewer, message);
                    }
                    continue;
                }
                Err(_) => continue,
            };
            let after = secrets(&duel);
            for viewer in VIEWERS {
                // What was made in this move and not revealed by it.
                let mut hidden = after.hidden_from(viewer);
                for e in &events {
                    match &e.kind {
                        EventKind::CodeSet { side, code } | EventKind::Guessed { side, guess: code, .. }
                            if viewer != Viewer::Player(*side) => {
                            let text = code.to_string();
                            if !after.revealed.contains(&text)
                                && !matches!(viewer, Viewer::Player(me) if after.codes[me] == Some(text.clone()) || after.pending[me] == Some(text.clone())) {
                                hidden.push(text);
                            }
                        }
                        _ => {}
                    }
                }
                for e in &events {
                    if matches!(e.kind, EventKind::Ended { .. }) {
                        continue;
                    }
                    let shown = serde_json::to_value(e.seen_by(viewer)).unwrap();
                    if let EventKind::CodeSet { side, .. } | EventKind::Guessed { side, .. } = &e.kind
                        && viewer != Viewer::Player(*side) {
                        prop_assert!(shown.get("code").is_none() && shown.get("guess").is_none(), "{shown}");
                    }
                    let json = shown.to_string();
                    prop_assert_eq!(leaks(&json, &hidden), None, "{:?} sees {}", viewer, json);
                }
                if !duel.is_over() {
                    let view = serde_json::to_string(&duel.view_for(viewer)).unwrap();
                    prop_assert_eq!(leaks(&view, &after.hidden_from(viewer)), None, "{:?} sees {}", viewer, view);
                }
            }
        }
    }

    #[test]
    fn a_refused_move_leaves_the_duel_as_it_was(
        control in time_control(),
        moves in proptest::collection::vec(a_move(), 0..60),
    ) {
        let setup = Setup::new(3, 3, 5, Rule::Mastermind).unwrap();
        let rules = DuelRules::new("Ann", "Bob").unwrap().with_setup(setup).with_time_control(control).unwrap();
        let mut now = at(0);
        let mut duel = Duel::new(rules, now);
        for (m, dt) in &moves {
            now = Moment::from_millis(now.millis() + dt);
            let before = duel.clone();
            match play(&mut duel, m, now) {
                Err(_) => prop_assert_eq!(&duel, &before),
                Ok(events) => {
                    let versions: Vec<u64> = events.iter().map(|e| e.v).collect();
                    let want: Vec<u64> = (before.version() + 1..=duel.version()).collect();
                    prop_assert_eq!(versions, want, "versions follow on without gaps");
                }
            }
            let back: Duel = serde_json::from_value(serde_json::to_value(&duel).unwrap()).unwrap();
            prop_assert_eq!(&back, &duel, "the record keeps everything");
        }
    }
}
