//! The command line's language: the locale's variables choose it, `--lang`
//! overrides them, and everything a person reads follows (the help, the
//! line protocol's reasons, the messages), while the machine's words (the
//! JSON's keys and events) stay as they are.

use std::path::Path;

use assert_cmd::Command;
use serde_json::Value;

/// The binary with exactly `locale` as its locale variables.
fn mastermind(data_dir: &Path, locale: &[(&str, &str)]) -> Command {
    let mut cmd = Command::cargo_bin("mastermind").expect("the binary is built");
    cmd.env("MASTERMIND_DATA_DIR", data_dir);
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(name);
    }
    for (name, value) in locale {
        cmd.env(name, value);
    }
    cmd
}

fn events(output: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

/// A game of `play` over the line protocol: a word that comes too early, a
/// guess of the wrong length, then the code.
fn game(cmd: &mut Command) -> Vec<Value> {
    let out = cmd
        .args(["play", "--secret", "1234"])
        .write_stdin("review\n12345\n1122\n1234\n")
        .assert()
        .success();
    events(&out.get_output().stdout)
}

fn reasons(events: &[Value]) -> String {
    events
        .iter()
        .filter(|e| e["event"] == "invalid")
        .map(|e| e["reason"].as_str().unwrap_or_default().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn won(events: &[Value]) {
    let last = events.last().expect("events");
    assert_eq!(last["event"], "won", "{events:?}");
    assert_eq!(last["turns"], 2);
    assert_eq!(last["secret"], "1234");
}

#[test]
fn a_danish_locale_plays_a_whole_game_in_danish() {
    let dir = tempfile::tempdir().unwrap();
    let events = game(&mut mastermind(dir.path(), &[("LANG", "da_DK.UTF-8")]));
    won(&events);
    let reasons = reasons(&events);
    assert!(
        reasons.contains("gennemgangen kommer, når spillet er slut"),
        "{reasons}"
    );
    assert!(reasons.contains("pinde"), "{reasons}");
    // The protocol's own words stay the machine's.
    assert_eq!(events[0]["event"], "start");
    assert_eq!(events[1]["event"], "invalid");
}

#[test]
fn lang_overrides_the_locale() {
    let dir = tempfile::tempdir().unwrap();
    let events = game(mastermind(dir.path(), &[("LANG", "en_US.UTF-8")]).args(["--lang", "da"]));
    won(&events);
    assert!(reasons(&events).contains("gennemgangen"), "{events:?}");

    let out = mastermind(dir.path(), &[("LANG", "en_US.UTF-8")])
        .args(["score", "1234", "1243", "--lang", "da"])
        .assert()
        .success();
    assert_eq!(
        String::from_utf8_lossy(&out.get_output().stdout),
        "2 sorte, 2 hvide\n"
    );
}

#[test]
fn the_c_locale_is_english() {
    let dir = tempfile::tempdir().unwrap();
    let events = game(&mut mastermind(
        dir.path(),
        &[("LC_ALL", "C"), ("LANG", "da_DK.UTF-8")],
    ));
    won(&events);
    assert!(
        reasons(&events).contains("the review comes once the game is over"),
        "{events:?}"
    );
    mastermind(dir.path(), &[("LC_ALL", "C")])
        .args(["score", "1234", "1243"])
        .assert()
        .success()
        .stdout("2 black, 2 white\n");
}

#[test]
fn an_unknown_language_is_refused_with_the_ones_there_are() {
    let dir = tempfile::tempdir().unwrap();
    let out = mastermind(dir.path(), &[("LANG", "en_US.UTF-8")])
        .args(["--lang", "xx", "score", "1234", "1243"])
        .assert()
        .code(2)
        .stdout("");
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(stderr.contains("--lang"), "{stderr}");
    assert!(stderr.contains("'xx'"), "{stderr}");
    assert!(stderr.contains("en, da"), "{stderr}");
}

#[test]
fn the_help_speaks_the_locales_language() {
    let dir = tempfile::tempdir().unwrap();
    let help = |locale: &[(&str, &str)], args: &[&str]| {
        let out = mastermind(dir.path(), locale).args(args).assert().success();
        String::from_utf8_lossy(&out.get_output().stdout).to_string()
    };
    let danish = help(&[("LANG", "da_DK.UTF-8")], &["--help"]);
    assert!(
        danish.contains("Mastermind og dets familie: spil, knæk koder, analysér strategier."),
        "{danish}"
    );
    assert!(
        danish.contains("Vis eller nulstil rekordlisterne"),
        "{danish}"
    );
    for heading in [
        "Brug: mastermind [OPTIONS] <COMMAND>",
        "Kommandoer:",
        "Tilvalg:",
    ] {
        assert!(danish.contains(heading), "{heading} in {danish}");
    }
    let play = help(&[("LANG", "da_DK.UTF-8")], &["play", "--help"]);
    assert!(play.contains("Frø til den hemmelige kode"), "{play}");
    assert!(
        play.contains("Brug: mastermind play") && play.contains("\nTilvalg:\n"),
        "{play}"
    );
    let english = help(&[("LANG", "da_DK.UTF-8")], &["--lang", "en", "--help"]);
    assert!(
        english.contains("Mastermind and its family: play, break codes, analyse strategies."),
        "{english}"
    );
    assert!(
        english.contains("Usage: mastermind") && english.contains("\nOptions:\n"),
        "{english}"
    );
}

#[test]
fn danish_writes_its_own_decimals() {
    let dir = tempfile::tempdir().unwrap();
    let out = mastermind(dir.path(), &[("LANG", "da_DK.UTF-8")])
        .args(["analyze", "--pegs", "2", "--colours", "3"])
        .assert()
        .success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    // 24 guesses over 9 secrets, after a decimal comma.
    assert!(text.contains("gennemsnit 2,6667, værst 4"), "{text}");
}

#[test]
fn a_mistake_in_the_command_line_is_named_in_the_locales_language() {
    let dir = tempfile::tempdir().unwrap();
    let refused = |locale: &[(&str, &str)], args: &[&str]| {
        let out = mastermind(dir.path(), locale).args(args).assert().code(2);
        String::from_utf8_lossy(&out.get_output().stderr).to_string()
    };
    let danish = [("LANG", "da_DK.UTF-8")];
    let unknown = refused(&danish, &["play", "--pegz", "3"]);
    assert!(
        unknown.contains("ukendt tilvalg '--pegz' (mente du '--pegs'?)"),
        "{unknown}"
    );
    let command = refused(&danish, &["plya"]);
    assert!(command.contains("ukendt kommando 'plya'"), "{command}");
    let value = refused(&danish, &["play", "--pegs", "x"]);
    assert!(value.contains("'x' er ikke en værdi for --pegs"), "{value}");
    // English is clap's own.
    let english = refused(&[("LANG", "C")], &["play", "--pegz", "3"]);
    assert!(
        english.contains("unexpected argument '--pegz'"),
        "{english}"
    );
}
