//! The referee: do the answers so far fit any code at all, and if not, which
//! few turns contradict each other (seed 001: "if the Codebreaker can show
//! that the Codemaker has given wrong information").

use serde::Serialize;

use mastermind_core::{Code, Feedback, Setup};

use crate::universe::Universe;

/// What the referee finds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "verdict")]
pub enum Verdict {
    /// Some codes fit every answer.
    Consistent { remaining: u64 },
    /// No code fits; these turns (1-based) already contradict each other.
    Inconsistent { turns: Vec<usize> },
}

/// Answers that no code fits, with a smallest set of turns (1-based, lowest
/// turns among the smallest sets) that contradict each other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("no code fits these answers: turns {} contradict each other", list(.turns))]
pub struct Inconsistent {
    pub turns: Vec<usize>,
}

fn list(turns: &[usize]) -> String {
    turns
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Judges `history` under `setup`.
pub fn referee(setup: &Setup, history: &[(Code, Feedback)]) -> Verdict {
    referee_in(&crate::universe::shared(setup), history)
}

/// The wrong-information rule of the board game answered by the solver:
/// the core's [`mastermind_core::series::Referee`], for every door.
#[derive(Debug, Clone, Copy, Default)]
pub struct SolverReferee;

impl mastermind_core::series::Referee for SolverReferee {
    fn contradiction(&self, setup: &Setup, history: &[(Code, Feedback)]) -> Option<Vec<usize>> {
        match referee(setup, history) {
            Verdict::Consistent { .. } => None,
            Verdict::Inconsistent { turns } => Some(turns),
        }
    }
}

pub(crate) fn referee_in(universe: &Universe, history: &[(Code, Feedback)]) -> Verdict {
    let remaining = universe.consistent(history).len() as u64;
    if remaining > 0 || history.is_empty() {
        return Verdict::Consistent { remaining };
    }
    Verdict::Inconsistent {
        turns: smallest_contradiction(universe, history),
    }
}

/// The lowest of the smallest sets of turns that no code fits.
///
/// Each code is reduced to the set of turns it fits (a bit mask); a set of
/// turns is contradictory when no code's mask covers it. Only the maximal
/// masks matter, and there are few of them.
fn smallest_contradiction(universe: &Universe, history: &[(Code, Feedback)]) -> Vec<usize> {
    // A turn that cannot be answered at all contradicts itself.
    if let Some(turn) = history.iter().position(|(g, f)| !universe.fits(g, *f)) {
        return vec![turn + 1];
    }
    let turns = history.len().min(64);
    let rule = universe.rule();
    let mut masks: Vec<u64> = universe
        .codes()
        .iter()
        .map(|secret| {
            history[..turns]
                .iter()
                .enumerate()
                .filter(|(_, (g, f))| rule.score(secret, g) == *f)
                .fold(0u64, |m, (i, _)| m | 1 << i)
        })
        .collect();
    masks.sort_unstable();
    masks.dedup();
    let maximal: Vec<u64> = masks
        .iter()
        .copied()
        .filter(|&m| !masks.iter().any(|&o| o != m && o & m == m))
        .collect();
    let covered = |set: u64| maximal.iter().any(|&m| m & set == set);
    for size in 1..=turns {
        if let Some(set) = first_uncovered(turns, size, &covered) {
            return (0..turns)
                .filter(|&i| set & 1 << i != 0)
                .map(|i| i + 1)
                .collect();
        }
    }
    // Only reachable past 64 turns: blame them all.
    (1..=history.len()).collect()
}

/// The first `size`-subset of `0..turns` in lexicographic order (lowest
/// turns first) that `covered` rejects.
fn first_uncovered(turns: usize, size: usize, covered: &dyn Fn(u64) -> bool) -> Option<u64> {
    let mut pick: Vec<usize> = (0..size).collect();
    loop {
        let set = pick.iter().fold(0u64, |m, &i| m | 1 << i);
        if !covered(set) {
            return Some(set);
        }
        // Next combination.
        let mut i = size;
        loop {
            if i == 0 {
                return None;
            }
            i -= 1;
            if pick[i] < turns - size + i {
                pick[i] += 1;
                for j in i + 1..size {
                    pick[j] = pick[j - 1] + 1;
                }
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Preset, Rule};

    fn turn(code: &str, black: u8, white: u8) -> (Code, Feedback) {
        (
            Code::from_digits(code).expect("code"),
            Feedback::new(black, white),
        )
    }

    #[test]
    fn seed_004_game_is_consistent() {
        // Blue yellow pink pink, colours blue green purple orange yellow pink.
        let setup = Preset::Mastermind1.setup();
        let history = [turn("1234", 1, 0), turn("3456", 1, 1), turn("1516", 3, 0)];
        assert!(
            matches!(referee(&setup, &history), Verdict::Consistent { remaining } if remaining >= 1)
        );
        let mut won = history.to_vec();
        won.push(turn("1566", 4, 0));
        assert_eq!(referee(&setup, &won), Verdict::Consistent { remaining: 1 });
    }

    #[test]
    fn finds_the_smallest_contradicting_turns() {
        let setup = Preset::Mastermind1.setup();
        let history = [
            turn("1234", 1, 0),
            turn("1122", 0, 0),
            turn("5566", 0, 0),
            turn("1234", 2, 0),
        ];
        // Turn 4 repeats turn 1's guess with another answer.
        assert_eq!(
            referee(&setup, &history),
            Verdict::Inconsistent { turns: vec![1, 4] }
        );
        let impossible = [turn("1234", 0, 0), turn("1111", 3, 1)];
        assert_eq!(
            referee(&setup, &impossible),
            Verdict::Inconsistent { turns: vec![2] }
        );
        let too_many = [turn("1234", 3, 2)];
        assert_eq!(
            referee(&setup, &too_many),
            Verdict::Inconsistent { turns: vec![1] }
        );
    }

    proptest::proptest! {
        /// Against a brute force over every subset of turns, smallest first.
        #[test]
        fn matches_brute_force(
            raw in proptest::collection::vec((proptest::collection::vec(1u8..=3, 3), 0u8..=3, 0u8..=3), 1..6),
        ) {
            let setup = Setup::new(3, 3, 10, Rule::Mastermind).expect("setup");
            let universe = Universe::new(&setup);
            let history: Vec<(Code, Feedback)> = raw
                .iter()
                .map(|(g, b, w)| (Code::new(g).expect("code"), Feedback::new(*b, (*w).min(3 - *b))))
                .collect();
            let fits = |turns: &[usize]| {
                let picked: Vec<_> = turns.iter().map(|&t| history[t - 1]).collect();
                !universe.consistent(&picked).is_empty()
            };
            let n = history.len();
            let mut expected = None;
            'size: for size in 1..=n {
                let mut subsets: Vec<Vec<usize>> = (0u32..1 << n)
                    .filter(|m| m.count_ones() as usize == size)
                    .map(|m| (0..n).filter(|i| m & 1 << i != 0).map(|i| i + 1).collect())
                    .collect();
                subsets.sort();
                for s in subsets {
                    if !fits(&s) {
                        expected = Some(s);
                        break 'size;
                    }
                }
            }
            let verdict = referee(&setup, &history);
            match expected {
                None => proptest::prop_assert!(matches!(verdict, Verdict::Consistent { .. }), "expected consistent"),
                Some(turns) => proptest::prop_assert_eq!(verdict, Verdict::Inconsistent { turns }),
            }
        }
    }

    #[test]
    fn lexicographic_subsets() {
        let all = |_: u64| true;
        assert_eq!(first_uncovered(4, 2, &all), None);
        let not_1_3 = |s: u64| s != 0b1010;
        assert_eq!(first_uncovered(4, 2, &not_1_3), Some(0b1010));
    }
}
