//! The named setups of the seeds: the web games' levels, the board game and Logik.

use std::fmt;
use std::str::FromStr;

use crate::colour::Palette;
use crate::feedback::Rule;
use crate::setup::Setup;

/// A named setup. Each preset has its own high-score table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Preset {
    Mastermind1,
    Mastermind2,
    Mastermind3,
    Colour1,
    Colour2,
    Colour3,
    Board,
    BoardBlanks,
    Logik,
}

impl Preset {
    pub const ALL: [Preset; 9] = [
        Preset::Mastermind1,
        Preset::Mastermind2,
        Preset::Mastermind3,
        Preset::Colour1,
        Preset::Colour2,
        Preset::Colour3,
        Preset::Board,
        Preset::BoardBlanks,
        Preset::Logik,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Mastermind1 => "mastermind-1",
            Preset::Mastermind2 => "mastermind-2",
            Preset::Mastermind3 => "mastermind-3",
            Preset::Colour1 => "colour-1",
            Preset::Colour2 => "colour-2",
            Preset::Colour3 => "colour-3",
            Preset::Board => "board",
            Preset::BoardBlanks => "board-blanks",
            Preset::Logik => "logik",
        }
    }

    /// A title for people: "Mastermind, level II".
    pub fn title(self) -> &'static str {
        match self {
            Preset::Mastermind1 => "Mastermind, level I",
            Preset::Mastermind2 => "Mastermind, level II",
            Preset::Mastermind3 => "Mastermind, level III",
            Preset::Colour1 => "The colour game, level I",
            Preset::Colour2 => "The colour game, level II",
            Preset::Colour3 => "The colour game, level III",
            Preset::Board => "The board game (Game No. 1)",
            Preset::BoardBlanks => "The board game with blanks (Game No. 2)",
            Preset::Logik => "Logik",
        }
    }

    /// The setup: pegs · colours · turns and the rule (see the seeds' Table 1).
    pub fn setup(self) -> Setup {
        let (pegs, colours, turns, rule) = match self {
            Preset::Mastermind1 => (4, 6, 8, Rule::Mastermind),
            Preset::Mastermind2 => (5, 7, 10, Rule::Mastermind),
            Preset::Mastermind3 => (6, 8, 12, Rule::Mastermind),
            Preset::Colour1 => (4, 6, 6, Rule::ColourGame),
            Preset::Colour2 => (5, 7, 8, Rule::ColourGame),
            Preset::Colour3 => (6, 8, 10, Rule::ColourGame),
            Preset::Board | Preset::BoardBlanks => (4, 6, 10, Rule::Mastermind),
            Preset::Logik => (5, 8, 10, Rule::Mastermind),
        };
        let setup = if matches!(self, Preset::Board | Preset::BoardBlanks) {
            // Seed 001's code pegs.
            let palette =
                Palette::from_names(&["red", "blue", "yellow", "green", "white", "black"])
                    .expect("the board colours are in the palette");
            Setup::with_palette(pegs, colours, turns, rule, palette)
        } else {
            Setup::new(pegs, colours, turns, rule)
        };
        setup
            .expect("presets are valid setups")
            .blanks(self == Preset::BoardBlanks)
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A preset name that is not one of [`Preset::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown preset '{0}': the presets are mastermind-1, mastermind-2, mastermind-3, colour-1, colour-2, colour-3, board, board-blanks, logik"
)]
pub struct UnknownPreset(pub String);

impl FromStr for Preset {
    type Err = UnknownPreset;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase().replace("color", "colour");
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == wanted)
            .ok_or_else(|| UnknownPreset(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_seeds_tables() {
        let shape = |p: Preset| {
            let s = p.setup();
            (s.pegs(), s.colours(), s.turns(), s.rule(), s.has_blanks())
        };
        assert_eq!(
            shape(Preset::Mastermind1),
            (4, 6, 8, Rule::Mastermind, false)
        );
        assert_eq!(
            shape(Preset::Mastermind2),
            (5, 7, 10, Rule::Mastermind, false)
        );
        assert_eq!(
            shape(Preset::Mastermind3),
            (6, 8, 12, Rule::Mastermind, false)
        );
        assert_eq!(shape(Preset::Colour1), (4, 6, 6, Rule::ColourGame, false));
        assert_eq!(shape(Preset::Colour2), (5, 7, 8, Rule::ColourGame, false));
        assert_eq!(shape(Preset::Colour3), (6, 8, 10, Rule::ColourGame, false));
        assert_eq!(shape(Preset::Board), (4, 6, 10, Rule::Mastermind, false));
        assert_eq!(
            shape(Preset::BoardBlanks),
            (4, 6, 10, Rule::Mastermind, true)
        );
        assert_eq!(shape(Preset::Logik), (5, 8, 10, Rule::Mastermind, false));
        // Seed 001: 1,296 and 2,401 permutations.
        assert_eq!(Preset::Board.setup().code_count(), 1296);
        assert_eq!(Preset::BoardBlanks.setup().code_count(), 2401);
    }

    #[test]
    fn names_round_trip() {
        for p in Preset::ALL {
            assert_eq!(p.name().parse::<Preset>(), Ok(p));
        }
        assert_eq!("COLOR-2".parse::<Preset>(), Ok(Preset::Colour2));
        let err = "mastermind-4".parse::<Preset>().unwrap_err();
        assert!(err.to_string().contains("mastermind-4"));
    }
}
