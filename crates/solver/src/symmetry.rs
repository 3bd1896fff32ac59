//! Guesses that need not be tried because another guess is as good and comes
//! first in the tie-break order.
//!
//! Two exact reductions, each keeping the lowest code of every class, so the
//! chosen guess is the same as from a scan of all codes:
//! - *symmetry*: a renaming of colours together with a reordering of
//!   positions that leaves every earlier guess unchanged maps the candidates
//!   onto themselves and feedback onto the same feedback, so a guess and its
//!   image split the candidates alike, and are both candidates or neither.
//!   Colours no guess has used yet may be renamed freely.
//! - *dead colours*: a colour that no candidate has scores nothing wherever
//!   a guess puts it, so any dead colour may stand for any other.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use mastermind_core::{Code, MAX_PEGS};

use crate::kernel::{Packed, SYMBOLS};
use crate::universe::Universe;

/// The renamings and reorderings that fix every guess so far.
#[derive(Debug, Clone)]
pub struct Symmetry {
    pegs: usize,
    /// Colours of the setup that no guess has used, ascending.
    free: Vec<u8>,
    free_mask: u16,
    /// The maps that fix every guess so far; the identity is among them.
    maps: Vec<Map>,
}

/// A position map σ and a colour map π on used colours: a code x goes to y
/// with y[σ(i)] = π(x[i]).
pub type Map = ([u8; MAX_PEGS], [u8; SYMBOLS]);

impl Symmetry {
    pub fn of(universe: &Universe, guesses: &[Code]) -> Self {
        let setup = universe.setup();
        let pegs = universe.pegs();
        let used = guesses
            .iter()
            .fold(0u16, |m, g| m | crate::universe::colour_mask(g));
        let free: Vec<u8> = (setup.lowest_digit()..=setup.colours())
            .filter(|&d| used & (1 << d) == 0)
            .collect();
        let free_mask = free.iter().fold(0u16, |m, &d| m | 1 << d);
        let mut maps = Vec::new();
        let mut search = Search {
            pegs,
            guesses: guesses.iter().map(|g| g.pegs()).collect(),
            sigma: [0; MAX_PEGS],
            taken: 0,
            pi: [NONE; SYMBOLS],
            pi_inverse: [NONE; SYMBOLS],
        };
        search.run(0, &mut maps);
        Symmetry {
            pegs,
            free,
            free_mask,
            maps,
        }
    }

    /// What the canonical codes depend on: the free colours and the maps.
    /// Histories with the same key have the same canonical codes.
    pub fn key(&self) -> (u16, Vec<Map>) {
        (self.free_mask, self.maps.clone())
    }

    /// Whether this symmetry leaves nothing to reduce.
    pub fn is_trivial(&self) -> bool {
        self.maps.len() == 1 && self.free.len() <= 1
    }

    /// How many renamings and reorderings there are, free colours aside.
    #[cfg(test)]
    pub fn maps(&self) -> usize {
        self.maps.len()
    }

    /// Whether `code` is the lowest code of its class.
    pub fn is_canonical(&self, code: &[u8]) -> bool {
        // Codes compared as big-endian integers of their pegs, zero past
        // the last: one comparison, not a byte-by-byte one.
        let order = |pegs: &[u8; MAX_PEGS]| u64::from_be_bytes(*pegs);
        let mut own = [0u8; MAX_PEGS];
        own[..self.pegs].copy_from_slice(code);
        let mut buffer = [0u8; MAX_PEGS];
        self.rename_free(&own, &mut buffer);
        if buffer != own {
            return false;
        }
        let own = order(&own);
        let mut image = [0u8; MAX_PEGS];
        for (sigma, pi) in &self.maps[1..] {
            for (i, &d) in code.iter().enumerate() {
                image[usize::from(sigma[i])] = if self.free_mask & (1 << d) != 0 {
                    d
                } else {
                    pi[usize::from(d)]
                };
            }
            self.rename_free(&image, &mut buffer);
            if order(&buffer) < own {
                return false;
            }
        }
        true
    }

    /// The lowest renaming of the free colours: by order of first appearance.
    fn rename_free(&self, code: &[u8; MAX_PEGS], out: &mut [u8; MAX_PEGS]) {
        let mut renamed = [NONE; SYMBOLS];
        let mut next = 0;
        for i in 0..self.pegs {
            let d = code[i];
            out[i] = if self.free_mask & (1 << d) != 0 {
                if renamed[usize::from(d)] == NONE {
                    renamed[usize::from(d)] = self.free[next];
                    next += 1;
                }
                renamed[usize::from(d)]
            } else {
                d
            };
        }
    }
}

const NONE: u8 = u8::MAX;

struct Search<'a> {
    pegs: usize,
    guesses: Vec<&'a [u8]>,
    sigma: [u8; MAX_PEGS],
    taken: u16,
    pi: [u8; SYMBOLS],
    pi_inverse: [u8; SYMBOLS],
}

impl Search<'_> {
    /// Backtracks over σ(i) for i = position, keeping π a bijection on the
    /// colours seen so far.
    fn run(&mut self, position: usize, out: &mut Vec<([u8; MAX_PEGS], [u8; SYMBOLS])>) {
        if position == self.pegs {
            out.push((self.sigma, self.pi));
            return;
        }
        for target in 0..self.pegs {
            if self.taken & (1 << target) != 0 {
                continue;
            }
            let saved = (self.pi, self.pi_inverse);
            let fits = self.guesses.iter().all(|g| {
                let (from, to) = (usize::from(g[position]), g[target]);
                match (self.pi[from], self.pi_inverse[usize::from(to)]) {
                    (NONE, NONE) => {
                        self.pi[from] = to;
                        self.pi_inverse[usize::from(to)] = from as u8;
                        true
                    }
                    (mapped, _) => mapped == to,
                }
            });
            if fits {
                self.sigma[position] = target as u8;
                self.taken |= 1 << target;
                self.run(position + 1, out);
                self.taken &= !(1 << target);
            }
            (self.pi, self.pi_inverse) = saved;
        }
    }
}

/// The guesses worth trying against `candidates` after `guesses`: the lowest
/// code of each class of equally good guesses (see the module text), in index
/// order. `symmetry` may be skipped (`None`) when computing it costs more
/// than it saves.
pub fn guess_pool(
    universe: &Universe,
    symmetry: Option<&Symmetry>,
    candidates: &[u32],
) -> Vec<u32> {
    let live = candidates
        .iter()
        .fold(0u16, |m, &c| m | universe.colour_mask(c));
    guess_pool_of(universe, symmetry, live)
}

/// [`guess_pool`] of candidates whose colours are `live`.
fn guess_pool_of(universe: &Universe, symmetry: Option<&Symmetry>, live: u16) -> Vec<u32> {
    let setup = universe.setup();
    let all_symbols: u16 = (setup.lowest_digit()..=setup.colours()).fold(0, |m, d| m | 1 << d);
    let dead = all_symbols & !live;
    let repetition = setup.allows_repetition();
    let symmetry = symmetry.filter(|s| !s.is_trivial());
    if dead == 0 && symmetry.is_none() {
        return (0..universe.len() as u32).collect();
    }
    let keep = |g: &u32| {
        let mask = universe.colour_mask(*g);
        if mask & dead != 0 && !dead_colours_lowest(universe.code(*g).pegs(), dead, repetition) {
            return false;
        }
        symmetry.is_none_or(|s| s.is_canonical(universe.code(*g).pegs()))
    };
    if symmetry.is_some_and(|s| s.free_mask == all_symbols) {
        // Before any guess every position is alike: sorting a code's pegs
        // gives a lower code of its class, so only sorted codes need a look.
        return sorted_codes(universe).into_iter().filter(keep).collect();
    }
    if dead != 0 && repetition {
        // Deep in a game most colours are dead: the codes that use only the
        // lowest of them are written out rather than sought among all.
        let mut pool = dead_reduced(universe, dead);
        if let Some(s) = symmetry {
            pool.retain(|&g| s.is_canonical(universe.code(g).pegs()));
        }
        return pool;
    }
    (0..universe.len() as u32).filter(keep).collect()
}

/// With repetition: the codes whose dead pegs are all the lowest dead
/// colour, ascending. Such a setup's codes are every string of its digits,
/// numbered in digit order, so each index is computed, not looked up.
fn dead_reduced(universe: &Universe, dead: u16) -> Vec<u32> {
    let setup = universe.setup();
    let (low, high) = (setup.lowest_digit(), setup.colours());
    let base = u32::from(high - low) + 1;
    let lowest_dead = dead.trailing_zeros() as u8;
    let alphabet: Vec<u32> = (low..=high)
        .filter(|&d| dead & (1 << d) == 0 || d == lowest_dead)
        .map(|d| u32::from(d - low))
        .collect();
    let mut out = Vec::with_capacity(alphabet.len().pow(universe.pegs() as u32));
    strings(&alphabet, base, universe.pegs(), 0, &mut out);
    out
}

/// Every index `prefix * base^pegs + ...` of `pegs` more digits from
/// `alphabet` (ascending), in order.
fn strings(alphabet: &[u32], base: u32, pegs: usize, prefix: u32, out: &mut Vec<u32>) {
    if pegs == 0 {
        out.push(prefix);
        return;
    }
    if pegs == 1 {
        out.extend(alphabet.iter().map(|&a| prefix * base + a));
        return;
    }
    for &a in alphabet {
        strings(alphabet, base, pegs - 1, prefix * base + a, out);
    }
}

/// Guesses worth rating, ascending, with their codes packed for the kernel
/// in that order where a walk keeps them.
#[derive(Debug, Clone)]
pub struct Pool {
    pub codes: Arc<Vec<u32>>,
    pub packed: Option<Arc<Packed>>,
}

impl Pool {
    fn plain(codes: Vec<u32>) -> Self {
        Pool {
            codes: Arc::new(codes),
            packed: None,
        }
    }
}

/// Guess pools of one walk through a game's tree, whose nodes after the same
/// guesses share their symmetry: the canonical codes of each history are
/// found once, and each node only drops its dead colours from them. Where
/// the symmetry is trivial the pool depends on the dead colours alone; those
/// pools are kept with their packed codes, up to [`KEPT_BYTES`].
#[derive(Debug, Default)]
pub struct Pools {
    canonical: Mutex<HashMap<Vec<Code>, Canonical>>,
    by_dead: Mutex<(HashMap<u16, Pool>, usize)>,
}

/// The canonical codes of a history, `None` when its symmetry is trivial.
type Canonical = Option<Arc<Vec<u32>>>;

/// Most bytes of packed pools a [`Pools`] keeps.
const KEPT_BYTES: usize = 256 << 20;

impl Pools {
    /// [`guess_pool`] of `candidates` after `history`.
    pub fn pool(&self, universe: &Universe, history: &[Code], candidates: &[u32]) -> Pool {
        if history.is_empty() {
            let symmetry = Symmetry::of(universe, history);
            return Pool::plain(guess_pool(universe, Some(&symmetry), candidates));
        }
        let known = lock(&self.canonical).get(history).cloned();
        let canonical = known.unwrap_or_else(|| {
            let symmetry = Symmetry::of(universe, history);
            let canonical = (!symmetry.is_trivial())
                .then(|| Arc::new(guess_pool(universe, Some(&symmetry), &universe.all())));
            lock(&self.canonical).insert(history.to_vec(), canonical.clone());
            canonical
        });
        let live = candidates
            .iter()
            .fold(0u16, |m, &c| m | universe.colour_mask(c));
        match canonical {
            None => self.by_dead(universe, live),
            Some(canonical) => Pool::plain(without_dead_colours(universe, &canonical, live)),
        }
    }

    /// The pool of a trivial symmetry for candidates of colours `live`.
    fn by_dead(&self, universe: &Universe, live: u16) -> Pool {
        let setup = universe.setup();
        let all_symbols: u16 = (setup.lowest_digit()..=setup.colours()).fold(0, |m, d| m | 1 << d);
        let dead = all_symbols & !live;
        if let Some(pool) = lock(&self.by_dead).0.get(&dead) {
            return pool.clone();
        }
        let codes = guess_pool_of(universe, None, live);
        let bytes = codes.len() * (universe.pegs() + SYMBOLS + 4);
        let mut kept = lock(&self.by_dead);
        if kept.1 + bytes > KEPT_BYTES {
            return Pool::plain(codes);
        }
        // Every code needs no packing of its own: the universe has it.
        let packed =
            (codes.len() < universe.len()).then(|| Arc::new(universe.packed().gather(&codes)));
        let pool = Pool {
            codes: Arc::new(codes),
            packed,
        };
        kept.1 += bytes;
        kept.0.insert(dead, pool.clone());
        pool
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The codes of `pool` (ascending) worth trying against candidates whose
/// colours are `live`: of codes alike but for which dead colours they use,
/// the lowest. With `pool` the canonical codes of a symmetry (the guess
/// pool of every code), this is [`guess_pool`] of the candidates.
pub fn without_dead_colours(universe: &Universe, pool: &[u32], live: u16) -> Vec<u32> {
    let setup = universe.setup();
    let all_symbols: u16 = (setup.lowest_digit()..=setup.colours()).fold(0, |m, d| m | 1 << d);
    let dead = all_symbols & !live;
    if dead == 0 {
        return pool.to_vec();
    }
    let repetition = setup.allows_repetition();
    pool.iter()
        .copied()
        .filter(|&g| {
            universe.colour_mask(g) & dead == 0
                || dead_colours_lowest(universe.code(g).pegs(), dead, repetition)
        })
        .collect()
}

/// The codes whose pegs never go down, ascending.
fn sorted_codes(universe: &Universe) -> Vec<u32> {
    let setup = universe.setup();
    let (low, high) = (setup.lowest_digit(), setup.colours());
    let mut out = Vec::new();
    let mut pegs = vec![low; universe.pegs()];
    loop {
        if let Some(i) = Code::new(&pegs).and_then(|c| universe.index_of(&c)) {
            out.push(i);
        }
        // Next non-decreasing sequence: raise the last peg that can rise,
        // and set every peg after it to the same digit.
        let Some(i) = pegs.iter().rposition(|&d| d < high) else {
            return out;
        };
        let d = pegs[i] + 1;
        pegs[i..].fill(d);
    }
}

/// Whether the dead pegs of a code are the lowest choice: all the lowest dead
/// colour, or without repetition the lowest dead colours in ascending order.
fn dead_colours_lowest(pegs: &[u8], dead: u16, repetition: bool) -> bool {
    let mut next = dead;
    for &d in pegs {
        if dead & (1 << d) == 0 {
            continue;
        }
        let lowest = next.trailing_zeros() as u8;
        if d != lowest {
            return false;
        }
        if !repetition {
            next &= !(1 << d);
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Rule, Setup};

    fn code(s: &str) -> Code {
        Code::from_digits(s).expect("code")
    }

    #[test]
    fn first_guesses_are_the_partitions_of_the_pegs() {
        let universe = Universe::new(&Setup::new(4, 6, 10, Rule::Mastermind).expect("setup"));
        let symmetry = Symmetry::of(&universe, &[]);
        let pool: Vec<String> = guess_pool(&universe, Some(&symmetry), &universe.all())
            .into_iter()
            .map(|g| universe.code(g).to_string())
            .collect();
        assert_eq!(pool, ["1111", "1112", "1122", "1123", "1234"]);
    }

    #[test]
    fn second_guesses_respect_the_first() {
        let universe = Universe::new(&Setup::new(4, 6, 10, Rule::Mastermind).expect("setup"));
        let symmetry = Symmetry::of(&universe, &[code("1122")]);
        // Swapping positions 1,2 with 3,4 and colours 1 and 2 fixes 1122.
        assert_eq!(symmetry.maps(), 8);
        assert!(symmetry.is_canonical(code("1123").pegs()));
        assert!(!symmetry.is_canonical(code("1124").pegs()));
        // 2213 is its own lowest image: 2311, 2231 and 3211 are higher.
        assert!(symmetry.is_canonical(code("2213").pegs()));
        assert!(!symmetry.is_canonical(code("2113").pegs()));
        assert!(symmetry.is_canonical(code("1213").pegs()));
    }

    proptest::proptest! {
        /// The canonical codes of a symmetry with the dead colours filtered
        /// afterwards (the optimal search keeps the first per history)
        /// equal the guess pool of the candidates.
        #[test]
        fn dead_colours_after_symmetry_equal_the_pool(
            pegs in 1u8..=4,
            colours in 2u8..=6,
            history_seed in proptest::collection::vec(proptest::prelude::any::<u32>(), 0..=3),
            picks in proptest::collection::vec(proptest::prelude::any::<bool>(), 1..64),
            repetition in proptest::prelude::any::<bool>(),
        ) {
            let setup = Setup::new(pegs, colours, 10, Rule::Mastermind)
                .and_then(|s| s.repetition(repetition || pegs > colours))
                .expect("setup");
            let universe = Universe::new(&setup);
            let len = universe.len() as u32;
            let history: Vec<Code> = history_seed.iter().map(|&h| universe.code(h % len)).collect();
            let candidates: Vec<u32> = (0..len).filter(|&c| picks[c as usize % picks.len()]).collect();
            proptest::prop_assume!(!candidates.is_empty());
            let symmetry = Symmetry::of(&universe, &history);
            let canonical = guess_pool(&universe, Some(&symmetry), &universe.all());
            let live = candidates.iter().fold(0u16, |m, &c| m | universe.colour_mask(c));
            proptest::prop_assert_eq!(
                without_dead_colours(&universe, &canonical, live),
                guess_pool(&universe, Some(&symmetry), &candidates)
            );
        }
    }

    #[test]
    fn dead_colours_keep_only_the_lowest() {
        let dead = 1 << 5 | 1 << 6;
        assert!(dead_colours_lowest(&[1, 5, 5, 2], dead, true));
        assert!(!dead_colours_lowest(&[1, 5, 6, 2], dead, true));
        assert!(dead_colours_lowest(&[1, 5, 6, 2], dead, false));
        assert!(!dead_colours_lowest(&[1, 6, 5, 2], dead, false));
    }
}
