//! The winning guess's tree, from its parts' outcomes.

use std::collections::{BTreeMap, HashMap};

use super::{PROBE, Plan, Step};
use crate::analyze::{self, Node, Tree};
use crate::kernel;
use crate::universe::Universe;
use crate::work::{Outcome, tree_code};

impl Plan {
    /// The tree of the guess at `place` (the winner of [`Self::step`]) from
    /// its parts' outcomes; `None` if they do not make one.
    pub(crate) fn tree(
        &self,
        universe: &Universe,
        outcomes: &HashMap<u64, Outcome>,
        place: usize,
    ) -> Option<Tree> {
        let pegs = universe.pegs();
        let guess = self.guesses.get(place)?;
        let mut children = BTreeMap::new();
        let in_parts: usize = guess.parts.values().map(Vec::len).sum();
        if self.n > in_parts as u64 {
            children.insert(analyze::key(kernel::win_index(pegs), pegs), Tree::Solved);
        }
        for (&index, part) in &guess.parts {
            let subtree = match self.deeper.get(&index).filter(|_| place == 0) {
                Some(deeper) => match deeper.step(outcomes).ok()? {
                    Step::Done { guess, .. } => deeper.tree(universe, outcomes, guess)?,
                    Step::Pending(_) => return None,
                },
                None => {
                    let id = self.id(guess.guess, index);
                    let tree = [id, id | PROBE]
                        .iter()
                        .find_map(|id| match outcomes.get(id) {
                            Some(Outcome::Exact { tree, .. }) => Some(tree.as_slice()),
                            _ => None,
                        })?;
                    tree_code::decode(universe, part.clone(), tree)?
                }
            };
            children.insert(analyze::key(index, pegs), subtree);
        }
        Some(Tree::Guess(Node {
            guess: universe.code(guess.guess),
            remaining: self.n,
            children,
        }))
    }
}
