//! The notification centre: what happened that concerns an account, each
//! kept until read, and the live count of those unread.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What a notification tells, besides its kind: what a page needs to word
/// it in the reader's language. Fields a kind does not use are absent.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NotificationData {
    /// The other player (the opponent, the challenger, who accepted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// When the reader's time for the move runs out (Unix ms), in a timed
    /// duel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<i64>,
    /// How a duel ended for the reader: `won`, `lost` or `drawn`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// A challenge that offers a rematch of a duel.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rematch: bool,
    /// The tournament's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<String>,
    /// When the tournament starts (Unix ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_at: Option<i64>,
}

/// One notification.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NotificationView {
    pub id: String,
    /// `your-move` (a duel waits for your move), `challenge` (one addressed
    /// to you), `challenge-accepted` (yours: the duel begins), `duel-ended`
    /// `tournament-starting` (one you joined, in a few minutes) or
    /// `friend-online` (a player you follow came online; only if asked
    /// for).
    pub kind: String,
    /// The duel it is about; for `tournament-starting`, the tournament;
    /// for `friend-online`, the player's name.
    pub subject: String,
    pub data: NotificationData,
    /// When it happened (Unix ms).
    pub created_at: i64,
    pub read: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NotificationList {
    /// The newest 50, newest first.
    pub notifications: Vec<NotificationView>,
    /// How many are unread, of all kept.
    pub unread: i64,
}

/// Marks read what the reader saw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReadRequest {
    /// The `created_at` of the newest notification shown: it and every
    /// older one are marked read; one that came after stays unread.
    pub up_to: i64,
}

/// A message of the notifications' socket (`/api/notifications/live`):
/// the count at once, then again whenever it changes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum NotificationMessage {
    Unread {
        unread: i64,
        /// The account's duels in play waiting for its move.
        your_move: i64,
    },
    Closed {
        code: u16,
        reason: String,
    },
}
