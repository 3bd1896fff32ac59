//! The score kernel: feedback for one guess against many secrets at once.
//!
//! Secrets are packed column-wise (structure of arrays): one byte column per
//! peg position and one per colour count, so that one guess is scored against
//! a run of secrets with the same few byte operations per secret, which the
//! SIMD path does 32 secrets at a time.
//!
//! A feedback is written as one byte, its *index*: `black * (pegs + 1) +
//! white`. Both rules reduce to `black * pegs + total`, where `total` is
//! `black + white`:
//! - mastermind: `total = Σ_colour min(secret count, guess count)`;
//! - colour game: `total = Σ_colour [secret has colour] · guess count` (every
//!   guess peg whose colour is anywhere in the secret, the blacks included).

use std::ops::Range;

use mastermind_core::{Code, Feedback, MAX_PEGS, Rule};

#[cfg(target_arch = "x86_64")]
mod avx2;

/// Number of digits a peg can take (blank plus 15 colours).
pub const SYMBOLS: usize = 16;

/// How many feedback indices a setup with `pegs` pegs can produce.
pub fn slots(pegs: usize) -> usize {
    (pegs + 1) * (pegs + 1)
}

/// The index of a feedback.
pub fn index_of(feedback: Feedback, pegs: usize) -> u8 {
    (usize::from(feedback.black) * (pegs + 1) + usize::from(feedback.white)) as u8
}

/// The feedback of an index.
pub fn feedback_of(index: u8, pegs: usize) -> Feedback {
    let i = usize::from(index);
    Feedback::new((i / (pegs + 1)) as u8, (i % (pegs + 1)) as u8)
}

/// The index of the all-black feedback.
pub fn win_index(pegs: usize) -> u8 {
    (pegs * (pegs + 1)) as u8
}

/// One secret against one guess, straight from the pegs.
pub fn score_index(rule: Rule, secret: &Code, guess: &Code) -> u8 {
    index_of(rule.score(secret, guess), secret.len())
}

/// Secrets packed column-wise for the kernel.
#[derive(Debug, Clone)]
pub struct Packed {
    pegs: usize,
    len: usize,
    /// Column length: `len` rounded up to whole SIMD blocks, padded with
    /// secrets that are scored and then ignored.
    stride: usize,
    /// `pegs` columns: the digit at each position.
    positions: Vec<u8>,
    /// `SYMBOLS` columns: how often each digit occurs.
    counts: Vec<u8>,
}

/// Secrets per SIMD block.
const BLOCK: usize = 32;

impl Packed {
    /// Packs `codes`, which must all have `pegs` pegs.
    pub fn new(pegs: usize, codes: impl ExactSizeIterator<Item = Code>) -> Self {
        let len = codes.len();
        let stride = len.div_ceil(BLOCK) * BLOCK;
        let mut positions = vec![0u8; pegs * stride];
        let mut counts = vec![0u8; SYMBOLS * stride];
        for (i, code) in codes.enumerate() {
            debug_assert_eq!(code.len(), pegs);
            for (p, &d) in code.pegs().iter().enumerate() {
                positions[p * stride + i] = d;
                counts[usize::from(d) * stride + i] += 1;
            }
        }
        Packed {
            pegs,
            len,
            stride,
            positions,
            counts,
        }
    }

    /// The secrets of `self` at `picks`, in that order.
    pub fn gather(&self, picks: &[u32]) -> Packed {
        let len = picks.len();
        let stride = len.div_ceil(BLOCK) * BLOCK;
        let column = |source: &[u8], from: usize, to: &mut [u8]| {
            let source = &source[from * self.stride..][..self.len];
            for (t, &i) in to.iter_mut().zip(picks) {
                *t = source[i as usize];
            }
        };
        let mut positions = vec![0u8; self.pegs * stride];
        let mut counts = vec![0u8; SYMBOLS * stride];
        if stride > 0 {
            for (p, to) in positions.chunks_exact_mut(stride).enumerate() {
                column(&self.positions, p, to);
            }
            for (c, to) in counts.chunks_exact_mut(stride).enumerate() {
                column(&self.counts, c, to);
            }
        }
        Packed {
            pegs: self.pegs,
            len,
            stride,
            positions,
            counts,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Writes the feedback index of `guess` against every secret into
    /// `out[..len]`, by the fastest kernel this CPU has.
    pub fn scores(&self, rule: Rule, guess: &Code, out: &mut Vec<u8>) {
        out.resize(self.stride, 0);
        self.scores_into(rule, guess, out);
        out.truncate(self.len);
    }

    /// [`Packed::scores`] into `out[..stride]` (see [`Packed::stride`]),
    /// padding included.
    pub fn scores_into(&self, rule: Rule, guess: &Code, out: &mut [u8]) {
        let colours = guess_counts(guess);
        self.weighted_into(rule, guess.pegs(), &colours, 0..self.stride, out);
    }

    /// The feedback index of the codes packed here at `blocks` (see
    /// [`Packed::blocks`]), each taken as a guess, against `secret`, into
    /// `out[..blocks.len()]`: a row of the secret, for rating many guesses
    /// at once. The Mastermind rule is symmetric; the colour game's white
    /// count is then the guess's pegs of every colour the secret has, which
    /// is the Mastermind arithmetic with each of the secret's colours wanted
    /// as often as a code has pegs.
    pub fn scores_by_secret_into(
        &self,
        rule: Rule,
        secret: &Code,
        blocks: Range<usize>,
        out: &mut [u8],
    ) {
        let mut colours = guess_counts(secret);
        if rule == Rule::ColourGame {
            for (_, n) in colours.iter_mut() {
                *n = self.pegs as u8;
            }
        }
        self.weighted_into(Rule::Mastermind, secret.pegs(), &colours, blocks, out);
    }

    /// Length of [`Packed::scores_into`]'s output: `len` rounded up to a
    /// whole number of SIMD blocks.
    pub fn stride(&self) -> usize {
        self.stride
    }

    /// The whole SIMD blocks that hold the codes at `range`.
    pub fn blocks(&self, range: Range<usize>) -> Range<usize> {
        let end = range.end.div_ceil(BLOCK) * BLOCK;
        (range.start / BLOCK * BLOCK)..end.min(self.stride)
    }

    /// Blacks from `pegs`, the colour total from `colours` (digit, how
    /// often the fixed code has it) by the rule's arithmetic, for the codes
    /// at `blocks` (whole SIMD blocks) into `out[..blocks.len()]`.
    fn weighted_into(
        &self,
        rule: Rule,
        pegs: &[u8],
        colours: &[(u8, u8)],
        blocks: Range<usize>,
        out: &mut [u8],
    ) {
        assert!(out.len() >= blocks.len());
        #[cfg(target_arch = "x86_64")]
        if avx2::available() {
            avx2::scores(self, rule, pegs, colours, blocks, out);
            return;
        }
        self.weighted_scalar(rule, pegs, colours, blocks, out);
    }

    /// The portable kernel; the reference the SIMD kernel is tested against.
    pub fn scores_scalar(&self, rule: Rule, guess: &Code, out: &mut [u8]) {
        let colours = guess_counts(guess);
        self.weighted_scalar(rule, guess.pegs(), &colours, 0..self.stride, out);
    }

    fn weighted_scalar(
        &self,
        rule: Rule,
        pegs_of: &[u8],
        colours: &[(u8, u8)],
        blocks: Range<usize>,
        out: &mut [u8],
    ) {
        // Padding beyond `len` is scored as code 0 would be, or left zero:
        // callers ignore it either way.
        let codes = blocks.start..blocks.end.min(self.len).max(blocks.start);
        let out = &mut out[..codes.len()];
        out.fill(0);
        let pegs = self.pegs as u8;
        for (p, &g) in pegs_of.iter().enumerate() {
            let column = &self.positions[p * self.stride..][codes.clone()];
            for (o, &s) in out.iter_mut().zip(column) {
                *o += if s == g { pegs } else { 0 };
            }
        }
        for &(colour, wanted) in colours {
            let column = &self.counts[usize::from(colour) * self.stride..][codes.clone()];
            match rule {
                Rule::Mastermind => {
                    for (o, &s) in out.iter_mut().zip(column) {
                        *o += s.min(wanted);
                    }
                }
                Rule::ColourGame => {
                    for (o, &s) in out.iter_mut().zip(column) {
                        *o += if s > 0 { wanted } else { 0 };
                    }
                }
            }
        }
    }

    /// Whether the SIMD kernel is in use on this CPU.
    pub fn simd() -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            avx2::available()
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    #[cfg(test)]
    pub(crate) fn scores_simd_for_test(&self, rule: Rule, guess: &Code) -> Option<Vec<u8>> {
        #[cfg(target_arch = "x86_64")]
        if avx2::available() {
            let mut out = vec![0; self.stride];
            avx2::scores(
                self,
                rule,
                guess.pegs(),
                &guess_counts(guess),
                0..self.stride,
                &mut out,
            );
            out.truncate(self.len);
            return Some(out);
        }
        let _ = (rule, guess);
        None
    }
}

/// The distinct digits of a code with how often each occurs, without an
/// allocation (the kernel runs once per guess rated).
fn guess_counts(guess: &Code) -> Colours {
    let mut counts = [0u8; SYMBOLS];
    for &d in guess.pegs() {
        counts[usize::from(d)] += 1;
    }
    let mut colours = Colours {
        list: [(0, 0); MAX_PEGS],
        len: 0,
    };
    for &d in guess.pegs() {
        let n = std::mem::take(&mut counts[usize::from(d)]);
        if n > 0 {
            colours.list[colours.len] = (d, n);
            colours.len += 1;
        }
    }
    colours
}

struct Colours {
    list: [(u8, u8); MAX_PEGS],
    len: usize,
}

impl std::ops::Deref for Colours {
    type Target = [(u8, u8)];
    fn deref(&self) -> &[(u8, u8)] {
        &self.list[..self.len]
    }
}

impl std::ops::DerefMut for Colours {
    fn deref_mut(&mut self) -> &mut [(u8, u8)] {
        &mut self.list[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn code_strategy(pegs: usize, low: u8, high: u8) -> impl Strategy<Value = Code> {
        proptest::collection::vec(low..=high, pegs).prop_map(|p| Code::new(&p).expect("valid"))
    }

    fn case() -> impl Strategy<Value = (Rule, Vec<Code>, Code)> {
        (1usize..=8, 0u8..=1, 1u8..=15, any::<bool>()).prop_flat_map(|(pegs, low, high, cg)| {
            let rule = if cg {
                Rule::ColourGame
            } else {
                Rule::Mastermind
            };
            (
                Just(rule),
                proptest::collection::vec(code_strategy(pegs, low, high), 0..100),
                code_strategy(pegs, low, high),
            )
        })
    }

    proptest! {
        #[test]
        fn scalar_kernel_matches_the_rules((rule, secrets, guess) in case()) {
            let packed = Packed::new(guess.len(), secrets.iter().copied());
            let mut out = vec![0; packed.stride];
            packed.scores_scalar(rule, &guess, &mut out);
            for (secret, &index) in secrets.iter().zip(&out) {
                prop_assert_eq!(feedback_of(index, guess.len()), rule.score(secret, &guess));
            }
        }

        #[test]
        fn simd_kernel_matches_scalar((rule, secrets, guess) in case()) {
            let packed = Packed::new(guess.len(), secrets.iter().copied());
            let mut scalar = vec![0; packed.stride];
            packed.scores_scalar(rule, &guess, &mut scalar);
            scalar.truncate(packed.len());
            if let Some(simd) = packed.scores_simd_for_test(rule, &guess) {
                prop_assert_eq!(simd, scalar);
            }
        }

        #[test]
        fn rows_by_secret_match_the_rules((rule, guesses, secret) in case()) {
            // `guesses` packed, `secret` fixed: row[i] = score(secret, guesses[i]).
            let packed = Packed::new(secret.len(), guesses.iter().copied());
            let mut dispatched = vec![0; packed.stride()];
            packed.scores_by_secret_into(rule, &secret, 0..packed.stride(), &mut dispatched);
            let mut colours = guess_counts(&secret);
            if rule == Rule::ColourGame {
                for (_, n) in colours.iter_mut() {
                    *n = secret.len() as u8;
                }
            }
            let mut scalar = vec![0; packed.stride()];
            packed.weighted_scalar(Rule::Mastermind, secret.pegs(), &colours, 0..packed.stride(), &mut scalar);
            for (i, guess) in guesses.iter().enumerate() {
                prop_assert_eq!(feedback_of(dispatched[i], secret.len()), rule.score(&secret, guess));
                prop_assert_eq!(scalar[i], dispatched[i]);
            }
            // Part of the codes: the blocks that hold them, from their start.
            let from = guesses.len() / 3;
            let blocks = packed.blocks(from..guesses.len());
            let mut part = vec![0; blocks.len()];
            packed.scores_by_secret_into(rule, &secret, blocks.clone(), &mut part);
            for i in from..guesses.len() {
                prop_assert_eq!(part[i - blocks.start], dispatched[i]);
            }
        }

        #[test]
        fn gather_keeps_the_picked_secrets((rule, secrets, guess) in case(), seed in any::<u64>()) {
            let packed = Packed::new(guess.len(), secrets.iter().copied());
            let picks: Vec<u32> = (0..secrets.len() as u32).filter(|i| (seed >> (i % 64)) & 1 == 1).collect();
            let gathered = packed.gather(&picks);
            let mut out = Vec::new();
            gathered.scores(rule, &guess, &mut out);
            for (&i, &index) in picks.iter().zip(&out) {
                prop_assert_eq!(index, score_index(rule, &secrets[i as usize], &guess));
            }
        }
    }

    #[test]
    fn feedback_indices_round_trip() {
        for pegs in 1..=8 {
            for black in 0..=pegs as u8 {
                for white in 0..=(pegs as u8 - black) {
                    let f = Feedback::new(black, white);
                    assert_eq!(feedback_of(index_of(f, pegs), pegs), f);
                    assert!(usize::from(index_of(f, pegs)) < slots(pegs));
                }
            }
            assert_eq!(
                feedback_of(win_index(pegs), pegs),
                Feedback::new(pegs as u8, 0)
            );
        }
    }
}
