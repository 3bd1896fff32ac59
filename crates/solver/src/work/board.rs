//! What processes sharing a search hand each other: jobs, their outcomes,
//! and the board they are taken from and left on.

/// One piece of the search: a part after one first guess, searched
/// exactly (`limit` `None`) or within a limit, or probed under its share
/// of one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Job {
    /// Which first guess and part: the same number in every process.
    pub id: u64,
    /// Jobs are taken lowest rank first.
    pub rank: u32,
    /// The most the part may cost for its first guess to matter (a
    /// probe's: its share of that room), as posted; the search takes the
    /// lower limit the outcomes beside it leave when it starts.
    pub limit: Option<u64>,
}

/// What a job found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The part's optimal cost, within the limit, and its subtree (the
    /// guesses in preorder).
    Exact { cost: u64, tree: Vec<u32> },
    /// The part costs more than this (at least the limit it was searched
    /// within): its first guess loses, or for a probe, the part's bound
    /// rises past it.
    Above(u64),
    /// Not searched: a part beside it had already refuted its first guess.
    Skipped,
}

/// Where jobs are taken and their outcomes left: shared by every process
/// of one search.
pub trait WorkBoard {
    type Error: std::error::Error + Send + Sync + 'static;

    /// Adds the jobs not yet on the board; those already there stay as they
    /// are (every process posts the same jobs).
    fn post(&mut self, jobs: &[Job]) -> Result<(), Self::Error>;

    /// Takes the first job by rank that has no outcome and is in no one's
    /// hands (or was, past its lease), and holds it; `None` if there is
    /// none now.
    fn take(&mut self) -> Result<Option<Job>, Self::Error>;

    /// Leaves the outcome of a job this process took, and lets it go.
    /// `seconds` is what it took, for estimates. A job that another process
    /// took meanwhile (the lease ran out) keeps whatever that one leaves.
    /// What was kept for the job is needed no more: the board may drop it.
    fn finish(&mut self, job: &Job, outcome: &Outcome, seconds: f64) -> Result<(), Self::Error>;

    /// Every outcome left so far, by job.
    fn outcomes(&mut self) -> Result<Vec<(u64, Outcome)>, Self::Error>;

    /// Every outcome left so far, by job, an exact one's tree left empty
    /// if the board would rather not read it: deciding the next jobs reads
    /// the costs before every job, the trees only for the answer.
    fn costs(&mut self) -> Result<Vec<(u64, Outcome)>, Self::Error> {
        self.outcomes()
    }

    /// Keeps what a job's search has learnt so far (sets whose search took
    /// long, as bytes), beside what was kept for it before: whoever takes
    /// the job next, after this process stopped, starts from there.
    fn keep(&mut self, job: &Job, kept: &[Vec<u8>]) -> Result<(), Self::Error>;

    /// Everything kept for a job so far.
    fn kept(&mut self, job: &Job) -> Result<Vec<Vec<u8>>, Self::Error>;

    /// The search's plan as bytes, if a process kept one.
    fn plan(&mut self) -> Result<Option<Vec<u8>>, Self::Error>;

    /// Keeps `plan` as the search's unless one is kept already; the plan
    /// kept (of processes that made theirs at once, every one then follows
    /// the first to keep it).
    fn keep_plan(&mut self, plan: &[u8]) -> Result<Vec<u8>, Self::Error>;
}
