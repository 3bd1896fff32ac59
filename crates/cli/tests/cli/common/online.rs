//! Playing online through the binary: a player over HTTP, and the binary
//! in its JSON line protocol, line by line.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub const PASSWORD: &str = "correct horse";

/// How long any one thing may take before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A player over HTTP, keeping their session cookie.
pub struct Player {
    runtime: tokio::runtime::Runtime,
    http: reqwest::Client,
    url: String,
}

impl Player {
    pub fn sign_up(url: &str, name: &str) -> Player {
        let player = Player {
            runtime: tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime"),
            // A connection per request, as the terminal does: none left
            // idle for a restarting server to close under the next move.
            http: crate::common::http_builder()
                .cookie_store(true)
                .pool_max_idle_per_host(0)
                .build()
                .expect("a client"),
            url: url.to_string(),
        };
        player.call(
            "POST",
            "/api/accounts",
            Some(json!({"name": name, "password": PASSWORD})),
        );
        player
    }

    /// The id of the open challenge `challenger` made, once it is there.
    pub fn challenge_from(&self, challenger: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let open = self.call("GET", "/api/duels?state=open", None);
            let found = open["duels"]
                .as_array()
                .expect("a list")
                .iter()
                .find(|d| d["challenger"] == challenger)
                .map(|d| d["id"].as_str().expect("an id").to_string());
            if let Some(id) = found {
                return id;
            }
            assert!(Instant::now() < deadline, "no challenge from {challenger}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Sends a request; the answer's JSON, which must be a success.
    pub fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.runtime.block_on(async {
            let mut request = self.http.request(
                method.parse().expect("a method"),
                format!("{}{path}", self.url),
            );
            if let Some(body) = body {
                request = request.json(&body);
            }
            let response = request.send().await.expect("the server answers");
            let status = response.status();
            let text = response.text().await.expect("a body");
            assert!(status.is_success(), "{method} {path}: {status} {text}");
            serde_json::from_str(&text).unwrap_or(Value::Null)
        })
    }
}

impl Player {
    /// Makes an access token of this player with `scopes` and writes its
    /// secret to `dir/file`: the file's path and the token's id.
    pub fn token_file(
        &self,
        dir: &std::path::Path,
        file: &str,
        scopes: &[&str],
    ) -> (String, String) {
        let made = self.call(
            "POST",
            "/api/account/tokens",
            Some(json!({"name": file, "scopes": scopes})),
        );
        let path = dir.join(file);
        let secret = made["secret"].as_str().expect("a secret");
        std::fs::write(&path, format!("{secret}\n")).expect("writes");
        (
            path.display().to_string(),
            made["id"].as_str().expect("an id").to_string(),
        )
    }
}

pub fn mastermind() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin("mastermind"))
}

/// The binary playing, its input and its output line by line.
pub struct Playing {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    pub seen: Vec<Value>,
}

impl Drop for Playing {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Playing {
    pub fn start(args: &[&str]) -> Playing {
        let mut child = mastermind()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().expect("its input");
        let stdout = child.stdout.take().expect("its output");
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Playing {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    pub fn type_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the binary reads");
        self.stdin.flush().expect("the binary reads");
    }

    /// Lines until one satisfies `done`, which it returns.
    pub fn until(&mut self, what: &str, done: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|_| {
                panic!("no {what} within {PATIENCE:?}; seen: {:#?}", self.seen)
            });
            let value: Value =
                serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON: {line}: {e}"));
            self.seen.push(value.clone());
            if done(&value) {
                return value;
            }
        }
    }

    pub fn exit_code(&mut self) -> Option<i32> {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().expect("a status") {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("the binary did not exit within {PATIENCE:?}");
    }
}

pub fn event<'a>(name: &'a str) -> impl Fn(&Value) -> bool + 'a {
    move |m| m["type"] == "event" && m["event"] == name
}

/// Whether `value` holds black's code anywhere (`codes.black`).
pub fn shows_blacks_code(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.iter().any(|(key, inner)| {
            (key == "codes" && inner["black"].is_string()) || shows_blacks_code(inner)
        }),
        Value::Array(items) => items.iter().any(shows_blacks_code),
        _ => false,
    }
}
