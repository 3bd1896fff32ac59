//! The JSON shapes of duels: a summary for lists, and the whole view for
//! one viewer. Every secret is left out by the core's own view
//! (`Duel::view_for`); this only adds who plays and what the viewer may do.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use mastermind_core::duel::{Claim, Moment, Side, Viewer};
use mastermind_store::{DuelState, Link, SavedDuel, Seat};

use crate::AppState;
use crate::error::ApiError;
use crate::guard::Player;
use crate::session::MaybeMe;
use crate::views::SetupView;

use mastermind_api::board::Board;
pub use mastermind_api::duels::{DuelFull, DuelSummary, SeatRating};
/// How a seat whose account was deleted is shown.
pub use mastermind_store::DELETED;

/// Who is asking: the account logged in, if any, and the player (the
/// account, or else the browser).
#[derive(Debug, Clone)]
pub struct Caller {
    pub account: Option<String>,
    pub player: String,
    /// The login session the request came with (its digest): a live page
    /// opened with it closes when it ends.
    pub session: Option<String>,
    /// The server's public origin, if it has one: a challenge's link is
    /// handed out absolute with it.
    pub origin: Option<std::sync::Arc<str>>,
}

impl Caller {
    /// The side the caller plays in `saved`, if any.
    pub fn side(&self, saved: &SavedDuel) -> Option<Side> {
        match &saved.computer {
            Some((owner, _)) => (*owner == self.player).then_some(Side::White),
            None => self.account.as_deref().and_then(|a| saved.side_of(a)),
        }
    }

    /// Whether the caller may see `saved` at all: a duel against the
    /// computer is its player's alone; others may be watched.
    pub fn may_see(&self, saved: &SavedDuel) -> bool {
        // A challenge addressed to one player is theirs and its
        // challenger's until it is accepted; then anyone may watch.
        let addressed = matches!(
            saved.state,
            DuelState::Open | DuelState::Cancelled | DuelState::Declined
        ) && saved.seats.white.is_some()
            && saved.seats.black.is_some();
        if addressed && self.side(saved).is_none() {
            return false;
        }
        saved
            .computer
            .as_ref()
            .is_none_or(|(owner, _)| *owner == self.player)
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let MaybeMe(me) = MaybeMe::from_request_parts(parts, state).await?;
        let player = parts
            .extensions
            .get::<Player>()
            .map(|p| p.0.clone())
            .ok_or_else(|| ApiError::Internal("no player on the request".to_string()))?;
        let (account, session) = me.map(|m| (m.account.id, m.session)).unzip();
        Ok(Caller {
            account,
            player,
            session,
            origin: state.public_origin(),
        })
    }
}

fn seat_rating(seat: Option<&Seat>) -> Option<SeatRating> {
    seat.and_then(|s| s.rating).map(|r| SeatRating {
        rating: r.rating.round() as i64,
        provisional: r.is_provisional(),
    })
}

pub(super) fn seat_name(saved: &SavedDuel, side: Side) -> Option<String> {
    if saved.computer.is_some() {
        return saved
            .duel
            .as_ref()
            .map(|d| d.rules().player(side).to_string());
    }
    match (&saved.seats[side], saved.state) {
        (Some(seat), _) => Some(seat.name.clone()),
        (None, DuelState::Open | DuelState::Cancelled | DuelState::Declined) => None,
        (None, _) => Some(DELETED.to_string()),
    }
}

/// Whether `account` may accept the challenge: someone else's, open to
/// anyone or addressed to them.
pub fn can_accept(saved: &SavedDuel, account: Option<&str>) -> bool {
    let Some(account) = account else {
        return false;
    };
    let challenger = saved.challenger.as_ref().map(|s| s.account.as_str());
    if saved.state != DuelState::Open || challenger == Some(account) {
        return false;
    }
    match saved.side_of(account) {
        Some(_) => true,
        None => saved.seats.white.is_none() || saved.seats.black.is_none(),
    }
}

pub fn summary(saved: &SavedDuel, caller: &Caller) -> DuelSummary {
    let account = caller.account.as_deref();
    let terms = &saved.terms;
    let challenger = saved.challenger.as_ref().map(|s| s.account.as_str());
    let opponent = Side::BOTH
        .into_iter()
        .filter_map(|s| saved.seats[s].as_ref())
        .find(|seat| Some(seat.account.as_str()) != challenger)
        .filter(|_| matches!(saved.state, DuelState::Open | DuelState::Declined))
        .map(|seat| seat.name.clone());
    let you = caller.side(saved);
    let owed = |side: Side| {
        saved
            .duel
            .as_ref()
            .filter(|_| saved.state == DuelState::Playing)
            .filter(|d| d.phase().awaits(side))
    };
    DuelSummary {
        id: saved.id.clone(),
        state: saved.state.name().to_string(),
        challenger: saved.challenger.as_ref().map(|s| s.name.clone()),
        white: seat_name(saved, Side::White),
        black: seat_name(saved, Side::Black),
        opponent,
        you,
        preset: terms.preset_of().map(|p| p.name()).map(str::to_string),
        setup: SetupView::from(terms.setup()),
        time_control: terms.time_control(),
        rated: terms.rated(),
        created_at: saved.created_at,
        updated_at: saved.updated_at,
        can_accept: can_accept(saved, account),
        link: saved.link.map(Link::name).map(str::to_string),
        link_url: saved
            .link
            .filter(|_| saved.state == DuelState::Open)
            .map(|_| super::links::link_url(caller.origin.as_deref(), &saved.id)),
        computer: saved.computer.as_ref().map(|(_, level)| *level),
        tournament: saved.tournament.clone(),
        turn: saved.duel.as_ref().and_then(|d| match d.phase() {
            mastermind_core::duel::Phase::Guesses { turn, .. } => Some(turn),
            _ => None,
        }),
        your_move: you.and_then(owed).is_some(),
        deadline: you
            .and_then(|side| owed(side)?.deadline(side))
            .map(|at| i64::try_from(at.millis()).unwrap_or(i64::MAX)),
        result: saved.duel.as_ref().and_then(|d| d.result()),
        challenger_rating: seat_rating(saved.challenger.as_ref()),
        white_rating: seat_rating(saved.seats[Side::White].as_ref()),
        black_rating: seat_rating(saved.seats[Side::Black].as_ref()),
        bots: bot_names(saved),
    }
}

/// The names of the challenger and the players that are bot accounts.
fn bot_names(saved: &SavedDuel) -> Vec<String> {
    let mut names: Vec<String> = std::iter::once(saved.challenger.as_ref())
        .chain(Side::BOTH.map(|s| saved.seats[s].as_ref()))
        .flatten()
        .filter(|seat| seat.bot)
        .map(|seat| seat.name.clone())
        .collect();
    names.dedup();
    names
}

/// When `side`'s opponent was last there: their page's last sign of life,
/// or the duel's last change if they never showed one.
pub fn opponent_seen(saved: &SavedDuel, side: Side) -> Moment {
    let at = saved.seen[side.other()].unwrap_or(saved.updated_at);
    Moment::from_millis(u64::try_from(at).unwrap_or(0))
}

pub fn full(saved: &SavedDuel, caller: &Caller, now: i64) -> DuelFull {
    let side = caller.side(saved);
    let viewer = side.map_or(Viewer::Spectator, Viewer::Player);
    let moment = Moment::from_millis(u64::try_from(now).unwrap_or(0));
    let can_claim = match (side, &saved.duel) {
        (Some(side), Some(duel)) if saved.computer.is_none() => duel
            .clone()
            .claim(side, Claim::Win, moment, opponent_seen(saved, side))
            .is_ok(),
        _ => false,
    };
    let duel = saved.duel.as_ref().map(|duel| {
        let mut view = duel.view_for(viewer);
        for s in Side::BOTH {
            if let Some(name) = seat_name(saved, s) {
                view.rules = view.rules.renamed(s, &name);
            }
        }
        view
    });
    DuelFull {
        summary: summary(saved, caller),
        now,
        can_claim,
        rematch: saved.rematch.clone(),
        duel: duel.map(Board::from),
    }
}
