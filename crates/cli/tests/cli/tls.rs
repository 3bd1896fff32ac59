//! The terminal against a server behind TLS, as on the internet: a
//! certificate authority and a certificate for `localhost` made in the test,
//! a TLS front (what a reverse proxy does) before a real `mastermind serve`,
//! and `mastermind duel --server https://… --ca-cert FILE` playing a duel
//! through it, its live socket over wss:// too. Without `--ca-cert` the
//! certificate does not verify, and the binary says so.

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;

use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair};
use rustls_pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use serde_json::json;

use crate::common;
use common::online::{PASSWORD, Player, Playing, event, mastermind};

/// A certificate authority's certificate (PEM), and a certificate it
/// signed for `localhost` with its key.
fn certificates() -> (String, CertificateDer<'static>, PrivateKeyDer<'static>) {
    let mut authority = CertificateParams::new(Vec::<String>::new()).expect("parameters");
    authority.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    authority
        .distinguished_name
        .push(DnType::CommonName, "mastermind test authority");
    let authority = CertifiedIssuer::self_signed(authority, KeyPair::generate().expect("a key"))
        .expect("the authority's certificate");
    let key = KeyPair::generate().expect("a key");
    let server = CertificateParams::new(vec!["localhost".to_string()])
        .expect("parameters")
        .signed_by(&key, &authority)
        .expect("the server's certificate");
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
    (authority.pem(), server.der().clone(), key)
}

/// A TLS front on a free port of 127.0.0.1 that passes every connection
/// on to `upstream`; its port. Runs on a thread of its own.
fn tls_front(
    upstream: SocketAddr,
    certificate: CertificateDer<'static>,
    key: PrivateKeyDer<'static>,
) -> u16 {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("versions")
        .with_no_client_auth()
        .with_single_cert(vec![certificate], key)
        .expect("a server configuration");
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("binds");
    let port = listener.local_addr().expect("an address").port();
    listener.set_nonblocking(true).expect("non-blocking");
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).expect("a listener");
            loop {
                let Ok((client, _)) = listener.accept().await else {
                    continue;
                };
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    // A client that does not trust the certificate hangs up
                    // in the handshake: nothing to pass on then.
                    let Ok(mut client) = acceptor.accept(client).await else {
                        return;
                    };
                    let Ok(mut server) = tokio::net::TcpStream::connect(upstream).await else {
                        return;
                    };
                    let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                });
            }
        });
    });
    port
}

/// A server behind a TLS front: the server's own URL (for the other
/// player), the https:// one, the authority's certificate file.
fn serve_behind_tls() -> (common::Server, String, String, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (server, url) = common::serve(&[], &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())]);
    let upstream: SocketAddr = url
        .trim_start_matches("http://")
        .parse()
        .expect("the server's address");
    let (authority, certificate, key) = certificates();
    std::fs::write(dir.path().join("authority.pem"), authority).expect("written");
    let port = tls_front(upstream, certificate, key);
    (server, url, format!("https://localhost:{port}"), dir)
}

#[test]
fn the_terminal_plays_a_duel_against_a_server_behind_tls() {
    let (_server, url, https, dir) = serve_behind_tls();
    let authority = dir.path().join("authority.pem");
    let bob = Player::sign_up(&url, "bob");
    let mut ann = Playing::start(&[
        "duel",
        "--server",
        &https,
        "--ca-cert",
        authority.to_str().expect("a path"),
        "--name",
        "ann",
        "--sign-up",
        "--password-stdin",
        "--challenge",
        "bob",
        "--json",
    ]);
    ann.type_line(PASSWORD);

    let id = bob.challenge_from("ann");
    bob.call("POST", &format!("/api/duels/{id}/accept"), None);
    ann.until("the duel in play over wss://", |m| {
        m["type"] == "state" && m["duel"]["state"] == "playing"
    });
    ann.type_line("11111");
    ann.until("ann's code-set", |m| {
        event("code-set")(m) && m["side"] == "white"
    });
    bob.call(
        "POST",
        &format!("/api/duels/{id}/code"),
        Some(json!({"code": "22222"})),
    );
    ann.until("the first turn", event("turn-started"));
    bob.call(
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "33333"})),
    );
    ann.type_line("22222");
    let ended = ann.until("the end", event("ended"));
    assert_eq!(ended["result"]["winner"], "white", "{ended}");
    assert_eq!(ann.exit_code(), Some(0), "the binary ends with the duel");
}

#[test]
fn a_certificate_that_does_not_verify_is_named_as_the_reason() {
    let (_server, _url, https, _dir) = serve_behind_tls();
    let mut child = mastermind()
        .args([
            "duel",
            "--server",
            &https,
            "--name",
            "ann",
            "--password-stdin",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    writeln!(child.stdin.take().expect("its input"), "{PASSWORD}").expect("written");
    let output = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("certificate does not verify") && stderr.contains("--ca-cert"),
        "{stderr}"
    );

    let missing = mastermind()
        .args([
            "duel",
            "--server",
            &https,
            "--ca-cert",
            "/no/such/file.pem",
            "--name",
            "ann",
        ])
        .output()
        .expect("runs");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("--ca-cert /no/such/file.pem"));
}
