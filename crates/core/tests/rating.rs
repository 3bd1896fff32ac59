//! Ratings of rated duels: Glicko-2 as Glickman published it, one duel at a
//! time.

use mastermind_core::duel::rating::{PROVISIONAL_DEVIATION, Rating, rate};
use mastermind_core::duel::{DuelResult, Reason, Side, Sides};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

fn result(winner: Option<Side>) -> DuelResult {
    DuelResult {
        winner,
        reason: Reason::Broken,
        turns: 6,
    }
}

fn rating(rating: f64, deviation: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility: 0.06,
    }
}

#[test]
fn glickmans_worked_example_is_reproduced() {
    // "Example of the Glicko-2 system" (Glickman, 2013): 1500/200 beats
    // 1400/30, loses to 1550/100 and to 1700/300, with tau 0.5.
    let games = [
        (rating(1400.0, 30.0), Outcomes::WIN),
        (rating(1550.0, 100.0), Outcomes::LOSS),
        (rating(1700.0, 300.0), Outcomes::LOSS),
    ]
    .map(|(r, o)| (Glicko2Rating::from(r), o));
    let after = glicko2_rating_period(
        &rating(1500.0, 200.0).into(),
        &games,
        &Glicko2Config {
            tau: 0.5,
            ..Glicko2Config::new()
        },
    );
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
}

#[test]
fn one_duel_is_one_rating_period_for_each_player() {
    let before = Sides::new(rating(1620.0, 80.0), rating(1480.0, 150.0));
    let after = rate(before, &result(Some(Side::Black)));
    let config = Glicko2Config {
        tau: 0.75,
        ..Glicko2Config::new()
    };
    let white = glicko2_rating_period(
        &before.white.into(),
        &[(before.black.into(), Outcomes::LOSS)],
        &config,
    );
    let black = glicko2_rating_period(
        &before.black.into(),
        &[(before.white.into(), Outcomes::WIN)],
        &config,
    );
    assert!((after.white.rating - white.rating).abs() < 1e-9);
    assert!((after.black.rating - black.rating).abs() < 1e-9);
    assert!(after.white.rating < 1620.0 && after.black.rating > 1480.0);
}

#[test]
fn newcomers_start_provisional_and_a_draw_between_equals_moves_nobody() {
    let newcomer = Rating::default();
    assert_eq!((newcomer.rating, newcomer.deviation), (1500.0, 350.0));
    assert!(newcomer.is_provisional());
    let after = rate(Sides::new(newcomer, newcomer), &result(None));
    for side in Side::BOTH {
        assert!((after[side].rating - 1500.0).abs() < 1e-9);
        assert!(after[side].deviation < 350.0, "one duel teaches something");
    }
    let mut settled = newcomer;
    let mut opponent = newcomer;
    for n in 0..40 {
        let winner = if n % 2 == 0 { Side::White } else { Side::Black };
        let next = rate(Sides::new(settled, opponent), &result(Some(winner)));
        (settled, opponent) = (next.white, next.black);
    }
    assert!(settled.deviation <= PROVISIONAL_DEVIATION, "{settled:?}");
    assert!(!settled.is_provisional());
}
