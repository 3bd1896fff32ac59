//! Two servers on one database, as an operator runs them behind a load
//! balancer, and one browser that talks to either.
// Each test binary uses a part of it.
#![allow(dead_code)]

use mastermind_server::{AppState, RateLimit, ServeOptions};
use mastermind_store::Database;
use mastermind_store::testing::scratch_postgres;
use reqwest::StatusCode;
use serde_json::Value;

/// Two databases opened separately on one place, as two processes would.
/// Runs `$story(a, b)`, two databases opened on one place, on SQLite as
/// `$sqlite` and on PostgreSQL as `$postgres`.
#[macro_export]
macro_rules! on_both {
    ($story:ident, $sqlite:ident, $postgres:ident) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $sqlite() {
            let (_dir, a, b) = two_servers::two_on_sqlite().await.expect("SQLite");
            $story(a, b).await;
        }

        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $postgres() {
            let Some((_, a, b)) = two_servers::two_on_postgres().await else {
                return;
            };
            $story(a, b).await;
        }
    };
}

pub async fn two_on_sqlite() -> Option<(tempfile::TempDir, Database, Database)> {
    let dir = tempfile::tempdir().expect("a folder");
    let a = Database::open_in_dir(dir.path()).await.expect("opens");
    let b = Database::open_in_dir(dir.path()).await.expect("opens");
    Some((dir, a, b))
}

pub async fn two_on_postgres() -> Option<((), Database, Database)> {
    let Some(url) = scratch_postgres().await else {
        // Outside CI a developer may run without a cluster; CI never may.
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the servers' tests on PostgreSQL too: MASTERMIND_TEST_POSTGRES_URL is not set"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
        return None;
    };
    let a = Database::open(&url).await.expect("opens");
    let b = Database::open(&url).await.expect("opens");
    Some(((), a, b))
}

pub struct Server {
    pub base: String,
    pub state: AppState,
}

pub async fn serve(store: Database) -> Server {
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
        state.clone(),
        std::future::pending(),
    ));
    state.bus().listening().await;
    Server {
        base: format!("http://{addr}"),
        state,
    }
}

/// One browser (one player cookie) that talks to either server.
pub struct Browser(pub reqwest::Client);

impl Browser {
    pub fn new() -> Self {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::COOKIE,
            "player=0123456789abcdef0123456789abcdef"
                .parse()
                .expect("a header"),
        );
        Browser(
            crate::common::http_builder()
                .default_headers(headers)
                .build()
                .expect("a client"),
        )
    }

    pub async fn post(&self, server: &Server, path: &str, body: Value) -> (StatusCode, Value) {
        let response = self
            .0
            .post(format!("{}{path}", server.base))
            .json(&body)
            .send()
            .await
            .expect("answers");
        let status = response.status();
        let value: Value = response.json().await.expect("JSON");
        assert!(!status.is_server_error(), "{status}: {value}");
        (status, value)
    }

    pub async fn get(&self, server: &Server, path: &str) -> (StatusCode, Value) {
        let response = self
            .0
            .get(format!("{}{path}", server.base))
            .send()
            .await
            .expect("answers");
        let status = response.status();
        let value: Value = response.json().await.expect("JSON");
        assert!(!status.is_server_error(), "{status}: {value}");
        (status, value)
    }
}
