//! A subtree of the optimal strategy as few numbers as it takes: its
//! guesses in preorder, the children in the tree's own order (by feedback
//! as written), the solved leaves left out. The candidates at each node
//! follow from the guesses above it, so nothing else is needed to read it
//! back.

use std::collections::BTreeMap;

use crate::analyze::{Node, Tree, key};
use crate::kernel;
use crate::universe::Universe;

/// The guesses of `tree` in preorder.
pub(crate) fn encode(universe: &Universe, tree: &Tree, out: &mut Vec<u32>) {
    if let Tree::Guess(node) = tree {
        out.push(
            universe
                .index_of(&node.guess)
                .expect("the tree's guesses are codes of the setup"),
        );
        for child in node.children.values() {
            encode(universe, child, out);
        }
    }
}

/// The tree for `candidates` that `code` holds, or `None` if it does not
/// hold one: a guess that is no code of the setup or splits nothing off,
/// or too few or too many numbers.
pub(crate) fn decode(universe: &Universe, candidates: Vec<u32>, code: &[u32]) -> Option<Tree> {
    let mut rest = code.iter();
    let tree = decode_node(universe, candidates, &mut rest)?;
    rest.next().is_none().then_some(tree)
}

fn decode_node(
    universe: &Universe,
    candidates: Vec<u32>,
    rest: &mut std::slice::Iter<u32>,
) -> Option<Tree> {
    let &guess = rest.next()?;
    if guess as usize >= universe.len() {
        return None;
    }
    let pegs = universe.pegs();
    let win = kernel::win_index(pegs);
    let code = universe.code(guess);
    let mut parts: BTreeMap<u8, Vec<u32>> = BTreeMap::new();
    for &c in &candidates {
        parts
            .entry(universe.score_index(c, &code))
            .or_default()
            .push(c);
    }
    let parts: BTreeMap<String, (u8, Vec<u32>)> = parts
        .into_iter()
        .map(|(index, part)| (key(index, pegs), (index, part)))
        .collect();
    let mut children = BTreeMap::new();
    let remaining = candidates.len() as u64;
    for (name, (index, part)) in parts {
        let child = if index == win {
            Tree::Solved
        } else if part.len() == candidates.len() {
            return None;
        } else {
            decode_node(universe, part, rest)?
        };
        children.insert(name, child);
    }
    Some(Tree::Guess(Node {
        guess: code,
        remaining,
        children,
    }))
}
