//! Saved series: written after every move, read back as they were, owned by
//! the browser that started them on the web.

use mastermind_core::Code;
use mastermind_core::series::{FeedbackMode, Series, SeriesRules, Variant};
use mastermind_store::SeriesStore;

use crate::common::sqlite;

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

#[tokio::test]
async fn a_series_is_saved_after_each_move_and_read_back_whole() {
    let (_dir, store) = sqlite().await;
    let mut played = series();
    let id = store.create_series(&played, None).await.expect("created");
    played.set_secret(code("1234")).expect("set");
    played.guess(code("1111")).expect("played");
    store.save_series(id, &played).await.expect("saved");
    let saved = store.load_series(id).await.expect("read").expect("found");
    assert_eq!(saved.series, played);
    assert_eq!(saved.owner, None);
    assert_eq!(store.load_series(id + 1).await.expect("read"), None);
    assert!(
        store.save_series(id + 1, &played).await.is_err(),
        "no row to overwrite"
    );
}

#[tokio::test]
async fn the_terminal_resumes_only_its_own_unfinished_series() {
    let (_dir, store) = sqlite().await;
    let terminal = store.create_series(&series(), None).await.expect("created");
    let web = store
        .create_series(&series(), Some("browser-1"))
        .await
        .expect("created");
    assert_eq!(
        store
            .load_series(web)
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
    store.save_series(terminal, &finished).await.expect("saved");
    assert_eq!(store.latest_unfinished_series().await.expect("read"), None);
}
