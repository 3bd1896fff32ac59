//! The words every edge shows a player, in each language the platform
//! speaks. Each language has a directory of Fluent catalogues,
//! `locales/<tag>/<area>.ftl` (`shared`, `pages`, `play`, `online`,
//! `terminal`), embedded in the binary; English is complete by definition
//! and every other language has exactly its messages with exactly their
//! variables (the tests of this crate say so, and `tests/usage.rs` checks
//! every call in the code against the catalogue).
//!
//! The edges only ask: the server with the language it negotiated for a
//! request ([`tr_in!`]), the terminal with the one its locale or `--lang`
//! chose, set once at start ([`set_language`], [`tr!`]).

mod catalogue;
pub mod check;
mod language;
mod numbers;

pub use catalogue::{
    AREAS, WEB_AREAS, format, has, language, refused, set_language, set_marked, source,
};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use language::{LANGUAGES, Language, Possessive, possessive};
pub use numbers::{decimal, percent};

/// A message in the terminal's language (see [`set_language`]), with its
/// variables: `tr!("game-turn", turn = 3, turns = 10)`.
#[macro_export]
macro_rules! tr {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::tr_in!($crate::language(), $id $(, $name = $value)*)
    };
}

/// A message in `lang`, with its variables:
/// `tr_in!(lang, "game-turn", turn = 3, turns = 10)`.
#[macro_export]
macro_rules! tr_in {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::FluentArgs::new();
        $(args.set(stringify!($name), $crate::FluentValue::from($value));)*
        $crate::format($lang, $id, &args)
    }};
}
