//! Challenges by link: out of the lobby, and a single-use link taken by
//! exactly one player however many open it at once.

use crate::common::account;
use mastermind_core::Preset;
use mastermind_core::duel::{Sides, Terms};
use mastermind_store::prelude::*;
use mastermind_store::{Account, Database, DuelQuery, Link, NewChallenge, StoreError, new_id};

async fn challenge(store: &Database, by: &Account, link: Link) -> String {
    let id = new_id();
    store
        .create_challenge(
            &NewChallenge {
                id: &id,
                challenger: &by.id,
                seats: Sides::new(Some(by.id.as_str()), None),
                terms: &Terms::preset(Preset::Logik),
                rematch_of: None,
                link: Some(link),
            },
            None,
        )
        .await
        .expect("challenge by link");
    id
}

async fn open_ids(store: &Database, viewer: &Account) -> Vec<String> {
    store
        .list_duels(DuelQuery::Open { viewer: &viewer.id }, 50)
        .await
        .expect("list")
        .into_iter()
        .map(|d| d.id)
        .collect()
}

pub async fn a_single_use_link_is_taken_by_one_player_at_most(store: &Database) {
    let (ann, bob, cid) = (
        account(store, "ann").await,
        account(store, "bob").await,
        account(store, "cid").await,
    );
    let single = challenge(store, &ann, Link::SingleUse).await;
    let open = challenge(store, &ann, Link::Open).await;
    let saved = store.load_duel(&single).await.expect("read").expect("kept");
    assert_eq!(saved.link, Some(Link::SingleUse));
    // Out of the lobby; the challenger's own list holds both.
    assert!(open_ids(store, &bob).await.is_empty());
    let mine = open_ids(store, &ann).await;
    assert!(mine.contains(&single) && mine.contains(&open), "{mine:?}");

    assert!(matches!(
        store.take_link(&single, &ann.id).await,
        Err(StoreError::Conflict(_))
    ));
    assert!(matches!(
        store.take_link(&open, &bob.id).await,
        Err(StoreError::NotFound(_))
    ));
    let version = store
        .take_link(&single, &bob.id)
        .await
        .expect("bob takes it");
    assert_eq!(
        store.take_link(&single, &bob.id).await.expect("bob again"),
        version,
        "taking it again changes nothing"
    );
    assert!(matches!(
        store.take_link(&single, &cid.id).await,
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(open_ids(store, &bob).await, vec![single.clone()]);
    assert!(open_ids(store, &cid).await.is_empty());

    // Let go, it is free for the next player.
    assert!(matches!(
        store.release_link(&single, &cid.id).await,
        Err(StoreError::Conflict(_))
    ));
    store
        .release_link(&single, &bob.id)
        .await
        .expect("bob lets go");
    store
        .take_link(&single, &cid.id)
        .await
        .expect("cid takes it");
    let saved = store.load_duel(&single).await.expect("read").expect("kept");
    assert_eq!(saved.seats.black.map(|s| s.account), Some(cid.id.clone()));
}

pub async fn a_burst_of_takes_leaves_one_taker(store: &Database) {
    let ann = account(store, "ann").await;
    let mut takers = Vec::new();
    for i in 0..12 {
        takers.push(account(store, &format!("taker{i}")).await);
    }
    let single = challenge(store, &ann, Link::SingleUse).await;
    let mut burst = tokio::task::JoinSet::new();
    for taker in &takers {
        let (store, single, taker) = (store.clone(), single.clone(), taker.id.clone());
        burst.spawn(async move {
            let result = store.take_link(&single, &taker).await;
            (taker, result)
        });
    }
    let results = burst.join_all().await;
    let winners: Vec<&String> = results
        .iter()
        .filter(|(_, r)| r.is_ok())
        .map(|(id, _)| id)
        .collect();
    assert_eq!(winners.len(), 1, "{results:?}");
    for (_, result) in &results {
        assert!(
            matches!(result, Ok(_) | Err(StoreError::Conflict(_))),
            "{result:?}"
        );
    }
    let saved = store.load_duel(&single).await.expect("read").expect("kept");
    assert_eq!(
        saved.seats.black.map(|s| s.account).as_ref(),
        Some(winners[0])
    );
}
