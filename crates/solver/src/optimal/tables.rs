//! The optimal search's score tables: every feedback of a setup of at most
//! [`TABLE_CODES`] codes, by guess and by secret, and what the search reads
//! from them in bulk (ratings, perfect splits).

use mastermind_core::Rule;

use crate::kernel;
use crate::universe::Universe;

/// Most codes for which a game's [`Solver`] keeps a full table (16 MiB):
/// built in a few milliseconds, while a person waits.
pub const TABLE_CODES: usize = 4096;

/// Most codes for which an analysis's [`Solver`] keeps one: 5 pegs of 6
/// colours (60 MiB), whose exact optimum needs the table's lookups and the
/// lookahead bounds only a table affords.
pub const ANALYSIS_TABLE_CODES: usize = 7776;

/// Sets of at most this many candidates have their most parts counted over
/// every code by [`Tables::most_parts_dense`].
const DENSE_MOST: usize = 32;

/// Guesses rated together against one node's candidates by the table: their
/// histograms (`slots` counters each) stay in the first-level cache.
pub(super) const TABLE_CHUNK: usize = 128;

/// Every feedback index of the setup, twice over when the rule is not
/// symmetric: by guess (a row per guess, for splitting the candidates) and
/// by secret (a row per secret, for rating many guesses at once).
#[derive(Debug)]
pub(super) struct Tables {
    len: usize,
    slots: usize,
    by_guess: Vec<u8>,
    /// `None` when equal to `by_guess` (the Mastermind rule is symmetric).
    by_secret: Option<Vec<u8>>,
}

impl Tables {
    pub(super) fn new(universe: &Universe, most: usize) -> Option<Self> {
        let n = universe.len();
        if n > most {
            return None;
        }
        let mut by_guess = vec![0u8; n * n];
        let mut scores = Vec::new();
        for (g, row) in by_guess.chunks_exact_mut(n.max(1)).enumerate() {
            universe
                .packed()
                .scores(universe.rule(), &universe.code(g as u32), &mut scores);
            row.copy_from_slice(&scores);
        }
        // The Mastermind rule is symmetric (blacks and the colour total do
        // not depend on which code is the secret); the colour game's is not.
        let symmetric = universe.rule() == Rule::Mastermind;
        let by_secret = (!symmetric).then(|| {
            let mut t = vec![0u8; n * n];
            for g in 0..n {
                for c in 0..n {
                    t[c * n + g] = by_guess[g * n + c];
                }
            }
            t
        });
        Some(Tables {
            len: n,
            slots: kernel::slots(universe.pegs()),
            by_guess,
            by_secret,
        })
    }

    /// The feedback index of `guess` against every code, by code.
    pub(super) fn by_guess(&self, guess: u32) -> &[u8] {
        &self.by_guess[guess as usize * self.len..][..self.len]
    }

    /// The feedback index of every guess against `secret`, by guess.
    pub(super) fn by_secret(&self, secret: u32) -> &[u8] {
        let table = self.by_secret.as_deref().unwrap_or(&self.by_guess);
        &table[secret as usize * self.len..][..self.len]
    }

    /// [`Scorer::first_split`] by the rows of the candidates: a few guesses
    /// at a time, each candidate's row read once for all of them (the rows
    /// by guess would each be a cache miss, and the early exit a
    /// mispredicted branch).
    pub(super) fn first_split(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        if candidates.len() <= 16 && guesses.len() >= 128 {
            self.first_split_dense(candidates, guesses)
        } else {
            self.first_split_chunks(candidates, guesses)
        }
    }

    /// [`Tables::first_split`], 64 guesses at a time.
    pub(super) fn first_split_chunks(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        // A feedback's bit in the narrowest word that holds them all: a
        // shift of a 128-bit word is several instructions and a select.
        match self.slots {
            0..=32 => self.first_split_in::<u32>(candidates, guesses),
            33..=64 => self.first_split_in::<u64>(candidates, guesses),
            _ => self.first_split_in::<u128>(candidates, guesses),
        }
    }

    /// [`Tables::first_split_chunks`] with a bit per feedback in an `M`.
    fn first_split_in<M: Bits>(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        const CHUNK: usize = 64;
        let mut seen = [M::default(); CHUNK];
        let mut shared = [M::default(); CHUNK];
        for chunk in guesses.chunks(CHUNK) {
            let (seen, shared) = (&mut seen[..chunk.len()], &mut shared[..chunk.len()]);
            seen.fill(M::default());
            shared.fill(M::default());
            for &c in candidates {
                let row = self.by_secret(c);
                for ((seen, shared), &g) in seen.iter_mut().zip(shared.iter_mut()).zip(chunk) {
                    let bit = M::bit(row[g as usize]);
                    *shared |= *seen & bit;
                    *seen |= bit;
                }
            }
            if let Some(j) = shared.iter().position(|&s| s == M::default()) {
                return Some(chunk[j]);
            }
        }
        None
    }

    /// The most parts other than the win that any of `guesses` splits
    /// `candidates` into, if fewer than `cap`; `None` once one reaches it.
    pub(super) fn most_parts(
        &self,
        candidates: &[u32],
        guesses: &[u32],
        win: u8,
        cap: u64,
    ) -> Option<u64> {
        if candidates.len() <= DENSE_MOST {
            return self.most_parts_dense(candidates, win, cap);
        }
        match self.slots {
            0..=32 => self.most_parts_in::<u32>(candidates, guesses, win, cap),
            33..=64 => self.most_parts_in::<u64>(candidates, guesses, win, cap),
            _ => self.most_parts_in::<u128>(candidates, guesses, win, cap),
        }
    }

    /// [`Tables::most_parts`] with a bit per feedback in an `M`, 64 guesses
    /// at a time as [`Tables::first_split_in`].
    fn most_parts_in<M: Bits>(
        &self,
        candidates: &[u32],
        guesses: &[u32],
        win: u8,
        cap: u64,
    ) -> Option<u64> {
        const CHUNK: usize = 64;
        let mut seen = [M::default(); CHUNK];
        let mut most = 0;
        for chunk in guesses.chunks(CHUNK) {
            let seen = &mut seen[..chunk.len()];
            seen.fill(M::default());
            for &c in candidates {
                let row = self.by_secret(c);
                for (seen, &g) in seen.iter_mut().zip(chunk) {
                    *seen |= M::bit(row[g as usize]);
                }
            }
            for &s in seen.iter() {
                most = most.max(s.count_but(win));
            }
            if most >= cap {
                return None;
            }
        }
        Some(most)
    }

    /// [`Tables::most_parts`] for few candidates, over every code of the
    /// setup rather than a pool (the same count: a code outside the pool
    /// splits the candidates as one inside does): blocks of consecutive
    /// codes, each candidate's row compared with the rows before it to find
    /// the feedbacks it is the first to get, which the compiler vectorises
    /// (16 or 32 codes per instruction, against a code at a time).
    pub(super) fn most_parts_dense(&self, candidates: &[u32], win: u8, cap: u64) -> Option<u64> {
        const BLOCK: usize = 256;
        debug_assert!(candidates.len() <= usize::from(u8::MAX));
        let (mut count, mut first) = ([0u8; BLOCK], [0u8; BLOCK]);
        let mut most = 0u8;
        for start in (0..self.len).step_by(BLOCK) {
            let end = (start + BLOCK).min(self.len);
            let (count, first) = (&mut count[..end - start], &mut first[..end - start]);
            count.fill(0);
            for (i, &a) in candidates.iter().enumerate() {
                let a = &self.by_secret(a)[start..end];
                for (f, &x) in first.iter_mut().zip(a) {
                    *f = u8::from(x != win);
                }
                for &b in &candidates[..i] {
                    let b = &self.by_secret(b)[start..end];
                    for ((f, &x), &y) in first.iter_mut().zip(a).zip(b) {
                        *f &= u8::from(x != y);
                    }
                }
                for (c, &f) in count.iter_mut().zip(first.iter()) {
                    *c += f;
                }
            }
            most = most.max(count.iter().copied().max().unwrap_or(0));
            if u64::from(most) >= cap {
                return None;
            }
        }
        Some(most.into())
    }

    /// [`Tables::first_split`] for many guesses and few candidates: every
    /// pair of candidate rows compared over a block of consecutive codes,
    /// which the compiler vectorises (16 or 32 guesses per instruction).
    pub(super) fn first_split_dense(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        const BLOCK: usize = 256;
        let mut shared = [0u8; BLOCK];
        let mut k = 0;
        while let Some(&first) = guesses.get(k) {
            let start = first as usize / BLOCK * BLOCK;
            let end = (start + BLOCK).min(self.len);
            let shared = &mut shared[..end - start];
            shared.fill(0);
            for (i, &a) in candidates.iter().enumerate() {
                let a = &self.by_secret(a)[start..end];
                for &b in &candidates[..i] {
                    let b = &self.by_secret(b)[start..end];
                    for ((s, x), y) in shared.iter_mut().zip(a).zip(b) {
                        *s |= u8::from(x == y);
                    }
                }
            }
            while let Some(&g) = guesses.get(k).filter(|&&g| (g as usize) < end) {
                if shared[g as usize - start] == 0 {
                    return Some(g);
                }
                k += 1;
            }
        }
        None
    }

    /// [`Solver::rate`] for a few guesses: a histogram per guess, filled
    /// candidate by candidate, so that no increment waits for the one
    /// before (a guess's neighbouring candidates often share a feedback).
    pub(super) fn rate(
        &self,
        candidates: &[u32],
        guesses: &[u32],
        bounds: &[u64],
        win: u8,
        max_shared: Option<u64>,
        out: &mut Vec<u64>,
    ) {
        let args = (candidates, guesses, bounds, win, max_shared);
        // Counters of a byte where no part can reach 256 codes: half the
        // memory to clear, and the largest part found by a byte maximum
        // (SSE2 has one for bytes, none for 16-bit lanes).
        let small = candidates.len() < 256;
        match (self.slots, small) {
            (0..=32, true) => self.rate_in::<32, u8>(args, out),
            (0..=32, false) => self.rate_in::<32, u16>(args, out),
            (33..=64, true) => self.rate_in::<64, u8>(args, out),
            (33..=64, false) => self.rate_in::<64, u16>(args, out),
            (_, true) => self.rate_in::<256, u8>(args, out),
            (_, false) => self.rate_in::<256, u16>(args, out),
        }
    }

    /// [`Tables::rate`] with `S` counters of type `T` per guess (at least
    /// `slots`, each able to count every candidate): a feedback index masked
    /// to `S - 1` needs no bounds check.
    pub(super) fn rate_in<const S: usize, T: Counter>(
        &self,
        (candidates, guesses, bounds, win, max_shared): RateArgs,
        out: &mut Vec<u64>,
    ) {
        let n = candidates.len() as u64;
        debug_assert!(n <= T::MAX.into());
        let mut counts = vec![[T::default(); S]; guesses.len()];
        // Two candidate rows a pass: each guess's indices are read once for
        // both.
        let mut pairs = candidates.chunks_exact(2);
        for pair in &mut pairs {
            let (a, b) = (self.by_secret(pair[0]), self.by_secret(pair[1]));
            for (h, &g) in counts.iter_mut().zip(guesses) {
                h[usize::from(a[g as usize]) & (S - 1)] += T::ONE;
                h[usize::from(b[g as usize]) & (S - 1)] += T::ONE;
            }
        }
        for &c in pairs.remainder() {
            let row = self.by_secret(c);
            for (h, &g) in counts.iter_mut().zip(guesses) {
                h[usize::from(row[g as usize]) & (S - 1)] += T::ONE;
            }
        }
        // Parts of up to `linear` codes have the bound 2m - 1 (one code
        // per guess, the rest one guess later): then only the number of
        // parts and the largest part matter, which vectorises.
        let linear = (1..bounds.len())
            .take_while(|&m| bounds[m] == 2 * m as u64 - 1)
            .last()
            .unwrap_or(0);
        let win = usize::from(win);
        for (h, &g) in counts.iter().zip(guesses) {
            let w: u64 = h[win].into();
            // Parts are at most the candidates, so their count fits a
            // counter too.
            let (mut parts, mut largest) = (T::default(), T::default());
            for &m in h {
                parts += T::from(m > T::default());
                largest = largest.max(m);
            }
            let parts: u64 = parts.into();
            let largest: u64 = largest.into();
            // More than `max_shared` codes share a feedback with another.
            if max_shared.is_some_and(|m| n - parts > m) {
                continue;
            }
            let lower = if largest <= linear as u64 {
                // n + Σ (2m - 1) over the parts but the winning one.
                n + 2 * (n - w) - (parts - u64::from(w > 0))
            } else {
                let mut lower = n;
                for (s, &m) in h.iter().enumerate() {
                    if s != win {
                        let m: u64 = m.into();
                        lower = lower.saturating_add(bounds[m as usize]);
                    }
                }
                lower
            };
            if lower < 1 << 30 {
                out.push(lower << 33 | u64::from(w == 0) << 32 | u64::from(g));
            }
        }
    }
}

/// What [`Tables::rate`] rates: the candidates, the guesses, the bound of a
/// part by its size, the winning feedback and the most codes that may share
/// a feedback.
pub(super) type RateArgs<'a> = (&'a [u32], &'a [u32], &'a [u64], u8, Option<u64>);

/// A histogram's counter: a byte or two.
pub(super) trait Counter:
    Copy + Default + Ord + From<bool> + Into<u64> + std::ops::AddAssign
{
    const ONE: Self;
    const MAX: Self;
}

impl Counter for u8 {
    const ONE: u8 = 1;
    const MAX: u8 = u8::MAX;
}

impl Counter for u16 {
    const ONE: u16 = 1;
    const MAX: u16 = u16::MAX;
}

/// A word with a bit per feedback.
pub(super) trait Bits:
    Copy + Default + Eq + std::ops::BitAnd<Output = Self> + std::ops::BitOrAssign
{
    /// The bit of feedback index `i` (taken modulo the word's width).
    fn bit(i: u8) -> Self;
    /// How many bits are set but feedback `i`'s.
    fn count_but(self, i: u8) -> u64;
}

impl Bits for u32 {
    fn bit(i: u8) -> u32 {
        1 << (i & 31)
    }
    fn count_but(self, i: u8) -> u64 {
        (self & !Self::bit(i)).count_ones().into()
    }
}

impl Bits for u64 {
    fn bit(i: u8) -> u64 {
        1 << (i & 63)
    }
    fn count_but(self, i: u8) -> u64 {
        (self & !Self::bit(i)).count_ones().into()
    }
}

impl Bits for u128 {
    fn bit(i: u8) -> u128 {
        1 << (i & 127)
    }
    fn count_but(self, i: u8) -> u64 {
        (self & !Self::bit(i)).count_ones().into()
    }
}
