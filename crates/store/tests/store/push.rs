//! Web Push's store: a device is kept once by its endpoint (again: its new
//! keys; from another account: moved), within a quota per account; it is
//! dropped when its push service forgets it (only the secret that failed),
//! and with its account. A live page counts while a server says it holds
//! one, until that server closes it or stops saying so.

use crate::common::account;
use mastermind_store::prelude::*;
use mastermind_store::{Database, Holding, PushSubscription, Quota, StoreError};

const DEVICES: Quota = Quota {
    holding: Holding::PushSubscriptions,
    limit: 2,
};

fn device(account: &str, endpoint: &str, auth: &str, at: i64) -> PushSubscription {
    PushSubscription {
        endpoint: format!("https://push.example/{endpoint}"),
        account: account.to_string(),
        p256dh: "BPublicKey".to_string(),
        auth: auth.to_string(),
        created_at: at,
        used_at: None,
    }
}

async fn endpoints(store: &Database, account: &str) -> Vec<String> {
    store
        .push_subscriptions(account)
        .await
        .expect("reads")
        .into_iter()
        .map(|s| {
            s.endpoint
                .trim_start_matches("https://push.example/")
                .to_string()
        })
        .collect()
}

pub async fn a_device_is_kept_once_within_the_quota_and_dropped_when_forgotten(store: &Database) {
    let (ann, bob) = (account(store, "ann").await, account(store, "bob").await);
    let phone = device(&ann.id, "phone", "a1", 10);
    assert!(store.subscribe_push(&phone, DEVICES).await.expect("keeps"));
    assert!(
        !store
            .subscribe_push(&device(&ann.id, "phone", "a2", 11), DEVICES)
            .await
            .expect("keeps"),
        "the same device again is no new one"
    );
    let kept = store.push_subscriptions(&ann.id).await.expect("reads");
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].auth, "a2", "its new keys");

    assert!(
        store
            .subscribe_push(&device(&ann.id, "laptop", "b1", 20), DEVICES)
            .await
            .expect("keeps")
    );
    let refused = store
        .subscribe_push(&device(&ann.id, "tablet", "c1", 30), DEVICES)
        .await;
    assert!(
        matches!(
            refused,
            Err(StoreError::QuotaSpent {
                held: 2,
                limit: 2,
                ..
            })
        ),
        "{refused:?}"
    );
    // A device already kept is kept again at the limit.
    store
        .subscribe_push(&device(&ann.id, "laptop", "b2", 31), DEVICES)
        .await
        .expect("keeps");
    assert_eq!(endpoints(store, &ann.id).await, ["phone", "laptop"]);

    // Bob logs in on Ann's laptop and allows notifications: it is his now.
    assert!(
        store
            .subscribe_push(&device(&bob.id, "laptop", "d1", 40), DEVICES)
            .await
            .expect("keeps")
    );
    assert_eq!(endpoints(store, &ann.id).await, ["phone"]);
    assert_eq!(endpoints(store, &bob.id).await, ["laptop"]);

    // Ann cannot forget Bob's device; he can.
    let laptop = "https://push.example/laptop";
    assert!(
        !store
            .unsubscribe_push(&ann.id, laptop)
            .await
            .expect("answers")
    );
    assert!(
        store
            .unsubscribe_push(&bob.id, laptop)
            .await
            .expect("forgets")
    );
    assert!(endpoints(store, &bob.id).await.is_empty());

    // A push taken is noted; a push service that forgot the device drops
    // it, unless the browser subscribed again with a new secret meanwhile.
    let phone = "https://push.example/phone";
    store.push_taken(phone, 50).await.expect("notes");
    let kept = store.push_subscriptions(&ann.id).await.expect("reads");
    assert_eq!(kept[0].used_at, Some(50));
    assert!(!store.push_gone(phone, "a1").await.expect("answers"));
    assert!(store.push_gone(phone, "a2").await.expect("drops"));
    assert!(endpoints(store, &ann.id).await.is_empty());

    // An account deleted takes its devices with it.
    store
        .subscribe_push(&device(&bob.id, "desktop", "e1", 60), DEVICES)
        .await
        .expect("keeps");
    assert!(store.delete_account(&bob.id).await.expect("deletes"));
    assert!(endpoints(store, &bob.id).await.is_empty());
}

pub async fn a_live_page_counts_while_a_server_holds_it(store: &Database) {
    let (ann, bob) = (account(store, "ann").await, account(store, "bob").await);
    assert!(!store.has_live_page(&ann.id, 0).await.expect("answers"));
    let both = [ann.id.clone(), bob.id.clone()];
    store
        .live_pages_seen("server-a", &both, 100)
        .await
        .expect("writes");
    store
        .live_pages_seen("server-b", &both[..1], 150)
        .await
        .expect("writes");
    assert!(store.has_live_page(&ann.id, 100).await.expect("answers"));
    assert!(
        !store.has_live_page(&bob.id, 101).await.expect("answers"),
        "seen too long ago"
    );
    // Written again on the beat.
    store
        .live_pages_seen("server-a", &both[1..], 200)
        .await
        .expect("writes");
    assert!(store.has_live_page(&bob.id, 101).await.expect("answers"));

    // Ann's page on server A closes; server B still holds one of hers.
    store
        .live_pages_closed("server-a", &ann.id, 210)
        .await
        .expect("deletes");
    assert!(store.has_live_page(&ann.id, 100).await.expect("answers"));
    store
        .live_pages_closed("server-b", &ann.id, 220)
        .await
        .expect("deletes");
    assert!(!store.has_live_page(&ann.id, 0).await.expect("answers"));

    // A close heard after the page was opened again leaves the new one.
    store
        .live_pages_seen("server-a", &both[1..], 300)
        .await
        .expect("writes");
    store
        .live_pages_closed("server-a", &bob.id, 299)
        .await
        .expect("answers");
    assert!(store.has_live_page(&bob.id, 300).await.expect("answers"));

    // A server gone: its rows are forgotten once old.
    assert_eq!(store.forget_live_pages(301).await.expect("forgets"), 1);
    assert!(!store.has_live_page(&bob.id, 0).await.expect("answers"));
}
