//! Logging in to a server for the terminal's online commands (`duel
//! --server`, `puzzle --server`): an account's name and password, or an
//! access token from a file.

use std::io::BufRead;

use anyhow::Context;

use mastermind_i18n::tr;

use super::api::{Api, Failure};
use crate::login_args::LoginArgs;
use crate::usage::{Exit, usage};

/// Logs in as `name` with `password` (making the account first with
/// `sign_up`), or without a password acts with the access token already
/// in `api`: the account's name. A refusal is said on standard error and
/// ends the program with status 3; the server out of reach is an error.
pub(crate) async fn enter(
    api: &Api,
    name: &str,
    password: Option<&str>,
    sign_up: bool,
) -> anyhow::Result<String> {
    let logged_in = match password {
        Some(password) => api
            .log_in(name, password, sign_up)
            .await
            .map(|()| name.to_string()),
        None => api.token_account().await,
    };
    match logged_in {
        Ok(name) => Ok(name),
        Err(Failure::Refused(_, message)) => {
            let refused = match password {
                None => tr!("cmd-token-refused", message = message),
                Some(_) if sign_up => tr!("cmd-sign-up-refused", message = message),
                Some(_) => tr!("cmd-login-refused", message = message),
            };
            eprintln!("mastermind: {refused}");
            Err(Exit(3).into())
        }
        Err(unreachable) => Err(unreachable.into()),
    }
}

/// The access token in `path`: its first line, which must be one (`mmt_`
/// and 64 hexadecimal digits); a file that cannot be read or holds
/// something else is a bad argument.
pub(crate) fn read_token(path: &std::path::Path) -> anyhow::Result<String> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        usage(tr!(
            "cmd-token-unread",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    })?;
    let token = text.lines().next().unwrap_or("").trim().to_string();
    let well_formed = token
        .strip_prefix("mmt_")
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()));
    if !well_formed {
        return Err(usage(tr!(
            "cmd-token-not-one",
            path = path.display().to_string()
        )));
    }
    Ok(token)
}

/// The token given (`--token-file`), if any, and the name to log in with:
/// a token needs none, else `--name` is wanted.
pub(crate) fn login_name(login: &LoginArgs) -> anyhow::Result<(Option<String>, String)> {
    let token = login.token_file.as_deref().map(read_token).transpose()?;
    let name = match (&token, &login.name) {
        (Some(_), _) => String::new(),
        (None, Some(name)) => name.clone(),
        (None, None) => return Err(usage(tr!("cmd-duel-no-name"))),
    };
    Ok((token, name))
}

/// The client of `server`, acting with `token` if one was given, and
/// otherwise the password to log in as `name` with (read as `login` says).
pub(crate) fn connect(
    server: &str,
    login: &LoginArgs,
    token: Option<String>,
    name: &str,
) -> anyhow::Result<(Api, Option<String>)> {
    let mut api = Api::new(server, login.ca_cert.as_deref()).map_err(usage)?;
    let password = match token {
        Some(token) => {
            api.use_token(token);
            None
        }
        None => Some(read_password(login.password_stdin, name)?),
    };
    Ok((api, password))
}

/// The password of `name`: the first line of standard input when
/// `from_stdin`, else asked on the terminal without echo.
pub(crate) fn read_password(from_stdin: bool, name: &str) -> anyhow::Result<String> {
    let text = if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .with_context(|| tr!("cmd-password-unread-stdin"))?;
        line.trim_end_matches(['\n', '\r']).to_string()
    } else {
        rpassword::prompt_password(format!("{} ", tr!("cmd-password-prompt", name = name)))
            .map_err(|e| usage(tr!("cmd-password-unread", error = e.to_string())))?
    };
    if text.is_empty() {
        return Err(usage(tr!("cmd-password-empty")));
    }
    Ok(text)
}
