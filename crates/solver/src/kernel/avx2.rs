//! The AVX2 kernel: 32 secrets per step, one byte lane each. Same arithmetic as
//! [`super::Packed::scores_scalar`], which stays the fallback and the
//! reference (see the proptest in the parent module).
#![allow(unsafe_code)]

use std::arch::x86_64::{
    __m256i, _mm256_add_epi8, _mm256_and_si256, _mm256_andnot_si256, _mm256_cmpeq_epi8,
    _mm256_loadu_si256, _mm256_min_epu8, _mm256_set1_epi8, _mm256_setzero_si256,
    _mm256_storeu_si256,
};

use std::ops::Range;

use mastermind_core::Rule;

use super::{BLOCK, Packed, SYMBOLS};

pub fn available() -> bool {
    // std caches the CPUID answer, so this is a load and a test.
    std::arch::is_x86_feature_detected!("avx2")
}

/// Scores the fixed code `pegs` (with `colours`, its distinct digits and
/// how often each is wanted) against the packed codes `blocks` (whole SIMD
/// blocks) into `out[..blocks.len()]`.
pub fn scores(
    packed: &Packed,
    rule: Rule,
    pegs: &[u8],
    colours: &[(u8, u8)],
    blocks: Range<usize>,
    out: &mut [u8],
) {
    assert!(available(), "the AVX2 kernel needs AVX2");
    assert!(blocks.start.is_multiple_of(BLOCK) && blocks.end.is_multiple_of(BLOCK));
    assert!(blocks.start <= blocks.end && blocks.end <= packed.stride);
    assert!(out.len() >= blocks.len());
    assert_eq!(pegs.len(), packed.pegs);
    assert!(colours.len() <= 8);
    assert!(colours.iter().all(|&(c, _)| usize::from(c) < SYMBOLS));
    assert_eq!(packed.positions.len(), packed.pegs * packed.stride);
    assert_eq!(packed.counts.len(), SYMBOLS * packed.stride);
    assert_eq!(packed.stride % BLOCK, 0);
    // SAFETY: AVX2 is present (asserted above), and every load and store
    // below stays inside the columns, whose sizes are asserted above.
    unsafe { scores_avx2(packed, rule, pegs, colours, blocks, out) }
}

#[target_feature(enable = "avx2")]
unsafe fn scores_avx2(
    packed: &Packed,
    rule: Rule,
    guess: &[u8],
    colours: &[(u8, u8)],
    blocks: Range<usize>,
    out: &mut [u8],
) {
    let stride = packed.stride;
    let black_weight = _mm256_set1_epi8(packed.pegs as i8);
    let zero = _mm256_setzero_si256();
    let mut guess_pegs = [zero; 8];
    for (v, &g) in guess_pegs.iter_mut().zip(guess) {
        *v = _mm256_set1_epi8(g as i8);
    }
    let guess_pegs = &guess_pegs[..guess.len()];
    let mut wanted = [(0usize, zero); 8];
    for (w, &(c, n)) in wanted.iter_mut().zip(colours) {
        *w = (usize::from(c) * stride, _mm256_set1_epi8(n as i8));
    }
    let wanted = &wanted[..colours.len()];
    let positions = packed.positions.as_ptr();
    let counts = packed.counts.as_ptr();
    let mut block = blocks.start;
    while block < blocks.end {
        let mut acc = zero;
        for (p, &g) in guess_pegs.iter().enumerate() {
            // SAFETY: p < pegs and block + 32 <= blocks.end <= stride, inside `positions`.
            let s =
                unsafe { _mm256_loadu_si256(positions.add(p * stride + block).cast::<__m256i>()) };
            acc = _mm256_add_epi8(acc, _mm256_and_si256(_mm256_cmpeq_epi8(s, g), black_weight));
        }
        for &(column, n) in wanted {
            // SAFETY: column = colour * stride with colour < SYMBOLS, inside `counts`.
            let s = unsafe { _mm256_loadu_si256(counts.add(column + block).cast::<__m256i>()) };
            let total = match rule {
                Rule::Mastermind => _mm256_min_epu8(s, n),
                Rule::ColourGame => _mm256_andnot_si256(_mm256_cmpeq_epi8(s, zero), n),
            };
            acc = _mm256_add_epi8(acc, total);
        }
        // SAFETY: block - blocks.start + 32 <= blocks.len() <= out.len().
        unsafe {
            _mm256_storeu_si256(
                out.as_mut_ptr().add(block - blocks.start).cast::<__m256i>(),
                acc,
            );
        };
        block += BLOCK;
    }
}
