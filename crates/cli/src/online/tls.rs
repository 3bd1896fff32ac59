//! TLS for the commands that talk to a server: rustls with Mozilla's roots
//! (webpki-roots, the same on every machine) and, with `--ca-cert FILE`, the
//! certificates of a private certificate authority as well. One
//! configuration serves the HTTP requests and the live socket alike.

use std::path::Path;
use std::sync::Arc;

use rustls::{ClientConfig, RootCertStore};
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;

/// The client configuration, trusting `ca_cert`'s certificates (PEM) too.
pub fn config(ca_cert: Option<&Path>) -> Result<Arc<ClientConfig>, String> {
    let mut roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    if let Some(path) = ca_cert {
        let shown = path.display();
        let certificates: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(path)
            .map_err(|e| format!("--ca-cert {shown}: {e}"))?
            .collect::<Result<_, _>>()
            .map_err(|e| format!("--ca-cert {shown}: not a PEM certificate ({e})"))?;
        if certificates.is_empty() {
            return Err(format!("--ca-cert {shown}: no certificate in it"));
        }
        for certificate in certificates {
            roots
                .add(certificate)
                .map_err(|e| format!("--ca-cert {shown}: {e}"))?;
        }
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("cannot set up TLS: {e}"))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Says what a failed connection's `error` (with its causes) means when a
/// certificate is why.
pub fn explain(error: String) -> String {
    if error.contains("certificate") || error.contains("UnknownIssuer") {
        format!(
            "the server's certificate does not verify ({error}); for a server whose \
             certificate comes from a private certificate authority, give that \
             authority's certificate with --ca-cert FILE"
        )
    } else {
        error
    }
}
