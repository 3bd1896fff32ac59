//! The rules of both games, each with a worked example, and the keys.
//! The examples' answers are computed by the core, so the help cannot
//! disagree with the game it explains.

use mastermind_core::{Code, Preset, Setup};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

use crate::board::dots;
use crate::pegs::{self, BLACK_KEY, BLANK_SYMBOL, NO_KEY, WHITE_KEY};

fn heading(text: &str) -> Line<'static> {
    Line::styled(
        format!(" {text}"),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

fn text(text: &str) -> Line<'static> {
    Line::from(format!(" {text}"))
}

/// A worked example: the key, the guess and the answer under the setup's rule.
pub fn example(setup: &Setup, key: &str, guess: &str) -> (Code, Code, mastermind_core::Turn) {
    let key = setup
        .parse_code(key)
        .expect("the help's examples are codes of their setups");
    let guess = setup
        .parse_code(guess)
        .expect("the help's examples are codes of their setups");
    let feedback = setup.score(&key, &guess);
    let turn = mastermind_core::Turn {
        guess,
        black: feedback.black,
        white: feedback.white,
    };
    (key, guess, turn)
}

fn example_lines(setup: &Setup, key: &str, guess: &str) -> Vec<Line<'static>> {
    let (key, guess, turn) = example(setup, key, guess);
    let mut key_line = vec![Span::raw("     key    ")];
    key_line.extend(pegs::code(setup, &key));
    let mut guess_line = vec![Span::raw("     guess  ")];
    guess_line.extend(pegs::code(setup, &guess));
    guess_line.push(Span::raw("   → "));
    guess_line.extend(dots(&turn, setup.pegs()));
    guess_line.push(Span::raw(format!(
        "  ({} black, {} white)",
        turn.black, turn.white
    )));
    vec![Line::from(key_line), Line::from(guess_line)]
}

pub fn lines() -> Vec<Line<'static>> {
    let board = Preset::Board.setup();
    let colour = Preset::Colour1.setup();
    let mut lines = vec![
        heading("How to play"),
        text("The computer hides a key of coloured pegs on top of the board. Find it"),
        text("within the turns of the level, one row per turn from top to bottom."),
        text("After each row it answers in the column on the right with small marks:"),
        text(&format!(
            "a black {BLACK_KEY} for each peg of the right colour in the right place, a white"
        )),
        text(&format!(
            "{WHITE_KEY} for each other peg whose colour is in the key, a dim {NO_KEY} for the rest."
        )),
        text("Black comes first; the order of the marks says nothing about which pegs"),
        text("they mean. All black: you win and the key is shown. Out of turns: you"),
        text("lose and it is shown."),
        text("A code peg shows its colour, letter and symbol (R●, B■ ...); the blank"),
        text(&format!(
            "of the board game is .{BLANK_SYMBOL}; an empty hole is (); a hidden key peg is ??."
        )),
        Line::default(),
        heading("The standard rule (Mastermind I-III, the board game, Logik)"),
        text("One key peg gives at most one mark, and black goes before white: a white"),
        text("is a peg of a colour left over in the key after the black matches."),
        text("Example (the board game's Example D):"),
    ];
    lines.extend(example_lines(&board, "RBRY", "GRRW"));
    lines.extend([
        text("The third red is in place: black. The second red finds the key's first"),
        text("red: white. Green and white are not in the key: nothing."),
        Line::default(),
        heading("The colour-game rule (the colour game I-III)"),
        text("A peg that is not black scores white whenever its colour is anywhere in"),
        text("the key, even at a key peg already matched by another mark."),
        text("Example (the colour game, section 4.1, turn 1):"),
    ]);
    lines.extend(example_lines(&colour, "YRGY", "RRRB"));
    // Mastermind I has the colour game I's colours under the standard rule.
    let (_, _, as_standard) = example(&Preset::Mastermind1.setup(), "YRGY", "RRRB");
    lines.extend([
        text("The second red is black; the first and third reds both score white"),
        text(&format!(
            "against the key's one red. The standard rule answers {} black, {} white.",
            as_standard.black, as_standard.white
        )),
        Line::default(),
        heading("Keys"),
        text("1-9, 0      place the colour of that digit (0: the blank, when allowed)"),
        text("R B Y ...   place the colour of that letter, in either case"),
        text("← → Home End  move along the row; a peg can be changed until Enter"),
        text("⌫ Del       take a peg out"),
        text("Enter       play the row, once every hole has a peg"),
        text("?           hint: how many codes still fit, and a guess to try"),
        text("q           quit the game and show the key (twice once turns are"),
        text("            played); on a finished game: leave"),
        text("n  F5       a new game at the same level (twice once turns are played)"),
        text("l  F2       another game or level (Enter twice once turns are played)"),
        text("s  F3       high scores; ← → for the other levels"),
        text("r  F4       review a finished game: what each guess left"),
        text("h  F1       this help"),
        text("Esc         take a question, warning or hint away; back to the board"),
        text("Ctrl-C      leave at once"),
        text("While a row is being filled, a letter that is a colour of the game is"),
        text("that colour; the function keys work in every game."),
        Line::default(),
        heading("High scores"),
        text("Each preset has a table: fewer turns first, then less time. A win that"),
        text("makes the table asks for a name of 1 to 44 characters; Esc skips."),
        text("The time runs from the first sight of the board to the winning row."),
    ]);
    lines
}

/// The furthest the help scrolls: its last line at the top.
pub fn max_scroll() -> u16 {
    lines().len().saturating_sub(1) as u16
}

pub fn draw(scroll: u16, frame: &mut Frame, area: Rect) {
    let lines = lines();
    let footer = super::footer(&[("↑ ↓ PgUp PgDn", "scroll"), ("Esc", "back to the board")]);
    // Every line whole, and a few of them at a time: the help scrolls.
    let widest = lines.iter().map(Line::width).max().unwrap_or(0);
    let widest = u16::try_from(widest.max(footer.width())).unwrap_or(u16::MAX);
    let need = (widest.saturating_add(2), 8);
    if !super::small::fits(area, need) {
        super::small::draw(frame, area, need, None);
        return;
    }
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(lines)
            .scroll((scroll, 0))
            .block(Block::bordered().title(" Help: the rules and the keys ")),
        body,
    );
    frame.render_widget(footer, foot);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worked_examples_answer_as_the_seeds_say() {
        // Seed 001, Example D: one white, one black.
        let (_, _, d) = example(&Preset::Board.setup(), "RBRY", "GRRW");
        assert_eq!((d.black, d.white), (1, 1));
        // Seed 000, 4.1, first turn: one black and two whites under the colour game.
        let (_, _, c) = example(&Preset::Colour1.setup(), "YRGY", "RRRB");
        assert_eq!((c.black, c.white), (1, 2));
        let (_, _, s) = example(&Preset::Mastermind1.setup(), "YRGY", "RRRB");
        assert_eq!((s.black, s.white), (1, 0));
    }

    #[test]
    fn the_help_scrolls_no_further_than_its_last_line() {
        assert_eq!(usize::from(max_scroll()), lines().len() - 1);
    }
}
