//! `mastermind db export-games`: every finished game and duel of the
//! database as transcripts (the store's `transcripts`, page by page, so
//! the memory stays that of one page however large the site).

use std::io::Write;
use std::path::Path;

use mastermind_i18n::tr;
use mastermind_store::prelude::*;
use mastermind_store::{Cursor, Database, Transcript, Whose};

use crate::usage::usage;

/// Transcripts read at a time.
const PAGE: i64 = 500;

#[derive(Debug, Default)]
pub struct Counted {
    pub games: u64,
    pub duels: u64,
}

/// Writes every transcript to `to` (standard output without one).
pub async fn export(store: &Database, ndjson: bool, to: Option<&Path>) -> anyhow::Result<Counted> {
    let unwritable = |path: &Path, e: std::io::Error| {
        usage(tr!(
            "cmd-db-export-unwritable",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    };
    let mut out: Box<dyn Write> = match to {
        Some(path) => Box::new(std::io::BufWriter::new(
            std::fs::File::create_new(path).map_err(|e| unwritable(path, e))?,
        )),
        None => Box::new(std::io::BufWriter::new(std::io::stdout().lock())),
    };
    let mut counted = Counted::default();
    let mut from = Cursor::start();
    loop {
        let page = store.transcripts(Whose::Everyone, &from, PAGE).await?;
        let Some(last) = page.last() else {
            break;
        };
        from = Cursor::after(last);
        for (_, _, transcript) in &page {
            match transcript {
                Transcript::Game(_) => counted.games += 1,
                Transcript::Duel(_) => counted.duels += 1,
            }
            let written = if ndjson {
                writeln!(out, "{}", transcript.to_json())
            } else {
                writeln!(out, "{}", transcript.to_text())
            };
            written.map_err(|e| unwritable(to.unwrap_or(Path::new("-")), e))?;
        }
    }
    out.flush()
        .map_err(|e| unwritable(to.unwrap_or(Path::new("-")), e))?;
    Ok(counted)
}
