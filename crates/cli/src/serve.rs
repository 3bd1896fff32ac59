//! `mastermind serve`: the web game on a runtime of its own.

use anyhow::Context;
use mastermind_server::{RateLimit, ServeOptions};

use crate::args::ServeArgs;
use crate::local_scores;

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    let data_dir = local_scores::data_dir(args.data_dir.as_deref())?;
    mastermind_server::init_tracing();
    let options = ServeOptions {
        rate_limit: RateLimit::per_second(args.rate_limit),
        ..ServeOptions::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the server's runtime")?;
    runtime
        .block_on(mastermind_server::serve(
            args.addr,
            &data_dir,
            options,
            mastermind_server::shutdown_signal(),
        ))
        .with_context(|| format!("serving from {}", data_dir.display()))?;
    Ok(())
}
