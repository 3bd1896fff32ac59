//! One bot: its account, its tournament page, and the duels the page names.

use super::*;

/// What every bot adds to.
#[derive(Default)]
pub(crate) struct Tally {
    /// When each finished duel's last move was answered, by duel.
    pub(crate) ended: Mutex<HashMap<String, Instant>>,
    /// Server milliseconds: each duel's end, by duel.
    pub(crate) finished_ms: Mutex<HashMap<String, i64>>,
    pub(crate) pairing_server_ms: Mutex<Vec<i64>>,
    pub(crate) pairing_seen_ms: Mutex<Vec<f64>>,
    pub(crate) standings_ms: Mutex<Vec<f64>>,
    /// Duels seen to end, with the server's end time.
    pub(crate) results: Mutex<Vec<i64>>,
    /// Requests that never got an answer, after their retries.
    pub(crate) errors: AtomicU64,
    pub(crate) retries: AtomicU64,
    /// Answers other than 200, 201 and 409, by status.
    pub(crate) statuses: Mutex<std::collections::BTreeMap<u16, u64>>,
    pub(crate) moves: AtomicU64,
    /// Every duel a bot was paired in.
    pub(crate) paired: Mutex<std::collections::HashSet<String>>,
}

pub(crate) fn push<T>(list: &Mutex<Vec<T>>, value: T) {
    list.lock().expect("not poisoned").push(value);
}

pub(crate) struct Bot {
    pub(crate) http: reqwest::Client,
    pub(crate) url: String,
    pub(crate) address: String,
    pub(crate) cookie: String,
    pub(crate) options: Arc<Options>,
    pub(crate) tally: Arc<Tally>,
    pub(crate) seed: u64,
}

pub(crate) fn xorshift(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// A Logik code (5 pegs, 8 colours) worked out from `duel` and `side`.
pub(crate) fn code_of(duel: &str, side: &str) -> String {
    let mut seed = duel
        .bytes()
        .chain(side.bytes())
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
        | 1;
    (0..5)
        .map(|_| char::from(b'1' + (xorshift(&mut seed) % 8) as u8))
        .collect()
}

impl Bot {
    pub(crate) async fn request(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.url))
            .header("x-forwarded-for", &self.address)
            .header("cookie", &self.cookie);
        if let Some(body) = body {
            request = request.json(&body);
        }
        // A connection the server closed as it was reused is tried again,
        // as a browser does: a move names its turn, so a retry is never
        // played twice.
        for _ in 0..3 {
            let Some(attempt) = request.try_clone() else {
                break;
            };
            match attempt.send().await {
                Ok(response) => {
                    let status = response.status().as_u16();
                    if status != 200 && status != 201 && status != 409 {
                        *self
                            .tally
                            .statuses
                            .lock()
                            .expect("not poisoned")
                            .entry(status)
                            .or_default() += 1;
                    }
                    return (status, response.json().await.unwrap_or(Value::Null));
                }
                Err(_) => {
                    self.tally.retries.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }
        self.tally.errors.fetch_add(1, Ordering::Relaxed);
        (0, Value::Null)
    }

    /// Plays `duel` move by move until it is over.
    pub(crate) async fn play(&mut self, duel: &str) {
        self.tally
            .paired
            .lock()
            .expect("not poisoned")
            .insert(duel.to_string());
        let (_, view) = self
            .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
            .await;
        let side = view["you"].as_str().unwrap_or("white").to_string();
        let other = if side == "white" { "black" } else { "white" };
        let (mine, theirs) = (code_of(duel, &side), code_of(duel, other));
        let mut view = view;
        loop {
            if view.is_null() {
                // No answer: ask again rather than leave the duel.
                tokio::time::sleep(Duration::from_millis(250)).await;
                view = self
                    .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                    .await
                    .1;
                continue;
            }
            if view["state"] != "playing" {
                return;
            }
            if view["your_move"] != true {
                tokio::time::sleep(Duration::from_millis(250)).await;
                view = self
                    .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                    .await
                    .1;
                continue;
            }
            let think =
                self.options.think_ms / 2 + xorshift(&mut self.seed) % self.options.think_ms.max(1);
            tokio::time::sleep(Duration::from_millis(think)).await;
            let (path, body) = match view["turn"].as_u64() {
                None => (format!("/api/duels/{duel}/code"), json!({ "code": mine })),
                Some(turn) => {
                    let roll = (xorshift(&mut self.seed) % 1000) as f64 / 1000.0;
                    let guess = if roll < self.options.break_chance {
                        theirs.clone()
                    } else {
                        code_of(&format!("{duel}{turn}"), &side)
                    };
                    (
                        format!("/api/duels/{duel}/guesses"),
                        json!({ "guess": guess, "turn": turn }),
                    )
                }
            };
            let (status, answer) = self.request(reqwest::Method::POST, &path, Some(body)).await;
            self.tally.moves.fetch_add(1, Ordering::Relaxed);
            match status {
                200 => {
                    if answer["state"] == "over" {
                        let now = Instant::now();
                        self.tally
                            .ended
                            .lock()
                            .expect("not poisoned")
                            .insert(duel.to_string(), now);
                        let at = answer["updated_at"].as_i64().unwrap_or(0);
                        self.tally
                            .finished_ms
                            .lock()
                            .expect("not poisoned")
                            .insert(duel.to_string(), at);
                        push(&self.tally.results, at);
                    }
                    view = answer;
                }
                // Time ran out or the duel moved meanwhile: read it again.
                409 => {
                    view = self
                        .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                        .await
                        .1
                }
                _ => {
                    self.tally.errors.fetch_add(1, Ordering::Relaxed);
                    view = self
                        .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                        .await
                        .1;
                }
            }
        }
    }
}

/// What a bot reads of its page: its own part (`you`, the message's end)
/// and whether the tournament is over (its first `state`), without reading
/// the standings, as a page of 500 players is large.
pub(crate) fn glance(text: &str) -> Option<(Value, bool)> {
    let start = text.rfind("\"you\":")? + 6;
    let end = text.rfind(",\"can_start\"")?;
    let you = serde_json::from_str(text.get(start..end)?).ok()?;
    let over = text
        .find("\"state\":")
        .and_then(|i| text.get(i + 8..i + 14))
        == Some("\"over\"");
    Some((you, over))
}

/// One bot: its tournament page, and the duels it names.
pub(crate) async fn run_bot(mut bot: Bot, tournament: String) {
    let url = format!(
        "{}/api/tournaments/{tournament}/live",
        bot.url.replacen("http://", "ws://", 1)
    );
    let mut request = url.into_client_request().expect("a request");
    request
        .headers_mut()
        .insert("cookie", bot.cookie.parse().expect("a cookie"));
    request
        .headers_mut()
        .insert("x-forwarded-for", bot.address.parse().expect("an address"));
    let Ok((socket, _)) = tokio_tungstenite::connect_async(request).await else {
        bot.tally.errors.fetch_add(1, Ordering::Relaxed);
        return;
    };
    let (_write, mut read) = socket.split();
    let (names, mut named) = tokio::sync::watch::channel::<(Option<String>, bool)>((None, false));
    let tally = Arc::clone(&bot.tally);
    // The page: what it names, as soon as it says it.
    tokio::spawn(async move {
        let mut last: Option<String> = None;
        let mut waiting: Vec<String> = Vec::new();
        while let Some(Ok(message)) = read.next().await {
            let Message::Text(text) = message else {
                continue;
            };
            let Some((you, over)) = glance(&text) else {
                continue;
            };
            let duel = you["duel"].as_str().map(str::to_string);
            let now = Instant::now();
            let ended = tally.ended.lock().expect("not poisoned");
            // A duel that ended is shown as ended once the page names
            // another or none.
            waiting.retain(|d| {
                if duel.as_deref() != Some(d.as_str()) {
                    if let Some(end) = ended.get(d) {
                        push(
                            &tally.standings_ms,
                            now.duration_since(*end).as_secs_f64() * 1000.0,
                        );
                    }
                    false
                } else {
                    true
                }
            });
            if duel != last {
                if let (Some(new), Some(previous)) = (&duel, &last)
                    && new != previous
                    && let Some(end) = ended.get(previous)
                {
                    push(
                        &tally.pairing_seen_ms,
                        now.duration_since(*end).as_secs_f64() * 1000.0,
                    );
                }
                if let Some(new) = &duel {
                    waiting.push(new.clone());
                }
                if duel.is_some() {
                    last.clone_from(&duel);
                }
            }
            drop(ended);
            let _ = names.send((duel, over));
            if over {
                return;
            }
        }
        let _ = names.send((None, true));
    });
    let mut previous: Option<String> = None;
    loop {
        if named.changed().await.is_err() {
            return;
        }
        let (duel, over) = named.borrow_and_update().clone();
        if over {
            return;
        }
        let Some(duel) = duel else { continue };
        if previous.as_deref() == Some(duel.as_str()) {
            continue;
        }
        if let Some(previous) = &previous {
            let finished = bot
                .tally
                .finished_ms
                .lock()
                .expect("not poisoned")
                .get(previous)
                .copied();
            let (_, view) = bot
                .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                .await;
            if let (Some(finished), Some(created)) = (finished, view["created_at"].as_i64()) {
                push(&bot.tally.pairing_server_ms, created - finished);
            }
        }
        previous = Some(duel.clone());
        bot.play(&duel).await;
    }
}

pub(crate) async fn sign_up(
    http: &reqwest::Client,
    url: &str,
    name: &str,
    address: &str,
) -> Result<String, String> {
    let response = http
        .post(format!("{url}/api/accounts"))
        .header("x-forwarded-for", address)
        .json(&json!({ "name": name, "password": "correct horse battery" }))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if response.status() != 201 {
        return Err(format!("sign-up of {name}: {}", response.status()));
    }
    let cookies: Vec<String> = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next().map(str::to_string))
        .collect();
    Ok(cookies.join("; "))
}
