//! Saved series: written after every move, read back as they were, owned by
//! the browser that started them on the web.

use mastermind_core::Code;
use mastermind_core::series::{FeedbackMode, Series, SeriesRules, Variant};
use mastermind_store::{Backend, StoreError, new_id};

fn series() -> Series {
    let rules = SeriesRules::new(&["Ann", "Bob"], 2)
        .expect("valid rules")
        .with_variant(Variant::Board)
        .with_feedback(FeedbackMode::Computed);
    Series::new(rules)
}

fn code(text: &str) -> Code {
    Code::from_digits(text).expect("a code")
}

pub async fn a_series_is_saved_after_each_move_and_read_back_whole<S: Backend>(store: &S) {
    let mut played = series();
    let id = new_id();
    store
        .create_series(&id, &played, None, None)
        .await
        .expect("created");
    played.set_secret(code("1234")).expect("set");
    played.guess(code("1111")).expect("played");
    let started = Some(1_700_000_000_123);
    assert_eq!(
        store
            .save_series(&id, 1, &played, started)
            .await
            .expect("saved"),
        2
    );
    let saved = store.load_series(&id).await.expect("read").expect("found");
    assert_eq!(saved.series, played);
    assert_eq!(saved.owner, None);
    assert_eq!(saved.version, 2);
    assert_eq!(saved.turn_started_at, started, "the row's clock is kept");
    let other = new_id();
    assert_eq!(store.load_series(&other).await.expect("read"), None);
    assert!(
        matches!(
            store.save_series(&other, 1, &played, None).await,
            Err(StoreError::NotFound(_))
        ),
        "no row to overwrite"
    );
}

pub async fn the_terminal_resumes_only_its_own_unfinished_series<S: Backend>(store: &S) {
    let terminal = new_id();
    store
        .create_series(&terminal, &series(), None, None)
        .await
        .expect("created");
    let web = new_id();
    store
        .create_series(&web, &series(), Some("browser-1"), None)
        .await
        .expect("created");
    assert_eq!(
        store
            .load_series(&web)
            .await
            .expect("read")
            .expect("found")
            .owner
            .as_deref(),
        Some("browser-1")
    );
    let (latest, _) = store
        .latest_unfinished_series()
        .await
        .expect("read")
        .expect("one");
    assert_eq!(latest, terminal, "the web's series belongs to its browser");
    let mut finished = series();
    finished.set_secret(code("1234")).expect("set");
    finished.guess(code("1234")).expect("broken");
    finished.set_secret(code("4321")).expect("set");
    finished.guess(code("4321")).expect("broken");
    assert!(finished.is_over());
    store
        .save_series(&terminal, 1, &finished, None)
        .await
        .expect("saved");
    assert_eq!(store.latest_unfinished_series().await.expect("read"), None);
}

pub async fn a_save_from_a_stale_copy_is_refused<S: Backend>(store: &S) {
    let id = new_id();
    let first = series();
    store
        .create_series(&id, &first, None, None)
        .await
        .expect("created");
    // Two processes read version 1 and both move.
    let mut a = first.clone();
    a.set_secret(code("1234")).expect("set");
    let mut b = first;
    b.set_secret(code("6543")).expect("set");
    assert_eq!(store.save_series(&id, 1, &a, None).await.expect("saved"), 2);
    let refused = store.save_series(&id, 1, &b, None).await;
    assert!(
        matches!(refused, Err(StoreError::Conflict(_))),
        "{refused:?}"
    );
    let saved = store.load_series(&id).await.expect("read").expect("found");
    assert_eq!(saved.series, a, "the first acknowledged move stands");
    assert_eq!(saved.version, 2);
}

pub async fn a_browser_lists_and_abandons_its_unfinished_series<S: Backend>(store: &S) {
    let (first, second, other) = (new_id(), new_id(), new_id());
    for (id, owner) in [(&first, "b1"), (&second, "b1"), (&other, "b2")] {
        store
            .create_series(id, &series(), Some(owner), None)
            .await
            .expect("created");
    }
    let mut moved = series();
    moved.set_secret(code("1234")).expect("set");
    store
        .save_series(&first, 1, &moved, None)
        .await
        .expect("saved");
    let listed: Vec<String> = store
        .unfinished_series("b1", 20)
        .await
        .expect("read")
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    assert_eq!(listed.len(), 2);
    assert!(listed.contains(&first) && listed.contains(&second));
    assert!(!listed.contains(&other), "only the browser's own");
    assert!(
        !store.delete_series(&first, "b2").await.expect("answers"),
        "not another's"
    );
    assert!(store.delete_series(&first, "b1").await.expect("deletes"));
    assert_eq!(store.load_series(&first).await.expect("read"), None);
    assert_eq!(
        store.unfinished_series("b1", 20).await.expect("read").len(),
        1
    );
}
