//! A setup: how many pegs and colours, blanks, repetition, turns and the
//! feedback rule. Everything a game needs to know before the first guess.

use rand::{Rng, RngExt};
use serde::Serialize;

use crate::code::{Code, CodeError, MAX_PEGS};
use crate::colour::{COLOURS, Palette};
use crate::feedback::{Feedback, Rule};

/// The most turns a setup may allow.
pub const MAX_TURNS: u8 = 30;

/// The shape of a game. Construct with [`Setup::new`] or from a
/// [`crate::Preset`]; fields are read-only so a setup is always valid.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    pegs: u8,
    colours: u8,
    blanks: bool,
    repetition: bool,
    turns: u8,
    rule: Rule,
    palette: Palette,
}

/// Why a setup cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a code has 1 to {MAX_PEGS} pegs, not {0}")]
    Pegs(u8),
    #[error("a game has 2 to 15 colours, not {0}")]
    Colours(u8),
    #[error("a game has 1 to {MAX_TURNS} turns, not {0}")]
    Turns(u8),
    #[error(
        "without repetition {pegs} pegs need at least {pegs} colours; this setup has {symbols}"
    )]
    TooFewColours { pegs: u8, symbols: u8 },
    #[error("the palette has {found} colours; this setup needs {colours}")]
    Palette { colours: u8, found: usize },
}

impl Setup {
    /// A setup with the first `colours` colours of the palette.
    pub fn new(pegs: u8, colours: u8, turns: u8, rule: Rule) -> Result<Self, SetupError> {
        Setup::with_palette(pegs, colours, turns, rule, Palette::first(colours))
    }

    /// A setup with its own choice and order of colours.
    pub fn with_palette(
        pegs: u8,
        colours: u8,
        turns: u8,
        rule: Rule,
        palette: Palette,
    ) -> Result<Self, SetupError> {
        if !(1..=MAX_PEGS as u8).contains(&pegs) {
            return Err(SetupError::Pegs(pegs));
        }
        if !(2..=COLOURS.len() as u8).contains(&colours) {
            return Err(SetupError::Colours(colours));
        }
        if !(1..=MAX_TURNS).contains(&turns) {
            return Err(SetupError::Turns(turns));
        }
        if palette.len() != usize::from(colours) {
            return Err(SetupError::Palette {
                colours,
                found: palette.len(),
            });
        }
        Ok(Setup {
            pegs,
            colours,
            blanks: false,
            repetition: true,
            turns,
            rule,
            palette,
        })
    }

    /// Allows the blank (a vacant hole) as one more colour, in codes and guesses.
    pub fn blanks(mut self, blanks: bool) -> Self {
        self.blanks = blanks;
        self
    }

    /// Forbids a colour twice in one code, when `repetition` is false.
    pub fn repetition(mut self, repetition: bool) -> Result<Self, SetupError> {
        self.repetition = repetition;
        let symbols = self.symbols();
        if !repetition && symbols < self.pegs {
            return Err(SetupError::TooFewColours {
                pegs: self.pegs,
                symbols,
            });
        }
        Ok(self)
    }

    pub fn pegs(&self) -> u8 {
        self.pegs
    }
    pub fn colours(&self) -> u8 {
        self.colours
    }
    pub fn has_blanks(&self) -> bool {
        self.blanks
    }
    pub fn allows_repetition(&self) -> bool {
        self.repetition
    }
    pub fn turns(&self) -> u8 {
        self.turns
    }
    pub fn rule(&self) -> Rule {
        self.rule
    }
    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// Colours plus the blank, if the setup has it.
    pub fn symbols(&self) -> u8 {
        self.colours + u8::from(self.blanks)
    }

    /// The lowest peg digit: 0 with blanks, 1 without.
    pub fn lowest_digit(&self) -> u8 {
        u8::from(!self.blanks)
    }

    /// The feedback for `guess` against `secret` under this setup's rule.
    pub fn score(&self, secret: &Code, guess: &Code) -> Feedback {
        self.rule.score(secret, guess)
    }

    /// How many different codes the setup allows.
    /// Whether a codemaker may answer `feedback` in this setup (see
    /// [`crate::answer::check_feedback`]).
    pub fn check_feedback(&self, feedback: Feedback) -> Result<(), crate::answer::AnswerError> {
        crate::answer::check_feedback(feedback, self.pegs(), self.rule())
    }

    pub fn code_count(&self) -> u64 {
        let symbols = u64::from(self.symbols());
        if self.repetition {
            symbols.pow(u32::from(self.pegs))
        } else {
            (0..u64::from(self.pegs)).map(|i| symbols - i).product()
        }
    }

    /// Every code of the setup, lowest digit order first.
    pub fn codes(&self) -> impl Iterator<Item = Code> + '_ {
        let pegs = usize::from(self.pegs);
        let low = self.lowest_digit();
        let high = self.colours;
        let mut next = Some(vec![low; pegs]);
        std::iter::from_fn(move || {
            loop {
                let current = next.clone()?;
                // Advance like an odometer, the last peg fastest.
                let mut advanced = current.clone();
                let mut i = pegs;
                next = loop {
                    if i == 0 {
                        break None;
                    }
                    i -= 1;
                    if advanced[i] < high {
                        advanced[i] += 1;
                        break Some(advanced);
                    }
                    advanced[i] = low;
                };
                if self.repetition || all_distinct(&current) {
                    return Code::new(&current);
                }
            }
        })
    }

    /// The code at `index` in the order of [`Setup::codes`] (`None` past
    /// the last), without walking the codes before it: what turns a number
    /// drawn elsewhere (a digest, say) into a code of this setup.
    pub fn code_at(&self, index: u64) -> Option<Code> {
        if index >= self.code_count() {
            return None;
        }
        let pegs = usize::from(self.pegs);
        let mut pool: Vec<u8> = (self.lowest_digit()..=self.colours).collect();
        let mut rest = index;
        let mut digits = Vec::with_capacity(pegs);
        for i in 0..pegs {
            // How many codes share each choice for this peg: the pegs after
            // it filled every way the setup allows.
            let after = (i + 1..pegs).map(|j| {
                let left = pool.len() as u64;
                if self.repetition {
                    left
                } else {
                    left - (j - i) as u64
                }
            });
            let block: u64 = after.product();
            let choice = usize::try_from(rest / block).ok()?;
            rest %= block;
            let digit = if self.repetition {
                *pool.get(choice)?
            } else {
                // The pool stays in digit order, so the order is the
                // odometer's of `codes`.
                pool.remove(choice)
            };
            digits.push(digit);
        }
        Code::new(&digits)
    }

    /// A code drawn uniformly from the setup's codes.
    pub fn random_code<R: Rng + ?Sized>(&self, rng: &mut R) -> Code {
        let mut pegs = Vec::with_capacity(usize::from(self.pegs));
        let mut pool: Vec<u8> = (self.lowest_digit()..=self.colours).collect();
        for _ in 0..self.pegs {
            let i = rng.random_range(0..pool.len());
            pegs.push(pool[i]);
            if !self.repetition {
                pool.swap_remove(i);
            }
        }
        Code::new(&pegs).expect("a setup has at most MAX_PEGS pegs of digits up to 15")
    }

    /// Checks that a code fits the setup: its length, colours, blanks and repeats.
    pub fn check(&self, code: &Code) -> Result<(), CodeError> {
        let text = code.to_string();
        if code.len() != usize::from(self.pegs) {
            return Err(CodeError::WrongLength {
                pegs: self.pegs,
                found: code.len(),
                text,
            });
        }
        for (i, &peg) in code.pegs().iter().enumerate() {
            if peg == 0 && !self.blanks {
                return Err(CodeError::BlankNotAllowed {
                    text,
                    position: i + 1,
                });
            }
            if peg > self.colours {
                return Err(CodeError::UnknownColour {
                    token: peg.to_string(),
                    text,
                    allowed: self.allowed(),
                });
            }
        }
        if !self.repetition
            && let Some(&peg) = code
                .pegs()
                .iter()
                .enumerate()
                .find(|(i, p)| code.pegs()[..*i].contains(p))
                .map(|(_, p)| p)
        {
            return Err(CodeError::Repeat {
                text,
                colour: self.colour_name(peg).to_string(),
            });
        }
        Ok(())
    }

    /// Reads a code typed by a person: digits (`1223`, the blank as `0`),
    /// letters (`RBYG`), or names separated by commas or spaces
    /// (`red, blue, yellow, green`), in any case.
    pub fn parse_code(&self, text: &str) -> Result<Code, CodeError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(CodeError::Empty);
        }
        let tokens: Vec<&str> = if trimmed.contains(|c: char| c == ',' || c.is_whitespace()) {
            trimmed
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
                .collect()
        } else if trimmed.chars().count() > 1
            && (self.pegs == 1 || trimmed.parse::<u8>().is_err())
            && self.peg_of(trimmed).is_some()
        {
            // One colour on its own: "red", or "12" in a one-peg game.
            vec![trimmed]
        } else {
            trimmed
                .char_indices()
                .map(|(i, c)| &trimmed[i..i + c.len_utf8()])
                .collect()
        };
        let mut pegs = Vec::with_capacity(tokens.len());
        for token in &tokens {
            let peg = self.peg_of(token).ok_or_else(|| CodeError::UnknownColour {
                token: token.to_string(),
                text: trimmed.to_string(),
                allowed: self.allowed(),
            })?;
            pegs.push(peg);
        }
        if pegs.len() != usize::from(self.pegs) {
            return Err(CodeError::WrongLength {
                pegs: self.pegs,
                found: pegs.len(),
                text: trimmed.to_string(),
            });
        }
        let code = Code::new(&pegs).expect("length checked against the setup");
        self.check(&code).map_err(|e| match e {
            CodeError::BlankNotAllowed { position, .. } => CodeError::BlankNotAllowed {
                text: trimmed.to_string(),
                position,
            },
            CodeError::Repeat { colour, .. } => CodeError::Repeat {
                text: trimmed.to_string(),
                colour,
            },
            other => other,
        })?;
        Ok(code)
    }

    /// The digit of one token: a number, a blank mark, a letter or a name.
    fn peg_of(&self, token: &str) -> Option<u8> {
        if let Ok(n) = token.parse::<u8>() {
            return (n <= self.colours).then_some(n);
        }
        if matches!(token, "." | "_" | "-")
            || crate::colour::BLANK
                .aliases
                .iter()
                .chain(&["blank"])
                .any(|a| a.eq_ignore_ascii_case(token))
        {
            return Some(0);
        }
        self.palette.digit_of(token)
    }

    /// The name of the colour written as `digit` in this setup.
    pub fn colour_name(&self, digit: u8) -> &'static str {
        self.palette.colour(digit).map_or("?", |c| c.name)
    }

    /// A code written with colour names, for people.
    pub fn describe(&self, code: &Code) -> String {
        code.pegs()
            .iter()
            .map(|&p| self.colour_name(p))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A code written with colour letters (`.` for the blank).
    pub fn letters(&self, code: &Code) -> String {
        code.pegs()
            .iter()
            .map(|&p| self.palette.colour(p).map_or('?', |c| c.letter))
            .collect()
    }

    /// What a player may type, for error messages.
    fn allowed(&self) -> String {
        let letters: String = self.palette.colours().map(|c| c.letter).collect();
        let blank = if self.blanks { ", 0 for a blank" } else { "" };
        format!("1-{} or the letters {letters}{blank}", self.colours)
    }
}

fn all_distinct(pegs: &[u8]) -> bool {
    pegs.iter().enumerate().all(|(i, p)| !pegs[..i].contains(p))
}

/// The JSON shape of a setup.
#[derive(Debug, Serialize)]
struct SetupView<'a> {
    pegs: u8,
    colours: u8,
    blanks: bool,
    repetition: bool,
    turns: u8,
    rule: Rule,
    palette: Vec<&'a str>,
}

impl Serialize for Setup {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SetupView {
            pegs: self.pegs,
            colours: self.colours,
            blanks: self.blanks,
            repetition: self.repetition,
            turns: self.turns,
            rule: self.rule,
            palette: self.palette.colours().map(|c| c.name).collect(),
        }
        .serialize(serializer)
    }
}
