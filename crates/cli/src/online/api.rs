//! The server's JSON API as the terminal uses it: one HTTP client keeping
//! the `session` cookie, the duel routes, and the duel's WebSocket.

use std::sync::Arc;

use mastermind_api::accounts::{AccountView, Credentials};
use mastermind_api::error::ErrorBody;
use mastermind_i18n::tr;
use reqwest::cookie::{CookieStore, Jar};
use reqwest::{Method, StatusCode, Url};
use serde::Serialize;
use serde::de::{DeserializeOwned, IgnoredAny};
use serde_json::Value;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// What went wrong with a request.
#[derive(Debug)]
pub enum Failure {
    /// The server could not be reached, or did not answer.
    Unreachable(String),
    /// The server refused: the status and its `{"error": "..."}` message
    /// (in the terminal's language when the catalogue has its `code`).
    Refused(StatusCode, String),
    /// The server's answer is not what its API says (another program, or
    /// a server of another version).
    Unreadable(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Unreachable(e) => {
                f.write_str(&tr!("cmd-server-unreachable", error = e.as_str()))
            }
            Failure::Refused(_, message) => f.write_str(message),
            Failure::Unreadable(e) => {
                f.write_str(&tr!("cmd-server-unreadable", error = e.as_str()))
            }
        }
    }
}

impl std::error::Error for Failure {}

/// A client of one server, logged in once `log_in` succeeds.
pub struct Api {
    http: reqwest::Client,
    jar: Arc<Jar>,
    base: Url,
    tls: Arc<rustls::ClientConfig>,
    /// The access token every request names, instead of a session.
    token: Option<String>,
}

impl Api {
    /// A client of the server at `base` (http://HOST:PORT or
    /// https://HOST), trusting `ca_cert`'s certificates besides the usual
    /// roots.
    pub fn new(base: &str, ca_cert: Option<&std::path::Path>) -> Result<Api, String> {
        let base = Url::parse(base.trim_end_matches('/'))
            .map_err(|e| tr!("cmd-server-not-url", error = e.to_string(), url = base))?;
        if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
            return Err(tr!("cmd-server-not-http", url = base.to_string()));
        }
        let tls = super::tls::config(ca_cert)?;
        let jar = Arc::new(Jar::default());
        // No connection kept between requests: a player's moves are
        // seconds apart, and an idle connection is one a restarting server
        // (or the balancer before it) may close just as a move goes out.
        let http = reqwest::Client::builder()
            .pool_max_idle_per_host(0)
            .use_preconfigured_tls((*tls).clone())
            .cookie_provider(jar.clone())
            .connect_timeout(std::time::Duration::from_secs(10))
            .timeout(std::time::Duration::from_secs(30))
            .build()
            .map_err(|e| tr!("cmd-no-http-client", error = e.to_string()))?;
        Ok(Api {
            http,
            jar,
            base,
            tls,
            token: None,
        })
    }

    /// Acts with the access token `token` from now on (no login).
    pub fn use_token(&mut self, token: String) {
        self.token = Some(token);
    }

    /// The address of `path`, which may end in a query.
    fn url(&self, path: &str) -> Url {
        let (path, query) = path
            .split_once('?')
            .map_or((path, None), |(p, q)| (p, Some(q)));
        let mut url = self.base.clone();
        url.set_path(path);
        url.set_query(query);
        url
    }

    /// Sends `body` to `path`; the answer, read as a `T`, on success.
    pub async fn send<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        body: Option<&(impl Serialize + ?Sized)>,
    ) -> Result<T, Failure> {
        let mut request = self.http.request(method, self.url(path));
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request
            .send()
            .await
            .map_err(|e| Failure::Unreachable(super::tls::explain(error_chain(&e))))?;
        let status = response.status();
        let text = response
            .text()
            .await
            .map_err(|e| Failure::Unreachable(error_chain(&e)))?;
        if status.is_success() {
            serde_json::from_str(&text).map_err(|e| Failure::Unreadable(e.to_string()))
        } else {
            Err(Failure::Refused(status, refusal(&text, status)))
        }
    }

    pub async fn get<T: DeserializeOwned>(&self, path: &str) -> Result<T, Failure> {
        self.send(Method::GET, path, None::<&Value>).await
    }

    pub async fn post<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &(impl Serialize + ?Sized),
    ) -> Result<T, Failure> {
        self.send(Method::POST, path, Some(body)).await
    }

    /// Posts a move or an action whose answer is not needed (what it did
    /// comes over the socket).
    pub async fn act(&self, path: &str, body: &(impl Serialize + ?Sized)) -> Result<(), Failure> {
        self.post::<IgnoredAny>(path, body).await.map(drop)
    }

    /// The name of the account the access token acts for.
    pub async fn token_account(&self) -> Result<String, Failure> {
        let account: AccountView = self.get("/api/account").await?;
        Ok(account.name)
    }

    /// Logs in as `name`, creating the account first with `sign_up`.
    pub async fn log_in(&self, name: &str, password: &str, sign_up: bool) -> Result<(), Failure> {
        let path = if sign_up {
            "/api/accounts"
        } else {
            "/api/session"
        };
        let credentials = Credentials {
            name: name.to_string(),
            password: password.to_string(),
        };
        self.act(path, &credentials).await
    }

    /// Opens the NDJSON stream at `path` (an account's or a duel's): the
    /// response, to be read line by line, once the server accepted it.
    /// Without the client's overall timeout: a stream lasts.
    pub async fn stream(&self, path: &str) -> Result<reqwest::Response, Failure> {
        let mut request = self
            .http
            .get(self.url(path))
            .timeout(std::time::Duration::from_secs(60 * 60 * 24 * 365));
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let response = request
            .send()
            .await
            .map_err(|e| Failure::Unreachable(super::tls::explain(error_chain(&e))))?;
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        let text = response.text().await.unwrap_or_default();
        Err(Failure::Refused(status, refusal(&text, status)))
    }

    /// Opens the duel's live socket, after version `since` if given.
    pub async fn live(&self, id: &str, since: Option<u64>) -> Result<Socket, Failure> {
        match since {
            Some(since) => {
                self.socket(&format!("/api/duels/{id}/live?since={since}"))
                    .await
            }
            None => self.socket(&format!("/api/duels/{id}/live")).await,
        }
    }

    /// Opens the live socket at `path`, with the session's cookies.
    pub async fn socket(&self, path: &str) -> Result<Socket, Failure> {
        let url = self.url(path);
        let scheme = if url.scheme() == "https" { "wss" } else { "ws" };
        let text = url.as_str().replacen(url.scheme(), scheme, 1);
        let mut request = text
            .into_client_request()
            .map_err(|e| Failure::Unreachable(e.to_string()))?;
        if let Some(cookies) = self.jar.cookies(&self.base) {
            request.headers_mut().insert("cookie", cookies);
        }
        if let Some(token) = &self.token {
            let value = format!("Bearer {token}")
                .parse()
                .map_err(|_| Failure::Unreachable(tr!("cmd-token-malformed")))?;
            request.headers_mut().insert("authorization", value);
        }
        let connector = tokio_tungstenite::Connector::Rustls(Arc::clone(&self.tls));
        match tokio_tungstenite::connect_async_tls_with_config(
            request,
            None,
            false,
            Some(connector),
        )
        .await
        {
            Ok((socket, _)) => Ok(socket),
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                let status = response.status();
                let body = response
                    .body()
                    .as_deref()
                    .map(String::from_utf8_lossy)
                    .unwrap_or_default();
                Err(Failure::Refused(status, refusal(&body, status)))
            }
            Err(e) => Err(Failure::Unreachable(super::tls::explain(error_chain(&e)))),
        }
    }
}

/// What a refusal's body (`{"error": "...", "code": "..."}`) says, in the
/// terminal's language where the catalogue has its code.
fn refusal(body: &str, status: StatusCode) -> String {
    match serde_json::from_str::<ErrorBody>(body) {
        Ok(refused) => crate::words::coded(Some(&refused.code), &refused.error),
        Err(_) => tr!("cmd-server-answered", status = status.to_string()),
    }
}

/// An error with its causes, as reqwest's top line says little.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
