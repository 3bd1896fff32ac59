//! `/api/series`: the board game for two (seed 001) on one device. Two
//! people take turns as codemaker and codebreaker over a series of games
//! agreed in advance; the core's [`Series`] keeps the rules and the score.
//!
//! The server adds what a browser cannot be trusted with: it holds the codes
//! (the saved series' JSON never leaves the server; a view shows a code only
//! once its game is over), it runs the codebreaker's turn clock, and it
//! referees challenges with the solver. Every move is saved with
//! [`SeriesStore::save_series`] before it is answered, so a restarted server
//! resumes the series from the database (its turn clock starts again).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use mastermind_core::series::{
    Event, FeedbackMode, Outcome, Referee, Series, SeriesError, SeriesRules, UNBROKEN_POINTS,
    Variant, WRONG_INFORMATION_POINTS,
};
use mastermind_core::{Code, Feedback, Setup};
use mastermind_store::{SeriesStore, SqliteStore};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Player;
use crate::views::{GuessRequest, SetupView};

/// The longest player name, in characters.
pub const MAX_NAME: usize = 40;
/// The longest turn clock a series may set, in seconds.
pub const MAX_TIME_LIMIT: u32 = 3600;
/// How late a guess may arrive after its time ran out (the network's delay).
const GRACE: Duration = Duration::from_secs(2);

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create))
        .routes(routes!(show))
        .routes(routes!(secret))
        .routes(routes!(guess))
        .routes(routes!(answer))
        .routes(routes!(challenge))
        .routes(routes!(reveal))
        .routes(routes!(timeout))
        // The series in play belong to this application (a new `app()` on
        // the same database starts with none in memory and loads them).
        .layer(Extension(Arc::new(Registry::default())))
}

/// The solver's referee, for challenges (as in `mastermind series`).
struct SolverReferee;

impl Referee for SolverReferee {
    fn contradiction(&self, setup: &Setup, history: &[(Code, Feedback)]) -> Option<Vec<usize>> {
        match mastermind_solver::referee(setup, history) {
            mastermind_solver::Verdict::Consistent { .. } => None,
            mastermind_solver::Verdict::Inconsistent { turns } => Some(turns),
        }
    }
}

/// Whose move the series waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The codemaker sets the code.
    Secret,
    /// The codebreaker plays a row (the turn clock runs).
    Guess,
    /// The codemaker answers the pending guess (manual feedback).
    Answer,
    /// The codemaker types the code in (companion mode).
    Reveal,
    Over,
}

impl Phase {
    fn of(series: &Series) -> Phase {
        match series.current() {
            None => Phase::Over,
            Some(game) if game.revealing => Phase::Reveal,
            Some(_) if series.needs_secret() => Phase::Secret,
            Some(game) if game.pending.is_some() => Phase::Answer,
            Some(_) => Phase::Guess,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Phase::Secret => "secret",
            Phase::Guess => "guess",
            Phase::Answer => "answer",
            Phase::Reveal => "reveal",
            Phase::Over => "over",
        }
    }
}

/// The codebreaker's turn clock: which row it times and since when.
#[derive(Debug, Clone, Copy)]
struct Clock {
    /// (games played, voided ones included; rows of the game in play)
    row: (usize, usize),
    started: Instant,
    wall: SystemTime,
}

/// A series with its turn clock. The clock lives in memory only: after a
/// restart, the row in play gets its full time again.
#[derive(Debug)]
struct LiveSeries {
    id: i64,
    series: Series,
    /// The browser that started it; only it may see or move in it.
    owner: Option<String>,
    clock: Option<Clock>,
}

impl LiveSeries {
    fn new(id: i64, series: Series, owner: Option<String>) -> Self {
        let mut live = LiveSeries {
            id,
            series,
            owner,
            clock: None,
        };
        live.sync_clock();
        live
    }

    /// Starts the clock when a new row waits for the codebreaker; stops it
    /// while anyone else is to move.
    fn sync_clock(&mut self) {
        let row = match (Phase::of(&self.series), self.series.current()) {
            (Phase::Guess, Some(game)) => (self.series.games.len(), game.rows.len()),
            _ => {
                self.clock = None;
                return;
            }
        };
        if self.clock.is_none_or(|c| c.row != row) {
            self.clock = Some(Clock {
                row,
                started: Instant::now(),
                wall: SystemTime::now(),
            });
        }
    }

    fn limit(&self) -> Option<Duration> {
        self.series
            .rules
            .time_limit
            .map(|s| Duration::from_secs(u64::from(s)))
    }

    /// Time left for the row in play, if the series has a time limit.
    fn left(&self) -> Option<Duration> {
        let (limit, clock) = (self.limit()?, self.clock?);
        Some(limit.saturating_sub(clock.started.elapsed()))
    }

    /// Time past the limit for the row in play.
    fn overdue(&self) -> Option<Duration> {
        let (limit, clock) = (self.limit()?, self.clock?);
        clock.started.elapsed().checked_sub(limit)
    }
}

type Slot = Arc<tokio::sync::Mutex<LiveSeries>>;

/// Series recently used. A move holds its series' lock from reading it to
/// the database's answer, so two moves on one series take turns.
#[derive(Debug, Default)]
struct Registry {
    slots: Mutex<HashMap<i64, Slot>>,
}

// Series kept in memory before idle ones are dropped (and reloaded when
// asked for again, with a fresh clock).
const CACHED_SERIES: usize = 10_000;

impl Registry {
    fn slots(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Slot>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The series `id`, if it belongs to `player`'s browser (else, so as not
    /// to tell others that it exists, not found).
    async fn get(&self, store: &SqliteStore, id: &str, player: &Player) -> Result<Slot, ApiError> {
        let slot = self.find(store, id).await?;
        let owned = slot
            .lock()
            .await
            .owner
            .as_ref()
            .is_none_or(|owner| *owner == player.0);
        if owned {
            Ok(slot)
        } else {
            let shown: String = id.chars().take(40).collect();
            Err(ApiError::NotFound(format!("no series '{shown}'")))
        }
    }

    async fn find(&self, store: &SqliteStore, id: &str) -> Result<Slot, ApiError> {
        let not_found = || {
            let shown: String = id.chars().take(40).collect();
            ApiError::NotFound(format!("no series '{shown}'"))
        };
        let id: i64 = id
            .parse()
            .ok()
            .filter(|&n: &i64| n > 0)
            .ok_or_else(not_found)?;
        if let Some(slot) = self.slots().get(&id) {
            return Ok(Arc::clone(slot));
        }
        let saved = store.load_series(id).await?.ok_or_else(not_found)?;
        Ok(self.insert(LiveSeries::new(id, saved.series, saved.owner)))
    }

    /// Keeps `live` in memory; if another request loaded it meanwhile, its
    /// slot wins.
    fn insert(&self, live: LiveSeries) -> Slot {
        let mut slots = self.slots();
        if slots.len() >= CACHED_SERIES {
            slots.retain(|_, slot| Arc::strong_count(slot) > 1);
        }
        Arc::clone(
            slots
                .entry(live.id)
                .or_insert_with(|| Arc::new(tokio::sync::Mutex::new(live))),
        )
    }
}

fn series_error(error: SeriesError) -> ApiError {
    match error {
        SeriesError::OddGames(_)
        | SeriesError::Games(_)
        | SeriesError::EmptyName
        | SeriesError::SameNames
        | SeriesError::Answer(_)
        | SeriesError::Code(_) => ApiError::bad(error),
        SeriesError::Over
        | SeriesError::NoSecret
        | SeriesError::SecretSet
        | SeriesError::AwaitingAnswer(_)
        | SeriesError::NoGuess
        | SeriesError::AnswersComputed
        | SeriesError::Companion
        | SeriesError::NotRevealing => ApiError::conflict(error),
    }
}

// ---------------------------------------------------------------- shapes

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
    pub id: i64,
    pub players: Vec<String>,
    pub games: u8,
    /// "board" or "board-blanks".
    pub variant: &'static str,
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
    /// When the codebreaker's row in play started (RFC 3339, UTC); null
    /// when it is not the codebreaker's turn.
    pub turn_started: Option<String>,
    /// Seconds left for the row in play, with a time limit.
    pub seconds_left: Option<f64>,
}

/// What a move led to.
#[derive(Debug, Serialize, ToSchema)]
pub struct MoveView {
    /// The events of `mastermind series --json`: secret-set, guess,
    /// feedback, timeout, challenge, wrong-information, game-end,
    /// reveal-needed, series-end.
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
    pub series: SeriesView,
}

fn names(series: &Series) -> &[String; 2] {
    &series.rules.players
}

fn scores(series: &Series) -> BTreeMap<String, u32> {
    names(series).iter().cloned().zip(series.scores).collect()
}

fn rows(game: &mastermind_core::series::SeriesGame) -> Vec<RowView> {
    game.rows
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

fn view(live: &LiveSeries) -> SeriesView {
    let series = &live.series;
    let rules = &series.rules;
    let players = names(series);
    let game = series.current().map(|game| CurrentGameView {
        number: game.number,
        codemaker: players[game.codemaker].clone(),
        codebreaker: players[game.codebreaker()].clone(),
        rows: rows(game),
        pending_guess: game.pending.map(|g| g.to_string()),
        replay: series
            .games
            .iter()
            .filter(|g| g.number == game.number)
            .count()
            > 1,
    });
    let history = series
        .games
        .iter()
        .filter_map(|game| {
            let outcome = game.outcome.as_ref()?;
            let maker = players[game.codemaker].clone();
            let breaker = players[game.codebreaker()].clone();
            let outcome = match outcome {
                Outcome::Broken { rows } => OutcomeView {
                    kind: "broken",
                    rows: Some(*rows),
                    turns: None,
                    scorer: maker.clone(),
                    points: *rows as u32,
                },
                Outcome::Unbroken => OutcomeView {
                    kind: "unbroken",
                    rows: Some(game.rows.len()),
                    turns: None,
                    scorer: maker.clone(),
                    points: UNBROKEN_POINTS,
                },
                Outcome::WrongInformation { turns } => OutcomeView {
                    kind: "wrong-information",
                    rows: None,
                    turns: Some(turns.clone()),
                    scorer: breaker.clone(),
                    points: WRONG_INFORMATION_POINTS,
                },
            };
            Some(PlayedGameView {
                number: game.number,
                codemaker: maker,
                codebreaker: breaker,
                outcome,
                rows: rows(game),
                secret: game.revealed_secret().map(|c| c.to_string()),
            })
        })
        .collect();
    SeriesView {
        id: live.id,
        players: players.to_vec(),
        games: rules.games,
        variant: match rules.variant {
            Variant::Board => "board",
            Variant::BoardBlanks => "board-blanks",
        },
        feedback: match rules.feedback {
            FeedbackMode::Computed => "computed",
            FeedbackMode::Manual => "manual",
        },
        companion: rules.companion,
        time_limit: rules.time_limit,
        setup: SetupView::from(&series.setup()),
        scores: scores(series),
        games_scored: series.games_scored(),
        phase: Phase::of(series).name(),
        game,
        history,
        winner: series.winner().map(|i| players[i].clone()),
        turn_started: live.clock.map(|c| rfc3339(c.wall)),
        seconds_left: live
            .left()
            .map(|d| (d.as_secs_f64() * 1000.0).round() / 1000.0),
    }
}

/// An event as `mastermind series --json` writes it. `game` is the number of
/// the game the move was made in.
fn event_json(series: &Series, game: u8, event: &Event) -> Value {
    match event {
        Event::Feedback {
            turn,
            guess,
            feedback,
        } => json!({
            "event": "feedback", "game": game, "turn": turn, "guess": guess,
            "black": feedback.black, "white": feedback.white,
        }),
        Event::TimedOut { turn } => json!({"event": "timeout", "game": game, "turn": turn}),
        Event::ChallengeFailed => json!({"event": "challenge", "game": game, "consistent": true}),
        Event::WrongInformation { game, turns } => json!({
            "event": "wrong-information", "game": game, "turns": turns, "replay": true,
            "scores": scores(series),
        }),
        Event::GameEnded {
            game,
            broken,
            rows,
            secret,
        } => json!({
            "event": "game-end", "game": game, "broken": broken, "rows": rows,
            "secret": secret, "scores": scores(series),
        }),
        Event::RevealNeeded => json!({"event": "reveal-needed", "game": game}),
        Event::SeriesEnded => json!({
            "event": "series-end", "scores": scores(series),
            "winner": series.winner().map(|i| names(series)[i].clone()),
        }),
    }
}

/// Saves `series` as the new state of `live`, then (only once it is
/// durable) makes it the series in memory and answers with the events.
async fn commit(
    state: &AppState,
    live: &mut LiveSeries,
    series: Series,
    game: u8,
    events: &[Event],
    mut shown: Vec<Value>,
) -> Result<Json<MoveView>, ApiError> {
    state.store().save_series(live.id, &series).await?;
    shown.extend(events.iter().map(|e| event_json(&series, game, e)));
    live.series = series;
    live.sync_clock();
    Ok(Json(MoveView {
        events: shown,
        series: view(live),
    }))
}

fn game_number(series: &Series) -> u8 {
    series.current().map_or(0, |g| g.number)
}

/// Why the codebreaker cannot play now: the core's words for what the
/// series waits for.
fn not_guessing(series: &Series) -> ApiError {
    series_error(match Phase::of(series) {
        Phase::Over => SeriesError::Over,
        Phase::Secret => SeriesError::NoSecret,
        Phase::Reveal => SeriesError::NotRevealing,
        Phase::Answer | Phase::Guess => {
            SeriesError::AwaitingAnswer(series.current().map_or(0, |g| g.rows.len() + 1))
        }
    })
}

fn parse_code(series: &Series, text: &str) -> Result<Code, ApiError> {
    series.setup().parse_code(text).map_err(ApiError::bad)
}

// ---------------------------------------------------------------- routes

/// Starts a series: the first player makes the first code.
#[utoipa::path(post, path = "/api/series", tag = "series", request_body = NewSeriesRequest,
    responses((status = 201, body = SeriesView), (status = 400, body = ErrorBody)))]
async fn create(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Json(request): Json<NewSeriesRequest>,
) -> Result<(StatusCode, Json<SeriesView>), ApiError> {
    let [first, second] = &request.players[..] else {
        return Err(ApiError::bad(format!(
            "a series is for two players: name two, not {}",
            request.players.len()
        )));
    };
    let players = [first.trim().to_string(), second.trim().to_string()];
    if let Some(long) = players.iter().find(|n| n.chars().count() > MAX_NAME) {
        let shown: String = long.chars().take(MAX_NAME).collect();
        return Err(ApiError::bad(format!(
            "a player's name has at most {MAX_NAME} characters: '{shown}…' is longer"
        )));
    }
    let variant = match request.variant.as_deref().unwrap_or("board") {
        "board" | "1" => Variant::Board,
        "board-blanks" | "2" => Variant::BoardBlanks,
        other => {
            let shown: String = other.chars().take(40).collect();
            return Err(ApiError::bad(format!(
                "unknown variant '{shown}': use 'board' (Game No. 1) or 'board-blanks' (Game No. 2)"
            )));
        }
    };
    let feedback = match request.feedback.as_deref().unwrap_or("computed") {
        "computed" => FeedbackMode::Computed,
        "manual" => FeedbackMode::Manual,
        other => {
            let shown: String = other.chars().take(40).collect();
            return Err(ApiError::bad(format!(
                "unknown feedback '{shown}': use 'computed' or 'manual'"
            )));
        }
    };
    if let Some(limit) = request.time_limit
        && !(1..=MAX_TIME_LIMIT).contains(&limit)
    {
        return Err(ApiError::bad(format!(
            "time_limit is a number of seconds from 1 to {MAX_TIME_LIMIT}, or null for none; not {limit}"
        )));
    }
    let rules = SeriesRules {
        players,
        games: request.games,
        variant,
        // A physical board's codemaker answers on the board.
        feedback: if request.companion {
            FeedbackMode::Manual
        } else {
            feedback
        },
        companion: request.companion,
        time_limit: request.time_limit,
    };
    let series = Series::new(rules).map_err(series_error)?;
    let id = state
        .store()
        .create_series(&series, Some(&player.0))
        .await?;
    let slot = registry.insert(LiveSeries::new(id, series, Some(player.0)));
    let live = slot.lock().await;
    Ok((StatusCode::CREATED, Json(view(&live))))
}

/// The series as it stands: where a reloaded page or a restarted server
/// picks it up. The code of the game in play is not in it.
#[utoipa::path(get, path = "/api/series/{id}", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    responses((status = 200, body = SeriesView), (status = 404, body = ErrorBody)))]
async fn show(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
) -> Result<Json<SeriesView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let live = slot.lock().await;
    Ok(Json(view(&live)))
}

/// The codemaker sets the code of the game in play (not in companion mode).
#[utoipa::path(post, path = "/api/series/{id}/secret", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    request_body = CodeRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn secret(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
    Json(request): Json<CodeRequest>,
) -> Result<Json<MoveView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let mut live = slot.lock().await;
    let mut series = live.series.clone();
    let game = game_number(&series);
    if live.series.rules.companion {
        return Err(series_error(SeriesError::Companion));
    }
    if Phase::of(&series) != Phase::Secret {
        return Err(series_error(match Phase::of(&series) {
            Phase::Over => SeriesError::Over,
            _ => SeriesError::SecretSet,
        }));
    }
    let code = parse_code(&series, &request.code)?;
    series.set_secret(code).map_err(series_error)?;
    let set = json!({"event": "secret-set", "game": game});
    commit(&state, &mut live, series, game, &[], vec![set]).await
}

/// The codebreaker plays the next row. With computed feedback the answer
/// comes back at once; with manual feedback it waits for `/answers`.
#[utoipa::path(post, path = "/api/series/{id}/guesses", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    request_body = GuessRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn guess(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
    Json(request): Json<GuessRequest>,
) -> Result<Json<MoveView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let mut live = slot.lock().await;
    let mut series = live.series.clone();
    let game = game_number(&series);
    if Phase::of(&series) == Phase::Guess
        && let Some(late) = live.overdue()
        && late > GRACE
    {
        let turn = series.current().map_or(0, |g| g.rows.len() + 1);
        return Err(ApiError::conflict(format!(
            "the time for row {turn} is up: it counts as played once the clock calls time (POST /timeout)"
        )));
    }
    if Phase::of(&series) != Phase::Guess {
        return Err(not_guessing(&series));
    }
    let code = parse_code(&series, &request.guess)?;
    let events = series.guess(code).map_err(series_error)?;
    let mut shown = Vec::new();
    if events.is_empty()
        && let Some(pending) = series.current().and_then(|g| g.pending)
    {
        let turn = series.current().map_or(0, |g| g.rows.len() + 1);
        shown.push(json!({"event": "guess", "game": game, "turn": turn, "guess": pending}));
    }
    commit(&state, &mut live, series, game, &events, shown).await
}

/// The codemaker's key pegs for the pending guess (manual feedback).
#[utoipa::path(post, path = "/api/series/{id}/answers", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    request_body = AnswerRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn answer(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
    Json(request): Json<AnswerRequest>,
) -> Result<Json<MoveView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let mut live = slot.lock().await;
    let mut series = live.series.clone();
    let game = game_number(&series);
    let events = series
        .answer(Feedback::new(request.black, request.white))
        .map_err(series_error)?;
    commit(&state, &mut live, series, game, &events, Vec::new()).await
}

/// The codebreaker challenges the answers so far: if no code fits them,
/// the codemaker gave wrong information, the game is void and replayed and
/// the codebreaker scores 3.
#[utoipa::path(post, path = "/api/series/{id}/challenge", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    responses((status = 200, body = MoveView), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn challenge(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
) -> Result<Json<MoveView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let mut live = slot.lock().await;
    let series = live.series.clone();
    let game = game_number(&series);
    let (series, events) = state
        .solve(move || {
            let mut series = series;
            let events = series.challenge(&SolverReferee)?;
            Ok::<_, SeriesError>((series, events))
        })
        .await?
        .map_err(series_error)?;
    commit(&state, &mut live, series, game, &events, Vec::new()).await
}

/// Companion mode: the codemaker types the code in once the game is over;
/// every answer is checked against it.
#[utoipa::path(post, path = "/api/series/{id}/reveal", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    request_body = CodeRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn reveal(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
    Json(request): Json<CodeRequest>,
) -> Result<Json<MoveView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let mut live = slot.lock().await;
    let mut series = live.series.clone();
    let game = game_number(&series);
    if Phase::of(&series) != Phase::Reveal {
        return Err(series_error(match Phase::of(&series) {
            Phase::Over => SeriesError::Over,
            _ => SeriesError::NotRevealing,
        }));
    }
    let code = parse_code(&series, &request.code)?;
    let events = series.reveal(code).map_err(series_error)?;
    commit(&state, &mut live, series, game, &events, Vec::new()).await
}

/// The codebreaker's time ran out: the row counts as played, with no guess.
/// Accepted only once the server's clock says so.
#[utoipa::path(post, path = "/api/series/{id}/timeout", tag = "series",
    params(("id" = i64, Path, description = "The series' id")),
    responses((status = 200, body = MoveView), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not the codebreaker's turn, no time limit, or time left (the message says how much)")))]
async fn timeout(
    State(state): State<AppState>,
    Extension(registry): Extension<Arc<Registry>>,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
) -> Result<Json<MoveView>, ApiError> {
    let slot = registry.get(state.store(), &id, &player).await?;
    let mut live = slot.lock().await;
    let mut series = live.series.clone();
    let game = game_number(&series);
    if Phase::of(&series) != Phase::Guess {
        return Err(not_guessing(&series));
    }
    if live.limit().is_none() {
        return Err(ApiError::conflict("this series has no time limit"));
    }
    if let Some(left) = live.left().filter(|d| !d.is_zero()) {
        let turn = series.current().map_or(0, |g| g.rows.len() + 1);
        let seconds = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        return Err(ApiError::conflict(format!(
            "the time for row {turn} is not up: {seconds} {} left",
            if seconds == 1 { "second" } else { "seconds" }
        )));
    }
    let events = series.time_out().map_err(series_error)?;
    commit(&state, &mut live, series, game, &events, Vec::new()).await
}

/// RFC 3339 in UTC with milliseconds, e.g. `2026-11-21T16:30:05.250Z`.
fn rfc3339(time: SystemTime) -> String {
    let since = time.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since.as_secs();
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rest = secs % 86_400;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60,
        since.subsec_millis()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_writes_utc_dates() {
        assert_eq!(rfc3339(UNIX_EPOCH), "1970-01-01T00:00:00.000Z");
        let t = UNIX_EPOCH + Duration::from_millis(951_782_400_250); // leap day 2000
        assert_eq!(rfc3339(t), "2000-02-29T00:00:00.250Z");
        let t = UNIX_EPOCH + Duration::from_secs(1_795_278_605);
        assert_eq!(rfc3339(t), "2026-11-21T16:30:05.000Z");
    }
}
