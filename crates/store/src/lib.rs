//! Persistence for the Mastermind platform behind one seam, [`Backend`],
//! implemented by [`Database`].
//!
//! [`SqliteStore`] is the embedded default; [`PgStore`] lets several servers
//! share one PostgreSQL database; each has its own migrations. Programs open
//! a [`Database`] from an address and never name an engine. Queries are
//! built at run time with bound parameters, so building the crate never
//! needs a database. [`blocking::ScoreDb`] wraps a database for synchronous
//! callers such as the terminal game.
//!
//! # What the programs above depend on
//!
//! One repository trait per area of the platform, each declared beside
//! that area's queries: scores ([`Store`]), web games ([`GameStore`]),
//! series ([`SeriesStore`]), accounts with their sessions, login budget
//! and settings ([`AccountStore`]), access tokens ([`TokenStore`]), duels
//! with their challenges, links and the server's beat ([`DuelStore`]),
//! tournaments ([`TournamentStore`]), friends ([`FriendStore`]), who is
//! online ([`PresenceStore`]), the daily code ([`DailyStore`]), ratings
//! ([`RatingStore`]), a player's statistics ([`StatisticsStore`]),
//! transcripts ([`ExportStore`]), word between servers ([`NoticeStore`]),
//! Web Push devices and the live pages servers hold ([`PushStore`]),
//! puzzles with their attempts and ratings ([`PuzzleStore`])
//! and whether the database answers ([`HealthStore`]). [`Backend`] is all of
//! them at once: the server holds its store as a `Backend`, so a test
//! double or a third engine serves it without a handler changing.
//! [`prelude`] brings every one of them into scope with one `use`.
//!
//! [`Database`] implements them all, and keeps as its own only what is no
//! repository of data: opening and migrating ([`Database::open`]), the
//! connection pool ([`Database::pool_state`]), closing; beside it, backups
//! and copies ([`backup`], [`copy_all`]) and the shared search's [`work`]
//! table. None of them names an engine.
//!
//! # One implementation for both engines
//!
//! Each area's queries are ordinary functions generic over one crate-private
//! trait, `engine::Engine`, implemented for SQLite and PostgreSQL: the SQL is
//! one text for both, and where the engines truly differ (how a writer
//! locks what it reads, the flags SQLite keeps as integers, PostgreSQL's
//! arrays) the engine names the difference as an associated constant or
//! function, so it is the only one. A repository method of [`Database`]
//! only picks the engine and calls the function (`dispatch!`, which holds
//! no SQL). A third sqlx engine is one more `Engine` implementation and one
//! more variant of [`Database`]; no caller changes.
//!
//! The ranking rules themselves (what beats what, when a result enters a
//! table) live in `mastermind_core::highscore`; this crate only keeps rows and
//! asks the core.

use std::future::Future;

use mastermind_core::Preset;
use mastermind_core::highscore::Achievement;

/// Runs the generic query `$call` (an ordinary function generic over
/// `engine::Engine`, given the pool as `$pool`) on whichever engine `$db`
/// is, and awaits it. Only the choice of engine is here: no SQL.
macro_rules! dispatch {
    ($db:expr, $pool:ident => $call:expr) => {
        match $db {
            Database::Sqlite(s) => {
                let $pool = s.pool();
                $call.await
            }
            Database::Postgres(p) => {
                let $pool = p.pool();
                $call.await
            }
        }
    };
}

mod accounts;
pub mod backup;
pub mod blocking;
mod bots;
mod clock;
mod coached;
mod copy;
mod copy_accounts;
mod copy_daily;
mod copy_online;
mod copy_push;
mod copy_puzzles;
mod copy_tournaments;
mod daily;
mod database;
mod duels;
mod emails;
mod engine;
mod error;
mod export;
mod friends;
mod games;
mod notifications;
mod notify;
mod pool;
mod postgres;
mod presence;
mod push;
mod puzzles;
mod quota;
mod ratings;
mod score;
mod scores;
mod series;
mod sqlite;
mod statistics;
pub mod testing;
mod tokens;
mod tournaments;
mod vacations;
pub mod work;

pub use accounts::{Account, AccountStore, DELETED, name_key};
pub use bots::{BotFlags, BotStore, LeagueEntry};
pub use clock::{is_id, new_id, now_millis};
pub use coached::{CoachMarks, Coached};
pub use copy::{Copied, copy_all};
pub use daily::{DailyResult, DailyStart, DailyStore, DailyTable};
pub use database::{Backend, Database, HealthStore, PoolState};
pub use duels::{DuelQuery, DuelState, DuelStore, Link, NewChallenge, Outage, SavedDuel, Seat};
pub use emails::{Email, EmailStore, NewEmail, Recipient};
pub use error::StoreError;
pub use export::{Cursor, Ended, ExportStore, Transcript, Whose};
pub use friends::{FollowError, FriendStore, Present};
pub use games::{GameScore, GameStamp, GameStore, GameWrite, NewGame, StoredGame, StoredTurn};
pub use notifications::{NewNotification, Notification, NotificationStore};
pub use notify::{Heard, Listener, NoticeStore};
pub use postgres::PgStore;
pub use presence::PresenceStore;
pub use push::{PushStore, PushSubscription};
pub use puzzles::{DailyTally, NewAttempt, PuzzleRecord, PuzzleStore, SavedAttempt};
pub use quota::{GAMES_IN_PLAY, Holding, Quota};
pub use ratings::{DuelStats, KeptRating, PlayerRecord, RatingPoint, RatingStore};
pub use score::{NewScore, Scope, ScoreEntry};
pub use scores::Winner;
pub use series::{SavedSeries, SeriesStore};
pub use sqlite::{DB_FILE_NAME, SqliteStore};
pub use statistics::{FinishedGame, StatisticsStore};
pub use tokens::{NewToken, Token, TokenStore};
pub use tournaments::{
    NewPairing, NewTournament, SavedTournament, TournamentPlayer, TournamentStore,
    TournamentSummary, TournamentWrite,
};
pub use vacations::VacationStore;

/// Every repository trait, and [`Backend`], in scope with one `use`:
/// `use mastermind_store::prelude::*;` wherever a store's methods are
/// called.
pub mod prelude {
    pub use crate::{
        AccountStore, Backend, BotStore, DailyStore, DuelStore, EmailStore, ExportStore,
        FriendStore, GameStore, HealthStore, NoticeStore, NotificationStore, PresenceStore,
        PushStore, PuzzleStore, RatingStore, SeriesStore, StatisticsStore, Store, TokenStore,
        TournamentStore, VacationStore,
    };
}

/// Where the platform keeps what must outlive a process.
///
/// Every future is `Send`, so a multi-threaded server can be generic over the
/// backend.
pub trait Store: Send + Sync {
    /// The table of `preset` within `scope`, best first, at most
    /// [`TABLE_SIZE`](mastermind_core::highscore::TABLE_SIZE) entries, ranked
    /// by fewer turns, then less time, then earlier, then earlier recorded.
    fn top_scores(
        &self,
        preset: Preset,
        scope: &Scope,
    ) -> impl Future<Output = Result<Vec<ScoreEntry>, StoreError>> + Send;

    /// Whether `achievement` would enter the table of `preset` within `scope`
    /// now. A tie with an entry ranks below it, as the entry came first.
    fn qualifies(
        &self,
        preset: Preset,
        scope: &Scope,
        achievement: &Achievement,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Records a win if, at the moment of writing, it enters the all-time table
    /// of its preset or (for a known player) that player's own table.
    ///
    /// Returns its rank in the all-time table when it made that one, else its
    /// rank in the player's table; `None`, with nothing written, when it made
    /// neither (another game may have finished first).
    fn record_score(
        &self,
        score: &NewScore,
    ) -> impl Future<Output = Result<Option<u32>, StoreError>> + Send;

    /// Empties the tables of `preset` (every preset for `None`) within
    /// `scope`; returns how many entries left the table. The all-time scope
    /// deletes the entries; a player's scope only takes them out of that
    /// player's own table: they keep their place in the all-time one.
    fn reset_scores(
        &self,
        preset: Option<Preset>,
        scope: &Scope,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Whether a win of `result` on `preset` by `winner` would enter a
    /// table now, by the very rules [`Store::record_score`] applies (one
    /// all-time entry an address included): what a finished game's view
    /// offers is what recording it would do.
    fn would_place(
        &self,
        preset: Preset,
        winner: &Winner<'_>,
        result: &Achievement,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
}
