//! The wire types of the platform's HTTP API: every request body and view
//! the server speaks, with its OpenAPI schema (utoipa), in one crate that
//! the server serialises and its clients (the terminal's online play, bots
//! written in Rust) deserialise. A field added here reaches every client
//! at once; no client reads the server's JSON by string index.
//!
//! Views derive both `Serialize` and `Deserialize`; request bodies refuse
//! unknown fields, views accept them (a newer server may add some).

pub mod accounts;
pub mod board;
pub mod bots;
pub mod daily;
pub mod duels;
pub mod error;
pub mod friends;
pub mod games;
pub mod live;
pub mod notifications;
pub mod players;
pub mod push;
pub mod puzzles;
pub mod series;
pub mod setup;
pub mod statistics;
pub mod tokens;
pub mod tournaments;
