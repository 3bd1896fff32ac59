//! Every ending: a code broken, both, all rows used, a resignation.

use super::*;

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
