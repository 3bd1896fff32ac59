//! The binary run on a data directory of its own, and the JSON lines it
//! writes.

use std::path::Path;

use assert_cmd::Command;
use serde_json::Value;

pub fn mastermind(data_dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("mastermind").expect("the binary is built");
    cmd.env("MASTERMIND_DATA_DIR", data_dir);
    cmd
}

pub fn events(output: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

pub fn play(data_dir: &Path, args: &[&str], input: &str) -> Vec<Value> {
    let out = mastermind(data_dir)
        .arg("play")
        .args(args)
        .write_stdin(input)
        .assert()
        .success();
    events(&out.get_output().stdout)
}
