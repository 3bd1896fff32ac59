//! The notification centre's store: a happening is written once whoever
//! writes it, read newest first, counted unread until marked read up to
//! what the reader saw, forgotten a while after it was read, and gone with
//! its account.

use crate::common::account;
use mastermind_store::prelude::*;
use mastermind_store::{Account, Database, NewNotification};

fn note<'a>(account: &'a Account, key: &'a str, at: i64) -> NewNotification<'a> {
    NewNotification {
        account: &account.id,
        kind: "your-move",
        subject: "duel-1",
        key,
        data: r#"{"opponent":"bob"}"#,
        at,
        again_after: None,
    }
}

pub async fn a_notification_is_written_once_read_newest_first_and_marked_read(store: &Database) {
    let (ann, bob) = (account(store, "ann").await, account(store, "bob").await);
    assert!(
        store
            .notify(&note(&ann, "move:duel-1:1", 10))
            .await
            .expect("writes")
    );
    assert!(
        !store
            .notify(&note(&ann, "move:duel-1:1", 11))
            .await
            .expect("answers"),
        "a second server hearing of the same move writes nothing"
    );
    assert!(
        store
            .notify(&note(&bob, "move:duel-1:1", 10))
            .await
            .expect("writes"),
        "the same key is another account's own"
    );
    assert!(
        store
            .notify(&note(&ann, "move:duel-1:2", 20))
            .await
            .expect("writes")
    );
    assert!(
        store
            .notify(&note(&ann, "move:duel-1:3", 30))
            .await
            .expect("writes")
    );

    let listed = store.notifications(&ann.id, 10).await.expect("reads");
    let times: Vec<i64> = listed.iter().map(|n| n.created_at).collect();
    assert_eq!(times, [30, 20, 10], "newest first, the duplicate not kept");
    assert_eq!(listed[2].data, r#"{"opponent":"bob"}"#);
    assert_eq!(listed[2].kind, "your-move");
    assert_eq!(
        store.notifications(&ann.id, 2).await.expect("reads").len(),
        2
    );
    assert_eq!(
        store.unread_notifications(&ann.id).await.expect("counts"),
        3
    );

    // Read up to what the page showed: one made after it stays unread.
    assert_eq!(
        store
            .read_notifications(&ann.id, 20, 100)
            .await
            .expect("marks"),
        2
    );
    assert_eq!(
        store.unread_notifications(&ann.id).await.expect("counts"),
        1
    );
    assert_eq!(
        store.unread_notifications(&bob.id).await.expect("counts"),
        1,
        "not bob's"
    );
    let listed = store.notifications(&ann.id, 10).await.expect("reads");
    assert_eq!(
        listed.iter().map(|n| n.read_at).collect::<Vec<_>>(),
        [None, Some(100), Some(100)]
    );

    // A move in the duel: everything about it was seen.
    assert!(
        store
            .notify(&note(&ann, "move:duel-1:5", 50))
            .await
            .expect("writes")
    );
    let other = NewNotification {
        subject: "duel-2",
        ..note(&ann, "move:duel-2:1", 51)
    };
    assert!(store.notify(&other).await.expect("writes"));
    assert_eq!(
        store
            .read_notifications_about(&ann.id, "duel-1", 100)
            .await
            .expect("marks"),
        2
    );
    assert_eq!(
        store.unread_notifications(&ann.id).await.expect("counts"),
        1,
        "duel-2's"
    );
    assert_eq!(
        store
            .read_notifications(&ann.id, 51, 100)
            .await
            .expect("marks"),
        1
    );

    // Read ones are forgotten after a while; unread ones are kept.
    assert!(
        store
            .notify(&note(&ann, "move:duel-1:6", 60))
            .await
            .expect("writes")
    );
    assert_eq!(store.forget_notifications(101).await.expect("forgets"), 5);
    assert_eq!(
        store.notifications(&ann.id, 10).await.expect("reads").len(),
        1,
        "the unread one"
    );

    store.delete_account(&ann.id).await.expect("deleted");
    assert!(
        !store
            .notify(&note(&ann, "move:duel-1:4", 40))
            .await
            .expect("answers"),
        "a deleted account takes none"
    );
    assert_eq!(store.notifications(&ann.id, 10).await.expect("reads"), []);
}

/// A player's arrival, told to `account` under one key whenever it recurs,
/// at most once an hour.
fn arrival<'a>(account: &'a Account, at: i64) -> NewNotification<'a> {
    NewNotification {
        kind: "friend-online",
        subject: "bob",
        data: r#"{"player":"bob"}"#,
        again_after: Some(HOUR),
        ..note(account, "online:bob", at)
    }
}

const HOUR: i64 = 3_600_000;

pub async fn a_recurring_happening_is_told_again_once_its_span_is_over(store: &Database) {
    let ann = account(store, "ann").await;
    let t = 1_000_000;
    assert!(store.notify(&arrival(&ann, t)).await.expect("writes"));
    store
        .read_notifications(&ann.id, t, t + 5)
        .await
        .expect("marks");
    let first = store.notifications(&ann.id, 10).await.expect("reads");
    assert!(
        !store
            .notify(&arrival(&ann, t + HOUR - 1))
            .await
            .expect("answers"),
        "within the hour, whatever the clock's hour"
    );
    assert_eq!(
        store.notifications(&ann.id, 10).await.expect("reads"),
        first,
        "untouched"
    );

    // An hour on, many servers hear of it at once: one tells it, as new.
    let mut burst = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let (store, ann) = (store.clone(), ann.clone());
        burst.spawn(async move { store.notify(&arrival(&ann, t + HOUR)).await });
    }
    let told = burst.join_all().await;
    assert_eq!(
        told.iter().filter(|c| matches!(c, Ok(true))).count(),
        1,
        "{told:?}"
    );
    let listed = store.notifications(&ann.id, 10).await.expect("reads");
    assert_eq!(listed.len(), 1, "one a key: {listed:?}");
    assert_eq!(
        (listed[0].created_at, listed[0].read_at),
        (t + HOUR, None),
        "new and unread"
    );
    assert_ne!(
        listed[0].id, first[0].id,
        "a new notification for the pages"
    );
    assert_eq!(
        store.unread_notifications(&ann.id).await.expect("counts"),
        1
    );

    // A happening told once is never told again, however late it is heard.
    let once = NewNotification {
        again_after: None,
        ..note(&ann, "ended:duel-1", t)
    };
    assert!(store.notify(&once).await.expect("writes"));
    let late = NewNotification {
        at: t + 1000 * HOUR,
        ..once
    };
    assert!(!store.notify(&late).await.expect("answers"));
}
