//! `mastermind score SECRET GUESS`: the feedback for one guess.

use mastermind_core::{CodeError, MAX_PEGS, Rule, Setup};

use crate::args::ScoreArgs;
use mastermind_i18n::tr;

use crate::usage::{refused, usage};
use crate::words;

pub fn run(args: ScoreArgs) -> anyhow::Result<()> {
    let rule: Rule = args.rules.parse().map_err(refused)?;
    let setup = setup_for(&args.secret, rule)
        .map_err(|problem| usage(tr!("cmd-score-bad-secret", problem = problem)))?;
    let secret = setup
        .parse_code(&args.secret)
        .map_err(|e| usage(tr!("cmd-score-bad-secret", problem = words::refusal(&e))))?;
    let guess = setup
        .parse_code(&args.guess)
        .map_err(|e| usage(tr!("cmd-score-bad-guess", problem = words::refusal(&e))))?;
    let feedback = setup.score(&secret, &guess);
    if args.json {
        println!("{}", serde_json::to_string(&feedback)?);
    } else {
        println!(
            "{}",
            tr!(
                "cmd-score-feedback",
                black = feedback.black,
                white = feedback.white
            )
        );
    }
    Ok(())
}

/// The widest setup whose peg count fits the secret: every colour of the
/// palette and the blank are allowed, so only the length can be wrong.
fn setup_for(secret: &str, rule: Rule) -> Result<Setup, String> {
    let wide = |pegs| {
        Setup::new(pegs, 15, 1, rule)
            .expect("1-8 pegs and 15 colours make a setup")
            .blanks(true)
    };
    match wide(MAX_PEGS as u8).parse_code(secret) {
        Ok(_) => Ok(wide(MAX_PEGS as u8)),
        Err(CodeError::WrongLength { found, .. }) if (1..=MAX_PEGS).contains(&found) => {
            Ok(wide(found as u8))
        }
        Err(CodeError::WrongLength { found, text, .. }) => Err(tr!(
            "cmd-score-too-long",
            most = MAX_PEGS,
            code = text,
            pegs = found
        )),
        Err(e) => Err(words::refusal(&e)),
    }
}
