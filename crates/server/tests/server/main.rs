//! The server's tests, one binary (one link of the whole server rather than
//! one per file): each module is one story, on SQLite by default and on
//! PostgreSQL in `./scripts/test`'s second run
//! (`MASTERMIND_TEST_SERVER_DATABASE=postgres`).

#[path = "common/duel_client.rs"]
mod client;
mod common;
#[path = "common/push_service.rs"]
mod push_service;
#[path = "common/series_client.rs"]
mod series_client;
#[path = "common/web_client.rs"]
mod web_client;
#[path = "common/wire.rs"]
mod wire;
#[macro_use]
#[path = "common/two_servers.rs"]
mod two_servers;

mod accounts;
mod api;
mod api_routes;
mod bots;
mod budgets;
mod challenges;
mod coach;
mod codebreaker;
mod connections;
mod daily;
mod duel_lists;
mod duel_retries;
mod duels;
mod error_codes;
mod expiry;
mod exports;
mod faults;
mod friends;
mod guards;
mod languages;
mod limits;
mod links;
mod live_shares;
mod mail;
mod notifications;
mod pages;
mod players;
mod push;
mod puzzles;
mod restarts;
mod scores;
mod series;
mod series_clock;
mod series_wrong_information;
mod servers;
mod sessions;
mod statistics;
mod streams;
mod tokens;
mod tournaments;
mod truth;
mod vacation;
