//! What every backend must do, written once against the `Store` trait. A new
//! backend adds one `story!` line at the bottom.

use mastermind_core::highscore::{Achievement, TABLE_SIZE};
use mastermind_core::{Code, Preset};
use mastermind_store::{NewScore, Scope, Store, StoreError};

use crate::common::{assert_consistent, by, names, win};

const P: Preset = Preset::Mastermind1;

/// Fills the all-time table of `preset` with ten entries of `turns` turns,
/// 1000 ms, at 0..10, named `<turns>-<i>`.
async fn fill<S: Store>(store: &S, preset: Preset, turns: u8) {
    for i in 0..TABLE_SIZE as i64 {
        let name = format!("{turns}-{i}");
        let rank = store
            .record_score(&win(preset, &name, turns, 1000, i))
            .await
            .expect("records");
        assert!(
            rank.is_some(),
            "{name} should enter a table that is not full"
        );
    }
}

pub async fn ranks_by_turns_then_time_then_date_then_arrival<S: Store>(store: &S) {
    // Recorded in a scrambled order; every one enters, as the table is not
    // yet full or the newcomer beats its last entry.
    let arrivals = [
        ("late twin", 4, 500, 10, 1),
        ("six", 6, 1, 1, 2),
        ("fast four", 4, 400, 99, 1),
        ("five", 5, 0, 0, 3),
        ("early twin", 4, 500, 10, 3),
        ("early", 4, 500, 5, 2),
        ("three", 3, 9999, 99, 1),
        ("seven a", 7, 0, 0, 8),
        ("seven b", 7, 0, 1, 9),
        ("seven c", 7, 0, 2, 10),
        ("two", 2, 60_000, 0, 1),
        ("five b", 5, 1, 0, 8),
    ];
    let mut ranks = Vec::new();
    for (name, turns, millis, at, _) in arrivals {
        ranks.push(
            store
                .record_score(&win(P, name, turns, millis, at))
                .await
                .expect("records"),
        );
    }
    // Each rank is the place taken at the time of recording; ties go below
    // the entry already there ("early twin" arrives after "late twin").
    let expected: Vec<Option<u32>> = arrivals.iter().map(|a| Some(a.4)).collect();
    assert_eq!(ranks, expected);

    let table = store.top_scores(P, &Scope::All).await.expect("reads");
    assert_eq!(
        names(&table),
        [
            "two",
            "three",
            "fast four",
            "early",
            "late twin",
            "early twin",
            "five",
            "five b",
            "six",
            "seven a",
        ],
        "the best ten, best first; 'seven b' and 'seven c' fell off"
    );
    assert_consistent(&table);
    let two = &table[0];
    assert_eq!((two.turns, two.millis, two.at), (2, 60_000, 0));
    assert_eq!(two.secret, "1234");
}

pub async fn presets_keep_separate_tables<S: Store>(store: &S) {
    store
        .record_score(&win(Preset::Board, "board", 5, 1, 1))
        .await
        .expect("records");
    store
        .record_score(&win(Preset::Logik, "logik", 6, 1, 1))
        .await
        .expect("records");
    let board = store.top_scores(Preset::Board, &Scope::All).await;
    let logik = store.top_scores(Preset::Logik, &Scope::All).await;
    let colour = store.top_scores(Preset::Colour1, &Scope::All).await;
    assert_eq!(names(&board.expect("reads")), ["board"]);
    assert_eq!(names(&logik.expect("reads")), ["logik"]);
    assert!(colour.expect("reads").is_empty());
}

pub async fn qualifies_follows_the_tenth_entry<S: Store>(store: &S) {
    let result = |turns, millis, at| Achievement { turns, millis, at };
    let all = &Scope::All;
    assert!(
        store
            .qualifies(P, all, &result(12, 99_999, 0))
            .await
            .expect("reads"),
        "anything enters an empty table"
    );
    fill(store, P, 4).await;
    // The tenth entry is (4 turns, 1000 ms, at 9).
    for (turns, millis, at, enters) in [
        (4, 1000, 9, false),
        (4, 1000, 10, false),
        (5, 0, 0, false),
        (4, 1000, 8, true),
        (4, 999, 99, true),
        (3, 99_999, 99, true),
    ] {
        let verdict = store.qualifies(P, all, &result(turns, millis, at)).await;
        assert_eq!(
            verdict.expect("reads"),
            enters,
            "{turns} turns, {millis} ms, at {at}"
        );
    }
    let other_preset = store.qualifies(Preset::Logik, all, &result(9, 0, 0)).await;
    assert!(other_preset.expect("reads"));
    let own_table = Scope::Player("newcomer".to_string());
    let own = store.qualifies(P, &own_table, &result(9, 0, 0)).await;
    assert!(own.expect("reads"), "an empty player table takes anything");
}

pub async fn a_full_table_of_better_results_turns_a_win_away<S: Store>(store: &S) {
    fill(store, P, 3).await;
    let rank = store
        .record_score(&win(P, "too slow", 4, 1, 100))
        .await
        .expect("records");
    assert_eq!(rank, None);
    let tie = store
        .record_score(&win(P, "tie with the last", 3, 1000, 9))
        .await
        .expect("records");
    assert_eq!(tie, None);
    let deleted = store
        .reset_scores(Some(P), &Scope::All)
        .await
        .expect("resets");
    assert_eq!(deleted, 10, "a refused win is not written at all");

    fill(store, P, 3).await;
    let rank = store
        .record_score(&win(P, "just in", 3, 1000, 8))
        .await
        .expect("records");
    assert_eq!(rank, Some(10));
    let table = store.top_scores(P, &Scope::All).await.expect("reads");
    assert_eq!(table.len(), TABLE_SIZE);
    assert_eq!(table[9].name, "just in");
    assert_eq!(table[8].name, "3-8");
}

pub async fn a_player_table_holds_only_that_players_wins<S: Store>(store: &S) {
    let ann = Scope::Player("ann-browser".to_string());
    let bob = Scope::Player("bob-browser".to_string());
    store
        .record_score(&by("ann-browser", win(P, "Ann", 5, 100, 1)))
        .await
        .expect("records");
    store
        .record_score(&by("bob-browser", win(P, "Bob", 4, 100, 2)))
        .await
        .expect("records");
    store
        .record_score(&win(P, "Terminal", 6, 100, 3))
        .await
        .expect("records");

    let all = store.top_scores(P, &Scope::All).await.expect("reads");
    assert_eq!(names(&all), ["Bob", "Ann", "Terminal"]);
    let anns = store.top_scores(P, &ann).await.expect("reads");
    assert_eq!(names(&anns), ["Ann"]);
    assert_eq!(anns[0].rank, 1, "ranks count within the player's table");
    let bobs = store.top_scores(P, &bob).await.expect("reads");
    assert_eq!(names(&bobs), ["Bob"]);
    let nobody = Scope::Player("nobody".to_string());
    assert!(
        store
            .top_scores(P, &nobody)
            .await
            .expect("reads")
            .is_empty()
    );
}

pub async fn a_win_off_the_all_time_table_still_enters_its_players_own<S: Store>(store: &S) {
    fill(store, P, 3).await;
    let first = store
        .record_score(&by("ann-browser", win(P, "Ann", 7, 100, 50)))
        .await
        .expect("records");
    assert_eq!(first, Some(1), "rank in Ann's own table");
    let second = store
        .record_score(&by("ann-browser", win(P, "Ann", 6, 100, 51)))
        .await
        .expect("records");
    assert_eq!(second, Some(1), "better than her first");
    let into_all_time = store
        .record_score(&by("ann-browser", win(P, "Ann", 2, 100, 52)))
        .await
        .expect("records");
    assert_eq!(into_all_time, Some(1), "rank in the all-time table");
    let terminal = store
        .record_score(&win(P, "Terminal", 7, 100, 53))
        .await
        .expect("records");
    assert_eq!(terminal, None, "the terminal has only the all-time table");

    let anns = store
        .top_scores(P, &Scope::Player("ann-browser".to_string()))
        .await
        .expect("reads");
    let turns: Vec<u8> = anns.iter().map(|entry| entry.turns).collect();
    assert_eq!(turns, [2, 6, 7]);
    let all = store.top_scores(P, &Scope::All).await.expect("reads");
    assert_eq!(all[0].name, "Ann");
    assert!(all[1..].iter().all(|entry| entry.turns == 3));

    // Ann's table full of 6-turn wins: a 7-turn win makes neither table.
    for at in 60..70 {
        store
            .record_score(&by("ann-browser", win(P, "Ann", 6, 100, at)))
            .await
            .expect("records");
    }
    let worse = store
        .record_score(&by("ann-browser", win(P, "Ann", 7, 1, 70)))
        .await
        .expect("records");
    assert_eq!(worse, None);
}

pub async fn reset_clears_one_preset_one_player_or_everything<S: Store>(store: &S) {
    for (i, preset) in [Preset::Board, Preset::Logik, Preset::Colour2]
        .into_iter()
        .enumerate()
    {
        for at in 0..3 {
            store
                .record_score(&win(preset, "Terminal", 5, 10, at))
                .await
                .expect("records");
        }
        let player = format!("player-{i}");
        store
            .record_score(&by(&player, win(preset, "Web", 5, 10, 9)))
            .await
            .expect("records");
        store
            .record_score(&by("everywhere", win(preset, "Eve", 5, 10, 9)))
            .await
            .expect("records");
    }
    let len = |preset| async move {
        store
            .top_scores(preset, &Scope::All)
            .await
            .expect("reads")
            .len()
    };

    let everywhere = Scope::Player("everywhere".to_string());
    let mine = |preset| {
        let everywhere = everywhere.clone();
        async move {
            store
                .top_scores(preset, &everywhere)
                .await
                .expect("reads")
                .len()
        }
    };
    let deleted = store.reset_scores(Some(Preset::Board), &everywhere).await;
    assert_eq!(deleted.expect("resets"), 1);
    assert_eq!(
        mine(Preset::Board).await,
        0,
        "gone from the player's own table"
    );
    assert_eq!(len(Preset::Board).await, 5, "kept in the all-time table");
    assert_eq!(mine(Preset::Logik).await, 1);

    let deleted = store.reset_scores(None, &everywhere).await;
    assert_eq!(deleted.expect("resets"), 2, "Eve's Logik and Colour2 wins");
    assert_eq!(mine(Preset::Logik).await, 0);
    assert_eq!(len(Preset::Logik).await, 5);
    let deleted = store.reset_scores(None, &everywhere).await;
    assert_eq!(
        deleted.expect("resets"),
        0,
        "nothing left in the player's table"
    );

    let deleted = store.reset_scores(Some(Preset::Logik), &Scope::All).await;
    assert_eq!(deleted.expect("resets"), 5);
    assert_eq!(len(Preset::Logik).await, 0);
    assert_eq!(len(Preset::Board).await, 5);
    assert_eq!(len(Preset::Colour2).await, 5);

    let deleted = store.reset_scores(Some(Preset::Logik), &Scope::All).await;
    assert_eq!(deleted.expect("resets"), 0, "nothing left to delete");

    let deleted = store.reset_scores(None, &Scope::All).await;
    assert_eq!(deleted.expect("resets"), 10);
    for preset in Preset::ALL {
        assert_eq!(len(preset).await, 0, "{preset}");
    }
}

pub async fn names_and_secrets_come_back_verbatim<S: Store>(store: &S) {
    let names = [
        "Robert'); DROP TABLE scores;--",
        "<script>alert(\"hi\")</script>",
        "Ann \"the \\ Q\" O'Neil & <b>co</b>",
        "%_ LIKE ? ?1 :name $1",
        "Zoë 🦀 日本語",
        "ééééééééééééééééééééééééééééééééééééééééééé🦀",
    ];
    for (at, name) in (0..).zip(names) {
        let rank = store
            .record_score(&win(P, name, 5, 100, at))
            .await
            .expect("records");
        assert!(rank.is_some());
    }
    let wide = mastermind_store::NewScore {
        secret: Code::from_digits("1 10 3 2").expect("a code with a two-digit peg"),
        ..win(Preset::Logik, "wide", 5, 100, 0)
    };
    store.record_score(&wide).await.expect("records");

    let table = store.top_scores(P, &Scope::All).await.expect("reads");
    assert_eq!(crate::common::names(&table), names);
    let logik = store
        .top_scores(Preset::Logik, &Scope::All)
        .await
        .expect("reads");
    assert_eq!(logik[0].secret, "1 10 3 2");
}

pub async fn scores_it_cannot_store_faithfully_are_refused<S: Store>(store: &S) {
    let huge = win(P, "huge", 5, u64::MAX, 0);
    let err = store
        .record_score(&huge)
        .await
        .expect_err("u64::MAX ms does not fit");
    assert!(
        matches!(err, StoreError::OutOfRange { what: "millis", .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("millis"), "{err}");

    let far = win(P, "far", 5, 1, i64::MAX);
    let err = store
        .record_score(&far)
        .await
        .expect_err("a date no one can show");
    assert!(
        matches!(err, StoreError::OutOfRange { what: "at", .. }),
        "{err:?}"
    );

    assert!(
        store
            .top_scores(P, &Scope::All)
            .await
            .expect("reads")
            .is_empty()
    );
}

pub async fn a_win_with_hints_stays_out_of_the_all_time_table<S: Store>(store: &S) {
    let hinted = NewScore {
        hinted: true,
        ..by("p1", win(P, "Helped", 1, 1, 1))
    };
    assert_eq!(store.record_score(&hinted).await.expect("records"), Some(1));
    assert!(
        store
            .top_scores(P, &Scope::All)
            .await
            .expect("reads")
            .is_empty()
    );
    let mine = store
        .top_scores(P, &Scope::Player("p1".to_string()))
        .await
        .expect("reads");
    assert_eq!(names(&mine), ["Helped"]);
    assert!(mine[0].hinted, "marked in the player's own table");
    let alone = NewScore {
        hinted: true,
        ..win(P, "Terminal", 1, 1, 1)
    };
    assert_eq!(
        store.record_score(&alone).await.expect("answers"),
        None,
        "no player's table to enter"
    );
}

/// Every story, whichever file tells it.
mod stories {
    pub use super::*;
    pub use crate::daily::*;
    pub use crate::duels::*;
    pub use crate::emails::*;
    pub use crate::friends::*;
    pub use crate::games::*;
    pub use crate::links::*;
    pub use crate::luck::*;
    pub use crate::notifications::*;
    pub use crate::push::*;
    pub use crate::series::*;
    pub use crate::tournaments::*;
    pub use crate::transcripts::*;
    pub use crate::vacations::*;
}

/// Runs every story of the store on one backend: `story!(module: fixture)`
/// where `fixture().await` gives `Some((guard, store))`, or `None` when the
/// backend is not available here.
macro_rules! story {
    ($backend:ident: $fixture:path) => {
        story!($backend: $fixture =>
            ranks_by_turns_then_time_then_date_then_arrival,
            presets_keep_separate_tables,
            qualifies_follows_the_tenth_entry,
            a_full_table_of_better_results_turns_a_win_away,
            a_player_table_holds_only_that_players_wins,
            a_win_off_the_all_time_table_still_enters_its_players_own,
            reset_clears_one_preset_one_player_or_everything,
            names_and_secrets_come_back_verbatim,
            scores_it_cannot_store_faithfully_are_refused,
            a_batch_applies_what_follows_the_stored_game_and_says_what_it_refused,
            a_custom_setup_comes_back_as_it_went_in,
            a_game_enters_the_tables_at_most_once,
            a_move_made_from_a_stale_view_never_lands,
            a_series_is_saved_after_each_move_and_read_back_whole,
            the_terminal_resumes_only_its_own_unfinished_series,
            a_save_from_a_stale_copy_is_refused,
            a_win_with_hints_stays_out_of_the_all_time_table,
            a_first_guess_win_stays_out_of_the_all_time_table,
            an_address_keeps_one_all_time_entry_its_best,
            a_browser_lists_and_abandons_its_unfinished_series,
            names_are_unique_whatever_the_case,
            sessions_expire_and_end_with_a_new_password_or_the_account,
            login_failures_are_counted_per_key_within_a_window,
            challenges_are_seen_by_whom_they_concern,
            a_duel_is_saved_move_by_move_with_its_events,
            a_single_use_link_is_taken_by_one_player_at_most,
            a_burst_of_takes_leaves_one_taker,
            friends_are_followed_one_way_and_online_unless_hidden,
            a_session_left_keeps_a_player_seen,
            statistics_and_ratings_follow_the_results,
            a_finished_game_keeps_its_outcome_for_the_statistics,
            the_daily_key_is_made_once_and_shared,
            a_player_has_one_daily_game_a_day_and_preset,
            the_daily_table_ranks_wins_by_turns_then_time,
            a_tournament_pairs_with_its_duels_and_reads_results_from_them,
            players_join_and_leave_as_the_stage_allows,
            pages_of_transcripts_hold_every_finished_game_once,
            a_notification_is_written_once_read_newest_first_and_marked_read,
            a_recurring_happening_is_told_again_once_its_span_is_over,
            a_player_starts_no_more_games_than_the_limit_allows,
            a_device_is_kept_once_within_the_quota_and_dropped_when_forgotten,
            a_live_page_counts_while_a_server_holds_it,
            a_vacation_spends_the_allowance_once_and_a_return_gives_days_back,
            a_burst_of_vacation_starts_starts_one,
            an_address_is_confirmed_mailed_once_a_day_and_left_by_its_link,
        );
    };
    ($backend:ident: $fixture:path => $($story:ident),* $(,)?) => {
        mod $backend {
            $(
                #[tokio::test]
                async fn $story() {
                    let Some((_guard, store)) = $fixture().await else {
                        return;
                    };
                    crate::suite::stories::$story(&store).await;
                }
            )*
        }
    };
}

story!(on_sqlite: crate::common::on_sqlite);
story!(on_postgres: crate::common::on_postgres);
