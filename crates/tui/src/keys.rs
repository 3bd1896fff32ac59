//! What a key means on the board. Colour letters win over command letters
//! while a row is being filled: with a 15-colour palette `n`, `l` and `s` are
//! brown, lime and silver, and the function keys still reach every command.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use mastermind_core::Setup;
use mastermind_i18n::tr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardKey {
    /// Place the peg of this digit at the cursor.
    Peg(u8),
    /// A character that is neither a colour of the game nor a command.
    Unknown(char),
    Left,
    Right,
    Home,
    End,
    /// Clear the peg under the cursor.
    Delete,
    /// Clear the peg under the cursor, or the one before it when it is empty.
    Backspace,
    Submit,
    Hint,
    Quit,
    NewGame,
    Help,
    Chooser,
    Scores,
    Review,
    Dismiss,
    Exit,
    Ignored,
}

/// The meaning of `key` on the board; `editing` while a row can take pegs.
pub fn board_key(key: &KeyEvent, setup: &Setup, editing: bool) -> BoardKey {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => BoardKey::Exit,
            KeyCode::Char('n') => BoardKey::NewGame,
            _ => BoardKey::Ignored,
        };
    }
    match key.code {
        KeyCode::Char(c) => char_key(c, setup, editing),
        KeyCode::Left => BoardKey::Left,
        KeyCode::Right => BoardKey::Right,
        KeyCode::Home => BoardKey::Home,
        KeyCode::End => BoardKey::End,
        KeyCode::Delete => BoardKey::Delete,
        KeyCode::Backspace => BoardKey::Backspace,
        KeyCode::Enter => BoardKey::Submit,
        KeyCode::Esc => BoardKey::Dismiss,
        KeyCode::F(1) => BoardKey::Help,
        KeyCode::F(2) => BoardKey::Chooser,
        KeyCode::F(3) => BoardKey::Scores,
        KeyCode::F(4) => BoardKey::Review,
        KeyCode::F(5) => BoardKey::NewGame,
        _ => BoardKey::Ignored,
    }
}

fn char_key(c: char, setup: &Setup, editing: bool) -> BoardKey {
    if let Some(digit) = c.to_digit(10) {
        let digit = digit as u8;
        let fits = digit >= setup.lowest_digit() && digit <= setup.colours();
        return if fits {
            BoardKey::Peg(digit)
        } else {
            BoardKey::Unknown(c)
        };
    }
    if editing && let Some(digit) = setup.palette().digit_of_letter(c) {
        return BoardKey::Peg(digit);
    }
    match c.to_ascii_lowercase() {
        'q' => BoardKey::Quit,
        'n' => BoardKey::NewGame,
        '?' => BoardKey::Hint,
        'h' => BoardKey::Help,
        'l' => BoardKey::Chooser,
        's' => BoardKey::Scores,
        'r' => BoardKey::Review,
        _ => match setup.palette().digit_of_letter(c) {
            Some(digit) => BoardKey::Peg(digit),
            None => BoardKey::Unknown(c),
        },
    }
}

/// Where a scrolling key takes a help screen scrolled to `scroll` (before
/// it is held within the text); `None` for a key that does not scroll.
pub fn help_scroll(code: KeyCode, scroll: u16) -> Option<u16> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => scroll.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => scroll.saturating_add(1),
        KeyCode::PageUp => scroll.saturating_sub(10),
        KeyCode::PageDown | KeyCode::Char(' ') => scroll.saturating_add(10),
        KeyCode::Home => 0,
        _ => return None,
    })
}

/// How a player writes the pegs of `setup`, for the keys panel and warnings:
/// `1-6 or R B Y G P T`, with `0 for a blank` when the setup has blanks.
pub fn peg_keys(setup: &Setup) -> String {
    let letters: Vec<String> = setup
        .palette()
        .colours()
        .map(|c| c.letter.to_string())
        .collect();
    let digits = if setup.colours() > 9 {
        "1-9".to_string()
    } else {
        format!("1-{}", setup.colours())
    };
    let letters = letters.join(" ");
    if setup.has_blanks() {
        tr!("term-peg-keys-blank", digits = digits, letters = letters)
    } else {
        tr!("term-peg-keys", digits = digits, letters = letters)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Palette, Preset, Rule};

    fn press(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
    }

    #[test]
    fn digits_and_letters_of_the_palette_place_pegs_in_any_case() {
        let setup = Preset::Mastermind1.setup();
        assert_eq!(board_key(&press('3'), &setup, true), BoardKey::Peg(3));
        assert_eq!(board_key(&press('g'), &setup, true), BoardKey::Peg(4));
        assert_eq!(board_key(&press('G'), &setup, true), BoardKey::Peg(4));
        assert_eq!(board_key(&press('7'), &setup, true), BoardKey::Unknown('7'));
        assert_eq!(board_key(&press('0'), &setup, true), BoardKey::Unknown('0'));
        assert_eq!(board_key(&press('x'), &setup, true), BoardKey::Unknown('x'));
    }

    #[test]
    fn the_blank_is_zero_only_when_the_setup_has_blanks() {
        let setup = Preset::BoardBlanks.setup();
        assert_eq!(board_key(&press('0'), &setup, true), BoardKey::Peg(0));
        assert_eq!(board_key(&press('k'), &setup, true), BoardKey::Peg(6));
    }

    #[test]
    fn colour_letters_win_over_commands_only_while_editing() {
        let all = Setup::with_palette(4, 15, 10, Rule::Mastermind, Palette::first(15)).unwrap();
        assert_eq!(board_key(&press('n'), &all, true), BoardKey::Peg(15));
        assert_eq!(board_key(&press('n'), &all, false), BoardKey::NewGame);
        let ctrl_n = KeyEvent::new(KeyCode::Char('n'), KeyModifiers::CONTROL);
        assert_eq!(board_key(&ctrl_n, &all, true), BoardKey::NewGame);
        let setup = Preset::Mastermind1.setup();
        assert_eq!(board_key(&press('n'), &setup, true), BoardKey::NewGame);
        assert_eq!(board_key(&press('?'), &setup, true), BoardKey::Hint);
    }

    #[test]
    fn the_keys_panel_names_the_palette() {
        assert_eq!(peg_keys(&Preset::Mastermind1.setup()), "1-6 or R B Y G P T");
        assert_eq!(
            peg_keys(&Preset::BoardBlanks.setup()),
            "1-6 or R B Y G W K, 0 blank"
        );
    }
}
