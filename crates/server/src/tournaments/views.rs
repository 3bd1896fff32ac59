//! Tournaments as the API shows them: the core's standings with names in
//! place of accounts, and nothing a page must work out for itself.

use mastermind_core::duel::Side;
use mastermind_core::tournament::{Format, Stage, Standing, standings};
use mastermind_store::{SavedTournament, TournamentSummary};

use crate::views::SetupView;
pub use mastermind_api::tournaments::{
    PairingView, SheetView, StandingView, TournamentFull, TournamentView, YouView,
};

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
        format: t.format.name().to_string(),
        state: t.stage.name().to_string(),
        creator: t.creator.clone(),
        preset: t.terms.preset_of().map(|p| p.name()).map(str::to_string),
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
        bots: t.bots,
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
        bots: t.bots,
    });
    TournamentFull {
        summary,
        standings: lines
            .iter()
            .map(|l| StandingView {
                rank: l.rank,
                name: name(Some(&l.account)).unwrap_or_default(),
                bot: t
                    .players
                    .iter()
                    .any(|p| p.entrant.account == l.account && p.bot),
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
                        result: e.mark.name().to_string(),
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
                    "bye".to_string()
                } else if p.finish.is_some() {
                    "over".to_string()
                } else {
                    "playing".to_string()
                },
                winner: p
                    .finish
                    .map(|f| f.winner.map_or("draw", Side::name))
                    .map(str::to_string),
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
