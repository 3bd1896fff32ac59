//! The two sides of a duel and a pair of anything, one for each.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// White made the challenge; black accepted it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The wire name: `white` or `black`.
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One of a thing for each side; `{"white": ..., "black": ...}` on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Sides<T> {
    pub white: T,
    pub black: T,
}

impl<T> Sides<T> {
    pub fn new(white: T, black: T) -> Self {
        Sides { white, black }
    }

    pub fn map<U>(self, mut f: impl FnMut(Side, T) -> U) -> Sides<U> {
        Sides {
            white: f(Side::White, self.white),
            black: f(Side::Black, self.black),
        }
    }
}

impl<T> Index<Side> for Sides<T> {
    type Output = T;

    fn index(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for Sides<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}
