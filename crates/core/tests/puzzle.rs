//! Puzzles: their JSON, attempts against an adversary, replays, ratings.

use mastermind_core::duel::rating::Rating;
use mastermind_core::puzzle::{
    Adversary, Attempt, Ending, Puzzle, PuzzleError, Task, Theme, Verdict, accuracy, rate,
};
use mastermind_core::{Code, CodeError, Feedback, Preset, Setup, Turn};

fn code(text: &str) -> Code {
    Code::from_digits(text).unwrap()
}

/// A codemaker with a fixed secret: enough to drive the rules.
struct Secret(Code);

impl Adversary for Secret {
    fn answer(&mut self, setup: &Setup, _: &[Turn], guess: &Code) -> Option<Feedback> {
        Some(setup.score(&self.0, guess))
    }
}

fn turn(setup: &Setup, secret: &str, guess: &str) -> Turn {
    let f = setup.score(&code(secret), &code(guess));
    Turn {
        guess: code(guess),
        black: f.black,
        white: f.white,
    }
}

fn break_in(n: u8) -> Puzzle {
    let setup = Preset::Mastermind1.setup();
    let position = vec![turn(&setup, "3456", "1122")];
    Puzzle::new(
        setup,
        position,
        Task::BreakIn { guesses: n },
        Theme::Mastermind,
        vec![],
    )
}

#[test]
fn a_puzzle_round_trips_through_json_with_the_games_words() {
    let setup = Preset::BoardBlanks.setup();
    let position = vec![turn(&setup, "0123", "1100")];
    let puzzle = Puzzle::new(
        setup,
        position,
        Task::BestGuess,
        Theme::ImpossibleGuess,
        vec![code("2345"), code("1234"), code("1234")],
    );
    assert_eq!(puzzle.accepted, vec![code("1234"), code("2345")]);
    let json = serde_json::to_string(&puzzle).unwrap();
    for word in [
        "\"best_guess\"",
        "\"impossible_guess\"",
        "\"blanks\":true",
        "\"position\"",
        "\"accepted\"",
    ] {
        assert!(json.contains(word), "{word} missing from {json}");
    }
    let back: Puzzle = serde_json::from_str(&json).unwrap();
    assert_eq!(back, puzzle);
    assert_eq!(back.content_id(), puzzle.id);

    let task = serde_json::to_value(Task::BreakIn { guesses: 3 }).unwrap();
    assert_eq!(task, serde_json::json!({"kind": "break_in", "guesses": 3}));
}

#[test]
fn the_id_follows_the_content_and_not_the_rating() {
    let a = break_in(3);
    let mut b = break_in(3);
    assert_eq!(a.id, b.id);
    assert_eq!(a.id.len(), 16);
    b.rating.rating = 1800.0;
    assert_eq!(b.content_id(), a.id);
    assert_ne!(break_in(4).id, a.id);
    // A fixed figure: the id may never change for a stored puzzle.
    assert_eq!(a.id, a.content_id());
    assert_eq!(a.id, FIXED_ID, "the id of a stored puzzle changed");
}

/// `break_in(3)`'s id when it was first written down.
const FIXED_ID: &str = "feb754a9cc63b80a";

#[test]
fn a_break_in_attempt_ends_solved_or_out_of_guesses() {
    let puzzle = break_in(2);
    let mut secret = Secret(code("3456"));
    let mut attempt = puzzle.attempt();
    assert_eq!(attempt.guesses_left(), 2);
    attempt.guess(code("3465"), &mut secret).unwrap();
    assert_eq!(attempt.ending(), None);
    attempt.guess(code("3456"), &mut secret).unwrap();
    assert_eq!(attempt.ending(), Some(Ending::Solved));

    let mut attempt = puzzle.attempt();
    attempt.guess(code("3465"), &mut secret).unwrap();
    attempt.guess(code("3546"), &mut secret).unwrap();
    assert_eq!(attempt.ending(), Some(Ending::OutOfGuesses));
    assert_eq!(
        attempt.guess(code("3456"), &mut secret),
        Err(PuzzleError::Over {
            ending: Ending::OutOfGuesses
        })
    );
}

#[test]
fn a_bad_guess_names_its_problem_and_changes_nothing() {
    let puzzle = break_in(3);
    let mut secret = Secret(code("3456"));
    let mut attempt = puzzle.attempt();
    let before = attempt.clone();
    assert!(matches!(
        attempt.guess(code("123"), &mut secret),
        Err(PuzzleError::Code(CodeError::WrongLength {
            pegs: 4,
            found: 3,
            ..
        }))
    ));
    assert!(matches!(
        attempt.guess(code("1237"), &mut secret),
        Err(PuzzleError::Code(CodeError::UnknownColour { .. }))
    ));
    assert!(matches!(
        attempt.guess(code("1230"), &mut secret),
        Err(PuzzleError::Code(CodeError::BlankNotAllowed { .. }))
    ));
    assert_eq!(attempt, before);
    let message = attempt
        .guess(code("123"), &mut secret)
        .unwrap_err()
        .to_string();
    assert!(message.contains("4 pegs"), "{message}");
}

#[test]
fn an_impossible_answer_is_refused() {
    struct Liar;
    impl Adversary for Liar {
        fn answer(&mut self, _: &Setup, _: &[Turn], _: &Code) -> Option<Feedback> {
            Some(Feedback::new(3, 1))
        }
    }
    let puzzle = break_in(3);
    let mut attempt = puzzle.attempt();
    assert!(matches!(
        attempt.guess(code("1234"), &mut Liar),
        Err(PuzzleError::BadAnswer { .. })
    ));
    assert!(attempt.turns().is_empty());
}

#[test]
fn best_guess_accepts_the_set_and_nothing_else() {
    let setup = Preset::Mastermind1.setup();
    let puzzle = Puzzle::new(
        setup,
        vec![],
        Task::BestGuess,
        Theme::Mastermind,
        vec![code("1122")],
    );
    let mut secret = Secret(code("6543"));
    let mut good = puzzle.attempt();
    good.guess(code("1122"), &mut secret).unwrap();
    assert_eq!(good.ending(), Some(Ending::Solved));
    let mut bad = puzzle.attempt();
    bad.guess(code("1234"), &mut secret).unwrap();
    assert_eq!(bad.ending(), Some(Ending::NotBest));
    // A set written by hand, out of order, is still the set.
    let mut unordered = puzzle.clone();
    unordered.accepted = vec![code("3456"), code("1122"), code("2211")];
    let mut good = unordered.attempt();
    good.guess(code("1122"), &mut secret).unwrap();
    assert_eq!(good.ending(), Some(Ending::Solved));
}

#[test]
fn an_attempt_replays_from_its_record() {
    let puzzle = break_in(3);
    let mut secret = Secret(code("3456"));
    let mut attempt = puzzle.attempt();
    attempt.guess(code("3465"), &mut secret).unwrap();
    attempt.guess(code("3456"), &mut secret).unwrap();
    let again = Attempt::replay(puzzle.clone(), attempt.turns()).unwrap();
    assert_eq!(again, attempt);
    // A record that goes on past the end is refused.
    let mut longer = attempt.turns().to_vec();
    longer.push(longer[0]);
    assert!(matches!(
        Attempt::replay(puzzle, &longer),
        Err(PuzzleError::Over { .. })
    ));
}

/// Figures from an independent implementation of Glickman's "Example of the
/// Glicko-2 system" (steps 1 to 8 written out in Python from the paper, and
/// checked on its own example: 1464.06, 151.52, 0.05999), with τ = 0.75 and
/// one game.
#[test]
fn glicko2_matches_an_independent_computation() {
    let close = |a: f64, b: f64, tolerance: f64| (a - b).abs() < tolerance;
    let newcomer = Rating::default();
    let won = rate(newcomer, newcomer, true);
    assert!(close(won.player.rating, 1662.3109, 0.01), "{won:?}");
    assert!(close(won.player.deviation, 290.3190, 0.01), "{won:?}");
    assert!(close(won.puzzle.rating, 1337.6891, 0.01), "{won:?}");
    assert!(close(won.player.volatility, 0.0599993, 1e-5), "{won:?}");

    let player = Rating {
        rating: 1700.0,
        deviation: 80.0,
        volatility: 0.06,
    };
    let puzzle = Rating {
        rating: 1400.0,
        deviation: 120.0,
        volatility: 0.06,
    };
    let lost = rate(player, puzzle, false);
    assert!(close(lost.player.rating, 1671.5427, 0.01), "{lost:?}");
    assert!(close(lost.player.deviation, 79.6444, 0.01), "{lost:?}");
    assert!(close(lost.puzzle.rating, 1464.3050, 0.01), "{lost:?}");
    assert!(close(lost.puzzle.deviation, 116.9900, 0.01), "{lost:?}");
}

#[test]
fn accuracy_weighs_the_verdicts_evenly() {
    assert_eq!(accuracy([]), None);
    assert_eq!(accuracy([Verdict::Good, Verdict::Good]), Some(100.0));
    assert_eq!(accuracy([Verdict::Blunder]), Some(0.0));
    let mixed = accuracy([
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ])
    .unwrap();
    assert!((mixed - 50.0).abs() < 1e-9, "{mixed}");
}

#[test]
fn themes_name_their_presets() {
    for theme in Theme::ALL {
        assert!(!theme.presets().is_empty());
        let json = serde_json::to_string(&theme).unwrap();
        assert_eq!(json, format!("\"{}\"", theme.name()));
    }
    assert_eq!(Theme::Logik.presets(), &[Preset::Logik]);
}

#[test]
fn an_attempt_given_up_is_a_miss_and_over() {
    let puzzle = break_in(2);
    let mut secret = Secret(code("3456"));
    let mut attempt = puzzle.attempt();
    attempt.guess(code("3465"), &mut secret).unwrap();
    attempt.give_up().unwrap();
    assert_eq!(attempt.ending(), Some(Ending::GaveUp));
    assert!(!Ending::GaveUp.is_solved());
    let over = Err(PuzzleError::Over {
        ending: Ending::GaveUp,
    });
    assert_eq!(attempt.give_up(), over);
    assert_eq!(attempt.guess(code("3456"), &mut secret).map(|_| ()), over);
    assert_eq!(attempt.turns().len(), 1, "nothing changed");
    for ending in Ending::ALL {
        assert_eq!(Ending::from_name(ending.name()), Some(ending));
    }
}

#[test]
fn only_an_accounts_rated_attempt_moves_ratings() {
    use mastermind_core::puzzle::{Mode, streak_target};
    assert!(Mode::Rated.is_rated(true));
    assert!(!Mode::Rated.is_rated(false), "a guest's never");
    for mode in [Mode::Casual, Mode::Streak, Mode::Daily] {
        assert!(!mode.is_rated(true), "{mode:?}");
        assert_eq!(Mode::from_name(mode.name()), Some(mode));
    }
    assert!(streak_target(3) > streak_target(2), "each step harder");
}
