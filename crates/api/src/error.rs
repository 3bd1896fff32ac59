//! The body of every 4xx and 5xx answer.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The body of every 4xx and 5xx answer of the API.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    /// What went wrong, for a person, in English.
    pub error: String,
    /// What went wrong, for a program: a stable code (`not_your_turn`,
    /// `code_already_set`, …; every one is listed in this document), for a
    /// client to say in its own words.
    pub code: String,
    /// For a contradiction in a codebreaker's history: the smallest set of
    /// turns (1-based) that no code fits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inconsistent: Option<Vec<usize>>,
    /// For a move that names a turn already played (a retry): the game,
    /// series or duel as it stands, as its own route shows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub current: Option<serde_json::Value>,
}
