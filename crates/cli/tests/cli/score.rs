//! `mastermind score`: a guess scored against a code by either rule.

use serde_json::Value;

use crate::common::binary::mastermind;

// Seed 001, examples A-D, written with the board's colour names.
#[test]
fn score_gives_the_board_game_examples() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("RD,WH,BU,GN", "WH,YW,BU,BK", (1, 1)),
        ("red,blue,green,black", "white,yellow,green,green", (1, 0)),
        ("yellow blue yellow black", "red yellow green white", (0, 1)),
        ("red,blue,red,yellow", "green,red,red,white", (1, 1)),
    ];
    for (secret, guess, (black, white)) in cases {
        // The board abbreviations are not letters of ours: spell them out.
        let expand = |s: &str| {
            s.replace("RD", "red")
                .replace("WH", "white")
                .replace("BU", "blue")
                .replace("GN", "green")
                .replace("YW", "yellow")
                .replace("BK", "black")
        };
        let out = mastermind(dir.path())
            .args(["score", &expand(secret), &expand(guess), "--json"])
            .assert()
            .success();
        let v: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"black": black, "white": white}),
            "{secret} / {guess}"
        );
    }
}

#[test]
fn score_follows_the_colour_game_rule_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let text = |rule: &str| {
        let out = mastermind(dir.path())
            .args(["score", "--rules", rule, "3213", "1114"])
            .assert()
            .success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    assert_eq!(text("mastermind").trim(), "1 black, 0 white");
    assert_eq!(text("colour-game").trim(), "1 black, 2 white");
}
