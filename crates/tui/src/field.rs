//! A one-line text field with a cursor, for the name of a high score. It
//! counts characters, not bytes, because the core's limit on names does.

use ratatui::text::Span;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextField {
    text: Vec<char>,
    /// Where the next character goes: 0 before the first, `text.len()` after
    /// the last.
    cursor: usize,
    /// The most characters the field takes.
    cap: usize,
}

impl TextField {
    pub fn new(cap: usize) -> Self {
        TextField {
            text: Vec::new(),
            cursor: 0,
            cap,
        }
    }

    pub fn text(&self) -> String {
        self.text.iter().collect()
    }

    /// The characters typed.
    pub fn len(&self) -> usize {
        self.text.len()
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    pub fn is_full(&self) -> bool {
        self.text.len() >= self.cap
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Puts `c` at the cursor; `false` when the field is full.
    pub fn insert(&mut self, c: char) -> bool {
        if self.is_full() {
            return false;
        }
        self.text.insert(self.cursor, c);
        self.cursor += 1;
        true
    }

    pub fn left(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub fn right(&mut self) {
        self.cursor = (self.cursor + 1).min(self.text.len());
    }

    pub fn home(&mut self) {
        self.cursor = 0;
    }

    pub fn end(&mut self) {
        self.cursor = self.text.len();
    }

    /// Takes out the character before the cursor.
    pub fn backspace(&mut self) {
        if self.cursor > 0 {
            self.cursor -= 1;
            self.text.remove(self.cursor);
        }
    }

    /// Takes out the character under the cursor.
    pub fn delete(&mut self) {
        if self.cursor < self.text.len() {
            self.text.remove(self.cursor);
        }
    }

    /// What `width` cells show of the text, and the cell of the cursor in it.
    /// The window keeps the cursor in sight, with a cell for the cursor after
    /// the last character; an ellipsis stands for text cut off at either side.
    pub fn window(&self, width: usize) -> (String, usize) {
        let width = width.max(2);
        let cells: Vec<usize> = self.text.iter().map(|&c| cells(c)).collect();
        // The first character shown: the earliest that still leaves the
        // cursor's cell inside the window.
        let mut first = self.cursor;
        let mut used = 1;
        while first > 0 && used + cells[first - 1] <= width {
            first -= 1;
            used += cells[first];
        }
        let mut shown: Vec<char> = Vec::new();
        let mut used = 0;
        let mut last = first;
        while last < self.text.len() && used + cells[last] <= width {
            used += cells[last];
            shown.push(self.text[last]);
            last += 1;
        }
        let mut column: usize = cells[first..self.cursor].iter().sum();
        if first > 0 && first < self.cursor {
            // The cut character may be two cells wide; the ellipsis is one.
            column = column + 1 - cells[first];
            shown[0] = '…';
        }
        if last < self.text.len() && last > self.cursor + 1 {
            shown.pop();
            shown.push('…');
        }
        (shown.into_iter().collect(), column)
    }
}

/// The cells a character takes on the terminal, as ratatui lays it out.
fn cells(c: char) -> usize {
    Span::raw(c.to_string()).width()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(text: &str, cap: usize) -> TextField {
        let mut field = TextField::new(cap);
        for c in text.chars() {
            field.insert(c);
        }
        field
    }

    #[test]
    fn the_cap_counts_characters_not_bytes() {
        let mut name = field(&"é".repeat(44), 44);
        assert_eq!(name.len(), 44);
        assert!(!name.insert('x'), "a full field takes no more");
        assert_eq!(name.text(), "é".repeat(44));
    }

    #[test]
    fn editing_happens_at_the_cursor() {
        let mut name = field("Ana", 44);
        name.left();
        name.insert('n');
        assert_eq!(name.text(), "Anna");
        name.home();
        name.delete();
        name.insert('H');
        name.end();
        name.insert('h');
        assert_eq!(name.text(), "Hnnah");
        name.left();
        name.left();
        name.backspace();
        assert_eq!((name.text().as_str(), name.cursor()), ("Hnah", 2));
        name.right();
        name.right();
        name.right();
        assert_eq!(name.cursor(), 4, "the cursor stops after the last");
        name.home();
        name.backspace();
        assert_eq!(name.text(), "Hnah", "nothing before the first");
    }

    #[test]
    fn a_short_text_shows_whole() {
        let name = field("Ann", 44);
        assert_eq!(name.window(10), ("Ann".to_string(), 3));
    }

    #[test]
    fn a_long_text_scrolls_to_the_cursor() {
        let mut name = field("abcdefghij", 44);
        assert_eq!(name.window(6), ("…ghij".to_string(), 5));
        name.home();
        assert_eq!(name.window(6), ("abcde…".to_string(), 0));
        name.right();
        name.right();
        assert_eq!(name.window(6), ("abcde…".to_string(), 2));
    }

    #[test]
    fn wide_characters_take_two_cells() {
        let name = field("名前名前名前", 44);
        let (shown, column) = name.window(7);
        assert_eq!((shown.as_str(), column), ("…名前", 5));
    }
}
