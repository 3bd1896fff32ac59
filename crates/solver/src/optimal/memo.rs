//! What the optimal search remembers of the candidate sets it met, shared by
//! its threads.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::Mutex;

use super::{Known, lock};

/// What the search knows of candidate sets, shared by the threads of one
/// search: shards by the key's hash, each behind its own lock.
#[derive(Debug)]
pub(super) struct Memo {
    shards: Box<[Mutex<MemoShard>]>,
}

type MemoShard = HashMap<Box<[u32]>, Known, BuildHasherDefault<FastHasher>>;

const MEMO_SHARDS: usize = 64;

thread_local! {
    /// The key being looked up: the candidates, then the depth allowance,
    /// at most the number of candidates. A strategy that splits off at
    /// least one code a guess (every guess the searches try does) never
    /// needs more guesses than there are codes, so every allowance from
    /// there on gives the same answer: without the cap, the walk of an
    /// analysis (asking each set with no bound) missed what the search had
    /// found for it one or two guesses deeper, and searched it again.
    static KEY: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

impl Memo {
    pub(super) fn new() -> Self {
        Memo {
            shards: (0..MEMO_SHARDS).map(|_| Mutex::default()).collect(),
        }
    }

    pub(super) fn with_shard<R>(
        &self,
        candidates: &[u32],
        depth: u8,
        f: impl FnOnce(&mut MemoShard, &[u32]) -> R,
    ) -> R {
        KEY.with_borrow_mut(|key| {
            key.clear();
            key.extend_from_slice(candidates);
            key.push(u32::from(depth).min(candidates.len() as u32));
            let mut hasher = FastHasher::default();
            key.as_slice().hash(&mut hasher);
            let shard = (hasher.finish() >> 32) as usize % MEMO_SHARDS;
            f(&mut lock(&self.shards[shard]), key)
        })
    }

    pub(super) fn get(&self, candidates: &[u32], depth: u8) -> Option<Known> {
        self.with_shard(candidates, depth, |shard, key| shard.get(key).copied())
    }

    /// Keeps what says most: an optimum over any bound, the higher bound
    /// over a lower one.
    pub(super) fn put(&self, candidates: &[u32], depth: u8, known: Known) {
        self.with_shard(candidates, depth, |shard, key| {
            match (shard.get_mut(key), known) {
                (Some(Known::Exact { .. }), _) => {}
                (Some(Known::Above(b)), Known::Above(a)) if *b >= a => {}
                (Some(old), new) => *old = new,
                (None, new) => {
                    shard.insert(key.into(), new);
                }
            }
        })
    }

    pub(super) fn len(&self) -> usize {
        self.shards.iter().map(|s| lock(s).len()).sum()
    }
}

/// A multiply-rotate hash (as in rustc's FxHash): the memory's keys are
/// ours, not an adversary's, and SipHash showed in the profile.
#[derive(Default)]
pub(crate) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let word = u64::from_le_bytes(c.try_into().expect("8 bytes"));
            self.add(word);
        }
        for &b in chunks.remainder() {
            self.add(u64::from(b));
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl FastHasher {
    pub(super) fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}
