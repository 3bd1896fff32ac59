//! What the optimal search remembers of the candidate sets it met, shared by
//! its threads.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::Mutex;

use super::{Known, lock};

/// What the search knows of candidate sets, shared by the threads of one
/// search: shards by the key's hash, each behind its own lock, each kept
/// under its share of a budget of bytes.
///
/// Past its share a shard forgets by GreedyDual-Size (Cao and Irani): each
/// entry's priority is the shard's floor when it was last met plus the
/// size of its set, the lowest priorities go first, and the floor rises to
/// the last priority forgotten. Sets not met for a while sink below the
/// floor, and a large set stays longer than a small one: what a set costs
/// to search again grows faster with its size (every guess against every
/// code, at the least) than the bytes it takes. Whatever is forgotten is
/// searched again when next met, so the answers stay exact.
#[derive(Debug)]
pub(super) struct Memo {
    shards: Box<[Mutex<MemoShard>]>,
    /// Bytes each shard may hold.
    share: usize,
}

#[derive(Debug, Default)]
pub(super) struct MemoShard {
    map: HashMap<Box<[u32]>, Entry, BuildHasherDefault<FastHasher>>,
    /// Bytes its entries take, about.
    bytes: usize,
    /// The priority of the last entry forgotten.
    floor: u64,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    known: Known,
    priority: u64,
}

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
    /// A memory of at most `budget` bytes, about (`usize::MAX`: no bound).
    pub(super) fn new(budget: usize) -> Self {
        Memo {
            shards: (0..MEMO_SHARDS).map(|_| Mutex::default()).collect(),
            share: budget / MEMO_SHARDS,
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
        self.with_shard(candidates, depth, |shard, key| {
            let floor = shard.floor;
            let entry = shard.map.get_mut(key)?;
            entry.priority = floor + candidates.len() as u64;
            Some(entry.known)
        })
    }

    /// Keeps what says most: an optimum over any bound, the higher bound
    /// over a lower one.
    pub(super) fn put(&self, candidates: &[u32], depth: u8, known: Known) {
        self.with_shard(candidates, depth, |shard, key| {
            let priority = shard.floor + candidates.len() as u64;
            match (shard.map.get_mut(key), known) {
                (
                    Some(Entry {
                        known: Known::Exact { .. },
                        ..
                    }),
                    _,
                ) => {}
                (
                    Some(Entry {
                        known: Known::Above(b),
                        ..
                    }),
                    Known::Above(a),
                ) if *b >= a => {}
                (Some(old), new) => {
                    *old = Entry {
                        known: new,
                        priority,
                    }
                }
                (None, new) => {
                    shard.map.insert(
                        key.into(),
                        Entry {
                            known: new,
                            priority,
                        },
                    );
                    shard.bytes += entry_bytes(key.len());
                    if shard.bytes > self.share {
                        shard.forget(self.share);
                    }
                }
            }
        })
    }

    pub(super) fn len(&self) -> usize {
        self.shards.iter().map(|s| lock(s).map.len()).sum()
    }

    /// Bytes the memory takes, about.
    pub(super) fn bytes(&self) -> usize {
        self.shards.iter().map(|s| lock(s).bytes).sum()
    }
}

impl MemoShard {
    /// Forgets the entries of lowest priority until the shard takes three
    /// quarters of `share` at most: a quarter of room, so that the sort
    /// this takes is paid once every many entries.
    fn forget(&mut self, share: usize) {
        let mut entries: Vec<(u64, usize)> = self
            .map
            .iter()
            .map(|(key, entry)| (entry.priority, entry_bytes(key.len())))
            .collect();
        entries.sort_unstable();
        let target = share / 4 * 3;
        let mut floor = self.floor;
        for (priority, bytes) in entries {
            if self.bytes <= target {
                break;
            }
            floor = priority;
            self.bytes -= bytes;
        }
        // Entries tied with the last one forgotten go too: the count is
        // made again from what stays.
        self.map.retain(|_, entry| entry.priority > floor);
        self.bytes = self.map.keys().map(|key| entry_bytes(key.len())).sum();
        self.floor = floor;
    }
}

/// Bytes an entry of a key of `len` words takes, about: its slot in the
/// table (key, value and control byte, the table kept at most 7/8 full and
/// about 2/3 on average) and the key's own allocation (its words and the
/// allocator's header, in steps of 16 bytes).
fn entry_bytes(len: usize) -> usize {
    let slot = std::mem::size_of::<(Box<[u32]>, Entry)>() + 1;
    slot * 3 / 2 + (4 * len + 8).div_ceil(16) * 16
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Past its budget the memory forgets, keeps within it, and keeps a
    /// large set met as long ago as many small ones.
    #[test]
    fn past_its_budget_the_memory_forgets_small_sets_first() {
        let memo = Memo::new(MEMO_SHARDS * 4096);
        let large: Vec<u32> = (0..200).collect();
        memo.put(
            &large,
            5,
            Known::Exact {
                cost: 700,
                guess: 3,
            },
        );
        for i in 0..10_000u32 {
            memo.put(&[i, i + 1, i + 2], 5, Known::Above(5));
        }
        assert!(memo.bytes() <= MEMO_SHARDS * 4096, "{} bytes", memo.bytes());
        assert!(memo.len() < 10_000);
        assert!(matches!(
            memo.get(&large, 5),
            Some(Known::Exact {
                cost: 700,
                guess: 3
            })
        ));
        // The small sets met last are kept before those met first.
        assert!(memo.get(&[9_999, 10_000, 10_001], 5).is_some());
        assert!(memo.get(&[0, 1, 2], 5).is_none());
    }
}
