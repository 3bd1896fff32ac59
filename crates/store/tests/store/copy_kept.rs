//! What an account keeps beside its play (the devices it is pushed on, a
//! vacation, an address with a reminder sent), written before a copy and
//! checked after it (see `copy`).

use mastermind_store::prelude::*;
use mastermind_store::{Account, Database};

/// Gives `bob` a device, a vacation and a confirmed address.
pub async fn fill(store: &Database, bob: &Account) {
    let phone = mastermind_store::PushSubscription {
        endpoint: "https://push.example/bob".to_string(),
        account: bob.id.clone(),
        p256dh: "BKey".to_string(),
        auth: "secret".to_string(),
        created_at: 9,
        used_at: None,
    };
    let devices = mastermind_store::Quota {
        holding: mastermind_store::Holding::PushSubscriptions,
        limit: 20,
    };
    store.subscribe_push(&phone, devices).await.expect("kept");
    store.push_taken(&phone.endpoint, 10).await.expect("noted");
    // A vacation, and a confirmed address with a reminder sent.
    store
        .start_vacation(&bob.id, 4, 1_772_366_400_000)
        .await
        .expect("writes")
        .expect("allowed");
    store
        .set_email(
            &mastermind_store::NewEmail {
                account: &bob.id,
                address: "bob@example.org",
                verify_digest: "verify digest",
                unsubscribe_key: "unsubscribe key",
                now: 5,
            },
            0,
        )
        .await
        .expect("an address");
    store
        .verify_email("verify digest", 6)
        .await
        .expect("confirmed");
    store
        .claim_email_reminder(&bob.id, "a duel:9", 7)
        .await
        .expect("claimed");
    // Bob refuses bots.
    store
        .set_refuse_bots(&bob.id, true)
        .await
        .expect("set")
        .expect("allowed");
}

/// What `fill` gave `bob` arrived in `to` as it was in `from`.
pub async fn arrived(from: &Database, to: &Database, bob: &Account) {
    let flags = to.bot_flags(&bob.id).await.expect("reads");
    assert!(flags.refuse_bots, "his refusal of bots");
    assert_eq!(flags, from.bot_flags(&bob.id).await.expect("reads"));
    let devices = to.push_subscriptions(&bob.id).await.expect("reads");
    assert_eq!(
        devices,
        from.push_subscriptions(&bob.id).await.expect("reads"),
        "the devices Bob gets pushes on"
    );
    assert_eq!(devices.len(), 1);
    let at = 1_772_366_400_001;
    assert_eq!(
        to.allowance(&bob.id, at).await.expect("reads"),
        from.allowance(&bob.id, at).await.expect("reads"),
        "the vacation"
    );
    assert_eq!(to.allowance(&bob.id, at).await.expect("reads").used, 4);
    assert_eq!(
        to.email(&bob.id).await.expect("reads"),
        from.email(&bob.id).await.expect("reads"),
        "the address"
    );
    assert!(to.unsubscribe("unsubscribe key").await.expect("answers"));
    assert!(
        !to.claim_email_reminder(&bob.id, "a duel:9", 8)
            .await
            .expect("answers"),
        "the reminder sent"
    );
}
