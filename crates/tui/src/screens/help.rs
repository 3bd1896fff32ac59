//! The rules of both games, each with a worked example, and the keys.
//! The examples' answers are computed by the core, so the help cannot
//! disagree with the game it explains.

use mastermind_core::highscore::MAX_NAME_CHARS;
use mastermind_core::{Code, Preset, Setup};
use mastermind_i18n::tr;
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

/// A paragraph of the catalogue, a line of the screen for each of its lines.
pub(crate) fn paragraph(text: &str) -> Vec<Line<'static>> {
    crate::words::lines_of(text)
        .into_iter()
        .map(|line| Line::from(format!(" {line}")))
        .collect()
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
    let mut key_line = vec![Span::raw(format!(
        "     {:<7}",
        tr!("term-help-example-key")
    ))];
    key_line.extend(pegs::code(setup, &key));
    let mut guess_line = vec![Span::raw(format!(
        "     {:<7}",
        tr!("term-help-example-guess")
    ))];
    guess_line.extend(pegs::code(setup, &guess));
    guess_line.push(Span::raw("   → "));
    guess_line.extend(dots(&turn, setup.pegs()));
    guess_line.push(Span::raw(format!(
        "  ({})",
        tr!(
            "term-help-example-answer",
            black = turn.black,
            white = turn.white
        )
    )));
    vec![Line::from(key_line), Line::from(guess_line)]
}

pub fn lines() -> Vec<Line<'static>> {
    let board = Preset::Board.setup();
    let colour = Preset::Colour1.setup();
    let mut lines = vec![heading(&tr!("term-help-how-to-play"))];
    lines.extend(paragraph(&tr!(
        "term-help-how-to-play-text",
        black = BLACK_KEY.to_string(),
        white = WHITE_KEY.to_string(),
        none = NO_KEY.to_string()
    )));
    lines.extend(paragraph(&tr!(
        "term-help-pegs",
        blank = BLANK_SYMBOL.to_string()
    )));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-help-standard")));
    lines.extend(paragraph(&tr!("term-help-standard-text")));
    lines.extend(example_lines(&board, "RBRY", "GRRW"));
    lines.extend(paragraph(&tr!("term-help-standard-example")));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-help-colour-game")));
    lines.extend(paragraph(&tr!("term-help-colour-game-text")));
    lines.extend(example_lines(&colour, "YRGY", "RRRB"));
    // Mastermind I has the colour game I's colours under the standard rule.
    let (_, _, as_standard) = example(&Preset::Mastermind1.setup(), "YRGY", "RRRB");
    lines.extend(paragraph(&tr!(
        "term-help-colour-game-example",
        black = as_standard.black,
        white = as_standard.white
    )));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-help-keys")));
    lines.extend(paragraph(&tr!("term-help-keys-text")));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-help-high-scores")));
    lines.extend(paragraph(&tr!(
        "term-help-high-scores-text",
        most = MAX_NAME_CHARS
    )));
    lines
}

/// The furthest the help scrolls: its last line at the top.
pub fn max_scroll() -> u16 {
    lines().len().saturating_sub(1) as u16
}

/// The help's footer: how to scroll, and the way back.
pub(crate) fn help_footer() -> Line<'static> {
    super::footer(&[
        (
            format!("↑ ↓ {}", tr!("term-key-pages")).as_str(),
            tr!("term-footer-scroll"),
        ),
        (tr!("term-key-esc").as_str(), tr!("term-footer-back")),
    ])
}

pub fn draw(scroll: u16, frame: &mut Frame, area: Rect) {
    let lines = lines();
    let footer = help_footer();
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
            .block(Block::bordered().title(format!(" {} ", tr!("term-help-title")))),
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
