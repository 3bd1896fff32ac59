//! The codebreaker, hints and reviews as the CLI and the server use them.

use mastermind_core::{Code, Feedback, Preset, Rule, Setup};
use mastermind_solver::{Codebreaker, Inconsistent, Strategy, hint, review};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn code(s: &str) -> Code {
    Code::from_digits(s).expect("code")
}

/// Plays a whole game against `secret`; the number of guesses.
fn play(breaker: &mut Codebreaker, secret: &Code, rng: &mut StdRng, limit: usize) -> usize {
    let setup = breaker.setup().clone();
    for turn in 1..=limit {
        let guess = breaker.next_guess(rng);
        let feedback = setup.score(secret, &guess);
        breaker.record(guess, feedback).expect("true answers fit");
        if feedback.is_win(setup.pegs()) {
            assert!(breaker.is_solved());
            return turn;
        }
    }
    panic!("{secret} not solved in {limit} guesses");
}

#[test]
fn every_strategy_wins_the_colour_game() {
    // The optimal search from scratch is slow in debug builds: a smaller game.
    let small = Setup::new(3, 4, 10, Rule::ColourGame).expect("setup");
    let mut rng = StdRng::seed_from_u64(7);
    for strategy in Strategy::ALL {
        let setup = match strategy {
            Strategy::Optimal { .. } | Strategy::Best => small.clone(),
            _ => Preset::Colour1.setup(),
        };
        let secrets = if setup.pegs() == 3 {
            ["111", "432", "124", "334"]
        } else {
            ["1111", "6543", "1216", "3356"]
        };
        for secret in secrets {
            let mut breaker = Codebreaker::new(&setup, strategy);
            play(&mut breaker, &code(secret), &mut rng, 12);
        }
    }
}

#[test]
fn knuth_needs_at_most_five_guesses() {
    let setup = Setup::new(4, 6, 10, Rule::Mastermind).expect("setup");
    let mut rng = StdRng::seed_from_u64(1);
    for secret in setup.codes().step_by(7) {
        let mut breaker = Codebreaker::new(&setup, Strategy::Knuth);
        assert!(play(&mut breaker, &secret, &mut rng, 5) <= 5);
    }
}

#[test]
fn a_wrong_answer_is_refused_and_can_be_corrected() {
    let setup = Preset::Mastermind1.setup();
    let mut breaker = Codebreaker::new(&setup, Strategy::Simple);
    let mut rng = StdRng::seed_from_u64(0);
    let first = breaker.next_guess(&mut rng);
    assert_eq!(first, code("1234"));
    breaker.record(first, Feedback::new(0, 0)).expect("fits");
    let before = breaker.remaining();
    assert_eq!(before, 16); // only 5s and 6s left
    // 5566 cannot score 0 when only 5 and 6 are left and 1234 scored 0.
    let err = breaker
        .record(code("5566"), Feedback::new(0, 0))
        .unwrap_err();
    assert_eq!(err, Inconsistent { turns: vec![1, 2] });
    assert!(err.to_string().contains("1, 2"));
    assert_eq!(breaker.remaining(), before);
    assert_eq!(breaker.turns().len(), 1);
    // The person meant 1 black for 1234.
    breaker.correct(1, Feedback::new(1, 0)).expect("fits");
    assert!(breaker.remaining() > before);
    breaker
        .record(code("5566"), Feedback::new(0, 0))
        .expect("fits now");
    // A correction that contradicts a later answer is refused too.
    assert!(breaker.correct(1, Feedback::new(0, 0)).is_err());
    assert_eq!(breaker.turns()[0].1, Feedback::new(1, 0));
    assert!(breaker.correct(9, Feedback::new(0, 0)).is_err());
    assert!(breaker.record(code("12"), Feedback::new(0, 0)).is_err());
}

#[test]
fn blunders_make_games_longer_but_still_won() {
    let setup = Preset::Mastermind1.setup();
    let mut rng = StdRng::seed_from_u64(3);
    let mut careful = 0;
    let mut careless = 0;
    for secret in setup.codes().step_by(97) {
        let mut b = Codebreaker::new(&setup, Strategy::Knuth);
        careful += play(&mut b, &secret, &mut rng, 5);
        let mut b = Codebreaker::new(&setup, Strategy::Knuth).with_blunder_rate(0.9);
        careless += play(&mut b, &secret, &mut rng, 40);
    }
    assert!(careless > careful, "{careless} <= {careful}");
}

#[test]
fn hints_follow_the_entropy_strategy() {
    let setup = Preset::Mastermind1.setup();
    let first = hint(&setup, &[]).expect("fits");
    assert_eq!((first.remaining, first.suggestion), (1296, code("1234")));
    let history = [(code("1234"), Feedback::new(0, 1))];
    let next = hint(&setup, &history).expect("fits");
    assert!(next.remaining < 1296);
    let bad = [(code("1234"), Feedback::new(3, 1))];
    assert_eq!(hint(&setup, &bad).unwrap_err().turns, vec![1]);
}

#[test]
fn review_counts_what_each_guess_left() {
    let setup = Preset::Mastermind1.setup();
    // Seed 004's example game.
    let secret = code("1566");
    let guesses = [
        code("1234"),
        code("3456"),
        code("1516"),
        code("1566"),
        code("1111"),
    ];
    let rows = review(&setup, &secret, &guesses);
    assert_eq!(rows.len(), 4, "stops at the win");
    assert_eq!(rows[0].before, 1296);
    assert_eq!(rows[0].feedback, Feedback::new(1, 0));
    assert_eq!(rows[0].suggestion, code("1234"));
    assert_eq!(rows[0].after, rows[0].suggestion_after);
    for pair in rows.windows(2) {
        assert_eq!(pair[0].after, pair[1].before);
    }
    assert_eq!(rows[3].after, 1);
    assert_eq!(rows[3].feedback, Feedback::new(4, 0));
    let json = serde_json::to_string(&rows).expect("json");
    assert!(json.contains("\"suggestion_after\""));
}

#[test]
fn setups_past_the_limit_are_refused_up_front() {
    let huge = Setup::new(8, 15, 10, Rule::Mastermind).expect("setup");
    assert!(!mastermind_solver::supports(&huge));
    assert!(mastermind_solver::supports(&Preset::Mastermind3.setup()));
    let refused = std::panic::catch_unwind(|| Codebreaker::new(&huge, Strategy::Knuth));
    assert!(refused.is_err());
}
