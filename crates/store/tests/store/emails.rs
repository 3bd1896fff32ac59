//! Email's store: an address is confirmed by its link's digest only; the
//! day's digest and each reminder are claimed by one caller however many
//! ask at once; a claim given back can be made again; the unsubscribe
//! link's digest stops every mail; a new address starts over.

use mastermind_store::prelude::*;
use mastermind_store::{Database, NewEmail};

use crate::common::account;

const DAY: i64 = 20_000;

fn address<'a>(account: &'a str, address: &'a str, verify: &'a str) -> NewEmail<'a> {
    NewEmail {
        account,
        address,
        verify_digest: verify,
        unsubscribe_key: "unsubscribe-key",
        now: 1_000,
    }
}

pub async fn an_address_is_confirmed_mailed_once_a_day_and_left_by_its_link(store: &Database) {
    let ann = account(store, "ann").await;
    assert_eq!(store.email(&ann.id).await.expect("reads"), None);
    assert!(
        store
            .set_email(&address(&ann.id, "ann@example.org", "verify-1"), 0)
            .await
            .expect("writes")
    );
    let kept = store.email(&ann.id).await.expect("reads").expect("kept");
    assert_eq!(
        (kept.verified_at, kept.digest, kept.remind_hours),
        (None, true, 12)
    );
    assert!(
        store.digests_due(DAY, 10).await.expect("reads").is_empty(),
        "nothing is mailed to an address not confirmed"
    );
    assert!(!store.claim_digest(&ann.id, DAY).await.expect("answers"));

    // A second link only after a while; the first link then is void.
    assert!(
        !store
            .renew_verification(&ann.id, "verify-2", 1_500, 1_000)
            .await
            .expect("answers")
    );
    assert!(
        store
            .renew_verification(&ann.id, "verify-2", 70_000, 10_000)
            .await
            .expect("answers")
    );
    assert_eq!(
        store
            .verify_email("verify-1", 70_001)
            .await
            .expect("answers"),
        None
    );
    assert_eq!(
        store
            .verify_email("verify-2", 70_001)
            .await
            .expect("answers"),
        Some(ann.id.clone())
    );
    assert_eq!(
        store
            .verify_email("verify-2", 70_002)
            .await
            .expect("answers"),
        None,
        "used"
    );

    let due = store.digests_due(DAY, 10).await.expect("reads");
    assert_eq!(due.len(), 1);
    assert_eq!(
        (due[0].name.as_str(), due[0].address.as_str()),
        ("ann", "ann@example.org")
    );

    // Many servers look at once: one sends.
    let mut burst = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let (store, ann) = (store.clone(), ann.id.clone());
        burst.spawn(async move { store.claim_digest(&ann, DAY).await });
    }
    let claims = burst.join_all().await;
    assert_eq!(
        claims.iter().filter(|c| matches!(c, Ok(true))).count(),
        1,
        "{claims:?}"
    );
    assert!(store.digests_due(DAY, 10).await.expect("reads").is_empty());
    // The mail could not go: given back, claimed again; tomorrow's is new.
    store.release_digest(&ann.id, DAY).await.expect("writes");
    assert!(store.claim_digest(&ann.id, DAY).await.expect("answers"));
    assert!(store.claim_digest(&ann.id, DAY + 1).await.expect("answers"));

    // Reminders: once per key.
    assert_eq!(store.reminded(10).await.expect("reads").len(), 1);
    assert!(
        store
            .claim_email_reminder(&ann.id, "duel-1:5000", 10)
            .await
            .expect("answers")
    );
    assert!(
        !store
            .claim_email_reminder(&ann.id, "duel-1:5000", 11)
            .await
            .expect("answers")
    );
    store
        .release_email_reminder(&ann.id, "duel-1:5000")
        .await
        .expect("writes");
    assert!(
        store
            .claim_email_reminder(&ann.id, "duel-1:5000", 12)
            .await
            .expect("answers")
    );
    assert_eq!(store.forget_email_reminders(13).await.expect("writes"), 1);

    // The unsubscribe link stops both.
    assert!(!store.unsubscribe("another").await.expect("answers"));
    assert!(store.unsubscribe("unsubscribe-key").await.expect("answers"));
    let kept = store.email(&ann.id).await.expect("reads").expect("kept");
    assert_eq!((kept.digest, kept.remind_hours), (false, 0));
    assert!(
        store
            .digests_due(DAY + 5, 10)
            .await
            .expect("reads")
            .is_empty()
    );
    assert!(store.reminded(10).await.expect("reads").is_empty());
    store
        .set_email_wishes(&ann.id, Some(true), Some(6))
        .await
        .expect("writes");
    let kept = store.email(&ann.id).await.expect("reads").expect("kept");
    assert_eq!((kept.digest, kept.remind_hours), (true, 6));

    // A new address starts over, unconfirmed, but not within a while of
    // the last mail; removing forgets it.
    assert!(
        !store
            .set_email(&address(&ann.id, "ann@example.net", "verify-3"), 70_000)
            .await
            .expect("answers")
    );
    assert!(
        store
            .set_email(&address(&ann.id, "ann@example.net", "verify-3"), 70_001)
            .await
            .expect("writes")
    );
    let kept = store.email(&ann.id).await.expect("reads").expect("kept");
    assert_eq!(
        (kept.address.as_str(), kept.verified_at),
        ("ann@example.net", None)
    );
    assert!(store.remove_email(&ann.id).await.expect("writes"));
    assert_eq!(store.email(&ann.id).await.expect("reads"), None);
}
