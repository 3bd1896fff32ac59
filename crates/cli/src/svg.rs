//! A small SVG histogram for `analyze --plot`; a bar chart of a handful of
//! columns does not need a plotting library.

use std::collections::BTreeMap;
use std::fmt::Write;

use mastermind_i18n::tr;

/// Bars of secrets per number of guesses, labelled with their counts.
pub fn histogram(title: &str, distribution: &BTreeMap<u32, u64>) -> String {
    let (width, height, left, bottom, top) = (640.0, 400.0, 60.0, 50.0, 50.0);
    let widest = distribution.values().copied().max().unwrap_or(1).max(1) as f64;
    let columns = distribution.len().max(1) as f64;
    let slot = (width - left - 20.0) / columns;
    let plot_height = height - top - bottom;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        svg,
        r#"<text x="{}" y="24" text-anchor="middle" font-size="14">{}</text>"#,
        width / 2.0,
        escape(title)
    );
    let axis_y = height - bottom;
    let _ = writeln!(
        svg,
        r#"<line x1="{left}" y1="{axis_y}" x2="{}" y2="{axis_y}" stroke="black"/>"#,
        width - 20.0
    );
    for (i, (guesses, count)) in distribution.iter().enumerate() {
        let bar = plot_height * *count as f64 / widest;
        let x = left + slot * i as f64 + slot * 0.15;
        let w = slot * 0.7;
        let _ = writeln!(
            svg,
            r##"<rect class="bar" x="{x:.1}" y="{:.1}" width="{w:.1}" height="{bar:.1}" fill="#1f5fd6"><title>{}</title></rect>"##,
            axis_y - bar,
            escape(&tr!(
                "cmd-plot-bar",
                guesses = guesses.to_string(),
                secrets = count.to_string()
            ))
        );
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{count}</text>"#,
            x + w / 2.0,
            axis_y - bar - 6.0
        );
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{guesses}</text>"#,
            x + w / 2.0,
            axis_y + 18.0
        );
    }
    let _ = writeln!(
        svg,
        r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
        width / 2.0,
        height - 10.0,
        escape(&tr!("cmd-analyze-guesses"))
    );
    let _ = writeln!(
        svg,
        r#"<text x="16" y="{}" text-anchor="middle" transform="rotate(-90 16 {})">{}</text>"#,
        top + plot_height / 2.0,
        top + plot_height / 2.0,
        escape(&tr!("cmd-analyze-secrets"))
    );
    svg.push_str("</svg>\n");
    svg
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_bar_per_column_scaled_to_the_tallest() {
        let distribution: BTreeMap<u32, u64> = [(1, 1), (2, 10), (3, 40)].into_iter().collect();
        let svg = histogram("a <b> & c", &distribution);
        assert_eq!(svg.matches(r#"class="bar""#).count(), 3);
        assert!(svg.contains("a &lt;b&gt; &amp; c"));
        assert!(
            svg.contains(r#"height="300.0""#),
            "the tallest bar fills the plot: {svg}"
        );
        assert!(svg.contains("3 guesses: 40 secrets"));
    }
}
