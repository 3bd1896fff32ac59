//! The wire types read back exactly what the core writes: a duel's board
//! and its events, for each viewer, at every stage of a duel with a clock.
//! A field the core adds or renames without the wire types fails here.

use mastermind_api::board::Board;
use mastermind_api::live::{DuelEvent, DuelMessage};
use mastermind_core::Code;
use mastermind_core::duel::{Duel, DuelRules, Event, Moment, Side, TimeControl, Viewer};
use serde_json::Value;

const T0: u64 = 1_795_000_000_000;

fn at(seconds: u64) -> Moment {
    Moment::from_millis(T0 + seconds * 1000)
}

fn code(text: &str) -> Code {
    Code::from_digits(text).unwrap()
}

const VIEWERS: [Viewer; 3] = [
    Viewer::Player(Side::White),
    Viewer::Player(Side::Black),
    Viewer::Spectator,
];

/// Asserts that `board`'s JSON is the core view's, and reads back to it.
fn same_board(duel: &Duel) {
    for viewer in VIEWERS {
        let view = duel.view_for(viewer);
        let core: Value = serde_json::to_value(&view).unwrap();
        let board = Board::from(view);
        assert_eq!(serde_json::to_value(&board).unwrap(), core, "{viewer:?}");
        let read: Board = serde_json::from_value(core).unwrap();
        assert_eq!(read, board, "{viewer:?}");
    }
}

/// Asserts that every event, as each viewer receives it, reads into the
/// wire type and writes back to the same JSON, also inside a socket message.
fn same_events(events: &[Event]) {
    assert!(!events.is_empty());
    for event in events {
        for viewer in VIEWERS {
            let core = serde_json::to_value(event.seen_by(viewer)).unwrap();
            let read: DuelEvent = serde_json::from_value(core.clone()).unwrap();
            assert_eq!(serde_json::to_value(&read).unwrap(), core, "{event:?}");
            let mut message = core.clone();
            message["type"] = "event".into();
            let read: DuelMessage = serde_json::from_value(message.clone()).unwrap();
            assert!(matches!(&read, DuelMessage::Event(e) if e.v == event.v));
            assert_eq!(serde_json::to_value(&read).unwrap(), message);
        }
    }
}

#[test]
fn a_duel_with_a_clock_reads_back_at_every_stage() {
    let rules = DuelRules::new("Ann", "Bob")
        .unwrap()
        .with_time_control(TimeControl::PerGame { seconds: 300 })
        .unwrap()
        .with_rated(true);
    let mut duel = Duel::new(rules, at(0));
    same_board(&duel);
    same_events(&duel.set_code(Side::White, code("12345"), at(1)).unwrap());
    same_board(&duel);
    same_events(&duel.set_code(Side::Black, code("54321"), at(2)).unwrap());
    same_board(&duel);
    same_events(&duel.guess(Side::White, code("11111"), at(3)).unwrap());
    same_board(&duel);
    same_events(&duel.guess(Side::Black, code("22222"), at(4)).unwrap());
    same_board(&duel);
    same_events(&duel.guess(Side::White, code("54321"), at(5)).unwrap());
    same_events(&duel.guess(Side::Black, code("33333"), at(6)).unwrap());
    assert!(duel.is_over());
    same_board(&duel);
}

#[test]
fn a_resignation_before_the_codes_reads_back() {
    let mut duel = Duel::new(DuelRules::new("Ann", "Bob").unwrap(), at(0));
    same_events(&duel.resign(Side::Black).unwrap());
    same_board(&duel);
}
