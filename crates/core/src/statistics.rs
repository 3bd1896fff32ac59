//! A player's record at one level: games played, wins, how many turns the
//! wins took, streaks of wins and the average time of a win, from the
//! finished games in the order they were played.

use serde::Serialize;

use crate::game::State;
use crate::preset::Preset;

/// How one game ended, as far as the statistics care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Won, lost or quit; a game still being played is not counted.
    pub state: State,
    /// Turns played.
    pub turns: u8,
    /// From the start to the end (the winning guess, for a win).
    pub millis: u64,
}

/// The record of a run of games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Statistics {
    /// Games finished: won, lost or quit.
    pub played: u32,
    pub wins: u32,
    /// `distribution[i]`: the wins that took `i + 1` turns.
    pub distribution: Vec<u32>,
    /// Wins in a row up to the last game (0 after a loss or a quit).
    pub current_streak: u32,
    pub best_streak: u32,
    /// The mean time of a win, rounded down; `None` before the first.
    pub average_win_millis: Option<u64>,
}

impl Statistics {
    /// The record of `outcomes`, oldest first, at a level of `turns` turns
    /// (the length of the distribution). Games still being played are
    /// skipped: they neither count nor break a streak. A loss and a quit
    /// count as played and end a streak.
    pub fn of(turns: u8, outcomes: impl IntoIterator<Item = Outcome>) -> Self {
        let mut stats = Statistics {
            played: 0,
            wins: 0,
            distribution: vec![0; usize::from(turns)],
            current_streak: 0,
            best_streak: 0,
            average_win_millis: None,
        };
        let mut win_millis: u128 = 0;
        for outcome in outcomes {
            match outcome.state {
                State::Playing => continue,
                State::Won => {
                    stats.wins += 1;
                    stats.current_streak += 1;
                    stats.best_streak = stats.best_streak.max(stats.current_streak);
                    win_millis += u128::from(outcome.millis);
                    let at = usize::from(outcome.turns.max(1)) - 1;
                    if at >= stats.distribution.len() {
                        // A win past the level's turns cannot happen by the
                        // rules; kept visible rather than dropped.
                        stats.distribution.resize(at + 1, 0);
                    }
                    stats.distribution[at] += 1;
                }
                State::Lost | State::Quit => stats.current_streak = 0,
            }
            stats.played += 1;
        }
        stats.average_win_millis = (stats.wins > 0)
            .then(|| u64::try_from(win_millis / u128::from(stats.wins)).unwrap_or(u64::MAX));
        stats
    }

    /// The record of each preset played, in the order of [`Preset::ALL`],
    /// from games of any presets, oldest first.
    pub fn per_preset(games: &[(Preset, Outcome)]) -> Vec<(Preset, Statistics)> {
        Preset::ALL
            .into_iter()
            .map(|preset| {
                let outcomes = games.iter().filter(|(p, _)| *p == preset).map(|(_, o)| *o);
                (preset, Statistics::of(preset.setup().turns(), outcomes))
            })
            .filter(|(_, stats)| stats.played > 0)
            .collect()
    }

    /// Wins out of games played, in percent (0 before the first game).
    pub fn win_percent(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.wins) * 100.0 / f64::from(self.played)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn won(turns: u8, millis: u64) -> Outcome {
        Outcome {
            state: State::Won,
            turns,
            millis,
        }
    }

    fn ended(state: State) -> Outcome {
        Outcome {
            state,
            turns: 3,
            millis: 1_000,
        }
    }

    #[test]
    fn nothing_played_is_all_zero() {
        let stats = Statistics::of(8, []);
        assert_eq!(stats.played, 0);
        assert_eq!(stats.distribution, vec![0; 8]);
        assert_eq!((stats.current_streak, stats.best_streak), (0, 0));
        assert_eq!(stats.average_win_millis, None);
        assert_eq!(stats.win_percent(), 0.0);
    }

    #[test]
    fn losses_and_quits_count_as_played_and_end_a_streak() {
        let stats = Statistics::of(
            8,
            [
                won(4, 60_000),
                won(5, 30_000),
                won(4, 30_000),
                ended(State::Quit),
                won(2, 10_000),
                ended(State::Lost),
                won(6, 20_000),
            ],
        );
        assert_eq!(stats.played, 7);
        assert_eq!(stats.wins, 5);
        assert_eq!(stats.distribution, [0, 1, 0, 2, 1, 1, 0, 0]);
        assert_eq!(stats.best_streak, 3);
        assert_eq!(stats.current_streak, 1);
        assert_eq!(stats.average_win_millis, Some(30_000));
        assert!((stats.win_percent() - 500.0 / 7.0).abs() < 1e-9);
    }

    #[test]
    fn a_game_in_play_neither_counts_nor_breaks_a_streak() {
        let stats = Statistics::of(6, [won(3, 1), ended(State::Playing), won(3, 2)]);
        assert_eq!((stats.played, stats.wins), (2, 2));
        assert_eq!((stats.current_streak, stats.best_streak), (2, 2));
    }

    #[test]
    fn the_current_streak_is_the_one_at_the_end() {
        let stats = Statistics::of(
            6,
            [
                won(1, 1),
                won(1, 1),
                ended(State::Lost),
                won(1, 1),
                won(1, 1),
                won(1, 1),
            ],
        );
        assert_eq!((stats.current_streak, stats.best_streak), (3, 3));
        let broken = Statistics::of(6, [won(1, 1), won(1, 1), ended(State::Quit)]);
        assert_eq!((broken.current_streak, broken.best_streak), (0, 2));
    }

    #[test]
    fn each_preset_has_its_record_in_the_presets_order() {
        let games = [
            (Preset::Colour1, won(2, 10)),
            (Preset::Mastermind1, ended(State::Quit)),
            (Preset::Colour1, ended(State::Lost)),
            (Preset::Logik, ended(State::Playing)),
        ];
        let all = Statistics::per_preset(&games);
        let presets: Vec<Preset> = all.iter().map(|(p, _)| *p).collect();
        assert_eq!(presets, [Preset::Mastermind1, Preset::Colour1]);
        assert_eq!(all[0].1.distribution.len(), 8);
        assert_eq!((all[1].1.played, all[1].1.wins), (2, 1));
        assert_eq!(all[1].1.distribution, [0, 1, 0, 0, 0, 0]);
    }

    #[test]
    fn the_average_rounds_down_and_never_overflows() {
        let stats = Statistics::of(6, [won(2, 1), won(2, 2)]);
        assert_eq!(stats.average_win_millis, Some(1));
        let long = Statistics::of(6, [won(2, u64::MAX), won(2, u64::MAX)]);
        assert_eq!(long.average_win_millis, Some(u64::MAX));
    }
}
