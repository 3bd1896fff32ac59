//! What a run counts and measures, and the machine figures beside it.

use super::*;

/// Everything counted, by every task.
#[derive(Default)]
pub(crate) struct Tally {
    /// Guesses acknowledged within the measured interval.
    pub(crate) guesses: AtomicU64,
    /// Guesses acknowledged at any time (set-up and wind-down included).
    pub(crate) guesses_all: AtomicU64,
    pub(crate) duels_started: AtomicU64,
    pub(crate) duels_finished: AtomicU64,
    /// Text messages the sockets delivered (events and states).
    pub(crate) ws_messages: AtomicU64,
    /// Pings and other frames.
    pub(crate) ws_other: AtomicU64,
    pub(crate) socket_drops: AtomicU64,
    pub(crate) reveal_timeouts: AtomicU64,
    /// Every duel set up, with its two players: read back at the end.
    pub(crate) played: Mutex<Vec<(String, [Account; 2])>>,
    /// How long each guess took to be acknowledged (µs), in the interval.
    pub(crate) move_us: Mutex<Vec<u32>>,
    /// Everything else that went wrong, by kind ("POST guesses: 409", ...).
    pub(crate) errors: Mutex<BTreeMap<String, u64>>,
}

impl Tally {
    pub(crate) fn error(&self, what: impl Into<String>) {
        *self
            .errors
            .lock()
            .expect("the tally")
            .entry(what.into())
            .or_default() += 1;
    }

    pub(crate) fn errors(&self) -> u64 {
        self.errors.lock().expect("the tally").values().sum::<u64>()
            + self.socket_drops.load(Ordering::Relaxed)
            + self.reveal_timeouts.load(Ordering::Relaxed)
    }
}

/// The measured interval: its start (once every pair is set up) and end.
pub(crate) struct Clock {
    pub(crate) go: watch::Receiver<Option<Instant>>,
    pub(crate) stop: AtomicBool,
    pub(crate) end: Mutex<Option<Instant>>,
}

impl Clock {
    pub(crate) fn start(&self) -> Option<Instant> {
        *self.go.borrow()
    }

    /// Whether `at` is inside the measured interval.
    pub(crate) fn measures(&self, at: Instant) -> bool {
        let Some(start) = self.start() else {
            return false;
        };
        at >= start
            && self
                .end
                .lock()
                .expect("the clock")
                .is_none_or(|end| at <= end)
    }
}

/// What is read at the start and the end of the measured interval.
pub(crate) struct Snapshot {
    pub(crate) load: String,
    pub(crate) cpu: Option<f64>,
    pub(crate) others: Vec<f64>,
    pub(crate) messages: u64,
}

pub(crate) fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    f64::from(sorted[i]) / 1000.0
}

pub(crate) fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}

/// A process's CPU time (user + system), in seconds, where /proc has it
/// (`self` for this one).
pub(crate) fn cpu_seconds(pid: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of stat(5), counted after the command's ')'.
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) / 100.0)
}
