//! Web Push: the server's public key a browser subscribes with, the
//! subscription it sends back, and the message the server pushes to it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The key the server signs its pushes with (VAPID, RFC 8292): what a
/// browser's `pushManager.subscribe` takes as `applicationServerKey`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PushKey {
    /// The P-256 public key as an uncompressed point, base64url without
    /// padding.
    pub key: String,
}

/// A browser's keys for the messages pushed to it (RFC 8291).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PushKeys {
    /// Its P-256 public key (an uncompressed point, 65 bytes), base64url.
    pub p256dh: String,
    /// Its authentication secret (16 bytes), base64url.
    pub auth: String,
}

/// A device to push to: the browser's `PushSubscription.toJSON()`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PushSubscriptionRequest {
    /// The push service's address for this device (https).
    pub endpoint: String,
    /// When the push service will drop it (Unix ms), if it says; unused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expiration_time: Option<f64>,
    pub keys: PushKeys,
}

/// The device to stop pushing to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PushEndpoint {
    pub endpoint: String,
}

/// A device the account allowed notifications on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PushDevice {
    pub endpoint: String,
    /// When it was allowed (Unix ms).
    pub created_at: i64,
    /// When its push service last took a message for it (Unix ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub used_at: Option<i64>,
}

/// What is pushed to a device, encrypted for it: the service worker
/// (`/sw.js`) shows `title` and `body`, already in the player's language,
/// and opens `url` when the notification is clicked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PushMessage {
    /// The notification's kind: `your-move` or `challenge`.
    pub kind: String,
    /// The duel it is about.
    pub subject: String,
    pub title: String,
    pub body: String,
    /// One notification per kind and duel: a newer one replaces it.
    pub tag: String,
    /// The language of `title` and `body` (a BCP 47 tag).
    pub lang: String,
    pub icon: String,
    /// The site's page to open (a path).
    pub url: String,
}
