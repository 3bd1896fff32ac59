//! Tournaments through the API, on two servers sharing one database: an
//! arena paired at once and scored live on every server, new opponents for
//! the freed players, one pairing however many servers decide at once, a
//! server killed mid-tournament with the other carrying on the clock, and
//! a Swiss of five with its byes and no rematch. On SQLite by default; on
//! PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use std::collections::HashSet;
use std::time::Duration;

use client::{Player, Server, Socket, serve, two_databases, two_servers, unique};
use mastermind_store::now_millis;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn arena(minutes: u32, starts_at: i64) -> Value {
    json!({
        "name": "Friday arena",
        "format": "arena",
        "preset": "logik",
        "time_control": {"kind": "per-turn", "seconds": 60},
        "rated": true,
        "minutes": minutes,
        "starts_at": starts_at,
    })
}

async fn create(server: &Server, player: &mut Player, body: Value) -> String {
    let (status, created) = player
        .send(server, "POST", "/api/tournaments", Some(body))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    created["id"].as_str().expect("an id").to_string()
}

async fn show(server: &Server, player: &mut Player, id: &str) -> Value {
    player.get(server, &format!("/api/tournaments/{id}")).await
}

/// Reads the tournament until `done` holds, for up to `wait`.
async fn until(
    server: &Server,
    player: &mut Player,
    id: &str,
    wait: Duration,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let t = show(server, player, id).await;
        if done(&t) {
            return t;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not reached within {wait:?}: {t:#}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn points(t: &Value, name: &str) -> f64 {
    t["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|l| l["name"] == name)
        .and_then(|l| l["points"].as_f64())
        .unwrap_or_else(|| panic!("{name} in the standings: {t:#}"))
}

/// The pairings as sets of two names, the latest first (a bye: one name).
fn pairs(t: &Value) -> Vec<HashSet<String>> {
    t["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .map(|p| {
            [&p["white"], &p["black"]]
                .into_iter()
                .filter_map(|n| n.as_str().map(str::to_string))
                .collect()
        })
        .collect()
}

/// Plays duel `id` out: white breaks black's code in the first turn.
async fn white_wins(server: &Server, white: &mut Player, black: &mut Player, id: &str) {
    white.code(server, id, "11111").await;
    black.code(server, id, "22222").await;
    black.guess(server, id, "33333").await;
    let view = white.guess(server, id, "22222").await;
    assert_eq!(view["state"], "over", "{view:#}");
}

/// The duel `player` is paired in now, and whether they play white in it.
async fn duel_of(server: &Server, player: &mut Player, id: &str) -> (String, bool) {
    let t = show(server, player, id).await;
    let duel = t["you"]["duel"]
        .as_str()
        .unwrap_or_else(|| panic!("{} is paired: {t:#}", player.name))
        .to_string();
    let view = player.get(server, &format!("/api/duels/{duel}")).await;
    assert_eq!(view["tournament"], id);
    (duel, view["you"] == "white")
}

/// Waits on `socket` for a tournament message satisfying `done`.
async fn heard(socket: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    socket
        .until(|m| m["type"] == "tournament" && done(&m["tournament"]))
        .await
        .pop()
        .expect("a message")["tournament"]
        .clone()
}

#[tokio::test]
async fn an_arena_pairs_at_once_and_scores_live_on_both_servers() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&a, &unique("bob")).await;
    let mut cid = Player::sign_up(&b, &unique("cid")).await;
    let mut dan = Player::sign_up(&b, &unique("dan")).await;
    let id = create(&a, &mut ann, arena(30, now_millis() + 600_000)).await;
    for (server, player) in [
        (&a, &mut ann),
        (&a, &mut bob),
        (&b, &mut cid),
        (&b, &mut dan),
    ] {
        let t = player
            .post(server, &format!("/api/tournaments/{id}/join"), json!({}))
            .await;
        assert_eq!(t["you"]["joined"], true);
    }
    let mut watch = Player::anonymous("visitor")
        .live(&b, &format!("/api/tournaments/{id}/live"))
        .await;
    let first = heard(&mut watch, |t| t["players"] == 4).await;
    assert_eq!(first["state"], "created");

    let mut ann_live = ann.live(&a, &format!("/api/tournaments/{id}/live")).await;
    let mine = heard(&mut ann_live, |t| t["players"] == 4).await;
    assert_eq!(mine["you"]["joined"], true);
    assert_eq!(mine["can_start"], true, "her own tournament");
    let started = ann
        .post(&a, &format!("/api/tournaments/{id}/start"), json!({}))
        .await;
    assert_eq!(started["state"], "running");
    // Both servers' directors heard of the start: still one pairing each.
    let t = heard(&mut watch, |t| {
        t["pairings"].as_array().is_some_and(|p| p.len() == 2)
    })
    .await;
    assert_eq!(t["state"], "running");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        show(&b, &mut dan, &id).await["pairings"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
    let first_pairs = pairs(&t);
    // Each page is told its own duel; a visitor's, nothing of anyone's.
    assert!(t["you"].is_null());
    let mine = heard(&mut ann_live, |t| t["you"]["duel"].is_string()).await;
    assert_eq!(mine["you"]["rank"].as_u64().map(|r| r <= 4), Some(true));
    assert_eq!(mine["can_start"], false);

    // Each duel is played out on its players' servers; white wins.
    let mut players = [
        (&a, &mut ann),
        (&a, &mut bob),
        (&b, &mut cid),
        (&b, &mut dan),
    ];
    let mut duels: Vec<(String, usize, usize)> = Vec::new();
    for (i, (server, player)) in players.iter_mut().enumerate() {
        let (duel, white) = duel_of(server, player, &id).await;
        if let Some(entry) = duels.iter_mut().find(|(d, ..)| *d == duel) {
            if white {
                entry.1 = i;
            } else {
                entry.2 = i;
            }
        } else {
            duels.push(if white {
                (duel, i, usize::MAX)
            } else {
                (duel, usize::MAX, i)
            });
        }
    }
    assert_eq!(duels.len(), 2, "four players, two duels");
    let mut winners = Vec::new();
    for (duel, w, k) in &duels {
        let (first, second) = players.split_at_mut(w.max(k).to_owned());
        let (lower, upper) = (&mut first[*w.min(k)], &mut second[0]);
        let ((ws, white), (_, black)) = if w < k {
            (lower, upper)
        } else {
            (upper, lower)
        };
        white_wins(ws, white, black, duel).await;
        winners.push(white.name.clone());
        // The watcher on the other server sees the winner at 2 points.
        let name = white.name.clone();
        let t = heard(&mut watch, |t| {
            t["standings"].as_array().is_some_and(|s| {
                s.iter()
                    .any(|l| l["name"] == name.as_str() && l["points"] == 2.0)
            })
        })
        .await;
        assert_eq!(points(&t, &name), 2.0);
    }
    // The four are free again: each meets someone new, the two winners
    // each other.
    let t = until(&b, &mut dan, &id, Duration::from_secs(10), |t| {
        t["pairings"].as_array().is_some_and(|p| p.len() == 4)
    })
    .await;
    let again = pairs(&t);
    for pair in &again[..2] {
        assert!(!first_pairs.contains(pair), "a rematch at once: {pair:?}");
    }
    let winners: HashSet<String> = winners.into_iter().collect();
    assert!(again[..2].contains(&winners), "the leaders meet: {again:?}");
    assert_eq!(t["standings"][0]["points"], 2.0);
    assert_eq!(t["standings"][3]["points"], 0.0);
}

#[tokio::test]
async fn a_server_killed_mid_arena_loses_nothing_and_the_other_carries_on_the_clock() {
    let (_dir, one, two) = two_databases().await;
    let store = two.clone();
    let (a, b) = (serve(one).await, serve(two).await);
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    // A one-minute arena, started once both have joined (its start moved
    // to now: a start only a few seconds ahead could come, on a busy
    // machine, before Bob's join, and the arena be cancelled for want of
    // players).
    let id = create(&a, &mut ann, arena(1, now_millis() + 600_000)).await;
    ann.post(&a, &format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    bob.post(&b, &format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    mastermind_store::testing::end_arena_at(&store, &id, 1, now_millis() + 60_000).await;
    drop(a);
    // Server two starts it on time and pairs the two.
    let t = until(&b, &mut bob, &id, Duration::from_secs(10), |t| {
        t["state"] == "running" && t["you"]["duel"].is_string()
    })
    .await;
    let duel = t["you"]["duel"].as_str().expect("a duel").to_string();
    let mut ann = Player::log_in(&b, &ann.name).await;
    let view = bob.get(&b, &format!("/api/duels/{duel}")).await;
    if view["you"] == "white" {
        white_wins(&b, &mut bob, &mut ann, &duel).await;
    } else {
        white_wins(&b, &mut ann, &mut bob, &duel).await;
    }
    let winner = if view["you"] == "white" {
        bob.name.clone()
    } else {
        ann.name.clone()
    };
    // Its clock moved on in the database (the rest of its minute spared):
    // it ends two seconds from now, and server two ends it with the result
    // kept.
    mastermind_store::testing::end_arena_at(&store, &id, 1, now_millis() + 2000).await;
    let t = until(&b, &mut bob, &id, Duration::from_secs(15), |t| {
        t["state"] == "over"
    })
    .await;
    assert_eq!(points(&t, &winner), 2.0);
    assert_eq!(t["winner"], winner.as_str());
    // The two were paired again at once, nobody else to wait for: that
    // duel was in play at the end and counts nothing.
    assert_eq!(t["pairings"].as_array().map(Vec::len), Some(2));
}

fn swiss(rounds: u32) -> Value {
    json!({
        "name": "Club Swiss",
        "format": "swiss",
        "time_control": {"kind": "per-game", "seconds": 600},
        "rounds": rounds,
    })
}

#[tokio::test]
async fn a_swiss_of_five_pairs_every_round_with_one_bye_and_no_rematch() {
    let (_dir, a, b) = two_servers().await;
    let mut players = Vec::new();
    for (i, name) in ["ann", "bob", "cid", "dan", "eve"].into_iter().enumerate() {
        let server = if i % 2 == 0 { &a } else { &b };
        players.push(Player::sign_up(server, &unique(name)).await);
    }
    let id = create(&a, &mut players[0], swiss(2)).await;
    for player in &mut players {
        player
            .post(&a, &format!("/api/tournaments/{id}/join"), json!({}))
            .await;
    }
    players[0]
        .post(&a, &format!("/api/tournaments/{id}/start"), json!({}))
        .await;
    // Too late to join a Swiss.
    let mut late = Player::sign_up(&b, &unique("fay")).await;
    let (status, _) = late
        .send(&b, "POST", &format!("/api/tournaments/{id}/join"), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    let mut byes = Vec::new();
    let mut met: Vec<HashSet<String>> = Vec::new();
    for round in 1..=2u64 {
        let t = until(&b, &mut players[1], &id, Duration::from_secs(10), |t| {
            t["round"] == round
        })
        .await;
        let this: Vec<&Value> = t["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .filter(|p| p["round"] == round)
            .collect();
        assert_eq!(this.len(), 3, "two duels and a bye: {t:#}");
        let bye: Vec<&str> = this
            .iter()
            .filter(|p| p["state"] == "bye")
            .filter_map(|p| p["white"].as_str())
            .collect();
        assert_eq!(bye.len(), 1);
        byes.push(bye[0].to_string());
        assert!(points(&t, bye[0]) >= 1.0, "a bye is worth a win");
        for pairing in this.iter().filter(|p| p["state"] == "playing") {
            let names: HashSet<String> = [&pairing["white"], &pairing["black"]]
                .iter()
                .map(|n| n.as_str().expect("a name").to_string())
                .collect();
            assert!(!met.contains(&names), "a rematch in a Swiss: {names:?}");
            met.push(names);
            let duel = pairing["duel"].as_str().expect("a duel");
            let w = players
                .iter()
                .position(|p| pairing["white"] == p.name.as_str())
                .expect("white");
            let k = players
                .iter()
                .position(|p| pairing["black"] == p.name.as_str())
                .expect("black");
            let (lo, hi) = players.split_at_mut(w.max(k));
            let (first, second) = (&mut lo[w.min(k)], &mut hi[0]);
            let (white, black) = if w < k {
                (first, second)
            } else {
                (second, first)
            };
            white_wins(&a, white, black, duel).await;
        }
    }
    assert_ne!(byes[0], byes[1], "the bye goes to someone new");
    let t = until(&a, &mut players[0], &id, Duration::from_secs(10), |t| {
        t["state"] == "over"
    })
    .await;
    let total: f64 = t["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|l| l["points"].as_f64().expect("points"))
        .sum();
    assert_eq!(total, 6.0, "four wins and two byes");
    assert_eq!(t["winner"], t["standings"][0]["name"]);
    assert!(t["standings"][0]["tiebreak"].is_number());
}

#[tokio::test]
async fn what_a_tournament_refuses_names_the_problem() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let mut guest = Player::anonymous("guest");
    let (status, _) = guest
        .send(
            &server,
            "POST",
            "/api/tournaments",
            Some(arena(30, now_millis())),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let mut no_clock = arena(30, now_millis());
    no_clock["time_control"] = json!({"kind": "none"});
    let mut days = arena(30, now_millis());
    days["time_control"] = json!({"kind": "per-turn", "seconds": 86_400});
    let mut nameless = arena(30, now_millis());
    nameless["name"] = json!("  ");
    let mut rounds = arena(30, now_millis());
    rounds["rounds"] = json!(3);
    let mut long = arena(2000, now_millis());
    long["name"] = json!("long");
    let far = arena(30, now_millis() + 40 * 86_400_000);
    for (body, says) in [
        (no_clock, "clock"),
        (days, "live"),
        (nameless, "name"),
        (rounds, "no rounds"),
        (long, "minutes"),
        (far, "30 days"),
    ] {
        let (status, answer) = ann
            .send(&server, "POST", "/api/tournaments", Some(body))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        let error = answer["error"].as_str().expect("an error");
        assert!(error.contains(says), "{error}");
    }
    let id = create(&server, &mut ann, arena(30, now_millis() + 600_000)).await;
    ann.post(&server, &format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    let start = format!("/api/tournaments/{id}/start");
    assert_eq!(
        ann.send(&server, "POST", &start, None).await.0,
        StatusCode::CONFLICT,
        "one player cannot start"
    );
    bob.post(&server, &format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    assert_eq!(
        bob.send(&server, "POST", &start, None).await.0,
        StatusCode::FORBIDDEN,
        "only its creator starts it"
    );
    let path = format!("/api/tournaments/{id}");
    assert_eq!(
        bob.send(&server, "DELETE", &path, None).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        ann.send(&server, "DELETE", &path, None).await.0,
        StatusCode::NO_CONTENT
    );
    let t = show(&server, &mut bob, &id).await;
    assert_eq!(t["state"], "cancelled");
    let (status, _) = bob
        .send(&server, "POST", &format!("{path}/join"), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, answer) = bob
        .send(&server, "GET", "/api/tournaments/nosuch", None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
    let lists = bob.get(&server, "/api/tournaments").await;
    assert!(
        lists["upcoming"]
            .as_array()
            .is_some_and(|l| l.iter().all(|t| t["id"] != id.as_str()))
    );
}
