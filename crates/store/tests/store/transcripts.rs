//! Transcripts a page at a time: every finished game once, ties at one
//! moment included, across pages; games in play and other players' left
//! out of an account's pages.

use mastermind_core::{Code, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{Cursor, Database, GameWrite, NewGame, Transcript, Whose, new_id};

async fn finished(store: &Database, player: &str, at: i64) -> String {
    let id = new_id();
    let writes = [
        GameWrite::Create(NewGame {
            id: id.clone(),
            preset: Some(Preset::Mastermind1),
            setup: Preset::Mastermind1.setup(),
            secret: Code::from_digits("1234").expect("a code"),
            player: Some(player.to_string()),
            created_at: at - 10,
        }),
        GameWrite::Guess {
            game: id.clone(),
            turn: 1,
            guess: Code::from_digits("1234").expect("a code"),
            at,
            ends: Some(mastermind_core::State::Won),
        },
    ];
    store.write_games(&writes).await.expect("written");
    id
}

pub async fn pages_of_transcripts_hold_every_finished_game_once(store: &Database) {
    let player = new_id();
    let mut ids = Vec::new();
    // 25 games, five at each of five moments: ties across page boundaries.
    for at in 0..25 {
        ids.push(finished(store, &player, 1_700_000_000_000 + (at / 5) * 1000).await);
    }
    finished(store, &new_id(), 1_700_000_000_000).await; // someone else's
    let in_play = new_id();
    store
        .write_games(&[GameWrite::Create(NewGame {
            id: in_play,
            preset: Some(Preset::Mastermind1),
            setup: Preset::Mastermind1.setup(),
            secret: Code::from_digits("1234").expect("a code"),
            player: Some(player.clone()),
            created_at: 1_700_000_000_000,
        })])
        .await
        .expect("written");

    let whose = Whose::Account {
        id: &player,
        name: "ann",
    };
    let mut seen = Vec::new();
    let mut from = Cursor::start();
    loop {
        let page = store.transcripts(whose, &from, 4).await.expect("a page");
        let Some(last) = page.last() else { break };
        from = Cursor::after(last);
        for (at, id, transcript) in &page {
            assert!(
                matches!(transcript, Transcript::Game(g) if g.tags.get("Codebreaker") == Some("ann"))
            );
            seen.push((*at, id.clone()));
        }
    }
    let mut sorted = seen.clone();
    sorted.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    assert_eq!(seen, sorted, "the latest first, ties by id");
    let mut got: Vec<String> = seen.into_iter().map(|(_, id)| id).collect();
    got.sort();
    ids.sort();
    assert_eq!(got, ids, "every finished game of the player once");
}
