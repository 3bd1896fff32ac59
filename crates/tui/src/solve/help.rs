//! How to answer the computer, in both notations, with worked examples whose
//! answers the core computes; and the keys of the solve screen.

use mastermind_core::{Code, Notation, Preset, Setup};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

use super::answer::letters;
use super::view::marks;
use crate::pegs;

fn heading(text: &str) -> Line<'static> {
    Line::styled(
        format!(" {text}"),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

fn text(text: &str) -> Line<'static> {
    Line::from(format!(" {text}"))
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
    let mut spans = vec![Span::raw("     guess  ")];
    spans.extend(pegs::code(setup, guess));
    spans.push(Span::raw("  → "));
    spans.extend(marks(feedback, setup.pegs(), Notation::BlackWhite));
    spans.push(Span::raw(format!(
        "  type {} or {} {}; white-red: {}",
        letters(feedback, Notation::BlackWhite),
        feedback.black,
        feedback.white,
        letters(feedback, Notation::WhiteRed),
    )));
    Line::from(spans)
}

pub fn lines(notation: Notation) -> Vec<Line<'static>> {
    let (in_use_bw, in_use_wr) = match notation {
        Notation::BlackWhite => (" (in use)", ""),
        Notation::WhiteRed => ("", " (in use)"),
    };
    let (setup, secret, guesses) = example();
    let mut code_line = vec![Span::raw("     code   ")];
    code_line.extend(pegs::code(&setup, &secret));
    let mut lines = vec![
        heading("How to answer"),
        text("Think of a code; the computer guesses it, one row per turn. Answer each"),
        text("guess with key pegs: one for each peg of the right colour in the right"),
        text("place, one for each other peg whose colour is in your code. The order of"),
        text("the key pegs says nothing about which pegs they mean."),
        Line::default(),
        heading(&format!("Black and white{in_use_bw}")),
        text(&format!(
            "b           a black key peg {}: right colour, right place",
            pegs::BLACK_KEY
        )),
        text(&format!(
            "w           a white key peg {}: right colour, wrong place",
            pegs::WHITE_KEY
        )),
        text("2 1  2b1w   counts: 2 black, 1 white (two digits in a row are two counts)"),
        text("-           none: no colour of the guess is in your code"),
        Line::default(),
        heading(&format!(
            "White and red, the codebreaking program's notation{in_use_wr}"
        )),
        text("Start with --notation white-red to answer as that program asks:"),
        text("w           a white key peg: right colour, right place"),
        text("r           a red key peg: right colour, wrong place"),
        text("2 1  2w1r   counts: 2 white, 1 red;  - for none"),
        Line::default(),
        heading("Examples"),
        Line::from(code_line),
    ];
    for guess in &guesses {
        lines.push(example_line(&setup, &secret, guess));
    }
    lines.extend([
        Line::default(),
        heading("Answers that cannot be"),
        text("More key pegs than pegs. Under the standard rule also all pegs but one"),
        text("right and one more of a right colour: the last peg has nowhere else to be."),
        text("The colour game's rule allows that answer."),
        Line::default(),
        heading("When answers contradict each other"),
        text("If no code fits all your answers, the screen names the fewest turns that"),
        text("cannot all be true and marks them ✘. Pick the wrong one with ↑ ↓ or its"),
        text("turn number and press Enter: for an earlier turn, type its right answer;"),
        text("for the turn just answered, type that answer again. Esc retypes it too."),
        Line::default(),
        heading("Keys"),
        text("b w / w r   a key peg          digits  counts      -  none"),
        text("⌫           take back a key    Esc     clear       Enter  give the answer"),
        text("?           the computer's strategy    h  F1   this help"),
        text("n  F5       a new game (twice once turns are answered)"),
        text("q           stop the game; on a finished game: leave    Ctrl-C  leave"),
        text("Self-play (--secret): Enter or Space takes a step, p pauses the timer."),
    ]);
    lines
}

pub fn draw(scroll: u16, notation: Notation, frame: &mut Frame, area: Rect) {
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(lines(notation))
            .scroll((scroll, 0))
            .block(Block::bordered().title(" Help: how to answer, and the keys ")),
        body,
    );
    frame.render_widget(
        crate::screens::footer(&[("↑ ↓ PgUp PgDn", "scroll"), ("Esc", "back to the board")]),
        foot,
    );
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
