//! `mastermind duel`'s arguments: against the computer, or a person on a
//! server.

use clap::Args;

use crate::args::SetupArgs;
use crate::login_args::LoginArgs;

#[derive(Debug, Args)]
pub struct DuelArgs {
    /// Play against the computer, offline.
    #[arg(long, conflicts_with = "server")]
    pub computer: bool,
    /// Play a person on this server (http://HOST:PORT or https://HOST): log in with --name,
    /// then --accept, --challenge, --open, --resume or --tournament, or with none of them
    /// list the open challenges and your duels in play.
    #[arg(long, value_name = "URL", env = "MASTERMIND_SERVER")]
    pub server: Option<String>,
    #[command(flatten)]
    pub login: LoginArgs,
    /// Accept the challenge with this id.
    #[arg(long, value_name = "ID", requires = "server", group = "online")]
    pub accept: Option<String>,
    /// Challenge this player, then wait for them to accept.
    #[arg(long, value_name = "NAME", requires = "server", group = "online")]
    pub challenge: Option<String>,
    /// Make a challenge open to anyone, then wait for someone to accept.
    #[arg(long, requires = "server", group = "online")]
    pub open: bool,
    /// Go back to your duel in play with this id.
    #[arg(long, value_name = "ID", requires = "server", group = "online")]
    pub resume: Option<String>,
    /// Join the tournament with this id and play every duel it pairs you
    /// in, until it ends (or you quit, which leaves it).
    #[arg(long, value_name = "ID", requires = "server", group = "online")]
    pub tournament: Option<String>,
    /// A challenge's clock: none, per-turn:SECONDS or per-game:SECONDS.
    #[arg(long, value_name = "KIND", default_value = "none", requires = "server")]
    pub time_control: String,
    /// A challenge that changes both players' ratings.
    #[arg(long, requires = "server")]
    pub rated: bool,
    /// The computer's strength: 1 (forgets much of what it learns) to 5
    /// (the strongest play).
    #[arg(long, value_name = "1-5", default_value_t = 3)]
    pub level: u8,
    /// The game: a preset (default logik) or custom options as `play`
    /// takes them.
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Seed for the computer's code and choices, to make duels reproducible.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Speak the JSON line protocol even on a terminal.
    #[arg(long)]
    pub json: bool,
    /// Once a duel on the server is over, print the coach's review of both
    /// players' guesses (a line of the protocol, "type": "review").
    #[arg(long, requires = "server")]
    pub review: bool,
}
