//! What a browser sees of a series and sends to it: the request bodies and
//! the views, translated from the core's answers. A view shows a code only
//! once its game is over.

use std::collections::BTreeMap;
use std::time::Instant;

use mastermind_core::series::{Event, Outcome, Series, SeriesGame};
use time::OffsetDateTime;
use time::macros::format_description;

use super::live::LiveSeries;
use crate::views::SetupView;
pub use mastermind_api::series::{
    AnswerRequest, CodeRequest, CurrentGameView, DeletedSeries, MoveView, NewSeriesRequest,
    OutcomeView, PlayedGameView, RowView, SeriesSummary, SeriesView,
};

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
                    kind: outcome.name().to_string(),
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
        variant: rules.variant().name().to_string(),
        title: rules.variant().title().to_string(),
        feedback: rules.feedback().name().to_string(),
        companion: rules.companion(),
        time_limit: rules.time_limit(),
        setup: SetupView::from(&series.setup()),
        scores: scores(series),
        games_scored: series.games_scored(),
        phase: series.phase().name().to_string(),
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

/// A series event in its wire form (`mastermind series --json`'s).
pub fn event(event: &Event) -> serde_json::Value {
    serde_json::to_value(event).unwrap_or(serde_json::Value::Null)
}

/// An unfinished series as lists show it.
pub fn summary(id: String, series: &Series) -> SeriesSummary {
    let players = series.players();
    SeriesSummary {
        id,
        players: players.to_vec(),
        games: series.rules().games(),
        games_scored: series.games_scored(),
        title: series.rules().variant().title().to_string(),
        game: series.current().map(SeriesGame::number),
        scores: scores(series),
        to_move: series.to_move().map(|i| players[i].clone()),
    }
}
