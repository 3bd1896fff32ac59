//! `mastermind bot --server URL --token-file FILE`: a program playing for an
//! account, through the same API and the same move path as a person. It
//! follows the account's stream (`/api/account/stream`): accepts the
//! challenges addressed to it that `--accept` allows (and declines the
//! others), plays every duel it is in (challenges it made, accepted, and
//! tournament pairings) with a solver strategy, and with `--challenge NAME`
//! challenges a player first. It stops after `--duels N` duels have ended,
//! or when interrupted; a duel still in play then goes on without it (a
//! bot started again picks it up).
//!
//! Exit status: 0 after the duels asked for, 1 when the server cannot be
//! reached, 2 on a bad command line, 3 when the token is refused.

mod args;
mod duel;
mod lines;

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use mastermind_api::duels::{CreatedDuel, DuelSummary, NewDuelRequest};
use mastermind_api::live::AccountMessage;
use mastermind_i18n::tr;
use mastermind_solver::Strategy;
use serde_json::json;
use tokio::sync::mpsc;

use crate::online::api::{Api, Failure};
use crate::usage::{Exit, usage};
pub use args::{BotArgs, help};
use lines::Lines;

/// A stream silent this long (the server writes an empty line every 10 s)
/// is dead: it is opened again.
const SILENCE: Duration = Duration::from_secs(40);

/// What the bot plays with and which challenges it takes.
#[derive(Debug, Clone)]
struct Plan {
    strategy: Strategy,
    rated: bool,
    casual: bool,
}

pub fn run(args: BotArgs) -> anyhow::Result<()> {
    let token = crate::online::read_token(&args.token_file)?;
    let strategy: Strategy = args.strategy.parse().map_err(|e| usage(format!("{e}")))?;
    let (rated, casual) = accepting(&args.accept)?;
    let time_control = crate::online::time_control(&args.time_control)?;
    let mut api = Api::new(&args.server, args.ca_cert.as_deref()).map_err(usage)?;
    api.use_token(token);
    let api = Arc::new(api);
    let plan = Plan {
        strategy,
        rated,
        casual,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-no-runtime"))?;
    runtime.block_on(async {
        let name = match api.token_account().await {
            Ok(name) => name,
            Err(Failure::Refused(_, message)) => {
                eprintln!(
                    "mastermind: {}",
                    tr!("cmd-token-refused", message = message)
                );
                return Err(Exit(3).into());
            }
            Err(other) => return Err(other.into()),
        };
        say(&tr!(
            "cmd-bot-ready",
            name = name.as_str(),
            strategy = strategy.name()
        ));
        if let Some(opponent) = &args.challenge {
            let challenge = NewDuelRequest {
                preset: Some(args.preset.clone()),
                setup: None,
                opponent: Some(opponent.clone()),
                link: None,
                time_control: Some(time_control),
                rated: args.rated,
            };
            let created: CreatedDuel = api
                .post("/api/duels", &challenge)
                .await
                .map_err(crate::online::bad_id)?;
            say(&tr!(
                "cmd-bot-challenged",
                opponent = opponent.as_str(),
                id = created.id.as_str()
            ));
        }
        follow(&api, &name, &plan, args.duels).await
    })
}

/// `rated,casual`, `rated`, `casual` or `none`: which challenges to accept.
fn accepting(text: &str) -> anyhow::Result<(bool, bool)> {
    let mut kinds = (false, false);
    for kind in text.split(',').map(str::trim) {
        match kind {
            "rated" => kinds.0 = true,
            "casual" => kinds.1 = true,
            "none" => {}
            _ => return Err(usage(tr!("cmd-bot-accept-bad", text = text))),
        }
    }
    Ok(kinds)
}

/// Follows the account's stream until `duels` duels have ended (never with
/// 0): takes challenges, starts a player for each duel in play.
async fn follow(api: &Arc<Api>, name: &str, plan: &Plan, duels: u32) -> anyhow::Result<()> {
    let (ended_tx, mut ended) = mpsc::unbounded_channel::<String>();
    let mut playing: HashSet<String> = HashSet::new();
    let mut finished = 0;
    let mut lines = open(api).await?;
    loop {
        tokio::select! {
            line = lines.next(SILENCE) => match line {
                Some(line) if line.trim().is_empty() => {}
                Some(line) => {
                    let Ok(message) = serde_json::from_str::<AccountMessage>(&line) else {
                        continue;
                    };
                    let started = match message {
                        AccountMessage::State { challenges, playing } => {
                            for challenge in &challenges {
                                consider(api, name, plan, challenge).await;
                            }
                            playing.into_iter().map(|d| d.id).collect()
                        }
                        AccountMessage::Challenge { duel } => {
                            consider(api, name, plan, &duel).await;
                            Vec::new()
                        }
                        AccountMessage::DuelStarted { duel } => vec![duel.id],
                        AccountMessage::Closed { code: 4001, reason } => {
                            eprintln!("mastermind: {}", tr!("cmd-token-refused", message = reason));
                            return Err(Exit(3).into());
                        }
                        _ => Vec::new(),
                    };
                    for id in started {
                        if playing.insert(id.clone()) {
                            let (api, plan, ended_tx) = (Arc::clone(api), plan.clone(), ended_tx.clone());
                            tokio::spawn(async move {
                                if let Err(e) = duel::play(&api, &id, &plan).await {
                                    eprintln!("mastermind: {}", tr!("cmd-bot-duel-failed", id = id.as_str(), problem = e.to_string()));
                                }
                                let _ = ended_tx.send(id);
                            });
                        }
                    }
                }
                // Closed or silent (a restart): open it again.
                None => {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    lines = open(api).await?;
                }
            },
            Some(id) = ended.recv() => {
                playing.remove(&id);
                finished += 1;
                if duels > 0 && finished >= duels {
                    return Ok(());
                }
            }
        }
    }
}

/// Opens the account's stream, trying a while when the server is away.
async fn open(api: &Api) -> anyhow::Result<Lines> {
    let mut wait = Duration::from_millis(250);
    let mut last = None;
    for _ in 0..8 {
        match api.stream("/api/account/stream").await {
            Ok(response) => return Ok(Lines::new(response)),
            Err(Failure::Refused(status, message)) if status.as_u16() == 401 => {
                eprintln!(
                    "mastermind: {}",
                    tr!("cmd-token-refused", message = message)
                );
                return Err(Exit(3).into());
            }
            Err(refused @ Failure::Refused(..)) => return Err(refused.into()),
            Err(failure) => last = Some(failure),
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(Duration::from_secs(4));
    }
    Err(anyhow::anyhow!(tr!(
        "cmd-server-lost",
        problem = last.map_or_else(String::new, |f| f.to_string())
    )))
}

/// Accepts a challenge addressed to the bot when `plan` takes its kind and
/// the solver can play its setup; declines it otherwise. Challenges open
/// to anyone are left to people.
async fn consider(api: &Api, name: &str, plan: &Plan, challenge: &DuelSummary) {
    let addressed = challenge
        .opponent
        .as_deref()
        .is_some_and(|o| o.eq_ignore_ascii_case(name));
    if !addressed || !challenge.can_accept {
        return;
    }
    let kind = if challenge.rated {
        plan.rated
    } else {
        plan.casual
    };
    let playable = challenge
        .setup
        .to_setup()
        .is_some_and(|s| mastermind_solver::supports(&s));
    let id = challenge.id.as_str();
    let from = challenge.challenger.as_deref().unwrap_or("?");
    let (action, said) = if kind && playable {
        (
            "accept",
            tr!("cmd-bot-accepted", id = id, challenger = from),
        )
    } else {
        (
            "decline",
            tr!("cmd-bot-declined", id = id, challenger = from),
        )
    };
    match api
        .act(&format!("/api/duels/{id}/{action}"), &json!({}))
        .await
    {
        Ok(()) => say(&said),
        Err(failure) => eprintln!("mastermind: {failure}"),
    }
}

/// One line of what the bot does, on standard output.
fn say(line: &str) {
    println!("{line}");
}
