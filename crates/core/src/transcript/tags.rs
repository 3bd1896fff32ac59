//! A transcript's tag section: `[Name "value"]` lines, in order, with `\"`
//! and `\\` inside a value.

use serde::ser::{Serialize, SerializeMap, Serializer};

use super::TranscriptError;

/// The lines after the tags, each with its number (from 1).
pub(super) type Lines<'a> = Vec<(usize, &'a str)>;

/// Tags in the order they are written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    pub fn new() -> Self {
        Tags::default()
    }

    /// The tags a transcript of a site begins with: what was played
    /// (`Event`) and the day it ended (`Date`, from Unix ms).
    pub fn event(event: &str, ended_at: i64) -> Self {
        let mut tags = Tags::new();
        tags.set("Event", event);
        if let Some(day) = super::day(ended_at) {
            tags.set("Date", day);
        }
        tags
    }

    /// Sets `name` to `value` (in its place when it is there already).
    pub fn set(&mut self, name: &str, value: impl Into<String>) -> &mut Self {
        let value = value.into();
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value,
            None => self.0.push((name.to_string(), value)),
        }
        self
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Takes `name` out, with its value.
    pub(super) fn take(&mut self, name: &str) -> Option<String> {
        let at = self.0.iter().position(|(n, _)| n == name)?;
        Some(self.0.remove(at).1)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// The tag lines.
    pub(super) fn write(&self, out: &mut String) {
        for (name, value) in &self.0 {
            // A line break in a value would end the tag: written as a space.
            let value = value
                .replace('\\', "\\\\")
                .replace('"', "\\\"")
                .replace(['\n', '\r'], " ");
            out.push_str(&format!("[{name} \"{value}\"]\n"));
        }
    }

    /// Reads the tag lines at the top of `text`; the rest, numbered.
    pub(super) fn read(text: &str) -> Result<(Tags, Lines<'_>), TranscriptError> {
        let mut tags = Tags::new();
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l)).peekable();
        while let Some((line, raw)) = lines.peek().copied() {
            let trimmed = raw.trim();
            if !trimmed.starts_with('[') {
                break;
            }
            lines.next();
            let bad = || TranscriptError::Tag {
                line,
                text: trimmed.chars().take(80).collect(),
            };
            let inner = trimmed
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .ok_or_else(bad)?;
            let (name, quoted) = inner.split_once(' ').ok_or_else(bad)?;
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(bad());
            }
            let quoted = quoted.trim();
            let body = quoted
                .strip_prefix('"')
                .and_then(|t| t.strip_suffix('"'))
                .ok_or_else(bad)?;
            let mut value = String::new();
            let mut chars = body.chars();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => value.push(chars.next().ok_or_else(bad)?),
                    '"' => return Err(bad()),
                    c => value.push(c),
                }
            }
            tags.0.push((name.to_string(), value));
        }
        Ok((tags, lines.collect()))
    }
}

/// As a JSON object, in the tags' order.
impl Serialize for Tags {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}
