//! The palette: fifteen named colours, each with a letter and a symbol so that a
//! player who cannot tell two colours apart can still tell their pegs apart.

use serde::Serialize;

/// One colour of the global palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Colour {
    /// Lower-case English name, as typed by players and shown in the help.
    pub name: &'static str,
    /// Upper-case letter, unique across the palette; usually the initial.
    pub letter: char,
    /// A shape that differs for every colour (for colour-blind mode).
    pub symbol: char,
    /// Display colour as `#rrggbb`.
    pub rgb: &'static str,
    /// Other names a player may type for this colour.
    #[serde(skip)]
    pub aliases: &'static [&'static str],
}

/// Every colour a setup can use. Setups pick an ordered selection of these;
/// the digit of a colour in a code is its 1-based place in the setup's palette.
pub const COLOURS: [Colour; 15] = [
    Colour {
        name: "red",
        letter: 'R',
        symbol: '●',
        rgb: "#d62828",
        aliases: &[],
    },
    Colour {
        name: "blue",
        letter: 'B',
        symbol: '■',
        rgb: "#1f5fd6",
        aliases: &[],
    },
    Colour {
        name: "yellow",
        letter: 'Y',
        symbol: '▲',
        rgb: "#f2c811",
        aliases: &[],
    },
    Colour {
        name: "green",
        letter: 'G',
        symbol: '◆',
        rgb: "#2a9d3a",
        aliases: &[],
    },
    Colour {
        name: "pink",
        letter: 'P',
        symbol: '♥',
        rgb: "#f78fb3",
        aliases: &[],
    },
    Colour {
        name: "turquoise",
        letter: 'T',
        symbol: '★',
        rgb: "#1abc9c",
        aliases: &[],
    },
    Colour {
        name: "white",
        letter: 'W',
        symbol: '○',
        rgb: "#f4f4f4",
        aliases: &[],
    },
    Colour {
        name: "black",
        letter: 'K',
        symbol: '✚',
        rgb: "#222222",
        aliases: &[],
    },
    Colour {
        name: "purple",
        letter: 'V',
        symbol: '♣',
        rgb: "#7b2cbf",
        aliases: &["violet"],
    },
    Colour {
        name: "orange",
        letter: 'O',
        symbol: '☀',
        rgb: "#f77f00",
        aliases: &[],
    },
    Colour {
        name: "lime",
        letter: 'L',
        symbol: '♠',
        rgb: "#a7d129",
        aliases: &[],
    },
    Colour {
        name: "magenta",
        letter: 'M',
        symbol: '✖',
        rgb: "#d81b9c",
        aliases: &[],
    },
    Colour {
        name: "silver",
        letter: 'S',
        symbol: '◐',
        rgb: "#a8b2bd",
        aliases: &["grey", "gray"],
    },
    Colour {
        name: "cream",
        letter: 'C',
        symbol: '☾',
        rgb: "#f3e5ab",
        aliases: &[],
    },
    Colour {
        name: "brown",
        letter: 'N',
        symbol: '⬢',
        rgb: "#8b5a2b",
        aliases: &[],
    },
];

/// The vacant hole of seed 001's Game No. 2, written as the digit 0.
pub const BLANK: Colour = Colour {
    name: "blank",
    letter: '.',
    symbol: '·',
    rgb: "transparent",
    aliases: &["empty", "vacant", "none"],
};

/// Index into [`COLOURS`] of a colour by its name or an alias, case-insensitive.
pub fn by_name(name: &str) -> Option<usize> {
    COLOURS.iter().position(|c| {
        c.name.eq_ignore_ascii_case(name) || c.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}

/// The palette indices (into [`COLOURS`]) used by a setup, in digit order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Palette(Vec<u8>);

impl Palette {
    /// The first `n` colours of [`COLOURS`].
    pub fn first(n: u8) -> Self {
        Palette((0..n.min(COLOURS.len() as u8)).collect())
    }

    /// A palette from names; `None` when a name is unknown or repeated.
    pub fn from_names(names: &[&str]) -> Option<Self> {
        let mut indices = Vec::with_capacity(names.len());
        for name in names {
            let i = by_name(name)? as u8;
            if indices.contains(&i) {
                return None;
            }
            indices.push(i);
        }
        Some(Palette(indices))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The colour written as digit `digit` (1-based); the blank for 0.
    pub fn colour(&self, digit: u8) -> Option<&'static Colour> {
        if digit == 0 {
            return Some(&BLANK);
        }
        self.0
            .get(usize::from(digit) - 1)
            .map(|&i| &COLOURS[usize::from(i)])
    }

    /// The colours in digit order.
    pub fn colours(&self) -> impl Iterator<Item = &'static Colour> + '_ {
        self.0.iter().map(|&i| &COLOURS[usize::from(i)])
    }

    /// The digit (1-based) of a colour given by name, alias or letter.
    pub fn digit_of(&self, token: &str) -> Option<u8> {
        let mut chars = token.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return self.digit_of_letter(c);
        }
        let index = by_name(token)? as u8;
        self.0.iter().position(|&i| i == index).map(|p| p as u8 + 1)
    }

    /// The digit of a colour given by its letter, case-insensitive.
    pub fn digit_of_letter(&self, letter: char) -> Option<u8> {
        let upper = letter.to_ascii_uppercase();
        self.colours()
            .position(|c| c.letter == upper)
            .map(|p| p as u8 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_symbols_and_names_are_unique() {
        for (i, a) in COLOURS.iter().enumerate() {
            for b in &COLOURS[i + 1..] {
                assert_ne!(a.letter, b.letter, "{} and {}", a.name, b.name);
                assert_ne!(a.symbol, b.symbol, "{} and {}", a.name, b.name);
                assert_ne!(a.name, b.name);
            }
            assert!(!a.letter.is_ascii_digit());
        }
    }

    #[test]
    fn the_seeds_colours_are_in_the_palette() {
        for name in [
            "red",
            "blue",
            "yellow",
            "green",
            "white",
            "black",
            "purple",
            "orange",
            "pink",
            "turquoise",
        ] {
            assert!(by_name(name).is_some(), "{name}");
        }
        assert_eq!(by_name("VIOLET"), by_name("purple"));
    }

    #[test]
    fn digits_follow_the_setup_palette() {
        let board =
            Palette::from_names(&["red", "blue", "yellow", "green", "white", "black"]).unwrap();
        assert_eq!(board.digit_of("white"), Some(5));
        assert_eq!(board.digit_of("k"), Some(6));
        assert_eq!(board.digit_of("pink"), None);
        assert_eq!(board.colour(0).unwrap().name, "blank");
        assert_eq!(board.colour(7), None);
    }
}
