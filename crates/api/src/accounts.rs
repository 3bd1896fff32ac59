//! Accounts: sign-up, log-in, settings.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A name and a password.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 3 to 20 letters, digits, `-` and `_`; unique whatever the case.
    pub name: String,
    /// At least 8 characters.
    pub password: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AccountView {
    pub name: String,
    /// Unix milliseconds.
    pub created_at: i64,
    /// Nobody else sees the player online.
    pub hide_online: bool,
    /// The language the player chose (`en`, `da`); null until they choose.
    pub language: Option<String>,
    /// Told (in the notification centre) when a player it follows comes
    /// online.
    #[serde(default)]
    pub tell_friends_online: bool,
    /// A bot account (for good): it plays through the API, marked BOT, in
    /// the codebreaker league.
    #[serde(default)]
    pub bot: bool,
    /// Challenges from bots refused (a person's choice).
    #[serde(default)]
    pub refuse_bots: bool,
}

/// The account's settings to change; those left out stay as they are.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Hide being online from every other player.
    pub hide_online: Option<bool>,
    /// The language of the pages: `en` or `da`.
    pub language: Option<String>,
    /// Be told when a player one follows comes online.
    pub tell_friends_online: Option<bool>,
    /// Refuse challenges from bots (a person's choice; a bot has none).
    pub refuse_bots: Option<bool>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    pub current: String,
    pub password: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Confirmation {
    pub password: String,
}

/// Vacation: the days of the year's allowance and the vacation going on.
/// While away, the clocks of the player's correspondence duels stand still
/// for them.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct VacationView {
    /// The year (UTC) the allowance is for.
    pub year: i32,
    /// Vacation days a year.
    pub allowance: u32,
    /// Days used this year (each day begun counts).
    pub used: u32,
    /// Days left this year.
    pub left: u32,
    /// When the vacation going on began and ends (Unix ms); null when none.
    pub away_from: Option<i64>,
    pub away_until: Option<i64>,
}

/// A vacation to start now.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VacationStart {
    /// 1 to the days left this year.
    pub days: u32,
}

/// The account's email: its address (none until given), whether it is
/// confirmed, and what it wants mailed.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct EmailView {
    /// Whether this site sends mail at all (an SMTP server configured).
    pub mail: bool,
    pub address: Option<String>,
    /// The link mailed to the address was followed.
    pub verified: bool,
    /// A daily digest of the duels waiting for the player's move.
    pub digest: bool,
    /// One reminder when a correspondence clock has less than this many
    /// hours left; 0 for none.
    pub remind_hours: i64,
}

/// A new address: a link to confirm it is mailed to it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailAddress {
    pub address: String,
}

/// What the account wants mailed; those left out stay as they are.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailWishes {
    pub digest: Option<bool>,
    /// 0 (none) to 72.
    pub remind_hours: Option<i64>,
}
