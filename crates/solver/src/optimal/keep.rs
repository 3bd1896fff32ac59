//! The sets whose search took long, kept aside as they are found, so that a
//! search stopped part-way (a process killed, a machine gone) and started
//! again elsewhere recalls them instead of searching them a second time.
//!
//! Only sets whose own search took at least a given time are kept: they are
//! few (the time of a whole search bounds their number) and each stands for
//! all the small sets searched under it. What is kept is true whatever the
//! budget that found it (an optimum, or a bound the set is above), as the
//! memory of solved sets is.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use super::{Known, Solver, lock};

/// Sets smaller than this are never kept: their search takes less than
/// reading the clock twice is worth watching for.
const KEEP_FROM: u64 = 20;

/// The sets found worth keeping and not yet taken away.
#[derive(Debug)]
pub(super) struct Keeping {
    /// A set's search must have taken at least this many nanoseconds
    /// (`u64::MAX`: nothing is kept).
    after: AtomicU64,
    found: Mutex<Vec<Record>>,
}

/// One set as kept: its codes, its depth allowance and what is known.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Record {
    set: Box<[u32]>,
    depth: u8,
    known: Known,
}

impl Default for Keeping {
    fn default() -> Self {
        Keeping {
            after: AtomicU64::new(u64::MAX),
            found: Mutex::default(),
        }
    }
}

impl Keeping {
    /// Whether a search of `n` codes is to be timed.
    pub(super) fn watches(&self, n: u64) -> bool {
        n >= KEEP_FROM && self.after.load(Ordering::Relaxed) != u64::MAX
    }

    /// Keeps the set if its search took `took`.
    pub(super) fn found(&self, set: &[u32], depth: u8, known: Known, took: Duration) {
        let took = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        if took >= self.after.load(Ordering::Relaxed) {
            lock(&self.found).push(Record {
                set: set.into(),
                depth,
                known,
            });
        }
    }
}

impl Solver {
    /// From now on, sets whose search takes at least `after` are kept
    /// until [`Solver::take_kept`] takes them.
    pub(crate) fn keep_after(&self, after: Duration) {
        let nanos = u64::try_from(after.as_nanos()).unwrap_or(u64::MAX - 1);
        self.keeping.after.store(nanos, Ordering::Relaxed);
    }

    /// The sets kept since the last call, each as bytes
    /// ([`Solver::recall`] reads them).
    pub(crate) fn take_kept(&self) -> Vec<Vec<u8>> {
        let found = std::mem::take(&mut *lock(&self.keeping.found));
        found.iter().map(encode).collect()
    }

    /// Searches entered so far (what a recalled set saves shows here).
    #[cfg(test)]
    pub(crate) fn searches(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Puts kept sets back into the memory of solved sets. Bytes that are
    /// not a kept set, or name a code the setup does not have (in the set
    /// or as its best guess, which the tree is built from), are passed over.
    pub(crate) fn recall(&self, kept: &[Vec<u8>], codes: usize) {
        for record in kept.iter().filter_map(|bytes| decode(bytes)) {
            if fits(&record, codes) {
                self.memo.put(&record.set, record.depth, record.known);
            }
        }
    }
}

/// Whether `record` can be a set of a setup of `codes` codes: its codes
/// and its best guess (which the tree is built from) among them, the set
/// strictly ascending as the search keeps its sets (a code twice would be
/// a set the search never meets, taken for one it does).
fn fits(record: &Record, codes: usize) -> bool {
    let known = |c: u32| (c as usize) < codes;
    let guess_known = match record.known {
        Known::Exact { guess, .. } => known(guess),
        Known::Above(_) => true,
    };
    guess_known
        && record.set.iter().all(|&c| known(c))
        && record.set.windows(2).all(|pair| pair[0] < pair[1])
}

/// The bytes of a kept set: the depth, a kind (0 an optimum, 1 a bound),
/// the cost or bound (8 bytes), the guess (4), then the codes (4 each), all
/// little-endian.
fn encode(record: &Record) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(14 + 4 * record.set.len());
    bytes.push(record.depth);
    let (kind, value, guess) = match record.known {
        Known::Exact { cost, guess } => (0, cost, guess),
        Known::Above(above) => (1, above, 0),
    };
    bytes.push(kind);
    bytes.extend_from_slice(&value.to_le_bytes());
    bytes.extend_from_slice(&guess.to_le_bytes());
    for code in &record.set {
        bytes.extend_from_slice(&code.to_le_bytes());
    }
    bytes
}

fn decode(bytes: &[u8]) -> Option<Record> {
    let (&depth, rest) = bytes.split_first()?;
    let (&kind, rest) = rest.split_first()?;
    let (value, rest) = rest.split_first_chunk::<8>()?;
    let (guess, rest) = rest.split_first_chunk::<4>()?;
    let value = u64::from_le_bytes(*value);
    let guess = u32::from_le_bytes(*guess);
    let known = match kind {
        0 => Known::Exact { cost: value, guess },
        1 => Known::Above(value),
        _ => return None,
    };
    let (codes, []) = rest.as_chunks::<4>() else {
        return None;
    };
    let set: Box<[u32]> = codes.iter().map(|c| u32::from_le_bytes(*c)).collect();
    // The memory holds sets of three codes or more only.
    (set.len() >= 3).then_some(Record { set, depth, known })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_as_written_and_damaged_bytes_do_not() {
        let records = [
            Record {
                set: vec![1, 5, 9, 70_000].into(),
                depth: 200,
                known: Known::Exact {
                    cost: 1 << 40,
                    guess: 9,
                },
            },
            Record {
                set: vec![2, 3, 4].into(),
                depth: 3,
                known: Known::Above(17),
            },
        ];
        for record in &records {
            let bytes = encode(record);
            assert_eq!(decode(&bytes).as_ref(), Some(record));
            assert_eq!(decode(&bytes[..bytes.len() - 1]), None, "a code cut short");
            let mut kind = bytes.clone();
            kind[1] = 7;
            assert_eq!(decode(&kind), None, "an unknown kind");
        }
        assert_eq!(decode(&[]), None);
        assert_eq!(decode(&encode(&records[1])[..14]), None, "no codes");
    }

    #[test]
    fn only_a_set_the_setup_can_have_is_recalled() {
        let record = |set: Vec<u32>, guess| Record {
            set: set.into(),
            depth: 3,
            known: Known::Exact { cost: 9, guess },
        };
        assert!(fits(&record(vec![1, 5, 9], 9), 10));
        assert!(
            !fits(&record(vec![1, 5, 10], 1), 10),
            "a code past the setup's"
        );
        assert!(
            !fits(&record(vec![1, 5, 9], 10), 10),
            "a guess past the setup's"
        );
        assert!(!fits(&record(vec![5, 1, 9], 1), 10), "out of order");
        assert!(!fits(&record(vec![0, 0, 0, 0], 0), 10), "a code twice");
    }
}
