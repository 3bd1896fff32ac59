//! The help in the terminal's language: clap derives the command line from
//! `args`, and every description it shows is set here from the catalogue,
//! with clap's headings ("Usage:", "Options:", "Commands:", "Arguments:")
//! in the language's words (in English as clap writes them; clap's inline
//! notes, "[default: …]", "[env: …]", stay as clap writes them).

use clap::error::{ContextKind, ErrorKind};
use clap::{Command, CommandFactory};
use mastermind_i18n::{language, tr};

use crate::args::Cli;

/// The command line as given, parsed; a mistake in it ends the process with
/// status 2 and a message naming it, in the terminal's language (clap's own
/// for the kinds of mistake not worded here, and in English).
pub fn matches() -> clap::ArgMatches {
    command()
        .try_get_matches()
        .unwrap_or_else(|error| refuse(error))
}

fn refuse(error: clap::Error) -> ! {
    let context = |kind| error.get(kind).map(ToString::to_string).unwrap_or_default();
    let said = if language().tag == "en" {
        None
    } else {
        match error.kind() {
            ErrorKind::UnknownArgument => Some(tr!(
                "cmd-clap-unknown-argument",
                argument = context(ContextKind::InvalidArg)
            )),
            ErrorKind::InvalidSubcommand => Some(tr!(
                "cmd-clap-unknown-command",
                command = context(ContextKind::InvalidSubcommand)
            )),
            ErrorKind::InvalidValue | ErrorKind::ValueValidation => Some(tr!(
                "cmd-clap-invalid-value",
                value = context(ContextKind::InvalidValue),
                argument = context(ContextKind::InvalidArg)
            )),
            ErrorKind::MissingRequiredArgument => Some(tr!(
                "cmd-clap-missing",
                argument = context(ContextKind::InvalidArg)
            )),
            ErrorKind::ArgumentConflict => Some(tr!(
                "cmd-clap-conflict",
                argument = context(ContextKind::InvalidArg),
                other = context(ContextKind::PriorArg)
            )),
            ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                Some(tr!("cmd-clap-no-command"))
            }
            _ => None,
        }
    };
    match said {
        Some(said) => {
            let suggested = [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand]
                .into_iter()
                .find_map(|kind| error.get(kind))
                .map(|s| format!(" {}", tr!("cmd-clap-suggest", suggestion = s.to_string())))
                .unwrap_or_default();
            eprintln!(
                "mastermind: {said}{suggested}\n{}",
                tr!("cmd-clap-see-help")
            );
            std::process::exit(2)
        }
        None => error.exit(),
    }
}

/// The command line with its descriptions in the language chosen at start.
pub fn command() -> Command {
    // Built first, so that clap's own `--help`, `--version` and `help`
    // exist to be described too.
    let mut command = described();
    command.build();
    own_words(command)
}

/// clap's own flags and `help` command, in every command.
fn own_words(command: Command) -> Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    let has = |id: &str| command.get_arguments().any(|a| a.get_id() == id);
    let (help, version) = (has("help"), has("version"));
    let mut command = headings(command);
    if help {
        command = command.mut_arg("help", |a| a.help(tr!("cmd-help-flag")));
    }
    if version {
        command = command.mut_arg("version", |a| a.help(tr!("cmd-version-flag")));
    }
    names.iter().fold(command, |c, name| {
        if name == "help" {
            c.mut_subcommand(name, |h| h.about(tr!("cmd-help-command")))
        } else {
            c.mut_subcommand(name, own_words)
        }
    })
}

/// clap's headings in the language's words. English keeps clap's own, so
/// that its help reads as clap writes it (its styling included).
fn headings(command: Command) -> Command {
    if language().tag == "en" {
        return command;
    }
    command
        .help_template(tr!("cmd-help-template"))
        .subcommand_help_heading(tr!("cmd-heading-commands"))
        .mut_args(|arg| {
            if arg.get_help_heading().is_some() {
                arg
            } else if arg.is_positional() {
                arg.help_heading(tr!("cmd-heading-arguments"))
            } else {
                arg.help_heading(tr!("cmd-heading-options"))
            }
        })
}

/// The command line as `args` derives it, with the catalogue's descriptions.
fn described() -> Command {
    Cli::command()
        .about(tr!("cmd-about"))
        .mut_arg("lang", |a| a.help(tr!("cmd-lang-help")))
        .mut_subcommand("play", play)
        .mut_subcommand("puzzle", crate::puzzle_args::help_puzzle)
        .mut_subcommand("puzzles", crate::puzzle_args::help_puzzles)
        .mut_subcommand("score", score)
        .mut_subcommand("scores", scores)
        .mut_subcommand("statistics", statistics)
        .mut_subcommand("solve", solve)
        .mut_subcommand("analyze", analyze)
        .mut_subcommand("series", series)
        .mut_subcommand("duel", duel)
        .mut_subcommand("bot", crate::bot::help)
        .mut_subcommand("serve", serve)
        .mut_subcommand("db", crate::db_args::help)
}

/// Sets the help of each `(argument, text)`.
pub(crate) fn args(command: Command, texts: Vec<(&'static str, String)>) -> Command {
    texts
        .into_iter()
        .fold(command, |c, (id, text)| c.mut_arg(id, |a| a.help(text)))
}

/// The options of a preset or custom setup (`SetupArgs`).
fn setup(command: Command) -> Command {
    args(
        command,
        vec![
            ("preset", tr!("cmd-arg-preset")),
            ("pegs", tr!("cmd-arg-pegs")),
            ("colours", tr!("cmd-arg-colours")),
            ("turns", tr!("cmd-arg-turns")),
            ("blanks", tr!("cmd-arg-blanks")),
            ("no_repeat", tr!("cmd-arg-no-repeat")),
            ("rules", tr!("cmd-arg-rules")),
        ],
    )
}

/// `--data-dir` and `--database`, with what the data directory keeps.
pub(crate) fn storage(command: Command, data_dir: String) -> Command {
    args(
        command,
        vec![
            ("data_dir", data_dir),
            ("database", tr!("cmd-arg-database")),
        ],
    )
}

fn play(c: Command) -> Command {
    let c = setup(c.about(tr!("cmd-play-about")));
    let c = storage(c, tr!("cmd-arg-data-dir-scores"));
    args(
        c,
        vec![
            ("json", tr!("cmd-arg-json-lines")),
            ("seed", tr!("cmd-play-seed")),
            ("secret", tr!("cmd-play-secret")),
            ("name", tr!("cmd-play-name")),
            ("daily", tr!("cmd-play-daily")),
            ("server", tr!("cmd-play-server")),
            ("ca_cert", tr!("cmd-arg-ca-cert")),
            ("password_stdin", tr!("cmd-play-password-stdin")),
        ],
    )
}

fn score(c: Command) -> Command {
    args(
        c.about(tr!("cmd-score-about")),
        vec![
            ("rules", tr!("cmd-score-rules")),
            ("secret", tr!("cmd-score-secret")),
            ("guess", tr!("cmd-score-guess")),
            ("json", tr!("cmd-score-json")),
        ],
    )
}

fn scores(c: Command) -> Command {
    let c = storage(
        c.about(tr!("cmd-scores-about")),
        tr!("cmd-arg-data-dir-scores"),
    );
    args(
        c,
        vec![
            ("preset", tr!("cmd-scores-preset")),
            ("json", tr!("cmd-scores-json")),
            ("reset", tr!("cmd-scores-reset")),
            ("yes", tr!("cmd-scores-yes")),
        ],
    )
}

fn statistics(c: Command) -> Command {
    let c = storage(
        c.about(tr!("cmd-statistics-about")),
        tr!("cmd-statistics-data-dir"),
    );
    args(c, vec![("json", tr!("cmd-statistics-json"))])
}

fn solve(c: Command) -> Command {
    let c = setup(c.about(tr!("cmd-solve-about")));
    args(
        c,
        vec![
            ("strategy", tr!("cmd-solve-strategy")),
            ("worst_case", tr!("cmd-arg-worst-case")),
            ("secret", tr!("cmd-solve-secret")),
            ("json", tr!("cmd-arg-json-lines")),
            ("notation", tr!("cmd-solve-notation")),
            ("blunder_rate", tr!("cmd-solve-blunder-rate")),
            ("seed", tr!("cmd-solve-seed")),
        ],
    )
}

fn analyze(c: Command) -> Command {
    let c = setup(c.about(tr!("cmd-analyze-about")));
    args(
        c,
        vec![
            ("strategy", tr!("cmd-analyze-strategy")),
            ("worst_case", tr!("cmd-arg-worst-case")),
            ("seed", tr!("cmd-analyze-seed")),
            ("memory", tr!("cmd-analyze-memory")),
            ("json", tr!("cmd-analyze-json")),
            ("tree", tr!("cmd-analyze-tree")),
            ("plot", tr!("cmd-analyze-plot")),
            ("lower_bound", tr!("cmd-analyze-lower-bound-help")),
            ("refinements", tr!("cmd-analyze-refinements")),
            ("check_tree", tr!("cmd-analyze-check-tree")),
            ("work_db", tr!("cmd-analyze-work-db")),
            ("status", tr!("cmd-analyze-status")),
            ("lease", tr!("cmd-analyze-lease")),
        ],
    )
}

fn series(c: Command) -> Command {
    let c = storage(c.about(tr!("cmd-series-about")), tr!("cmd-series-data-dir"));
    args(
        c,
        vec![
            ("players", tr!("cmd-series-players")),
            ("games", tr!("cmd-series-games")),
            ("variant", tr!("cmd-series-variant")),
            ("feedback", tr!("cmd-series-feedback")),
            ("companion", tr!("cmd-series-companion")),
            ("time_limit", tr!("cmd-series-time-limit")),
            ("resume", tr!("cmd-series-resume")),
            ("json", tr!("cmd-arg-json-lines")),
        ],
    )
}

fn duel(c: Command) -> Command {
    let c = setup(c.about(tr!("cmd-duel-about")));
    args(
        c,
        vec![
            ("computer", tr!("cmd-duel-computer")),
            ("server", tr!("cmd-duel-server")),
            ("name", tr!("cmd-duel-name")),
            ("ca_cert", tr!("cmd-arg-ca-cert")),
            ("sign_up", tr!("cmd-duel-sign-up")),
            ("password_stdin", tr!("cmd-duel-password-stdin")),
            ("token_file", tr!("cmd-duel-token-file")),
            ("accept", tr!("cmd-duel-accept")),
            ("challenge", tr!("cmd-duel-challenge")),
            ("open", tr!("cmd-duel-open")),
            ("resume", tr!("cmd-duel-resume")),
            ("tournament", tr!("cmd-duel-tournament")),
            ("time_control", tr!("cmd-duel-time-control")),
            ("rated", tr!("cmd-duel-rated")),
            ("level", tr!("cmd-duel-level")),
            ("seed", tr!("cmd-duel-seed")),
            ("review", tr!("cmd-duel-review")),
            ("json", tr!("cmd-arg-json-lines")),
        ],
    )
}

fn serve(c: Command) -> Command {
    let c = storage(c.about(tr!("cmd-serve-about")), tr!("cmd-serve-data-dir"));
    args(
        c,
        vec![
            ("addr", tr!("cmd-serve-addr")),
            ("rate_limit", tr!("cmd-serve-rate-limit")),
            ("max_connections", tr!("cmd-serve-max-connections")),
            (
                "connections_per_client",
                tr!("cmd-serve-connections-per-client"),
            ),
            (
                "live_pages_per_client",
                tr!("cmd-serve-live-pages-per-client"),
            ),
            ("request_timeout", tr!("cmd-serve-request-timeout")),
            ("public_origin", tr!("cmd-serve-public-origin")),
            ("trusted_proxies", tr!("cmd-serve-trusted-proxy")),
            ("expire_days", tr!("cmd-serve-expire-days")),
            ("shutdown_grace", tr!("cmd-serve-shutdown-grace")),
            ("puzzle_supply", tr!("cmd-serve-puzzle-supply")),
            ("metrics_addr", tr!("cmd-serve-metrics-addr")),
            ("log_format", tr!("cmd-serve-log-format")),
            ("smtp_url", tr!("cmd-serve-smtp-url")),
            ("mail_from", tr!("cmd-serve-mail-from")),
            ("digest_hour", tr!("cmd-serve-digest-hour")),
            ("mail_every", tr!("cmd-serve-mail-every")),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_names_only_arguments_that_exist() {
        // `mut_arg` and `mut_subcommand` panic on a name clap does not have.
        command().debug_assert();
    }
}
