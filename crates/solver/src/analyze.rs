//! Whole-game analysis: play a strategy against every secret of a setup at
//! once by walking its decision tree, splitting the candidates by feedback.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rayon::prelude::*;
use serde::{Serialize, Serializer};

use mastermind_core::{Code, Setup};

use crate::engine::Engine;
use crate::kernel;
use crate::strategy::Strategy;
use crate::universe::Universe;

/// A strategy played against every secret of a setup.
#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    pub strategy: Strategy,
    pub secrets: u64,
    /// Guesses over all secrets, the final correct guess included.
    pub total_guesses: u64,
    /// The most guesses any secret needed.
    pub max: u32,
    /// Guesses needed → how many secrets needed that many.
    pub distribution: BTreeMap<u32, u64>,
    pub first_guess: Code,
    pub tree: Tree,
}

impl Analysis {
    /// Average guesses per secret.
    pub fn average(&self) -> f64 {
        self.total_guesses as f64 / self.secrets.max(1) as f64
    }
}

/// The decision tree of a strategy.
#[derive(Debug, Clone, PartialEq)]
pub enum Tree {
    /// The last guess was the secret.
    Solved,
    Guess(Node),
}

/// One guess of the tree and where each answer leads.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Node {
    pub guess: Code,
    /// Codes that still fit when this guess is made.
    pub remaining: u64,
    /// By feedback, written "black,white" ("4,0" leads to `solved`).
    pub children: BTreeMap<String, Tree>,
}

impl Serialize for Tree {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Tree::Solved => serializer.serialize_str("solved"),
            Tree::Guess(node) => node.serialize(serializer),
        }
    }
}

/// Plays `strategy` against every secret of `setup`. `progress` is called
/// with the number of secrets solved so far, from any thread. `random` uses
/// seed 0; see [`analyze_with_seed`].
pub fn analyze(setup: &Setup, strategy: Strategy, progress: &(dyn Fn(u64) + Sync)) -> Analysis {
    analyze_with_seed(setup, strategy, 0, progress)
}

/// [`analyze`] with the seed of the `random` strategy's generator.
pub fn analyze_with_seed(
    setup: &Setup,
    strategy: Strategy,
    seed: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Analysis {
    let options = AnalyzeOptions {
        seed,
        ..AnalyzeOptions::default()
    };
    analyze_with(setup, strategy, &options, progress)
}

/// How a whole-game analysis runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnalyzeOptions {
    /// The seed of the `random` strategy's generator.
    pub seed: u64,
    /// Bytes the optimal search may keep of the sets it solved, about: past
    /// it, it forgets the least worth keeping and searches them again when
    /// met (the answer is the same, found more slowly).
    pub memory: u64,
}

impl Default for AnalyzeOptions {
    /// Seed 0, the memory [`crate::default_memory`] gives.
    fn default() -> Self {
        AnalyzeOptions {
            seed: 0,
            memory: crate::memory::default_memory(),
        }
    }
}

/// [`analyze`] with options: the seed, the optimal search's memory.
pub fn analyze_with(
    setup: &Setup,
    strategy: Strategy,
    options: &AnalyzeOptions,
    progress: &(dyn Fn(u64) + Sync),
) -> Analysis {
    let universe = crate::universe::shared(setup);
    let engine = Engine::new(&universe, strategy).with_memory(options.memory);
    analyze_engine(&universe, &engine, strategy, options.seed, progress)
}

fn analyze_engine(
    universe: &Universe,
    engine: &Engine,
    strategy: Strategy,
    seed: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Analysis {
    let walk = Walk {
        universe,
        engine,
        solved: AtomicU64::new(0),
        progress,
        // The random strategy draws in a fixed order, and the optimal search
        // shares one memory: both walk on one thread.
        parallel: !matches!(strategy, Strategy::Random | Strategy::Optimal { .. }),
    };
    let mut rng = StdRng::seed_from_u64(seed);
    let mut depths = Vec::new();
    let mut history = Vec::new();
    let tree = walk.node(&mut history, universe.all(), &mut depths, &mut rng);
    let distribution: BTreeMap<u32, u64> = depths
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(d, &n)| (d as u32 + 1, n))
        .collect();
    let first_guess = match &tree {
        Tree::Guess(node) => node.guess,
        Tree::Solved => universe.code(0),
    };
    Analysis {
        strategy,
        secrets: universe.len() as u64,
        total_guesses: distribution.iter().map(|(&d, &n)| u64::from(d) * n).sum(),
        max: distribution.keys().copied().max().unwrap_or(0),
        distribution,
        first_guess,
        tree,
    }
}

/// The optimal strategy's subtree for `candidates` after `history`, walked
/// with `engine` (whose search has usually solved them already), and the
/// secrets it solves by the guesses they take after `history`.
pub(crate) fn subtree(
    universe: &Universe,
    engine: &Engine,
    history: &[Code],
    candidates: Vec<u32>,
) -> Tree {
    let walk = Walk {
        universe,
        engine,
        solved: AtomicU64::new(0),
        progress: &|_| {},
        parallel: false,
    };
    let mut rng = StdRng::seed_from_u64(0);
    walk.node(&mut history.to_vec(), candidates, &mut Vec::new(), &mut rng)
}

/// An analysis of the optimal strategy from its tree: the distribution of
/// guesses read off the tree's leaves.
pub(crate) fn from_tree(universe: &Universe, strategy: Strategy, tree: Tree) -> Analysis {
    fn leaves(tree: &Tree, turn: u32, depths: &mut BTreeMap<u32, u64>) {
        if let Tree::Guess(node) = tree {
            for child in node.children.values() {
                match child {
                    Tree::Solved => *depths.entry(turn).or_default() += 1,
                    Tree::Guess(_) => leaves(child, turn + 1, depths),
                }
            }
        }
    }
    let mut distribution = BTreeMap::new();
    leaves(&tree, 1, &mut distribution);
    let first_guess = match &tree {
        Tree::Guess(node) => node.guess,
        Tree::Solved => universe.code(0),
    };
    Analysis {
        strategy,
        secrets: universe.len() as u64,
        total_guesses: distribution.iter().map(|(&d, &n)| u64::from(d) * n).sum(),
        max: distribution.keys().copied().max().unwrap_or(0),
        distribution,
        first_guess,
        tree,
    }
}

struct Walk<'a> {
    universe: &'a Universe,
    engine: &'a Engine,
    solved: AtomicU64,
    progress: &'a (dyn Fn(u64) + Sync),
    parallel: bool,
}

impl Walk<'_> {
    /// The subtree for `candidates` after the guesses `history`; adds to
    /// `depths[d]` the secrets solved with d + 1 guesses.
    fn node(
        &self,
        history: &mut Vec<Code>,
        candidates: Vec<u32>,
        depths: &mut Vec<u64>,
        rng: &mut StdRng,
    ) -> Tree {
        let universe = self.universe;
        let pegs = universe.pegs();
        let guess = self.engine.choose(universe, history, &candidates, rng);
        let code = universe.code(guess);
        let mut parts: BTreeMap<u8, Vec<u32>> = BTreeMap::new();
        for &c in &candidates {
            parts
                .entry(universe.score_index(c, &code))
                .or_default()
                .push(c);
        }
        let turn = history.len();
        if depths.len() <= turn {
            depths.resize(turn + 1, 0);
        }
        let win = kernel::win_index(pegs);
        let mut children = BTreeMap::new();
        if parts.remove(&win).is_some() {
            depths[turn] += 1;
            let solved = self.solved.fetch_add(1, Ordering::Relaxed) + 1;
            (self.progress)(solved);
            children.insert(key(win, pegs), Tree::Solved);
        }
        history.push(code);
        if self.parallel && parts.len() > 1 && candidates.len() > 64 {
            let results: Vec<(u8, Tree, Vec<u64>)> = parts
                .into_par_iter()
                .map(|(index, part)| {
                    let mut history = history.clone();
                    let mut depths = Vec::new();
                    let mut rng = StdRng::seed_from_u64(0);
                    let tree = self.node(&mut history, part, &mut depths, &mut rng);
                    (index, tree, depths)
                })
                .collect();
            for (index, tree, sub) in results {
                merge(depths, &sub);
                children.insert(key(index, pegs), tree);
            }
        } else {
            for (index, part) in parts {
                let tree = self.node(history, part, depths, rng);
                children.insert(key(index, pegs), tree);
            }
        }
        history.pop();
        Tree::Guess(Node {
            guess: code,
            remaining: candidates.len() as u64,
            children,
        })
    }
}

fn merge(into: &mut Vec<u64>, from: &[u64]) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, b) in into.iter_mut().zip(from) {
        *a += b;
    }
}

pub(crate) fn key(index: u8, pegs: usize) -> String {
    let f = kernel::feedback_of(index, pegs);
    format!("{},{}", f.black, f.white)
}

#[cfg(test)]
mod tests {
    use mastermind_core::Rule;

    use super::*;

    /// Where the exact search is out of reach, a worst case still holds:
    /// 4·6 with no exact search at all keeps within 5 guesses (most-parts,
    /// the stand-in without a cap, needs 6).
    #[test]
    fn a_worst_case_holds_beyond_the_exact_search() {
        let setup = Setup::new(4, 6, 10, Rule::Mastermind).expect("setup");
        let universe = crate::universe::shared(&setup);
        let strategy = Strategy::Optimal {
            worst_case: Some(5),
        };
        let engine = Engine::new(&universe, strategy).with_optimal_work(0);
        let capped = analyze_engine(&universe, &engine, strategy, 0, &|_| {});
        assert_eq!(capped.max, 5);
        assert_eq!(capped.secrets, 1296);
        let free = Strategy::Optimal { worst_case: None };
        let engine = Engine::new(&universe, free).with_optimal_work(0);
        let uncapped = analyze_engine(&universe, &engine, free, 0, &|_| {});
        assert!(uncapped.max > 5, "most-parts alone needs {}", uncapped.max);
    }
}
