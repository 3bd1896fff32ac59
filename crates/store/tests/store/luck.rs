//! The all-time table and luck: a win by the first guess stays out of it,
//! and an address keeps one entry per preset there, its best.

use mastermind_core::Preset;
use mastermind_store::{NewScore, Scope, Store};

use crate::common::{by, names, win};

const P: Preset = Preset::Mastermind2;

fn from(address: &str, score: NewScore) -> NewScore {
    NewScore {
        address: Some(address.to_string()),
        ..score
    }
}

async fn all_time<S: Store>(store: &S) -> Vec<String> {
    let table = store.top_scores(P, &Scope::All).await.expect("reads");
    names(&table).into_iter().map(str::to_string).collect()
}

pub async fn a_first_guess_win_stays_out_of_the_all_time_table<S: Store>(store: &S) {
    let lucky = from("192.0.2.1", by("p1", win(P, "Lucky", 1, 900, 1)));
    assert_eq!(
        store.record_score(&lucky).await.expect("records"),
        Some(1),
        "it ranks in the player's own table"
    );
    assert!(all_time(store).await.is_empty());
    let mine = store
        .top_scores(P, &Scope::Player("p1".to_string()))
        .await
        .expect("reads");
    assert_eq!(names(&mine), ["Lucky"]);
    // The terminal's table is its all-time table: nothing enters it by luck.
    assert_eq!(
        store
            .record_score(&win(P, "Terminal", 1, 900, 2))
            .await
            .expect("answers"),
        None
    );
}

pub async fn an_address_keeps_one_all_time_entry_its_best<S: Store>(store: &S) {
    let bot = "198.51.100.7";
    for (turns, at) in [(4, 10), (3, 11), (5, 12), (3, 13)] {
        let score = from(
            bot,
            by(
                "bot",
                win(P, &format!("Bot {turns}/{at}"), turns, 1_000, at),
            ),
        );
        store.record_score(&score).await.expect("records");
    }
    assert_eq!(
        all_time(store).await,
        ["Bot 3/11"],
        "only the address's best is in the all-time table"
    );
    let mine = store
        .top_scores(P, &Scope::Player("bot".to_string()))
        .await
        .expect("reads");
    assert_eq!(
        names(&mine),
        ["Bot 3/11", "Bot 3/13", "Bot 4/10", "Bot 5/12"],
        "every win keeps its place in the player's own table"
    );
    // Another address has its own entry; a better result from the first
    // replaces its old one.
    let other = from("203.0.113.9", by("ann", win(P, "Ann", 4, 2_000, 20)));
    assert_eq!(store.record_score(&other).await.expect("records"), Some(2));
    let better = from(bot, by("bot", win(P, "Bot 2", 2, 5_000, 30)));
    assert_eq!(store.record_score(&better).await.expect("records"), Some(1));
    assert_eq!(all_time(store).await, ["Bot 2", "Ann"]);
}
