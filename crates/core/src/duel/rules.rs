//! What the two players agree on in the challenge, checked once here for
//! every door (lobby, JSON API, bots).

use serde::{Deserialize, Serialize, Serializer};

use super::{DuelError, Side, Sides};
use crate::highscore::PlayerName;
use crate::preset::Preset;
use crate::setup::Setup;

/// The longest clock a duel may set, per turn or per game, in seconds: 30
/// days, so that correspondence play (a day a turn) fits with room to spare.
pub const MAX_CLOCK_SECONDS: u32 = 30 * 24 * 3600;

/// How time is kept, agreed in the challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TimeControl {
    /// No clock: a player may take as long as they like.
    #[default]
    None,
    /// BrainKing's way: every code and every guess within `seconds` of the
    /// moment it became due (60 s live, 86 400 for correspondence).
    PerTurn { seconds: u32 },
    /// A chess clock: `seconds` for all of a player's moves together; a
    /// player's clock runs whenever they owe a move.
    PerGame { seconds: u32 },
}

impl TimeControl {
    /// The wire name: `none`, `per-turn` or `per-game`.
    pub fn name(self) -> &'static str {
        match self {
            TimeControl::None => "none",
            TimeControl::PerTurn { .. } => "per-turn",
            TimeControl::PerGame { .. } => "per-game",
        }
    }

    /// Whether players are expected to come and go between moves (more
    /// than an hour a turn, or more than a day a game): then absence is no
    /// abandonment, and only the clock ends a duel nobody plays.
    pub fn is_correspondence(self) -> bool {
        match self {
            TimeControl::None => false,
            TimeControl::PerTurn { seconds } => seconds > 3600,
            TimeControl::PerGame { seconds } => seconds > 24 * 3600,
        }
    }

    pub(super) fn check(self) -> Result<Self, DuelError> {
        match self {
            TimeControl::PerTurn { seconds } | TimeControl::PerGame { seconds }
                if !(1..=MAX_CLOCK_SECONDS).contains(&seconds) =>
            {
                Err(DuelError::Clock(seconds))
            }
            _ => Ok(self),
        }
    }
}

/// The agreed rules of a duel, valid by construction. Start from
/// [`DuelRules::new`] (Logik, no clock, casual) and add what differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DuelRules {
    players: Sides<String>,
    preset: Option<Preset>,
    setup: Setup,
    time_control: TimeControl,
    rated: bool,
}

impl DuelRules {
    /// White made the challenge, black accepted it. Names follow the
    /// platform's name rule and must differ (without regard to case, as
    /// accounts do).
    pub fn new(white: &str, black: &str) -> Result<Self, DuelError> {
        let name = |side: Side, text: &str| {
            PlayerName::parse(text)
                .map(|n| n.as_str().to_string())
                .map_err(|error| DuelError::Name { side, error })
        };
        let players = Sides::new(name(Side::White, white)?, name(Side::Black, black)?);
        if players.white.to_lowercase() == players.black.to_lowercase() {
            return Err(DuelError::SameNames);
        }
        Ok(DuelRules {
            players,
            preset: Some(Preset::Logik),
            setup: Preset::Logik.setup(),
            time_control: TimeControl::None,
            rated: false,
        })
    }

    pub fn with_preset(mut self, preset: Preset) -> Self {
        self.preset = Some(preset);
        self.setup = preset.setup();
        self
    }

    /// A setup of the players' own (a [`Setup`] is valid by construction).
    pub fn with_setup(mut self, setup: Setup) -> Self {
        self.preset = None;
        self.setup = setup;
        self
    }

    /// A clock of 1 s to [`MAX_CLOCK_SECONDS`], or none.
    pub fn with_time_control(mut self, time_control: TimeControl) -> Result<Self, DuelError> {
        self.time_control = time_control.check()?;
        Ok(self)
    }

    /// Whether the result counts for ratings; nothing else depends on it.
    pub fn with_rated(mut self, rated: bool) -> Self {
        self.rated = rated;
        self
    }

    /// The same rules with `side`'s player shown as `name` (the name an
    /// account has now, or "deleted player"); names are not checked, as
    /// they are the site's, not a player's input.
    pub fn renamed(mut self, side: Side, name: &str) -> Self {
        self.players[side] = name.to_string();
        self
    }

    pub fn players(&self) -> &Sides<String> {
        &self.players
    }

    pub fn player(&self, side: Side) -> &str {
        &self.players[side]
    }

    /// The preset agreed, `None` for a setup of the players' own.
    pub fn preset(&self) -> Option<Preset> {
        self.preset
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn time_control(&self) -> TimeControl {
        self.time_control
    }

    pub fn rated(&self) -> bool {
        self.rated
    }

    /// The same agreement with the colours swapped: black challenges.
    pub fn swapped(&self) -> Self {
        DuelRules {
            players: Sides::new(self.players.black.clone(), self.players.white.clone()),
            ..self.clone()
        }
    }

    /// Rules read back from storage: trusted as they were agreed then, so
    /// that a rule tightened later does not lock a saved duel out.
    pub(super) fn restore(
        players: Sides<String>,
        preset: Option<Preset>,
        setup: Setup,
        time_control: TimeControl,
        rated: bool,
    ) -> Self {
        DuelRules {
            players,
            preset,
            setup,
            time_control,
            rated,
        }
    }
}

/// The JSON shape shown to players and spectators.
#[derive(Serialize)]
struct RulesView<'a> {
    players: &'a Sides<String>,
    preset: Option<&'static str>,
    setup: &'a Setup,
    time_control: TimeControl,
    rated: bool,
}

impl Serialize for DuelRules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RulesView {
            players: &self.players,
            preset: self.preset.map(Preset::name),
            setup: &self.setup,
            time_control: self.time_control,
            rated: self.rated,
        }
        .serialize(serializer)
    }
}
