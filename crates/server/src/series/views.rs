//! What a browser sees of a series and sends to it: the request bodies and
//! the views, translated from the core's answers. A view shows a code only
//! once its game is over.

use std::collections::BTreeMap;
use std::time::Instant;

use mastermind_core::series::{Event, Outcome, Series, SeriesGame};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use time::macros::format_description;
use utoipa::ToSchema;

use super::live::LiveSeries;
use crate::views::SetupView;

/// `POST /api/series`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewSeriesRequest {
    /// The two players; the first makes the first code.
    pub players: Vec<String>,
    /// An even number from 2 to 20 (default 2).
    #[serde(default = "two")]
    pub games: u8,
    /// "board" (Game No. 1, the default) or "board-blanks" (Game No. 2:
    /// vacant holes allowed).
    #[serde(default)]
    pub variant: Option<String>,
    /// "computed" (the default: the program scores each row) or "manual"
    /// (the codemaker answers; the program referees).
    #[serde(default)]
    pub feedback: Option<String>,
    /// Companion to a physical board: guesses and answers are typed in from
    /// the board, the code only at the reveal. Implies manual feedback.
    #[serde(default)]
    pub companion: bool,
    /// Seconds per codebreaker's turn (seed 001 suggests 180 or 240); none
    /// by default.
    #[serde(default)]
    pub time_limit: Option<u32>,
}

fn two() -> u8 {
    2
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequest {
    /// Digits, letters or colour names; 0 or "blank" for a vacant hole in
    /// Game No. 2.
    pub code: String,
    /// The game of the series (1 for the first) this code is for, as the
    /// client sees the series: a code for a game already begun is a retry,
    /// answered 409 with the series as it stands in `current`.
    #[serde(default)]
    #[schema(minimum = 1)]
    pub game: Option<usize>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnswerRequest {
    pub black: u8,
    pub white: u8,
}

/// One row of a board. A row whose time ran out has no guess.
#[derive(Debug, Serialize, ToSchema)]
pub struct RowView {
    pub turn: usize,
    pub guess: Option<String>,
    pub black: u8,
    pub white: u8,
}

/// The game in play. Its code is never shown.
#[derive(Debug, Serialize, ToSchema)]
pub struct CurrentGameView {
    /// 1-based; a replayed game keeps its number.
    pub number: u8,
    pub codemaker: String,
    pub codebreaker: String,
    pub rows: Vec<RowView>,
    /// A guess waiting for the codemaker's answer (manual feedback).
    pub pending_guess: Option<String>,
    /// Whether this game replays one voided for wrong information.
    pub replay: bool,
}

/// How a finished game ended and who scored what.
#[derive(Debug, Serialize, ToSchema)]
pub struct OutcomeView {
    /// "broken", "unbroken" or "wrong-information".
    pub kind: &'static str,
    /// Rows played (broken and unbroken games).
    pub rows: Option<usize>,
    /// The rows shown to be wrong (wrong information).
    pub turns: Option<Vec<usize>>,
    pub scorer: String,
    pub points: u32,
}

/// A finished or voided game, with its code.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayedGameView {
    pub number: u8,
    pub codemaker: String,
    pub codebreaker: String,
    pub outcome: OutcomeView,
    pub rows: Vec<RowView>,
    /// The code (unknown for a game voided before its code was typed in,
    /// in companion mode).
    pub secret: Option<String>,
}

/// A series as the players may see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeriesView {
    pub id: String,
    pub players: Vec<String>,
    pub games: u8,
    /// "board" or "board-blanks".
    pub variant: &'static str,
    /// Seed 001's name of the variant: "Game No. 1" or "Game No. 2".
    pub title: &'static str,
    /// "computed" or "manual".
    pub feedback: &'static str,
    pub companion: bool,
    /// Seconds per codebreaker's turn.
    pub time_limit: Option<u32>,
    pub setup: SetupView,
    /// Points by player name.
    pub scores: BTreeMap<String, u32>,
    /// Games scored so far (voided games do not count).
    pub games_scored: usize,
    /// "secret", "guess", "answer", "reveal" or "over".
    pub phase: &'static str,
    /// The game in play; null once the series is over.
    pub game: Option<CurrentGameView>,
    /// Finished and voided games, in the order played.
    pub history: Vec<PlayedGameView>,
    /// The winner once the series is over; null while it is on or for a tie.
    pub winner: Option<String>,
    /// The player to move; null once the series is over.
    pub to_move: Option<String>,
    /// When the codebreaker's row in play started (RFC 3339, UTC); null
    /// when it is not the codebreaker's turn.
    pub turn_started: Option<String>,
    /// Seconds left for the row in play, with a time limit.
    pub seconds_left: Option<f64>,
    /// How many seconds before the end the codebreaker is warned, with a
    /// time limit.
    pub warning_seconds: Option<u64>,
}

/// What a move led to.
#[derive(Debug, Serialize, ToSchema)]
pub struct MoveView {
    /// The events of `mastermind series --json`: secret-set, guess,
    /// feedback, timeout, challenge, wrong-information, game-end,
    /// reveal-needed, series-end.
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Event>,
    pub series: SeriesView,
}

fn rows(game: &SeriesGame) -> Vec<RowView> {
    game.rows()
        .iter()
        .enumerate()
        .map(|(i, r)| RowView {
            turn: i + 1,
            guess: r.guess.map(|g| g.to_string()),
            black: r.black,
            white: r.white,
        })
        .collect()
}

fn scores(series: &Series) -> BTreeMap<String, u32> {
    series
        .players()
        .iter()
        .cloned()
        .zip(series.points())
        .collect()
}

/// RFC 3339 in UTC with milliseconds, e.g. `2026-11-21T16:30:05.250Z`.
fn rfc3339(time: std::time::SystemTime) -> Option<String> {
    let format =
        format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");
    OffsetDateTime::from(time).format(&format).ok()
}

pub fn view(live: &LiveSeries) -> SeriesView {
    let series = &live.series;
    let rules = series.rules();
    let players = series.players();
    let game = series.current().map(|game| CurrentGameView {
        number: game.number(),
        codemaker: players[game.codemaker()].clone(),
        codebreaker: players[game.codebreaker()].clone(),
        rows: rows(game),
        pending_guess: game.pending().map(|g| g.to_string()),
        replay: series.is_replay(game),
    });
    let history = series
        .games()
        .iter()
        .filter_map(|game| {
            let outcome = game.outcome()?;
            let (scorer, points) = game.scored()?;
            let turns = match outcome {
                Outcome::WrongInformation { turns } => Some(turns.clone()),
                _ => None,
            };
            Some(PlayedGameView {
                number: game.number(),
                codemaker: players[game.codemaker()].clone(),
                codebreaker: players[game.codebreaker()].clone(),
                outcome: OutcomeView {
                    kind: outcome.name(),
                    rows: turns.is_none().then(|| game.rows().len()),
                    turns,
                    scorer: players[scorer].clone(),
                    points,
                },
                rows: rows(game),
                secret: game.revealed_secret().map(|c| c.to_string()),
            })
        })
        .collect();
    let now = Instant::now();
    SeriesView {
        id: live.id.clone(),
        players: players.to_vec(),
        games: rules.games(),
        variant: rules.variant().name(),
        title: rules.variant().title(),
        feedback: rules.feedback().name(),
        companion: rules.companion(),
        time_limit: rules.time_limit(),
        setup: SetupView::from(&series.setup()),
        scores: scores(series),
        games_scored: series.games_scored(),
        phase: series.phase().name(),
        game,
        history,
        winner: series.winner().map(|i| players[i].clone()),
        to_move: series.to_move().map(|i| players[i].clone()),
        turn_started: live.clock_wall.and_then(rfc3339),
        seconds_left: live
            .clock
            .left(now)
            .map(|d| (d.as_secs_f64() * 1000.0).round() / 1000.0),
        warning_seconds: live.clock.warning_before().map(|d| d.as_secs()),
    }
}

/// An unfinished series in a list.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeriesSummary {
    pub id: String,
    pub players: Vec<String>,
    pub games: u8,
    pub games_scored: usize,
    /// Seed 001's name of the variant.
    pub title: &'static str,
    /// The number of the game in play.
    pub game: Option<u8>,
    /// Points by player name.
    pub scores: BTreeMap<String, u32>,
    /// The player to move.
    pub to_move: Option<String>,
}

impl SeriesSummary {
    pub fn of(id: String, series: &Series) -> Self {
        let players = series.players();
        SeriesSummary {
            id,
            players: players.to_vec(),
            games: series.rules().games(),
            games_scored: series.games_scored(),
            title: series.rules().variant().title(),
            game: series.current().map(SeriesGame::number),
            scores: scores(series),
            to_move: series.to_move().map(|i| players[i].clone()),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedSeries {
    pub deleted: bool,
}
