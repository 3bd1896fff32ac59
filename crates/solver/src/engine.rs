//! A strategy at work: from what is known (the guesses so far and the codes
//! that still fit) to the next guess.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use rand::{Rng, RngExt};

use mastermind_core::{Code, Preset, Setup};

use crate::choose::{self, Metric};
use crate::lookahead::Lookahead;
use crate::optimal::{self, Late, Solver};
use crate::strategy::Strategy;
use crate::symmetry::{Pool, Pools};
use crate::universe::Universe;

#[derive(Debug)]
pub struct Engine {
    strategy: Strategy,
    openings: Vec<u32>,
    /// Candidates times codes up to which the optimal strategy searches.
    optimal_work: usize,
    /// The optimal search remembers what it solved across guesses.
    solver: OnceLock<Solver>,
    /// So does the lookahead of `best`.
    lookahead: Lookahead,
    /// How long `best` may look ahead for one guess (`None`: to the end).
    answer_time: Option<Duration>,
    /// Bytes the optimal search may keep of the sets it solved.
    memory: u64,
    /// Most codes for which the optimal search keeps a table of every
    /// feedback, if not the default for a game or an analysis.
    table_most: Option<usize>,
    /// The guesses worth rating after each history met.
    pools: Pools,
}

impl Engine {
    pub fn new(universe: &Universe, strategy: Strategy) -> Self {
        let openings = openings(universe.setup())
            .iter()
            .map(|c| {
                universe
                    .index_of(c)
                    .expect("openings are codes of the setup")
            })
            .collect();
        Engine {
            strategy,
            openings,
            optimal_work: ANALYSIS_WORK,
            solver: OnceLock::new(),
            lookahead: Lookahead::new(universe.len()),
            answer_time: None,
            memory: crate::memory::default_memory(),
            table_most: None,
            pools: Pools::default(),
        }
    }

    /// With a deadline on the lookahead of `best` for each guess.
    pub fn with_answer_time(mut self, time: Duration) -> Self {
        self.answer_time = Some(time);
        self
    }

    /// With the optimal search's memory of solved sets under about `bytes`.
    pub fn with_memory(mut self, bytes: u64) -> Self {
        self.memory = bytes;
        self
    }

    /// With this solver for the optimal search.
    #[cfg(test)]
    pub(crate) fn with_solver(self, solver: Solver) -> Self {
        self.solver
            .set(solver)
            .expect("a new engine has no solver yet");
        self
    }

    /// With a table of every feedback for the optimal search up to `most`
    /// codes.
    pub fn with_table_codes(mut self, most: usize) -> Self {
        self.table_most = Some(most);
        self
    }

    /// With another limit on the exact optimal search (see [`GAME_WORK`]).
    pub fn with_optimal_work(mut self, work: usize) -> Self {
        self.optimal_work = work;
        self
    }

    /// The next guess after `history` (the guesses so far), with
    /// `candidates` (sorted, non-empty) the codes that fit every answer.
    pub fn choose<R: Rng + ?Sized>(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        rng: &mut R,
    ) -> u32 {
        debug_assert!(!candidates.is_empty());
        let metric = match self.strategy {
            Strategy::Simple => {
                return match self.openings.get(history.len()) {
                    Some(&opening) if candidates.len() > 1 => opening,
                    _ => candidates[0],
                };
            }
            Strategy::Random => return candidates[rng.random_range(0..candidates.len())],
            Strategy::Optimal { worst_case } => {
                return self.optimal(universe, history, candidates, worst_case);
            }
            Strategy::Best => return self.best(universe, history, candidates),
            Strategy::Knuth => Metric::LargestPart,
            Strategy::MostParts => Metric::MostParts,
            Strategy::ExpectedSize => Metric::ExpectedSize,
            Strategy::Entropy => Metric::Entropy,
        };
        self.best_by(universe, history, candidates, metric)
    }

    fn optimal(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        worst_case: Option<u8>,
    ) -> u32 {
        if candidates.len() <= 2 {
            return candidates[0];
        }
        if candidates.len() * universe.len() > self.optimal_work {
            // An exact search from here would take minutes or days. Under a
            // worst case, in an analysis (no one waiting), the first guess
            // in the exact search's order that keeps within it: settling the
            // worst case alone takes seconds where the average takes hours.
            if let (Some(n), None) = (worst_case, self.answer_time) {
                let solver = self.solver.get_or_init(|| self.new_solver(universe));
                let depth = n.saturating_sub(history.len() as u8);
                if let Some(guess) = solver.fits(universe, candidates, history, depth) {
                    return guess;
                }
            }
            // Else the one-step strategy closest to it in the published
            // figures.
            return self.best_by(universe, history, candidates, Metric::MostParts);
        }
        self.exact(universe, history, candidates, worst_case)
            .unwrap_or_else(|Late| self.best_by(universe, history, candidates, Metric::MostParts))
    }

    /// The optimal search's solver, made on first use.
    pub(crate) fn optimal_solver(&self, universe: &Universe) -> &Solver {
        self.solver.get_or_init(|| self.new_solver(universe))
    }

    /// The optimal search's solver: a game's, or with nobody waiting, an
    /// analysis's (a larger table).
    fn new_solver(&self, universe: &Universe) -> Solver {
        Solver::with_table(universe, self.table_codes()).with_memory(self.memory)
    }

    /// Most codes for which the optimal search keeps a table of every
    /// feedback: building one for 5 pegs of 6 colours (60 MiB) is not for
    /// a game, where a person waits.
    fn table_codes(&self) -> usize {
        if let Some(most) = self.table_most {
            return most;
        }
        match self.answer_time {
            Some(_) => optimal::TABLE_CODES,
            None => optimal::ANALYSIS_TABLE_CODES,
        }
    }

    /// The exact optimum's guess, within the answer time if there is one.
    fn exact(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        worst_case: Option<u8>,
    ) -> Result<u32, Late> {
        let solver = self.solver.get_or_init(|| self.new_solver(universe));
        let deadline = self.answer_time.map(|t| Instant::now() + t);
        let solve = |depth| match deadline {
            Some(deadline) => solver.solve_by(universe, candidates, history, depth, deadline),
            None => Ok(solver.solve(universe, candidates, history, depth)),
        };
        // Without a worst case the allowance still falls by one a guess, as
        // it does in the search: a set of more codes than the allowance is
        // then asked for under the key the search left it at.
        let depth = match worst_case {
            Some(n) => n,
            None => optimal::UNBOUNDED,
        }
        .saturating_sub(history.len() as u8);
        Ok(match solve(depth)? {
            Some((_, guess)) => guess,
            // No strategy keeps within the bound from here: the best without it.
            None => solve(optimal::UNBOUNDED)?.map_or(candidates[0], |(_, guess)| guess),
        })
    }

    /// [`best_by`] over the guesses a game can afford to rate.
    fn best_by(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        metric: Metric,
    ) -> u32 {
        if candidates.len() <= 2 {
            return candidates[0];
        }
        let pool = self.pool(universe, history, candidates);
        choose::best_in(universe, candidates, &pool, metric).guess
    }

    /// The guesses worth rating: every class of guesses alike (see
    /// [`symmetry`]), or in a game where that is more than [`GAME_SCAN_WORK`]
    /// allows, the candidates and codes evenly spread over the rest.
    fn pool(&self, universe: &Universe, history: &[Code], candidates: &[u32]) -> Pool {
        let pool = self.pools.pool(universe, history, candidates);
        let n = candidates.len();
        if self.answer_time.is_none() || pool.codes.len() * n <= GAME_SCAN_WORK {
            return pool;
        }
        let room = (GAME_SCAN_WORK / n).max(1);
        let codes = if candidates.len() >= room {
            let step = n.div_ceil(room);
            candidates.iter().step_by(step).copied().collect()
        } else {
            let others = choose::without(&pool.codes, candidates);
            let step = others.len().div_ceil(room - candidates.len()).max(1);
            let mut codes: Vec<u32> = others.into_iter().step_by(step).collect();
            codes.extend_from_slice(candidates);
            codes.sort_unstable();
            codes
        };
        Pool {
            codes: Arc::new(codes),
            packed: None,
        }
    }
}

impl Engine {
    fn best(&self, universe: &Universe, history: &[Code], candidates: &[u32]) -> u32 {
        if candidates.len() <= 2 {
            return candidates[0];
        }
        // A game's first guess: from the analyses, where they are known.
        if self.answer_time.is_some()
            && history.is_empty()
            && let Some(guess) = best_opening(universe.setup()).and_then(|c| universe.index_of(&c))
        {
            return guess;
        }
        let start = Instant::now();
        if universe.len() <= optimal::TABLE_CODES
            && candidates.len() * universe.len() <= self.optimal_work
            && let Ok(guess) = self.exact(universe, history, candidates, None)
        {
            return guess;
        }
        let deadline = self.answer_time.map(|t| start + t);
        let pool = self.pool(universe, history, candidates);
        self.lookahead
            .choose(universe, history, candidates, &pool, deadline)
    }
}

/// The first guess of `best` on the presets it was analysed on (see
/// docs/PERFORMANCE.md): the exact search from the first guess takes longer
/// than a person should wait on this machine (4·6: about 70 ms on two
/// cores), the lookahead minutes. `examples/figures.rs` checks the exact
/// ones against a fresh analysis.
pub fn best_opening(setup: &Setup) -> Option<Code> {
    const OPENINGS: [(Preset, &str); 6] = [
        (Preset::Mastermind1, "1123"),
        (Preset::Colour1, "1123"),
        (Preset::BoardBlanks, "0012"),
        (Preset::Mastermind2, "11223"),
        (Preset::Colour2, "11223"),
        (Preset::Logik, "11223"),
    ];
    OPENINGS
        .iter()
        .find(|(preset, _)| preset.setup() == *setup)
        .and_then(|(_, code)| Code::from_digits(code))
}

/// Candidates times codes up to which a whole-game analysis searches the
/// optimum exactly: every setup the optimal search keeps a full table for,
/// from the first guess (the board game with blanks, 4 pegs of 7 symbols,
/// in about 2 s on two cores; 4 pegs of 8 colours in about 12 s; 5 pegs of
/// 6 colours).
pub const ANALYSIS_WORK: usize = optimal::ANALYSIS_TABLE_CODES * optimal::ANALYSIS_TABLE_CODES;

/// The same for a game against a person, who should not wait: 4 · 6 from the
/// first guess (about a second in release builds), 4 · 7 from the second.
pub const GAME_WORK: usize = 1296 * 1296;

/// How long `best` may look ahead for a guess in a game against a person,
/// before it plays entropy's own choice.
pub const GAME_ANSWER_TIME: Duration = Duration::from_millis(50);

/// Guess-against-candidate scores a one-step rating may spend in a game
/// (about 20 ms of kernel time on a core of the reference machine).
pub const GAME_SCAN_WORK: usize = 1 << 23;

/// The best guess by a one-step metric over every code of the setup (the
/// tests' reference; a walk keeps its pools in [`Pools`]).
#[cfg(test)]
pub fn best_by(universe: &Universe, history: &[Code], candidates: &[u32], metric: Metric) -> u32 {
    if candidates.len() <= 2 {
        // A candidate splits two codes perfectly: nothing does better.
        return candidates[0];
    }
    let symmetry = crate::symmetry::Symmetry::of(universe, history);
    let pool = crate::symmetry::guess_pool(universe, Some(&symmetry), candidates);
    choose::best_guess(universe, candidates, &pool, None, metric).guess
}

/// Seed 004's openings, generalised: runs of consecutive colours, each
/// starting half a code further on, until every colour has been played.
pub fn openings(setup: &Setup) -> Vec<Code> {
    let pegs = usize::from(setup.pegs());
    let symbols = usize::from(setup.symbols());
    let low = setup.lowest_digit();
    let step = (pegs / 2).max(1);
    let count = if symbols <= pegs {
        1
    } else {
        (symbols - pegs).div_ceil(step) + 1
    };
    (0..count)
        .map(|k| {
            let start = (k * step).min(symbols.saturating_sub(pegs));
            let pegs: Vec<u8> = (0..pegs)
                .map(|i| low + ((start + i) % symbols) as u8)
                .collect();
            Code::new(&pegs).expect("at most MAX_PEGS pegs")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Preset, Rule};

    /// An analysis searches 5 pegs of 6 colours exactly from the first
    /// guess, with a table; a game keeps to the small one.
    #[test]
    fn only_an_analysis_affords_the_large_table() {
        let setup = Setup::new(5, 6, 10, Rule::Mastermind).expect("setup");
        let universe = crate::universe::shared(&setup);
        let analysis = Engine::new(&universe, Strategy::Optimal { worst_case: None });
        assert!(universe.len() <= analysis.table_codes());
        assert!(universe.len() * universe.len() <= analysis.optimal_work);
        let game = analysis.with_answer_time(GAME_ANSWER_TIME);
        assert!(universe.len() > game.table_codes());
    }

    #[test]
    fn openings_follow_seed_004() {
        let names = |s: &Setup| openings(s).iter().map(Code::to_string).collect::<Vec<_>>();
        assert_eq!(names(&Preset::Mastermind1.setup()), ["1234", "3456"]);
        assert_eq!(
            names(&Preset::BoardBlanks.setup()),
            ["0123", "2345", "3456"]
        );
        assert_eq!(names(&Preset::Logik.setup()), ["12345", "34567", "45678"]);
        let few = Setup::new(4, 3, 10, Rule::Mastermind).expect("setup");
        assert_eq!(names(&few), ["1231"]);
        let no_repeat = Setup::new(4, 5, 10, Rule::Mastermind)
            .and_then(|s| s.repetition(false))
            .expect("setup");
        for opening in openings(&no_repeat) {
            assert!(no_repeat.check(&opening).is_ok());
        }
    }
}
