//! Friends and who is online: a follow is one-way and kept once, a cap
//! holds, "online" is seen since a time and not hiding, and a deleted
//! account leaves every list.

use crate::common::account;
use mastermind_store::prelude::*;
use mastermind_store::{Account, Database, FollowError, now_millis};

async fn friends(store: &Database, of: &Account, since: i64) -> Vec<(String, bool)> {
    store
        .friends(&of.id, since)
        .await
        .expect("read")
        .into_iter()
        .map(|p| (p.name, p.online))
        .collect()
}

async fn online(store: &Database, since: i64, except: &Account) -> Vec<String> {
    store
        .online(since, Some(&except.id), 100)
        .await
        .expect("read")
        .into_iter()
        .map(|p| p.name)
        .collect()
}

pub async fn friends_are_followed_one_way_and_online_unless_hidden(store: &Database) {
    let (ann, bob, cid, dot) = (
        account(store, "ann").await,
        account(store, "bob").await,
        account(store, "cid").await,
        account(store, "dot").await,
    );
    let now = now_millis();
    assert!(
        store
            .follow(&ann.id, &bob.id, now, 2)
            .await
            .expect("follows")
    );
    assert!(
        !store.follow(&ann.id, &bob.id, now, 2).await.expect("again"),
        "following again is no new follow"
    );
    assert!(
        store
            .follow(&ann.id, &cid.id, now, 2)
            .await
            .expect("follows")
    );
    assert!(matches!(
        store.follow(&ann.id, &dot.id, now, 2).await,
        Err(FollowError::TooMany(2))
    ));
    assert!(
        !store
            .follow(&ann.id, &bob.id, now, 2)
            .await
            .expect("at the cap"),
        "a follow kept stays fine at the cap"
    );
    assert!(store.follows(&ann.id, &bob.id).await.expect("read"));
    assert!(
        !store.follows(&bob.id, &ann.id).await.expect("read"),
        "one-way"
    );

    // Nobody seen yet: nobody online.
    let since = now - 120_000;
    assert!(online(store, since, &ann).await.is_empty());
    let arrived = store
        .seen(&[bob.id.clone(), dot.id.clone()], now, since)
        .await
        .expect("seen");
    assert_eq!(
        arrived,
        [bob.id.clone(), dot.id.clone()],
        "both came online"
    );
    assert!(
        store
            .seen(std::slice::from_ref(&bob.id), now + 1, since)
            .await
            .expect("seen")
            .is_empty(),
        "seen again while online: no arrival"
    );
    store
        .seen(std::slice::from_ref(&cid.id), since - 1, since - 200_000)
        .await
        .expect("seen");
    assert_eq!(online(store, since, &ann).await, vec!["bob", "dot"]);
    assert_eq!(online(store, since, &bob).await, vec!["dot"]);
    assert_eq!(
        friends(store, &ann, since).await,
        vec![("bob".to_string(), true), ("cid".to_string(), false)]
    );

    // Bob hides: online to nobody.
    assert!(!store.hides_online(&bob.id).await.expect("read"));
    store.set_hide_online(&bob.id, true).await.expect("set");
    assert!(store.hides_online(&bob.id).await.expect("read"));
    assert_eq!(online(store, since, &ann).await, vec!["dot"]);
    assert_eq!(
        friends(store, &ann, since).await,
        vec![("bob".to_string(), false), ("cid".to_string(), false)]
    );
    store.set_hide_online(&bob.id, false).await.expect("set");

    // Bob has no session left: unseen, he is offline at once.
    store.unseen(&bob.id).await.expect("unseen");
    assert_eq!(online(store, since, &ann).await, vec!["dot"]);

    // Ann asks to be told when a player she follows comes online: Bob's
    // next arrival is one, and only Ann (who follows him) is told; a
    // player hiding being online arrives for nobody.
    assert!(store.told_online(&bob.id).await.expect("reads").is_empty());
    assert!(!store.tells_online(&ann.id).await.expect("reads"));
    store.set_tell_online(&ann.id, true).await.expect("set");
    assert!(store.tells_online(&ann.id).await.expect("reads"));
    assert_eq!(
        store.told_online(&bob.id).await.expect("reads"),
        vec![ann.id.clone()]
    );
    assert!(
        store.told_online(&dot.id).await.expect("reads").is_empty(),
        "not followed"
    );
    store.set_hide_online(&cid.id, true).await.expect("set");
    let arrived = store
        .seen(&[bob.id.clone(), cid.id.clone()], now + 2, since)
        .await
        .expect("seen");
    assert_eq!(
        arrived,
        vec![bob.id.clone()],
        "the hidden one arrives for nobody"
    );
    store.set_hide_online(&cid.id, false).await.expect("set");

    // Unfollowed, and a deleted account leaves the lists.
    assert!(store.unfollow(&ann.id, &bob.id).await.expect("unfollows"));
    assert!(!store.unfollow(&ann.id, &bob.id).await.expect("again"));
    assert!(store.delete_account(&cid.id).await.expect("deleted"));
    assert!(friends(store, &ann, since).await.is_empty());
    assert!(
        store
            .follow(&ann.id, &dot.id, now, 2)
            .await
            .expect("room again")
    );
    assert!(store.delete_account(&ann.id).await.expect("deleted"));
    assert_eq!(online(store, since, &bob).await, vec!["dot"]);
}

pub async fn a_session_left_keeps_a_player_seen(store: &Database) {
    let ann = account(store, "ann").await;
    let bob = account(store, "bob").await;
    let now = now_millis();
    store
        .create_session("a-session", &bob.id, now, now + 60_000)
        .await
        .expect("session");
    store
        .seen(std::slice::from_ref(&bob.id), now, now - 120_000)
        .await
        .expect("seen");
    store.unseen(&bob.id).await.expect("unseen");
    assert_eq!(
        online(store, now - 1, &ann).await,
        vec!["bob"],
        "logged in elsewhere"
    );
}
