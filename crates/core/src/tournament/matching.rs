//! Pairing as a maximum-weight matching (Edmonds' blossom algorithm, from
//! rustworkx): as many pairs as the allowed pairs give, and among those
//! the pairs that fit best, as the largest games site pairs its arenas.

use std::convert::Infallible;

use rustworkx_core::max_weight_matching::max_weight_matching;
use rustworkx_core::petgraph::graph::{NodeIndex, UnGraph};

/// The pairs of a matching of `n` vertices over `edges` `(i, j, weight)`,
/// each pair `(smaller, larger)`, in order.
pub(super) fn pairs(n: usize, edges: &[(usize, usize, i64)]) -> Vec<(usize, usize)> {
    if edges.is_empty() {
        return Vec::new();
    }
    let mut graph = UnGraph::<(), i128>::with_capacity(n, edges.len());
    for _ in 0..n {
        graph.add_node(());
    }
    for &(i, j, weight) in edges {
        graph.add_edge(NodeIndex::new(i), NodeIndex::new(j), i128::from(weight));
    }
    let matched: Result<_, Infallible> =
        max_weight_matching(&graph, true, |e| Ok(*e.weight()), false);
    let mut pairs: Vec<(usize, usize)> = matched
        .into_iter()
        .flatten()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}
