//! A push service of the test's own, as a browser's vendor runs one: it
//! takes the server's pushes over HTTP (on 127.0.0.1, which only a server
//! started for tests sends to), keeps each with its headers, and answers
//! 201, or for a device told to be gone, 410. A device is a P-256 key pair
//! and an authentication secret made here, as a browser makes them: only
//! it can decrypt what is pushed to it (RFC 8291).
// Each test binary uses a part of it.
#![allow(dead_code)]

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use base64ct::{Base64UrlUnpadded, Encoding};
use mastermind_api::push::PushMessage;
use serde_json::{Value, json};
use web_push_native::p256::SecretKey;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;

/// One push as the service took it.
#[derive(Debug, Clone)]
pub struct Pushed {
    pub device: String,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

#[derive(Default)]
struct Book {
    pushed: Vec<Pushed>,
    gone: HashSet<String>,
}

/// The service: where it listens, and what it took.
#[derive(Clone)]
pub struct PushService {
    pub base: String,
    book: Arc<Mutex<Book>>,
}

async fn take(
    State(book): State<Arc<Mutex<Book>>>,
    Path(device): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    let mut book = book.lock().expect("the book");
    let gone = book.gone.contains(&device);
    book.pushed.push(Pushed {
        device,
        headers,
        body: body.to_vec(),
    });
    if gone {
        StatusCode::GONE
    } else {
        StatusCode::CREATED
    }
}

impl PushService {
    pub async fn start() -> PushService {
        let book = Arc::new(Mutex::new(Book::default()));
        let app = Router::new()
            .route("/push/{device}", post(take))
            .with_state(Arc::clone(&book));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binds");
        let addr = listener.local_addr().expect("an address");
        tokio::spawn(async move { axum::serve(listener, app).await });
        PushService {
            base: format!("http://{addr}"),
            book,
        }
    }

    /// A new device of this service.
    pub fn device(&self, name: &str) -> Device {
        let secret = loop {
            if let Ok(key) = SecretKey::from_slice(&rand::random::<[u8; 32]>()) {
                break key;
            }
        };
        Device {
            endpoint: format!("{}/push/{name}", self.base),
            name: name.to_string(),
            secret,
            auth: rand::random(),
        }
    }

    /// From now on, `device` is gone: 410.
    pub fn forget(&self, device: &Device) {
        let mut book = self.book.lock().expect("the book");
        book.gone.insert(device.name.clone());
    }

    /// Everything pushed to `device` so far.
    pub fn pushed_to(&self, device: &Device) -> Vec<Pushed> {
        let book = self.book.lock().expect("the book");
        book.pushed
            .iter()
            .filter(|p| p.device == device.name)
            .cloned()
            .collect()
    }

    /// Waits (at most 10 s) until `device` has had `count` pushes; them.
    pub async fn until(&self, device: &Device, count: usize) -> Vec<Pushed> {
        for _ in 0..200 {
            let pushed = self.pushed_to(device);
            if pushed.len() >= count {
                return pushed;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "{} has {} pushes, not {count}, after 10 s",
            device.name,
            self.pushed_to(device).len()
        );
    }
}

/// A browser's subscription: its endpoint at the service, its key pair
/// and its authentication secret.
#[derive(Clone)]
pub struct Device {
    pub endpoint: String,
    pub name: String,
    secret: SecretKey,
    auth: [u8; 16],
}

impl Device {
    /// What `PushSubscription.toJSON()` gives in a browser.
    pub fn subscription(&self) -> Value {
        let point = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": self.endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": Base64UrlUnpadded::encode_string(point.as_bytes()),
                "auth": Base64UrlUnpadded::encode_string(&self.auth),
            },
        })
    }

    /// A push decrypted with this device's keys, read as the message the
    /// service worker shows.
    pub fn read(&self, pushed: &Pushed) -> PushMessage {
        assert_eq!(
            pushed.headers["content-encoding"], "aes128gcm",
            "RFC 8291's encoding"
        );
        let plain = web_push_native::decrypt(pushed.body.clone(), &self.secret, &self.auth.into())
            .expect("decrypts with the device's keys");
        serde_json::from_slice(&plain).expect("a push message")
    }
}
