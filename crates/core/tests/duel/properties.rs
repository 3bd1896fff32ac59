//! Properties over random duels: no view or event shows what its viewer may not see; a refused move changes nothing.

use super::*;

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
