//! What is told to whom, decided where each move is saved (the move path
//! knows who moved): the opponent of a move that leaves them owing one
//! ("your move"), the player a challenge is addressed to, the challenger
//! whose challenge was accepted, the players of a duel that ended without
//! their move, the players of a tournament's new pairing, the players of a
//! tournament about to start (once, by the server that claims it), the
//! followers who asked for it of a player who came online. Each happening
//! is written under a key that names it, so a move retried or heard twice
//! tells once; the account's open pages are told the new count at once.
//! A player's own move in a duel marks what they were told of it read.
//! A "your move" or a challenge newly told is pushed to the player's
//! devices too ([`Pusher::notified`]: only while no page of theirs is open).
//! Telling never fails a move: the move is durable before, and a
//! notification that could not be written is logged.

use mastermind_api::notifications::NotificationData;
use mastermind_core::duel::{Duel, Phase, Side};
use mastermind_store::prelude::*;
use mastermind_store::{NewNotification, SavedDuel, SavedTournament, StoreError, now_millis};

use crate::bus::{Change, publish};
use crate::push::Pusher;

/// What a notification is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    YourMove,
    Challenge,
    ChallengeAccepted,
    DuelEnded,
    TournamentStarting,
    FriendOnline,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::YourMove => "your-move",
            Kind::Challenge => "challenge",
            Kind::ChallengeAccepted => "challenge-accepted",
            Kind::DuelEnded => "duel-ended",
            Kind::TournamentStarting => "tournament-starting",
            Kind::FriendOnline => "friend-online",
        }
    }

    /// How long before a happening of this kind, recurring under one key,
    /// is told again; `None`: once.
    fn again_after(self) -> Option<i64> {
        match self {
            Kind::FriendOnline => Some(ONLINE_EVERY_MS),
            _ => None,
        }
    }
}

/// Tells `account` of a happening in `subject` (a duel, a tournament),
/// once under `key`; whether this call told it.
async fn tell(
    store: &impl Backend,
    account: &str,
    kind: Kind,
    subject: &str,
    key: &str,
    data: &NotificationData,
) -> bool {
    let told = async {
        let data = serde_json::to_string(data).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let new = NewNotification {
            account,
            kind: kind.name(),
            subject,
            key,
            data: &data,
            at: now_millis(),
            again_after: kind.again_after(),
        };
        store.notify(&new).await
    };
    match told.await {
        Ok(true) => {
            counted(store, account).await;
            true
        }
        Ok(false) => false,
        Err(e) => {
            tracing::warn!("{account} was not told of {key}: {e}");
            false
        }
    }
}

/// Tells and pushes: a happening told for the first time goes to the
/// account's devices as well.
async fn tell_and_push(
    store: &impl Backend,
    push: &Pusher,
    told: (&str, Kind, &str),
    key: &str,
    data: &NotificationData,
) {
    let (account, kind, subject) = told;
    if tell(store, account, kind, subject, key, data).await {
        push.notified(store, account, kind, subject, data);
    }
}

/// Word to `account`'s open pages that its counts changed (notifications
/// unread, duels owed a move).
pub async fn counted(store: &impl Backend, account: &str) {
    let change = Change {
        kind: "notifications".to_string(),
        id: account.to_string(),
        version: 0,
    };
    publish(store, change).await;
}

/// The phase's mark in a key: a move owed is told once per phase.
fn phase_mark(phase: Phase) -> String {
    match phase {
        Phase::Codes { .. } => "codes".to_string(),
        Phase::Guesses { turn, .. } => format!("turn-{turn}"),
        Phase::Over => "over".to_string(),
    }
}

/// After a move by `mover` (`None`: the clock ended it) in `saved`, which
/// left `duel`: the other player is told it is their move or how it ended;
/// the mover's notifications of this duel are read (they are on it).
pub async fn after_duel_move(
    store: &impl Backend,
    push: &Pusher,
    saved: &SavedDuel,
    duel: &Duel,
    mover: Option<Side>,
) {
    if saved.computer.is_some() {
        return;
    }
    if let Some(seat) = mover.and_then(|side| saved.seats[side].as_ref()) {
        match store
            .read_notifications_about(&seat.account, &saved.id, now_millis())
            .await
        {
            Ok(0) => {}
            Ok(_) => counted(store, &seat.account).await,
            Err(e) => tracing::warn!("{}'s notifications stay unread: {e}", seat.account),
        }
    }
    let phase = duel.phase();
    for side in Side::BOTH {
        if Some(side) == mover {
            continue;
        }
        let Some(seat) = saved.seats[side].as_ref() else {
            continue;
        };
        let player = Some(duel.rules().player(side.other()).to_string());
        if let Some(result) = duel.result() {
            let result = match result.winner {
                None => "drawn",
                Some(winner) if winner == side => "won",
                Some(_) => "lost",
            };
            let data = NotificationData {
                player,
                result: Some(result.to_string()),
                ..NotificationData::default()
            };
            let key = format!("ended:{}", saved.id);
            tell(
                store,
                &seat.account,
                Kind::DuelEnded,
                &saved.id,
                &key,
                &data,
            )
            .await;
        } else if mover.is_some() && phase.awaits(side) {
            let data = NotificationData {
                player,
                deadline: duel
                    .deadline(side)
                    .and_then(|d| i64::try_from(d.millis()).ok()),
                ..NotificationData::default()
            };
            let key = format!("move:{}:{}", saved.id, phase_mark(phase));
            let told = (seat.account.as_str(), Kind::YourMove, saved.id.as_str());
            tell_and_push(store, push, told, &key, &data).await;
        }
    }
}

/// A challenge made (or a rematch offered) to the player named in it.
pub async fn challenged(
    store: &impl Backend,
    push: &Pusher,
    id: &str,
    challenger: (&str, &str),
    to: &str,
    rematch: bool,
) {
    let (account, name) = challenger;
    if account == to {
        return;
    }
    let data = NotificationData {
        player: Some(name.to_string()),
        rematch,
        ..NotificationData::default()
    };
    let key = format!("challenge:{id}");
    tell_and_push(store, push, (to, Kind::Challenge, id), &key, &data).await;
}

/// A challenge accepted: its maker is told who took it up.
pub async fn accepted(store: &impl Backend, saved: &SavedDuel, by: (&str, &str)) {
    let Some(challenger) = saved.challenger.as_ref() else {
        return;
    };
    if challenger.account == by.0 {
        return;
    }
    let data = NotificationData {
        player: Some(by.1.to_string()),
        ..NotificationData::default()
    };
    let key = format!("accepted:{}", saved.id);
    tell(
        store,
        &challenger.account,
        Kind::ChallengeAccepted,
        &saved.id,
        &key,
        &data,
    )
    .await;
    // The duel begun owes the accepting player a code too.
    counted(store, by.0).await;
}

/// A tournament's new duel: each of its two players owes a code.
pub async fn paired(
    store: &impl Backend,
    push: &Pusher,
    duel_id: &str,
    players: [(&str, &str); 2],
    duel: &Duel,
) {
    for (i, (account, _)) in players.iter().enumerate() {
        let opponent = players[1 - i].1;
        let side = if i == 0 { Side::White } else { Side::Black };
        let data = NotificationData {
            player: Some(opponent.to_string()),
            deadline: duel
                .deadline(side)
                .and_then(|d| i64::try_from(d.millis()).ok()),
            ..NotificationData::default()
        };
        let key = format!("move:{duel_id}:codes");
        tell_and_push(store, push, (account, Kind::YourMove, duel_id), &key, &data).await;
    }
}

/// A tournament about to start: each player in it is told when.
pub async fn starting(store: &impl Backend, t: &SavedTournament) {
    let data = NotificationData {
        tournament: Some(t.name.clone()),
        starts_at: Some(t.starts_at),
        ..NotificationData::default()
    };
    let key = format!("starting:{}", t.id);
    for player in t.players.iter().filter(|p| p.entrant.active) {
        let account = &player.entrant.account;
        tell(store, account, Kind::TournamentStarting, &t.id, &key, &data).await;
    }
}

/// Told at most once an hour that one player came online: in any hour,
/// not once a clock hour (two arrivals either side of 11:00 tell once).
const ONLINE_EVERY_MS: i64 = 3_600_000;

/// Who is told that one player came online, fixed at the moment it did.
#[derive(Debug)]
pub struct CameOnline {
    name: String,
    key: String,
    followers: Vec<String>,
}

/// Who is told that `accounts` came online (each found offline by the one
/// server whose write found it so): the players following them who asked
/// for it by then. Read when the arrival is written, so that a player who
/// follows or asks only afterwards is not told of an arrival before it.
pub async fn came_online(store: &impl Backend, accounts: &[String]) -> Vec<CameOnline> {
    let mut told = Vec::new();
    for account in accounts {
        // Most arrivals have nobody to tell: the followers are read first.
        let found = async {
            let followers = store.told_online(account).await?;
            if followers.is_empty() {
                return Ok(None);
            }
            let name = store.account(account).await?.map(|a| a.name);
            Ok::<_, StoreError>(name.map(|name| (name, followers)))
        };
        let (name, followers) = match found.await {
            Ok(Some(found)) => found,
            Ok(None) => continue,
            Err(e) => {
                tracing::warn!("the followers of {account} were not told it came online: {e}");
                continue;
            }
        };
        let key = format!("online:{account}");
        told.push(CameOnline {
            name,
            key,
            followers,
        });
    }
    told
}

/// Tells what [`came_online`] found.
pub async fn tell_came_online(store: &impl Backend, arrivals: Vec<CameOnline>) {
    for CameOnline {
        name,
        key,
        followers,
    } in arrivals
    {
        let data = NotificationData {
            player: Some(name.clone()),
            ..NotificationData::default()
        };
        for follower in followers {
            tell(store, &follower, Kind::FriendOnline, &name, &key, &data).await;
        }
    }
}
