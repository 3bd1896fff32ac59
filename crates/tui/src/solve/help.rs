//! How to answer the computer, in both notations, with worked examples whose
//! answers the core computes; and the keys of the solve screen.

use mastermind_core::{Code, Notation, Preset, Setup};
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

use super::answer::letters;
use super::view::marks;
use crate::pegs;
use crate::screens::help::paragraph;

fn heading(text: &str) -> Line<'static> {
    Line::styled(
        format!(" {text}"),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

/// Seed 004's example game, in Mastermind I's colours: the code blue yellow
/// pink pink, and two guesses.
fn example() -> (Setup, Code, [Code; 2]) {
    let setup = Preset::Mastermind1.setup();
    let code = |text: &str| {
        setup
            .parse_code(text)
            .expect("the help's examples are codes of Mastermind I")
    };
    let (secret, guesses) = (code("BYPP"), [code("RBYG"), code("GTYP")]);
    (setup, secret, guesses)
}

/// One example guess: its pegs, its key pegs, and how it is typed.
fn example_line(setup: &Setup, secret: &Code, guess: &Code) -> Line<'static> {
    let feedback = setup.score(secret, guess);
    let mut spans = vec![Span::raw(format!(
        "     {:<7}",
        tr!("term-help-example-guess")
    ))];
    spans.extend(pegs::code(setup, guess));
    spans.push(Span::raw("  → "));
    spans.extend(marks(feedback, setup.pegs(), Notation::BlackWhite));
    spans.push(Span::raw(format!(
        "  {}",
        tr!(
            "term-solve-help-typed",
            letters = letters(feedback, Notation::BlackWhite),
            right = feedback.black,
            wrong = feedback.white,
            other = letters(feedback, Notation::WhiteRed)
        )
    )));
    Line::from(spans)
}

pub fn lines(notation: Notation) -> Vec<Line<'static>> {
    let in_use = |this: Notation| {
        if this == notation {
            format!(" {}", tr!("term-solve-help-in-use"))
        } else {
            String::new()
        }
    };
    let (setup, secret, guesses) = example();
    let mut code_line = vec![Span::raw(format!(
        "     {:<7}",
        tr!("term-help-example-code")
    ))];
    code_line.extend(pegs::code(&setup, &secret));
    let mut lines = vec![heading(&tr!("term-solve-help-how"))];
    lines.extend(paragraph(&tr!("term-solve-help-how-text")));
    lines.push(Line::default());
    lines.push(heading(&format!(
        "{}{}",
        tr!("term-solve-help-black-white"),
        in_use(Notation::BlackWhite)
    )));
    lines.extend(paragraph(&tr!(
        "term-solve-help-black-white-text",
        black = pegs::BLACK_KEY.to_string(),
        white = pegs::WHITE_KEY.to_string()
    )));
    lines.push(Line::default());
    lines.push(heading(&format!(
        "{}{}",
        tr!("term-solve-help-white-red"),
        in_use(Notation::WhiteRed)
    )));
    lines.extend(paragraph(&tr!("term-solve-help-white-red-text")));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-solve-help-examples")));
    lines.push(Line::from(code_line));
    for guess in &guesses {
        lines.push(example_line(&setup, &secret, guess));
    }
    lines.push(Line::default());
    lines.push(heading(&tr!("term-solve-help-cannot-be")));
    lines.extend(paragraph(&tr!("term-solve-help-cannot-be-text")));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-solve-help-contradict")));
    lines.extend(paragraph(&tr!("term-solve-help-contradict-text")));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-help-keys")));
    lines.extend(paragraph(&tr!("term-solve-help-keys-text")));
    lines
}

pub fn draw(scroll: u16, notation: Notation, frame: &mut Frame, area: Rect) {
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(lines(notation))
            .scroll((scroll, 0))
            .block(Block::bordered().title(format!(" {} ", tr!("term-solve-help-title")))),
        body,
    );
    frame.render_widget(crate::screens::help::help_footer(), foot);
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::Feedback;

    #[test]
    fn the_examples_answer_as_seed_004_counts() {
        let (setup, secret, [first, second]) = example();
        assert_eq!(setup.score(&secret, &first), Feedback::new(0, 2));
        assert_eq!(setup.score(&secret, &second), Feedback::new(1, 1));
    }
}
