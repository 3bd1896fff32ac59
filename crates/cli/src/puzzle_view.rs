//! What `mastermind puzzle` shows: plain text lines, a puzzle's theme, task,
//! position and the codes that still fit, each answer, and how it ended.

use std::io::Write;

use mastermind_core::puzzle::{Puzzle, Task, Theme};
use mastermind_core::{Code, Preset, Setup, Turn};
use mastermind_i18n::tr;

/// Codes listed at most where the codes that still fit are shown.
const CODES_SHOWN: usize = 20;

/// Best guesses listed at most after a guess that was not one of them.
const BEST_SHOWN: usize = 6;

pub struct View<W> {
    out: W,
    /// Whether a person types at a terminal: only then is there a prompt.
    prompt: bool,
}

impl<W: Write> View<W> {
    pub fn new(out: W, prompt: bool) -> Self {
        View { out, prompt }
    }

    pub fn say(&mut self, text: &str) -> std::io::Result<()> {
        writeln!(self.out, "{text}")?;
        self.out.flush()
    }

    pub fn prompt(&mut self) -> std::io::Result<()> {
        if self.prompt {
            write!(self.out, "{} ", tr!("cmd-puzzle-prompt"))?;
            self.out.flush()?;
        }
        Ok(())
    }

    /// The puzzle's heading, its task, the colours, the turns already
    /// played and the codes that still fit.
    pub fn puzzle(&mut self, number: usize, puzzle: &Puzzle, left: &[Code]) -> std::io::Result<()> {
        self.heading(number, puzzle)?;
        self.position(puzzle, left)
    }

    /// The puzzle's heading: its number in the run, id, theme and setup.
    pub fn heading(&mut self, number: usize, puzzle: &Puzzle) -> std::io::Result<()> {
        self.say(&format!(
            "\n{}",
            tr!(
                "cmd-puzzle-heading",
                number = number,
                theme = theme_title(puzzle.theme),
                title = setup_title(puzzle),
                id = puzzle.id.as_str()
            )
        ))
    }

    /// The puzzle's task, the colours, the turns already played and the
    /// codes that still fit.
    pub fn position(&mut self, puzzle: &Puzzle, left: &[Code]) -> std::io::Result<()> {
        let setup = &puzzle.setup;
        self.say(&task(puzzle.task))?;
        self.say(&tr!("cmd-puzzle-colours", colours = colours(setup)))?;
        if puzzle.position.is_empty() {
            self.say(&tr!("cmd-puzzle-no-position"))?;
        }
        for (i, turn) in puzzle.position.iter().enumerate() {
            self.row(i + 1, turn, setup.pegs())?;
        }
        self.left(left)
    }

    /// One turn: its number, the guess, the key pegs and their count.
    pub fn row(&mut self, number: usize, turn: &Turn, pegs: u8) -> std::io::Result<()> {
        self.say(&format!(
            "  {}",
            tr!(
                "cmd-puzzle-row",
                row = format!("{number:>2}"),
                guess = turn.guess.to_string(),
                pegs = mastermind_tui::pegs::key_text(turn.black, turn.white, pegs),
                black = turn.black,
                white = turn.white
            )
        ))
    }

    /// The codes that still fit, the first few of them listed.
    pub fn left(&mut self, left: &[Code]) -> std::io::Result<()> {
        let text = tr!(
            "cmd-puzzle-left",
            count = left.len(),
            codes = listed(left, CODES_SHOWN)
        );
        self.say(&text)
    }

    pub fn guesses_left(&mut self, left: u8) -> std::io::Result<()> {
        self.say(&tr!("cmd-puzzle-guesses-left", left = left))
    }

    pub fn not_played(&mut self, reason: &str) -> std::io::Result<()> {
        self.say(&tr!("cmd-puzzle-not-played", message = reason))
    }

    pub fn solved(&mut self) -> std::io::Result<()> {
        self.say(&tr!("cmd-puzzle-solved"))
    }

    /// A break-in that ran out of guesses, with the first guess of the
    /// solver's proven line from the puzzle's position.
    pub fn out_of_guesses(&mut self, line: Option<Code>, guesses: u8) -> std::io::Result<()> {
        self.say(&tr!("cmd-puzzle-out-of-guesses"))?;
        match line {
            Some(first) => self.line(first, guesses),
            None => Ok(()),
        }
    }

    /// The first guess of the solver's proven line, which breaks every
    /// code within `guesses`.
    pub fn line(&mut self, first: Code, guesses: u8) -> std::io::Result<()> {
        self.say(&tr!(
            "cmd-puzzle-line",
            guess = first.to_string(),
            guesses = guesses
        ))
    }

    /// A guess not among the best, with the best ones (the first few).
    pub fn not_best(&mut self, guess: Code, best: &[Code]) -> std::io::Result<()> {
        self.say(&tr!("cmd-puzzle-not-best", guess = guess.to_string()))?;
        self.best(best)
    }

    /// The best guesses, the first few of them.
    pub fn best(&mut self, best: &[Code]) -> std::io::Result<()> {
        self.say(&tr!(
            "cmd-puzzle-best",
            count = best.len(),
            guesses = listed(best, BEST_SHOWN)
        ))
    }

    /// An attempt given up (on the site): a miss.
    pub fn gave_up(&mut self) -> std::io::Result<()> {
        self.say(&tr!("cmd-puzzle-gave-up"))
    }
}

/// `codes` in digits, the first `most` of them, with how many more there are.
fn listed(codes: &[Code], most: usize) -> String {
    let shown: Vec<String> = codes.iter().take(most).map(Code::to_string).collect();
    let shown = shown.join(" ");
    match codes.len().saturating_sub(most) {
        0 => shown,
        more => tr!("cmd-puzzle-and-more", codes = shown, more = more),
    }
}

/// The task in words.
pub fn task(task: Task) -> String {
    match task {
        Task::BreakIn { guesses } => tr!("cmd-puzzle-task-break-in", guesses = guesses),
        Task::BestGuess => tr!("cmd-puzzle-task-best-guess"),
    }
}

/// A theme's name for people.
pub fn theme_title(theme: Theme) -> String {
    match theme {
        Theme::Mastermind => tr!("cmd-puzzle-theme-mastermind"),
        Theme::Colour => tr!("cmd-puzzle-theme-colour"),
        Theme::Blanks => tr!("cmd-puzzle-theme-blanks"),
        Theme::Logik => tr!("cmd-puzzle-theme-logik"),
        Theme::ImpossibleGuess => tr!("cmd-puzzle-theme-impossible-guess"),
    }
}

/// The preset the puzzle is played on, by its title; a setup of no preset
/// by its size.
fn setup_title(puzzle: &Puzzle) -> String {
    let setup = &puzzle.setup;
    puzzle
        .theme
        .presets()
        .iter()
        .chain(Preset::ALL.iter())
        .find(|p| p.setup() == *setup)
        .map_or_else(
            || {
                tr!(
                    "cmd-puzzle-custom-setup",
                    pegs = setup.pegs(),
                    colours = setup.colours()
                )
            },
            |&p| crate::words::preset_title(p),
        )
}

/// The colours with their digits: "1 red, 2 blue, …, 0 blank".
fn colours(setup: &Setup) -> String {
    let mut list: Vec<String> = setup
        .palette()
        .colours()
        .enumerate()
        .map(|(i, c)| format!("{} {}", i + 1, crate::words::colour(c.name)))
        .collect();
    if setup.has_blanks() {
        list.push(format!("0 {}", crate::words::colour("blank")));
    }
    list.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_list_says_how_many_more() {
        let setup = Preset::Mastermind1.setup();
        let codes: Vec<Code> = setup.codes().take(8).collect();
        assert_eq!(listed(&codes[..2], 3), "1111 1112");
        assert_eq!(listed(&codes, 3), "1111 1112 1113 and 5 more");
    }
}
