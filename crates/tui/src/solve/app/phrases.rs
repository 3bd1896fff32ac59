//! Turn numbers and messages as the solve screen words them.

/// `1, 3 and 4`.
pub(crate) fn list(turns: &[usize]) -> String {
    crate::words::and_list(&numbers(turns))
}

pub(super) fn or_list(turns: &[usize]) -> String {
    crate::words::or_list(&numbers(turns))
}

fn numbers(turns: &[usize]) -> Vec<String> {
    turns.iter().map(usize::to_string).collect()
}
