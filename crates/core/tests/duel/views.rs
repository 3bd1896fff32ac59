//! What each viewer may see, the order of moves, refusals and versions.

use super::*;

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
