//! The least number of guesses that breaks the code from a position whatever
//! the secret (any guess allowed, including one that cannot be the code),
//! settled by the exact search's worst-case search
//! ([`Solver::fits`](crate::optimal::Solver::fits)) with its symmetry
//! reductions and memory of solved sets.

use std::sync::Arc;
use std::time::{Duration, Instant};

use mastermind_core::{Code, Feedback, Setup};

use crate::optimal::{self, Solver, UNBOUNDED};
use crate::universe::{self, Universe};

/// Memory the worst-case search of a prover may keep of the sets it solved:
/// the sets of puzzles are small, and a server keeps several provers.
const PROVER_MEMORY: u64 = 256 << 20;

/// Proofs on one setup; remembers what it solved, so one prover serves
/// many positions, from several threads at once as long as none of them
/// gives a deadline (see [`Prover::worst_case_by`]).
#[derive(Debug)]
pub struct Prover {
    universe: Arc<Universe>,
    solver: Solver,
}

/// A proven task: `guesses` suffice from the position, starting with
/// `first`, and `guesses − 1` do not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proof {
    pub guesses: u8,
    pub first: Code,
}

/// Why `n` is not the position's number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    #[error("no code fits the position")]
    Inconsistent,
    #[error("{n} guesses do not break every code left; {needed} do")]
    TooFew { n: u8, needed: u8 },
    #[error("{n} guesses are more than needed: {needed} break every code left")]
    TooMany { n: u8, needed: u8 },
    #[error("the proof took longer than it was given")]
    Late,
}

impl Prover {
    /// # Panics
    /// If the setup has more than [`crate::MAX_CODES`] codes.
    pub fn new(setup: &Setup) -> Self {
        let universe = universe::shared(setup);
        let solver = Solver::new(&universe).with_memory(PROVER_MEMORY);
        Prover { universe, solver }
    }

    pub fn setup(&self) -> &Setup {
        self.universe.setup()
    }

    pub(crate) fn universe(&self) -> &Universe {
        &self.universe
    }

    /// The codes that fit every turn of `history`, as numbers.
    pub(crate) fn candidates(&self, history: &[(Code, Feedback)]) -> Vec<u32> {
        self.universe.consistent(history)
    }

    /// The codes that fit every turn of `history`.
    pub fn codes_left(&self, history: &[(Code, Feedback)]) -> Vec<Code> {
        let candidates = self.candidates(history);
        candidates.iter().map(|&c| self.universe.code(c)).collect()
    }

    /// The least number of guesses that breaks every code left after
    /// `history` (the last of them all black); `None` when no code fits.
    pub fn worst_case(&self, history: &[(Code, Feedback)]) -> Option<u8> {
        self.worst_case_by(history, None).ok().flatten()
    }

    /// [`Prover::worst_case`] that gives up at `deadline`.
    ///
    /// The deadline is the prover's while the call runs: calls on the same
    /// prover from other threads meanwhile would share it, so a prover given
    /// deadlines serves one call at a time.
    pub fn worst_case_by(
        &self,
        history: &[(Code, Feedback)],
        deadline: Option<Instant>,
    ) -> Result<Option<u8>, ProofError> {
        let candidates = self.candidates(history);
        let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
        if candidates.is_empty() {
            return Ok(None);
        }
        self.worst_case_within(&candidates, &guesses, deadline)
            .map(Some)
    }

    /// [`Prover::worst_case`] of a set that fits `guesses` exactly (the
    /// search's symmetry reductions hold for such sets only).
    pub(crate) fn worst_case_of(&self, candidates: &[u32], guesses: &[Code]) -> u8 {
        self.worst_case_within(candidates, guesses, None)
            .expect("without a deadline the search is never late")
    }

    fn worst_case_within(
        &self,
        candidates: &[u32],
        guesses: &[Code],
        deadline: Option<Instant>,
    ) -> Result<u8, ProofError> {
        let n = candidates.len() as u64;
        if n <= 1 {
            return Ok(n as u8);
        }
        let branches = optimal::branches(&self.universe);
        // No strategy breaks more codes in d guesses than the counting
        // bound allows; from there up, the first depth that fits is the
        // answer. Guessing the codes one by one always fits in n.
        let mut depth = (1..=UNBOUNDED)
            .find(|&d| optimal::counting_bound(n, branches, d) != u64::MAX)
            .unwrap_or(UNBOUNDED);
        while self.fits(candidates, guesses, depth, deadline)?.is_none() {
            depth += 1;
        }
        Ok(depth)
    }

    /// The worst-case search, under `deadline` if there is one.
    fn fits(
        &self,
        candidates: &[u32],
        guesses: &[Code],
        depth: u8,
        deadline: Option<Instant>,
    ) -> Result<Option<u32>, ProofError> {
        match deadline {
            None => Ok(self.solver.fits(&self.universe, candidates, guesses, depth)),
            Some(deadline) => self
                .solver
                .fits_by(&self.universe, candidates, guesses, depth, deadline)
                .map_err(|_| ProofError::Late),
        }
    }

    /// A guess after which every code left is broken within `n` guesses in
    /// all (this one included), if there is one.
    pub fn line(&self, history: &[(Code, Feedback)], n: u8) -> Option<Code> {
        let candidates = self.candidates(history);
        let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
        self.line_of(&candidates, &guesses, n)
    }

    pub(crate) fn line_of(&self, candidates: &[u32], guesses: &[Code], n: u8) -> Option<Code> {
        match candidates.len() {
            0 => None,
            _ => self
                .solver
                .fits(&self.universe, candidates, guesses, n)
                .map(|g| self.universe.code(g)),
        }
    }

    /// Proves that `n` guesses break the code from `history` whatever the
    /// secret, and that `n − 1` do not.
    pub fn prove(&self, history: &[(Code, Feedback)], n: u8) -> Result<Proof, ProofError> {
        self.prove_by(history, n, None)
    }

    /// [`Prover::prove`] within `time` ([`ProofError::Late`] past it; see
    /// [`Prover::worst_case_by`] on deadlines and threads).
    pub fn prove_within(
        &self,
        history: &[(Code, Feedback)],
        n: u8,
        time: Duration,
    ) -> Result<Proof, ProofError> {
        self.prove_by(history, n, Some(Instant::now() + time))
    }

    fn prove_by(
        &self,
        history: &[(Code, Feedback)],
        n: u8,
        deadline: Option<Instant>,
    ) -> Result<Proof, ProofError> {
        let candidates = self.candidates(history);
        if candidates.is_empty() {
            return Err(ProofError::Inconsistent);
        }
        let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
        let Some(first) = self.fits(&candidates, &guesses, n, deadline)? else {
            let needed = self.worst_case_within(&candidates, &guesses, deadline)?;
            return Err(ProofError::TooFew { n, needed });
        };
        // The refutation: the exhaustive search finds no strategy in n − 1.
        if n > 1 && self.fits(&candidates, &guesses, n - 1, deadline)?.is_some() {
            let needed = self.worst_case_within(&candidates, &guesses, deadline)?;
            return Err(ProofError::TooMany { n, needed });
        }
        Ok(Proof {
            guesses: n,
            first: self.universe.code(first),
        })
    }

    /// Plays the proven line against every code left, scoring by the rule
    /// alone (not the search's kernel or tables): whether each is broken
    /// within `n` guesses. The check a generated puzzle passes before it is
    /// handed out.
    pub fn replay_line(&self, history: &[(Code, Feedback)], n: u8) -> bool {
        let left = self.codes_left(history);
        let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
        self.replay_from(&left, &guesses, n)
    }

    fn replay_from(&self, left: &[Code], guesses: &[Code], n: u8) -> bool {
        if left.is_empty() {
            return true;
        }
        if n == 0 {
            return false;
        }
        let numbers: Vec<u32> = left
            .iter()
            .filter_map(|c| self.universe.index_of(c))
            .collect();
        let Some(guess) = self.line_of(&numbers, guesses, n) else {
            return false;
        };
        let setup = self.setup();
        let mut parts: std::collections::BTreeMap<Feedback, Vec<Code>> = Default::default();
        for secret in left {
            let feedback = setup.score(secret, &guess);
            if !feedback.is_win(setup.pegs()) {
                parts.entry(feedback).or_default().push(*secret);
            }
        }
        let mut next = guesses.to_vec();
        next.push(guess);
        parts
            .values()
            .all(|part| part.len() < left.len() && self.replay_from(part, &next, n - 1))
    }
}
