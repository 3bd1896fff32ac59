//! The command line: what to run and for how long.

pub(crate) const USAGE: &str = "\
duel_load: N concurrent duels (online Logik) over WebSockets against servers on one database

usage: duel_load --url http://127.0.0.1:PORT1 --url http://127.0.0.1:PORT2 [options]

  --url URL                  a running server (`mastermind serve --rate-limit 0 ...`); give two:
                             the players of a duel play on different servers (loopback only)
  --duels N                  duels in flight at once (default 100)
  --seconds S                measured interval (default 30, at most 600)
  --turns T                  instead of --seconds: every pair plays T turns, then the run ends
  --think-ms MS              each player thinks a random 0..MS ms before each guess (default 100)
  --break-chance P           chance that a guess is the opponent's code (default 0.05)
  --preset NAME              the duels' preset (default logik: 5 pegs, 8 colours, 10 rows)
  --signup-concurrency C     sign-ups at once, before the clock (default 4)
  --setup-concurrency C      pairs setting up their first duel at once (default 64)
  --bots                     every player a bot account playing with a token of the bot scope
                             (`Authorization: Bearer`), the duels rated: the bot protocol's load
  --cpu-of NAME=PID[,PID..]  also report the CPU time these processes used in the measured
                             interval (e.g. server1=PID); may be repeated
  --help                     this text
";

pub(crate) struct Options {
    pub(crate) urls: Vec<String>,
    pub(crate) duels: usize,
    pub(crate) seconds: u64,
    pub(crate) turns: Option<u64>,
    pub(crate) think_ms: u64,
    pub(crate) break_chance: f64,
    pub(crate) preset: String,
    pub(crate) signup_concurrency: usize,
    pub(crate) setup_concurrency: usize,
    pub(crate) cpu_of: Vec<(String, Vec<u32>)>,
    pub(crate) bots: bool,
}

pub(crate) fn options() -> Result<Options, String> {
    let mut options = Options {
        urls: Vec::new(),
        duels: 100,
        seconds: 30,
        turns: None,
        think_ms: 100,
        break_chance: 0.05,
        preset: "logik".to_string(),
        signup_concurrency: 4,
        setup_concurrency: 64,
        cpu_of: Vec::new(),
        bots: false,
    };
    let mut args = std::env::args();
    args.next();
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            print!("{USAGE}");
            std::process::exit(0);
        }
        if flag == "--bots" {
            options.bots = true;
            continue;
        }
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => options.urls.push(value.trim_end_matches('/').to_string()),
            "--duels" => options.duels = number()?.max(1) as usize,
            "--seconds" => options.seconds = number()?.clamp(1, 600),
            "--turns" => options.turns = Some(number()?.max(1)),
            "--think-ms" => options.think_ms = number()?,
            "--break-chance" => {
                options.break_chance = value
                    .parse::<f64>()
                    .ok()
                    .filter(|p| (0.0..=1.0).contains(p))
                    .ok_or(format!("{flag}: a probability from 0 to 1"))?;
            }
            "--preset" => options.preset = value,
            "--signup-concurrency" => options.signup_concurrency = number()?.max(1) as usize,
            "--setup-concurrency" => options.setup_concurrency = number()?.max(1) as usize,
            "--cpu-of" => {
                let (name, pids) = value
                    .split_once('=')
                    .ok_or(format!("{flag}: NAME=PID[,PID...]"))?;
                let pids = pids
                    .split(',')
                    .map(|p| p.trim().parse::<u32>().map_err(|e| format!("{flag}: {e}")))
                    .collect::<Result<Vec<_>, _>>()?;
                options.cpu_of.push((name.to_string(), pids));
            }
            other => return Err(format!("unknown option {other} (see --help)")),
        }
    }
    if options.urls.is_empty() {
        return Err("give the servers with --url (twice: see --help)".to_string());
    }
    for url in &options.urls {
        let authority = url
            .strip_prefix("http://")
            .and_then(|rest| rest.split('/').next())
            .unwrap_or("");
        let loopback = authority == "localhost"
            || authority.starts_with("localhost:")
            || authority
                .parse::<std::net::SocketAddr>()
                .is_ok_and(|addr| addr.ip().is_loopback());
        if !loopback {
            return Err(format!("{url} is not a loopback address"));
        }
    }
    Ok(options)
}
