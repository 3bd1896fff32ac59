//! An NDJSON stream read line by line (an empty line is the server's
//! keep-alive).

use std::time::Duration;

/// The lines of one streamed response.
pub struct Lines {
    response: reqwest::Response,
    buffer: Vec<u8>,
}

impl Lines {
    pub fn new(response: reqwest::Response) -> Lines {
        Lines {
            response,
            buffer: Vec::new(),
        }
    }

    /// The next line; `None` once the stream ended, broke, or stayed
    /// silent for `silence`.
    pub async fn next(&mut self, silence: Duration) -> Option<String> {
        loop {
            if let Some(end) = self.buffer.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=end).collect();
                return Some(String::from_utf8_lossy(&line[..end]).into_owned());
            }
            match tokio::time::timeout(silence, self.response.chunk()).await {
                Ok(Ok(Some(bytes))) => self.buffer.extend_from_slice(&bytes),
                Ok(Ok(None) | Err(_)) | Err(_) => return None,
            }
        }
    }
}
