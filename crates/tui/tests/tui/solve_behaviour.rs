//! What the solve screen does, asserted on outcomes: the computer breaks
//! honest codemakers' codes, plays the solver's own game, and names exactly
//! the turns the referee names when answers contradict each other.

use crate::solve_support;

use crossterm::event::KeyCode;
use mastermind_core::{Code, Feedback, Notation, Preset, Rule, Setup};
use mastermind_solver::{Codebreaker, Strategy, Verdict, referee};
use mastermind_tui::Flow;
use mastermind_tui::Tone;
use mastermind_tui::solve::{Ending, Phase, SolveApp, SolveConfig, SolveScreen};
use rand::SeedableRng;
use rand::rngs::StdRng;
use solve_support::*;

fn code(setup: &Setup, text: &str) -> Code {
    setup.parse_code(text).expect("the test's code fits")
}

/// Every answer that can be given to a guess of `pegs` pegs.
fn answers(pegs: u8) -> Vec<Feedback> {
    (0..=pegs)
        .flat_map(|b| (0..=pegs - b).map(move |w| Feedback::new(b, w)))
        .filter(|f| !f.is_win(pegs))
        .collect()
}

/// The recorded turns with the refused answer to the current guess.
fn history_with_pending(app: &SolveApp) -> Vec<(Code, Feedback)> {
    let rows = app.rows();
    rows.iter()
        .map(|r| (r.guess, r.answer.expect("every row has an answer")))
        .collect()
}

#[test]
fn honest_answers_get_the_code_found_within_the_turns() {
    for (preset, strategy, secret) in [
        (Preset::Mastermind1, Strategy::Knuth, "6651"),
        (Preset::Mastermind1, Strategy::Simple, "2355"),
        (Preset::Mastermind1, Strategy::Entropy, "1111"),
        (Preset::Colour1, Strategy::Entropy, "3143"),
        (Preset::BoardBlanks, Strategy::ExpectedSize, "1020"),
        (Preset::Board, Strategy::MostParts, "6543"),
    ] {
        let mut app = solve(preset, strategy);
        let secret = code(app.setup(), secret);
        answer_honestly(&mut app, &secret, usize::from(preset.setup().turns()));
        let Phase::Over(Ending::Solved { turns, code }) = app.phase().clone() else {
            panic!("{preset:?} {strategy}: {:?}", app.phase());
        };
        assert_eq!(code, secret, "{preset:?} {strategy}");
        assert!(turns <= usize::from(preset.setup().turns()));
        assert_eq!(app.games(), &[Ending::Solved { turns, code }]);
        assert_eq!(app.outcome().last(), Some(&Ending::Solved { turns, code }));
    }
}

#[test]
fn the_screen_plays_the_solvers_own_game() {
    // The same strategy, blunder rate and seed give the same guesses as a
    // codebreaker driven directly.
    let preset = Preset::Mastermind1;
    let setup = preset.setup();
    let secret = code(&setup, "6614");
    let mut app = start(SolveConfig {
        blunder_rate: 0.3,
        rng: StdRng::seed_from_u64(11),
        ..config(setup.clone(), Some(preset), Strategy::Entropy)
    });
    let mut alone = Codebreaker::new(&setup, Strategy::Entropy).with_blunder_rate(0.3);
    let mut rng = StdRng::seed_from_u64(11);
    loop {
        let guess = alone.next_guess(&mut rng);
        assert_eq!(app.guess(), Some(guess));
        let feedback = setup.score(&secret, &guess);
        answer_honestly(&mut app, &secret, 1);
        alone.record(guess, feedback).expect("honest answers fit");
        if alone.is_solved() || alone.turns().len() == usize::from(setup.turns()) {
            break;
        }
    }
    assert_eq!(app.answered(), alone.turns());
    assert!(app.is_over());
}

#[test]
fn a_contradiction_names_the_turns_the_referee_names() {
    let setup = Preset::Mastermind1.setup();
    let secret = code(&setup, "2355");
    let mut seen = 0;
    // A wrong answer at turn `lie`, honest answers after it, until the
    // computer catches it.
    for lie in 1..=3 {
        for wrong in answers(setup.pegs()) {
            let mut app = solve(Preset::Mastermind1, Strategy::Knuth);
            answer_honestly(&mut app, &secret, lie - 1);
            if app.is_over() || setup.score(&secret, &guess(&app)) == wrong {
                continue;
            }
            if wrong.black == setup.pegs() - 1 && wrong.white == 1 {
                continue;
            }
            typed(&mut app, &format!("{}\n", letters(wrong)));
            while matches!(app.phase(), Phase::Answering) {
                answer_honestly(&mut app, &secret, 1);
            }
            let Phase::Contradiction { turns, .. } = app.phase().clone() else {
                continue;
            };
            seen += 1;
            let Verdict::Inconsistent { turns: expected } =
                referee(&setup, &history_with_pending(&app))
            else {
                panic!("the referee finds these answers consistent");
            };
            assert_eq!(turns, expected, "lie at turn {lie}: {wrong:?}");
            assert_eq!(app.contradicting(), expected.as_slice());
            assert!(turns.contains(&app.turn()), "the last answer is in the set");
            let status = app.status().expect("a message");
            assert_eq!(status.tone, Tone::Lost);
            // The answers before stay as they were.
            assert_eq!(app.answered().len(), app.turn() - 1);
        }
    }
    assert!(seen >= 10, "only {seen} contradictions were caught");
}

#[test]
fn correcting_the_wrong_answer_lets_the_computer_finish() {
    let setup = Preset::Mastermind1.setup();
    let secret = code(&setup, "2355");
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    typed(&mut app, "-\n");
    answer_honestly(&mut app, &secret, 2);
    assert_eq!(app.contradicting(), &[1, 3]);
    // Turn 1 by its number, then its right answer.
    typed(&mut app, "1\n");
    assert!(matches!(app.phase(), Phase::Correcting { turn: 1, .. }));
    typed(&mut app, "0 2\n");
    assert_eq!(app.phase(), &Phase::Answering);
    assert_eq!(app.answered()[0].1, Feedback::new(0, 2));
    assert_eq!(app.answered().len(), 3, "turn 3's answer was taken with it");
    answer_honestly(&mut app, &secret, 8);
    assert!(matches!(
        app.phase(),
        Phase::Over(Ending::Solved { code, .. }) if *code == secret
    ));
}

#[test]
fn a_correction_that_contradicts_the_other_answers_is_refused() {
    let setup = Preset::Mastermind1.setup();
    let secret = code(&setup, "2355");
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    answer_honestly(&mut app, &secret, 3);
    // A lie at turn 4 that the computer catches at once.
    let lie = answers(setup.pegs())
        .into_iter()
        .find(|&f| {
            let mut history = app.answered().to_vec();
            history.push((guess(&app), f));
            matches!(referee(&setup, &history), Verdict::Inconsistent { ref turns } if turns.len() > 1)
        })
        .expect("some answer contradicts three honest ones");
    typed(&mut app, &format!("{}\n", letters(lie)));
    let Phase::Contradiction { turns, .. } = app.phase().clone() else {
        panic!("{:?}", app.phase());
    };
    let earlier = turns[0];
    // An answer for the earlier turn that the other earlier turns refute.
    let before = app.answered().to_vec();
    let bad = answers(setup.pegs())
        .into_iter()
        .find(|&f| {
            let mut history = before.clone();
            history[earlier - 1].1 = f;
            matches!(referee(&setup, &history), Verdict::Inconsistent { .. }) && parse_ok(&setup, f)
        })
        .expect("some answer contradicts the other turns");
    typed(&mut app, &format!("{earlier}\n{}\n", letters(bad)));
    assert!(
        matches!(app.phase(), Phase::Correcting { turn, .. } if *turn == earlier),
        "{:?}",
        app.phase()
    );
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Lost));
    assert_eq!(app.answered(), before.as_slice(), "nothing changed");
    // Esc goes back to picking; Esc again retypes the last answer, honestly.
    typed(&mut app, "^^");
    assert_eq!(app.phase(), &Phase::Answering);
    answer_honestly(&mut app, &secret, 8);
    assert!(matches!(app.phase(), Phase::Over(Ending::Solved { .. })));
}

fn parse_ok(setup: &Setup, f: Feedback) -> bool {
    !(setup.rule() == Rule::Mastermind && f.black == setup.pegs() - 1 && f.white == 1)
}

#[test]
fn an_all_black_answer_that_contradicts_is_caught_too() {
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    // None of red, blue, yellow, green; then yellow green pink turquoise is
    // said to be the code.
    typed(&mut app, "-\nbbbb\n");
    assert_eq!(
        app.phase(),
        &Phase::Contradiction {
            turns: vec![1, 2],
            selected: 1
        }
    );
    assert!(app.games().is_empty());
}

#[test]
fn answers_that_cannot_be_spend_no_turn() {
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    let first = guess(&app);
    for bad in ["bbbw\n", "3 2\n", "\n", "b2\n"] {
        typed(&mut app, bad);
        assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning), "{bad:?}");
        assert!(app.answered().is_empty());
        assert_eq!(app.guess(), Some(first));
        typed(&mut app, "^");
    }
    // Keys that are no part of an answer warn and change nothing.
    typed(&mut app, "x");
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning));
    assert!(app.input().is_empty());
    // The colour game's rule reads 3 black and 1 white; no code gives it to
    // a guess of four colours, and the answer alone is named.
    let mut colour = solve(Preset::Colour1, Strategy::Simple);
    typed(&mut colour, "bbbw\n");
    assert_eq!(colour.contradicting(), &[1]);
    let status = colour.status().expect("a message");
    assert_eq!(status.tone, Tone::Lost);
    assert!(
        status
            .text
            .starts_with("No code of this game can answer turn 1"),
        "{}",
        status.text
    );
    typed(&mut colour, "\nbbw\n");
    assert_eq!(colour.answered().len(), 1);
}

#[test]
fn typing_editing_and_none() {
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    typed(&mut app, "bbw<");
    assert_eq!(app.input().text(), "bb");
    typed(&mut app, "-");
    assert_eq!(app.input().text(), "-");
    typed(&mut app, "\n");
    assert_eq!(app.answered()[0].1, Feedback::new(0, 0));
    typed(&mut app, "11\n");
    assert_eq!(app.answered()[1].1, Feedback::new(1, 1));
}

#[test]
fn seed_004_notation_reads_w_as_right_place_and_r_as_wrong_place() {
    let mut app = start(SolveConfig {
        notation: Notation::WhiteRed,
        ..config(
            Preset::Mastermind1.setup(),
            Some(Preset::Mastermind1),
            Strategy::Simple,
        )
    });
    typed(&mut app, "b");
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning));
    typed(&mut app, "wrr\n");
    assert_eq!(app.answered()[0].1, Feedback::new(1, 2));
    typed(&mut app, "2w1r\n");
    assert_eq!(app.answered()[1].1, Feedback::new(2, 1));
}

#[test]
fn picking_a_turn_by_arrow_and_by_number() {
    let setup = Preset::Mastermind1.setup();
    let secret = code(&setup, "2355");
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    typed(&mut app, "-\n");
    answer_honestly(&mut app, &secret, 2);
    let selected = |app: &SolveApp| match app.phase() {
        Phase::Contradiction { turns, selected } => turns[*selected],
        other => panic!("{other:?}"),
    };
    assert_eq!(selected(&app), 3, "the last answer first");
    press(&mut app, KeyCode::Up);
    assert_eq!(selected(&app), 1);
    press(&mut app, KeyCode::Up);
    assert_eq!(selected(&app), 3, "round the list");
    typed(&mut app, "2");
    assert_eq!(selected(&app), 3, "turn 2 is not one of them");
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning));
    typed(&mut app, "1");
    assert_eq!(selected(&app), 1);
    // Picking the last answer retypes it.
    typed(&mut app, "3\n");
    assert_eq!(app.phase(), &Phase::Answering);
    assert_eq!(app.answered().len(), 2);
}

#[test]
fn giving_up_at_the_turn_limit_says_how_many_codes_fit() {
    let setup = Setup::new(4, 6, 3, Rule::Mastermind).expect("a setup");
    let secret = code(&setup, "TGRB");
    let mut app = start(config(setup.clone(), None, Strategy::Simple));
    answer_honestly(&mut app, &secret, 3);
    let Phase::Over(Ending::GaveUp { turns, remaining }) = app.phase().clone() else {
        panic!("{:?}", app.phase());
    };
    assert_eq!(turns, 3);
    assert_eq!(remaining, app.remaining());
    assert!(remaining > 1);
    assert_eq!(
        Ending::GaveUp { turns, remaining }.sentence(&setup, false),
        format!("I give up after 3 turns: {remaining} codes still fit your answers.")
    );
}

#[test]
fn quitting_and_playing_again() {
    let setup = Preset::Mastermind1.setup();
    let secret = code(&setup, "2355");
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    answer_honestly(&mut app, &secret, 2);
    // One n in a game with answers only asks.
    typed(&mut app, "n");
    assert_eq!(app.answered().len(), 2);
    typed(&mut app, "n");
    assert!(app.answered().is_empty());
    assert_eq!(app.games(), &[Ending::Quit { turns: 2 }]);
    answer_honestly(&mut app, &secret, 1);
    assert_eq!(typed(&mut app, "q"), Flow::Continue);
    assert_eq!(app.phase(), &Phase::Over(Ending::Quit { turns: 1 }));
    assert_eq!(typed(&mut app, "q"), Flow::Exit);
    assert_eq!(
        app.outcome().games,
        vec![Ending::Quit { turns: 2 }, Ending::Quit { turns: 1 }]
    );
    // Leaving in the middle of a game counts it as stopped.
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    assert_eq!(
        app.handle_key(crossterm::event::KeyEvent::new(
            KeyCode::Char('c'),
            crossterm::event::KeyModifiers::CONTROL
        )),
        Flow::Exit
    );
    assert_eq!(app.outcome().games, vec![Ending::Quit { turns: 0 }]);
}

#[test]
fn help_and_strategy() {
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    typed(&mut app, "h");
    assert_eq!(app.screen(), SolveScreen::Help { scroll: 0 });
    // Keys on the help screen scroll or leave it; they answer nothing.
    typed(&mut app, "b");
    assert!(app.input().is_empty());
    press(&mut app, KeyCode::Down);
    assert_eq!(app.screen(), SolveScreen::Help { scroll: 1 });
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), SolveScreen::Board);
    typed(&mut app, "?");
    assert!(app.shows_strategy());
    typed(&mut app, "?");
    assert!(!app.shows_strategy());
}

#[test]
fn the_computer_thinks_before_each_guess() {
    let mut app = SolveApp::new(config(
        Preset::Mastermind1.setup(),
        Some(Preset::Mastermind1),
        Strategy::Simple,
    ));
    assert!(app.busy());
    assert_eq!(app.guess(), None);
    app.work();
    assert!(!app.busy());
    app.handle_key(key(KeyCode::Char('-')));
    app.handle_key(key(KeyCode::Enter));
    assert!(app.busy(), "an answer taken: the next guess is to think of");
    app.work();
    assert_eq!(app.answered().len(), 1);
    assert!(app.guess().is_some());
    // A person's game has no timer.
    assert_eq!(app.pace(), None);
}

#[test]
fn self_play_steps_on_the_timer_and_on_keys() {
    let setup = Preset::Mastermind1.setup();
    let secret = code(&setup, "6651");
    let mut app = start(SolveConfig {
        secret: Some(secret),
        pace: Some(std::time::Duration::from_millis(500)),
        ..config(setup.clone(), Some(Preset::Mastermind1), Strategy::Knuth)
    });
    assert_eq!(app.pace(), Some(std::time::Duration::from_millis(500)));
    app.tick();
    app.settle();
    assert_eq!(app.answered().len(), 1);
    // Paused: the timer does nothing, a key still steps.
    typed(&mut app, "p");
    assert_eq!(app.pace(), None);
    app.tick();
    app.settle();
    assert_eq!(app.answered().len(), 1);
    typed(&mut app, " ");
    assert_eq!(app.answered().len(), 2);
    assert_eq!(app.phase(), &Phase::Watching { paused: true });
    typed(&mut app, "p");
    while !app.is_over() {
        app.tick();
        app.settle();
    }
    // Knuth breaks every code of Mastermind I within five guesses.
    let Phase::Over(Ending::Solved { turns, code }) = app.phase().clone() else {
        panic!("{:?}", app.phase());
    };
    assert_eq!(code, secret);
    assert!(turns <= 5);
    // Every answer was the true one.
    for (guess, answer) in app.answered() {
        assert_eq!(setup.score(&secret, guess), *answer);
    }
    // Playing again draws a new code to watch.
    typed(&mut app, "n");
    assert!(app.secret().is_some());
    assert!(matches!(app.phase(), Phase::Watching { paused: false }));
}

#[test]
fn setups_beyond_the_solver_are_refused_before_the_screen() {
    let setup = Setup::new(8, 15, 12, Rule::Mastermind).expect("a setup");
    let err = mastermind_tui::run_solve(config(setup, None, Strategy::Knuth))
        .expect_err("too many codes");
    assert!(err.to_string().contains("at most"), "{err}");
}
