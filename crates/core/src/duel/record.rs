//! The stored form of a duel: a record with a version, kept apart from
//! [`Duel`] so that the struct can change and a duel saved before still
//! loads. Feedback is not stored: it is worked out again from the codes, so
//! a record cannot disagree with the rules.
//!
//! To change the stored shape: add a version here, convert the older ones
//! to it in [`DuelRecord`]'s `TryFrom`, and keep a data file of the old
//! version under `tests/data/` that must keep loading.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Away, Clock, Duel, DuelResult, DuelRules, Moment, Sides, TimeControl};
use crate::code::Code;
use crate::colour::Palette;
use crate::feedback::Rule;
use crate::game::Turn;
use crate::preset::Preset;
use crate::setup::Setup;

/// The version this code writes.
pub const VERSION: u32 = 1;

/// A duel as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelRecord {
    pub version: u32,
    pub rules: RulesRecord,
    pub codes: Sides<Option<Code>>,
    /// The guesses of each revealed turn.
    pub turns: Vec<Sides<Code>>,
    pub pending: Sides<Option<Code>>,
    pub stage_start: Moment,
    /// What each player had left at `stage_start` (a clock per game).
    pub left_ms: Sides<u64>,
    /// The time the clocks stood still while no move could be made (the
    /// server unreachable), given back; absent in older records.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub given_back_ms: u64,
    /// Each player's vacation touching the stage in play; absent in older
    /// records.
    #[serde(default, skip_serializing_if = "is_nobody")]
    pub away: Sides<Option<Away>>,
    /// The stage's time each player spent on a vacation already over.
    #[serde(default, skip_serializing_if = "is_none_spared")]
    pub spared_ms: Sides<u64>,
    pub result: Option<DuelResult>,
    pub v: u64,
}

fn is_zero(ms: &u64) -> bool {
    *ms == 0
}

fn is_nobody(away: &Sides<Option<Away>>) -> bool {
    away.white.is_none() && away.black.is_none()
}

fn is_none_spared(ms: &Sides<u64>) -> bool {
    ms.white == 0 && ms.black == 0
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesRecord {
    pub players: Sides<String>,
    /// The preset's name, `None` for a setup of the players' own.
    pub preset: Option<String>,
    pub setup: SetupRecord,
    pub time_control: TimeControl,
    pub rated: bool,
}

/// A setup in the JSON shape [`Setup`] serializes to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupRecord {
    pub pegs: u8,
    pub colours: u8,
    pub blanks: bool,
    pub repetition: bool,
    pub turns: u8,
    pub rule: Rule,
    pub palette: Vec<String>,
}

impl From<&Setup> for SetupRecord {
    fn from(setup: &Setup) -> Self {
        SetupRecord {
            pegs: setup.pegs(),
            colours: setup.colours(),
            blanks: setup.has_blanks(),
            repetition: setup.allows_repetition(),
            turns: setup.turns(),
            rule: setup.rule(),
            palette: setup
                .palette()
                .colours()
                .map(|c| c.name.to_string())
                .collect(),
        }
    }
}

impl TryFrom<SetupRecord> for Setup {
    type Error = RecordError;

    fn try_from(r: SetupRecord) -> Result<Self, Self::Error> {
        let names: Vec<&str> = r.palette.iter().map(String::as_str).collect();
        let palette = Palette::from_names(&names)
            .ok_or_else(|| RecordError::Damaged("the palette names an unknown colour".into()))?;
        Setup::with_palette(r.pegs, r.colours, r.turns, r.rule, palette)
            .and_then(|s| s.blanks(r.blanks).repetition(r.repetition))
            .map_err(|e| RecordError::Damaged(e.to_string()))
    }
}

/// Why a stored record cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error(
        "the duel was saved by a newer version (record version {0}; this one reads up to {VERSION})"
    )]
    Newer(u32),
    #[error("the duel record is damaged: {0}")]
    Damaged(String),
}

impl From<Duel> for DuelRecord {
    fn from(duel: Duel) -> Self {
        let rules = &duel.rules;
        DuelRecord {
            version: VERSION,
            rules: RulesRecord {
                players: rules.players().clone(),
                preset: rules.preset().map(|p| p.name().to_string()),
                setup: rules.setup().into(),
                time_control: rules.time_control(),
                rated: rules.rated(),
            },
            codes: duel.codes,
            turns: duel
                .turns
                .iter()
                .map(|t| t.map(|_, row| row.guess))
                .collect(),
            pending: duel.pending,
            stage_start: duel.clock.stage_start,
            left_ms: duel
                .clock
                .left
                .map(|_, d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            given_back_ms: millis(duel.clock.given_back),
            away: duel.clock.away,
            spared_ms: duel.clock.spared.map(|_, d| millis(d)),
            result: duel.result,
            v: duel.version,
        }
    }
}

impl TryFrom<DuelRecord> for Duel {
    type Error = RecordError;

    fn try_from(record: DuelRecord) -> Result<Self, Self::Error> {
        if record.version > VERSION {
            return Err(RecordError::Newer(record.version));
        }
        let damaged = |what: &str| RecordError::Damaged(what.to_string());
        let r = record.rules.clone();
        let preset = match r.preset {
            Some(name) => Some(
                name.parse::<Preset>()
                    .map_err(|e| RecordError::Damaged(e.to_string()))?,
            ),
            None => None,
        };
        let setup = Setup::try_from(r.setup)?;
        let rules = DuelRules::restore(r.players, preset, setup, r.time_control, r.rated);
        let setup = rules.setup();
        let guesses = record.turns.iter().flat_map(|t| [t.white, t.black]);
        let codes = [record.codes.white, record.codes.black]
            .into_iter()
            .chain([record.pending.white, record.pending.black])
            .flatten();
        if let Some(bad) = guesses.chain(codes).find(|c| setup.check(c).is_err()) {
            return Err(RecordError::Damaged(format!(
                "the code {bad} does not fit the setup"
            )));
        }
        let (Some(white_code), Some(black_code)) = (record.codes.white, record.codes.black) else {
            if record.turns.is_empty() && record.pending == Sides::default() {
                return Ok(restored(rules, record.codes, Vec::new(), &record));
            }
            return Err(damaged("turns were played before both codes were set"));
        };
        if record.turns.len() > usize::from(setup.turns()) {
            return Err(damaged("more turns than the setup has rows"));
        }
        let row = |code: &Code, guess: Code| {
            let feedback = setup.score(code, &guess);
            Turn {
                guess,
                black: feedback.black,
                white: feedback.white,
            }
        };
        let turns = record
            .turns
            .iter()
            .map(|t| Sides::new(row(&black_code, t.white), row(&white_code, t.black)))
            .collect();
        Ok(restored(rules, record.codes, turns, &record))
    }
}

fn restored(
    rules: DuelRules,
    codes: Sides<Option<Code>>,
    turns: Vec<Sides<Turn>>,
    record: &DuelRecord,
) -> Duel {
    let clock = Clock {
        control: rules.time_control(),
        stage_start: record.stage_start,
        left: record.left_ms.map(|_, ms| Duration::from_millis(ms)),
        given_back: Duration::from_millis(record.given_back_ms),
        away: record.away,
        spared: record.spared_ms.map(|_, ms| Duration::from_millis(ms)),
    };
    Duel {
        rules,
        codes,
        turns,
        pending: record.pending,
        clock,
        result: record.result,
        version: record.v,
    }
}
