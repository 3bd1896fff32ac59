//! What an account of online play may be called and protected with.

use std::fmt;

/// The shortest and longest account name, in characters.
pub const NAME_LENGTH: std::ops::RangeInclusive<usize> = 3..=20;
/// The shortest password, in characters.
pub const MIN_PASSWORD: usize = 8;
/// The longest password, in bytes: hashing is slow by design, and a
/// megabyte of password would make it slower still.
pub const MAX_PASSWORD: usize = 1024;

/// A valid account name: 3 to 20 letters (ASCII), digits, `-` and `_`.
/// Two names that differ only in case are the same account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountName(String);

/// Why a name or a password is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    #[error("a name has 3 to 20 characters; this one has {0}")]
    NameLength(usize),
    #[error("a name is made of letters a-z, digits, '-' and '_'; {0:?} is not allowed")]
    NameCharacter(char),
    #[error("a password has at least 8 characters; this one has {0}")]
    ShortPassword(usize),
    #[error("a password has at most 1024 bytes")]
    LongPassword,
    #[error("names beginning with {0:?} belong to the site's house bots")]
    Reserved(&'static str),
}

impl AccountName {
    pub fn parse(text: &str) -> Result<Self, AccountError> {
        if let Some(bad) = text
            .chars()
            .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
        {
            return Err(AccountError::NameCharacter(bad));
        }
        let length = text.chars().count();
        if !NAME_LENGTH.contains(&length) {
            return Err(AccountError::NameLength(length));
        }
        if crate::bot::is_house_name(text) {
            return Err(AccountError::Reserved(crate::bot::HOUSE_PREFIX));
        }
        Ok(AccountName(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for AccountName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Whether `password` may protect an account.
pub fn check_password(password: &str) -> Result<(), AccountError> {
    if password.len() > MAX_PASSWORD {
        return Err(AccountError::LongPassword);
    }
    let length = password.chars().count();
    if length < MIN_PASSWORD {
        return Err(AccountError::ShortPassword(length));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rule() {
        for good in ["ann", "Bob_2", "a-b", "x".repeat(20).as_str()] {
            assert!(AccountName::parse(good).is_ok(), "{good}");
        }
        assert_eq!(AccountName::parse("ab"), Err(AccountError::NameLength(2)));
        assert_eq!(
            AccountName::parse(&"x".repeat(21)),
            Err(AccountError::NameLength(21))
        );
        assert_eq!(
            AccountName::parse("ann bob"),
            Err(AccountError::NameCharacter(' '))
        );
        assert_eq!(
            AccountName::parse("annè"),
            Err(AccountError::NameCharacter('è'))
        );
        assert_eq!(
            AccountName::parse("House-Bot-3"),
            Err(AccountError::Reserved("house-bot-"))
        );
    }

    #[test]
    fn passwords_have_at_least_eight_characters() {
        assert_eq!(
            check_password("1234567"),
            Err(AccountError::ShortPassword(7))
        );
        assert_eq!(
            check_password("ééééééé"),
            Err(AccountError::ShortPassword(7))
        );
        assert!(check_password("12345678").is_ok());
        assert_eq!(
            check_password(&"x".repeat(1025)),
            Err(AccountError::LongPassword)
        );
    }
}
