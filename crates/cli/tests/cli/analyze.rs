//! `mastermind analyze`: the exact search within a memory budget.

use serde_json::Value;

use crate::common::binary::mastermind;

#[test]
fn the_exact_search_under_a_small_memory_gives_the_same_total() {
    let dir = tempfile::tempdir().unwrap();
    let total = |extra: &[&str]| {
        let out = mastermind(dir.path())
            .args([
                "analyze",
                "--pegs",
                "4",
                "--colours",
                "4",
                "--strategy",
                "optimal",
                "--json",
            ])
            .args(extra)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        report["total_guesses"].as_u64().expect("a total")
    };
    assert_eq!(total(&[]), 905);
    assert_eq!(
        total(&["--memory", "4K"]),
        905,
        "a memory too small to hold the sets"
    );
    let out = mastermind(dir.path())
        .args(["analyze", "--strategy", "optimal", "--memory", "banana"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a size"));
}
