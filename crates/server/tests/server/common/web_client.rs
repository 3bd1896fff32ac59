//! A browser's client of the single-player API for the tests: a real server
//! on 127.0.0.1:0, a player cookie, and a game won by the solver.
// Each test binary uses a part of it.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;

use mastermind_core::{Feedback, Preset};
use mastermind_server::{AppState, RateLimit, ServeOptions};
use mastermind_solver::{Codebreaker, Strategy};
use mastermind_store::Database;
use reqwest::StatusCode;
use serde_json::{Value, json};

pub struct Server {
    pub base: String,
    pub client: reqwest::Client,
    pub player: String,
    pub dir: Arc<tempfile::TempDir>,
    pub store: Database,
}

pub const PLAYER: &str = "0123456789abcdef0123456789abcdef";

pub async fn start_with(options: ServeOptions) -> Server {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = crate::common::database_in(dir.path()).await;
    let (state, _writer) = AppState::with_store(store.clone(), options);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds");
    let addr = listener.local_addr().expect("an address");
    tokio::spawn(mastermind_server::serve_on(
        listener,
        state,
        std::future::pending(),
    ));
    Server::connect(addr, Arc::new(dir), store, PLAYER)
}

pub async fn start() -> Server {
    start_with(ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        coach_budget: crate::common::COACH_BUDGET,
        ..ServeOptions::default()
    })
    .await
}

impl Server {
    pub fn connect(
        addr: SocketAddr,
        dir: Arc<tempfile::TempDir>,
        store: Database,
        player: &str,
    ) -> Server {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::COOKIE,
            format!("player={player}").parse().expect("a header"),
        );
        Server {
            base: format!("http://{addr}"),
            client: crate::common::http_builder()
                .default_headers(headers)
                .build()
                .expect("a client"),
            player: player.to_string(),
            dir,
            store,
        }
    }

    /// Another browser on the same server.
    pub fn as_player(&self, player: &str) -> Server {
        let addr = self
            .base
            .trim_start_matches("http://")
            .parse()
            .expect("addr");
        Server::connect(addr, Arc::clone(&self.dir), self.store.clone(), player)
    }

    pub async fn send(&self, request: reqwest::RequestBuilder) -> (StatusCode, Value) {
        let asked = request
            .try_clone()
            .and_then(|r| r.build().ok())
            .map(|r| (r.method().to_string(), r.url().path().to_string()));
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
        if let Some((method, path)) = asked {
            crate::wire::answer(&method, &path, status, &value);
        }
        (status, value)
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        self.send(self.client.get(format!("{}{path}", self.base)))
            .await
    }

    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(self.client.post(format!("{}{path}", self.base)).json(&body))
            .await
    }

    pub async fn delete(&self, path: &str) -> (StatusCode, Value) {
        self.send(self.client.delete(format!("{}{path}", self.base)))
            .await
    }

    pub async fn new_game(&self, preset: &str) -> String {
        let (status, game) = self.post("/api/games", json!({ "preset": preset })).await;
        assert_eq!(status, StatusCode::CREATED, "{game}");
        game["id"].as_str().expect("an id").to_string()
    }

    /// Plays Knuth's strategy (at most 5 guesses at level I) until the game
    /// is won; returns every answer, and the game as shown before each.
    pub async fn win(&self, id: &str) -> Vec<Value> {
        self.win_watching(id).await.0
    }

    pub async fn win_watching(&self, id: &str) -> (Vec<Value>, Vec<Value>) {
        let mut views = Vec::new();
        let setup = Preset::Mastermind1.setup();
        let mut codebreaker = Codebreaker::new(&setup, Strategy::Knuth);
        let mut answers = Vec::new();
        loop {
            views.push(self.get(&format!("/api/games/{id}")).await.1);
            let guess = codebreaker.next_guess(&mut rand::rng());
            let (status, answer) = self
                .post(
                    &format!("/api/games/{id}/guesses"),
                    json!({ "guess": guess.to_string() }),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{answer}");
            let feedback = Feedback::new(
                answer["black"].as_u64().expect("black") as u8,
                answer["white"].as_u64().expect("white") as u8,
            );
            codebreaker.record(guess, feedback).expect("true answers");
            let state = answer["state"].as_str().expect("a state").to_string();
            answers.push(answer);
            if state != "playing" {
                assert_eq!(state, "won");
                return (answers, views);
            }
        }
    }
}
