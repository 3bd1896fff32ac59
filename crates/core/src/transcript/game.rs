//! The transcript of a single game: one codebreaker against a secret.
//!
//! ```text
//! [Event "Mastermind"]
//! [Codebreaker "ann"]
//! [Setup "4 pegs, 6 colours, 8 turns, mastermind"]
//! [Secret "1234"]
//! [Result "won"]
//!
//! 1. 1122 B1W1
//! 2. 1344 B2W1
//! 3. 1234 B4W0
//! ```

use super::{
    Tags, TranscriptError, answer_text, code_text, palette_tag, read_code, read_move, read_setup,
    setup_tag, turn_lines,
};
use crate::game::{Game, GuessError, State};

/// A game read from its transcript, with the tags it had besides the
/// setup, secret and result (who played, when, where).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTranscript {
    pub tags: Tags,
    pub game: Game,
}

/// As JSON: the tags, the setup, the secret, the turns and the result.
impl serde::Serialize for GameTranscript {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(serde::Serialize)]
        struct Shape<'a> {
            tags: &'a Tags,
            setup: &'a crate::setup::Setup,
            secret: crate::code::Code,
            turns: &'a [crate::game::Turn],
            result: &'static str,
        }
        Shape {
            tags: &self.tags,
            setup: self.game.setup(),
            secret: self.game.secret(),
            turns: self.game.turns(),
            result: self.game.state().name(),
        }
        .serialize(serializer)
    }
}

impl GameTranscript {
    /// The transcript of a finished `game`; `None` while it is in play.
    pub fn of(game: &Game, tags: &Tags) -> Option<GameTranscript> {
        game.state().is_over().then(|| GameTranscript {
            tags: tags.clone(),
            game: game.clone(),
        })
    }

    /// The text (see [`write_game`]).
    pub fn to_text(&self) -> String {
        write_game(&self.game, &self.tags).unwrap_or_default()
    }
}

/// The transcript of `game` with `tags` first (Event, Site, Date,
/// Codebreaker, Preset…); `None` while it is in play, when its secret is
/// not anyone's to read.
pub fn write_game(game: &Game, tags: &Tags) -> Option<String> {
    let result = match game.state() {
        State::Playing => return None,
        state => state.name(),
    };
    let mut tags = tags.clone();
    tags.set("Setup", setup_tag(game.setup()));
    if let Some(palette) = palette_tag(game.setup()) {
        tags.set("Palette", palette);
    }
    tags.set("Secret", code_text(&game.secret()));
    tags.set("Result", result);
    let mut out = String::new();
    tags.write(&mut out);
    out.push('\n');
    for (i, turn) in game.turns().iter().enumerate() {
        out.push_str(&format!(
            "{}. {} {}\n",
            i + 1,
            code_text(&turn.guess),
            answer_text(turn.feedback())
        ));
    }
    Some(out)
}

/// Reads a game's transcript, replaying every guess by the rules.
pub fn read_game(text: &str) -> Result<GameTranscript, TranscriptError> {
    let (mut tags, body) = Tags::read(text)?;
    let setup = read_setup(&tags)?;
    let secret_text = tags
        .get("Secret")
        .ok_or(TranscriptError::Missing("Secret"))?;
    let secret = read_code(&setup, "Secret", secret_text)?;
    let result = tags
        .get("Result")
        .ok_or(TranscriptError::Missing("Result"))?
        .to_string();
    let mut game = Game::new(setup.clone(), secret).map_err(|e| TranscriptError::BadTag {
        tag: "Secret",
        value: secret_text.to_string(),
        why: e.to_string(),
    })?;
    for (number, (line, text)) in turn_lines(&body)?.into_iter().enumerate() {
        let (guess, written) = read_move(&setup, line, &text)?;
        let turn = game.guess(guess).map_err(|e| TranscriptError::Turn {
            line,
            why: match e {
                GuessError::Over(state) => format!("the game was over ({})", state.name()),
                other => other.to_string(),
            },
        })?;
        if turn.feedback() != written {
            return Err(TranscriptError::Answer {
                turn: number + 1,
                written: answer_text(written),
                given: answer_text(turn.feedback()),
            });
        }
    }
    if result == State::Quit.name() && game.state() == State::Playing {
        let _ = game.quit();
    }
    if game.state().name() != result {
        let given = match game.state() {
            State::Playing => "still in play".to_string(),
            state => state.name().to_string(),
        };
        return Err(TranscriptError::Result {
            written: result,
            given,
        });
    }
    for known in ["Setup", "Palette", "Secret", "Result"] {
        tags.take(known);
    }
    Ok(GameTranscript { tags, game })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Code;
    use crate::preset::Preset;
    use proptest::prelude::*;

    fn code(text: &str) -> Code {
        Code::from_digits(text).expect("a code")
    }

    fn example() -> (Game, Tags) {
        let mut game = Game::new(Preset::Mastermind1.setup(), code("1234")).expect("a game");
        for guess in ["1122", "1344", "1234"] {
            game.guess(code(guess)).expect("a guess");
        }
        let mut tags = Tags::new();
        tags.set("Event", "Mastermind")
            .set("Codebreaker", "ann \"the\" breaker");
        (game, tags)
    }

    #[test]
    fn a_won_game_is_written_as_the_docs_show_and_read_back() {
        let (game, tags) = example();
        let text = write_game(&game, &tags).expect("over");
        assert_eq!(
            text,
            "[Event \"Mastermind\"]\n[Codebreaker \"ann \\\"the\\\" breaker\"]\n\
             [Setup \"4 pegs, 6 colours, 8 turns, mastermind\"]\n[Secret \"1234\"]\n\
             [Result \"won\"]\n\n1. 1122 B1W1\n2. 1344 B2W1\n3. 1234 B4W0\n"
        );
        let read = read_game(&text).expect("reads");
        assert_eq!(read.game, game);
        assert_eq!(read.tags, tags);
    }

    #[test]
    fn a_game_in_play_has_no_transcript() {
        let game = Game::new(Preset::Mastermind1.setup(), code("1234")).expect("a game");
        assert_eq!(write_game(&game, &Tags::new()), None);
    }

    #[test]
    fn answers_results_and_tags_the_rules_would_not_give_are_refused_with_the_place() {
        let (game, tags) = example();
        let text = write_game(&game, &tags).expect("over");
        let cases = [
            (
                text.replace("2. 1344 B2W1", "2. 1344 B0W0"),
                "turn 2: the answer written is B0W0, the rules give B2W1",
            ),
            (
                text.replace("[Result \"won\"]", "[Result \"lost\"]"),
                "the result written is 'lost', the turns give 'won'",
            ),
            (
                text.replace("3. 1234 B4W0\n", ""),
                "the result written is 'won', the turns give 'still in play'",
            ),
            (
                text.replace("2. 1344", "3. 1344"),
                "line 8: expected turn 2",
            ),
            (
                text.replace("[Secret \"1234\"]\n", ""),
                "the tag Secret is missing",
            ),
            (
                text.replace("6 colours", "six colours"),
                "the tag Setup says",
            ),
            (
                text.replace("[Event \"Mastermind\"]", "[Event Mastermind]"),
                "line 1: not a tag",
            ),
            (
                text.replace("1. 1122 B1W1", "1. 1172 B1W1"),
                "line 7: the guess '1172'",
            ),
            (format!("{text}4. 1111 B1W0\n"), "the game was over (won)"),
        ];
        for (bad, wanted) in cases {
            let error = read_game(&bad).expect_err(wanted).to_string();
            assert!(error.contains(wanted), "{error} / {wanted}");
        }
    }

    fn any_game() -> impl Strategy<Value = Game> {
        let presets = prop::sample::select(Preset::ALL.to_vec());
        (presets, any::<u64>(), 0usize..12, any::<bool>()).prop_map(
            |(preset, seed, guesses, quit)| {
                use rand::SeedableRng;
                let setup = preset.setup();
                let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
                let mut game =
                    Game::new(setup.clone(), setup.random_code(&mut rng)).expect("a game");
                for _ in 0..guesses {
                    if game.state().is_over() {
                        break;
                    }
                    game.guess(setup.random_code(&mut rng)).expect("a guess");
                }
                if quit || !game.state().is_over() {
                    let _ = game.quit();
                }
                game
            },
        )
    }

    proptest! {
        #[test]
        fn every_finished_game_reads_back_as_itself(game in any_game(), name in "[a-z\"\\\\ ]{0,12}") {
            let mut tags = Tags::new();
            tags.set("Event", "Mastermind").set("Codebreaker", name);
            let text = write_game(&game, &tags).expect("over");
            let read = read_game(&text).expect("reads");
            prop_assert_eq!(&read.game, &game);
            prop_assert_eq!(&read.tags, &tags);
            prop_assert_eq!(write_game(&read.game, &read.tags).expect("over"), text);
        }
    }
}
