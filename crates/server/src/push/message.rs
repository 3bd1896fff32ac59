//! What a push says: the notification's words in the player's language
//! (the account's setting, else the default), as the service worker shows
//! them, and how long and how urgently the push service should try to
//! deliver it.

use std::time::Duration;

use mastermind_api::notifications::NotificationData;
use mastermind_api::push::PushMessage;
use mastermind_i18n::{Language, tr_in};

use crate::assets::static_url;
use crate::notifications::tell::Kind;

/// The longest a push service keeps a message for a device that is off.
const DAY: Duration = Duration::from_secs(86_400);

/// The shortest: a message that would come too late is not worth less.
const MINUTE: Duration = Duration::from_secs(60);

/// How a push is delivered (RFC 8030's `TTL` and `Urgency`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delivery {
    pub ttl: Duration,
    pub urgency: &'static str,
}

/// The message of a notification of `kind` about `subject`, or `None` for
/// a kind that is not pushed.
pub fn message(
    lang: Language,
    kind: Kind,
    subject: &str,
    data: &NotificationData,
) -> Option<PushMessage> {
    let player = data.player.clone().unwrap_or_default();
    let (title, body) = match kind {
        Kind::YourMove => (
            tr_in!(lang, "push-your-move-title"),
            tr_in!(lang, "notification-your-move", player = player),
        ),
        Kind::Challenge if data.rematch => (
            tr_in!(lang, "push-challenge-title"),
            tr_in!(lang, "notification-rematch", player = player),
        ),
        Kind::Challenge => (
            tr_in!(lang, "push-challenge-title"),
            tr_in!(lang, "notification-challenge", player = player),
        ),
        _ => return None,
    };
    Some(PushMessage {
        kind: kind.name().to_string(),
        subject: subject.to_string(),
        title,
        body,
        tag: format!("{}:{subject}", kind.name()),
        lang: lang.tag.to_string(),
        icon: static_url("icons/icon-192.png"),
        url: format!("/duel.html?id={subject}"),
    })
}

/// A move owed is worth delivering until its time runs out (at most a
/// day); a challenge for a day, with no hurry.
pub fn delivery(kind: Kind, data: &NotificationData, now: i64) -> Delivery {
    match kind {
        Kind::YourMove => {
            // A deadline passed leaves nothing: the shortest.
            let left = data.deadline.map_or(DAY, |d| {
                Duration::from_millis(u64::try_from(d.saturating_sub(now)).unwrap_or(0))
            });
            Delivery {
                ttl: left.clamp(MINUTE, DAY),
                urgency: "normal",
            }
        }
        _ => Delivery {
            ttl: DAY,
            urgency: "low",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_i18n::LANGUAGES;

    fn bob() -> NotificationData {
        NotificationData {
            player: Some("bob".to_string()),
            ..NotificationData::default()
        }
    }

    #[test]
    fn a_push_names_its_duel_and_speaks_the_players_language() {
        let en = message(LANGUAGES[0], Kind::YourMove, "d1", &bob()).expect("pushed");
        assert_eq!(en.kind, "your-move");
        assert_eq!(en.subject, "d1");
        assert_eq!(en.url, "/duel.html?id=d1");
        assert_eq!(en.tag, "your-move:d1");
        assert!(en.body.contains("bob"), "{en:?}");
        let da = Language::named("da").expect("Danish");
        let da = message(da, Kind::YourMove, "d1", &bob()).expect("pushed");
        assert_eq!(da.lang, "da");
        assert_ne!(da.title, en.title);
        let rematch = NotificationData {
            rematch: true,
            ..bob()
        };
        let offer = message(LANGUAGES[0], Kind::Challenge, "d2", &rematch).expect("pushed");
        let plain = message(LANGUAGES[0], Kind::Challenge, "d2", &bob()).expect("pushed");
        assert_ne!(offer.body, plain.body);
        assert!(message(LANGUAGES[0], Kind::DuelEnded, "d1", &bob()).is_none());
    }

    #[test]
    fn a_move_is_delivered_until_its_time_runs_out() {
        let at = |deadline: Option<i64>| {
            let data = NotificationData { deadline, ..bob() };
            delivery(Kind::YourMove, &data, 1_000_000).ttl
        };
        assert_eq!(at(None), DAY);
        assert_eq!(at(Some(1_000_000 + 3_600_000)), Duration::from_secs(3600));
        assert_eq!(at(Some(1_000_000 + 9 * 86_400_000)), DAY);
        assert_eq!(at(Some(1_000_000 + 5_000)), MINUTE);
        assert_eq!(at(Some(0)), MINUTE);
        assert_eq!(delivery(Kind::Challenge, &bob(), 0).urgency, "low");
    }
}
