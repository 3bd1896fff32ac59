use std::collections::HashSet;

use proptest::prelude::*;

use super::*;
use crate::duel::{Reason, Side};

fn entrant(account: &str, rating: f64) -> Entrant {
    Entrant {
        account: account.to_string(),
        rating: Some(rating),
        active: true,
        joined_at: 0,
    }
}

fn duel(n: usize, white: &str, black: &str, winner: Option<Option<Side>>, at: i64) -> Pairing {
    Pairing {
        round: 0,
        white: Some(white.to_string()),
        black: Some(black.to_string()),
        duel: Some(format!("d{n}")),
        at,
        finish: winner.map(|winner| Finish {
            winner,
            reason: if winner.is_some() {
                Reason::Broken
            } else {
                Reason::BothBroken
            },
            at,
        }),
    }
}

const ARENA: Format = Format::Arena { minutes: 60 };
const WIN: Option<Option<Side>> = Some(Some(Side::White));
const LOSS: Option<Option<Side>> = Some(Some(Side::Black));
const DRAW: Option<Option<Side>> = Some(None);

fn line<'a>(lines: &'a [Standing], account: &str) -> &'a Standing {
    lines.iter().find(|l| l.account == account).unwrap()
}

#[test]
fn two_wins_in_a_row_set_a_player_on_fire_until_a_result_that_is_not_a_win() {
    let entrants = [entrant("ann", 1500.0), entrant("bob", 1500.0)];
    // Ann's results in time: W W W D W L W.
    let results = [WIN, WIN, WIN, DRAW, WIN, LOSS, WIN];
    let pairings: Vec<Pairing> = results
        .iter()
        .enumerate()
        .map(|(i, &r)| duel(i, "ann", "bob", r, i as i64 * 1000))
        .collect();
    let lines = standings(ARENA, &entrants, &pairings, None);
    let ann = line(&lines, "ann");
    let points: Vec<f64> = ann.sheet.iter().map(|e| e.points).collect();
    assert_eq!(points, [2.0, 2.0, 4.0, 2.0, 2.0, 0.0, 2.0]);
    let fire: Vec<bool> = ann.sheet.iter().map(|e| e.fire).collect();
    assert_eq!(fire, [false, false, true, true, false, false, false]);
    assert_eq!(ann.points, 14.0);
    assert!(!ann.fire, "one win after a loss is no streak");
    assert_eq!((ann.wins, ann.draws, ann.losses, ann.duels), (5, 1, 1, 7));
    assert_eq!(ann.rank, 1);
    // Bob: L L L D L W L: a draw 1, a win 2.
    assert_eq!(line(&lines, "bob").points, 3.0);
}

#[test]
fn a_streak_follows_the_order_results_came_in_not_the_order_of_pairing() {
    let entrants = [entrant("ann", 1500.0), entrant("bob", 1500.0)];
    // Paired first, finished last: the loss breaks nothing after it.
    let pairings = vec![
        duel(0, "ann", "bob", LOSS, 3000),
        duel(1, "ann", "bob", WIN, 1000),
        duel(2, "ann", "bob", WIN, 2000),
    ];
    let lines = standings(ARENA, &entrants, &pairings, None);
    assert_eq!(line(&lines, "ann").points, 4.0);
}

#[test]
fn an_arena_counts_nothing_that_finished_after_its_end() {
    let entrants = [entrant("ann", 1500.0), entrant("bob", 1500.0)];
    let pairings = vec![
        duel(0, "ann", "bob", WIN, 1000),
        duel(1, "ann", "bob", WIN, 9000),
    ];
    let lines = standings(ARENA, &entrants, &pairings, Some(5000));
    assert_eq!(line(&lines, "ann").points, 2.0);
    assert_eq!(line(&lines, "ann").duels, 1);
}

#[test]
fn performance_is_the_opponents_rating_500_up_for_a_win_and_down_for_a_loss() {
    let entrants = [
        entrant("ann", 1500.0),
        entrant("bob", 1700.0),
        entrant("cid", 1300.0),
    ];
    let pairings = vec![
        duel(0, "ann", "bob", WIN, 1000),
        duel(1, "ann", "cid", LOSS, 2000),
    ];
    let lines = standings(ARENA, &entrants, &pairings, None);
    // (1700 + 500 + 1300 - 500) / 2
    assert_eq!(line(&lines, "ann").performance, Some(1500.0));
    assert_eq!(line(&lines, "cid").performance, Some(2000.0));
}

#[test]
fn a_loss_on_time_pauses_an_arena_player_until_they_join_again() {
    let mut entrants = vec![entrant("ann", 1500.0), entrant("bob", 1500.0)];
    let mut lost = duel(0, "ann", "bob", LOSS, 1000);
    lost.finish.as_mut().unwrap().reason = Reason::TimeOut;
    let pairings = vec![lost];
    let lines = standings(ARENA, &entrants, &pairings, None);
    assert!(line(&lines, "ann").paused);
    assert!(!line(&lines, "bob").paused);
    entrants[0].joined_at = 2000;
    let lines = standings(ARENA, &entrants, &pairings, None);
    assert!(!line(&lines, "ann").paused);
}

fn arena_state<'a>(entrants: &'a [Entrant], pairings: &'a [Pairing]) -> State<'a> {
    State {
        format: ARENA,
        stage: Stage::Running,
        starts_at: 0,
        round: 0,
        entrants,
        pairings,
    }
}

fn paired(step: &Step) -> Vec<(String, String)> {
    match step {
        Step::Pair { round_pairs, .. } => round_pairs.pairs.clone(),
        other => panic!("expected pairings, got {other:?}"),
    }
}

fn apart(pairs: &[(String, String)], a: &str, b: &str) -> bool {
    !pairs
        .iter()
        .any(|(w, k)| (w == a && k == b) || (w == b && k == a))
}

#[test]
fn free_arena_players_meet_someone_new_and_those_in_play_wait() {
    let entrants: Vec<Entrant> = ["ann", "bob", "cid", "dan", "eve"]
        .iter()
        .map(|a| entrant(a, 1500.0))
        .collect();
    let pairings = vec![
        duel(0, "ann", "bob", WIN, 1000),
        duel(1, "cid", "dan", WIN, 2000),
        duel(2, "eve", "zed", None, 3000),
    ];
    let step = plan(&arena_state(&entrants, &pairings), 10_000);
    let pairs = paired(&step);
    assert_eq!(pairs.len(), 2);
    assert!(apart(&pairs, "ann", "bob") && apart(&pairs, "cid", "dan"));
    assert!(pairs.iter().all(|(w, b)| w != "eve" && b != "eve"));
    // The two winners lead and meet.
    assert!(!apart(&pairs, "ann", "cid"));
}

#[test]
fn two_free_players_who_just_met_wait_while_someone_else_may_come_free() {
    let entrants = [
        entrant("ann", 1500.0),
        entrant("bob", 1500.0),
        entrant("cid", 1500.0),
        entrant("dan", 1500.0),
    ];
    let pairings = vec![
        duel(0, "ann", "bob", WIN, 1000),
        duel(1, "cid", "dan", None, 2000),
    ];
    assert_eq!(plan(&arena_state(&entrants, &pairings), 3000), Step::Wait);
}

#[test]
fn an_arena_of_two_pairs_them_again_with_nobody_else_to_wait_for() {
    let entrants = [entrant("ann", 1500.0), entrant("bob", 1500.0)];
    let pairings = vec![duel(0, "ann", "bob", WIN, 1000)];
    let pairs = paired(&plan(&arena_state(&entrants, &pairings), 2000));
    assert!(!apart(&pairs, "ann", "bob"));
    // Colours swapped: ann had white.
    assert_eq!(pairs, [("bob".to_string(), "ann".to_string())]);
}

#[test]
fn players_who_just_met_meet_again_when_the_others_have_left() {
    let mut entrants = [
        entrant("ann", 1500.0),
        entrant("bob", 1500.0),
        entrant("cid", 1500.0),
    ];
    entrants[2].active = false;
    let pairings = vec![duel(0, "ann", "bob", WIN, 1000)];
    let pairs = paired(&plan(&arena_state(&entrants, &pairings), 2000));
    assert!(!apart(&pairs, "ann", "bob"));
}

#[test]
fn an_arena_ends_at_its_time_and_pairs_nobody_after() {
    let entrants = [entrant("ann", 1500.0), entrant("bob", 1500.0)];
    let state = arena_state(&entrants, &[]);
    assert!(matches!(plan(&state, 59 * 60_000), Step::Pair { .. }));
    assert_eq!(plan(&state, 60 * 60_000), Step::End);
}

#[test]
fn a_tournament_starts_at_its_time_or_is_cancelled_without_two_players() {
    let one = [entrant("ann", 1500.0)];
    let mut state = arena_state(&one, &[]);
    state.stage = Stage::Created;
    state.starts_at = 5000;
    assert_eq!(plan(&state, 4999), Step::Wait);
    assert_eq!(plan(&state, 5000), Step::Cancel);
    let two = [entrant("ann", 1500.0), entrant("bob", 1600.0)];
    state.entrants = &two;
    let pairs = paired(&plan(&state, 5000));
    // Level on colours: the higher placed (by rating) has white.
    assert_eq!(pairs, [("bob".to_string(), "ann".to_string())]);
}

fn swiss_state<'a>(
    rounds: u32,
    round: u32,
    entrants: &'a [Entrant],
    pairings: &'a [Pairing],
) -> State<'a> {
    State {
        format: Format::Swiss { rounds },
        stage: if round == 0 {
            Stage::Created
        } else {
            Stage::Running
        },
        starts_at: 0,
        round,
        entrants,
        pairings,
    }
}

/// Plays out `round`: white wins every duel.
fn play_round(step: Step, pairings: &mut Vec<Pairing>) -> u32 {
    let Step::Pair { round, round_pairs } = step else {
        panic!("expected a round, got {step:?}");
    };
    for (white, black) in round_pairs.pairs {
        let n = pairings.len();
        let mut p = duel(n, &white, &black, WIN, n as i64);
        p.round = round;
        pairings.push(p);
    }
    for bye in round_pairs.byes {
        pairings.push(Pairing {
            round,
            white: Some(bye),
            black: None,
            duel: None,
            at: 0,
            finish: None,
        });
    }
    round
}

#[test]
fn a_swiss_of_five_gives_each_round_one_bye_to_a_new_player_and_no_rematch() {
    let entrants: Vec<Entrant> = ["ann", "bob", "cid", "dan", "eve"]
        .iter()
        .enumerate()
        .map(|(i, a)| entrant(a, 1800.0 - 100.0 * i as f64))
        .collect();
    let mut pairings = Vec::new();
    let first = plan(&swiss_state(2, 0, &entrants, &pairings), 0);
    let Step::Pair { round, round_pairs } = &first else {
        panic!("round 1 expected");
    };
    assert_eq!(*round, 1);
    assert_eq!(round_pairs.pairs.len(), 2);
    // The lowest rated sits out first.
    assert_eq!(round_pairs.byes, ["eve"]);
    play_round(first, &mut pairings);
    let lines = standings(Format::Swiss { rounds: 2 }, &entrants, &pairings, None);
    assert_eq!(line(&lines, "eve").points, 1.0);
    assert_eq!(line(&lines, "eve").sheet[0].mark, Mark::Bye);
    let second = plan(&swiss_state(2, 1, &entrants, &pairings), 0);
    let Step::Pair {
        round: 2,
        round_pairs,
    } = &second
    else {
        panic!("round 2 expected, got {second:?}");
    };
    assert_eq!(round_pairs.byes.len(), 1);
    assert_ne!(round_pairs.byes[0], "eve");
    play_round(second, &mut pairings);
    assert_eq!(plan(&swiss_state(2, 2, &entrants, &pairings), 0), Step::End);
    let lines = standings(Format::Swiss { rounds: 2 }, &entrants, &pairings, None);
    let total: f64 = lines.iter().map(|l| l.points).sum();
    // Four duels won and two byes.
    assert_eq!(total, 6.0);
    assert!(lines.iter().all(|l| l.tiebreak.is_some()));
}

#[test]
fn a_swiss_round_waits_for_every_duel_of_the_round() {
    let entrants = [entrant("ann", 1500.0), entrant("bob", 1500.0)];
    let mut pairing = duel(0, "ann", "bob", None, 0);
    pairing.round = 1;
    let pairings = [pairing];
    assert_eq!(
        plan(&swiss_state(3, 1, &entrants, &pairings), 0),
        Step::Wait
    );
}

#[test]
fn names_and_formats_are_checked() {
    use crate::duel::TimeControl;
    let live = TimeControl::PerTurn { seconds: 60 };
    assert_eq!(check_name("  Friday  ").unwrap(), "Friday");
    assert_eq!(check_name(" "), Err(TournamentError::Name));
    assert_eq!(check_name(&"x".repeat(61)), Err(TournamentError::Name));
    for invisible in ["ab\u{202E}cd", "a\u{200B}b", "\u{FEFF}ab"] {
        assert_eq!(
            check_name(invisible),
            Err(TournamentError::Name),
            "{invisible:?} is refused as a player's name is"
        );
    }
    assert!(ARENA.check(live).is_ok());
    assert_eq!(
        ARENA.check(TimeControl::None),
        Err(TournamentError::NoClock)
    );
    assert_eq!(
        ARENA.check(TimeControl::PerTurn { seconds: 86_400 }),
        Err(TournamentError::CorrespondenceArena)
    );
    assert!(
        Format::Swiss { rounds: 3 }
            .check(TimeControl::PerTurn { seconds: 86_400 })
            .is_ok()
    );
    assert_eq!(
        Format::Swiss { rounds: 0 }.check(live),
        Err(TournamentError::Rounds(0))
    );
    assert_eq!(
        Format::Arena { minutes: 0 }.check(live),
        Err(TournamentError::Minutes(0))
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the results, each Swiss round pairs everyone still in once
    /// (or gives them a bye), never a pair that met before, and at most one
    /// bye while a round can be paired without more.
    #[test]
    fn swiss_rounds_pair_everyone_once_and_never_again(
        players in 2usize..12,
        outcomes in proptest::collection::vec(0u8..3, 200),
    ) {
        let entrants: Vec<Entrant> = (0..players)
            .map(|i| entrant(&format!("p{i}"), 1500.0 + (i * 37 % 11) as f64))
            .collect();
        let rounds = u32::try_from(players - 1).unwrap().max(1);
        let mut pairings: Vec<Pairing> = Vec::new();
        let mut results = outcomes.iter().cycle();
        for round in 0..rounds {
            let step = plan(&swiss_state(rounds, round, &entrants, &pairings), 0);
            let Step::Pair { round: r, round_pairs } = step else {
                prop_assert!(false, "round {} not paired: {:?}", round + 1, step);
                unreachable!();
            };
            prop_assert_eq!(r, round + 1);
            let mut seen = HashSet::new();
            for (w, b) in &round_pairs.pairs {
                prop_assert!(seen.insert(w.clone()) && seen.insert(b.clone()));
                let met = pairings.iter().any(|p| {
                    p.side_of(w).is_some() && p.side_of(b).is_some()
                });
                prop_assert!(!met, "{} and {} met again", w, b);
            }
            for bye in &round_pairs.byes {
                prop_assert!(seen.insert(bye.clone()));
            }
            prop_assert_eq!(seen.len(), players);
            for (w, b) in round_pairs.pairs {
                let n = pairings.len();
                let winner = match results.next().unwrap() {
                    0 => WIN,
                    1 => LOSS,
                    _ => DRAW,
                };
                let mut p = duel(n, &w, &b, winner, n as i64);
                p.round = r;
                pairings.push(p);
            }
            for bye in round_pairs.byes {
                pairings.push(Pairing { round: r, white: Some(bye), black: None, duel: None, at: 0, finish: None });
            }
        }
    }
}
