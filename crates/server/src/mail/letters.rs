//! The mails' words, in the player's language (the account's choice, else
//! the site's first), each from the catalogues' `mail` area.

use mastermind_i18n::{Language, tr_in};

use super::{Letter, Mailer};

/// A duel waiting for the player's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Waiting {
    pub id: String,
    pub opponent: String,
    /// When the player's time runs out (Unix ms), in a timed duel.
    pub deadline: Option<i64>,
}

const HOUR_MS: i64 = 3_600_000;

pub(crate) fn language(tag: Option<&str>) -> Language {
    tag.and_then(Language::named)
        .unwrap_or_else(Language::default_language)
}

/// Hours left until `deadline`, each begun counted.
fn hours_left(deadline: i64, now: i64) -> u64 {
    (deadline - now)
        .max(0)
        .unsigned_abs()
        .div_ceil(HOUR_MS.unsigned_abs())
}

fn footer(mailer: &Mailer, lang: Language, key: &str) -> String {
    tr_in!(
        lang,
        "mail-footer",
        account = mailer.link("/account.html"),
        unsubscribe = mailer.unsubscribe_link(key)
    )
}

fn duel_line(mailer: &Mailer, lang: Language, duel: &Waiting, now: i64) -> String {
    let link = mailer.link(&format!("/duel.html?id={}", duel.id));
    match duel.deadline {
        Some(deadline) => tr_in!(
            lang,
            "mail-digest-duel",
            opponent = duel.opponent.clone(),
            hours = hours_left(deadline, now),
            link = link
        ),
        None => tr_in!(
            lang,
            "mail-digest-duel-untimed",
            opponent = duel.opponent.clone(),
            link = link
        ),
    }
}

/// The confirmation of a new address.
pub(crate) fn verification(
    mailer: &Mailer,
    lang: Language,
    name: &str,
    to: &str,
    secret: &str,
) -> Letter {
    let link = mailer.link(&format!("/api/email/verify?token={secret}"));
    let body = [
        tr_in!(lang, "mail-hello", name = name.to_string()),
        tr_in!(lang, "mail-verify-text"),
        link,
        tr_in!(lang, "mail-verify-ignore"),
    ];
    Letter {
        to: to.to_string(),
        subject: tr_in!(lang, "mail-verify-subject"),
        body: body.join("\n\n") + "\n",
        unsubscribe: None,
    }
}

/// The day's digest of `duels` (at least one).
pub(crate) fn digest(
    mailer: &Mailer,
    lang: Language,
    name: &str,
    to: &str,
    key: &str,
    duels: &[Waiting],
    now: i64,
) -> Letter {
    let lines: Vec<String> = duels
        .iter()
        .map(|d| format!("- {}", duel_line(mailer, lang, d, now)))
        .collect();
    let body = [
        tr_in!(lang, "mail-hello", name = name.to_string()),
        tr_in!(lang, "mail-digest-intro", count = duels.len()),
        lines.join("\n"),
        footer(mailer, lang, key),
    ];
    Letter {
        to: to.to_string(),
        subject: tr_in!(lang, "mail-digest-subject", count = duels.len()),
        body: body.join("\n\n") + "\n",
        unsubscribe: Some(key.to_string()),
    }
}

/// The reminder that `duel`'s clock runs out soon.
pub(crate) fn reminder(
    mailer: &Mailer,
    lang: Language,
    name: &str,
    to: &str,
    key: &str,
    duel: &Waiting,
    now: i64,
) -> Letter {
    let hours = duel.deadline.map_or(0, |d| hours_left(d, now));
    let link = mailer.link(&format!("/duel.html?id={}", duel.id));
    let body = [
        tr_in!(lang, "mail-hello", name = name.to_string()),
        tr_in!(
            lang,
            "mail-reminder-text",
            opponent = duel.opponent.clone(),
            hours = hours
        ),
        link,
        footer(mailer, lang, key),
    ];
    Letter {
        to: to.to_string(),
        subject: tr_in!(
            lang,
            "mail-reminder-subject",
            opponent = duel.opponent.clone(),
            hours = hours
        ),
        body: body.join("\n\n") + "\n",
        unsubscribe: Some(key.to_string()),
    }
}
