//! Every answer and socket message the tests read is also read by the
//! shared wire types (crates/api) and written back: it must come out the
//! same JSON. A field the server sends that the wire types lack, or one
//! they name differently, fails the test that met it.

use mastermind_api::accounts::AccountView;
use mastermind_api::duels::{DuelFull, DuelList, DuelReview};
use mastermind_api::error::ErrorBody;
use mastermind_api::games::ReviewView;
use mastermind_api::games::{GameView, GuessView};
use mastermind_api::live::{AccountMessage, DuelMessage, TournamentMessage};
use mastermind_api::notifications::{NotificationList, NotificationMessage};
use mastermind_api::players::PlayerView;
use mastermind_api::push::{PushDevice, PushKey};
use mastermind_api::puzzles::{AttemptView, DailyPuzzleView, PuzzleRecordView};
use mastermind_api::statistics::StatisticsView;
use mastermind_api::tournaments::TournamentFull;
use reqwest::StatusCode;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// Asserts that `value` reads as a `T` and writes back unchanged.
pub fn reads_back<T: DeserializeOwned + Serialize>(value: &Value, what: &str) {
    let read: T = serde_json::from_value(value.clone())
        .unwrap_or_else(|e| panic!("{what} does not read as the wire type: {e}\n{value}"));
    let written = serde_json::to_value(&read).expect("writes");
    assert_eq!(
        &written, value,
        "{what}: the wire type lost or changed a field"
    );
}

/// Checks the answer of `method path` against its wire type, where the
/// route has one here; every refusal against the error body.
pub fn answer(method: &str, path: &str, status: StatusCode, value: &Value) {
    let what = format!("{method} {path} ({status})");
    if status.is_client_error() || status.is_server_error() {
        if value.is_object() {
            reads_back::<ErrorBody>(value, &what);
        }
        return;
    }
    let path = path.split('?').next().unwrap_or(path);
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    match (method, parts.as_slice()) {
        ("GET", ["api", "duels"]) => reads_back::<DuelList>(value, &what),
        ("GET", ["api", "duels", _]) => reads_back::<DuelFull>(value, &what),
        ("GET", ["api", "account"]) => reads_back::<AccountView>(value, &what),
        ("GET", ["api", "tournaments", _]) => reads_back::<TournamentFull>(value, &what),
        ("GET", ["api", "players", _]) => reads_back::<PlayerView>(value, &what),
        ("GET", ["api", "games", _]) | ("POST", ["api", "games"]) => {
            reads_back::<GameView>(value, &what)
        }
        ("POST", ["api", "games", _, "guesses"]) => reads_back::<GuessView>(value, &what),
        ("GET", ["api", "notifications"]) => reads_back::<NotificationList>(value, &what),
        ("GET", ["api", "push", "key"]) => reads_back::<PushKey>(value, &what),
        ("GET", ["api", "push", "subscriptions"]) => reads_back::<Vec<PushDevice>>(value, &what),
        ("POST", ["api", "push", "subscriptions"]) => reads_back::<PushDevice>(value, &what),
        ("POST", ["api", "puzzles", "next"])
        | ("GET", ["api", "puzzles", "attempts", _])
        | ("POST", ["api", "puzzles", "attempts", _, _]) => reads_back::<AttemptView>(value, &what),
        ("GET", ["api", "duels", _, "review"]) => reads_back::<DuelReview>(value, &what),
        ("GET", ["api", "series", _, "review"]) | ("GET", ["api", "games", _, "review"]) => {
            reads_back::<ReviewView>(value, &what)
        }
        ("GET", ["api", "statistics"]) => reads_back::<StatisticsView>(value, &what),
        ("POST", ["api", "puzzles", "daily"]) => reads_back::<DailyPuzzleView>(value, &what),
        ("GET", ["api", "puzzles", "record"]) => reads_back::<PuzzleRecordView>(value, &what),
        _ => {}
    }
}

/// Checks a message of a duel's, an account's or a tournament's socket or
/// stream against its wire type (`stream` for an account's stream).
pub fn message(value: &Value, account_stream: bool) {
    let what = format!("a {} message", value["type"]);
    match value["type"].as_str() {
        Some("tournament") => reads_back::<TournamentMessage>(value, &what),
        Some("state" | "closed") if account_stream => reads_back::<AccountMessage>(value, &what),
        Some("challenge" | "challenge-gone" | "duel-started" | "duel-ended") => {
            reads_back::<AccountMessage>(value, &what)
        }
        Some("state" | "event" | "lobby" | "closed") => reads_back::<DuelMessage>(value, &what),
        Some("unread") => reads_back::<NotificationMessage>(value, &what),
        _ => {}
    }
}
