//! Bot accounts: made only before rated duels (once, whatever a burst
//! through two servers tries), kept away from people who refuse them in
//! challenges, the lobby and tournaments, marked BOT in what the API
//! shows, rated in their own pool; the house bots take up a challenge at
//! once and play it to its end. On SQLite by default; on PostgreSQL in
//! `./scripts/test`'s second run.

use crate::client::{Player, Server, two_servers, unique};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn refused(
    player: &mut Player,
    server: &Server,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (StatusCode, String) {
    let (status, answer) = player.send(server, method, path, body).await;
    assert!(
        status.is_client_error(),
        "{method} {path}: {status} {answer}"
    );
    (status, answer["code"].as_str().unwrap_or("").to_string())
}

async fn bot(server: &Server, name: &str) -> Player {
    let mut player = Player::sign_up(server, &unique(name)).await;
    let made = player.post(server, "/api/account/bot", json!({})).await;
    assert_eq!(made["bot"], true, "{made}");
    player
}

fn open_challenge() -> Value {
    json!({ "preset": "logik", "time_control": { "kind": "per-turn", "seconds": 86_400 } })
}

fn arena(bots: bool) -> Value {
    json!({ "name": "Bots' arena", "format": "arena", "preset": "logik",
        "time_control": { "kind": "per-turn", "seconds": 60 }, "minutes": 30, "bots": bots })
}

#[tokio::test]
async fn a_bot_is_made_only_before_rated_duels_and_meets_only_who_allows_it() {
    let (_dir, a, b) = two_servers().await;

    // Rated duels played: no bot. (One in play counts.)
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&a, &unique("bob")).await;
    let terms = json!({ "preset": "logik", "rated": true, "opponent": bob.name });
    let rated = ann.post(&a, "/api/duels", terms).await;
    let id = rated["id"].as_str().expect("an id").to_string();
    bob.ok(&a, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    let (status, code) = refused(&mut ann, &b, "POST", "/api/account/bot", None).await;
    assert_eq!(
        (status, code.as_str()),
        (StatusCode::CONFLICT, "bot_rated_duels")
    );
    assert_eq!(ann.get(&a, "/api/account").await["bot"], false);

    // A burst through two servers makes one bot; the rest are told.
    let carl_name = unique("carl");
    Player::sign_up(&a, &carl_name).await;
    let mut carls = Vec::new();
    for i in 0..8 {
        let server = if i % 2 == 0 { &a } else { &b };
        carls.push((Player::log_in(server, &carl_name).await, server));
    }
    let tries = carls.iter_mut().map(|(carl, server)| async move {
        carl.send(server, "POST", "/api/account/bot", None).await
    });
    let tries = futures_util::future::join_all(tries).await;
    let mut made = 0;
    for (status, answer) in tries {
        if status.is_success() {
            made += 1;
        } else {
            assert_eq!(answer["code"], "bot_already", "{answer}");
        }
    }
    assert_eq!(made, 1);
    let mut carl = Player::log_in(&a, &carl_name).await;

    // Dora refuses bots; Eve does not.
    let mut dora = Player::sign_up(&a, &unique("dora")).await;
    let set = dora
        .ok(
            &b,
            "PATCH",
            "/api/account",
            Some(json!({ "refuse_bots": true })),
        )
        .await;
    assert_eq!(set["refuse_bots"], true);
    let mut eve = Player::sign_up(&a, &unique("eve")).await;

    // A bot's challenge to her is refused, on either server.
    let to_dora = json!({ "preset": "logik", "opponent": dora.name });
    let (status, code) = refused(&mut carl, &b, "POST", "/api/duels", Some(to_dora)).await;
    assert_eq!(
        (status, code.as_str()),
        (StatusCode::CONFLICT, "bots_refused")
    );
    // Her challenge offered to anyone is not a bot's to take; Eve's is.
    let hers = dora.post(&a, "/api/duels", open_challenge()).await;
    let hers = hers["id"].as_str().expect("an id").to_string();
    let path = format!("/api/duels/{hers}/accept");
    let (status, code) = refused(&mut carl, &b, "POST", &path, None).await;
    assert_eq!(
        (status, code.as_str()),
        (StatusCode::CONFLICT, "bots_refused")
    );
    let evens = eve.post(&a, "/api/duels", open_challenge()).await;
    let evens = evens["id"].as_str().expect("an id").to_string();
    let taken = carl
        .ok(&b, "POST", &format!("/api/duels/{evens}/accept"), None)
        .await;
    // BOT marked: the duel names its bot, as the lists and the player page.
    assert_eq!(taken["bots"], json!([carl.name]), "{taken}");
    let eves_list = eve.get(&a, "/api/duels?state=playing").await;
    let listed = eves_list["duels"]
        .as_array()
        .expect("a list")
        .iter()
        .find(|d| d["id"] == evens.as_str())
        .expect("listed");
    assert_eq!(listed["bots"], json!([carl.name]));
    let page = eve.get(&b, &format!("/api/players/{}", carl.name)).await;
    assert_eq!(page["bot"], true);
    // A challenge of her own choosing to a bot stands.
    let her_choice = json!({ "preset": "logik", "opponent": carl.name });
    let chosen = dora.post(&b, "/api/duels", her_choice).await;
    let chosen = chosen["id"].as_str().expect("an id").to_string();
    carl.ok(&a, "POST", &format!("/api/duels/{chosen}/accept"), None)
        .await;

    // Tournaments: bots only where admitted, and never with her.
    let closed = eve.post(&a, "/api/tournaments", arena(false)).await;
    let closed = closed["id"].as_str().expect("an id").to_string();
    let path = format!("/api/tournaments/{closed}/join");
    let (_, code) = refused(&mut carl, &b, "POST", &path, Some(json!({}))).await;
    assert_eq!(code, "tournament_no_bots");
    let open = eve.post(&a, "/api/tournaments", arena(true)).await;
    let open = open["id"].as_str().expect("an id").to_string();
    let shown = eve.get(&b, &format!("/api/tournaments/{open}")).await;
    assert_eq!(shown["bots"], true);
    let path = format!("/api/tournaments/{open}/join");
    let (_, code) = refused(&mut dora, &b, "POST", &path, Some(json!({}))).await;
    assert_eq!(code, "tournament_bots");
    let joined = carl.post(&b, &path, json!({})).await;
    let line = &joined["standings"][0];
    assert_eq!(
        (line["name"].clone(), line["bot"].clone()),
        (json!(carl.name), json!(true))
    );
    eve.post(&a, &path, json!({})).await;

    // Her refusal is her own to lift.
    dora.ok(
        &a,
        "PATCH",
        "/api/account",
        Some(json!({ "refuse_bots": false })),
    )
    .await;
    dora.post(&b, &path, json!({})).await;
    // In it, she cannot start refusing them: a bot may still be paired
    // with her there.
    let again = Some(json!({ "refuse_bots": true }));
    let (status, code) = refused(&mut dora, &a, "PATCH", "/api/account", again).await;
    assert_eq!(
        (status, code.as_str()),
        (StatusCode::CONFLICT, "bots_tournament_entered")
    );
    assert_eq!(dora.get(&b, "/api/account").await["refuse_bots"], false);
}

/// Plays `player`'s side of duel `id` with guesses that cannot all be
/// right, until the duel is over; the view at its end.
async fn play_out(server: &Server, player: &mut Player, id: &str) -> Value {
    let guesses = [
        "12345", "23456", "34567", "45678", "56781", "67812", "78123", "81234",
    ];
    for n in 0.. {
        let view = player.get(server, &format!("/api/duels/{id}")).await;
        if view["state"] == "over" {
            return view;
        }
        assert!(n < 40, "the duel went on: {view}");
        player.guess(server, id, guesses[n % guesses.len()]).await;
    }
    unreachable!()
}

#[tokio::test]
async fn a_house_bot_takes_up_a_challenge_at_once_and_plays_it_out_in_its_pool() {
    let (_dir, a, b) = two_servers().await;
    let league = Player::anonymous("visitor").get(&a, "/api/league").await;
    let before = |name: &str| -> i64 {
        league["bots"]
            .as_array()
            .expect("bots")
            .iter()
            .find(|e| e["name"] == name)
            .map_or(0, |e| e["duels"].as_i64().unwrap_or(0))
    };
    let house_duels = before("house-bot-5");
    assert!(
        league["bots"]
            .as_array()
            .expect("bots")
            .iter()
            .any(|e| e["name"] == "house-bot-1" && e["house"] == 1),
        "every level plays as a house bot: {league}"
    );

    // A person's rated challenge: taken up at once, its code set.
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let terms = json!({ "preset": "logik", "rated": true, "opponent": "house-bot-5",
        "time_control": { "kind": "per-turn", "seconds": 86_400 } });
    let made = ann.post(&b, "/api/duels", terms).await;
    let id = made["id"].as_str().expect("an id").to_string();
    let view = ann.get(&a, &format!("/api/duels/{id}")).await;
    assert_eq!(view["state"], "playing", "{view}");
    assert_eq!(view["bots"], json!(["house-bot-5"]));
    // Not the strongest level's opening (11223), so the duel runs some turns.
    ann.code(&a, &id, "87654").await;
    let end = play_out(&b, &mut ann, &id).await;
    assert!(
        end["result"]["reason"].is_string(),
        "played to its end: {end}"
    );

    // Rated for the bot only: her rating among people did not move.
    let hers = ann.get(&a, &format!("/api/players/{}", ann.name)).await;
    assert!(hers["rating"].is_null(), "{hers}");
    let after = Player::anonymous("visitor").get(&b, "/api/league").await;
    let house = after["bots"]
        .as_array()
        .expect("bots")
        .iter()
        .find(|e| e["name"] == "house-bot-5")
        .expect("in the league")
        .clone();
    assert_eq!(house["duels"].as_i64(), Some(house_duels + 1));
    assert!(house["rating"]["duels"].as_i64() >= Some(1), "{house}");
    assert!(house["average_guesses"].as_f64().is_some(), "{house}");

    // A bot's rated duel with it moves both, in the league.
    let mut carl = bot(&a, "carl").await;
    let terms = json!({ "preset": "logik", "rated": true, "opponent": "house-bot-1" });
    let made = carl.post(&a, "/api/duels", terms).await;
    let id = made["id"].as_str().expect("an id").to_string();
    carl.code(&b, &id, "44556").await;
    play_out(&a, &mut carl, &id).await;
    let page = carl.get(&b, &format!("/api/players/{}", carl.name)).await;
    assert_eq!(page["rating"]["duels"], 1, "{page}");
    assert!(page["rank"].as_i64().is_some());
    // The people's ranking has no bot in it.
    let ranking = carl.get(&a, "/api/players").await;
    for p in ranking["players"].as_array().expect("players") {
        assert_ne!(p["name"], json!(carl.name));
        assert!(!p["name"].as_str().unwrap_or("").starts_with("house-bot-"));
    }
    // Nobody logs into a house bot.
    let (status, _) = Player::anonymous("x")
        .send(
            &a,
            "POST",
            "/api/session",
            Some(json!({ "name": "house-bot-5", "password": "!" })),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, answer) = Player::anonymous("x")
        .send(
            &a,
            "POST",
            "/api/accounts",
            Some(json!({ "name": "House-Bot-9", "password": "correct horse" })),
        )
        .await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("account_name_reserved"))
    );
}
