//! Vacations' store: the allowance runs down by the days a vacation costs,
//! a return gives back the days not begun, and a burst of starts through
//! one database (any number of servers) starts one vacation.

use mastermind_core::vacation::{DAYS_A_YEAR, VacationError};
use mastermind_store::Database;
use mastermind_store::prelude::*;

use crate::common::account;

const DAY: i64 = 24 * 3600 * 1000;
// 2026-03-01, midday UTC.
const NOW: i64 = 1_772_366_400_000;

pub async fn a_vacation_spends_the_allowance_once_and_a_return_gives_days_back(store: &Database) {
    let ann = account(store, "ann").await;
    let fresh = store.allowance(&ann.id, NOW).await.expect("reads");
    assert_eq!((fresh.used, fresh.away), (0, None));

    let away = store
        .start_vacation(&ann.id, 3, NOW)
        .await
        .expect("writes")
        .expect("allowed");
    assert_eq!(away.until.millis(), u64::try_from(NOW + 3 * DAY).unwrap());
    let on = store.allowance(&ann.id, NOW + 1).await.expect("reads");
    assert_eq!((on.used, on.away), (3, Some(away)));
    assert_eq!(
        store
            .start_vacation(&ann.id, 1, NOW + 2)
            .await
            .expect("reads"),
        Err(VacationError::AlreadyAway)
    );
    let away_now = store
        .away_at(&[ann.id.clone(), "nobody".into()], NOW + 5)
        .await
        .expect("reads");
    assert_eq!(away_now, vec![(ann.id.clone(), away)]);

    // Back after a day and an hour: two days begun, one given back.
    let back = NOW + DAY + 3_600_000;
    let ended = store
        .end_vacation(&ann.id, back)
        .await
        .expect("writes")
        .expect("was away");
    assert_eq!(ended.until.millis(), u64::try_from(back).unwrap());
    let after = store.allowance(&ann.id, back).await.expect("reads");
    assert_eq!((after.used, after.away), (2, None));
    assert_eq!(
        store.end_vacation(&ann.id, back + 1).await.expect("reads"),
        Err(VacationError::NotAway)
    );
    assert!(
        store
            .away_at(std::slice::from_ref(&ann.id), back)
            .await
            .expect("reads")
            .is_empty()
    );

    // The rest of the year's days, and not one more.
    let left = DAYS_A_YEAR - 2;
    assert_eq!(
        store
            .start_vacation(&ann.id, left + 1, back)
            .await
            .expect("reads"),
        Err(VacationError::TooMany {
            asked: left + 1,
            left
        })
    );
    store
        .start_vacation(&ann.id, left, back)
        .await
        .expect("writes")
        .expect("allowed");
    // A new year, a new allowance: the vacation counts in the year it began.
    let next_year = NOW + 366 * DAY;
    assert_eq!(
        store
            .allowance(&ann.id, next_year)
            .await
            .expect("reads")
            .used,
        0
    );
}

pub async fn a_burst_of_vacation_starts_starts_one(store: &Database) {
    let bob = account(store, "bob").await;
    let mut burst = tokio::task::JoinSet::new();
    for i in 0..12 {
        let (store, bob) = (store.clone(), bob.id.clone());
        burst.spawn(async move { store.start_vacation(&bob, 5, NOW + i).await });
    }
    let answers = burst.join_all().await;
    let started = answers.iter().filter(|a| matches!(a, Ok(Ok(_)))).count();
    assert_eq!(
        started, 1,
        "the account's row orders the starts: {answers:?}"
    );
    assert_eq!(
        store
            .allowance(&bob.id, NOW + 20)
            .await
            .expect("reads")
            .used,
        5
    );
}
