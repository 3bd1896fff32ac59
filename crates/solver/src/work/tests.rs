//! The shared search on a board in memory: the same answer and tree as one
//! process's analysis, stopped and resumed, with a job lost midway, and
//! with a board that fails to keep records a while.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};

use mastermind_core::{Rule, Setup};

use super::*;

/// A board in memory; takes at most `takes` jobs when that is set.
#[derive(Default)]
struct Board {
    jobs: BTreeMap<(u32, u64), Job>,
    held: Vec<u64>,
    outcomes: BTreeMap<u64, Outcome>,
    /// Searched jobs (not skipped) by how often their outcome was left.
    finished: BTreeMap<u64, u32>,
    takes: Option<usize>,
    /// What the searches kept, by job, in the order handed over.
    kept: BTreeMap<u64, Vec<Vec<u8>>>,
}

impl WorkBoard for Board {
    type Error = Infallible;

    fn post(&mut self, jobs: &[Job]) -> Result<(), Infallible> {
        for job in jobs {
            self.jobs.entry((job.rank, job.id)).or_insert(*job);
        }
        Ok(())
    }

    fn take(&mut self) -> Result<Option<Job>, Infallible> {
        if self.takes == Some(0) {
            return Ok(None);
        }
        let job = self
            .jobs
            .values()
            .find(|j| !self.outcomes.contains_key(&j.id) && !self.held.contains(&j.id))
            .copied();
        if let Some(job) = job {
            self.held.push(job.id);
            self.takes = self.takes.map(|t| t - 1);
        }
        Ok(job)
    }

    fn finish(&mut self, job: &Job, outcome: &Outcome, _: f64) -> Result<(), Infallible> {
        self.held.retain(|&id| id != job.id);
        if outcome != &Outcome::Skipped {
            *self.finished.entry(job.id).or_default() += 1;
        }
        self.outcomes.insert(job.id, outcome.clone());
        Ok(())
    }

    fn outcomes(&mut self) -> Result<Vec<(u64, Outcome)>, Infallible> {
        Ok(self.outcomes.iter().map(|(&k, v)| (k, v.clone())).collect())
    }

    fn keep(&mut self, job: &Job, kept: &[Vec<u8>]) -> Result<(), Infallible> {
        self.kept.entry(job.id).or_default().extend_from_slice(kept);
        Ok(())
    }

    fn kept(&mut self, job: &Job) -> Result<Vec<Vec<u8>>, Infallible> {
        Ok(self.kept.get(&job.id).cloned().unwrap_or_default())
    }
}

fn setup(pegs: u8, colours: u8, rule: Rule) -> Setup {
    Setup::new(pegs, colours, 10, rule).expect("setup")
}

fn alone(setup: &Setup) -> Analysis {
    crate::analyze(setup, Strategy::Optimal { worst_case: None }, &|_| {})
}

/// On one board alone, the search finds what the analysis finds: the
/// same total, first guess and tree, on setups of each rule.
#[test]
fn a_board_gives_the_analysis_answer_and_tree() {
    for (pegs, colours, rule) in [
        (3, 4, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
    ] {
        let setup = setup(pegs, colours, rule);
        let mut board = Board::default();
        let found = Worker::new(&setup, 1 << 26)
            .run(&mut board, &mut || panic!("nothing else holds a job"))
            .expect("no board error")
            .expect("done");
        let expected = alone(&setup);
        assert_eq!(
            found.total_guesses, expected.total_guesses,
            "{pegs}·{colours}"
        );
        assert_eq!(found.first_guess, expected.first_guess);
        assert!(
            found.tree == expected.tree,
            "{pegs}·{colours}: another tree"
        );
        assert!(board.finished.values().all(|&n| n == 1));
    }
}

/// Stopped after a few jobs and resumed by a new worker (a new process: an
/// empty memory), the search gives the same total and no job twice.
#[test]
fn a_search_stopped_and_resumed_gives_the_same_total() {
    let setup = setup(4, 6, Rule::Mastermind);
    let mut board = Board {
        takes: Some(5),
        ..Board::default()
    };
    let stopped = Worker::new(&setup, 1 << 26)
        .run(&mut board, &mut || false)
        .expect("no board error");
    assert!(stopped.is_none(), "stopped before the end");
    assert_eq!(board.finished.len(), 5);
    board.takes = None;
    let resumed = Worker::new(&setup, 1 << 26)
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    assert_eq!(resumed.total_guesses, 5625);
    assert_eq!(resumed.first_guess.to_string(), "1123");
    assert!(
        board.finished.values().all(|&n| n == 1),
        "{:?}",
        board.finished
    );
    assert!(board.finished.len() > 5);
}

/// A job whose process stopped part-way is taken again from the sets that
/// process kept: the new process searches less, and the job's outcome and
/// the search's answer are the same as without them.
#[test]
fn a_job_taken_again_starts_from_what_was_kept() {
    let setup = setup(4, 5, Rule::Mastermind);
    let everything = |worker: Worker| worker.keeping(Duration::ZERO, Duration::from_millis(1));
    let mut board = Board::default();
    let found = everything(Worker::new(&setup, 1 << 26))
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    assert_eq!(found.total_guesses, alone(&setup).total_guesses);
    // The job that kept most, as a process stopped half-way through it
    // would have left it: the first half of what it handed over.
    let (&id, kept) = board
        .kept
        .iter()
        .max_by_key(|(_, kept)| kept.len())
        .expect("something kept");
    assert!(kept.len() >= 4, "{} sets kept", kept.len());
    let job = *board.jobs.values().find(|j| j.id == id).expect("posted");
    let outcome = board.outcomes[&id].clone();
    let searched = |kept: &[Vec<u8>]| {
        let mut again = Board::default();
        again.kept.insert(id, kept.to_vec());
        let worker = Worker::new(&setup, 1 << 26);
        let found = worker
            .search_keeping(&mut again, &job)
            .expect("no board error");
        let solver = worker.engine.optimal_solver(&worker.universe);
        (found, solver.searches())
    };
    let (afresh, afresh_searches) = searched(&[]);
    let (half, half_searches) = searched(&kept[..kept.len() / 2]);
    let (all, all_searches) = searched(kept);
    assert_eq!(afresh, outcome);
    assert_eq!(half, outcome);
    assert_eq!(all, outcome);
    assert!(
        all_searches < half_searches && half_searches < afresh_searches,
        "searches: afresh {afresh_searches}, from half {half_searches}, from all {all_searches}"
    );
    // And the whole search again, every outcome gone but what was kept.
    board.outcomes.clear();
    board.finished.clear();
    let again = Worker::new(&setup, 1 << 26)
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    assert_eq!(again.total_guesses, found.total_guesses);
    assert!(again.tree == found.tree, "another tree");
}

/// A job taken by a process that died is taken again once the board lets
/// it go, and the answer is the same.
#[test]
fn a_job_lost_with_its_process_is_searched_again() {
    let setup = setup(4, 4, Rule::Mastermind);
    let mut board = Board {
        takes: Some(2),
        ..Board::default()
    };
    let worker = Worker::new(&setup, 1 << 26);
    worker
        .run(&mut board, &mut || false)
        .expect("no board error");
    // A process takes a job and is never heard of again; its lease runs
    // out.
    board.takes = None;
    let lost = board.take().expect("takes").expect("a job left");
    board.held.clear();
    let found = worker
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    assert_eq!(found.total_guesses, alone(&setup).total_guesses);
    assert_eq!(board.finished.get(&lost.id), Some(&1));
}

#[derive(Debug, thiserror::Error)]
#[error("the database is away")]
struct Away;

/// A board in memory whose `keep` fails as long as `fails` says so, one
/// entry a call (then it keeps), noting what it refused.
#[derive(Default)]
struct Failing {
    board: Board,
    fails: Vec<bool>,
    refused: Vec<Vec<u8>>,
}

impl WorkBoard for Failing {
    type Error = Away;

    fn post(&mut self, jobs: &[Job]) -> Result<(), Away> {
        self.board.post(jobs).map_err(|e| match e {})
    }

    fn take(&mut self) -> Result<Option<Job>, Away> {
        self.board.take().map_err(|e| match e {})
    }

    fn finish(&mut self, job: &Job, outcome: &Outcome, seconds: f64) -> Result<(), Away> {
        self.board
            .finish(job, outcome, seconds)
            .map_err(|e| match e {})
    }

    fn outcomes(&mut self) -> Result<Vec<(u64, Outcome)>, Away> {
        self.board.outcomes().map_err(|e| match e {})
    }

    fn keep(&mut self, job: &Job, kept: &[Vec<u8>]) -> Result<(), Away> {
        if !self.fails.is_empty() && self.fails.remove(0) {
            self.refused.extend_from_slice(kept);
            return Err(Away);
        }
        self.board.keep(job, kept).map_err(|e| match e {})
    }

    fn kept(&mut self, job: &Job) -> Result<Vec<Vec<u8>>, Away> {
        self.board.kept(job).map_err(|e| match e {})
    }
}

/// The warnings a worker says, noted.
fn noted(worker: Worker) -> (Worker, Arc<Mutex<Vec<String>>>) {
    let said = Arc::new(Mutex::new(Vec::new()));
    let note = Arc::clone(&said);
    let worker = worker.warning(move |w| note.lock().expect("noted").push(w.to_string()));
    (worker, said)
}

/// Records the board refused wait for the next hand-over, with those found
/// since; a run of refusals is said once, and the next run again; at a
/// job's end only records still waiting are handed over, and a refusal
/// there does not stop anything.
#[test]
fn records_refused_wait_for_the_next_hand_over_said_once() {
    let job = Job {
        id: 3,
        rank: 0,
        limit: None,
    };
    let (worker, said) = noted(Worker::new(&setup(3, 4, Rule::Mastermind), 1 << 20));
    let mut board = Failing {
        fails: vec![true, true, false, true, false, true],
        ..Failing::default()
    };
    let mut hand_over = HandOver::new(job, &worker.warn, &worker.not_kept);
    hand_over.hand(&mut board, vec![vec![1]]);
    hand_over.hand(&mut board, vec![vec![2]]);
    assert_eq!(said.lock().expect("noted").len(), 1, "one run, one warning");
    assert!(said.lock().expect("noted")[0].contains("job 3"));
    assert!(said.lock().expect("noted")[0].contains("the database is away"));
    hand_over.hand(&mut board, Vec::new());
    assert_eq!(board.board.kept[&3], vec![vec![1], vec![2]]);
    hand_over.hand(&mut board, vec![vec![3]]);
    assert_eq!(said.lock().expect("noted").len(), 2, "a new run");
    hand_over.last(&mut board, vec![vec![4]]);
    assert_eq!(
        board.board.kept[&3],
        vec![vec![1], vec![2], vec![3], vec![4]]
    );
    // Everything taken: the end hands nothing over (the call that would
    // fail is never made).
    let hand_over = HandOver::new(job, &worker.warn, &worker.not_kept);
    hand_over.last(&mut board, vec![vec![5]]);
    assert_eq!(board.fails, vec![true]);
    // Refused at the end: said (a new run), and the job goes on.
    let mut hand_over = HandOver::new(job, &worker.warn, &worker.not_kept);
    board.fails = vec![true, true];
    hand_over.hand(&mut board, vec![vec![6]]);
    hand_over.last(&mut board, Vec::new());
    assert_eq!(said.lock().expect("noted").len(), 3);
    assert_eq!(board.board.kept[&3].len(), 4);
}

/// A search whose first hand-over fails: said once, the records it held
/// reach the board at the next, and the answer and the job's outcome are
/// those of a search whose board never failed.
#[test]
fn records_a_board_refused_reach_it_at_the_next_hand_over() {
    let setup = setup(4, 5, Rule::Mastermind);
    let often = |worker: Worker| worker.keeping(Duration::ZERO, Duration::from_millis(1));
    let (worker, said) = noted(often(Worker::new(&setup, 1 << 26)));
    let mut board = Failing {
        fails: vec![true],
        ..Failing::default()
    };
    let found = worker
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    let expected = alone(&setup);
    assert_eq!(found.total_guesses, expected.total_guesses);
    assert!(found.tree == expected.tree, "another tree");
    assert!(!board.refused.is_empty(), "a hand-over was refused");
    assert_eq!(said.lock().expect("noted").len(), 1, "{said:?}");
    let (&id, _) = board
        .board
        .kept
        .iter()
        .find(|(_, kept)| kept.starts_with(&board.refused))
        .expect("the refused records kept, first, for their job");
    let job = *board
        .board
        .jobs
        .values()
        .find(|j| j.id == id)
        .expect("posted");
    let afresh = often(Worker::new(&setup, 1 << 26))
        .search_keeping(&mut Board::default(), &job)
        .expect("no board error");
    assert_eq!(board.board.outcomes[&id], afresh);
}

/// A subtree written as numbers reads back as the same tree.
#[test]
fn a_subtree_reads_back_from_its_code() {
    let setup = setup(4, 4, Rule::Mastermind);
    let analysis = alone(&setup);
    let universe = universe::shared(&setup);
    let mut code = Vec::new();
    tree_code::encode(&universe, &analysis.tree, &mut code);
    assert_eq!(
        tree_code::decode(&universe, universe.all(), &code),
        Some(analysis.tree.clone())
    );
    code.push(0);
    assert_eq!(tree_code::decode(&universe, universe.all(), &code), None);
    assert_eq!(
        tree_code::decode(&universe, universe.all(), &code[..3]),
        None
    );
}

/// A board of another search is refused, not trusted.
#[test]
fn a_foreign_job_is_refused() {
    let setup = setup(3, 4, Rule::Mastermind);
    let mut board = Board::default();
    board
        .post(&[Job {
            id: 9999 << 8,
            rank: 0,
            limit: None,
        }])
        .expect("posts");
    let err = Worker::new(&setup, 1 << 26)
        .run(&mut board, &mut || true)
        .expect_err("refused");
    assert!(matches!(err, WorkError::Foreign { job } if job == 9999 << 8));
}
