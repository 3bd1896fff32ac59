//! The terminal's screens, one test binary (one link rather than one per
//! file): each module is one screen's behaviour, colours or snapshots
//! (insta, under snapshots/, named `tui__MODULE__TEST`). The catalogue's
//! tests, which set the language and marking for the whole process, are a
//! binary of their own (tests/catalogue_words.rs).

mod common;
mod duel_support;
mod solve_support;

mod behaviour;
mod colours;
mod duel_behaviour;
mod duel_online;
mod duel_snapshots;
mod high_scores;
mod leaving;
mod snapshots_board;
mod solve_behaviour;
mod solve_colours;
mod solve_snapshots;
