//! `mastermind analyze --check-tree FILE`: replays every secret of the setup
//! through a decision tree written by `--tree`, scoring with the core's
//! rule alone (none of the solver's code), so a figure the search reports
//! is checked apart from the search.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{Context, bail};
use mastermind_core::{Preset, Setup};
use mastermind_i18n::tr;
use serde_json::{Value, json};

use crate::analyze;
use crate::usage::usage;

/// No game is longer than this: a tree that loops is refused.
const MOST_TURNS: u32 = 64;

pub fn run(setup: &Setup, preset: Option<Preset>, path: &Path, json: bool) -> anyhow::Result<()> {
    // A file that cannot be read is a wrong argument (status 2); a tree
    // that fails a secret is the check's answer (status 1).
    let text = std::fs::read_to_string(path).map_err(|e| {
        usage(tr!(
            "cmd-check-tree-unread",
            file = path.display().to_string(),
            error = e.to_string()
        ))
    })?;
    let tree: Value = serde_json::from_str(&text).map_err(|e| {
        usage(tr!(
            "cmd-check-tree-not-json",
            file = path.display().to_string(),
            error = e.to_string()
        ))
    })?;
    let mut distribution = BTreeMap::<u32, u64>::new();
    for secret in setup.codes() {
        let turns = replay(setup, &tree, &secret.to_string())
            .with_context(|| tr!("cmd-check-tree-fails", secret = secret.to_string()))?;
        *distribution.entry(turns).or_default() += 1;
    }
    let secrets: u64 = distribution.values().sum();
    let total: u64 = distribution.iter().map(|(&t, &n)| u64::from(t) * n).sum();
    let max = distribution.keys().copied().max().unwrap_or(0);
    let average = total as f64 / secrets.max(1) as f64;
    if json {
        let report = json!({
            "preset": preset.map(Preset::name),
            "secrets": secrets,
            "total_guesses": total,
            "average": average,
            "max": max,
            "distribution": distribution,
        });
        println!("{report}");
        return Ok(());
    }
    println!("{}", analyze::heading(setup, preset));
    // Counts as strings, as Rust writes them: no separators between thousands.
    println!(
        "{}",
        tr!(
            "cmd-check-tree-solves",
            secrets = secrets.to_string(),
            total = total.to_string(),
            average = crate::words::fixed(average, 4),
            worst = max.to_string()
        )
    );
    Ok(())
}

/// The number of guesses the tree takes to solve `secret`.
fn replay(setup: &Setup, tree: &Value, secret: &str) -> anyhow::Result<u32> {
    let secret_code = setup.parse_code(secret)?;
    let mut node = tree;
    for turn in 1..=MOST_TURNS {
        let Some(guess) = node.get("guess").and_then(Value::as_str) else {
            bail!(tr!("cmd-check-tree-no-guess", turn = turn));
        };
        let code = setup
            .parse_code(guess)
            .with_context(|| tr!("cmd-check-tree-guess", turn = turn, guess = guess))?;
        let feedback = setup.score(&secret_code, &code);
        let key = format!("{},{}", feedback.black, feedback.white);
        let Some(child) = node.get("children").and_then(|c| c.get(&key)) else {
            bail!(tr!(
                "cmd-check-tree-no-branch",
                turn = turn,
                answer = key.as_str(),
                guess = guess
            ));
        };
        if code == secret_code {
            if child.as_str() != Some("solved") {
                bail!(tr!("cmd-check-tree-goes-on", turn = turn, guess = guess));
            }
            return Ok(turn);
        }
        if child.as_str() == Some("solved") {
            bail!(tr!(
                "cmd-check-tree-not-solved",
                turn = turn,
                answer = key.as_str(),
                guess = guess
            ));
        }
        node = child;
    }
    bail!(tr!("cmd-check-tree-no-end", most = MOST_TURNS))
}
