//! Personal access tokens.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A token as its owner sees it listed.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TokenView {
    pub id: String,
    pub name: String,
    /// `read`, `play`, `challenge`, `tournament`, `bot`.
    pub scopes: Vec<String>,
    /// Unix ms.
    pub created_at: i64,
    /// The last request made with it (to the minute), Unix ms.
    pub used_at: Option<i64>,
}

/// A token just made, with its secret: shown this once.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CreatedToken {
    #[serde(flatten)]
    pub token: TokenView,
    /// `mmt_` and 64 hexadecimal digits: send it as `Authorization: Bearer
    /// <secret>`. It cannot be shown again.
    pub secret: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewTokenRequest {
    /// What it is for, to tell it from the others ("my bot").
    pub name: String,
    /// At least one of `read`, `play`, `challenge`, `tournament`, `bot`.
    pub scopes: Vec<String>,
}
