//! Turn numbers and messages as the solve screen words them.

/// `1, 3 and 4`.
pub(crate) fn list(turns: &[usize]) -> String {
    joined(turns, "and")
}

pub(super) fn or_list(turns: &[usize]) -> String {
    joined(turns, "or")
}

fn joined(turns: &[usize], word: &str) -> String {
    let text: Vec<String> = turns.iter().map(usize::to_string).collect();
    match text.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {word} {last}", rest.join(", ")),
        None => String::new(),
    }
}

pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

/// A core error message as a sentence on the screen: capital first, full stop.
pub(super) fn sentence(message: &str) -> String {
    format!("{}.", capital(message))
}
