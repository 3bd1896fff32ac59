//! Help for a person breaking a code: a suggested guess now, and a review of
//! a finished game turn by turn.

use serde::Serialize;

use mastermind_core::{Code, Feedback, Setup};

use crate::choose::{self, Metric};
use crate::referee::{Inconsistent, Verdict, referee_in};
use crate::symmetry::{self, Symmetry};
use crate::universe::{self, Universe};

/// What a hint says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// Codes that fit every answer so far.
    pub remaining: u64,
    /// A good next guess: the most informative one (entropy) with the common
    /// tie-break, among all codes when that is quick, else among the codes
    /// that fit.
    pub suggestion: Code,
}

/// Guess-against-candidate scores a hint may spend: about 10 ms of kernel
/// time on one core of the reference machine.
const HINT_WORK: usize = 1 << 23;

/// A hint after `history`; fails when no code fits the answers.
pub fn hint(setup: &Setup, history: &[(Code, Feedback)]) -> Result<Hint, Inconsistent> {
    hint_in(&universe::shared(setup), history)
}

pub(crate) fn hint_in(
    universe: &Universe,
    history: &[(Code, Feedback)],
) -> Result<Hint, Inconsistent> {
    let candidates = universe.consistent(history);
    if candidates.is_empty() {
        return Err(match referee_in(universe, history) {
            Verdict::Inconsistent { turns } => Inconsistent { turns },
            Verdict::Consistent { .. } => Inconsistent {
                turns: vec![history.len()],
            },
        });
    }
    let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
    Ok(Hint {
        remaining: candidates.len() as u64,
        suggestion: universe.code(suggest(universe, &guesses, &candidates)),
    })
}

/// The hint's guess for `candidates` (sorted, non-empty) after `guesses`,
/// within [`HINT_WORK`].
fn suggest(universe: &Universe, guesses: &[Code], candidates: &[u32]) -> u32 {
    if candidates.len() <= 2 {
        return candidates[0];
    }
    let n = candidates.len();
    // Before any guess the symmetry leaves a handful of first guesses.
    if guesses.is_empty() || universe.len() * n <= HINT_WORK {
        let symmetry = Symmetry::of(universe, guesses);
        let pool = symmetry::guess_pool(universe, Some(&symmetry), candidates);
        if pool.len() * n <= HINT_WORK {
            return choose::best_guess(universe, candidates, &pool, None, Metric::Entropy).guess;
        }
    }
    // Too many: codes that fit, evenly spread over them, as many as the
    // budget allows.
    let room = (HINT_WORK / n).max(1);
    let step = n.div_ceil(room);
    let pool: Vec<u32> = candidates.iter().step_by(step).copied().collect();
    choose::best_guess(universe, candidates, &pool, None, Metric::Entropy).guess
}

/// One turn of a reviewed game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReviewRow {
    /// 1-based.
    pub turn: usize,
    pub guess: Code,
    pub feedback: Feedback,
    /// Codes that fit the answers before this turn.
    pub before: u64,
    /// Codes that fit after this turn's answer.
    pub after: u64,
    /// What the hint would have suggested here.
    pub suggestion: Code,
    /// Codes that would have fitted after the suggestion, against the secret.
    pub suggestion_after: u64,
}

/// Replays `guesses` against `secret`: per turn what was possible, what the
/// guess left, and what the hint would have done. Stops at the winning
/// guess, and before a guess without the setup's number of pegs.
pub fn review(setup: &Setup, secret: &Code, guesses: &[Code]) -> Vec<ReviewRow> {
    let universe = universe::shared(setup);
    let rule = setup.rule();
    let mut candidates = universe.all();
    let mut played: Vec<Code> = Vec::new();
    let mut rows = Vec::new();
    for (i, guess) in guesses.iter().enumerate() {
        if guess.len() != universe.pegs() {
            break;
        }
        let feedback = rule.score(secret, guess);
        let after = universe.filter(&candidates, guess, feedback);
        let suggestion_code = if candidates.is_empty() {
            *guess
        } else {
            universe.code(suggest(&universe, &played, &candidates))
        };
        let suggestion_after = universe
            .filter(
                &candidates,
                &suggestion_code,
                rule.score(secret, &suggestion_code),
            )
            .len() as u64;
        rows.push(ReviewRow {
            turn: i + 1,
            guess: *guess,
            feedback,
            before: candidates.len() as u64,
            after: after.len() as u64,
            suggestion: suggestion_code,
            suggestion_after,
        });
        played.push(*guess);
        candidates = after;
        if feedback.is_win(setup.pegs()) {
            break;
        }
    }
    rows
}
