//! Every worked example of the seeds, read from `data/worked_examples.txt`.

use mastermind_core::{Palette, Rule, Setup};

#[test]
fn the_seeds_worked_examples_score_as_written() {
    let data = include_str!("data/worked_examples.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [source, palette, rule, secret, guess, expected] = fields[..] else {
            panic!("malformed line: {line}");
        };
        let names: Vec<&str> = palette.split_whitespace().collect();
        let palette =
            Palette::from_names(&names).unwrap_or_else(|| panic!("{source}: bad palette"));
        let rule: Rule = rule.parse().unwrap();
        let setup = Setup::with_palette(4, names.len() as u8, 10, rule, palette).unwrap();
        let secret = setup
            .parse_code(secret)
            .unwrap_or_else(|e| panic!("{source}: {e}"));
        let guess = setup
            .parse_code(guess)
            .unwrap_or_else(|e| panic!("{source}: {e}"));
        let feedback = setup.score(&secret, &guess);
        let expected: Vec<u8> = expected
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!([feedback.black, feedback.white], expected[..], "{source}");
        checked += 1;
    }
    assert_eq!(checked, 15, "every example line was read");
}

/// Seed 004's game, played through `Game`: the secret is found on move 4.
#[test]
fn seed_004_example_game_is_won_in_four_moves() {
    let palette =
        Palette::from_names(&["blue", "green", "purple", "orange", "yellow", "pink"]).unwrap();
    let setup = Setup::with_palette(4, 6, 8, Rule::Mastermind, palette).unwrap();
    let secret = setup.parse_code("blue yellow pink pink").unwrap();
    assert_eq!(secret.to_string(), "1566");
    let mut game = mastermind_core::Game::new(setup, secret).unwrap();
    for guess in [
        "blue green purple orange",
        "purple orange yellow pink",
        "BYBP",
    ] {
        game.guess_text(guess).unwrap();
    }
    assert_eq!(game.revealed_secret(), None);
    let last = game.guess_text("1566").unwrap();
    assert_eq!((last.black, last.white), (4, 0));
    assert_eq!(game.state(), mastermind_core::State::Won);
    assert_eq!(game.revealed_secret(), Some(secret));
}
