//! A pair of players: a duel set up, its turns played, then the next.

use super::*;

/// A duel in play, from both sides.
pub(crate) struct Duel {
    pub(crate) id: String,
    pub(crate) pegs: u64,
    pub(crate) colours: u64,
    /// The rows each player has.
    pub(crate) rows: u64,
    pub(crate) codes: [String; 2],
    pub(crate) sockets: [Socket; 2],
}

impl Duel {
    pub(crate) async fn close(self) {
        let [a, b] = self.sockets;
        tokio::join!(a.close(), b.close());
    }
}

/// White challenges black, black accepts, both open their socket and set
/// their code.
pub(crate) async fn set_up(
    http: &Http,
    players: &[Account; 2],
    preset: &str,
    rated: bool,
) -> Option<Duel> {
    let [white, black] = players;
    let created = http
        .post(
            white,
            "/api/duels",
            json!({"preset": preset, "opponent": black.name, "time_control": {"kind": "none"}, "rated": rated}),
            "POST duels",
        )
        .await?;
    let id = created["id"].as_str()?.to_string();
    let accepted = http
        .post(
            black,
            &format!("/api/duels/{id}/accept"),
            json!({}),
            "POST accept",
        )
        .await?;
    let setup = &accepted["setup"];
    let (Some(pegs), Some(colours), Some(rows)) = (
        setup["pegs"].as_u64(),
        setup["colours"].as_u64(),
        setup["turns"].as_u64(),
    ) else {
        http.tally.error("accept: no setup in the answer");
        return None;
    };
    let (a, b) = tokio::join!(
        Socket::open(white, &id, &http.tally),
        Socket::open(black, &id, &http.tally)
    );
    let sockets = match (a, b) {
        (Ok(a), Ok(b)) => [a, b],
        (a, b) => {
            for socket in [a, b] {
                match socket {
                    Ok(socket) => socket.close().await,
                    Err(e) => http.tally.error(format!(
                        "opening a socket: {}",
                        e.split(':').next().unwrap_or("")
                    )),
                }
            }
            return None;
        }
    };
    let duel = Duel {
        codes: [random_code(pegs, colours), random_code(pegs, colours)],
        id,
        pegs,
        colours,
        rows,
        sockets,
    };
    let path = format!("/api/duels/{}/code", duel.id);
    let (a, b) = tokio::join!(
        http.post(white, &path, json!({"code": duel.codes[0]}), "POST code"),
        http.post(black, &path, json!({"code": duel.codes[1]}), "POST code"),
    );
    if a.is_none() || b.is_none() {
        duel.close().await;
        return None;
    }
    http.tally.duels_started.fetch_add(1, Ordering::Relaxed);
    http.tally
        .played
        .lock()
        .expect("the tally")
        .push((duel.id.clone(), players.clone()));
    Some(duel)
}

/// One player's guess of a turn: think, then post. Returns when it was
/// sent, and the duel's state in the answer.
pub(crate) async fn guess(
    http: &Http,
    clock: &Clock,
    player: &Account,
    duel: &Duel,
    opponent_code: &str,
    think_ms: u64,
    break_chance: f64,
) -> Option<(Instant, String)> {
    let (think, guess) = {
        let mut rng = rand::rng();
        let think = rng.random_range(0..=think_ms);
        let guess = if rng.random_bool(break_chance) {
            opponent_code.to_string()
        } else {
            random_code(duel.pegs, duel.colours)
        };
        (think, guess)
    };
    tokio::time::sleep(Duration::from_millis(think)).await;
    let sent = Instant::now();
    let answer = http
        .post(
            player,
            &format!("/api/duels/{}/guesses", duel.id),
            json!({ "guess": guess }),
            "POST guesses",
        )
        .await?;
    let acknowledged = Instant::now();
    http.tally.guesses_all.fetch_add(1, Ordering::Relaxed);
    if clock.measures(acknowledged) {
        http.tally.guesses.fetch_add(1, Ordering::Relaxed);
        let us = acknowledged.duration_since(sent).as_micros();
        let us = u32::try_from(us).unwrap_or(u32::MAX);
        http.tally.move_us.lock().expect("the tally").push(us);
    }
    Some((sent, answer["state"].as_str().unwrap_or("").to_string()))
}

/// Pair `index`: duel after duel until the clock stops; returns the reveal
/// latencies (µs) of the turns measured.
pub(crate) async fn pair(
    players: [Account; 2],
    http: Arc<Http>,
    options: Arc<Options>,
    clock: Arc<Clock>,
    setup_gate: Arc<Semaphore>,
    ready: Arc<AtomicUsize>,
) -> Vec<u32> {
    let mut latencies = Vec::new();
    let mut turns_played = 0u64;
    let mut first = true;
    let mut go = clock.go.clone();
    'duels: loop {
        if clock.stop.load(Ordering::Relaxed) || options.turns.is_some_and(|t| turns_played >= t) {
            break;
        }
        let duel = if first {
            // Set up the first duel before the clock, a few pairs at a time.
            let _permit = setup_gate.acquire().await;
            set_up(&http, &players, &options.preset, options.bots).await
        } else {
            set_up(&http, &players, &options.preset, options.bots).await
        };
        let Some(mut duel) = duel else {
            if clock.stop.load(Ordering::Relaxed) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        if first {
            first = false;
            ready.fetch_add(1, Ordering::Relaxed);
            if go.wait_for(Option::is_some).await.is_err() {
                duel.close().await;
                break;
            }
        }
        for turn in 1u64.. {
            if clock.stop.load(Ordering::Relaxed)
                || options.turns.is_some_and(|t| turns_played >= t)
            {
                duel.close().await;
                break 'duels;
            }
            let (w, b) = tokio::join!(
                guess(
                    &http,
                    &clock,
                    &players[0],
                    &duel,
                    &duel.codes[1],
                    options.think_ms,
                    options.break_chance
                ),
                guess(
                    &http,
                    &clock,
                    &players[1],
                    &duel,
                    &duel.codes[0],
                    options.think_ms,
                    options.break_chance
                ),
            );
            let (Some((sent_w, state_w)), Some((sent_b, state_b))) = (w, b) else {
                // Counted where it failed; this duel is given up.
                duel.close().await;
                continue 'duels;
            };
            let [socket_w, socket_b] = &mut duel.sockets;
            let (rw, rb) = tokio::join!(socket_w.revealed(turn), socket_b.revealed(turn));
            let mut lost = false;
            for r in [&rw, &rb] {
                match r {
                    Err("timeout") => {
                        http.tally.reveal_timeouts.fetch_add(1, Ordering::Relaxed);
                        lost = true;
                    }
                    Err(_) => {
                        http.tally.socket_drops.fetch_add(1, Ordering::Relaxed);
                        lost = true;
                    }
                    Ok(_) => {}
                }
            }
            let (Ok(rw), Ok(rb)) = (rw, rb) else {
                debug_assert!(lost);
                duel.close().await;
                continue 'duels;
            };
            turns_played += 1;
            let sent = sent_w.max(sent_b);
            if clock.measures(sent) {
                let latency = rw.max(rb).saturating_duration_since(sent);
                latencies.push(latency.as_micros().min(u128::from(u32::MAX)) as u32);
            }
            if state_w == "over" || state_b == "over" {
                http.tally.duels_finished.fetch_add(1, Ordering::Relaxed);
                duel.close().await;
                continue 'duels;
            }
            if turn >= duel.rows {
                http.tally
                    .error(format!("duel {} still in play after turn {turn}", duel.id));
                duel.close().await;
                continue 'duels;
            }
        }
    }
    latencies
}
