//! The computer as a duel opponent (seed 003's game against the solver), at
//! five levels: from a player who often forgets what an answer told it up
//! to the strongest play there is. It breaks the person's code from the
//! revealed turns alone; it never sees the code nor the guess of the turn in
//! play.

use rand::Rng;

use mastermind_core::game::Turn;
use mastermind_core::{Code, Setup};

use crate::{Codebreaker, Strategy};

/// The weakest and strongest level.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

/// What each level plays, and how often it forgets one earlier answer.
fn level(level: u8) -> (Strategy, f64) {
    match level {
        0 | 1 => (Strategy::Random, 0.6),
        2 => (Strategy::Random, 0.25),
        3 => (Strategy::Entropy, 0.15),
        4 => (Strategy::Entropy, 0.0),
        _ => (Strategy::Best, 0.0),
    }
}

/// Setups past this many codes (Logik's 5 pegs of 8 colours have 32,768)
/// are played by the stronger levels within a hint's budget of work: the
/// computer's move then costs no more than a player's hint, whatever setup
/// was agreed, so that duels against it on huge setups cannot hold the
/// server's cores. The play there is the hint's (entropy over a sample of
/// the codes that fit), weaker than the level's own.
pub const FULL_PLAY_CODES: u64 = 1 << 15;

/// The name pages show for the computer at `level`.
pub fn name(level: u8) -> String {
    format!("Computer (level {level})")
}

/// The computer's next guess at `setup`'s code, given its revealed turns
/// (its guesses and their feedback). Turns that no code fits together (they
/// cannot happen in a duel, where the server scores them) are skipped.
pub fn duel_guess<R: Rng + ?Sized>(
    setup: &Setup,
    level_of: u8,
    turns: &[Turn],
    rng: &mut R,
) -> Code {
    let (strategy, forgetting) = level(level_of);
    guess_with(setup, strategy, forgetting, turns, rng)
}

/// The next guess at `setup`'s code by `strategy`, given the turns played
/// (guesses and their feedback), forgetting one earlier answer with
/// probability `forgetting`: what the computer plays in a duel, and what a
/// program playing for an account (`mastermind bot`) plays with its
/// strategy. Past [`FULL_PLAY_CODES`] codes a strategy other than random
/// plays the hint's sample instead, within a hint's budget of work.
pub fn guess_with<R: Rng + ?Sized>(
    setup: &Setup,
    strategy: Strategy,
    forgetting: f64,
    turns: &[Turn],
    rng: &mut R,
) -> Code {
    if setup.code_count() > FULL_PLAY_CODES && !matches!(strategy, Strategy::Random) {
        let history: Vec<_> = turns.iter().map(|t| (t.guess, t.feedback())).collect();
        // A duel's turns are scored by the server: they always fit a code.
        if let Ok(hint) = crate::hint(setup, &history) {
            return hint.suggestion;
        }
    }
    let mut codebreaker = Codebreaker::new(setup, strategy).with_blunder_rate(forgetting);
    for turn in turns {
        let _ = codebreaker.record(turn.guess, turn.feedback());
    }
    codebreaker.next_guess(rng)
}

#[cfg(test)]
mod tests {
    use mastermind_core::Preset;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    /// Turns to break `secret` at `level`.
    fn turns_to_break(setup: &Setup, level: u8, secret: Code, seed: u64) -> usize {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut turns = Vec::new();
        for n in 1..=30 {
            let guess = duel_guess(setup, level, &turns, &mut rng);
            let feedback = setup.score(&secret, &guess);
            if feedback.black == setup.pegs() {
                return n;
            }
            turns.push(Turn {
                guess,
                black: feedback.black,
                white: feedback.white,
            });
        }
        panic!("level {level} did not break {secret} in 30 turns");
    }

    #[test]
    fn every_level_breaks_a_code_and_the_strongest_breaks_it_soonest() {
        let setup = Preset::Mastermind1.setup();
        let mut rng = StdRng::seed_from_u64(7);
        let secrets: Vec<Code> = (0..12).map(|_| setup.random_code(&mut rng)).collect();
        let average = |level: u8| {
            let total: usize = secrets
                .iter()
                .enumerate()
                .map(|(i, s)| turns_to_break(&setup, level, *s, i as u64))
                .sum();
            total as f64 / secrets.len() as f64
        };
        let weakest = average(1);
        let strongest = average(5);
        assert!(strongest <= 5.0, "best play averages {strongest}");
        assert!(
            weakest > strongest,
            "level 1 {weakest} vs level 5 {strongest}"
        );
    }

    #[test]
    fn past_logiks_size_the_strong_levels_play_within_a_hints_work() {
        let setup = Setup::new(6, 10, 12, mastermind_core::Rule::Mastermind).expect("a setup");
        assert!(setup.code_count() > FULL_PLAY_CODES);
        let secret = Code::from_digits("123456").expect("a code");
        let mut turns = Vec::new();
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..2 {
            for level in [3, 4, 5] {
                let guess = duel_guess(&setup, level, &turns, &mut rng);
                let history: Vec<_> = turns
                    .iter()
                    .map(|t: &Turn| (t.guess, t.feedback()))
                    .collect();
                assert_eq!(
                    guess,
                    crate::hint(&setup, &history).expect("fits").suggestion
                );
            }
            let guess = duel_guess(&setup, 5, &turns, &mut rng);
            let feedback = setup.score(&secret, &guess);
            turns.push(Turn {
                guess,
                black: feedback.black,
                white: feedback.white,
            });
        }
        // Logik itself is played by the level's own strategy.
        let logik = Preset::Logik.setup();
        assert!(logik.code_count() <= FULL_PLAY_CODES);
    }
}
