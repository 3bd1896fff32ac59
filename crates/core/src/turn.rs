//! A move names the turn it plays. A client that timed out and sends its
//! move again names a turn already played: that is a retry, answered with
//! the game as it stands and never played a second time. A turn beyond the
//! next is a client that missed a move: refused too.

/// A move for a turn that is not the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    #[error("turn {turn} was played already; the next turn is {next}")]
    Played { turn: usize, next: usize },
    #[error("turn {turn} is not played yet; the next turn is {next}")]
    Ahead { turn: usize, next: usize },
}

/// Whether a move that names `turn` may be played when `next` is the turn
/// in play (1 for the first).
pub fn check(turn: usize, next: usize) -> Result<(), TurnError> {
    match turn.cmp(&next) {
        std::cmp::Ordering::Less => Err(TurnError::Played { turn, next }),
        std::cmp::Ordering::Greater => Err(TurnError::Ahead { turn, next }),
        std::cmp::Ordering::Equal => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_next_turn_is_played() {
        assert_eq!(check(3, 3), Ok(()));
        assert_eq!(check(2, 3), Err(TurnError::Played { turn: 2, next: 3 }));
        assert_eq!(check(4, 3), Err(TurnError::Ahead { turn: 4, next: 3 }));
        assert_eq!(
            check(1, 2).map_err(|e| e.to_string()),
            Err("turn 1 was played already; the next turn is 2".to_string())
        );
    }
}
