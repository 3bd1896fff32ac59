//! Live pages are shared out per client address: one address that opens
//! its whole share is refused more (429) while another address is still
//! served, behind a trusted proxy as in front of none.

use crate::{client, common};
use client::{Player, Server, unique};
use mastermind_server::{AppState, RateLimit, ServeOptions};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

const SHARE: usize = 3;

async fn serve_behind_a_proxy(dir: &std::path::Path) -> Server {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        trusted_proxies: vec!["127.0.0.1".parse().expect("an address")],
        live_pages_per_client: SHARE,
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(common::database_in(dir).await, options);
    client::serve_state(state).await
}

/// Opens the lobby's socket of `player` as the proxy says `address` asks.
async fn open_lobby(server: &Server, player: &Player, address: &str) -> Result<impl Sized, u16> {
    let url = format!("{}/api/lobby/live", server.base.replace("http://", "ws://"));
    let mut request = url.into_client_request().expect("a request");
    let headers = request.headers_mut();
    headers.insert(
        "cookie",
        player
            .cookies()
            .expect("logged in")
            .parse()
            .expect("a header"),
    );
    headers.insert("x-forwarded-for", address.parse().expect("a header"));
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, _)) => Ok(socket),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            Err(response.status().as_u16())
        }
        Err(e) => panic!("{e}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holding_its_live_pages_leaves_room_for_another() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve_behind_a_proxy(dir.path()).await;
    let ann = Player::sign_up(&server, &unique("ann")).await;
    let bob = Player::sign_up(&server, &unique("bob")).await;
    let mut held = Vec::new();
    for _ in 0..SHARE {
        held.push(
            open_lobby(&server, &ann, "198.51.100.7")
                .await
                .expect("opens"),
        );
    }
    let refused = open_lobby(&server, &ann, "198.51.100.7").await.err();
    assert_eq!(refused, Some(429), "beyond its share");
    assert!(open_lobby(&server, &bob, "203.0.113.9").await.is_ok());
    drop(held);
    // The server hears of the closes when it next reads each socket: asked
    // until it has, for up to ten seconds, however busy the machine.
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        match open_lobby(&server, &ann, "198.51.100.7").await {
            Ok(_) => break,
            Err(status) => assert!(
                tokio::time::Instant::now() < deadline,
                "given back as the pages close: still {status}"
            ),
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
