//! `mastermind bot`'s arguments and their help from the catalogue.

use std::path::PathBuf;

use clap::{Args, Command};
use mastermind_i18n::tr;

#[derive(Debug, Args)]
pub struct BotArgs {
    /// The server to play on (http://HOST:PORT or https://HOST).
    #[arg(long, value_name = "URL", env = "MASTERMIND_SERVER")]
    pub server: String,
    /// The access token to act with (scope bot, or play and challenge).
    #[arg(long, value_name = "FILE")]
    pub token_file: PathBuf,
    /// Trust the certificate authority in FILE (PEM) for an https:// server.
    #[arg(long, value_name = "FILE", env = "MASTERMIND_CA_CERT")]
    pub ca_cert: Option<PathBuf>,
    /// The solver's strategy for the guesses.
    #[arg(long, value_name = "NAME", default_value = "entropy")]
    pub strategy: String,
    /// Which challenges addressed to the bot it accepts: rated, casual,
    /// both (rated,casual) or none; it declines the others.
    #[arg(long, value_name = "KINDS", default_value = "rated,casual")]
    pub accept: String,
    /// Challenge this player first.
    #[arg(long, value_name = "NAME")]
    pub challenge: Option<String>,
    /// The challenge's preset.
    #[arg(
        long,
        value_name = "PRESET",
        default_value = "logik",
        requires = "challenge"
    )]
    pub preset: String,
    /// The challenge's clock: none, per-turn:SECONDS or per-game:SECONDS.
    #[arg(
        long,
        value_name = "KIND",
        default_value = "none",
        requires = "challenge"
    )]
    pub time_control: String,
    /// A rated challenge.
    #[arg(long, requires = "challenge")]
    pub rated: bool,
    /// Stop after this many duels have ended (0: play until interrupted).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub duels: u32,
}

/// The subcommand's help, in the reader's language.
pub fn help(c: Command) -> Command {
    let texts = [
        ("server", tr!("cmd-bot-server")),
        ("token_file", tr!("cmd-bot-token-file")),
        ("ca_cert", tr!("cmd-arg-ca-cert")),
        ("strategy", tr!("cmd-bot-strategy")),
        ("accept", tr!("cmd-bot-accept")),
        ("challenge", tr!("cmd-bot-challenge")),
        ("preset", tr!("cmd-bot-preset")),
        ("time_control", tr!("cmd-duel-time-control")),
        ("rated", tr!("cmd-duel-rated")),
        ("duels", tr!("cmd-bot-duels")),
    ];
    texts
        .into_iter()
        .fold(c.about(tr!("cmd-bot-about")), |c, (id, text)| {
            c.mut_arg(id, |a| a.help(text))
        })
}
