//! The exact search shared through a job table, through the real binary: a
//! process killed (SIGKILL) while it holds a job, then two processes
//! together finish the search on one PostgreSQL table, each job searched
//! once (the killed one's twice), both printing the known optimum of 4·8
//! (20,471); and on an SQLite file, the search of 4·6 (5,625) stopped the
//! same way and resumed by one process, `--status` counting the records
//! kept for the job left held until its outcome removes them. (The solver
//! is optimised in test builds too: 4·8 takes about 20 s on two cores.)

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Output, Stdio};

use mastermind_store::work::{WorkRow, WorkTable};

/// A setup searched through a table: its options, the name its search
/// has on the table, and its known optimum.
struct Setup {
    pegs: &'static str,
    colours: &'static str,
    search: &'static str,
    total: u64,
    secrets: u64,
}

const FOUR_SIX: Setup = Setup {
    pegs: "4",
    colours: "6",
    search: "optimal/4 4x6 mastermind",
    total: 5625,
    secrets: 1296,
};

const FOUR_EIGHT: Setup = Setup {
    pegs: "4",
    colours: "8",
    search: "optimal/4 4x8 mastermind",
    total: 20471,
    secrets: 4096,
};

fn analyze(setup: &Setup, address: &str, extra: &[&str]) -> Command {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("mastermind"));
    command
        .args(["analyze", "--pegs", setup.pegs, "--colours", setup.colours])
        .args(["--strategy", "optimal", "--work-db", address])
        .args(extra)
        .env("LC_ALL", "C");
    command
}

/// A process that takes three jobs, then holds a fourth without working
/// on it, under a lease that runs out at once; killed once it says so.
/// Returns the job it held.
fn killed_holding_a_job(setup: &Setup, address: &str) -> i64 {
    let mut stalled: Child = analyze(setup, address, &["--lease", "0", "--work-stall-after", "3"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let stderr = stalled.stderr.take().expect("its error output");
    // Read on a thread of its own, so that a process that never says so
    // fails the test instead of hanging it.
    let (said, heard) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { break };
            if let Some(job) = line.strip_prefix("holding job ") {
                let _ = said.send(job.split_whitespace().next().map(str::to_string));
                return;
            }
        }
        let _ = said.send(None);
    });
    let held: Option<i64> = heard
        .recv_timeout(std::time::Duration::from_secs(300))
        .ok()
        .flatten()
        .map(|job| job.parse().expect("a job"));
    stalled.kill().expect("killed");
    stalled.wait().expect("ended");
    held.expect("the process said which job it holds")
}

/// What `--status --json` says of the search on `address`.
fn status_json(setup: &Setup, address: &str) -> serde_json::Value {
    let status = analyze(setup, address, &["--status", "--json"])
        .output()
        .expect("runs");
    serde_json::from_slice(&status.stdout).expect("JSON")
}

/// Waits for `child` to end; a search that never ends is killed and
/// fails the test rather than hanging it.
fn ended(mut child: Child) -> Output {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while child.try_wait().expect("waits").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("the search did not end within 300 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    child.wait_with_output().expect("ends")
}

fn finished(setup: &Setup, output: Output) -> String {
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let total = format!(
        "total {} guesses over {} secrets",
        setup.total, setup.secrets
    );
    assert!(text.contains(&total), "{text}");
    text
}

/// Every job with an outcome was taken once, but the one the killed
/// process held (twice); the first guess's jobs are all done.
async fn each_job_once(setup: &Setup, address: &str, held: i64) -> Vec<WorkRow> {
    let table = WorkTable::open(address, setup.search, "a test", std::time::Duration::ZERO)
        .await
        .expect("opens");
    let rows = table.rows().await.expect("reads");
    table.close().await;
    let done: Vec<&WorkRow> = rows.iter().filter(|r| r.outcome.is_some()).collect();
    assert!(done.len() > 4, "{rows:?}");
    for row in &done {
        let expected = if row.job == held { 2 } else { 1 };
        assert_eq!(row.attempts, expected, "{row:?}");
    }
    assert!(done.iter().any(|r| r.job == held), "the held job was done");
    rows
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_finish_on_postgres_what_a_killed_one_held() {
    let Some(address) = mastermind_store::testing::scratch_postgres().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the shared search's test on PostgreSQL"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
        return;
    };
    let setup = &FOUR_EIGHT;
    let held = killed_holding_a_job(setup, &address);
    let spawn = || {
        analyze(setup, &address, &[])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starts")
    };
    let (first, second) = (spawn(), spawn());
    finished(setup, ended(first));
    finished(setup, ended(second));
    let rows = each_job_once(setup, &address, held).await;
    // Both processes searched: each left outcomes.
    let mut workers: Vec<&str> = rows
        .iter()
        .filter(|r| r.outcome.is_some() && r.attempts == 1)
        .filter_map(|r| r.worker.as_deref())
        .collect();
    workers.sort_unstable();
    workers.dedup();
    assert!(workers.len() >= 2, "{workers:?}");
    let status = status_json(setup, &address);
    assert_eq!(status["done"], true, "{status}");
    assert_eq!(status["total_guesses"], setup.total, "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_stopped_on_sqlite_is_resumed() {
    let dir = tempfile::tempdir().expect("a folder");
    let address = format!("sqlite://{}", dir.path().join("work.db").display());
    let setup = &FOUR_SIX;
    let held = killed_holding_a_job(setup, &address);
    // Records kept for the held job, as a process that worked on it would
    // have left them; bytes no search reads (an unknown kind), so that the
    // answer stays the known one.
    let table = WorkTable::open(&address, setup.search, "a test", std::time::Duration::ZERO)
        .await
        .expect("opens");
    let mut record = vec![0_u8; 30];
    record[1] = 7;
    table
        .keep(held, &[record.clone(), record])
        .await
        .expect("keeps");
    table.close().await;
    let status = analyze(setup, &address, &["--status"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&status.stdout);
    assert!(text.contains("finished 3;"), "{text}");
    assert!(text.contains("left: about"), "{text}");
    assert!(text.contains("a first wave is under way"), "{text}");
    assert!(
        text.contains("kept for the jobs not done: 2 records, 60 bytes, for 1 job"),
        "{text}"
    );
    let resumed = analyze(setup, &address, &[])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    finished(setup, ended(resumed));
    each_job_once(setup, &address, held).await;
    // The held job's outcome took its records with it.
    let table = WorkTable::open(&address, setup.search, "a test", std::time::Duration::ZERO)
        .await
        .expect("opens");
    assert_eq!(
        table.kept(held).await.expect("reads"),
        Vec::<Vec<u8>>::new()
    );
    table.close().await;
    let status = status_json(setup, &address);
    assert_eq!(status["done"], true, "{status}");
    assert_eq!(status["first_wave"], false, "{status}");
    assert_eq!(status["kept_records"], 0, "{status}");
}

/// A table whose plan is no plan of the search (another search's, another
/// version's) is refused, by a process and by `--status`, in the reader's
/// language, and nothing is taken from it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_holding_another_plan_is_refused_in_the_readers_language() {
    let dir = tempfile::tempdir().expect("a folder");
    let address = format!("sqlite://{}", dir.path().join("work.db").display());
    let setup = &FOUR_SIX;
    let table = WorkTable::open(&address, setup.search, "a test", std::time::Duration::ZERO)
        .await
        .expect("opens");
    table.keep_plan(&[1, 2, 3]).await.expect("keeps");
    for (locale, words) in [
        ("C", "the plan on the table is not one of this search's"),
        ("da_DK.UTF-8", "planen i tabellen er ikke denne søgnings"),
    ] {
        for extra in [&[][..], &["--status"][..]] {
            let output = analyze(setup, &address, extra)
                .env("LC_ALL", locale)
                .output()
                .expect("runs");
            let said = String::from_utf8_lossy(&output.stderr);
            assert!(!output.status.success(), "{locale} {extra:?}: {said}");
            assert!(said.contains(words), "{locale} {extra:?}: {said}");
        }
    }
    assert_eq!(table.rows().await.expect("reads"), Vec::<WorkRow>::new());
    table.close().await;
}
