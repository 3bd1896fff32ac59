//! What a challenge offers before anyone has accepted it: the setup, the
//! time control and whether the duel is rated. The players are added when
//! the challenge is accepted ([`Terms::rules`]).

use serde::{Deserialize, Serialize};

use super::record::{RecordError, SetupRecord};
use super::{DuelError, DuelRules, TimeControl};
use crate::preset::Preset;
use crate::setup::Setup;

/// The terms of a challenge. Serializes to the wire and stored form
/// `{"preset": "logik", "setup": {...}, "time_control": {...}, "rated": false}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "TermsRecord", try_from = "TermsRecord")]
pub struct Terms {
    preset: Option<Preset>,
    setup: Setup,
    time_control: TimeControl,
    rated: bool,
}

impl Default for Terms {
    /// Seed 003's game: Logik, no clock, casual.
    fn default() -> Self {
        Terms::preset(Preset::Logik)
    }
}

impl Terms {
    pub fn preset(preset: Preset) -> Self {
        Terms {
            preset: Some(preset),
            setup: preset.setup(),
            time_control: TimeControl::None,
            rated: false,
        }
    }

    /// A setup of the players' own.
    pub fn custom(setup: Setup) -> Self {
        Terms {
            preset: None,
            setup,
            time_control: TimeControl::None,
            rated: false,
        }
    }

    pub fn with_time_control(mut self, time_control: TimeControl) -> Result<Self, DuelError> {
        self.time_control = time_control.check()?;
        Ok(self)
    }

    pub fn with_rated(mut self, rated: bool) -> Self {
        self.rated = rated;
        self
    }

    pub fn preset_of(&self) -> Option<Preset> {
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

    /// The rules of the duel between `white` (who made the challenge) and
    /// `black`.
    pub fn rules(&self, white: &str, black: &str) -> Result<DuelRules, DuelError> {
        let rules = DuelRules::new(white, black)?;
        let rules = match self.preset {
            Some(preset) => rules.with_preset(preset),
            None => rules.with_setup(self.setup.clone()),
        };
        Ok(rules
            .with_time_control(self.time_control)?
            .with_rated(self.rated))
    }

    /// The terms a duel was played under (for a rematch).
    pub fn of(rules: &DuelRules) -> Self {
        Terms {
            preset: rules.preset(),
            setup: rules.setup().clone(),
            time_control: rules.time_control(),
            rated: rules.rated(),
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct TermsRecord {
    preset: Option<String>,
    setup: SetupRecord,
    time_control: TimeControl,
    rated: bool,
}

impl From<Terms> for TermsRecord {
    fn from(terms: Terms) -> Self {
        TermsRecord {
            preset: terms.preset.map(|p| p.name().to_string()),
            setup: (&terms.setup).into(),
            time_control: terms.time_control,
            rated: terms.rated,
        }
    }
}

impl TryFrom<TermsRecord> for Terms {
    type Error = RecordError;

    fn try_from(r: TermsRecord) -> Result<Self, Self::Error> {
        let preset = r
            .preset
            .map(|name| name.parse::<Preset>())
            .transpose()
            .map_err(|e| RecordError::Damaged(e.to_string()))?;
        let setup = Setup::try_from(r.setup)?;
        Terms::custom(setup)
            .with_time_control(r.time_control)
            .map(|t| Terms {
                preset,
                ..t.with_rated(r.rated)
            })
            .map_err(|e| RecordError::Damaged(e.to_string()))
    }
}
