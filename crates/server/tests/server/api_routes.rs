//! The OpenAPI document names every route the server answers, each with
//! its methods: a new route cannot be left out of it.

use crate::web_client::start;
use reqwest::StatusCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_openapi_document_covers_every_route() {
    let server = start().await;
    let (status, doc) = server.get("/api/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    assert!(doc["openapi"].as_str().expect("a version").starts_with('3'));
    let routes = [
        ("/api/presets", "get"),
        ("/api/colours", "get"),
        ("/api/games", "post"),
        ("/api/games/{id}", "get"),
        ("/api/games/{id}/guesses", "post"),
        ("/api/games/{id}/quit", "post"),
        ("/api/games/{id}/hint", "post"),
        ("/api/games/{id}/review", "get"),
        ("/api/games/{id}/score", "post"),
        ("/api/scores", "get"),
        ("/api/scores", "delete"),
        ("/api/codebreaker/next", "post"),
        ("/api/codebreaker/demo", "post"),
        ("/api/feedback", "post"),
        ("/api/openapi.json", "get"),
        ("/api/series", "post"),
        ("/api/series", "get"),
        ("/api/series/{id}", "delete"),
        ("/api/series/{id}", "get"),
        ("/api/series/{id}/secret", "post"),
        ("/api/series/{id}/guesses", "post"),
        ("/api/series/{id}/answers", "post"),
        ("/api/series/{id}/challenge", "post"),
        ("/api/series/{id}/reveal", "post"),
        ("/api/series/{id}/timeout", "post"),
        ("/api/accounts", "post"),
        ("/api/session", "post"),
        ("/api/session", "delete"),
        ("/api/account", "get"),
        ("/api/account", "delete"),
        ("/api/account", "patch"),
        ("/api/account/password", "post"),
        ("/api/account/tokens", "get"),
        ("/api/account/export", "get"),
        ("/api/account/stream", "get"),
        ("/api/account/tokens", "post"),
        ("/api/account/tokens/{id}", "delete"),
        ("/api/duels", "post"),
        ("/api/duels", "get"),
        ("/api/duels/{id}", "get"),
        ("/api/duels/{id}", "delete"),
        ("/api/duels/{id}/accept", "post"),
        ("/api/duels/{id}/take", "post"),
        ("/api/duels/{id}/decline", "post"),
        ("/api/duels/{id}/code", "post"),
        ("/api/duels/{id}/guesses", "post"),
        ("/api/duels/{id}/resign", "post"),
        ("/api/duels/{id}/claim", "post"),
        ("/api/duels/{id}/rematch", "post"),
        ("/api/duels/{id}/live", "get"),
        ("/api/duels/{id}/stream", "get"),
        ("/api/lobby/live", "get"),
        ("/api/duels/{id}/replay", "get"),
        ("/api/duels/{id}/export", "get"),
        ("/api/games/{id}/export", "get"),
        ("/api/stats", "get"),
        ("/api/players", "get"),
        ("/api/players/{name}", "get"),
        ("/api/friends", "get"),
        ("/api/friends/{name}", "put"),
        ("/api/friends/{name}", "delete"),
        ("/api/online", "get"),
        ("/api/duels/computer", "post"),
        ("/api/statistics", "get"),
        ("/api/daily", "get"),
        ("/api/daily/{preset}", "get"),
        ("/api/daily/{preset}", "post"),
        ("/api/daily/{preset}/table", "get"),
        ("/api/daily/{preset}/name", "post"),
        ("/api/tournaments", "post"),
        ("/api/tournaments", "get"),
        ("/api/tournaments/{id}", "get"),
        ("/api/tournaments/{id}", "delete"),
        ("/api/tournaments/{id}/join", "post"),
        ("/api/tournaments/{id}/leave", "post"),
        ("/api/tournaments/{id}/start", "post"),
        ("/api/tournaments/{id}/live", "get"),
        ("/api/notifications", "get"),
        ("/api/notifications/read", "post"),
        ("/api/notifications/live", "get"),
        ("/api/push/key", "get"),
        ("/api/push/subscriptions", "get"),
        ("/api/push/subscriptions", "post"),
        ("/api/push/subscriptions", "delete"),
        ("/api/account/vacation", "get"),
        ("/api/account/vacation", "post"),
        ("/api/account/vacation", "delete"),
        ("/api/account/bot", "post"),
        ("/api/league", "get"),
        ("/api/duels/{id}/review", "get"),
        ("/api/series/{id}/review", "get"),
        ("/api/puzzles/next", "post"),
        ("/api/puzzles/daily", "post"),
        ("/api/puzzles/attempts/{id}", "get"),
        ("/api/puzzles/attempts/{id}/guesses", "post"),
        ("/api/puzzles/attempts/{id}/give-up", "post"),
        ("/api/puzzles/record", "get"),
        ("/api/account/email", "get"),
        ("/api/account/email", "put"),
        ("/api/account/email", "patch"),
        ("/api/account/email", "delete"),
        ("/api/account/email/verification", "post"),
        ("/api/email/verify", "get"),
        ("/api/email/unsubscribe", "get"),
        ("/api/email/unsubscribe", "post"),
    ];
    for (path, method) in routes {
        assert!(
            doc["paths"][path][method].is_object(),
            "{method} {path} missing"
        );
    }
    let documented: usize = doc["paths"]
        .as_object()
        .expect("paths")
        .values()
        .map(|p| p.as_object().expect("methods").len())
        .sum();
    assert_eq!(documented, routes.len());
    assert!(doc["components"]["schemas"]["GameView"].is_object());
}
