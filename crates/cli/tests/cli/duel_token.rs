//! `mastermind duel --server --token-file`: the terminal acts with an
//! access token (made on the account page) instead of a name and password,
//! plays a duel with it over the line protocol, and says so when the
//! token is refused (exit 3) or the file holds none (exit 2).

use crate::common;
use common::online::{Player, Playing, event, mastermind};

#[test]
fn a_duel_is_played_with_a_token_and_a_revoked_token_exits_3() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_server, url) = common::serve(&[], &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())]);
    let ann = Player::sign_up(&url, "ann");
    let bob = Player::sign_up(&url, "bob");
    let (file, id) = ann.token_file(dir.path(), "token", &["bot"]);

    let mut playing = Playing::start(&[
        "duel",
        "--server",
        &url,
        "--token-file",
        &file,
        "--open",
        "--json",
    ]);
    let duel = bob.challenge_from("ann");
    bob.call("POST", &format!("/api/duels/{duel}/accept"), None);
    let state = playing.until("the duel in play", |m| {
        m["type"] == "state" && m["duel"]["state"] == "playing"
    });
    assert_eq!(state["duel"]["white"], "ann", "the token acts for ann");
    playing.type_line("11111");
    playing.until("ann's code", |m| {
        event("code-set")(m) && m["side"] == "white"
    });
    bob.call("POST", &format!("/api/duels/{duel}/resign"), None);
    let ended = playing.until("the end", event("ended"));
    assert_eq!(ended["result"]["winner"], "white", "{ended}");
    assert_eq!(playing.exit_code(), Some(0));

    ann.call("DELETE", &format!("/api/account/tokens/{id}"), None);
    let refused = mastermind()
        .args(["duel", "--server", &url, "--token-file", &file])
        .output()
        .expect("the binary runs");
    assert_eq!(refused.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("access token was refused"), "{stderr}");
}

#[test]
fn a_file_without_a_token_or_with_a_name_beside_it_exits_2() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("token");
    std::fs::write(&path, "my password\n").expect("writes");
    let file = path.display().to_string();
    let bad = mastermind()
        .args([
            "duel",
            "--server",
            "http://127.0.0.1:9",
            "--token-file",
            &file,
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(bad.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(stderr.contains("holds no access token"), "{stderr}");

    let missing = mastermind()
        .args([
            "duel",
            "--server",
            "http://127.0.0.1:9",
            "--token-file",
            "/nonexistent/token",
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(missing.status.code(), Some(2));

    let both = mastermind()
        .args([
            "duel",
            "--server",
            "http://127.0.0.1:9",
            "--token-file",
            &file,
            "--name",
            "ann",
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(both.status.code(), Some(2));
}
