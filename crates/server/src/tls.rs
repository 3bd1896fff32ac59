//! The program's one TLS provider. reqwest is built without a provider of
//! its own (its default, aws-lc, is a large C library that took a third of
//! the binary's growth and 38 s of every build): its clients use ring, the
//! provider the rest of the program (the terminal's TLS, SMTP) uses too,
//! installed as the process's default before the first client is built.

/// Makes ring the process's TLS provider. Every caller that builds an
/// HTTP client calls it first; once installed, later calls change nothing.
pub fn install_provider() {
    // An error says a provider is installed already: this one, as nothing
    // else in the program installs one.
    let _ = rustls::crypto::ring::default_provider().install_default();
}
