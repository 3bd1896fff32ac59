//! The notification centre: a challenge by name tells the player named,
//! an accepted one its maker, a move the opponent it leaves owing one, an
//! end the player who did not end it; a player's own move reads what they
//! were told of that duel; marking read stops at what the page showed; the
//! bell's socket counts live, across servers. On SQLite by default; on
//! PostgreSQL in `./scripts/test`'s second run.

use crate::client::{Player, Server, Socket, serve, two_databases, two_servers, unique};
use serde_json::{Value, json};

/// (kind, duel, player named, read) of each notification, newest first,
/// and the unread count.
async fn told(server: &Server, player: &mut Player) -> (Vec<(String, String, String, bool)>, i64) {
    let list = player.get(server, "/api/notifications").await;
    let notes = list["notifications"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|n| {
            (
                n["kind"].as_str().expect("a kind").to_string(),
                n["subject"].as_str().expect("a subject").to_string(),
                n["data"]["player"].as_str().unwrap_or("").to_string(),
                n["read"].as_bool().expect("read or not"),
            )
        })
        .collect();
    (notes, list["unread"].as_i64().expect("a count"))
}

/// The socket's counts until it says `unread`.
async fn until_count(socket: &mut Socket, unread: i64) {
    socket
        .until(|m| m["type"] == "unread" && m["unread"] == unread)
        .await;
}

fn note(kind: &str, duel: &str, player: &str, read: bool) -> (String, String, String, bool) {
    (kind.to_string(), duel.to_string(), player.to_string(), read)
}

#[tokio::test]
async fn a_duel_tells_each_player_what_waits_for_them_and_the_bell_counts_live() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    // Bob's bell, on the other server than the moves.
    let mut bell = bob.live(&b, "/api/notifications/live").await;
    until_count(&mut bell, 0).await;

    let terms = json!({ "preset": "logik", "opponent": bob.name,
        "time_control": { "kind": "per-turn", "seconds": 86400 } });
    let made = ann.post(&a, "/api/duels", terms).await;
    let id = made["id"].as_str().expect("an id").to_string();
    until_count(&mut bell, 1).await;
    let (notes, unread) = told(&b, &mut bob).await;
    assert_eq!(notes, [note("challenge", &id, &ann.name, false)]);
    assert_eq!(unread, 1);
    assert_eq!(
        told(&a, &mut ann).await,
        (vec![], 0),
        "the maker is told nothing"
    );

    bob.ok(&b, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    assert_eq!(
        told(&a, &mut ann).await.0,
        [note("challenge-accepted", &id, &bob.name, false)]
    );

    // Ann's code leaves Bob owing his: his move. Bob's code reads what he
    // was told of this duel, and leaves Ann owing her first guess.
    ann.code(&a, &id, "12345").await;
    until_count(&mut bell, 2).await;
    assert_eq!(
        told(&b, &mut bob).await.0[0],
        note("your-move", &id, &ann.name, false)
    );
    bob.code(&b, &id, "67812").await;
    until_count(&mut bell, 0).await;
    let (notes, _) = told(&a, &mut ann).await;
    assert_eq!(notes[0], note("your-move", &id, &bob.name, false));
    let list: Value = ann.get(&a, "/api/notifications").await;
    assert!(
        list["notifications"][0]["data"]["deadline"]
            .as_i64()
            .is_some(),
        "a timed duel says when the time runs out: {list}"
    );

    // A guess retried names the same turn: told once.
    ann.guess(&a, &id, "11111").await;
    let (notes, _) = told(&b, &mut bob).await;
    let moves = notes.iter().filter(|n| n.0 == "your-move").count();
    assert_eq!(moves, 2, "codes, then turn 1: {notes:?}");

    // Bob resigns: Ann is told she won; Bob, who ended it, is not told.
    bob.ok(&b, "POST", &format!("/api/duels/{id}/resign"), None)
        .await;
    // His pages owe no move any more.
    bell.until(|m| m["your_move"] == 0).await;
    let list: Value = ann.get(&a, "/api/notifications").await;
    assert_eq!(list["notifications"][0]["kind"], "duel-ended");
    assert_eq!(list["notifications"][0]["data"]["result"], "won");
    assert!(
        told(&b, &mut bob)
            .await
            .0
            .iter()
            .all(|n| n.0 != "duel-ended")
    );

    // Her own moves read what she was told of this duel: only its end is
    // unread. A challenge of Bob's comes after (a later millisecond).
    let (notes, unread) = told(&a, &mut ann).await;
    assert_eq!(unread, 1, "{notes:?}");
    let ended = list["notifications"][0]["created_at"]
        .as_i64()
        .expect("a time");
    tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    let again = json!({ "preset": "logik", "opponent": ann.name });
    let rematch = bob.post(&b, "/api/duels", again).await;
    let second = rematch["id"].as_str().expect("an id").to_string();
    assert_eq!(told(&a, &mut ann).await.1, 2);

    // Read up to what the page showed: the challenge, newer, stays unread.
    let (status, _) = ann
        .send(
            &a,
            "POST",
            "/api/notifications/read",
            Some(json!({ "up_to": ended })),
        )
        .await;
    assert_eq!(status, reqwest::StatusCode::NO_CONTENT);
    let (notes, unread) = told(&a, &mut ann).await;
    assert_eq!(unread, 1, "{notes:?}");
    assert_eq!(notes[0], note("challenge", &second, &bob.name, false));
    assert!(notes[1..].iter().all(|n| n.3), "the rest read: {notes:?}");
    bell.close().await;
}

#[tokio::test]
async fn the_bell_is_an_accounts_own() {
    let (_dir, a, _b) = two_servers().await;
    let mut guest = Player::anonymous("guest");
    let (status, body) = guest.send(&a, "GET", "/api/notifications", None).await;
    assert_eq!(status, reqwest::StatusCode::UNAUTHORIZED, "{body}");
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let (status, body) = ann
        .send(
            &a,
            "POST",
            "/api/notifications/read",
            Some(json!({ "up_to": "soon" })),
        )
        .await;
    assert_eq!(status, reqwest::StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| e.contains("up_to")),
        "{body}"
    );
}

#[tokio::test]
async fn the_players_of_a_tournament_about_to_start_are_told_once() {
    let (_dir, first, second) = two_databases().await;
    let stores = [first.clone(), second.clone()];
    let (a, b) = (serve(first).await, serve(second).await);
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    let now = mastermind_store::now_millis();
    let make = |name: &str, starts_at: i64| {
        json!({ "name": name, "format": "arena", "preset": "logik", "minutes": 30,
            "time_control": { "kind": "per-turn", "seconds": 60 }, "starts_at": starts_at })
    };
    // "Soon" starts two minutes past the reminder window of the servers'
    // own directors, which look each second: were it inside, one of them
    // could claim its reminder before Bob joins, and tell nobody.
    let window = mastermind_server::tournaments::REMIND_BEFORE_MS;
    let soon = ann
        .post(&a, "/api/tournaments", make("Soon", now + window + 120_000))
        .await;
    let soon = soon["id"].as_str().expect("an id").to_string();
    let later = ann
        .post(&a, "/api/tournaments", make("Later", now + 3_600_000))
        .await;
    let later = later["id"].as_str().expect("an id").to_string();
    for id in [&soon, &later] {
        bob.ok(&b, "POST", &format!("/api/tournaments/{id}/join"), None)
            .await;
    }

    // Three minutes on, both servers look, several times: Bob is told once,
    // of the one that then starts in four minutes; Ann, who made them and
    // did not join, is not.
    let then = now + 180_000;
    let mut told = 0;
    for store in stores.iter().chain(stores.iter()) {
        told += mastermind_server::tournaments::remind_starting(store, then)
            .await
            .expect("looks");
    }
    assert_eq!(told, 1, "one look tells, whichever it is");
    let list: Value = bob.get(&b, "/api/notifications").await;
    let starting: Vec<&Value> = list["notifications"]
        .as_array()
        .expect("a list")
        .iter()
        .filter(|n| n["kind"] == "tournament-starting")
        .collect();
    assert_eq!(starting.len(), 1, "{list}");
    assert_eq!(starting[0]["subject"], soon.as_str());
    assert_eq!(starting[0]["data"]["tournament"], "Soon");
    assert!(
        starting[0]["data"]["starts_at"]
            .as_i64()
            .is_some_and(|t| t > then)
    );
    assert_eq!(told_of(&a, &mut ann).await, 0);
}

async fn told_of(server: &Server, player: &mut Player) -> usize {
    let list: Value = player.get(server, "/api/notifications").await;
    list["notifications"].as_array().expect("a list").len()
}

#[tokio::test]
async fn a_player_who_asked_is_told_when_a_player_they_follow_comes_online() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut cid = Player::sign_up(&a, &unique("cid")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    for follower in [&mut ann, &mut cid] {
        follower
            .ok(&a, "PUT", &format!("/api/friends/{}", bob.name), None)
            .await;
    }
    // Ann asks for it; Cid does not.
    let set = ann
        .ok(
            &a,
            "PATCH",
            "/api/account",
            Some(json!({ "tell_friends_online": true })),
        )
        .await;
    assert_eq!(set["tell_friends_online"], true);
    let mut bell = ann.live(&a, "/api/notifications/live").await;
    until_count(&mut bell, 0).await;

    // Bob leaves and comes back, through the other server.
    bob.ok(&b, "DELETE", "/api/session", None).await;
    let mut bob = Player::log_in(&b, &bob.name).await;
    until_count(&mut bell, 1).await;
    let (notes, _) = told(&a, &mut ann).await;
    assert_eq!(notes, [note("friend-online", &bob.name, &bob.name, false)]);
    assert_eq!(told(&a, &mut cid).await, (vec![], 0), "Cid did not ask");

    // Again within the hour: told once.
    bob.ok(&b, "DELETE", "/api/session", None).await;
    let _bob = Player::log_in(&a, &bob.name).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(told(&a, &mut ann).await.0.len(), 1);
}
