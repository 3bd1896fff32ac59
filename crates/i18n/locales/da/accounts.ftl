# Området accounts: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).
