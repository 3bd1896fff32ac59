//! What a personal access token may reach: every API route is named here
//! once with what it needs of a token (one of some scopes, or a login
//! session: a token never manages its account or other tokens). A route
//! not named here is closed to tokens; a test checks that every route of
//! the OpenAPI document is named, so a new route cannot be forgotten.

use axum::http::Method;

/// A token's scope.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// Reads: one's own games, series, duels and statistics, and what is
    /// public.
    Read,
    /// Moves in one's own games, series and duels.
    Play,
    /// Challenges made, accepted, declined, withdrawn; rematches.
    Challenge,
    /// Tournaments made, joined, left, started.
    Tournament,
    /// Everything a program playing for its account does: all the above.
    Bot,
}

impl Scope {
    pub const ALL: [Scope; 5] = [
        Scope::Read,
        Scope::Play,
        Scope::Challenge,
        Scope::Tournament,
        Scope::Bot,
    ];

    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Scope::Read => "read",
            Scope::Play => "play",
            Scope::Challenge => "challenge",
            Scope::Tournament => "tournament",
            Scope::Bot => "bot",
        }
    }

    pub fn named(name: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// What a route needs of a request made with a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// One of these scopes (the bot scope reaches every such route).
    Any(&'static [Scope]),
    /// A login session: closed to tokens.
    Session,
}

const READ: Needs = Needs::Any(&[Scope::Read, Scope::Play, Scope::Bot]);
const PLAY: Needs = Needs::Any(&[Scope::Play, Scope::Bot]);
const CHALLENGE: Needs = Needs::Any(&[Scope::Challenge, Scope::Bot]);
const TOURNAMENT: Needs = Needs::Any(&[Scope::Tournament, Scope::Bot]);
const SESSION: Needs = Needs::Session;
const BOT: Needs = Needs::Any(&[Scope::Bot]);

/// Every API route (method, path as the OpenAPI document writes it) with
/// what it needs of a token. Reads need `read` (or `play`: a program that
/// plays sees what it plays); reading one's own account (its name) is a
/// read, changing it is not.
pub const ROUTES: &[(&str, &str, Needs)] = &[
    ("DELETE", "/api/account", SESSION),
    ("GET", "/api/account", READ),
    ("PATCH", "/api/account", SESSION),
    ("GET", "/api/account/export", READ),
    ("GET", "/api/account/stream", READ),
    ("POST", "/api/account/password", SESSION),
    ("GET", "/api/account/tokens", SESSION),
    ("POST", "/api/account/tokens", SESSION),
    ("DELETE", "/api/account/tokens/{id}", SESSION),
    ("GET", "/api/account/email", READ),
    ("PUT", "/api/account/email", SESSION),
    ("PATCH", "/api/account/email", SESSION),
    ("DELETE", "/api/account/email", SESSION),
    ("POST", "/api/account/email/verification", SESSION),
    ("GET", "/api/email/verify", SESSION),
    ("GET", "/api/email/unsubscribe", SESSION),
    ("POST", "/api/email/unsubscribe", SESSION),
    ("GET", "/api/account/vacation", READ),
    ("POST", "/api/account/bot", BOT),
    ("GET", "/api/league", READ),
    ("GET", "/api/duels/{id}/review", READ),
    ("GET", "/api/series/{id}/review", READ),
    ("POST", "/api/puzzles/next", PLAY),
    ("POST", "/api/puzzles/daily", PLAY),
    ("GET", "/api/puzzles/attempts/{id}", READ),
    ("POST", "/api/puzzles/attempts/{id}/guesses", PLAY),
    ("POST", "/api/puzzles/attempts/{id}/give-up", PLAY),
    ("GET", "/api/puzzles/record", READ),
    ("POST", "/api/account/vacation", SESSION),
    ("DELETE", "/api/account/vacation", SESSION),
    ("POST", "/api/accounts", SESSION),
    ("POST", "/api/codebreaker/demo", PLAY),
    ("POST", "/api/codebreaker/next", PLAY),
    ("GET", "/api/colours", READ),
    ("GET", "/api/daily", READ),
    ("GET", "/api/daily/{preset}", READ),
    ("POST", "/api/daily/{preset}", PLAY),
    ("POST", "/api/daily/{preset}/name", PLAY),
    ("GET", "/api/daily/{preset}/table", READ),
    ("GET", "/api/duels", READ),
    ("POST", "/api/duels", CHALLENGE),
    ("POST", "/api/duels/computer", PLAY),
    ("DELETE", "/api/duels/{id}", CHALLENGE),
    ("GET", "/api/duels/{id}", READ),
    ("POST", "/api/duels/{id}/accept", CHALLENGE),
    ("POST", "/api/duels/{id}/claim", PLAY),
    ("POST", "/api/duels/{id}/code", PLAY),
    ("POST", "/api/duels/{id}/decline", CHALLENGE),
    ("POST", "/api/duels/{id}/guesses", PLAY),
    ("GET", "/api/duels/{id}/export", READ),
    ("GET", "/api/duels/{id}/live", READ),
    ("POST", "/api/duels/{id}/rematch", CHALLENGE),
    ("GET", "/api/duels/{id}/replay", READ),
    ("POST", "/api/duels/{id}/resign", PLAY),
    ("GET", "/api/duels/{id}/stream", READ),
    ("POST", "/api/duels/{id}/take", CHALLENGE),
    ("POST", "/api/feedback", PLAY),
    ("GET", "/api/friends", READ),
    ("DELETE", "/api/friends/{name}", SESSION),
    ("PUT", "/api/friends/{name}", SESSION),
    ("POST", "/api/games", PLAY),
    ("GET", "/api/games/{id}", READ),
    ("GET", "/api/games/{id}/export", READ),
    ("POST", "/api/games/{id}/guesses", PLAY),
    ("POST", "/api/games/{id}/hint", PLAY),
    ("POST", "/api/games/{id}/quit", PLAY),
    ("GET", "/api/games/{id}/review", READ),
    ("POST", "/api/games/{id}/score", PLAY),
    ("GET", "/api/lobby/live", READ),
    ("GET", "/api/notifications", READ),
    ("GET", "/api/notifications/live", READ),
    // A program that reads its notifications may say what it read.
    ("POST", "/api/notifications/read", READ),
    ("GET", "/api/online", READ),
    ("GET", "/api/openapi.json", READ),
    ("GET", "/api/players", READ),
    ("GET", "/api/players/{name}", READ),
    // The key is public; the devices are the browser's business.
    ("GET", "/api/push/key", READ),
    ("GET", "/api/push/subscriptions", SESSION),
    ("POST", "/api/push/subscriptions", SESSION),
    ("DELETE", "/api/push/subscriptions", SESSION),
    ("GET", "/api/presets", READ),
    ("DELETE", "/api/scores", SESSION),
    ("GET", "/api/scores", READ),
    ("GET", "/api/series", READ),
    ("POST", "/api/series", PLAY),
    ("DELETE", "/api/series/{id}", PLAY),
    ("GET", "/api/series/{id}", READ),
    ("POST", "/api/series/{id}/answers", PLAY),
    ("POST", "/api/series/{id}/challenge", PLAY),
    ("POST", "/api/series/{id}/guesses", PLAY),
    ("POST", "/api/series/{id}/reveal", PLAY),
    ("POST", "/api/series/{id}/secret", PLAY),
    ("POST", "/api/series/{id}/timeout", PLAY),
    ("DELETE", "/api/session", SESSION),
    ("POST", "/api/session", SESSION),
    ("GET", "/api/statistics", READ),
    ("GET", "/api/stats", READ),
    ("GET", "/api/tournaments", READ),
    ("POST", "/api/tournaments", TOURNAMENT),
    ("DELETE", "/api/tournaments/{id}", TOURNAMENT),
    ("GET", "/api/tournaments/{id}", READ),
    ("POST", "/api/tournaments/{id}/join", TOURNAMENT),
    ("POST", "/api/tournaments/{id}/leave", TOURNAMENT),
    ("GET", "/api/tournaments/{id}/live", READ),
    ("POST", "/api/tournaments/{id}/start", TOURNAMENT),
];

/// Whether `path` fits the route `template` (`{x}` takes one segment).
fn fits(template: &str, path: &str) -> bool {
    let (mut t, mut p) = (template.split('/'), path.split('/'));
    loop {
        match (t.next(), p.next()) {
            (None, None) => return true,
            (Some(t), Some(p)) if t.starts_with('{') && t.ends_with('}') => {
                if p.is_empty() {
                    return false;
                }
            }
            (Some(t), Some(p)) if t == p => {}
            _ => return false,
        }
    }
}

/// What a request to `path` with `method` needs of a token; a path no
/// route names needs a session (a token reaches nothing unnamed). HEAD is
/// GET's.
pub fn needs(method: &Method, path: &str) -> Needs {
    let method = if method == Method::HEAD {
        "GET"
    } else {
        method.as_str()
    };
    // A literal segment wins over a parameter (`/api/duels/computer`).
    ROUTES
        .iter()
        .filter(|(m, template, _)| *m == method && fits(template, path))
        .min_by_key(|(_, template, _)| template.matches('{').count())
        .map_or(Needs::Session, |(_, _, needs)| *needs)
}

/// Whether `scopes` meet `needs`; the scope to ask for when not.
pub fn allows(scopes: &[Scope], needs: Needs) -> Result<(), Option<Scope>> {
    match needs {
        Needs::Session => Err(None),
        Needs::Any(any) if any.iter().any(|s| scopes.contains(s)) => Ok(()),
        Needs::Any(any) => Err(any.first().copied()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_literal_segment_wins_over_a_parameter_and_unknown_paths_need_a_session() {
        assert_eq!(needs(&Method::POST, "/api/duels/computer"), PLAY);
        assert_eq!(needs(&Method::POST, "/api/duels/abc/accept"), CHALLENGE);
        assert_eq!(needs(&Method::HEAD, "/api/duels/abc"), READ);
        assert_eq!(needs(&Method::POST, "/api/duels/abc/nonsense"), SESSION);
        assert_eq!(needs(&Method::GET, "/api/duels//"), SESSION);
        assert_eq!(needs(&Method::GET, "/api/account/tokens"), SESSION);
    }

    #[test]
    fn the_bot_scope_reaches_every_route_a_token_may_and_none_reaches_the_account() {
        for (method, path, needs) in ROUTES {
            let bot = allows(&[Scope::Bot], *needs);
            match needs {
                Needs::Session => assert_eq!(bot, Err(None), "{method} {path}"),
                Needs::Any(_) => assert_eq!(bot, Ok(()), "{method} {path}"),
            }
        }
        assert_eq!(allows(&[Scope::Read], PLAY), Err(Some(Scope::Play)));
        assert_eq!(allows(&[Scope::Play], READ), Ok(()));
    }
}
