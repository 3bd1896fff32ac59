//! `mastermind statistics`: the record of the games played in the terminal,
//! level by level, as the core adds it up from the finished games the
//! terminal keeps (custom setups left out: their turns differ game to game).

use std::io::Write;

use mastermind_core::Preset;
use mastermind_core::statistics::{Outcome, Statistics};
use mastermind_i18n::tr;
use serde::Serialize;

use crate::args::StatisticsArgs;
use crate::local_scores;

/// One level's record, as `--json` prints it (the web API's shape).
#[derive(Debug, Serialize)]
struct Record {
    #[serde(skip)]
    level: Preset,
    preset: &'static str,
    title: &'static str,
    turns: u8,
    played: u32,
    wins: u32,
    win_percent: f64,
    distribution: Vec<u32>,
    current_streak: u32,
    best_streak: u32,
    average_win_seconds: Option<f64>,
}

impl Record {
    fn new(preset: Preset, stats: Statistics) -> Self {
        Record {
            level: preset,
            preset: preset.name(),
            title: preset.title(),
            turns: preset.setup().turns(),
            played: stats.played,
            wins: stats.wins,
            win_percent: (stats.win_percent() * 100.0).round() / 100.0,
            current_streak: stats.current_streak,
            best_streak: stats.best_streak,
            average_win_seconds: stats.average_win_millis.map(|m| m as f64 / 1000.0),
            distribution: stats.distribution,
        }
    }
}

pub fn run(args: StatisticsArgs) -> anyhow::Result<()> {
    let book = local_scores::open(args.data_dir.as_deref(), args.database.as_deref())?;
    let games: Vec<(Preset, Outcome)> = book
        .finished_games()?
        .iter()
        .map(|g| {
            let outcome = Outcome {
                state: g.outcome,
                turns: g.turns,
                millis: g.millis(),
            };
            (g.preset, outcome)
        })
        .collect();
    let records: Vec<Record> = Statistics::per_preset(&games)
        .into_iter()
        .map(|(preset, stats)| Record::new(preset, stats))
        .collect();
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({ "presets": records }))?
        )?;
        return Ok(());
    }
    if records.is_empty() {
        writeln!(out, "{}", tr!("cmd-statistics-none"))?;
        return Ok(());
    }
    for (i, record) in records.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        write_record(&mut out, record)?;
    }
    Ok(())
}

/// Width of the longest bar of a distribution, in characters.
const BAR: usize = 30;

fn write_record(out: &mut impl Write, r: &Record) -> std::io::Result<()> {
    writeln!(
        out,
        "{} ({})",
        crate::words::preset_title(r.level),
        r.preset
    )?;
    let average = r.average_win_seconds.map_or("-".to_string(), |s| {
        tr!(
            "cmd-statistics-seconds",
            seconds = crate::words::figure(format!("{s:.1}"))
        )
    });
    // Counts as strings, as Rust writes them: no separators between thousands.
    let line = tr!(
        "cmd-statistics-record",
        played = r.played.to_string(),
        wins = r.wins.to_string(),
        percent = crate::words::figure(r.win_percent),
        current = r.current_streak.to_string(),
        best = r.best_streak.to_string(),
        average = average
    );
    writeln!(out, "  {line}")?;
    writeln!(out, "  {}", tr!("cmd-statistics-distribution"))?;
    let most = r.distribution.iter().copied().max().unwrap_or(0).max(1);
    for (i, &count) in r.distribution.iter().enumerate() {
        let length = (count as usize * BAR).div_ceil(most as usize);
        writeln!(out, "  {:>3} {} {count}", i + 1, "█".repeat(length))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::State;

    #[test]
    fn a_record_prints_its_numbers_and_bars() {
        let won = |turns| Outcome {
            state: State::Won,
            turns,
            millis: 3_000,
        };
        let quit = Outcome {
            state: State::Quit,
            turns: 1,
            millis: 0,
        };
        let stats = Statistics::of(6, [won(2), quit, won(2), won(4)]);
        let record = Record::new(Preset::Colour1, stats);
        let mut out = Vec::new();
        write_record(&mut out, &record).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("played 4, wins 3 (75 %), current streak 2, best streak 2, average time of a win 3.0 s"),
            "{text}"
        );
        let bars: Vec<&str> = text.lines().skip(3).collect();
        assert_eq!(bars.len(), 6);
        assert_eq!(bars[1], format!("    2 {} 2", "█".repeat(30)));
        assert_eq!(bars[3], format!("    4 {} 1", "█".repeat(15)));
        assert_eq!(bars[0], "    1  0");
    }
}
