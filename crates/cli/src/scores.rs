//! `mastermind scores`: the high-score tables, shown or reset.

use std::io::{BufRead, IsTerminal, Write};

use mastermind_core::Preset;
use serde::Serialize;

use crate::args::ScoresArgs;
use crate::local_scores;
use crate::usage::{UsageError, usage};

#[derive(Serialize)]
struct JsonEntry<'a> {
    preset: &'static str,
    #[serde(flatten)]
    entry: &'a mastermind_store::ScoreEntry,
}

pub fn run(args: ScoresArgs) -> anyhow::Result<()> {
    let preset: Option<Preset> = args
        .preset
        .as_deref()
        .map(str::parse)
        .transpose()
        .map_err(usage)?;
    let book = local_scores::open(args.data_dir.as_deref(), args.database.as_deref())?;
    if args.reset {
        let what = preset.map_or("every high-score table".to_string(), |p| {
            format!("the {} high-score table", p.title())
        });
        if !args.yes && !confirm(&format!("Reset {what}? [y/N] "))? {
            println!("Nothing reset.");
            return Ok(());
        }
        let removed = book.reset(preset)?;
        println!("Reset {what}: {removed} entries removed.");
        return Ok(());
    }
    let presets: Vec<Preset> = preset.map_or_else(|| Preset::ALL.to_vec(), |p| vec![p]);
    if args.json {
        let mut all = Vec::new();
        for p in &presets {
            all.push((p.name(), book.entries(*p)?));
        }
        let flat: Vec<JsonEntry> = all
            .iter()
            .flat_map(|(preset, entries)| entries.iter().map(|entry| JsonEntry { preset, entry }))
            .collect();
        println!("{}", serde_json::to_string_pretty(&flat)?);
        return Ok(());
    }
    let mut out = std::io::stdout().lock();
    for p in presets {
        let entries = book.entries(p)?;
        writeln!(out, "{} ({})", p.title(), p.name())?;
        if entries.is_empty() {
            writeln!(out, "  no scores yet")?;
        } else {
            writeln!(
                out,
                "  {:>4}  {:<44}  {:>5}  {:>8}  {:<8}  date",
                "rank", "name", "turns", "seconds", "key"
            )?;
            for e in &entries {
                writeln!(
                    out,
                    "  {:>4}  {:<44}  {:>5}  {:>8.1}  {:<8}  {}",
                    e.rank,
                    e.name,
                    e.turns,
                    e.seconds(),
                    e.secret,
                    e.date()
                )?;
            }
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Asks on the terminal; refuses to guess an answer when there is none.
fn confirm(question: &str) -> anyhow::Result<bool> {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        return Err(UsageError("not on a terminal to confirm the reset: add --yes".into()).into());
    }
    print!("{question}");
    std::io::stdout().flush()?;
    let mut answer = String::new();
    stdin.lock().read_line(&mut answer)?;
    Ok(matches!(
        answer.trim().to_ascii_lowercase().as_str(),
        "y" | "yes"
    ))
}
