# The play area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
