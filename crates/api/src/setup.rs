//! Setups, presets and colours as the API shows them and as a client asks for them.

use mastermind_core::colour::BLANK;
use mastermind_core::{COLOURS, Colour, Palette, Preset, Rule, Setup};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A setup as the API shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SetupView {
    pub pegs: u8,
    pub colours: u8,
    pub blanks: bool,
    pub repetition: bool,
    pub turns: u8,
    /// "mastermind" or "colour-game".
    #[schema(value_type = String)]
    pub rule: Rule,
    /// Colour names in digit order: digit 1 is the first.
    pub palette: Vec<String>,
}

/// A custom setup asked for by a client. Missing options take the values of
/// Mastermind level I's rules: repetition, no blanks, the Mastermind rule.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupRequest {
    pub pegs: u8,
    pub colours: u8,
    pub turns: u8,
    #[serde(default)]
    pub blanks: bool,
    #[serde(default = "yes")]
    pub repetition: bool,
    /// "mastermind" (default) or "colour-game".
    #[serde(default)]
    pub rule: Option<String>,
    /// Colour names in digit order; the first `colours` colours by default.
    #[serde(default)]
    pub palette: Option<Vec<String>>,
}

/// One named setup.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PresetView {
    pub name: String,
    pub title: String,
    /// "mastermind", "colour-game", "board" or "logik".
    pub game: String,
    /// 1 to 3 for the web games' levels.
    pub level: Option<u8>,
    pub setup: SetupView,
}

/// One colour of the global palette (or the blank).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ColourView {
    pub name: String,
    pub letter: char,
    /// A shape that differs for every colour, for colour-blind play.
    pub symbol: char,
    /// "#rrggbb", or "transparent" for the blank.
    pub rgb: String,
}

impl From<&Setup> for SetupView {
    fn from(setup: &Setup) -> Self {
        SetupView {
            pegs: setup.pegs(),
            colours: setup.colours(),
            blanks: setup.has_blanks(),
            repetition: setup.allows_repetition(),
            turns: setup.turns(),
            rule: setup.rule(),
            palette: setup
                .palette()
                .colours()
                .map(|c| c.name.to_string())
                .collect(),
        }
    }
}

fn yes() -> bool {
    true
}

impl From<Preset> for PresetView {
    fn from(preset: Preset) -> Self {
        let (game, level) = match preset {
            Preset::Mastermind1 => ("mastermind", Some(1)),
            Preset::Mastermind2 => ("mastermind", Some(2)),
            Preset::Mastermind3 => ("mastermind", Some(3)),
            Preset::Colour1 => ("colour-game", Some(1)),
            Preset::Colour2 => ("colour-game", Some(2)),
            Preset::Colour3 => ("colour-game", Some(3)),
            Preset::Board | Preset::BoardBlanks => ("board", None),
            Preset::Logik => ("logik", None),
        };
        PresetView {
            name: preset.name().to_string(),
            title: preset.title().to_string(),
            game: game.to_string(),
            level,
            setup: SetupView::from(&preset.setup()),
        }
    }
}

impl From<&Colour> for ColourView {
    fn from(c: &Colour) -> Self {
        ColourView {
            name: c.name.to_string(),
            letter: c.letter,
            symbol: c.symbol,
            rgb: c.rgb.to_string(),
        }
    }
}

/// The global palette, the blank last.
pub fn colours() -> Vec<ColourView> {
    COLOURS
        .iter()
        .chain(std::iter::once(&BLANK))
        .map(ColourView::from)
        .collect()
}

impl SetupView {
    /// The core's setup this view shows; `None` when it names a colour the
    /// core does not know or breaks a setup rule (a server of another
    /// version).
    pub fn to_setup(&self) -> Option<Setup> {
        let names: Vec<&str> = self.palette.iter().map(String::as_str).collect();
        let palette = Palette::from_names(&names)?;
        Setup::with_palette(self.pegs, self.colours, self.turns, self.rule, palette)
            .and_then(|s| s.blanks(self.blanks).repetition(self.repetition))
            .ok()
    }
}
