//! Sending: a notification of a kind that is pushed goes, encrypted for
//! each device (RFC 8291) and signed with the server's VAPID key (RFC
//! 8292), to every device of its account, unless the account has a live
//! page open on any server (it sees the notification there). The work is
//! spawned: a move never waits for a push service, nor fails with one. A
//! device its push service has forgotten (404, 410) is dropped.

use std::sync::Arc;
use std::time::Duration;

use axum::http::{HeaderValue, StatusCode, Uri};
use base64ct::{Base64UrlUnpadded, Encoding};
use mastermind_api::notifications::NotificationData;
use mastermind_i18n::Language;
use mastermind_store::prelude::*;
use mastermind_store::{PushSubscription, StoreError, now_millis};
use web_push_native::WebPushBuilder;
use web_push_native::jwt_simple::algorithms::ES256KeyPair;
use web_push_native::p256::SecretKey;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;

use super::check::{self, Endpoints};
use super::message::{delivery, message};
use crate::notifications::tell::Kind;

/// The VAPID key's name among the server keys.
const KEY_NAME: &str = "vapid";

/// How long a push service may take to answer.
const TIMEOUT: Duration = Duration::from_secs(10);

/// How long a VAPID signature is good for (RFC 8292: at most a day).
const SIGNATURE_FOR: Duration = Duration::from_secs(12 * 3600);

/// The server's VAPID key: its pair, and the public half as browsers take
/// it (an uncompressed point, base64url).
pub struct Vapid {
    pair: ES256KeyPair,
    pub public: String,
}

impl std::fmt::Debug for Vapid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vapid")
            .field("public", &self.public)
            .finish_non_exhaustive()
    }
}

impl Vapid {
    /// The key whose private scalar is `text` (base64url).
    fn read(text: &str) -> Option<Vapid> {
        let bytes = Base64UrlUnpadded::decode_vec(text).ok()?;
        let secret = SecretKey::from_slice(&bytes).ok()?;
        let point = secret.public_key().to_encoded_point(false);
        Some(Vapid {
            pair: ES256KeyPair::from_bytes(&bytes).ok()?,
            public: Base64UrlUnpadded::encode_string(point.as_bytes()),
        })
    }

    fn fresh() -> String {
        Base64UrlUnpadded::encode_string(&ES256KeyPair::generate().to_bytes())
    }
}

/// What a server pushes with; cheap to clone.
#[derive(Debug, Clone)]
pub struct Pusher {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    client: Option<reqwest::Client>,
    endpoints: Endpoints,
    /// Who sends (the VAPID `sub`): the site's address, for the push
    /// services' operators.
    contact: String,
    vapid: tokio::sync::OnceCell<Vapid>,
}

impl Pusher {
    pub fn new(endpoints: Endpoints, public_origin: Option<&str>) -> Pusher {
        crate::tls::install_provider();
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .connect_timeout(TIMEOUT / 2)
            // An endpoint checked is the one fetched: no redirect elsewhere.
            .redirect(reqwest::redirect::Policy::none());
        let client = match endpoints {
            // Nor a name that leads into the server's own network.
            Endpoints::Public => client.dns_resolver(Arc::new(check::PublicOnly)),
            Endpoints::Loopback => client,
        };
        // Without one (no TLS here), pushes fail and say so; never a
        // client without the rules above.
        let client = client
            .build()
            .inspect_err(|e| tracing::error!("no pushes: the HTTP client failed: {e}"))
            .ok();
        let contact = public_origin
            .filter(|o| o.starts_with("https://"))
            .map_or_else(
                || "mailto:push@mastermind.invalid".to_string(),
                str::to_string,
            );
        Pusher {
            inner: Arc::new(Inner {
                client,
                endpoints,
                contact,
                vapid: tokio::sync::OnceCell::new(),
            }),
        }
    }

    /// Which endpoints this server sends to.
    pub fn endpoints(&self) -> Endpoints {
        self.inner.endpoints
    }

    /// The VAPID key: the one in the database, made there by the first
    /// server that needed it, read once.
    pub async fn vapid(&self, store: &impl Backend) -> Result<&Vapid, StoreError> {
        self.inner
            .vapid
            .get_or_try_init(|| async {
                let kept = store
                    .server_key(KEY_NAME, &Vapid::fresh(), now_millis())
                    .await?;
                Vapid::read(&kept).ok_or_else(|| {
                    StoreError::Corrupt("the VAPID key in the database is unreadable".to_string())
                })
            })
            .await
    }

    /// Pushes a notification of `kind` about `subject`, just told to
    /// `account`, to its devices: in the background.
    pub fn notified<B: Backend>(
        &self,
        store: &B,
        account: &str,
        kind: Kind,
        subject: &str,
        data: &NotificationData,
    ) {
        if !matches!(kind, Kind::YourMove | Kind::Challenge) {
            return;
        }
        let (pusher, store) = (self.clone(), store.clone());
        let (account, subject, data) = (account.to_string(), subject.to_string(), data.clone());
        tokio::spawn(async move {
            if let Err(e) = pusher.push(&store, &account, kind, &subject, &data).await {
                tracing::warn!("no push for {account}: {e}");
            }
        });
    }

    async fn push(
        &self,
        store: &impl Backend,
        account: &str,
        kind: Kind,
        subject: &str,
        data: &NotificationData,
    ) -> Result<(), StoreError> {
        // A page open anywhere shows it already.
        if crate::presence::has_live_page(store, account).await? {
            return Ok(());
        }
        let devices = store.push_subscriptions(account).await?;
        if devices.is_empty() {
            return Ok(());
        }
        let lang = store
            .account_language(account)
            .await?
            .and_then(|tag| Language::named(&tag))
            .unwrap_or_else(Language::default_language);
        let Some(message) = message(lang, kind, subject, data) else {
            return Ok(());
        };
        let body = serde_json::to_vec(&message).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let vapid = self.vapid(store).await?;
        let how = delivery(kind, data, now_millis());
        for device in &devices {
            match self.send(vapid, device, &body, how).await {
                Ok(status) if status.is_success() => {
                    crate::metrics::pushed("taken");
                    store.push_taken(&device.endpoint, now_millis()).await?;
                }
                Ok(StatusCode::NOT_FOUND | StatusCode::GONE) => {
                    crate::metrics::pushed("gone");
                    store.push_gone(&device.endpoint, &device.auth).await?;
                }
                Ok(status) => {
                    crate::metrics::pushed("refused");
                    tracing::warn!("a push service answered {status} for a device of {account}");
                }
                Err(e) => {
                    crate::metrics::pushed("failed");
                    tracing::warn!("a push to a device of {account} failed: {e}");
                }
            }
        }
        Ok(())
    }

    /// One push to one device: the push service's answer.
    async fn send(
        &self,
        vapid: &Vapid,
        device: &PushSubscription,
        body: &[u8],
        how: super::message::Delivery,
    ) -> Result<StatusCode, String> {
        // Checked again: a rule tightened since it was kept holds too.
        let url = check::endpoint(&device.endpoint, self.inner.endpoints)?;
        let (public, auth) = check::keys(&device.p256dh, &device.auth)?;
        let uri: Uri = url.as_str().parse().map_err(|e| format!("{e}"))?;
        let mut request = WebPushBuilder::new(uri, public, auth.into())
            .with_valid_duration(SIGNATURE_FOR)
            .with_vapid(&vapid.pair, &self.inner.contact)
            .build(body.to_vec())
            .map_err(|e| e.to_string())?;
        let headers = request.headers_mut();
        headers.insert("ttl", HeaderValue::from(how.ttl.as_secs()));
        headers.insert("urgency", HeaderValue::from_static(how.urgency));
        let request = reqwest::Request::try_from(request).map_err(|e| e.to_string())?;
        let client = self.inner.client.as_ref().ok_or("no HTTP client")?;
        let response = client.execute(request).await.map_err(|e| e.to_string())?;
        Ok(response.status())
    }
}
