//! The binary end to end, one test binary (one link rather than one per
//! file): each module is one job of the command line, run through the real
//! `mastermind` binary.

mod common;

mod analyze;
mod arguments;
mod bot;
mod daily;
mod db;
mod duel;
mod duel_online;
mod duel_token;
mod export_games;
mod high_scores;
mod input;
mod kill;
mod language;
mod line_protocol;
mod operations;
mod puzzle;
mod puzzle_online;
mod restart;
mod score;
mod series;
mod serve;
mod solve;
mod tls;
mod work_db;
