//! One player's side: its account, its HTTP client and its duel socket.

use super::*;

/// One account and what its requests carry: its cookies (`session=...;
/// player=...`), or a bot's token.
#[derive(Clone)]
pub(crate) struct Account {
    pub(crate) name: String,
    pub(crate) url: String,
    /// The header that says who asks (`cookie`, or `authorization`).
    pub(crate) auth: (&'static str, String),
}

/// What a player's socket delivered, and when.
#[derive(Debug)]
pub(crate) enum Seen {
    /// Turns up to this one are revealed.
    Revealed(u64, Instant),
    Ended,
    Closed,
}

pub(crate) struct Socket {
    pub(crate) seen: mpsc::UnboundedReceiver<Seen>,
    pub(crate) close: Option<oneshot::Sender<()>>,
    pub(crate) task: tokio::task::JoinHandle<()>,
}

impl Socket {
    pub(crate) async fn open(
        account: &Account,
        id: &str,
        tally: &Arc<Tally>,
    ) -> Result<Socket, String> {
        let url = format!(
            "{}/api/duels/{id}/live",
            account.url.replacen("http://", "ws://", 1)
        );
        let mut request = url.into_client_request().map_err(|e| e.to_string())?;
        request.headers_mut().insert(
            account.auth.0,
            account
                .auth
                .1
                .parse()
                .map_err(|_| "a bad cookie or token")?,
        );
        let (mut socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .map_err(|e| format!("socket: {e}"))?;
        let (send, seen) = mpsc::unbounded_channel();
        let (close, mut closing) = oneshot::channel::<()>();
        let tally = Arc::clone(tally);
        let task = tokio::spawn(async move {
            loop {
                let message = tokio::select! {
                    message = socket.next() => message,
                    _ = &mut closing => {
                        let _ = socket.close(None).await;
                        // Read up to the server's close frame.
                        let _ = tokio::time::timeout(Duration::from_secs(5), async {
                            while let Some(Ok(_)) = socket.next().await {}
                        })
                        .await;
                        return;
                    }
                };
                let at = Instant::now();
                match message {
                    Some(Ok(Message::Text(text))) => {
                        tally.ws_messages.fetch_add(1, Ordering::Relaxed);
                        for seen in read(&text, at) {
                            let _ = send.send(seen);
                        }
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
                        let _ = send.send(Seen::Closed);
                        return;
                    }
                    Some(Ok(_)) => {
                        tally.ws_other.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
        });
        Ok(Socket {
            seen,
            close: Some(close),
            task,
        })
    }

    /// Waits for turn `turn`'s reveal: when it was delivered, or why not.
    pub(crate) async fn revealed(&mut self, turn: u64) -> Result<Instant, &'static str> {
        let wait = async {
            loop {
                match self.seen.recv().await {
                    Some(Seen::Revealed(t, at)) if t >= turn => return Ok(at),
                    Some(Seen::Revealed(..) | Seen::Ended) => {}
                    Some(Seen::Closed) | None => return Err("closed"),
                }
            }
        };
        tokio::time::timeout(REVEAL_TIMEOUT, wait)
            .await
            .unwrap_or(Err("timeout"))
    }

    pub(crate) async fn close(mut self) {
        if let Some(close) = self.close.take() {
            let _ = close.send(());
        }
        let _ = self.task.await;
    }
}

/// What a socket's text message says about reveals and the end.
pub(crate) fn read(text: &str, at: Instant) -> Vec<Seen> {
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return Vec::new();
    };
    match message["type"].as_str() {
        Some("event") => match message["event"].as_str() {
            Some("turn-revealed") => message["turn"]
                .as_u64()
                .map(|t| vec![Seen::Revealed(t, at)])
                .unwrap_or_default(),
            Some("ended") => vec![Seen::Ended],
            _ => Vec::new(),
        },
        // The whole view (first, or after a missed stretch): its revealed
        // turns count as revealed now.
        Some("state") => {
            let mut seen = Vec::new();
            if let Some(turns) = message["duel"]["duel"]["turns"].as_array()
                && !turns.is_empty()
            {
                seen.push(Seen::Revealed(turns.len() as u64, at));
            }
            if message["duel"]["state"] == "over" {
                seen.push(Seen::Ended);
            }
            seen
        }
        _ => Vec::new(),
    }
}

pub(crate) struct Http {
    pub(crate) client: reqwest::Client,
    pub(crate) tally: Arc<Tally>,
}

impl Http {
    /// Posts `body` as `account`; the answer's JSON on a 2xx, else the
    /// failure counted under `what`.
    pub(crate) async fn post(
        &self,
        account: &Account,
        path: &str,
        body: Value,
        what: &str,
    ) -> Option<Value> {
        let answer = self
            .client
            .post(format!("{}{path}", account.url))
            .header(account.auth.0, &account.auth.1)
            .json(&body)
            .send()
            .await;
        match answer {
            Ok(r) if r.status().is_success() => match r.json().await {
                Ok(value) => Some(value),
                Err(e) => {
                    self.tally.error(format!("{what}: unreadable answer ({e})"));
                    None
                }
            },
            Ok(r) => {
                let status = r.status().as_u16();
                let text = r.text().await.unwrap_or_default();
                self.tally.error(format!("{what}: {status}"));
                if status >= 500 {
                    eprintln!("duel_load: {what}: {status} {}", text.trim());
                }
                None
            }
            Err(e) => {
                self.tally.error(format!("{what}: request failed"));
                eprintln!("duel_load: {what}: {e}");
                None
            }
        }
    }
}

pub(crate) fn random_code(pegs: u64, colours: u64) -> String {
    let mut rng = rand::rng();
    (0..pegs)
        .map(|_| char::from(b'0' + rng.random_range(1..=colours as u8)))
        .collect()
}

pub(crate) async fn sign_up(http: &Http, name: String, url: String) -> Option<Account> {
    let answer = http
        .client
        .post(format!("{url}/api/accounts"))
        .json(&json!({ "name": name, "password": PASSWORD }))
        .send()
        .await;
    match answer {
        Ok(r) if r.status().is_success() => {
            let cookie = r
                .headers()
                .get_all(reqwest::header::SET_COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .filter_map(|v| v.split(';').next())
                .collect::<Vec<_>>()
                .join("; ");
            if cookie.contains("session=") {
                Some(Account {
                    name,
                    url,
                    auth: ("cookie", cookie),
                })
            } else {
                http.tally.error("sign-up: no session cookie");
                None
            }
        }
        Ok(r) => {
            http.tally
                .error(format!("sign-up: {}", r.status().as_u16()));
            None
        }
        Err(e) => {
            http.tally.error("sign-up: request failed");
            eprintln!("duel_load: sign-up: {e}");
            None
        }
    }
}

/// Turns `account` into a bot account (with its login session) and gives
/// it a token of the bot scope, which its requests carry from then on.
pub(crate) async fn make_bot(http: &Http, account: Account) -> Option<Account> {
    http.post(&account, "/api/account/bot", json!({}), "POST account/bot")
        .await?;
    let token = http
        .post(
            &account,
            "/api/account/tokens",
            json!({ "name": "duel_load", "scopes": ["bot"] }),
            "POST tokens",
        )
        .await?;
    let secret = token["secret"].as_str()?.to_string();
    Some(Account {
        auth: ("authorization", format!("Bearer {secret}")),
        ..account
    })
}

impl Http {
    /// The duel `id` as `account` sees it, if it answers.
    pub(crate) async fn view(&self, account: &Account, id: &str) -> Option<Value> {
        let answer = self
            .client
            .get(format!("{}/api/duels/{id}", account.url))
            .header(account.auth.0, &account.auth.1)
            .send()
            .await
            .ok()?;
        if !answer.status().is_success() {
            return None;
        }
        answer.json().await.ok()
    }
}
