//! Email, at most daily (issue "Your move, wherever you are"): an optional
//! address on the account, confirmed by a link mailed to it; a daily digest
//! of the duels waiting for the player's move (none when none wait), one
//! reminder when a correspondence clock has less than the player's chosen
//! hours left, and in every mail a link that stops them without logging
//! in. Sent through SMTP (`serve --smtp-url`), nothing when none is set.
//! Every server looks; the database decides which one sends each mail.

mod letters;
mod rounds;
pub(crate) mod routes;

use std::sync::Arc;
use std::time::Duration;

use lettre::message::Mailbox;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use mastermind_store::prelude::*;
use tokio::task::AbortHandle;

/// How a server sends mail.
#[derive(Debug, Clone)]
pub struct MailOptions {
    /// `smtp://[user:password@]host[:port]` (plain, or `?tls=required` for
    /// STARTTLS), `smtps://…` for TLS from the start.
    pub smtp_url: String,
    /// The sender, `Name <address>` or an address.
    pub from: String,
    /// How often the server looks for mail to send.
    pub every: Duration,
    /// The hour (UTC) from which the day's digests go out.
    pub digest_hour: u8,
}

/// Why mail cannot be sent as configured.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("--smtp-url: {0}")]
    Url(String),
    #[error("--mail-from {from:?} is not an address: {reason}")]
    From { from: String, reason: String },
    #[error("--smtp-url needs --public-origin: the links in a mail name the site")]
    NoOrigin,
    #[error("--digest-hour is an hour of the day, 0 to 23; not {0}")]
    Hour(u8),
}

/// What sends the site's mail.
#[derive(Debug, Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// The site's origin, for the links.
    origin: Arc<str>,
    every: Duration,
    digest_hour: u8,
}

/// A mail to send.
pub(crate) struct Letter {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// The unsubscribe link's secret, for the list headers (RFC 2369,
    /// RFC 8058: one click, without logging in).
    pub unsubscribe: Option<String>,
}

impl MailOptions {
    /// Whether mail can be sent as configured, for the site at `origin`;
    /// builds nothing (no runtime is needed).
    pub fn check(&self, origin: Option<&str>) -> Result<(), MailError> {
        self.parts(origin).map(|_| ())
    }

    fn parts<'a>(
        &self,
        origin: Option<&'a str>,
    ) -> Result<
        (
            lettre::transport::smtp::AsyncSmtpTransportBuilder,
            Mailbox,
            &'a str,
        ),
        MailError,
    > {
        let origin = origin.ok_or(MailError::NoOrigin)?;
        if self.digest_hour > 23 {
            return Err(MailError::Hour(self.digest_hour));
        }
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&self.smtp_url)
            .map_err(|e| MailError::Url(e.to_string()))?;
        let from = self
            .from
            .parse()
            .map_err(|e: lettre::address::AddressError| MailError::From {
                from: self.from.clone(),
                reason: e.to_string(),
            })?;
        Ok((transport, from, origin))
    }
}

impl Mailer {
    /// The mailer of `options`, for the site at `origin`. Within a Tokio
    /// runtime: its connection pool runs there.
    pub fn new(options: &MailOptions, origin: Option<&str>) -> Result<Mailer, MailError> {
        let (transport, from, origin) = options.parts(origin)?;
        Ok(Mailer {
            transport: transport.timeout(Some(Duration::from_secs(20))).build(),
            from,
            origin: Arc::from(origin.trim_end_matches('/')),
            every: options.every,
            digest_hour: options.digest_hour,
        })
    }

    /// A link to `path` on the site.
    pub(crate) fn link(&self, path: &str) -> String {
        format!("{}{path}", self.origin)
    }

    pub(crate) fn unsubscribe_link(&self, key: &str) -> String {
        self.link(&format!("/api/email/unsubscribe?key={key}"))
    }

    /// Sends `letter`; an error says why it did not go.
    pub(crate) async fn send(&self, letter: Letter) -> Result<(), String> {
        let to: Mailbox = letter.to.parse().map_err(|e| format!("{e}"))?;
        let mut message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject)
            .header(ContentType::TEXT_PLAIN);
        if let Some(key) = &letter.unsubscribe {
            let name =
                |n: &str| HeaderName::new_from_ascii(n.to_string()).map_err(|e| e.to_string());
            let link = format!("<{}>", self.unsubscribe_link(key));
            message = message
                .raw_header(HeaderValue::new(name("List-Unsubscribe")?, link))
                .raw_header(HeaderValue::new(
                    name("List-Unsubscribe-Post")?,
                    "List-Unsubscribe=One-Click".to_string(),
                ));
        }
        let message = message.body(letter.body).map_err(|e| e.to_string())?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

/// The task that sends the digests and reminders; it stops when dropped.
#[derive(Debug)]
pub(crate) struct Postman(AbortHandle);

impl Postman {
    pub(crate) fn start(store: impl Backend, mailer: Arc<Mailer>) -> Postman {
        Postman(tokio::spawn(rounds::run(store, mailer)).abort_handle())
    }
}

impl Drop for Postman {
    fn drop(&mut self) {
        self.0.abort();
    }
}
