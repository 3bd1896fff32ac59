//! A duel's row as the store reads it: the duel, its players' names and
//! ratings now, and the mapping into a [`SavedDuel`].

use mastermind_core::duel::Sides;
use mastermind_core::duel::rating::Rating;

use super::{DuelState, Link, SavedDuel, Seat};
use crate::StoreError;

#[derive(sqlx::FromRow)]
pub(super) struct DuelRow {
    id: String,
    state: String,
    challenger: Option<String>,
    challenger_name: Option<String>,
    white: Option<String>,
    white_name: Option<String>,
    black: Option<String>,
    black_name: Option<String>,
    terms: String,
    record: Option<String>,
    version: i64,
    white_seen: Option<i64>,
    black_seen: Option<i64>,
    rematch_of: Option<String>,
    rematch: Option<String>,
    owner: Option<String>,
    computer: Option<i32>,
    link: Option<String>,
    tournament: Option<String>,
    created_at: i64,
    updated_at: i64,
    challenger_rating: Option<f64>,
    challenger_deviation: Option<f64>,
    challenger_volatility: Option<f64>,
    white_rating: Option<f64>,
    white_deviation: Option<f64>,
    white_volatility: Option<f64>,
    black_rating: Option<f64>,
    black_deviation: Option<f64>,
    black_volatility: Option<f64>,
    challenger_bot: Option<bool>,
    challenger_house: Option<i32>,
    white_bot: Option<bool>,
    white_house: Option<i32>,
    black_bot: Option<bool>,
    black_house: Option<i32>,
}

pub(super) const SELECT: &str = "SELECT d.id, d.state, d.challenger, c.name AS challenger_name, \
     d.white, w.name AS white_name, d.black, b.name AS black_name, d.terms, d.record, \
     d.version, d.white_seen, d.black_seen, d.rematch_of, \
     (SELECT r.id FROM duels r WHERE r.rematch_of = d.id ORDER BY r.created_at DESC, r.id LIMIT 1) AS rematch, \
     d.owner, d.computer, d.link, d.tournament, d.created_at, d.updated_at, \
     cr.rating AS challenger_rating, cr.deviation AS challenger_deviation, \
     cr.volatility AS challenger_volatility, \
     wr.rating AS white_rating, wr.deviation AS white_deviation, wr.volatility AS white_volatility, \
     br.rating AS black_rating, br.deviation AS black_deviation, br.volatility AS black_volatility, \
     c.bot AS challenger_bot, c.house AS challenger_house, w.bot AS white_bot, \
     w.house AS white_house, b.bot AS black_bot, b.house AS black_house \
     FROM duels d LEFT JOIN accounts c ON c.id = d.challenger \
     LEFT JOIN accounts w ON w.id = d.white LEFT JOIN accounts b ON b.id = d.black \
     LEFT JOIN ratings cr ON cr.account = d.challenger \
     LEFT JOIN ratings wr ON wr.account = d.white LEFT JOIN ratings br ON br.account = d.black";

fn seat(
    account: Option<String>,
    name: Option<String>,
    rating: (Option<f64>, Option<f64>, Option<f64>),
    (bot, house): (Option<bool>, Option<i32>),
) -> Option<Seat> {
    let rating = match rating {
        (Some(rating), Some(deviation), Some(volatility)) => Some(Rating {
            rating,
            deviation,
            volatility,
        }),
        _ => None,
    };
    account.zip(name).map(|(account, name)| Seat {
        account,
        name,
        rating,
        bot: bot.unwrap_or(false),
        house: house.and_then(|h| u8::try_from(h).ok()),
    })
}

pub(super) fn corrupt(id: &str, what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("duel {id}: the {what} cannot be read: {e}"))
}

impl TryFrom<DuelRow> for SavedDuel {
    type Error = StoreError;

    fn try_from(r: DuelRow) -> Result<Self, StoreError> {
        let terms = serde_json::from_str(&r.terms).map_err(|e| corrupt(&r.id, "terms", e))?;
        let duel = r
            .record
            .as_deref()
            .map(serde_json::from_str)
            .transpose()
            .map_err(|e| corrupt(&r.id, "record", e))?;
        Ok(SavedDuel {
            state: DuelState::parse(&r.state)?,
            challenger: seat(
                r.challenger,
                r.challenger_name,
                (
                    r.challenger_rating,
                    r.challenger_deviation,
                    r.challenger_volatility,
                ),
                (r.challenger_bot, r.challenger_house),
            ),
            seats: Sides::new(
                seat(
                    r.white,
                    r.white_name,
                    (r.white_rating, r.white_deviation, r.white_volatility),
                    (r.white_bot, r.white_house),
                ),
                seat(
                    r.black,
                    r.black_name,
                    (r.black_rating, r.black_deviation, r.black_volatility),
                    (r.black_bot, r.black_house),
                ),
            ),
            terms,
            duel,
            version: r.version,
            seen: Sides::new(r.white_seen, r.black_seen),
            rematch_of: r.rematch_of,
            rematch: r.rematch,
            computer: r
                .owner
                .zip(r.computer)
                .map(|(owner, level)| (owner, u8::try_from(level).unwrap_or(u8::MAX))),
            link: r.link.as_deref().map(Link::parse).transpose()?,
            tournament: r.tournament,
            created_at: r.created_at,
            updated_at: r.updated_at,
            id: r.id,
        })
    }
}
