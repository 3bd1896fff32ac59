//! What the binary's server tests share: a `mastermind serve` process on a
//! free port, killed if a failing test leaves it running.

// Each test binary uses a part of it.
#![allow(dead_code)]

pub mod binary;
pub mod online;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

pub struct Server(pub Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `mastermind serve` with `args` (after the address and the rate
/// limit) and `env`; returns it with its base URL, read from the line it
/// prints.
pub fn serve(args: &[&str], env: &[(&str, &std::ffi::OsStr)]) -> (Server, String) {
    serve_logging(args, env, "error", Stdio::inherit())
}

/// [`serve`] logging at `level` to `stderr`.
pub fn serve_logging(
    args: &[&str],
    env: &[(&str, &std::ffi::OsStr)],
    level: &str,
    stderr: Stdio,
) -> (Server, String) {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("mastermind"));
    command
        .args(["serve", "--addr", "127.0.0.1:0", "--rate-limit", "0"])
        .args(args)
        .env("RUST_LOG", level)
        .stdout(Stdio::piped())
        .stderr(stderr);
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("the binary starts");
    let stdout = child.stdout.take().expect("its output");
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("a first line");
    let url = line
        .strip_prefix("Open ")
        .and_then(|rest| rest.strip_suffix(" in your browser\n"))
        .unwrap_or_else(|| panic!("unexpected first line: {line:?}"))
        .trim_end_matches('/')
        .to_string();
    (Server(child), url)
}

/// An HTTP client for the tests (reqwest has no TLS provider of its own:
/// the program's, ring, installed first).
pub fn http() -> reqwest::Client {
    http_builder().build().expect("an HTTP client")
}

/// A builder of [`http`]'s kind, for clients with settings of their own.
pub fn http_builder() -> reqwest::ClientBuilder {
    mastermind_server::tls::install_provider();
    reqwest::Client::builder()
}
