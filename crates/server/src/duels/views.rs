//! The JSON shapes of duels: a summary for lists, and the whole view for
//! one viewer. Every secret is left out by the core's own view
//! (`Duel::view_for`); this only adds who plays and what the viewer may do.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use mastermind_core::duel::{Claim, DuelResult, DuelView, Moment, Side, TimeControl, Viewer};
use mastermind_store::{DuelState, Link, SavedDuel, Seat};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::ApiError;
use crate::guard::Player;
use crate::session::MaybeMe;
use crate::views::SetupView;

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

/// A duel or challenge as lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct DuelSummary {
    pub id: String,
    /// "open" (a challenge), "playing", "over", "cancelled" (withdrawn) or
    /// "declined" (by the player it was addressed to).
    pub state: &'static str,
    pub challenger: Option<String>,
    /// The players' names; a seat is null while a challenge is open to
    /// anyone.
    pub white: Option<String>,
    pub black: Option<String>,
    /// The player a challenge is addressed to (who declined it, once
    /// declined).
    pub opponent: Option<String>,
    /// The caller's side, if they play.
    #[schema(value_type = Option<String>)]
    pub you: Option<Side>,
    pub preset: Option<&'static str>,
    pub setup: SetupView,
    /// `{"kind": "none"}`, `{"kind": "per-turn", "seconds": 60}` or
    /// `{"kind": "per-game", "seconds": 600}`.
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    pub rated: bool,
    pub created_at: i64,
    pub updated_at: i64,
    /// Whether the caller may accept the challenge.
    pub can_accept: bool,
    /// A challenge by link: `single-use` (the first player to open it
    /// takes it) or `open` (anyone holding it may accept).
    pub link: Option<&'static str>,
    /// The link to hand out, while the challenge by link is open: absolute
    /// when the server knows its public origin, else a path.
    pub link_url: Option<String>,
    /// The computer's level (1 to 5) in a duel against the computer.
    pub computer: Option<u8>,
    /// The tournament that paired it.
    pub tournament: Option<String>,
    /// The turn in play, while the duel is.
    pub turn: Option<usize>,
    /// Whether the caller owes a move now: their code, or their guess of
    /// the turn in play.
    pub your_move: bool,
    /// When the caller's time for that move runs out (milliseconds since
    /// the Unix epoch), in a duel with a clock.
    pub deadline: Option<i64>,
    /// `{"winner": "white"|"black"|null, "reason": "...", "turns": N}`.
    #[schema(value_type = Option<Object>)]
    pub result: Option<DuelResult>,
    /// Each player's rating now (null before their first rated duel, and
    /// for the computer), as the lobby shows it beside the name.
    pub challenger_rating: Option<SeatRating>,
    pub white_rating: Option<SeatRating>,
    pub black_rating: Option<SeatRating>,
}

/// A player's rating beside their name: "ann (1662?)".
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct SeatRating {
    /// Rounded to a whole number.
    pub rating: i64,
    /// Shown with a "?" while the deviation is high.
    pub provisional: bool,
}

fn seat_rating(seat: Option<&Seat>) -> Option<SeatRating> {
    seat.and_then(|s| s.rating).map(|r| SeatRating {
        rating: r.rating.round() as i64,
        provisional: r.is_provisional(),
    })
}

/// One duel as the caller may see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct DuelFull {
    #[serde(flatten)]
    pub summary: DuelSummary,
    /// The server's clock (unix ms), to count the clocks down against.
    pub now: i64,
    /// Whether the caller may claim the win or a draw (the opponent has
    /// been away too long with their clock running).
    pub can_claim: bool,
    /// The challenge offered as a rematch of this duel.
    pub rematch: Option<String>,
    /// The board, once accepted: `v`, `you`, `rules`, `phase`, `codes`
    /// (the caller's own; both after the end), `turns` (revealed),
    /// `your_guess`, `clock`, `result`.
    #[schema(value_type = Option<Object>)]
    pub duel: Option<DuelView>,
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
        state: saved.state.name(),
        challenger: saved.challenger.as_ref().map(|s| s.name.clone()),
        white: seat_name(saved, Side::White),
        black: seat_name(saved, Side::Black),
        opponent,
        you,
        preset: terms.preset_of().map(|p| p.name()),
        setup: SetupView::from(terms.setup()),
        time_control: terms.time_control(),
        rated: terms.rated(),
        created_at: saved.created_at,
        updated_at: saved.updated_at,
        can_accept: can_accept(saved, account),
        link: saved.link.map(Link::name),
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
    }
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
        duel,
    }
}
