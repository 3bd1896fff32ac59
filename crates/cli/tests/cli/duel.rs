//! `mastermind duel --computer` end to end through the binary, in its JSON
//! line protocol: the events a person may see, in order, and nothing of the
//! computer's code or guesses before their time.

use assert_cmd::Command;
use serde_json::Value;

fn mastermind() -> Command {
    Command::cargo_bin("mastermind").expect("the binary is built")
}

fn lines(output: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

fn duel(args: &[&str], input: &str) -> Vec<Value> {
    let out = mastermind()
        .args(["duel", "--computer"])
        .args(args)
        .write_stdin(input)
        .assert()
        .success();
    lines(&out.get_output().stdout)
}

fn events(lines: &[Value]) -> Vec<&Value> {
    lines.iter().filter(|l| l.get("v").is_some()).collect()
}

fn name(event: &Value) -> &str {
    event["event"].as_str().unwrap_or_default()
}

#[test]
fn the_strongest_computer_wins_against_a_player_who_always_guesses_1111() {
    let input = format!("1234\n{}", "1111\n".repeat(8));
    let out = duel(
        &["--level", "5", "--preset", "mastermind-1", "--seed", "9"],
        &input,
    );
    assert_eq!(out[0]["event"], "start");
    assert_eq!(out[0]["level"], 5);
    assert_eq!(out[0]["rules"]["preset"], "mastermind-1");
    let events = events(&out);
    // Versions count up from 1 without gaps.
    for (i, event) in events.iter().enumerate() {
        assert_eq!(event["v"], i as u64 + 1, "{event}");
    }
    let ended: Vec<_> = events.iter().filter(|e| name(e) == "ended").collect();
    assert_eq!(ended.len(), 1);
    let ended = ended[0];
    assert_eq!(ended["result"]["winner"], "black", "{ended}");
    assert_eq!(ended["result"]["reason"], "broken");
    assert!(ended["result"]["turns"].as_u64().unwrap() <= 5, "{ended}");
    assert_eq!(ended["codes"]["white"], "1234");
    let theirs = ended["codes"]["black"]
        .as_str()
        .expect("the computer's code");
    assert_eq!(events.last().map(|e| name(e)), Some("ended"));

    // The computer's code appears only in the `ended` event (and the
    // coach's review after it).
    for line in out
        .iter()
        .filter(|l| !["ended", "review"].contains(&name(l)))
    {
        assert!(!line.to_string().contains(theirs), "{line}");
    }
    // Then the coach's review of the player's guesses: every one of them.
    let review = out
        .iter()
        .skip_while(|l| name(l) != "ended")
        .nth(1)
        .expect("a line after the end");
    assert_eq!(review["event"], "review", "{review}");
    assert_eq!(review["side"], "white");
    let reviewed = review["turns"].as_array().unwrap();
    assert!(!reviewed.is_empty() && reviewed.len() <= 5, "{review}");
    assert!(reviewed.iter().all(|t| t["guess"] == "1111"), "{review}");
    assert_eq!(reviewed[0]["before"], 1296);
    // Guesses after the end are refused.
    let after = out.iter().skip_while(|l| name(l) != "review").skip(1);
    assert!(after.clone().count() > 0);
    for line in after {
        assert_eq!(line["error"], "the duel is over");
    }
    for event in &events {
        if name(event) == "code-set" && event["side"] == "black" {
            assert!(event.get("code").is_none(), "{event}");
        }
    }
    // The computer's guess of a turn shows first in that turn's reveal.
    let mut revealed = 0;
    for event in &events {
        match name(event) {
            "guessed" if event["side"] == "black" => {
                assert!(event.get("guess").is_none(), "{event}");
                assert_eq!(event["turn"], revealed + 1);
            }
            "guessed" => assert_eq!(event["guess"], "1111"),
            "turn-revealed" => {
                revealed += 1;
                assert_eq!(event["turn"], revealed);
                assert_eq!(event["white"]["guess"], "1111");
                let guess = event["black"]["guess"].as_str().unwrap();
                for earlier in events.iter().take_while(|e| e["v"] != event["v"]) {
                    let text = earlier.to_string();
                    assert!(
                        name(earlier) == "turn-revealed"
                            || !text.contains(&format!("\"{guess}\""))
                            || guess == "1111"
                            || guess == "1234",
                        "{guess} before its reveal: {text}"
                    );
                }
            }
            _ => {}
        }
    }
    assert!(revealed <= 5);
}

#[test]
fn bad_input_is_answered_with_an_error_and_the_duel_goes_on() {
    let out = duel(
        &["--preset", "logik", "--seed", "1"],
        "1234\n12345\n123\n11111\nresign\n",
    );
    let errors: Vec<_> = out.iter().filter(|l| l.get("error").is_some()).collect();
    assert_eq!(errors.len(), 2, "{out:?}");
    assert!(
        errors[0]["error"].as_str().unwrap().contains("5 pegs"),
        "{}",
        errors[0]
    );
    let events = events(&out);
    for (i, event) in events.iter().enumerate() {
        assert_eq!(event["v"], i as u64 + 1, "{event}");
    }
    let names: Vec<&str> = events.iter().map(|e| name(e)).collect();
    assert_eq!(
        names,
        [
            "code-set",
            "code-set",
            "turn-started",
            "guessed",
            "guessed",
            "turn-revealed",
            "turn-started",
            "guessed",
            "ended"
        ]
    );
    assert_eq!(events[1]["code"], "12345");
    let ended = events.last().unwrap();
    assert_eq!(ended["result"]["reason"], "resigned");
    assert_eq!(ended["result"]["winner"], "black");
    assert!(ended["codes"]["black"].is_string());
}

#[test]
fn the_input_ending_resigns_a_duel_in_play() {
    let out = duel(&["--seed", "2"], "12345\n");
    let last = out.last().unwrap();
    assert_eq!(last["event"], "ended");
    assert_eq!(last["result"]["reason"], "resigned");
    assert_eq!(out[0]["rules"]["preset"], "logik", "Logik by default");
}

#[test]
fn a_level_beyond_five_exits_2_with_a_message() {
    mastermind()
        .args(["duel", "--computer", "--level", "9"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicates::str::contains("level is 1 to 5, not 9"));
}

#[test]
fn an_opponent_must_be_chosen() {
    mastermind()
        .args(["duel"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--computer"));
}
