//! What the server's test binaries share: the database a test server runs
//! on. SQLite in the test's folder by default; with
//! `MASTERMIND_TEST_SERVER_DATABASE=postgres` (set by `./scripts/test` for a
//! second run of these tests), a fresh database on the test cluster, the
//! same one for every server started in the same folder.

use std::path::Path;

use mastermind_store::Database;
use mastermind_store::testing::scratch_postgres;

/// The engine variable: `postgres` or unset.
pub const ENGINE_VAR: &str = "MASTERMIND_TEST_SERVER_DATABASE";

/// The coach's time for a review on the tests' servers: a debug build
/// beside the other tests may need it all for the exact verdicts of 4·6.
/// A ceiling: a review takes what it needs.
pub const COACH_BUDGET: std::time::Duration = std::time::Duration::from_secs(120);

// Not every test binary opens a database of its own.
#[allow(dead_code)]
pub async fn database_in(dir: &Path) -> Database {
    if std::env::var(ENGINE_VAR).as_deref() != Ok("postgres") {
        return Database::open_in_dir(dir).await.expect("opens");
    }
    let file = dir.join("postgres-url");
    let url = match std::fs::read_to_string(&file) {
        Ok(url) => url,
        Err(_) => {
            let url = scratch_postgres()
                .await
                .expect("MASTERMIND_TEST_POSTGRES_URL names the test cluster");
            std::fs::write(&file, &url).expect("writes");
            url
        }
    };
    Database::open(&url).await.expect("the test database opens")
}

/// An HTTP client for the tests (reqwest has no TLS provider of its own:
/// the program's, ring, installed first).
#[allow(dead_code)]
pub fn http() -> reqwest::Client {
    http_builder().build().expect("an HTTP client")
}

/// A builder of [`http`]'s kind, for clients with settings of their own.
#[allow(dead_code)]
pub fn http_builder() -> reqwest::ClientBuilder {
    mastermind_server::tls::install_provider();
    reqwest::Client::builder()
}
