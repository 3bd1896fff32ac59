//! Errors in what the user asked for: the binary exits with status 2.

use std::fmt;

/// A bad command line or input that names the problem. `main` maps it to exit 2.
#[derive(Debug)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Turns any displayable error into a usage error.
pub fn usage<E: fmt::Display>(error: E) -> anyhow::Error {
    UsageError(error.to_string()).into()
}

/// A refusal of the core's rules as a usage error, in the terminal's
/// language.
pub fn refused(error: impl mastermind_core::refusal::Refusal) -> anyhow::Error {
    UsageError(crate::words::refusal(&error)).into()
}

/// An outcome that ends the program with a particular status, after its
/// message has already been printed (e.g. 3 for contradicting answers).
#[derive(Debug)]
pub struct Exit(pub u8);

impl fmt::Display for Exit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "exit status {}", self.0)
    }
}

impl std::error::Error for Exit {}
