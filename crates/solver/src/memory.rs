//! How much memory the exact search may keep of the sets it solved: the
//! default from the machine's memory, and sizes as people write them.

use std::sync::OnceLock;

/// The memory budget when none is given: half the machine's memory
/// (`MemTotal` of /proc/meminfo), else 4 GiB where that cannot be read.
/// Half, because the budget counts the search's memory of solved sets
/// alone, about, and the machine runs more than the search.
pub fn default_memory() -> u64 {
    static DEFAULT: OnceLock<u64> = OnceLock::new();
    *DEFAULT.get_or_init(|| {
        std::fs::read_to_string("/proc/meminfo")
            .ok()
            .and_then(|text| mem_total(&text))
            .map_or(4 << 30, |total| total / 2)
    })
}

/// `MemTotal` of a /proc/meminfo, in bytes.
fn mem_total(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let mut words = line.split_whitespace().skip(1);
    let kib: u64 = words.next()?.parse().ok()?;
    (words.next() == Some("kB")).then_some(kib.checked_mul(1024)?)
}

/// A size that is not one: neither a number of bytes nor a number with a
/// unit K, M, G or T (powers of 1024, optionally followed by `B` or `iB`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a size: {0:?} (write e.g. 4G, 512M or 1000000)")]
pub struct BadSize(pub String);

/// Bytes in a size as people write it: `4G`, `512MiB`, `1.5G`, `100000`.
pub fn parse_size(text: &str) -> Result<u64, BadSize> {
    let bad = || BadSize(text.to_string());
    let trimmed = text.trim();
    let upper = trimmed.to_ascii_uppercase();
    let number_end = upper
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(upper.len());
    let (number, unit) = upper.split_at(number_end);
    let unit = unit.trim();
    let unit = unit
        .strip_suffix("IB")
        .or_else(|| unit.strip_suffix('B'))
        .unwrap_or(unit);
    let scale: u64 = match unit {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        "T" => 1 << 40,
        _ => return Err(bad()),
    };
    let value: f64 = number.parse().map_err(|_| bad())?;
    let bytes = value * scale as f64;
    if !bytes.is_finite() || bytes < 0.0 || bytes >= u64::MAX as f64 {
        return Err(bad());
    }
    Ok(bytes as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(parse_size("4G"), Ok(4 << 30));
        assert_eq!(parse_size("512MiB"), Ok(512 << 20));
        assert_eq!(parse_size("1.5g"), Ok(3 << 29));
        assert_eq!(parse_size("64 KB"), Ok(64 << 10));
        assert_eq!(parse_size("100000"), Ok(100_000));
        assert!(parse_size("four").is_err());
        assert!(parse_size("4X").is_err());
        assert!(parse_size("").is_err());
    }

    #[test]
    fn the_default_is_half_the_machine() {
        let meminfo = "MemTotal:       24576000 kB\nMemFree:         1000 kB\n";
        assert_eq!(mem_total(meminfo), Some(24_576_000 * 1024));
        assert!(default_memory() > 0);
    }
}
