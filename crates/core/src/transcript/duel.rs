//! The transcript of a duel (seed 003's Logik online): both players' codes,
//! then each revealed turn with white's guess at black's code first.
//!
//! ```text
//! [Event "Logik duel"]
//! [White "ann"]
//! [Black "bob"]
//! [Preset "logik"]
//! [TimeControl "per-turn 60"]
//! [Rated "yes"]
//! [Setup "5 pegs, 8 colours, 10 turns, mastermind"]
//! [WhiteCode "11111"]
//! [BlackCode "22222"]
//! [Result "white"]
//! [Termination "broken"]
//!
//! 1. 22222 B5W0 | 33333 B0W0
//! ```

use super::{
    Tags, TranscriptError, answer_text, code_text, palette_tag, read_code, read_move, read_setup,
    setup_tag, turn_lines,
};
use crate::code::Code;
use crate::duel::{Duel, DuelResult, Reason, Side, Sides, TimeControl, Viewer};
use crate::game::Turn;
use crate::setup::Setup;

/// A duel read from its transcript. Its result says what the players did
/// that turns cannot show (a resignation, a time-out); the turns' answers
/// are checked against the codes.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DuelTranscript {
    /// The tags besides the setup, codes and result: who played, when,
    /// under which clock, rated or not.
    pub tags: Tags,
    pub setup: Setup,
    /// Each player's own code (the other breaks it).
    pub codes: Sides<Code>,
    /// `turns[i].white` is white's guess at black's code.
    pub turns: Vec<Sides<Turn>>,
    pub result: DuelResult,
}

/// A clock as the TimeControl tag writes it.
fn clock_text(clock: TimeControl) -> String {
    match clock {
        TimeControl::None => "none".to_string(),
        TimeControl::PerTurn { seconds } => format!("per-turn {seconds}"),
        TimeControl::PerGame { seconds } => format!("per-game {seconds}"),
    }
}

const REASONS: [Reason; 6] = [
    Reason::Broken,
    Reason::BothBroken,
    Reason::RowsUsed,
    Reason::Resigned,
    Reason::TimeOut,
    Reason::Abandoned,
];

impl DuelTranscript {
    /// The transcript of `duel`, with `tags` first (Event, Site, Date…)
    /// and then the duel's players, preset, clock and whether it was
    /// rated. `None` until it is over: the codes are secret until then.
    pub fn of(duel: &Duel, tags: &Tags) -> Option<DuelTranscript> {
        let result = duel.result()?;
        let view = duel.view_for(Viewer::Spectator);
        let codes = Sides::new(view.codes.white?, view.codes.black?);
        let rules = duel.rules();
        let mut tags = tags.clone();
        tags.set("White", rules.player(Side::White));
        tags.set("Black", rules.player(Side::Black));
        if let Some(preset) = rules.preset() {
            tags.set("Preset", preset.name());
        }
        tags.set("TimeControl", clock_text(rules.time_control()));
        tags.set("Rated", if rules.rated() { "yes" } else { "no" });
        Some(DuelTranscript {
            tags,
            setup: rules.setup().clone(),
            codes,
            turns: duel.turns().to_vec(),
            result,
        })
    }

    /// The text: the tags, then the setup, codes and result, then the turns.
    pub fn to_text(&self) -> String {
        let mut tags = self.tags.clone();
        tags.set("Setup", setup_tag(&self.setup));
        if let Some(palette) = palette_tag(&self.setup) {
            tags.set("Palette", palette);
        }
        tags.set("WhiteCode", code_text(&self.codes.white));
        tags.set("BlackCode", code_text(&self.codes.black));
        tags.set("Result", self.result.winner.map_or("draw", Side::name));
        tags.set("Termination", self.result.reason.name());
        let mut out = String::new();
        tags.write(&mut out);
        out.push('\n');
        for (i, turn) in self.turns.iter().enumerate() {
            out.push_str(&format!(
                "{}. {} {} | {} {}\n",
                i + 1,
                code_text(&turn.white.guess),
                answer_text(turn.white.feedback()),
                code_text(&turn.black.guess),
                answer_text(turn.black.feedback()),
            ));
        }
        out
    }
}

/// The transcript of a finished `duel` (see [`DuelTranscript::of`]).
pub fn write_duel(duel: &Duel, tags: &Tags) -> Option<String> {
    DuelTranscript::of(duel, tags).map(|t| t.to_text())
}

/// Reads a duel's transcript, checking every answer against the codes and
/// that the result is one the turns allow.
pub fn read_duel(text: &str) -> Result<DuelTranscript, TranscriptError> {
    let (mut tags, body) = Tags::read(text)?;
    let setup = read_setup(&tags)?;
    let code = |tag: &'static str| -> Result<Code, TranscriptError> {
        let text = tags.get(tag).ok_or(TranscriptError::Missing(tag))?;
        read_code(&setup, tag, text)
    };
    let codes = Sides::new(code("WhiteCode")?, code("BlackCode")?);
    let written = tags
        .get("Result")
        .ok_or(TranscriptError::Missing("Result"))?
        .to_string();
    let winner = match written.as_str() {
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        "draw" => None,
        _ => {
            return Err(TranscriptError::BadTag {
                tag: "Result",
                value: written,
                why: "not white, black or draw".to_string(),
            });
        }
    };
    let termination = tags
        .get("Termination")
        .ok_or(TranscriptError::Missing("Termination"))?;
    let reason = REASONS
        .into_iter()
        .find(|r| r.name() == termination)
        .ok_or_else(|| TranscriptError::BadTag {
            tag: "Termination",
            value: termination.to_string(),
            why: "not one of broken, both-broken, rows-used, resigned, time-out, abandoned"
                .to_string(),
        })?;
    let mut turns = Vec::new();
    for (line, text) in turn_lines(&body)? {
        let (white, black) = text.split_once('|').ok_or_else(|| TranscriptError::Turn {
            line,
            why: "a duel's turn holds both guesses, white's | black's".to_string(),
        })?;
        let number = turns.len() + 1;
        let play = |side: Side, text: &str| -> Result<Turn, TranscriptError> {
            let (guess, written) = read_move(&setup, line, text)?;
            // White breaks black's code, and black white's.
            let given = setup.score(&codes[side.other()], &guess);
            if given != written {
                return Err(TranscriptError::Answer {
                    turn: number,
                    written: answer_text(written),
                    given: answer_text(given),
                });
            }
            Ok(Turn {
                guess,
                black: given.black,
                white: given.white,
            })
        };
        turns.push(Sides::new(
            play(Side::White, white)?,
            play(Side::Black, black)?,
        ));
    }
    let result = DuelResult {
        winner,
        reason,
        turns: turns.len(),
    };
    check_result(&setup, &turns, result)?;
    for known in [
        "Setup",
        "Palette",
        "WhiteCode",
        "BlackCode",
        "Result",
        "Termination",
    ] {
        tags.take(known);
    }
    Ok(DuelTranscript {
        tags,
        setup,
        codes,
        turns,
        result,
    })
}

/// Whether the turns allow `result`: a code broken ends the duel at once,
/// so only the last turn may break one; breaking decides it.
fn check_result(
    setup: &Setup,
    turns: &[Sides<Turn>],
    result: DuelResult,
) -> Result<(), TranscriptError> {
    let pegs = setup.pegs();
    let broke = |turn: &Sides<Turn>| turn.map(|_, t| t.black == pegs);
    let last = turns.last().map(broke);
    let given: Option<(Option<Side>, Reason)> = match last {
        _ if turns[..turns.len().saturating_sub(1)]
            .iter()
            .any(|t| broke(t).white || broke(t).black) =>
        {
            return Err(TranscriptError::Result {
                written: format!("{} turns", turns.len()),
                given: "the duel ends in the turn a code is broken".to_string(),
            });
        }
        Some(Sides {
            white: true,
            black: true,
        }) => Some((None, Reason::BothBroken)),
        Some(Sides { white: true, .. }) => Some((Some(Side::White), Reason::Broken)),
        Some(Sides { black: true, .. }) => Some((Some(Side::Black), Reason::Broken)),
        _ if turns.len() >= usize::from(setup.turns()) => Some((None, Reason::RowsUsed)),
        // Ended otherwise: a resignation, a clock, an abandonment.
        _ => None,
    };
    let fits = match given {
        Some(given) => (result.winner, result.reason) == given,
        None => matches!(
            result.reason,
            Reason::Resigned | Reason::TimeOut | Reason::Abandoned
        ),
    };
    if fits {
        return Ok(());
    }
    let said = |winner: Option<Side>, reason: Reason| {
        format!("{} {}", winner.map_or("draw", Side::name), reason.name())
    };
    Err(TranscriptError::Result {
        written: said(result.winner, result.reason),
        given: given.map_or_else(
            || "a resignation, a time-out or an abandonment".to_string(),
            |(w, r)| said(w, r),
        ),
    })
}
