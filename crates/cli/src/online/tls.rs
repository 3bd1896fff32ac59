//! TLS for the commands that talk to a server: rustls with Mozilla's roots
//! (webpki-roots, the same on every machine) and, with `--ca-cert FILE`, the
//! certificates of a private certificate authority as well. One
//! configuration serves the HTTP requests and the live socket alike.

use std::path::Path;
use std::sync::Arc;

use mastermind_i18n::tr;
use rustls::{ClientConfig, RootCertStore};
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;

/// The client configuration, trusting `ca_cert`'s certificates (PEM) too.
pub fn config(ca_cert: Option<&Path>) -> Result<Arc<ClientConfig>, String> {
    let mut roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    if let Some(path) = ca_cert {
        let shown = path.display().to_string();
        let unusable = |e: &dyn std::fmt::Display| {
            tr!(
                "cmd-ca-cert-unusable",
                file = shown.as_str(),
                error = e.to_string()
            )
        };
        let certificates: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(path)
            .map_err(|e| unusable(&e))?
            .collect::<Result<_, _>>()
            .map_err(|e| {
                tr!(
                    "cmd-ca-cert-not-pem",
                    file = shown.as_str(),
                    error = e.to_string()
                )
            })?;
        if certificates.is_empty() {
            return Err(tr!("cmd-ca-cert-empty", file = shown.as_str()));
        }
        for certificate in certificates {
            roots.add(certificate).map_err(|e| unusable(&e))?;
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| tr!("cmd-no-tls", error = e.to_string()))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Says what a failed connection's `error` (with its causes) means when a
/// certificate is why.
pub fn explain(error: String) -> String {
    if error.contains("certificate") || error.contains("UnknownIssuer") {
        tr!("cmd-certificate-unverified", error = error)
    } else {
        error
    }
}
