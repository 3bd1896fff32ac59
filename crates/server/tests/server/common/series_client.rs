//! A browser's client of the board game for two (`/api/series`) on a real
//! server on 127.0.0.1:0: what the series stories share.

use crate::common;
use std::path::Path;

use mastermind_server::{AppState, RateLimit, ServeOptions};
use mastermind_store::Database;

use reqwest::StatusCode;
use serde_json::{Value, json};

pub struct Server {
    pub base: String,
    pub client: reqwest::Client,
}

/// A server on the database in `dir` (SQLite, or the test cluster's
/// PostgreSQL in the second run).
pub async fn start_in(dir: &Path) -> Server {
    start_on(common::database_in(dir).await).await
}

/// A server on `store`.
pub async fn start_on(store: Database) -> Server {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        coach_budget: crate::common::COACH_BUDGET,
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(store, options);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds");
    let addr = listener.local_addr().expect("an address");
    tokio::spawn(mastermind_server::serve_on(
        listener,
        state,
        std::future::pending(),
    ));
    Server {
        base: format!("http://{addr}"),
        client: browser(),
    }
}

/// A client that keeps its `player` cookie, as a browser does.
fn browser() -> reqwest::Client {
    crate::common::http_builder()
        .cookie_store(true)
        .build()
        .expect("a client")
}

impl Server {
    /// Another server seen from this server's browser (its cookie goes along).
    pub fn same_browser_on(&self, other: Server) -> Server {
        Server {
            base: other.base,
            client: self.client.clone(),
        }
    }

    /// The same server seen from another browser.
    pub fn other_browser(&self) -> Server {
        Server {
            base: self.base.clone(),
            client: browser(),
        }
    }

    /// The status, the body as JSON, and the body's text.
    pub async fn send(&self, request: reqwest::RequestBuilder) -> (StatusCode, Value, String) {
        let response = request.send().await.expect("the server answers");
        let status = response.status();
        let text = response.text().await.expect("a body");
        let value: Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{status}: not JSON ({e}): {text}"));
        if status.is_client_error() || status.is_server_error() {
            assert!(
                value["error"].as_str().is_some_and(|e| !e.is_empty()),
                "{status} without an error message: {value}"
            );
            assert!(!status.is_server_error(), "{status}: {value}");
        }
        (status, value, text)
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        let (status, value, _) = self
            .send(self.client.get(format!("{}{path}", self.base)))
            .await;
        (status, value)
    }

    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        let (status, value, _) = self
            .send(self.client.post(format!("{}{path}", self.base)).json(&body))
            .await;
        (status, value)
    }

    /// Starts a series of two games between Ann and Bob.
    /// The id is leaked to a `&'static str` so that tests pass it around
    /// like a number.
    pub async fn series(&self, options: Value) -> (&'static str, Value) {
        let mut body = json!({"players": ["Ann", "Bob"], "games": 2});
        for (key, value) in options.as_object().expect("an object") {
            body[key] = value.clone();
        }
        let (status, view) = self.post("/api/series", body).await;
        assert_eq!(status, StatusCode::CREATED, "{view}");
        let id = view["id"].as_str().expect("an id").to_string();
        assert_eq!(id.len(), 32, "as hard to guess as a game's id: {id}");
        (Box::leak(id.into_boxed_str()), view)
    }

    /// A move that must be accepted; returns (events, series).
    pub async fn play(&self, id: &str, what: &str, body: Value) -> (Vec<Value>, Value) {
        let (status, answer) = self.post(&format!("/api/series/{id}/{what}"), body).await;
        assert_eq!(status, StatusCode::OK, "{what}: {answer}");
        (
            answer["events"].as_array().expect("events").clone(),
            answer["series"].clone(),
        )
    }

    pub async fn secret(&self, id: &str, code: &str) -> Value {
        self.play(id, "secret", json!({ "code": code })).await.1
    }

    pub async fn guess(&self, id: &str, code: &str) -> (Vec<Value>, Value) {
        self.play(id, "guesses", json!({ "guess": code })).await
    }

    pub async fn answer(&self, id: &str, black: u8, white: u8) -> (Vec<Value>, Value) {
        self.play(id, "answers", json!({ "black": black, "white": white }))
            .await
    }

    pub async fn view(&self, id: &str) -> Value {
        let (status, view) = self.get(&format!("/api/series/{id}")).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        view
    }

    /// A move that must be refused with `status`; returns the message.
    pub async fn refused(&self, id: &str, what: &str, body: Value, status: StatusCode) -> String {
        let (got, answer) = self.post(&format!("/api/series/{id}/{what}"), body).await;
        assert_eq!(got, status, "{what}: {answer}");
        answer["error"].as_str().expect("a message").to_string()
    }
}

pub fn kinds(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .map(|e| e["event"].as_str().expect("an event name"))
        .collect()
}

pub fn event<'a>(events: &'a [Value], name: &str) -> &'a Value {
    events
        .iter()
        .find(|e| e["event"] == name)
        .unwrap_or_else(|| panic!("no {name} event in {events:?}"))
}
