//! `mastermind puzzle` and `mastermind puzzles generate` through the real
//! binary: shipped puzzles solved, missed and played along the solver's
//! proven line, a streak ended by its first miss, bad command lines, and
//! generated puzzles kept in a database.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use assert_cmd::Command;
use mastermind_core::puzzle::{Ending, Puzzle, Task, Theme};
use mastermind_core::{Code, Feedback};
use mastermind_solver::puzzle::{Prover, WorstCase, shipped};
use mastermind_store::{Database, PuzzleStore};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// How long one step of a driven run may take before the test fails (the
/// solver runs unoptimised in the tests).
const PATIENCE: Duration = Duration::from_secs(120);

/// The binary in English, whatever the machine's locale.
fn mastermind() -> Command {
    let mut cmd = Command::cargo_bin("mastermind").expect("the binary is built");
    cmd.env("LC_ALL", "C");
    cmd
}

/// The shipped puzzle of `task`'s kind on the smallest setup.
fn smallest(best_guess: bool) -> Puzzle {
    shipped()
        .into_iter()
        .filter(|p| (p.task == Task::BestGuess) == best_guess)
        .min_by_key(|p| (p.setup.code_count(), p.id.clone()))
        .expect("a shipped puzzle of the kind")
}

/// `puzzle --puzzle ID` with `input`; its standard output.
fn play(id: &str, input: &str) -> String {
    let out = mastermind()
        .args(["puzzle", "--puzzle", id])
        .write_stdin(input)
        .assert()
        .success();
    String::from_utf8_lossy(&out.get_output().stdout).to_string()
}

#[test]
fn an_accepted_best_guess_solves_the_puzzle_and_a_bad_guess_costs_nothing() {
    let puzzle = smallest(true);
    let accepted = puzzle.accepted[0].to_string();
    // A guess of the wrong length first: a warning, not the one guess.
    let said = play(&puzzle.id, &format!("123456789\n{accepted}\n"));
    assert!(
        said.contains("Play a guess that leaves the fewest codes in the worst case."),
        "{said}"
    );
    for (i, turn) in puzzle.position.iter().enumerate() {
        let row = format!("{}. {} ", i + 1, turn.guess);
        assert!(said.contains(&row), "row {row} in {said}");
    }
    assert_eq!(said.matches("Not played:").count(), 1, "{said}");
    let row = format!("{}. {accepted} ", puzzle.position.len() + 1);
    assert!(said.contains(&row), "{said}");
    assert!(said.contains("\nSolved.\n"), "{said}");
    assert!(!said.contains("Not the best"), "{said}");
}

#[test]
fn a_guess_not_accepted_is_not_the_best_and_the_best_are_shown() {
    let puzzle = smallest(true);
    let wrong = puzzle
        .setup
        .codes()
        .find(|c| !puzzle.accepted.contains(c))
        .expect("a guess that is not best");
    let said = play(&puzzle.id, &format!("{wrong}\n"));
    assert!(said.contains(&format!("Not the best: {wrong} ")), "{said}");
    let shown: Vec<String> = puzzle
        .accepted
        .iter()
        .take(6)
        .map(Code::to_string)
        .collect();
    assert!(said.contains(&shown.join(" ")), "{said}");
    assert!(!said.contains("Solved."), "{said}");
}

/// The shipped break-in whose position leaves the fewest codes on the
/// smallest setup, with its prover.
fn small_break_in() -> (Puzzle, Arc<Prover>, u8) {
    let puzzle = shipped()
        .into_iter()
        .filter(|p| matches!(p.task, Task::BreakIn { .. }))
        .min_by_key(|p| {
            let prover = Prover::new(&p.setup);
            (p.setup.code_count(), prover.codes_left(&p.history()).len())
        })
        .expect("a shipped break-in");
    let prover = Arc::new(Prover::new(&puzzle.setup));
    let Task::BreakIn { guesses } = puzzle.task else {
        unreachable!("a break-in")
    };
    (puzzle, prover, guesses)
}

#[test]
fn the_solvers_line_breaks_the_code_in_exactly_the_guesses_the_task_says() {
    let (puzzle, prover, guesses) = small_break_in();
    for seed in 0..12 {
        let mut adversary = WorstCase::new(prover.clone(), StdRng::seed_from_u64(seed));
        let mut attempt = puzzle.attempt();
        let mut history = puzzle.history();
        while attempt.ending().is_none() {
            let guess = prover
                .line(&history, attempt.guesses_left())
                .expect("the proven line goes on");
            let turn = attempt.guess(guess, &mut adversary).expect("a guess taken");
            history.push((turn.guess, turn.feedback()));
        }
        assert_eq!(attempt.ending(), Some(Ending::Solved), "seed {seed}");
        // The adversary leaves no luck: never fewer guesses than the task.
        assert_eq!(attempt.turns().len(), usize::from(guesses), "seed {seed}");
    }
}

/// The binary playing, fed line by line, its output read line by line.
struct Driven {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Drop for Driven {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driven {
    fn start(args: &[&str]) -> Driven {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("mastermind"))
            .env("LC_ALL", "C")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().expect("its input");
        let stdout = child.stdout.take().expect("its output");
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Driven {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    fn type_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the binary reads");
        self.stdin.flush().expect("the binary reads");
    }

    /// Lines until one for which `found` gives something, which it returns.
    fn until<T>(&mut self, what: &str, found: impl Fn(&str) -> Option<T>) -> T {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|_| {
                panic!(
                    "no {what} within {PATIENCE:?}; seen:\n{}",
                    self.seen.join("\n")
                )
            });
            self.seen.push(line.clone());
            if let Some(value) = found(&line) {
                return value;
            }
        }
    }

    /// The answer of row `number`, once it is shown.
    fn answer(&mut self, number: usize, guess: Code) -> Feedback {
        let head = format!("{number}. {guess} ");
        self.until(&format!("row {number}"), |line| {
            let (_, counts) = line.trim_start().strip_prefix(&head)?.rsplit_once('(')?;
            let (black, white) = counts.strip_suffix(" white)")?.split_once(" black, ")?;
            Some(Feedback::new(black.parse().ok()?, white.parse().ok()?))
        })
    }
}

#[test]
fn the_binary_played_along_the_proven_line_is_solved() {
    let (puzzle, prover, guesses) = small_break_in();
    let mut run = Driven::start(&["puzzle", "--puzzle", &puzzle.id]);
    let task = format!("Break the code in at most {guesses} guesses, whatever the secret.");
    run.until("the task", |line| (line == task).then_some(()));
    let mut history = puzzle.history();
    for left in (1..=guesses).rev() {
        let guess = prover
            .line(&history, left)
            .expect("the proven line goes on");
        run.type_line(&guess.to_string());
        let answer = run.answer(history.len() + 1, guess);
        history.push((guess, answer));
        if answer.is_win(puzzle.setup.pegs()) {
            break;
        }
    }
    assert_eq!(history.len() - puzzle.position.len(), usize::from(guesses));
    run.until("the end", |line| (line == "Solved.").then_some(()));
    assert_eq!(run.child.wait().expect("it ends").code(), Some(0));
}

#[test]
fn a_streak_counts_the_puzzles_solved_before_the_first_miss() {
    let theme = Theme::ImpossibleGuess;
    let puzzles = shipped();
    assert!(
        puzzles
            .iter()
            .filter(|p| p.theme == theme)
            .all(|p| p.task == Task::BestGuess),
        "the test answers best-guess puzzles only"
    );
    let mut run = Driven::start(&[
        "puzzle",
        "--mode",
        "streak",
        "--theme",
        theme.name(),
        "--count",
        "0",
        "--seed",
        "5",
    ]);
    let shown = |run: &mut Driven| {
        let id = run.until("a puzzle", |line| {
            let (_, id) = line.strip_prefix("Puzzle ")?.split_once('[')?;
            Some(id.split_once(']')?.0.to_string())
        });
        puzzles
            .iter()
            .find(|p| p.id == id)
            .expect("a shipped puzzle")
    };
    let first = shown(&mut run);
    run.type_line(&first.accepted[0].to_string());
    let second = shown(&mut run);
    assert_ne!(first.id, second.id);
    let wrong = second
        .setup
        .codes()
        .find(|c| !second.accepted.contains(c))
        .expect("a guess that is not best");
    run.type_line(&wrong.to_string());
    run.until("the streak", |line| {
        (line == "Streak over: 1 puzzle solved in a row.").then_some(())
    });
    assert_eq!(run.child.wait().expect("it ends").code(), Some(0));
}

#[test]
fn the_end_of_the_input_ends_casual_play_cleanly() {
    let out = mastermind()
        .args(["puzzle", "--theme", "logik", "--count", "0"])
        .write_stdin("")
        .assert()
        .success();
    let said = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    let logik = shipped().iter().filter(|p| p.theme == Theme::Logik).count();
    assert!(
        said.contains(&format!("{logik} shipped and 0 fresh puzzles")),
        "{said}"
    );
    assert!(said.contains("] · theme Logik · Logik\n"), "{said}");
    assert!(said.contains("Solved 0 of 0 puzzles."), "{said}");
}

#[test]
fn bad_command_lines_exit_2_naming_the_problem() {
    let refused = |args: &[&str]| {
        let out = mastermind().args(args).assert().code(2);
        String::from_utf8_lossy(&out.get_output().stderr).to_string()
    };
    let theme = refused(&["puzzle", "--theme", "chess"]);
    assert!(theme.contains("--theme: no theme 'chess'"), "{theme}");
    assert!(
        theme.contains("mastermind, colour, blanks, logik, impossible_guess"),
        "{theme}"
    );
    let id = refused(&["puzzle", "--puzzle", "0123456789abcdef"]);
    assert!(id.contains("'0123456789abcdef'"), "{id}");
    let mode = refused(&["puzzle", "--mode", "chess"]);
    assert!(mode.contains("--mode: no mode 'chess'"), "{mode}");
    // One puzzle by its id is no streak.
    let both = refused(&["puzzle", "--puzzle", &shipped()[0].id, "--mode", "streak"]);
    assert!(both.contains("cannot be used with"), "{both}");
    let generate = refused(&["puzzles", "generate", "--count", "1", "--theme", "chess"]);
    assert!(generate.contains("no theme 'chess'"), "{generate}");
}

/// `puzzles generate --count 2 --theme blanks` into the database at `url`,
/// then the store's count of its puzzles, theme by theme.
fn generate_into(url: &str) {
    let out = mastermind()
        .args(["puzzles", "generate", "--count", "2", "--theme", "blanks"])
        .args(["--seed", "11", "--database", url])
        .assert()
        .success();
    let said = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    assert!(said.starts_with("blanks: 2 generated, 2 new, "), "{said}");
    assert!(said.trim_end().ends_with(" a minute"), "{said}");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let counts = runtime.block_on(async {
        let store = Database::open(url).await.expect("the database opens");
        let counts = store.puzzle_counts().await.expect("the counts");
        store.close().await;
        counts
    });
    let of = |theme: Theme| -> i64 {
        counts
            .iter()
            .filter(|(t, _)| *t == theme)
            .map(|(_, n)| n)
            .sum()
    };
    let all: i64 = counts.iter().map(|(_, n)| n).sum();
    assert_eq!((of(Theme::Blanks), all), (2, 2), "{counts:?}");
}

#[test]
fn generated_puzzles_are_kept_in_a_fresh_sqlite_database_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    generate_into(&format!(
        "sqlite://{}",
        dir.path().join("puzzles.db").display()
    ));
}

#[test]
fn generated_puzzles_are_kept_in_a_postgres_database_and_counted() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let Some(url) = runtime.block_on(mastermind_store::testing::scratch_postgres()) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs this test on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
        return;
    };
    generate_into(&url);
}
