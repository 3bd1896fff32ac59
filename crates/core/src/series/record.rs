//! The stored form of a series: a record with a version, kept apart from
//! [`Series`] so that the struct can change and a series saved before still
//! loads. A record without a version is one written before versions were
//! written, and has the shape of version 1.
//!
//! To change the stored shape: add a version here, convert the older ones
//! to it in [`SeriesRecord`]'s `TryFrom`, and keep a data file of the old
//! version under `tests/data/` that must keep loading.

use serde::{Deserialize, Serialize};

use super::{FeedbackMode, Outcome, Row, Series, SeriesGame, SeriesRules, Variant};
use crate::code::Code;

/// The version this code writes.
pub const VERSION: u32 = 1;

fn version_one() -> u32 {
    1
}

/// A series as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesRecord {
    #[serde(default = "version_one")]
    pub version: u32,
    pub rules: RulesRecord,
    pub scores: [u32; 2],
    pub games: Vec<GameRecord>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesRecord {
    pub players: [String; 2],
    pub games: u8,
    pub variant: Variant,
    pub feedback: FeedbackMode,
    pub companion: bool,
    pub time_limit: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub number: u8,
    pub codemaker: usize,
    pub rows: Vec<Row>,
    pub secret: Option<Code>,
    pub pending: Option<Code>,
    pub outcome: Option<Outcome>,
    pub revealing: bool,
}

/// Why a stored record cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error(
        "the series was saved by a newer version (record version {0}; this one reads up to {VERSION})"
    )]
    Newer(u32),
    #[error("the series record is damaged: {0}")]
    Damaged(String),
}

impl From<Series> for SeriesRecord {
    fn from(series: Series) -> Self {
        let rules = &series.rules;
        SeriesRecord {
            version: VERSION,
            rules: RulesRecord {
                players: rules.players().clone(),
                games: rules.games(),
                variant: rules.variant(),
                feedback: rules.feedback(),
                companion: rules.companion(),
                time_limit: rules.time_limit(),
            },
            scores: series.scores,
            games: series
                .games
                .into_iter()
                .map(|g| GameRecord {
                    number: g.number,
                    codemaker: g.codemaker,
                    rows: g.rows,
                    secret: g.secret,
                    pending: g.pending,
                    outcome: g.outcome,
                    revealing: g.revealing,
                })
                .collect(),
        }
    }
}

impl TryFrom<SeriesRecord> for Series {
    type Error = RecordError;

    fn try_from(record: SeriesRecord) -> Result<Self, Self::Error> {
        if record.version > VERSION {
            return Err(RecordError::Newer(record.version));
        }
        let damaged = |what: &str| RecordError::Damaged(what.to_string());
        let r = record.rules;
        let rules = SeriesRules::restore(
            r.players,
            r.games,
            r.variant,
            r.feedback,
            r.companion,
            r.time_limit,
        );
        let setup = rules.setup();
        if record.games.is_empty() {
            return Err(damaged("it has no game"));
        }
        let mut games = Vec::with_capacity(record.games.len());
        for g in record.games {
            if g.codemaker > 1 {
                return Err(damaged("a codemaker is neither player"));
            }
            let codes = g.rows.iter().filter_map(|r| r.guess);
            if let Some(bad) = codes
                .chain(g.secret)
                .chain(g.pending)
                .find(|c| setup.check(c).is_err())
            {
                return Err(RecordError::Damaged(format!(
                    "the code {bad} does not fit {}",
                    rules.variant().title()
                )));
            }
            games.push(SeriesGame {
                number: g.number,
                codemaker: g.codemaker,
                rows: g.rows,
                secret: g.secret,
                pending: g.pending,
                outcome: g.outcome,
                revealing: g.revealing,
            });
        }
        if games[..games.len() - 1].iter().any(|g| g.outcome.is_none()) {
            return Err(damaged("a game before the last is unfinished"));
        }
        Ok(Series {
            rules,
            scores: record.scores,
            games,
        })
    }
}
