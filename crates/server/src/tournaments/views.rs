//! Tournaments as the API shows them: the core's standings with names in
//! place of accounts, and nothing a page must work out for itself.

use mastermind_core::duel::{Side, TimeControl};
use mastermind_core::tournament::{Format, Stage, Standing, standings};
use mastermind_store::{SavedTournament, TournamentSummary};
use serde::Serialize;
use utoipa::ToSchema;

use crate::views::SetupView;

/// A tournament in a list.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TournamentView {
    pub id: String,
    pub name: String,
    /// `arena` or `swiss`.
    pub format: &'static str,
    /// `created` (players join), `running`, `over` or `cancelled`.
    pub state: &'static str,
    pub creator: Option<String>,
    pub preset: Option<&'static str>,
    pub setup: SetupView,
    /// `{"kind": "per-turn", "seconds": 60}` or `{"kind": "per-game", "seconds": 300}`.
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    pub rated: bool,
    /// Unix milliseconds.
    pub starts_at: i64,
    /// An arena's end (unix ms); null for a Swiss.
    pub ends_at: Option<i64>,
    /// An arena's length.
    pub minutes: Option<u32>,
    /// A Swiss's rounds.
    pub rounds: Option<u32>,
    /// The Swiss round in play; 0 before the first.
    pub round: u32,
    /// Players in.
    pub players: i64,
    /// Whether the caller is in.
    pub joined: bool,
    /// The winner, once it is over.
    pub winner: Option<String>,
}

/// One result on a player's sheet.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SheetView {
    /// `win`, `draw`, `loss`, `bye` or `playing`.
    pub result: &'static str,
    pub points: f64,
    pub duel: Option<String>,
    /// Scored on a streak (doubled).
    pub fire: bool,
}

/// One line of the standings.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StandingView {
    pub rank: usize,
    pub name: String,
    pub points: f64,
    pub duels: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// On a winning streak: the next result counts double (arena).
    pub fire: bool,
    pub sheet: Vec<SheetView>,
    /// Average opponent rating, 500 up for a win and down for a loss.
    pub performance: Option<f64>,
    /// Swiss: Buchholz (the opponents' points).
    pub tiebreak: Option<f64>,
    pub rating: Option<f64>,
    /// Still in.
    pub active: bool,
    /// Left out of pairings after a loss on time or by absence, until they
    /// join again (arena).
    pub paused: bool,
    /// The caller's own line.
    pub you: bool,
}

/// A pairing, the latest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PairingView {
    pub round: u32,
    /// Null for a bye.
    pub duel: Option<String>,
    pub white: Option<String>,
    /// Null for a bye.
    pub black: Option<String>,
    /// `playing`, `over` or `bye`.
    pub state: &'static str,
    /// `white`, `black` or `draw`, once over.
    pub winner: Option<&'static str>,
}

/// Where the caller stands in the tournament.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct YouView {
    pub joined: bool,
    pub active: bool,
    pub paused: bool,
    /// Their duel in play here, to go to.
    pub duel: Option<String>,
    /// Their place and points, once in.
    pub rank: Option<usize>,
    pub points: Option<f64>,
}

/// A tournament whole.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TournamentFull {
    #[serde(flatten)]
    pub summary: TournamentView,
    /// Best first.
    pub standings: Vec<StandingView>,
    /// The latest first, at most [`PAIRINGS_SHOWN`].
    pub pairings: Vec<PairingView>,
    /// Null for a visitor without an account.
    pub you: Option<YouView>,
    /// The caller made it and it has not begun: they may start it now or
    /// cancel it.
    pub can_start: bool,
    /// The server's clock (unix ms), to count down against.
    pub now: i64,
    pub version: i64,
}

/// Pairings a tournament's view shows.
pub const PAIRINGS_SHOWN: usize = 200;

fn format_parts(format: Format) -> (Option<u32>, Option<u32>) {
    match format {
        Format::Arena { minutes } => (Some(minutes), None),
        Format::Swiss { rounds } => (None, Some(rounds)),
    }
}

fn ends_at(format: Format, starts_at: i64) -> Option<i64> {
    match format {
        Format::Arena { minutes } => Some(starts_at + i64::from(minutes) * 60_000),
        Format::Swiss { .. } => None,
    }
}

/// A tournament of a list.
pub fn summary(t: &TournamentSummary) -> TournamentView {
    let (minutes, rounds) = format_parts(t.format);
    TournamentView {
        id: t.id.clone(),
        name: t.name.clone(),
        format: t.format.name(),
        state: t.stage.name(),
        creator: t.creator.clone(),
        preset: t.terms.preset_of().map(|p| p.name()),
        setup: SetupView::from(t.terms.setup()),
        time_control: t.terms.time_control(),
        rated: t.terms.rated(),
        starts_at: t.starts_at,
        ends_at: ends_at(t.format, t.starts_at),
        minutes,
        rounds,
        round: t.round,
        players: t.players,
        joined: t.joined,
        winner: t.winner.clone(),
    }
}

/// The standings of `t` as the core works them out.
pub fn lines(t: &SavedTournament) -> Vec<Standing> {
    standings(
        t.format,
        &t.entrants(),
        &t.pairings,
        ends_at(t.format, t.starts_at),
    )
}

/// A tournament whole, for `account` (none for a visitor).
pub fn full(t: &SavedTournament, account: Option<&str>, now: i64) -> TournamentFull {
    full_with(t, &lines(t), account, now)
}

/// [`full`] with the standings `lines` worked out already.
pub fn full_with(
    t: &SavedTournament,
    lines: &[Standing],
    account: Option<&str>,
    now: i64,
) -> TournamentFull {
    let name = |account: Option<&str>| {
        account
            .and_then(|a| t.name_of(a))
            .map(str::to_string)
            .or_else(|| account.map(|_| mastermind_store::DELETED.to_string()))
    };
    let mine = account.and_then(|a| lines.iter().find(|l| l.account == a));
    let over = matches!(t.stage, Stage::Over);
    let summary = summary(&TournamentSummary {
        id: t.id.clone(),
        name: t.name.clone(),
        format: t.format,
        creator: t.creator.as_ref().map(|(_, name)| name.clone()),
        terms: t.terms.clone(),
        starts_at: t.starts_at,
        stage: t.stage,
        round: t.round,
        players: i64::try_from(t.players.iter().filter(|p| p.entrant.active).count())
            .unwrap_or(i64::MAX),
        joined: mine.is_some_and(|l| l.active),
        winner: over
            .then(|| lines.first())
            .flatten()
            .and_then(|l| name(Some(&l.account))),
    });
    TournamentFull {
        summary,
        standings: lines
            .iter()
            .map(|l| StandingView {
                rank: l.rank,
                name: name(Some(&l.account)).unwrap_or_default(),
                points: l.points,
                duels: l.duels,
                wins: l.wins,
                draws: l.draws,
                losses: l.losses,
                fire: l.fire,
                sheet: l
                    .sheet
                    .iter()
                    .map(|e| SheetView {
                        result: e.mark.name(),
                        points: e.points,
                        duel: e.duel.clone(),
                        fire: e.fire,
                    })
                    .collect(),
                performance: l.performance,
                tiebreak: l.tiebreak,
                rating: l.rating.map(f64::round),
                active: l.active,
                paused: l.paused,
                you: Some(l.account.as_str()) == account,
            })
            .collect(),
        pairings: t
            .pairings
            .iter()
            .rev()
            .take(PAIRINGS_SHOWN)
            .map(|p| PairingView {
                round: p.round,
                duel: p.duel.clone(),
                white: name(p.white.as_deref()),
                black: name(p.black.as_deref()),
                state: if p.is_bye() {
                    "bye"
                } else if p.finish.is_some() {
                    "over"
                } else {
                    "playing"
                },
                winner: p.finish.map(|f| f.winner.map_or("draw", Side::name)),
            })
            .collect(),
        you: account.map(|_| YouView {
            joined: mine.is_some(),
            active: mine.is_some_and(|l| l.active),
            paused: mine.is_some_and(|l| l.paused),
            duel: mine.and_then(|l| l.playing.clone()),
            rank: mine.map(|l| l.rank),
            points: mine.map(|l| l.points),
        }),
        can_start: t.stage == Stage::Created
            && account.is_some()
            && t.creator.as_ref().map(|(a, _)| a.as_str()) == account,
        now,
        version: t.version,
    }
}
