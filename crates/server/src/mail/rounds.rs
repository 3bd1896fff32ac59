//! The postman's rounds: every server looks now and then; each digest and
//! each reminder is claimed in the database before it is sent, so that one
//! server sends it however many look, and a mail that could not go is
//! given back for the next look.

use std::sync::Arc;

use mastermind_core::duel::Side;
use mastermind_store::prelude::*;
use mastermind_store::{DuelQuery, Recipient, StoreError, now_millis};

use super::Mailer;
use super::letters::{self, Waiting, language};

const DAY_MS: i64 = 86_400_000;
const HOUR_MS: i64 = 3_600_000;
/// Accounts taken per query.
const BATCH: i64 = 200;
/// A player's duels in play, at most, read for a mail.
const DUELS: i64 = 1_000;
/// Reminders sent are kept this long (well past any deadline they were
/// about), then forgotten.
const KEEP_REMINDERS_MS: i64 = 40 * DAY_MS;

pub(super) async fn run(store: impl Backend, mailer: Arc<Mailer>) {
    let mut tick = tokio::time::interval(mailer.every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if let Err(e) = round(&store, &mailer, now_millis()).await {
            tracing::warn!("the mail was not looked at: {e}");
        }
    }
}

/// What one round sent.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sent {
    pub digests: usize,
    pub reminders: usize,
}

/// One look at `now`: the day's digests once its hour has come, then the
/// reminders due.
pub(crate) async fn round(
    store: &impl Backend,
    mailer: &Mailer,
    now: i64,
) -> Result<Sent, StoreError> {
    let mut sent = Sent::default();
    let day = now.div_euclid(DAY_MS);
    if now.rem_euclid(DAY_MS) >= i64::from(mailer.digest_hour) * HOUR_MS {
        sent.digests = digests(store, mailer, day, now).await?;
    }
    sent.reminders = reminders(store, mailer, now).await?;
    // A write, so not on every look: once an hour is plenty for what is
    // kept 40 days.
    if now.rem_euclid(HOUR_MS) < mailer.every.as_millis().try_into().unwrap_or(HOUR_MS) {
        store
            .forget_email_reminders(now - KEEP_REMINDERS_MS)
            .await?;
    }
    Ok(sent)
}

async fn digests(
    store: &impl Backend,
    mailer: &Mailer,
    day: i64,
    now: i64,
) -> Result<usize, StoreError> {
    let mut sent = 0;
    loop {
        let due = store.digests_due(day, BATCH).await?;
        if due.is_empty() {
            return Ok(sent);
        }
        for r in due {
            // Claimed even when nothing waits: the day's digest is then
            // that nothing is sent.
            if !store.claim_digest(&r.account, day).await? {
                continue;
            }
            let duels = waiting(store, &r.account).await?;
            if duels.is_empty() {
                continue;
            }
            let lang = language(r.language.as_deref());
            let letter = letters::digest(
                mailer,
                lang,
                &r.name,
                &r.address,
                &r.unsubscribe_key,
                &duels,
                now,
            );
            match mailer.send(letter).await {
                Ok(()) => sent += 1,
                Err(e) => {
                    tracing::warn!(account = %r.account, "a digest could not be sent: {e}");
                    store.release_digest(&r.account, day).await?;
                    // The server is unreachable or refuses: try the rest
                    // on the next look.
                    return Ok(sent);
                }
            }
        }
    }
}

async fn reminders(store: &impl Backend, mailer: &Mailer, now: i64) -> Result<usize, StoreError> {
    let mut sent = 0;
    for r in store.reminded(10 * BATCH).await? {
        for duel in waiting(store, &r.account).await? {
            if !due(&r, &duel, now) {
                continue;
            }
            let Some(deadline) = duel.deadline else {
                continue;
            };
            let key = format!("{}:{deadline}", duel.id);
            if !store.claim_email_reminder(&r.account, &key, now).await? {
                continue;
            }
            let lang = language(r.language.as_deref());
            let letter = letters::reminder(
                mailer,
                lang,
                &r.name,
                &r.address,
                &r.unsubscribe_key,
                &duel,
                now,
            );
            if let Err(e) = mailer.send(letter).await {
                tracing::warn!(account = %r.account, "a reminder could not be sent: {e}");
                store.release_email_reminder(&r.account, &key).await?;
                return Ok(sent);
            }
            sent += 1;
        }
    }
    Ok(sent)
}

/// Whether `duel`'s clock has less than the player's chosen hours left.
fn due(r: &Recipient, duel: &Waiting, now: i64) -> bool {
    duel.deadline
        .is_some_and(|d| d > now && d - now <= r.remind_hours * HOUR_MS)
}

/// The duels (with another person; the computer does not wait) waiting for
/// `account`'s move, the most urgent first; only correspondence duels carry
/// a deadline here, as a live duel's is over long before a mail is read.
pub(crate) async fn waiting(
    store: &impl Backend,
    account: &str,
) -> Result<Vec<Waiting>, StoreError> {
    let mut waiting = Vec::new();
    for saved in store
        .list_duels(DuelQuery::Playing { account }, DUELS)
        .await?
    {
        let Some(duel) = saved.duel.as_ref().filter(|_| saved.computer.is_none()) else {
            continue;
        };
        let seat = |side: Side| saved.seats[side].as_ref();
        let Some(side) = Side::BOTH
            .into_iter()
            .find(|s| seat(*s).is_some_and(|seat| seat.account == account))
        else {
            continue;
        };
        if !duel.phase().awaits(side) {
            continue;
        }
        let deadline = duel
            .deadline(side)
            .filter(|_| duel.rules().time_control().is_correspondence())
            .map(|m| i64::try_from(m.millis()).unwrap_or(i64::MAX));
        waiting.push(Waiting {
            id: saved.id.clone(),
            opponent: seat(side.other()).map_or_else(String::new, |s| s.name.clone()),
            deadline,
        });
    }
    waiting.sort_by_key(|w| (w.deadline.is_none(), w.deadline));
    Ok(waiting)
}
