//! Invariants of the rules over random setups.

use mastermind_core::{Code, Rule, Setup};
use proptest::prelude::*;

/// A random setup (with or without blanks, always with repetition so any
/// random code fits) and two codes of it.
fn setup_and_codes() -> impl Strategy<Value = (Setup, Vec<u8>, Vec<u8>)> {
    (
        1u8..=8,
        2u8..=15,
        any::<bool>(),
        prop_oneof![Just(Rule::Mastermind), Just(Rule::ColourGame)],
    )
        .prop_flat_map(|(pegs, colours, blanks, rule)| {
            let setup = Setup::new(pegs, colours, 10, rule).unwrap().blanks(blanks);
            let low = u8::from(!blanks);
            let code = proptest::collection::vec(low..=colours, usize::from(pegs));
            (Just(setup), code.clone(), code)
        })
}

fn code(pegs: &[u8]) -> Code {
    Code::new(pegs).unwrap()
}

proptest! {
    #[test]
    fn black_plus_white_never_exceeds_the_pegs((setup, s, g) in setup_and_codes()) {
        let f = setup.score(&code(&s), &code(&g));
        prop_assert!(f.black + f.white <= setup.pegs());
    }

    #[test]
    fn a_code_against_itself_is_all_black((setup, s, _g) in setup_and_codes()) {
        let f = setup.score(&code(&s), &code(&s));
        prop_assert_eq!((f.black, f.white), (setup.pegs(), 0));
    }

    #[test]
    fn renaming_colours_leaves_feedback_unchanged((setup, s, g) in setup_and_codes(), seed in any::<u64>()) {
        // A permutation of the symbols 0..=15 drawn from the seed.
        let mut perm: Vec<u8> = (0..16).collect();
        let mut x = seed | 1;
        for i in (1..perm.len()).rev() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            perm.swap(i, (x % (i as u64 + 1)) as usize);
        }
        let rename = |c: &[u8]| code(&c.iter().map(|&p| perm[usize::from(p)]).collect::<Vec<_>>());
        prop_assert_eq!(
            setup.rule().score(&code(&s), &code(&g)),
            setup.rule().score(&rename(&s), &rename(&g))
        );
    }

    #[test]
    fn reordering_positions_leaves_feedback_unchanged((setup, s, g) in setup_and_codes(), rotation in 0usize..8, swap in any::<(usize, usize)>()) {
        let n = s.len();
        let reorder = |c: &[u8]| {
            let mut r: Vec<u8> = (0..n).map(|i| c[(i + rotation) % n]).collect();
            r.swap(swap.0 % n, swap.1 % n);
            code(&r)
        };
        prop_assert_eq!(setup.score(&code(&s), &code(&g)), setup.score(&reorder(&s), &reorder(&g)));
    }

    #[test]
    fn the_mastermind_rule_is_symmetric((setup, s, g) in setup_and_codes()) {
        prop_assert_eq!(Rule::Mastermind.score(&code(&s), &code(&g)), Rule::Mastermind.score(&code(&g), &code(&s)));
        let _ = setup;
    }

    #[test]
    fn codes_written_out_parse_back((setup, s, _g) in setup_and_codes()) {
        let c = code(&s);
        prop_assert_eq!(setup.parse_code(&c.to_string()), Ok(c));
        prop_assert_eq!(setup.parse_code(&setup.describe(&c)), Ok(c));
        // Without a setup, unseparated text is one digit per peg, so a lone
        // peg above 9 reads back as two pegs; every longer code round-trips.
        if s.len() > 1 || s[0] <= 9 {
            prop_assert_eq!(Code::from_digits(&c.to_string()), Some(c));
        }
    }

    #[test]
    fn random_codes_fit_their_setup(pegs in 1u8..=6, colours in 2u8..=9, blanks: bool, repeat: bool, seed: u64) {
        use rand::SeedableRng;
        let Ok(setup) = Setup::new(pegs, colours, 10, Rule::Mastermind).unwrap().blanks(blanks).repetition(repeat) else {
            return Ok(());
        };
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let c = setup.random_code(&mut rng);
        prop_assert_eq!(setup.check(&c), Ok(()));
    }
}

#[test]
fn the_colour_game_rule_is_not_symmetric_somewhere_in_every_small_setup() {
    for pegs in 2..=4 {
        let setup = Setup::new(pegs, 3, 10, Rule::ColourGame).unwrap();
        let codes: Vec<Code> = setup.codes().collect();
        let asymmetric = codes
            .iter()
            .any(|a| codes.iter().any(|b| setup.score(a, b) != setup.score(b, a)));
        assert!(asymmetric, "{pegs} pegs");
    }
}

#[test]
fn enumeration_matches_the_count_and_is_in_digit_order() {
    for (pegs, colours, blanks, repeat) in [
        (4, 6, false, true),
        (4, 6, true, true),
        (3, 5, false, false),
        (4, 4, true, false),
    ] {
        let setup = Setup::new(pegs, colours, 10, Rule::Mastermind)
            .unwrap()
            .blanks(blanks)
            .repetition(repeat)
            .unwrap();
        let codes: Vec<Code> = setup.codes().collect();
        assert_eq!(codes.len() as u64, setup.code_count());
        assert!(codes.windows(2).all(|w| w[0].pegs() < w[1].pegs()));
        assert!(codes.iter().all(|c| setup.check(c).is_ok()));
    }
    assert_eq!(
        Setup::new(4, 6, 10, Rule::Mastermind)
            .unwrap()
            .codes()
            .next()
            .unwrap()
            .to_string(),
        "1111"
    );
}

#[test]
fn the_code_at_an_index_is_the_enumerations_code_at_that_place() {
    for (pegs, colours, blanks, repeat) in [
        (4, 6, false, true),
        (4, 6, true, true),
        (3, 5, false, false),
        (4, 4, true, false),
        (1, 2, false, true),
        (5, 5, false, false),
    ] {
        let setup = Setup::new(pegs, colours, 10, Rule::Mastermind)
            .unwrap()
            .blanks(blanks)
            .repetition(repeat)
            .unwrap();
        let by_index: Vec<Code> = (0..setup.code_count())
            .map(|i| setup.code_at(i).expect("an index below the count"))
            .collect();
        let enumerated: Vec<Code> = setup.codes().collect();
        assert_eq!(by_index, enumerated, "{pegs}·{colours} {blanks} {repeat}");
        assert_eq!(setup.code_at(setup.code_count()), None);
        assert_eq!(setup.code_at(u64::MAX), None);
    }
    // The largest setup: 16 symbols on 8 pegs, its last code.
    let widest = Setup::new(8, 15, 10, Rule::Mastermind)
        .unwrap()
        .blanks(true);
    assert_eq!(widest.code_count(), 1 << 32);
    assert_eq!(
        widest.code_at((1 << 32) - 1).map(|c| c.pegs().to_vec()),
        Some(vec![15; 8])
    );
}

#[test]
fn bad_codes_are_refused_with_a_message_naming_the_problem() {
    let setup = mastermind_core::Preset::Mastermind1.setup();
    let message = |text: &str| setup.parse_code(text).unwrap_err().to_string();
    assert_eq!(message("12345"), "this game has 4 pegs; '12345' has 5");
    assert!(message("1237").contains("'7'"));
    assert!(message("1020").contains("no blanks"));
    assert!(message("red,blue,mauve,green").contains("'mauve'"));
    assert!(message("").contains("no code"));
    let no_repeat = setup.clone().repetition(false).unwrap();
    assert!(
        no_repeat
            .parse_code("1123")
            .unwrap_err()
            .to_string()
            .contains("red more than once")
    );
    let blanks = mastermind_core::Preset::BoardBlanks.setup();
    assert_eq!(blanks.parse_code("1020").unwrap().to_string(), "1020");
    assert_eq!(blanks.parse_code("r.b.").unwrap().to_string(), "1020");
    assert_eq!(
        blanks
            .parse_code("red blank blue empty")
            .unwrap()
            .to_string(),
        "1020"
    );
    assert_eq!(setup.parse_code("rbyg").unwrap().to_string(), "1234");
    assert_eq!(
        setup
            .parse_code("Red, BLUE ,yellow,green")
            .unwrap()
            .to_string(),
        "1234"
    );
}

#[test]
fn a_failed_guess_leaves_the_game_as_it_was() {
    let setup = mastermind_core::Preset::Mastermind1.setup();
    let mut game = mastermind_core::Game::new(setup, code(&[1, 2, 3, 4])).unwrap();
    game.guess_text("1111").unwrap();
    let before = game.clone();
    assert!(game.guess_text("11111").is_err());
    assert!(game.guess_text("1119").is_err());
    assert_eq!(game, before);
    game.quit().unwrap();
    assert!(game.guess_text("1234").is_err());
    assert_eq!(game.revealed_secret(), Some(code(&[1, 2, 3, 4])));
}
