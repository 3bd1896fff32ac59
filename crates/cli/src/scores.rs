//! `mastermind scores`: the high-score tables, shown or reset.

use std::io::{BufRead, IsTerminal, Write};

use mastermind_core::Preset;
use mastermind_i18n::tr;
use serde::Serialize;

use crate::args::ScoresArgs;
use crate::local_scores;
use crate::usage::{UsageError, refused};
use crate::words;

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
        .map_err(refused)?;
    let book = local_scores::open(args.data_dir.as_deref(), args.database.as_deref())?;
    if args.reset {
        let what = preset.map_or_else(
            || tr!("cmd-scores-every-table"),
            |p| tr!("cmd-scores-table", title = words::preset_title(p)),
        );
        if !args.yes
            && !confirm(&format!(
                "{} ",
                tr!("cmd-scores-reset-ask", what = what.as_str())
            ))?
        {
            println!("{}", tr!("cmd-scores-nothing-reset"));
            return Ok(());
        }
        let removed = book.reset(preset)?;
        println!(
            "{}",
            tr!(
                "cmd-scores-reset-done",
                what = what,
                removed = removed.to_string()
            )
        );
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
        writeln!(out, "{} ({})", words::preset_title(p), p.name())?;
        if entries.is_empty() {
            writeln!(out, "  {}", tr!("cmd-scores-none"))?;
        } else {
            writeln!(
                out,
                "  {:>4}  {:<44}  {:>5}  {:>8}  {:<8}  {}",
                tr!("cmd-scores-rank"),
                tr!("cmd-scores-name"),
                tr!("cmd-scores-turns"),
                tr!("cmd-scores-seconds"),
                tr!("cmd-scores-key"),
                tr!("cmd-scores-date")
            )?;
            for e in &entries {
                writeln!(
                    out,
                    "  {:>4}  {:<44}  {:>5}  {:>8}  {:<8}  {}",
                    e.rank,
                    e.name,
                    e.turns,
                    words::figure(format!("{:.1}", e.seconds())),
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
        return Err(UsageError(tr!("cmd-scores-no-terminal")).into());
    }
    print!("{question}");
    std::io::stdout().flush()?;
    let mut answer = String::new();
    stdin.lock().read_line(&mut answer)?;
    let answer = answer.trim().to_lowercase();
    Ok(matches!(answer.as_str(), "y" | "yes") || answer == tr!("cmd-scores-yes-word"))
}
