//! How a command that plays on a server logs in (`duel --server`, `puzzle
//! --server`): an account's name and password, or an access token; the
//! certificate authority of an https:// server.

use std::path::PathBuf;

use clap::Args;

#[derive(Debug, Args)]
pub struct LoginArgs {
    /// Your account's name on the server.
    #[arg(long, value_name = "NAME", requires = "server")]
    pub name: Option<String>,
    /// Trust the certificate authority in FILE (PEM) for an https:// server,
    /// besides the usual roots.
    #[arg(
        long,
        value_name = "FILE",
        requires = "server",
        env = "MASTERMIND_CA_CERT"
    )]
    pub ca_cert: Option<PathBuf>,
    /// Create the account first (a name of 3 to 20 letters, digits, - and
    /// _, a password of at least 8 characters).
    #[arg(long, requires = "server")]
    pub sign_up: bool,
    /// Act with the access token in FILE (made on the account page, with
    /// the scopes the command needs) instead of logging in with --name and
    /// a password.
    #[arg(
        long,
        value_name = "FILE",
        requires = "server",
        conflicts_with_all = ["name", "sign_up", "password_stdin"]
    )]
    pub token_file: Option<PathBuf>,
    /// Read the password from the first line of standard input instead of
    /// asking on the terminal.
    #[arg(long, requires = "server")]
    pub password_stdin: bool,
}
