//! Lines from standard input, read on request by a thread of their own so that
//! a turn's clock can run out while nobody types.

use std::io::BufRead;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

/// What waiting for a line gave.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// A line that could not be read (too long, not UTF-8): why.
    Bad(String),
    /// The deadline passed first.
    TimedOut,
    /// The input ended.
    End,
}

pub struct Input {
    ask: Sender<()>,
    lines: Receiver<Option<Result<String, String>>>,
    /// A line has been asked for and not yet received: don't ask twice, and
    /// don't read the terminal elsewhere meanwhile.
    waiting: bool,
}

impl Input {
    /// Reads from `reader` on a thread, one line per request.
    pub fn spawn(reader: impl BufRead + Send + 'static) -> Self {
        let (ask, asked) = mpsc::channel::<()>();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut lines = crate::text_lines::lines(reader);
            while asked.recv().is_ok() {
                let line = match lines.next() {
                    Some(Ok(text)) => Some(Ok(text)),
                    Some(Err(crate::text_lines::BadLine::Io(_))) | None => None,
                    Some(Err(bad)) => Some(Err(bad.to_string())),
                };
                let end = line.is_none();
                if send.send(line).is_err() || end {
                    break;
                }
            }
        });
        Input {
            ask,
            lines,
            waiting: false,
        }
    }

    /// The next line, or `TimedOut` at `deadline`. A line still coming after
    /// a time-out is the answer to the next call.
    pub fn next(&mut self, deadline: Option<Instant>) -> Line {
        if !self.waiting {
            if self.ask.send(()).is_err() {
                return Line::End;
            }
            self.waiting = true;
        }
        let received = match deadline {
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(at) => self
                .lines
                .recv_timeout(at.saturating_duration_since(Instant::now())),
        };
        match received {
            Ok(Some(Ok(text))) => {
                self.waiting = false;
                Line::Text(text)
            }
            Ok(Some(Err(why))) => {
                self.waiting = false;
                Line::Bad(why)
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                self.waiting = false;
                Line::End
            }
            Err(RecvTimeoutError::Timeout) => Line::TimedOut,
        }
    }

    /// Whether a read is outstanding (the terminal is being read).
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn lines_come_on_request_and_time_outs_keep_the_line_for_later() {
        let mut input = Input::spawn(std::io::Cursor::new("one\ntwo\n"));
        assert_eq!(input.next(None), Line::Text("one".into()));
        assert_eq!(
            input.next(Some(Instant::now() + Duration::from_secs(5))),
            Line::Text("two".into())
        );
        assert_eq!(input.next(None), Line::End);
    }

    #[test]
    fn a_silent_input_times_out() {
        let (_keep, reader) = std::os::unix::net::UnixStream::pair().unwrap();
        let mut input = Input::spawn(std::io::BufReader::new(reader));
        let started = Instant::now();
        assert_eq!(
            input.next(Some(started + Duration::from_millis(50))),
            Line::TimedOut
        );
        assert!(input.is_waiting());
    }
}
