//! Which writes of a batch of game writes may go in: the rules a batch
//! follows against the games' standing as the database holds it, apart from
//! the queries that read and write them (`store`).

use std::collections::HashMap;

use super::{GameWrite, NewGame, setup_json};
use crate::StoreError;

/// Removes the first row that `matches` from `rows`: of two writes with the
/// same key in one statement only the first went in, and only it may say so.
pub(crate) fn take<T>(rows: &mut Vec<T>, matches: impl Fn(&T) -> bool) -> bool {
    match rows.iter().position(matches) {
        Some(i) => {
            rows.swap_remove(i);
            true
        }
        None => false,
    }
}

/// What the database holds of a game, as far as a write must follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Standing {
    pub quit: bool,
    /// Guesses stored.
    pub turns: u8,
}

/// Which guesses and quits of `writes` follow the state the database holds
/// (`standing`, by game; games created by this batch included), each taking
/// into account the ones before it in the batch. Creates are decided by the
/// database and left `false` here.
pub(crate) fn admissible(
    writes: &[GameWrite],
    mut standing: HashMap<String, Standing>,
) -> Vec<bool> {
    writes
        .iter()
        .map(|write| match write {
            GameWrite::Create(_) => false,
            GameWrite::Guess { game, turn, .. } => match standing.get_mut(game) {
                Some(s) if !s.quit && u16::from(*turn) == u16::from(s.turns) + 1 => {
                    s.turns = *turn;
                    true
                }
                _ => false,
            },
            GameWrite::Quit { game, turns, .. } => match standing.get_mut(game) {
                Some(s) if !s.quit && s.turns == *turns => {
                    s.quit = true;
                    true
                }
                _ => false,
            },
        })
        .collect()
}

/// The creates of a batch, by position, with their setups as stored.
pub(crate) fn creates(writes: &[GameWrite]) -> Result<Vec<(usize, &NewGame, String)>, StoreError> {
    writes
        .iter()
        .enumerate()
        .filter_map(|(i, write)| match write {
            GameWrite::Create(game) => Some(setup_json(&game.setup).map(|setup| (i, game, setup))),
            _ => None,
        })
        .collect()
}

/// The positions of the admitted guesses.
pub(crate) fn admitted_guesses(writes: &[GameWrite], applied: &[bool]) -> Vec<usize> {
    (0..writes.len())
        .filter(|&i| applied[i] && matches!(writes[i], GameWrite::Guess { .. }))
        .collect()
}

/// The admitted quits: (position, game, when, turns played).
pub(crate) fn admitted_quits<'w>(
    writes: &'w [GameWrite],
    applied: &[bool],
) -> Vec<(usize, &'w str, i64, i64)> {
    writes
        .iter()
        .enumerate()
        .filter_map(|(i, write)| match (applied[i], write) {
            (true, GameWrite::Quit { game, at, turns }) => {
                Some((i, game.as_str(), *at, i64::from(*turns)))
            }
            _ => None,
        })
        .collect()
}

/// The games that admitted guesses end: (game, outcome, turns, when).
pub(crate) fn admitted_endings<'w>(
    writes: &'w [GameWrite],
    applied: &[bool],
) -> Vec<(&'w str, &'static str, i64, i64)> {
    writes
        .iter()
        .zip(applied)
        .filter_map(|(write, applied)| match (applied, write) {
            (
                true,
                GameWrite::Guess {
                    game,
                    turn,
                    at,
                    ends: Some(state),
                    ..
                },
            ) if state.is_over() => Some((game.as_str(), state.name(), i64::from(*turn), *at)),
            _ => None,
        })
        .collect()
}

/// Marks each guess of `chunk` applied only if the database returned its
/// (game, turn) as inserted.
pub(crate) fn mark_inserted(
    writes: &[GameWrite],
    chunk: &[usize],
    mut inserted: Vec<(String, i64)>,
    applied: &mut [bool],
) {
    for &i in chunk {
        if let GameWrite::Guess { game, turn, .. } = &writes[i] {
            applied[i] = take(&mut inserted, |(g, t)| g == game && *t == i64::from(*turn));
        }
    }
}

/// One answer per write: applied guesses and quits, or created games.
pub(crate) fn answers(applied: Vec<bool>, created: Vec<bool>) -> Vec<bool> {
    applied
        .into_iter()
        .zip(created)
        .map(|(a, c)| a || c)
        .collect()
}

/// The games a batch reads before writing: those its guesses and quits name.
pub(crate) fn games_touched(writes: &[GameWrite]) -> Vec<&str> {
    let mut ids: Vec<&str> = writes
        .iter()
        .filter_map(|w| match w {
            GameWrite::Guess { game, .. } | GameWrite::Quit { game, .. } => Some(game.as_str()),
            GameWrite::Create(_) => None,
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

#[cfg(test)]
mod tests {
    use mastermind_core::Code;

    use super::*;

    fn guess(game: &str, turn: u8) -> GameWrite {
        GameWrite::Guess {
            game: game.to_string(),
            turn,
            guess: Code::from_digits("1122").expect("a code"),
            at: 0,
            ends: None,
        }
    }

    fn quit(game: &str, turns: u8) -> GameWrite {
        GameWrite::Quit {
            game: game.to_string(),
            at: 0,
            turns,
        }
    }

    #[test]
    fn only_writes_that_follow_the_stored_state_are_admitted() {
        let standing = HashMap::from([
            (
                "a".to_string(),
                Standing {
                    quit: false,
                    turns: 2,
                },
            ),
            (
                "q".to_string(),
                Standing {
                    quit: true,
                    turns: 1,
                },
            ),
        ]);
        let writes = [
            guess("a", 2), // played already
            guess("a", 3), // the next one
            guess("a", 3), // a second time in one batch
            quit("a", 2),  // from a stale view: 3 are stored by now
            quit("a", 3),  // the right view
            guess("a", 4), // after the quit
            guess("q", 2), // on a quit game
            guess("x", 1), // on an unknown game
        ];
        assert_eq!(
            admissible(&writes, standing),
            [false, true, false, false, true, false, false, false]
        );
        assert_eq!(games_touched(&writes), ["a", "q", "x"]);
    }
}
