//! The job table on both engines: jobs posted once, taken by rank, a lease
//! that runs out passing the job on (the clock moved, not waited for), an
//! outcome kept once and only from the job's holder, and a job's records
//! kept until its outcome.

use std::sync::atomic::{AtomicI64, Ordering};

use super::*;

const MINUTE: Duration = Duration::from_secs(60);

fn job(job: i64, rank: i32) -> WorkJob {
    WorkJob {
        job,
        rank,
        limit: Some(job * 10),
    }
}

fn exact(cost: i64) -> WorkOutcome {
    WorkOutcome {
        kind: "exact".to_string(),
        cost: Some(cost),
        tree: Some(vec![1, 2, 3]),
    }
}

async fn leases_pass_on(address: &str) {
    let (a, now) = on_a_clock(address).await;
    let b = a.clone().as_worker("b");
    let other = a.clone().as_worker("c");
    let other = WorkTable {
        search: "another search".to_string(),
        ..other
    };
    a.post(&[job(7, 1), job(5, 0)]).await.expect("posts");
    // Posted again (every process posts the same jobs), with another rank:
    // the first stays.
    b.post(&[job(7, 9), job(5, 9)]).await.expect("posts");
    assert_eq!(
        other.take().await.expect("takes"),
        None,
        "another search's jobs"
    );
    let first = a.take().await.expect("takes").expect("a job");
    assert_eq!((first.job, first.attempt), (job(5, 0), 1));
    let second = b.take().await.expect("takes").expect("a job");
    assert_eq!((second.job, second.attempt), (job(7, 1), 1));
    assert_eq!(b.take().await.expect("takes"), None, "both held");
    // a renews its lease; b's runs out: a takes b's job.
    now.fetch_add(40_000, Ordering::SeqCst);
    assert!(a.renew(&first).await.expect("renews"));
    assert_eq!(a.take().await.expect("takes"), None, "both still held");
    now.fetch_add(30_000, Ordering::SeqCst);
    let again = a
        .take()
        .await
        .expect("takes")
        .expect("b's job, its lease run out");
    assert_eq!((again.job, again.attempt), (job(7, 1), 2));
    // b comes back: what it found is not kept, nor may it hold the job.
    assert!(!b.renew(&second).await.expect("renews"));
    assert!(!b.finish(&second, &exact(1), 1.0).await.expect("finishes"));
    assert!(a.finish(&again, &exact(70), 2.0).await.expect("finishes"));
    assert!(a.finish(&first, &exact(50), 3.0).await.expect("finishes"));
    assert!(
        !a.finish(&first, &exact(51), 3.0).await.expect("finishes"),
        "once"
    );
    let outcomes = b.outcomes().await.expect("reads");
    assert_eq!(outcomes, vec![(5, exact(50)), (7, exact(70))]);
    let costs = b.costs().await.expect("reads");
    let treeless = |cost| WorkOutcome {
        tree: None,
        ..exact(cost)
    };
    assert_eq!(costs, vec![(5, treeless(50)), (7, treeless(70))]);
    let rows = b.rows().await.expect("reads");
    let attempts: Vec<(i64, i32)> = rows.iter().map(|r| (r.job, r.attempts)).collect();
    assert_eq!(attempts, vec![(5, 1), (7, 2)]);
    assert!(
        rows.iter()
            .all(|r| !r.held && r.outcome.as_deref() == Some("exact"))
    );
    assert_eq!(a.take().await.expect("takes"), None, "all done");
    a.close().await;
}

/// Worker a and worker b of one search, and worker c of another.
async fn two_workers_and_another_search(address: &str) -> (WorkTable, WorkTable, WorkTable) {
    let a = WorkTable::open(address, "a search", "a", MINUTE)
        .await
        .expect("opens");
    let b = a.clone().as_worker("b");
    let other = WorkTable {
        search: "another search".to_string(),
        ..a.clone().as_worker("c")
    };
    (a, b, other)
}

/// What processes kept of a job adds up, whoever kept it and whether or
/// not it held the job, and stays apart from other jobs and searches.
async fn kept_sets_add_up(address: &str) {
    let (a, b, other) = two_workers_and_another_search(address).await;
    assert_eq!(a.kept(5).await.expect("reads"), Vec::<Vec<u8>>::new());
    a.keep(5, &[vec![1, 2], vec![3]]).await.expect("keeps");
    b.keep(5, &[vec![4; 3000]]).await.expect("keeps");
    b.keep(6, &[vec![9]]).await.expect("keeps");
    other.keep(5, &[vec![8]]).await.expect("keeps");
    a.keep(5, &[]).await.expect("keeps nothing");
    let mut kept = b.kept(5).await.expect("reads");
    kept.sort();
    assert_eq!(kept, vec![vec![1, 2], vec![3], vec![4; 3000]]);
    assert_eq!(a.kept(6).await.expect("reads"), vec![vec![9]]);
    assert_eq!(other.kept(5).await.expect("reads"), vec![vec![8]]);
    a.close().await;
}

/// The first plan kept is the search's: a later one is not kept, every
/// process reads the first, and other searches keep their own.
async fn the_first_plan_kept_stands(address: &str) {
    let (a, b, other) = two_workers_and_another_search(address).await;
    assert_eq!(b.plan().await.expect("reads"), None);
    let first = vec![7u8; 100_000];
    assert_eq!(a.keep_plan(&first).await.expect("keeps"), first);
    assert_eq!(b.keep_plan(&[1, 2, 3]).await.expect("keeps"), first);
    assert_eq!(b.plan().await.expect("reads"), Some(first.clone()));
    assert_eq!(other.plan().await.expect("reads"), None);
    assert_eq!(other.keep_plan(&[4]).await.expect("keeps"), vec![4]);
    assert_eq!(a.plan().await.expect("reads"), Some(first));
    a.close().await;
}

/// A clock that stands still until moved, and the table on it as worker a.
async fn on_a_clock(address: &str) -> (WorkTable, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(1_000_000));
    let clock: Clock = {
        let now = Arc::clone(&now);
        Arc::new(move || now.load(Ordering::SeqCst))
    };
    let a = WorkTable::open(address, "a search", "a", MINUTE)
        .await
        .expect("opens")
        .with_clock(clock);
    (a, now)
}

/// The outcome removes the job's records, in the same step: not those of
/// other jobs or searches, not when the outcome is refused (a taking whose
/// lease ran out), and records a late process hands over after it are not
/// added.
async fn records_go_with_the_outcome(address: &str) {
    let (a, now) = on_a_clock(address).await;
    let b = a.clone().as_worker("b");
    let other = WorkTable {
        search: "another search".to_string(),
        ..a.clone().as_worker("c")
    };
    a.post(&[job(5, 0), job(7, 1)]).await.expect("posts");
    other.post(&[job(5, 0)]).await.expect("posts");
    let five = a.take().await.expect("takes").expect("job 5");
    let seven = b.take().await.expect("takes").expect("job 7");
    a.keep(5, &[vec![1], vec![2]]).await.expect("keeps");
    b.keep(7, &[vec![3]]).await.expect("keeps");
    other.keep(5, &[vec![4]]).await.expect("keeps");
    assert!(a.finish(&five, &exact(50), 1.0).await.expect("finishes"));
    assert_eq!(a.kept(5).await.expect("reads"), Vec::<Vec<u8>>::new());
    assert_eq!(other.kept(5).await.expect("reads"), vec![vec![4]]);
    // b's lease runs out; a takes job 7 again, from what b kept.
    now.fetch_add(2 * 60_000, Ordering::SeqCst);
    let again = a.take().await.expect("takes").expect("job 7 again");
    assert_eq!(a.kept(7).await.expect("reads"), vec![vec![3]]);
    a.keep(7, &[vec![5]]).await.expect("keeps");
    assert!(!b.finish(&seven, &exact(1), 1.0).await.expect("finishes"));
    assert_eq!(a.kept(7).await.expect("reads").len(), 2, "b's refused");
    assert!(a.finish(&again, &exact(70), 2.0).await.expect("finishes"));
    assert_eq!(a.kept(7).await.expect("reads"), Vec::<Vec<u8>>::new());
    b.keep(7, &[vec![6]])
        .await
        .expect("keeps nothing, the job done");
    assert_eq!(b.kept(7).await.expect("reads"), Vec::<Vec<u8>>::new());
    a.close().await;
}

/// What is kept for the jobs not done, together: a job done counts
/// nothing, a record its bytes.
async fn kept_size_counts_the_jobs_not_done(address: &str) {
    let (a, _) = on_a_clock(address).await;
    let other = WorkTable {
        search: "another search".to_string(),
        ..a.clone().as_worker("c")
    };
    assert_eq!(a.kept_size().await.expect("reads"), KeptSize::default());
    a.post(&[job(5, 0), job(7, 1), job(9, 2)])
        .await
        .expect("posts");
    other.post(&[job(5, 0)]).await.expect("posts");
    let five = a.take().await.expect("takes").expect("job 5");
    a.keep(5, &[vec![1; 10]]).await.expect("keeps");
    a.keep(7, &[vec![2; 20], vec![3; 3000]])
        .await
        .expect("keeps");
    other.keep(5, &[vec![4; 100]]).await.expect("keeps");
    let all = KeptSize {
        jobs: 2,
        records: 3,
        bytes: 3030,
    };
    assert_eq!(a.kept_size().await.expect("reads"), all);
    assert!(a.finish(&five, &exact(50), 1.0).await.expect("finishes"));
    // A record of a job done, as an older version left them (its outcome
    // did not remove them): not counted.
    let sql = "INSERT INTO work_kept (search, job, kept) VALUES ($1, $2, $3)";
    let old = vec![5_u8; 50];
    let done = on!(&a.pool, p => async {
        let query = sqlx::query(sql).bind("a search").bind(5_i64).bind(&old);
        query.execute(p).await.map(|r| r.rows_affected())
    });
    assert_eq!(done.expect("inserts"), 1);
    let left = KeptSize {
        jobs: 1,
        records: 2,
        bytes: 3020,
    };
    assert_eq!(a.kept_size().await.expect("reads"), left);
    let theirs = KeptSize {
        jobs: 1,
        records: 1,
        bytes: 100,
    };
    assert_eq!(other.kept_size().await.expect("reads"), theirs);
    a.close().await;
}

/// A scratch PostgreSQL database, or `None` (said) where none is named;
/// under CI one must be.
async fn postgres() -> Option<String> {
    let address = crate::testing::scratch_postgres().await;
    if address.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the work table's tests on PostgreSQL too"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
    }
    address
}

#[tokio::test]
async fn on_sqlite_kept_sets_add_up() {
    let dir = tempfile::tempdir().expect("a folder");
    let address = sqlite_in(&dir);
    kept_sets_add_up(&address).await;
    // Opened again (the tables there already): what was kept stays.
    let again = WorkTable::open(&address, "a search", "d", MINUTE)
        .await
        .expect("opens again");
    assert_eq!(again.kept(6).await.expect("reads"), vec![vec![9]]);
}

#[tokio::test]
async fn on_postgres_kept_sets_add_up() {
    let Some(address) = postgres().await else {
        return;
    };
    kept_sets_add_up(&address).await;
}

#[tokio::test]
async fn an_address_of_neither_engine_is_refused() {
    let err = WorkTable::open("mysql://x/y", "s", "w", MINUTE)
        .await
        .expect_err("refused");
    assert!(matches!(err, StoreError::Address(_)), "{err}");
}

/// The address of a fresh SQLite file in `dir`.
fn sqlite_in(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("work.db").display())
}

/// `$story` as two tests: on a fresh SQLite file, and on the scratch
/// PostgreSQL database (which CI must give).
macro_rules! on_both_engines {
    ($sqlite:ident, $postgres:ident, $story:ident) => {
        #[tokio::test]
        async fn $sqlite() {
            let dir = tempfile::tempdir().expect("a folder");
            $story(&sqlite_in(&dir)).await;
        }

        #[tokio::test]
        async fn $postgres() {
            let Some(address) = postgres().await else {
                return;
            };
            $story(&address).await;
        }
    };
}

on_both_engines!(
    on_sqlite_a_lease_run_out_passes_the_job_on,
    on_postgres_a_lease_run_out_passes_the_job_on,
    leases_pass_on
);
on_both_engines!(
    on_sqlite_records_go_with_the_outcome,
    on_postgres_records_go_with_the_outcome,
    records_go_with_the_outcome
);
on_both_engines!(
    on_sqlite_the_first_plan_kept_stands,
    on_postgres_the_first_plan_kept_stands,
    the_first_plan_kept_stands
);
on_both_engines!(
    on_sqlite_kept_size_counts_the_jobs_not_done,
    on_postgres_kept_size_counts_the_jobs_not_done,
    kept_size_counts_the_jobs_not_done
);
