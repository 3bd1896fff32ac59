//! One test binary for the store: the backend-independent story in `suite`,
//! run on each backend, and what only SQLite has (files, WAL, processes
//! sharing one file) beside it.

mod backup;
mod common;
mod concurrency;
mod copy;
mod copy_kept;
mod daily;
mod duels;
mod emails;
mod friends;
mod games;
mod links;
mod luck;
mod notifications;
mod push;
mod puzzles;
mod series;
mod sqlite;
mod suite;
mod tournaments;
mod transcripts;
mod vacations;
