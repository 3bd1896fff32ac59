//! What a player may do to a tournament outside its duels: join it, leave
//! it, and, as its creator, start or cancel it. The edge reads the
//! tournament, asks here, and writes what was allowed; the store's write
//! holds the same conditions, so a tournament that moved meanwhile is read
//! and asked again.

use thiserror::Error;

use super::{Entrant, Format, MAX_PLAYERS, Stage};

/// What a player does to a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    Join,
    Leave,
    /// Its creator starts it now, with the players in.
    Start,
    /// Its creator withdraws it before it starts.
    Cancel,
}

/// Why an entry is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EntryError {
    #[error("a Swiss takes players before it starts")]
    SwissBegun,
    #[error("this tournament was cancelled")]
    Cancelled,
    #[error("this tournament is over")]
    Over,
    #[error("this tournament is full")]
    Full,
    #[error("you are not in this tournament")]
    NotIn,
    #[error("only the player who made a tournament can start or cancel it")]
    NotCreator,
    #[error("this tournament has begun already")]
    Begun,
    #[error("a tournament starts with two players or more")]
    TooFew,
}

impl EntryError {
    /// Whether the player may never do this (rather than not now).
    pub fn forbidden(&self) -> bool {
        *self == EntryError::NotCreator
    }
}

/// The tournament as an entry reads it.
#[derive(Debug, Clone, Copy)]
pub struct Standing<'a> {
    pub format: Format,
    pub stage: Stage,
    /// Its creator's account, while that account exists.
    pub creator: Option<&'a str>,
    pub entrants: &'a [Entrant],
}

/// Whether `account` may make `entry` now.
pub fn check(t: &Standing<'_>, account: &str, entry: Entry) -> Result<(), EntryError> {
    let closed = match t.stage {
        Stage::Cancelled => Some(EntryError::Cancelled),
        Stage::Over => Some(EntryError::Over),
        _ => None,
    };
    match entry {
        Entry::Join => {
            if let Some(closed) = closed {
                return Err(closed);
            }
            if t.stage == Stage::Running && matches!(t.format, Format::Swiss { .. }) {
                return Err(EntryError::SwissBegun);
            }
            let here = t.entrants.iter().any(|e| e.account == account);
            if !here && t.entrants.len() >= MAX_PLAYERS {
                return Err(EntryError::Full);
            }
            Ok(())
        }
        Entry::Leave => {
            let active = t.entrants.iter().any(|e| e.account == account && e.active);
            if !active {
                return Err(EntryError::NotIn);
            }
            Ok(())
        }
        Entry::Start | Entry::Cancel => {
            if t.creator != Some(account) {
                return Err(EntryError::NotCreator);
            }
            if t.stage != Stage::Created {
                return Err(EntryError::Begun);
            }
            if entry == Entry::Start && t.entrants.iter().filter(|e| e.active).count() < 2 {
                return Err(EntryError::TooFew);
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(account: &str, active: bool) -> Entrant {
        Entrant {
            account: account.to_string(),
            rating: None,
            active,
            joined_at: 0,
        }
    }

    fn standing<'a>(format: Format, stage: Stage, entrants: &'a [Entrant]) -> Standing<'a> {
        Standing {
            format,
            stage,
            creator: Some("ann"),
            entrants,
        }
    }

    const ARENA: Format = Format::Arena { minutes: 30 };
    const SWISS: Format = Format::Swiss { rounds: 3 };

    #[test]
    fn an_arena_takes_players_until_it_ends_a_swiss_until_it_starts() {
        let none = [];
        for (format, stage, allowed) in [
            (ARENA, Stage::Created, Ok(())),
            (ARENA, Stage::Running, Ok(())),
            (SWISS, Stage::Created, Ok(())),
            (SWISS, Stage::Running, Err(EntryError::SwissBegun)),
            (ARENA, Stage::Over, Err(EntryError::Over)),
            (SWISS, Stage::Cancelled, Err(EntryError::Cancelled)),
        ] {
            let t = standing(format, stage, &none);
            assert_eq!(
                check(&t, "bob", Entry::Join),
                allowed,
                "{format:?} {stage:?}"
            );
        }
    }

    #[test]
    fn a_full_tournament_takes_back_only_those_in_it() {
        let many: Vec<Entrant> = (0..MAX_PLAYERS)
            .map(|i| entrant(&format!("p{i}"), i != 0))
            .collect();
        let t = standing(ARENA, Stage::Running, &many);
        assert_eq!(check(&t, "new", Entry::Join), Err(EntryError::Full));
        assert_eq!(
            check(&t, "p0", Entry::Join),
            Ok(()),
            "one who left comes back"
        );
    }

    #[test]
    fn only_a_player_still_in_leaves() {
        let players = [entrant("bob", true), entrant("cid", false)];
        let t = standing(ARENA, Stage::Running, &players);
        assert_eq!(check(&t, "bob", Entry::Leave), Ok(()));
        assert_eq!(check(&t, "cid", Entry::Leave), Err(EntryError::NotIn));
        assert_eq!(check(&t, "dan", Entry::Leave), Err(EntryError::NotIn));
    }

    #[test]
    fn the_creator_starts_with_two_players_in_or_cancels_before_the_start() {
        let one = [entrant("bob", true), entrant("cid", false)];
        let two = [entrant("bob", true), entrant("cid", true)];
        let t = standing(SWISS, Stage::Created, &one);
        assert_eq!(check(&t, "ann", Entry::Start), Err(EntryError::TooFew));
        assert_eq!(check(&t, "ann", Entry::Cancel), Ok(()));
        let t = standing(SWISS, Stage::Created, &two);
        assert_eq!(check(&t, "ann", Entry::Start), Ok(()));
        assert_eq!(check(&t, "bob", Entry::Start), Err(EntryError::NotCreator));
        assert!(EntryError::NotCreator.forbidden());
        let t = standing(SWISS, Stage::Running, &two);
        assert_eq!(check(&t, "ann", Entry::Cancel), Err(EntryError::Begun));
        assert_eq!(check(&t, "bob", Entry::Cancel), Err(EntryError::NotCreator));
    }
}
