//! Lines of text from standard input, as a person or a script may send
//! them: a line longer than anyone types is cut off and reported, and one
//! that is not UTF-8 is reported, each without losing the lines around it.

use std::fmt;
use std::io::{BufRead, Read};

use mastermind_i18n::tr;

/// The longest line taken, in bytes: far more than any code, answer or
/// command, far less than a paste that would be echoed back twice.
pub const MAX_LINE: usize = 4096;

/// A line that could not be read as text.
#[derive(Debug)]
pub enum BadLine {
    TooLong,
    NotUtf8,
    Io(std::io::Error),
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // The limit as a string: a byte count is written without separators.
            BadLine::TooLong => {
                f.write_str(&tr!("cmd-line-too-long", bytes = MAX_LINE.to_string()))
            }
            BadLine::NotUtf8 => f.write_str(&tr!("cmd-line-not-utf8")),
            BadLine::Io(e) => f.write_str(&tr!("cmd-input-failed", error = e.to_string())),
        }
    }
}

/// The lines of `reader`, without their line ends.
pub struct TextLines<R> {
    reader: R,
    done: bool,
}

pub fn lines<R: BufRead>(reader: R) -> TextLines<R> {
    TextLines {
        reader,
        done: false,
    }
}

impl<R: BufRead> Iterator for TextLines<R> {
    type Item = Result<String, BadLine>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut bytes = Vec::new();
        let read = (&mut self.reader)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut bytes);
        match read {
            Err(e) => {
                self.done = true;
                return Some(Err(BadLine::Io(e)));
            }
            Ok(0) => {
                self.done = true;
                return None;
            }
            Ok(_) => {}
        }
        if bytes.last() != Some(&b'\n') && bytes.len() > MAX_LINE {
            // Skip to the end of this line, a bounded piece at a time.
            loop {
                let mut rest = Vec::new();
                match (&mut self.reader)
                    .take(MAX_LINE as u64)
                    .read_until(b'\n', &mut rest)
                {
                    Ok(0) => break,
                    Ok(_) if rest.last() == Some(&b'\n') => break,
                    Ok(_) => continue,
                    Err(e) => return Some(Err(BadLine::Io(e))),
                }
            }
            return Some(Err(BadLine::TooLong));
        }
        while matches!(bytes.last(), Some(b'\n' | b'\r')) {
            bytes.pop();
        }
        Some(String::from_utf8(bytes).map_err(|_| BadLine::NotUtf8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_are_reported_and_the_lines_around_them_kept() {
        let mut input = b"1122\n".to_vec();
        input.extend_from_slice(&[0xff, 0xfe, b'\n']);
        input.extend(std::iter::repeat_n(b'1', MAX_LINE * 3));
        input.extend_from_slice(b"\r\n3344\nlast");
        let got: Vec<String> = lines(std::io::Cursor::new(input))
            .map(|line| match line {
                Ok(text) => text,
                Err(bad) => format!("<{bad}>"),
            })
            .collect();
        assert_eq!(
            got,
            [
                "1122".to_string(),
                "<the line is not UTF-8 text: skipped>".to_string(),
                format!("<the line is longer than {MAX_LINE} bytes: skipped>"),
                "3344".to_string(),
                "last".to_string(),
            ]
        );
    }
}
