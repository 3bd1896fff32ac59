//! `mastermind serve`: the web game on a runtime of its own.

use anyhow::Context;
use mastermind_i18n::tr;
use mastermind_server::{ConnectionLimits, MailOptions, PushEndpoints, RateLimit, ServeOptions};
use mastermind_store::Database;

use crate::args::{LogFormat, ServeArgs};
use crate::local_scores;
use crate::usage::usage;

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    let _log = mastermind_server::init_tracing(
        match args.log_format {
            LogFormat::Text => mastermind_server::LogFormat::Text,
            LogFormat::Json => mastermind_server::LogFormat::Json,
        },
        args.metrics_addr.is_some(),
    );
    if args.max_connections == 0
        || args.connections_per_client == 0
        || args.live_pages_per_client == 0
        || args.request_timeout == 0
        || args.expire_days == 0
    {
        return Err(usage(tr!("cmd-serve-zero")));
    }
    let timeout = std::time::Duration::from_secs(args.request_timeout);
    let mail = mail_options(&args)?;
    let options = ServeOptions {
        rate_limit: RateLimit::per_second(args.rate_limit),
        limits: ConnectionLimits {
            max_connections: args.max_connections,
            per_client: args.connections_per_client,
            header_timeout: timeout,
            body_timeout: timeout,
        },
        public_origin: args.public_origin.clone(),
        trusted_proxies: args.trusted_proxies.clone(),
        live_pages_per_client: args.live_pages_per_client,
        metrics_addr: args.metrics_addr,
        shutdown_grace: std::time::Duration::from_secs(args.shutdown_grace),
        expire_after: std::time::Duration::from_secs(args.expire_days.saturating_mul(86_400)),
        push_endpoints: if args.push_to_loopback_for_tests {
            PushEndpoints::Loopback
        } else {
            PushEndpoints::Public
        },
        mail,
        puzzle_supply: args.puzzle_supply,
        ..ServeOptions::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-serve-no-runtime"))?;
    runtime.block_on(async {
        let store = match args.database.as_deref() {
            // A bad address is the person's to fix: exit 2 with the reason.
            Some(address) => Database::open(address).await.map_err(usage)?,
            None => {
                let dir = local_scores::data_dir(args.data_dir.as_deref())?;
                Database::open_in_dir(&dir)
                    .await
                    .with_context(|| local_scores::opening(&dir))?
            }
        };
        let place = store.describe();
        mastermind_server::serve(
            args.addr,
            store,
            options,
            mastermind_server::shutdown_signal(),
        )
        .await
        .with_context(|| tr!("cmd-serve-failed", place = place))
    })?;
    Ok(())
}

/// How mail is sent, checked before the server starts: a mistake is the
/// person's to fix (exit 2 with the reason).
fn mail_options(args: &ServeArgs) -> anyhow::Result<Option<MailOptions>> {
    let Some(smtp_url) = args.smtp_url.clone() else {
        return Ok(None);
    };
    if args.mail_every == 0 {
        return Err(usage(tr!("cmd-serve-zero")));
    }
    let host = args
        .public_origin
        .as_deref()
        .and_then(|o| o.split("://").nth(1))
        .map(|rest| rest.split([':', '/']).next().unwrap_or(rest).to_string());
    let from = args.mail_from.clone().unwrap_or_else(|| {
        format!(
            "Mastermind <noreply@{}>",
            host.as_deref().unwrap_or("localhost")
        )
    });
    let options = MailOptions {
        smtp_url,
        from,
        every: std::time::Duration::from_secs(args.mail_every),
        digest_hour: args.digest_hour,
    };
    options
        .check(args.public_origin.as_deref())
        .map_err(usage)?;
    Ok(Some(options))
}
