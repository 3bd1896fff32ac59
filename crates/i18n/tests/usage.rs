//! Every message the code asks for, checked against the catalogue: it
//! exists, and the code passes exactly the variables the message names
//! (a catalogue naming a variable the code does not pass fails here, and
//! so does a variable passed that no message uses). The calls looked for:
//! `tr!("id", a = …)` and `tr_in!(lang, "id", a = …)` in Rust,
//! `t("id", a=…)` in the page templates, `t("id", { a: … })` in the page
//! scripts. An id that is not a literal (`t(\`error-${code}\`)`) is the
//! caller's to check.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use mastermind_i18n::check;

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Rust,
    Template,
    Script,
}

struct Call {
    place: String,
    id: String,
    /// `None` when the arguments cannot be read (a spread `...args`).
    names: Option<BTreeSet<String>>,
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path
                .file_name()
                .is_some_and(|n| n == "vendor" || n == "target")
            {
                continue;
            }
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// Walks `text` outside its string literals, telling each character with
/// its index and the depth of brackets around it; stops when `visit` says
/// `false`.
fn walk(text: &str, mut visit: impl FnMut(usize, char, usize) -> bool) {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        if !visit(i, c, depth) {
            return;
        }
        match c {
            '"' | '\'' | '`' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
}

/// The text of a call's arguments from just after `(` to its `)`.
fn arguments(text: &str) -> Option<&str> {
    let mut end = None;
    walk(text, |i, c, depth| {
        let closes = matches!(c, ')' | ']' | '}') && depth == 0;
        if closes {
            end = Some(i);
        }
        !closes
    });
    end.map(|end| &text[..end])
}

/// `text` split at its top-level commas.
fn split(text: &str) -> Vec<&str> {
    let mut cuts = Vec::new();
    walk(text, |i, c, depth| {
        if c == ',' && depth == 0 {
            cuts.push(i);
        }
        true
    });
    let mut parts = Vec::new();
    let mut start = 0;
    for cut in cuts {
        parts.push(text[start..cut].trim());
        start = cut + 1;
    }
    let last = text[start..].trim();
    if !last.is_empty() {
        parts.push(last);
    }
    parts
}

fn literal(text: &str) -> Option<String> {
    let t = text.trim();
    for q in ['"', '\''] {
        if t.len() >= 2 && t.starts_with(q) && t.ends_with(q) {
            let inner = &t[1..t.len() - 1];
            if !inner.contains(q) && !inner.contains('\\') {
                return Some(inner.to_string());
            }
        }
    }
    None
}

fn calls(path: &Path, kind: Kind) -> Vec<Call> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let heads: &[&str] = match kind {
        Kind::Rust => &["tr!(", "tr_in!("],
        Kind::Template | Kind::Script => &["t("],
    };
    let mut found = Vec::new();
    for head in heads {
        let mut from = 0;
        while let Some(at) = text[from..].find(head).map(|i| i + from) {
            from = at + head.len();
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| {
                c.is_alphanumeric() || c == '_' || c == '$' || c == '.' || c == ':'
            }) {
                continue;
            }
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            let line_head = text[line_start..at].trim_start();
            if line_head.starts_with("//") || line_head.starts_with('*') {
                continue;
            }
            let Some(args) = arguments(&text[from..]) else {
                continue;
            };
            let parts = split(args);
            let skip = usize::from(*head == "tr_in!(");
            let Some(id) = parts.get(skip).and_then(|p| literal(p)) else {
                continue;
            };
            let rest = &parts[skip + 1..];
            let names = match kind {
                Kind::Rust | Kind::Template => Some(
                    rest.iter()
                        .map(|p| p.split('=').next().unwrap_or("").trim().to_string())
                        .collect(),
                ),
                Kind::Script => match rest {
                    [] => Some(BTreeSet::new()),
                    [object] if object.starts_with('{') && object.ends_with('}') => {
                        let inner = &object[1..object.len() - 1];
                        let keys: Vec<&str> = split(inner);
                        if keys.iter().any(|k| k.starts_with("...")) {
                            None
                        } else {
                            Some(
                                keys.iter()
                                    .map(|k| k.split(':').next().unwrap_or("").trim().to_string())
                                    .collect(),
                            )
                        }
                    }
                    _ => None,
                },
            };
            let line = text[..at].lines().count();
            found.push(Call {
                place: format!("{}:{line}", path.display()),
                id,
                names,
            });
        }
    }
    found
}

fn every_call() -> Vec<Call> {
    let root = crates_dir();
    let mut all = Vec::new();
    let mut rust = Vec::new();
    files(&root, "rs", &mut rust);
    for path in rust.iter().filter(|p| !p.ends_with("tests/usage.rs")) {
        all.extend(calls(path, Kind::Rust));
    }
    let mut templates = Vec::new();
    files(&root.join("server/templates"), "html", &mut templates);
    for path in &templates {
        all.extend(calls(path, Kind::Template));
    }
    let mut scripts = Vec::new();
    files(&root.join("server/web/js"), "js", &mut scripts);
    for path in &scripts {
        all.extend(calls(path, Kind::Script));
    }
    all
}

#[test]
fn every_message_asked_for_exists_with_the_variables_passed() {
    let english = check::messages(mastermind_i18n::LANGUAGES[0]);
    let mut faults = Vec::new();
    for call in every_call() {
        let Some(variables) = english.get(&call.id) else {
            faults.push(format!("{}: no message {}", call.place, call.id));
            continue;
        };
        if let Some(names) = &call.names
            && names != variables
        {
            faults.push(format!(
                "{}: {} names {variables:?}, the code passes {names:?}",
                call.place, call.id
            ));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_scanner_reads_each_kind_of_call() {
    let dir = tempdir();
    let rust = dir.join("a.rs");
    std::fs::write(&rust, "let x = tr!(\"game-turn\", turn = 3, turns = f(1, 2));\nlet y = tr_in!(lang, \"menu\");\nfoo.tr!(\"no\");").unwrap();
    let found = calls(&rust, Kind::Rust);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].id, "game-turn");
    assert_eq!(
        found[0].names,
        Some(["turn".to_string(), "turns".to_string()].into())
    );
    assert_eq!(found[1].id, "menu");
    let script = dir.join("a.js");
    std::fs::write(&script, "say(t(\"row-read\", { row, blacks: b.x, whites }));\nconst s = t(`error-${code}`);\nlist.at(\"x\");\nt(\"plain\")").unwrap();
    let found = calls(&script, Kind::Script);
    assert_eq!(found.len(), 2);
    assert_eq!(
        found[0].names,
        Some(
            [
                "blacks".to_string(),
                "row".to_string(),
                "whites".to_string()
            ]
            .into()
        )
    );
    assert_eq!(found[1].id, "plain");
    let template = dir.join("a.html");
    std::fs::write(&template, "<p>{{ t(\"intro\", name=player) }}</p>").unwrap();
    let found = calls(&template, Kind::Template);
    assert_eq!(found[0].names, Some(["name".to_string()].into()));
}

fn tempdir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("i18n-usage-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
