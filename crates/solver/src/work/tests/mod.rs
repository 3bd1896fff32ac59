//! The shared search on a board in memory: the same answer and tree as one
//! process's analysis, stopped and resumed, with a job lost midway; a board
//! that fails to keep records a while is in `failing`.

use std::collections::BTreeMap;
use std::convert::Infallible;

use mastermind_core::{Rule, Setup};

use super::*;

mod deeper;
mod failing;
mod waves;

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
    /// Jobs handed to `post`, all told.
    posted: usize,
    /// Reads of the outcomes with their trees.
    tree_reads: usize,
    /// The plan the first process kept.
    plan: Option<Vec<u8>>,
}

impl WorkBoard for Board {
    type Error = Infallible;

    fn post(&mut self, jobs: &[Job]) -> Result<(), Infallible> {
        self.posted += jobs.len();
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
        self.tree_reads += 1;
        Ok(self.outcomes.iter().map(|(&k, v)| (k, v.clone())).collect())
    }

    /// As a database's table: the trees left out.
    fn costs(&mut self) -> Result<Vec<(u64, Outcome)>, Infallible> {
        let costs = self.outcomes.iter().map(|(&k, v)| {
            let v = match v {
                Outcome::Exact { cost, .. } => Outcome::Exact {
                    cost: *cost,
                    tree: Vec::new(),
                },
                other => other.clone(),
            };
            (k, v)
        });
        Ok(costs.collect())
    }

    fn keep(&mut self, job: &Job, kept: &[Vec<u8>]) -> Result<(), Infallible> {
        self.kept.entry(job.id).or_default().extend_from_slice(kept);
        Ok(())
    }

    fn kept(&mut self, job: &Job) -> Result<Vec<Vec<u8>>, Infallible> {
        Ok(self.kept.get(&job.id).cloned().unwrap_or_default())
    }

    fn plan(&mut self) -> Result<Option<Vec<u8>>, Infallible> {
        Ok(self.plan.clone())
    }

    fn keep_plan(&mut self, plan: &[u8]) -> Result<Vec<u8>, Infallible> {
        Ok(self.plan.get_or_insert_with(|| plan.to_vec()).clone())
    }
}

fn setup(pegs: u8, colours: u8, rule: Rule) -> Setup {
    Setup::new(pegs, colours, 10, rule).expect("setup")
}

fn alone(setup: &Setup) -> Analysis {
    crate::analyze(setup, Strategy::Optimal { worst_case: None }, &|_| {})
}

/// Runs `worker` alone on a new board to the end: it must find what the
/// analysis finds (the same total, first guess and tree), each job
/// searched once. The board, for what else the test asks of it.
fn solves_as_alone(worker: &Worker, setup: &Setup) -> Board {
    let mut board = Board::default();
    let found = worker
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    let expected = alone(setup);
    assert_eq!(
        (found.total_guesses, found.first_guess),
        (expected.total_guesses, expected.first_guess),
        "{setup:?}"
    );
    assert!(found.tree == expected.tree, "{setup:?}: another tree");
    assert!(board.finished.values().all(|&n| n == 1));
    // The trees read once, for the answer; the plan read the costs alone.
    assert_eq!(board.tree_reads, 1, "{setup:?}");
    board
}

/// Resumes 4·6's search on `board` to the end: 5,625 from 1123, each job
/// searched once.
fn resumes_four_six(worker: &Worker, board: &mut Board) {
    let resumed = worker
        .run(board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    assert_eq!(resumed.total_guesses, 5625);
    assert_eq!(resumed.first_guess.to_string(), "1123");
    assert!(
        board.finished.values().all(|&n| n == 1),
        "{:?}",
        board.finished
    );
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
        solves_as_alone(&Worker::new(&setup, 1 << 26), &setup);
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
    resumes_four_six(&Worker::new(&setup, 1 << 26), &mut board);
    assert!(board.finished.len() > 5);
}

/// A job whose process stopped part-way is taken again from the sets that
/// process kept: the new process searches less, and the job's outcome and
/// the search's answer are the same as without them.
#[test]
fn a_job_taken_again_starts_from_what_was_kept() {
    let setup = setup(4, 6, Rule::Mastermind);
    let mut board = Board::default();
    let found = Worker::new(&setup, 1 << 26)
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    assert_eq!(found.total_guesses, alone(&setup).total_guesses);
    // Each job of the first wave (searched exactly: its outcome does not
    // depend on when it was taken) searched again by a process that keeps
    // every set, and the job that kept most. (What a run hands over depends
    // on when its hand-overs fall, so the sets are taken from the solver at
    // the end.) A process stopped half-way through it would have handed
    // over the first half.
    let (job, kept) = board
        .jobs
        .values()
        .filter(|j| j.limit.is_none())
        .map(|&job| {
            let keeper = Worker::new(&setup, 1 << 26).keeping(Duration::ZERO, Duration::MAX);
            let outcome = keeper
                .search::<Infallible>(keeper.made_plan(), &job, job.limit)
                .expect("one of the plan's jobs");
            assert_eq!(outcome, board.outcomes[&job.id], "job {}", job.id);
            let solver = keeper.engine.optimal_solver(&keeper.universe);
            (job, solver.take_kept())
        })
        .max_by_key(|(_, kept)| kept.len())
        .expect("jobs searched");
    let (id, outcome) = (job.id, board.outcomes[&job.id].clone());
    assert!(kept.len() >= 4, "{} sets kept", kept.len());
    let kept = &kept;
    let searched = |kept: &[Vec<u8>]| {
        let mut again = Board::default();
        again.kept.insert(id, kept.to_vec());
        let worker = Worker::new(&setup, 1 << 26);
        let found = worker
            .search_keeping(&mut again, worker.made_plan(), &job, None)
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
    board.kept.insert(id, kept.clone());
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
