//! The command line, as clap derives it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

pub use crate::analyze_args::AnalyzeArgs;
pub use crate::db_args::{DbAction, DbArgs};
pub use crate::duel_args::DuelArgs;
pub use crate::puzzle_args::{PuzzleArgs, PuzzlesArgs};

#[derive(Debug, Parser)]
#[command(
    name = "mastermind",
    version,
    about = "Mastermind and its family: play, break codes, analyse strategies."
)]
pub struct Cli {
    /// The language of the command's words: en or da (default: from
    /// LC_ALL, LC_MESSAGES or LANG).
    #[arg(long, global = true, value_name = "LANG", display_order = 100)]
    pub lang: Option<String>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play against the computer as codemaker (full-screen on a terminal,
    /// a JSON line protocol with --json or when input is not a terminal).
    Play(PlayArgs),
    /// Puzzles offline and unrated: break the code from a position in the
    /// fewest guesses whatever the secret, or play the best next guess.
    Puzzle(PuzzleArgs),
    /// Puzzles for the site: generate them into its database.
    Puzzles(PuzzlesArgs),
    /// Print the feedback for a guess against a secret.
    Score(ScoreArgs),
    /// Show or reset the high-score tables.
    Scores(ScoresArgs),
    /// Your record in the terminal, level by level: games played, wins, the
    /// turns the wins took, streaks, the average time of a win.
    Statistics(StatisticsArgs),
    /// You set a code and answer; the computer breaks it.
    Solve(SolveArgs),
    /// Play every secret with a strategy and report how many guesses it takes.
    Analyze(AnalyzeArgs),
    /// The board game for two: a series of games with the official scoring
    /// and a referee for wrong answers, also as a companion to a real board.
    Series(SeriesArgs),
    /// Logik, the two-player duel: you and the computer each break the other's
    /// code, both guesses of a turn revealed together (full-screen on a
    /// terminal, a JSON line protocol with --json or when input is not a
    /// terminal).
    Duel(DuelArgs),
    /// A program playing for an account on a server: accepts challenges,
    /// plays every duel with a solver strategy.
    Bot(crate::bot::BotArgs),
    /// The web game: serve the browser client and its JSON API.
    Serve(ServeArgs),
    /// Look after a database: bring its schema up to date, or copy one into
    /// another (SQLite into PostgreSQL).
    Db(DbArgs),
    /// The manual page (roff), for packages: `mastermind manual > mastermind.1`.
    #[command(hide = true)]
    Manual,
}

/// A preset or a custom setup.
#[derive(Debug, Clone, Args)]
pub struct SetupArgs {
    /// A named setup: mastermind-1..3, colour-1..3, board, board-blanks, logik.
    /// Custom options below start from it (default mastermind-1).
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,
    /// Pegs per code (1-8): makes a custom setup.
    #[arg(long, value_name = "N")]
    pub pegs: Option<u8>,
    /// Colours (2-15): makes a custom setup.
    #[arg(long, value_name = "N", alias = "colors")]
    pub colours: Option<u8>,
    /// Turns before the game is lost (1-30): makes a custom setup.
    #[arg(long, value_name = "N")]
    pub turns: Option<u8>,
    /// Allow blank holes (digit 0) as one more colour: makes a custom setup.
    #[arg(long)]
    pub blanks: bool,
    /// Forbid a colour twice in one code: makes a custom setup.
    #[arg(long)]
    pub no_repeat: bool,
    /// Feedback rule, 'mastermind' or 'colour-game': makes a custom setup.
    #[arg(long, value_name = "RULE")]
    pub rules: Option<String>,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Speak the JSON line protocol even on a terminal.
    #[arg(long)]
    pub json: bool,
    /// Seed for the secret, to make games reproducible.
    #[arg(long, value_name = "N", conflicts_with = "daily")]
    pub seed: Option<u64>,
    /// The secret code (a second person's); '-' reads it from the terminal without echo.
    #[arg(long, value_name = "CODE", conflicts_with = "daily")]
    pub secret: Option<String>,
    /// Name for the high-score table, given up front (1-44 characters).
    /// With --daily: your account on the server (the password is asked, or
    /// read with --password-stdin); without it you play as a guest for this
    /// run only.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Play today's daily code of the preset (--preset, default
    /// mastermind-1) on the server given with --server: the same code for
    /// everyone, one try a day, no hints; a guess a line (digits, letters or
    /// colour names), 'quit' gives up; the result to share is printed at
    /// the end.
    #[arg(long, requires = "server")]
    pub daily: bool,
    /// The server of --daily (http://HOST:PORT or https://HOST).
    #[arg(long, value_name = "URL", requires = "daily")]
    pub server: Option<String>,
    /// Trust the certificate authority in FILE (PEM) for an https:// server,
    /// besides the usual roots.
    #[arg(
        long,
        value_name = "FILE",
        requires = "server",
        env = "MASTERMIND_CA_CERT"
    )]
    pub ca_cert: Option<PathBuf>,
    /// With --daily and --name: read the password from the first line of
    /// standard input instead of asking on the terminal.
    #[arg(long, requires = "name", requires = "daily")]
    pub password_stdin: bool,
    /// Where the high scores are kept (default: the platform data directory).
    #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
    pub data_dir: Option<PathBuf>,
    /// The database instead of SQLite in the data directory:
    /// sqlite://PATH or postgres://USER@HOST/NAME.
    #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
    pub database: Option<String>,
}

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Feedback rule: 'mastermind' (default) or 'colour-game'.
    #[arg(long, value_name = "RULE", default_value = "mastermind")]
    pub rules: String,
    /// The secret code: digits (0 for a blank), letters or colour names.
    pub secret: String,
    /// The guess, with as many pegs as the secret.
    pub guess: String,
    /// Print {"black":B,"white":W}.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ScoresArgs {
    /// Only this preset's table.
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,
    /// Print a JSON list of entries.
    #[arg(long)]
    pub json: bool,
    /// Empty the table (of --preset, or all tables).
    #[arg(long)]
    pub reset: bool,
    /// Reset without asking.
    #[arg(long, requires = "reset")]
    pub yes: bool,
    /// Where the high scores are kept (default: the platform data directory).
    #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
    pub data_dir: Option<PathBuf>,
    /// The database instead of SQLite in the data directory:
    /// sqlite://PATH or postgres://USER@HOST/NAME.
    #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
    pub database: Option<String>,
}

#[derive(Debug, Args)]
pub struct StatisticsArgs {
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Where the games are kept (default: the platform data directory).
    #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
    pub data_dir: Option<PathBuf>,
    /// The database instead of SQLite in the data directory:
    /// sqlite://PATH or postgres://USER@HOST/NAME.
    #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
    pub database: Option<String>,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// The codebreaker's strategy: simple, random, knuth, most-parts,
    /// expected-size, entropy, optimal, or best (the optimum where the
    /// search fits, entropy with lookahead elsewhere).
    #[arg(long, value_name = "NAME", default_value = "entropy")]
    pub strategy: String,
    /// With optimal: only strategies that never need more than N guesses.
    #[arg(long, value_name = "N")]
    pub worst_case: Option<u8>,
    /// The secret: the computer plays against itself.
    #[arg(long, value_name = "CODE")]
    pub secret: Option<String>,
    /// Speak the JSON line protocol even on a terminal.
    #[arg(long)]
    pub json: bool,
    /// How answers are written: 'black-white' (B and W) or 'white-red', the
    /// codebreaking program's notation (W = right colour in the right place,
    /// R = right colour elsewhere).
    #[arg(long, value_name = "NOTATION", default_value = "black-white")]
    pub notation: String,
    /// Difficulty: the chance (0 to 1) that a turn ignores part of what the
    /// computer knows, so that it can be beaten.
    #[arg(long, value_name = "P", default_value_t = 0.0)]
    pub blunder_rate: f64,
    /// Seed for the random choices (the random strategy, blunders).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
}

#[derive(Debug, Args)]
pub struct SeriesArgs {
    /// The two players, codemaker of game 1 first: "Ann,Bob".
    #[arg(long, value_name = "A,B")]
    pub players: Option<String>,
    /// Games in the series: an even number, so both make codes equally often.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub games: u8,
    /// 'board' (Game No. 1) or 'board-blanks' (Game No. 2: vacant holes as a 7th colour).
    #[arg(long, value_name = "VARIANT", default_value = "board")]
    pub variant: String,
    /// 'computed' (the program answers) or 'manual' (the codemaker answers, as on the board).
    #[arg(long, value_name = "MODE", default_value = "computed")]
    pub feedback: String,
    /// Companion to a physical board: guesses and answers are typed from the
    /// board and the code only at the reveal.
    #[arg(long)]
    pub companion: bool,
    /// Seconds per turn (the board game's rules suggest 180 or 240); a turn that runs out
    /// counts as a row played.
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<u32>,
    /// Resume a saved series: the given id, or the latest unfinished one.
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "latest")]
    pub resume: Option<String>,
    /// Speak the JSON line protocol even on a terminal.
    #[arg(long)]
    pub json: bool,
    /// Where series are saved (default: the platform data directory).
    #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
    pub data_dir: Option<PathBuf>,
    /// The database instead of SQLite in the data directory:
    /// sqlite://PATH or postgres://USER@HOST/NAME.
    #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
    pub database: Option<String>,
}

/// A size in bytes, as `--memory` takes it.

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on; 0.0.0.0:8080 opens it to the network.
    #[arg(
        long,
        value_name = "IP:PORT",
        default_value = "127.0.0.1:8080",
        env = "MASTERMIND_ADDR"
    )]
    pub addr: std::net::SocketAddr,
    /// Where games and high scores are kept (default: the platform data directory).
    #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
    pub data_dir: Option<PathBuf>,
    /// The database instead of SQLite in the data directory:
    /// sqlite://PATH or postgres://USER@HOST/NAME.
    #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
    pub database: Option<String>,
    /// Requests that change something (guesses, new games...) per second per
    /// client address, with bursts of twice as many; 0 for no limit.
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub rate_limit: u32,
    /// Connections open at once; one more is closed at once.
    #[arg(long, value_name = "N", default_value_t = 900)]
    pub max_connections: usize,
    /// Of them, connections one client address (an IPv6 /64) may hold; a
    /// trusted proxy's are not counted.
    #[arg(long, value_name = "N", default_value_t = 64)]
    pub connections_per_client: usize,
    /// Live pages (WebSockets) one client address may hold open.
    #[arg(long, value_name = "N", default_value_t = 32)]
    pub live_pages_per_client: usize,
    /// Seconds a client has to send a request's head (an idle kept-alive
    /// connection is closed after as long) and, separately, its body.
    #[arg(long, value_name = "SECONDS", default_value_t = 10)]
    pub request_timeout: u64,
    /// The origin browsers see behind a proxy (https://mastermind.example):
    /// the only one whose pages may change anything. Default: the address
    /// the client connected to.
    #[arg(long, value_name = "URL", env = "MASTERMIND_PUBLIC_ORIGIN")]
    pub public_origin: Option<String>,
    /// A proxy in front of the server (its address, repeatable or
    /// comma-separated): from it, the last address of `X-Forwarded-For`
    /// is the client, for the rate limit and the high scores.
    #[arg(
        long = "trusted-proxy",
        value_name = "IP",
        env = "MASTERMIND_TRUSTED_PROXY",
        value_delimiter = ','
    )]
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Days an unfinished game may sit untouched before it is ended as quit.
    #[arg(long, value_name = "DAYS", default_value_t = 30)]
    pub expire_days: u64,
    /// Seconds a stopping server (SIGTERM, Ctrl-C) goes on serving with
    /// /readyz answering 503, so that a load balancer moves players away
    /// before live pages are closed (with 1012, to reconnect elsewhere).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 5,
        env = "MASTERMIND_SHUTDOWN_GRACE"
    )]
    pub shutdown_grace: u64,
    /// Puzzles of each theme to make sure of at start: the missing ones
    /// are generated in the background (the shipped set is always there).
    #[arg(
        long,
        value_name = "COUNT",
        default_value_t = 100,
        env = "MASTERMIND_PUZZLE_SUPPLY"
    )]
    pub puzzle_supply: usize,
    /// Serve Prometheus metrics on this address (GET /metrics), a listener
    /// of its own; off when absent. Keep it off the public network.
    #[arg(long, value_name = "IP:PORT", env = "MASTERMIND_METRICS_ADDR")]
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// How log lines on standard error are written: text for people, json
    /// for log pipelines (one object per line, each request's id in it).
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = LogFormat::Text, env = "MASTERMIND_LOG_FORMAT")]
    pub log_format: LogFormat,
    /// For tests only: also take Web Push subscriptions whose endpoint is
    /// plain HTTP on a loopback address, where a test's own push service
    /// listens. Hidden from --help; never for a server that others use.
    #[arg(long, hide = true)]
    pub push_to_loopback_for_tests: bool,
    /// Send mail through this SMTP server: smtp://[USER:PASSWORD@]HOST[:PORT]
    /// (`?tls=required` for STARTTLS) or smtps://…; none when absent. Needs
    /// --public-origin, for the links in the mails.
    #[arg(long, value_name = "URL", env = "MASTERMIND_SMTP_URL")]
    pub smtp_url: Option<String>,
    /// The sender of the mails: an address, or `Name <address>`.
    /// Default: Mastermind <noreply@the public origin's host>.
    #[arg(long, value_name = "ADDRESS", env = "MASTERMIND_MAIL_FROM")]
    pub mail_from: Option<String>,
    /// The hour of the day (UTC) from which the daily digests are sent.
    #[arg(
        long,
        value_name = "HOUR",
        default_value_t = 7,
        env = "MASTERMIND_DIGEST_HOUR"
    )]
    pub digest_hour: u8,
    /// Seconds between two looks for mail to send (digests due, reminders).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 60,
        env = "MASTERMIND_MAIL_EVERY"
    )]
    pub mail_every: u64,
}

/// See [`ServeArgs::log_format`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}
