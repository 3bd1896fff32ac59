//! A client of the duel API for the tests: players with their session
//! cookie, and WebSockets.
// Each test binary uses a part of it.
#![allow(dead_code)]

use std::time::Duration;

use futures_util::StreamExt;
use mastermind_server::{AppState, RateLimit, ServeOptions};
use mastermind_store::Database;
use mastermind_store::testing::scratch_postgres;
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest};

pub struct Server {
    pub base: String,
    task: tokio::task::JoinHandle<Result<(), mastermind_server::ServeError>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub async fn serve(store: Database) -> Server {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        coach_budget: crate::common::COACH_BUDGET,
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(store, options);
    serve_state(state).await
}

/// A server that stops, as on SIGTERM, when the sender is used; its stop
/// serves on for `grace` with `/readyz` answering 503.
pub async fn serve_stoppable(
    store: Database,
    grace: Duration,
) -> (Server, tokio::sync::oneshot::Sender<()>) {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        coach_budget: crate::common::COACH_BUDGET,
        shutdown_grace: grace,
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(store, options);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds");
    let addr = listener.local_addr().expect("an address");
    state.bus().listening().await;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(mastermind_server::serve_on(listener, state, async {
        let _ = stopped.await;
    }));
    let server = Server {
        base: format!("http://{addr}"),
        task,
    };
    (server, stop)
}

/// Serves `state` on a free port of 127.0.0.1.
pub async fn serve_state(state: AppState) -> Server {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds");
    let addr = listener.local_addr().expect("an address");
    state.bus().listening().await;
    let task = tokio::spawn(mastermind_server::serve_on(
        listener,
        state,
        std::future::pending(),
    ));
    Server {
        base: format!("http://{addr}"),
        task,
    }
}

/// One player's client: their session cookie, sent to whichever server,
/// and, once they have one, their browser's `player` cookie.
#[derive(Clone)]
pub struct Player {
    http: reqwest::Client,
    pub name: String,
    pub cookie: Option<String>,
    pub browser: Option<String>,
}

fn set_cookie(response: &reqwest::Response, name: &str) -> Option<String> {
    response
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with(&format!("{name}=")))
        .and_then(|v| v.split(';').next())
        .map(str::to_string)
}

impl Player {
    pub fn anonymous(name: &str) -> Player {
        Player {
            http: crate::common::http(),
            name: name.to_string(),
            cookie: None,
            browser: None,
        }
    }

    /// Logs in as `name` (signed up with [`Player::sign_up`]): another
    /// session of the same account, as a second device has.
    pub async fn log_in(server: &Server, name: &str) -> Player {
        let mut player = Player::anonymous(name);
        player
            .ok(
                server,
                "POST",
                "/api/session",
                Some(json!({"name": name, "password": "correct horse"})),
            )
            .await;
        player
    }

    pub async fn sign_up(server: &Server, name: &str) -> Player {
        let mut player = Player::anonymous(name);
        let (status, body) = player
            .send(
                server,
                "POST",
                "/api/accounts",
                Some(json!({"name": name, "password": "correct horse"})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["name"], name);
        assert!(player.cookie.is_some(), "logged in at sign-up");
        player
    }

    pub fn cookies(&self) -> Option<String> {
        let both: Vec<&str> = [&self.cookie, &self.browser]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect();
        (!both.is_empty()).then(|| both.join("; "))
    }

    pub async fn send(
        &mut self,
        server: &Server,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let url = format!("{}{path}", server.base);
        let mut request = self.http.request(method.parse().expect("a method"), url);
        if let Some(cookie) = self.cookies() {
            request = request.header(reqwest::header::COOKIE, cookie);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("answers");
        if let Some(cookie) = set_cookie(&response, "session") {
            self.cookie = Some(cookie).filter(|c| c != "session=");
        }
        if let Some(cookie) = set_cookie(&response, "player") {
            self.browser = Some(cookie);
        }
        let status = response.status();
        let text = response.text().await.expect("a body");
        let value = serde_json::from_str(&text).unwrap_or(Value::Null);
        crate::wire::answer(method, path, status, &value);
        (status, value)
    }

    pub async fn ok(
        &mut self,
        server: &Server,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Value {
        let (status, body) = self.send(server, method, path, body).await;
        assert!(status.is_success(), "{method} {path}: {status} {body}");
        body
    }

    pub async fn get(&mut self, server: &Server, path: &str) -> Value {
        self.ok(server, "GET", path, None).await
    }

    pub async fn post(&mut self, server: &Server, path: &str, body: Value) -> Value {
        self.ok(server, "POST", path, Some(body)).await
    }

    /// Tries `POST /api/duels/{id}/{action}` with `body`; the status and the
    /// answer.
    pub async fn attempt(
        &mut self,
        server: &Server,
        id: &str,
        action: &str,
        body: Value,
    ) -> (StatusCode, Value) {
        let path = format!("/api/duels/{id}/{action}");
        self.send(server, "POST", &path, Some(body)).await
    }

    /// Sets the code of duel `id`; the view after it.
    pub async fn code(&mut self, server: &Server, id: &str, code: &str) -> Value {
        self.post(
            server,
            &format!("/api/duels/{id}/code"),
            json!({ "code": code }),
        )
        .await
    }

    /// Guesses in duel `id`; the view after it.
    pub async fn guess(&mut self, server: &Server, id: &str, guess: &str) -> Value {
        self.post(
            server,
            &format!("/api/duels/{id}/guesses"),
            json!({ "guess": guess }),
        )
        .await
    }

    pub async fn live(&self, server: &Server, path: &str) -> Socket {
        let url = format!("{}{path}", server.base.replace("http://", "ws://"));
        let mut request = url.into_client_request().expect("a request");
        if let Some(cookie) = self.cookies() {
            request
                .headers_mut()
                .insert("cookie", cookie.parse().expect("a header"));
        }
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("the socket opens");
        Socket(socket)
    }
}

pub struct Socket(
    pub tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
);

impl Socket {
    /// The next message, within 10 s.
    pub async fn next(&mut self) -> Value {
        self.within().await.expect("a message within 10 s")
    }

    /// The next text message, or `None` when none came within 10 s.
    async fn within(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(10), self.0.next())
                .await
                .ok()?
                .expect("the socket is open")
                .expect("a message");
            if let tungstenite::Message::Text(text) = message {
                let value = serde_json::from_str(&text).expect("JSON");
                crate::wire::message(&value, false);
                return Some(value);
            }
        }
    }

    /// Messages until one satisfies `done`; all of them. A wait of 10 s
    /// for the next fails the test with those that came before.
    pub async fn until(&mut self, done: impl Fn(&Value) -> bool) -> Vec<Value> {
        let mut seen = Vec::new();
        loop {
            let Some(message) = self.within().await else {
                panic!("no message within 10 s after these: {seen:#?}");
            };
            let stop = done(&message);
            seen.push(message);
            if stop {
                return seen;
            }
        }
    }

    /// Whatever arrives within `wait`.
    pub async fn drain(&mut self, wait: Duration) -> Vec<Value> {
        let mut seen = Vec::new();
        while let Ok(Some(Ok(message))) = tokio::time::timeout(wait, self.0.next()).await {
            if let tungstenite::Message::Text(text) = message {
                seen.push(serde_json::from_str(&text).expect("JSON"));
            }
        }
        seen
    }

    /// The text messages that arrive within `wait`, and the close frame's
    /// code if the server closed the socket meanwhile.
    pub async fn until_closed(&mut self, wait: Duration) -> (Vec<Value>, Option<u16>) {
        let mut seen = Vec::new();
        let deadline = tokio::time::Instant::now() + wait;
        while let Ok(Some(Ok(message))) = tokio::time::timeout_at(deadline, self.0.next()).await {
            match message {
                tungstenite::Message::Text(text) => {
                    seen.push(serde_json::from_str(&text).expect("JSON"));
                }
                tungstenite::Message::Close(frame) => {
                    return (seen, Some(frame.map_or(1005, |f| u16::from(f.code))));
                }
                _ => {}
            }
        }
        (seen, None)
    }

    pub async fn close(mut self) {
        let _ = self.0.close(None).await;
    }
}

pub fn unique(name: &str) -> String {
    format!("{name}{}", rand_suffix())
}

fn rand_suffix() -> String {
    format!("{:06}", std::process::id() % 1_000_000)
}

/// White challenges black on `terms` (the body of `POST /api/duels`, the
/// opponent added), black accepts, and both set their `codes`; the duel's id.
pub async fn begun(
    server: &Server,
    white: &mut Player,
    black: &mut Player,
    terms: Value,
    codes: (&str, &str),
) -> String {
    let mut terms = terms;
    terms["opponent"] = black.name.clone().into();
    let body = white.post(server, "/api/duels", terms).await;
    let id = body["id"].as_str().expect("an id").to_string();
    black
        .ok(server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    white.code(server, &id, codes.0).await;
    black.code(server, &id, codes.1).await;
    id
}

/// Two servers on one database: the test cluster when asked for
/// PostgreSQL, else one SQLite file.
pub async fn two_servers() -> (tempfile::TempDir, Server, Server) {
    let (dir, a, b) = two_databases().await;
    (dir, serve(a).await, serve(b).await)
}

/// One database opened twice, as two servers open it: the test cluster
/// when asked for PostgreSQL, else one SQLite file.
pub async fn two_databases() -> (tempfile::TempDir, Database, Database) {
    let dir = tempfile::tempdir().expect("a folder");
    let (a, b) = if std::env::var(crate::common::ENGINE_VAR).as_deref() == Ok("postgres") {
        // Asked for PostgreSQL, the test runs on it or fails: never passes
        // without having run.
        let url = scratch_postgres()
            .await
            .expect("MASTERMIND_TEST_POSTGRES_URL names the test cluster");
        (
            Database::open(&url).await.expect("opens"),
            Database::open(&url).await.expect("opens"),
        )
    } else {
        let a = Database::open_in_dir(dir.path()).await.expect("opens");
        (a.clone(), a)
    };
    (dir, a, b)
}
