//! Transcripts of duels: written from a duel played by the rules, read back
//! to the same codes, turns and result; answers and results the rules would
//! not give are refused.

use mastermind_core::duel::{Duel, DuelRules, Moment, Reason, Side, TimeControl};
use mastermind_core::transcript::{DuelTranscript, Tags, read_duel, write_duel};
use mastermind_core::{Code, Preset};
use proptest::prelude::*;

fn at(seconds: u64) -> Moment {
    Moment::from_millis(1_795_000_000_000 + seconds * 1000)
}

fn code(text: &str) -> Code {
    Code::from_digits(text).expect("a code")
}

fn started(rules: DuelRules) -> Duel {
    let mut duel = Duel::new(rules, at(0));
    duel.set_code(Side::White, code("11111"), at(1))
        .expect("white's code");
    duel.set_code(Side::Black, code("22222"), at(2))
        .expect("black's code");
    duel
}

fn event() -> Tags {
    let mut tags = Tags::new();
    tags.set("Event", "Logik duel").set("Date", "2026.11.28");
    tags
}

#[test]
fn a_duel_broken_by_white_is_written_as_the_docs_show_and_read_back() {
    let rules = DuelRules::new("ann", "bob")
        .expect("names")
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .expect("a clock")
        .with_rated(true);
    let mut duel = started(rules);
    assert_eq!(
        write_duel(&duel, &event()),
        None,
        "the codes are secret in play"
    );
    duel.guess(Side::White, code("12345"), at(3))
        .expect("a guess");
    duel.guess(Side::Black, code("33333"), at(4))
        .expect("a guess");
    duel.guess(Side::White, code("22222"), at(5))
        .expect("a guess");
    duel.guess(Side::Black, code("11112"), at(6))
        .expect("a guess");
    let text = write_duel(&duel, &event()).expect("over");
    assert_eq!(
        text,
        "[Event \"Logik duel\"]\n[Date \"2026.11.28\"]\n[White \"ann\"]\n[Black \"bob\"]\n\
         [Preset \"logik\"]\n[TimeControl \"per-turn 60\"]\n[Rated \"yes\"]\n\
         [Setup \"5 pegs, 8 colours, 10 turns, mastermind\"]\n[WhiteCode \"11111\"]\n\
         [BlackCode \"22222\"]\n[Result \"white\"]\n[Termination \"broken\"]\n\n\
         1. 12345 B1W0 | 33333 B0W0\n2. 22222 B5W0 | 11112 B4W0\n"
    );
    let read = read_duel(&text).expect("reads");
    assert_eq!(read, DuelTranscript::of(&duel, &event()).expect("over"));
    assert_eq!(read.to_text(), text);
}

#[test]
fn results_and_answers_the_rules_would_not_give_are_refused() {
    let mut duel = started(DuelRules::new("ann", "bob").expect("names"));
    duel.guess(Side::White, code("12345"), at(3))
        .expect("a guess");
    duel.guess(Side::Black, code("33333"), at(4))
        .expect("a guess");
    duel.resign(Side::Black).expect("resigns");
    let text = write_duel(&duel, &Tags::new()).expect("over");
    assert!(
        text.contains("[Result \"white\"]\n[Termination \"resigned\"]"),
        "{text}"
    );
    read_duel(&text).expect("a resignation after any turn");
    for (bad, wanted) in [
        (
            text.replace("B1W0 |", "B2W1 |"),
            "turn 1: the answer written is B2W1, the rules give B1W0",
        ),
        (
            text.replace("\"resigned\"", "\"broken\""),
            "the result written is 'white broken'",
        ),
        (
            text.replace("\"white\"]\n[Term", "\"purple\"]\n[Term"),
            "not white, black or draw",
        ),
        (text.replace(" | 33333 B0W0", ""), "both guesses"),
        (
            text.replace("[WhiteCode \"11111\"]\n", ""),
            "the tag WhiteCode is missing",
        ),
    ] {
        let error = read_duel(&bad).expect_err(wanted).to_string();
        assert!(error.contains(wanted), "{error} / {wanted}");
    }
}

proptest! {
    /// Random duels (random codes and guesses, sometimes resigned) on every
    /// preset read back to themselves.
    #[test]
    fn every_finished_duel_reads_back_as_itself(seed in any::<u64>(), preset in prop::sample::select(Preset::ALL.to_vec()), resign_after in 0usize..12) {
        use rand::SeedableRng;
        let setup = preset.setup();
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let rules = DuelRules::new("ann", "bob").expect("names").with_preset(preset);
        let mut duel = Duel::new(rules, at(0));
        duel.set_code(Side::White, setup.random_code(&mut rng), at(1)).expect("a code");
        duel.set_code(Side::Black, setup.random_code(&mut rng), at(1)).expect("a code");
        let mut turn = 0;
        while !duel.is_over() {
            if turn == resign_after {
                duel.resign(Side::White).expect("resigns");
                break;
            }
            duel.guess(Side::White, setup.random_code(&mut rng), at(2)).expect("a guess");
            duel.guess(Side::Black, setup.random_code(&mut rng), at(2)).expect("a guess");
            turn += 1;
        }
        let text = write_duel(&duel, &Tags::new()).expect("over");
        let read = read_duel(&text).expect("reads");
        prop_assert_eq!(read.result, duel.result().expect("over"));
        prop_assert_eq!(&read.turns, &duel.turns().to_vec());
        prop_assert_eq!(read.to_text(), text);
        prop_assert!(matches!(read.result.reason, Reason::Broken | Reason::BothBroken | Reason::RowsUsed | Reason::Resigned));
    }
}
