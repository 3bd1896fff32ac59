//! Numbers the reader's way. Fluent's Rust formatter writes every number
//! as Rust does (`38.8`); these give each language its own separators, for
//! the catalogues' numbers (see `catalogue::formatter`) and for the edges.

use crate::Language;

/// `value` with `digits` after the decimal separator, grouped by three:
/// `20,471.50` in English, `20.471,50` in Danish.
pub fn decimal(lang: Language, value: f64, digits: usize) -> String {
    let text = format!("{:.*}", digits, value.abs());
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text.as_str(), None),
    };
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(lang.group);
        }
        grouped.push(c);
    }
    let negative = value < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push_str(&grouped);
    if let Some(fraction) = fraction {
        out.push(lang.decimal);
        out.push_str(fraction);
    }
    out
}

/// `fraction` (0.388) as a percentage with `digits` decimals: `38.80%`,
/// `38,80 %`.
pub fn percent(lang: Language, fraction: f64, digits: usize) -> String {
    format!(
        "{}{}%",
        decimal(lang, fraction * 100.0, digits),
        lang.percent_gap
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(tag: &str) -> Language {
        Language::named(tag).unwrap()
    }

    #[test]
    fn danish_writes_a_decimal_comma_and_a_spaced_percent() {
        assert_eq!(percent(lang("da"), 0.388, 2), "38,80\u{a0}%");
        assert_eq!(percent(lang("en"), 0.388, 2), "38.80%");
        assert_eq!(decimal(lang("da"), 20471.5, 2), "20.471,50");
        assert_eq!(decimal(lang("en"), 20471.5, 2), "20,471.50");
        assert_eq!(decimal(lang("en"), 1234567.0, 0), "1,234,567");
        assert_eq!(decimal(lang("da"), 999.0, 0), "999");
        assert_eq!(decimal(lang("en"), -4.25, 1), "-4.2");
        assert_eq!(decimal(lang("en"), -0.01, 1), "0.0");
        assert_eq!(decimal(lang("da"), 5.4490, 4), "5,4490");
    }
}
