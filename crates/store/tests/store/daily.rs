//! What a finished game keeps for the statistics, and the daily code: the
//! shared key, one game a day per player and preset, the day's table.

use mastermind_core::daily::Day;
use mastermind_core::{Code, Preset, Rule, Setup, State};
use mastermind_store::prelude::*;
use mastermind_store::{Account, DailyStart, Database, GameWrite, NewGame, new_id};

fn code(digits: &str) -> Code {
    Code::from_digits(digits).expect("a code")
}

fn new_game(id: &str, player: Option<&str>, preset: Option<Preset>, created_at: i64) -> NewGame {
    NewGame {
        id: id.to_string(),
        preset,
        setup: preset.map_or_else(
            || Setup::new(3, 4, 5, Rule::Mastermind).expect("a setup"),
            Preset::setup,
        ),
        secret: code(if preset.is_some() { "1234" } else { "123" }),
        player: player.map(str::to_string),
        created_at,
    }
}

fn guess(game: &str, turn: u8, digits: &str, at: i64, ends: Option<State>) -> GameWrite {
    GameWrite::Guess {
        game: game.to_string(),
        turn,
        guess: code(digits),
        at,
        ends,
    }
}

fn day(text: &str) -> Day {
    text.parse().expect("a day")
}

pub async fn a_finished_game_keeps_its_outcome_for_the_statistics(store: &Database) {
    let level1 = Some(Preset::Mastermind1);
    let writes = [
        GameWrite::Create(new_game("won", Some("p1"), level1, 1_000)),
        guess("won", 1, "1122", 1_100, None),
        guess("won", 2, "1234", 1_500, Some(State::Won)),
        GameWrite::Create(new_game("quit", Some("p1"), level1, 2_000)),
        guess("quit", 1, "1122", 2_100, None),
        GameWrite::Quit {
            game: "quit".to_string(),
            at: 2_200,
            turns: 1,
        },
        GameWrite::Create(new_game("playing", Some("p1"), level1, 3_000)),
        guess("playing", 1, "1122", 3_100, None),
        GameWrite::Create(new_game("custom", Some("p1"), None, 4_000)),
        guess("custom", 1, "123", 4_100, Some(State::Won)),
        GameWrite::Create(new_game("other", Some("p2"), level1, 5_000)),
        guess("other", 1, "1234", 5_100, Some(State::Won)),
        GameWrite::Create(new_game("terminal", None, Some(Preset::Colour1), 6_000)),
        guess("terminal", 1, "1234", 6_100, Some(State::Won)),
        // Won before outcomes were kept: nothing says so but a replay.
        GameWrite::Create(new_game("old", Some("p1"), level1, 500)),
        guess("old", 1, "1234", 700, None),
    ];
    let applied = store.write_games(&writes).await.expect("writes");
    assert!(applied.iter().all(|a| *a), "{applied:?}");
    let mine = store.finished_games(Some("p1")).await.expect("reads");
    let seen: Vec<(&str, State, u8, u64)> = mine
        .iter()
        .map(|g| {
            let id = if g.created_at == 1_000 { "won" } else { "quit" };
            (id, g.outcome, g.turns, g.millis())
        })
        .collect();
    assert_eq!(
        seen,
        [("won", State::Won, 2, 500), ("quit", State::Quit, 1, 200)],
        "custom setups, games in play and other players' games are left out"
    );
    assert_eq!(
        store
            .load_game("won")
            .await
            .expect("reads")
            .expect("there")
            .outcome,
        Some(State::Won)
    );
    let terminal = store.finished_games(None).await.expect("reads");
    assert_eq!(terminal.len(), 1);
    assert_eq!(
        (terminal[0].preset, terminal[0].outcome),
        (Preset::Colour1, State::Won)
    );

    let open = store.open_games("p1", 10).await.expect("reads");
    assert_eq!(open, ["old", "playing"], "oldest first, outcomes unknown");
    assert_eq!(store.open_games("p1", 1).await.expect("reads"), ["old"]);
    assert!(
        store
            .settle_game("old", State::Won, 1, 700)
            .await
            .expect("writes")
    );
    assert!(
        !store
            .settle_game("old", State::Lost, 1, 700)
            .await
            .expect("writes"),
        "an outcome is kept once"
    );
    assert!(
        !store
            .settle_game("playing", State::Playing, 1, 0)
            .await
            .expect("writes"),
        "a game in play has no outcome"
    );
    let mine = store.finished_games(Some("p1")).await.expect("reads");
    assert_eq!(
        mine.iter().map(|g| g.created_at).collect::<Vec<_>>(),
        [500, 1_000, 2_000],
        "in the order the games were started"
    );
    assert_eq!(
        store.open_games("p1", 10).await.expect("reads"),
        ["playing"]
    );
}

pub async fn the_daily_key_is_made_once_and_shared(store: &Database) {
    let first = store.server_key("daily", "aa", 1).await.expect("a key");
    let second = store.server_key("daily", "bb", 2).await.expect("a key");
    assert_eq!((first.as_str(), second.as_str()), ("aa", "aa"));
    assert_eq!(
        store.server_key("other", "cc", 3).await.expect("a key"),
        "cc"
    );
}

pub async fn a_player_has_one_daily_game_a_day_and_preset(store: &Database) {
    let today = day("2025-03-14");
    let first = new_game("first", Some("p1"), Some(Preset::Mastermind1), 1_000);
    assert_eq!(
        store.start_daily(today, &first).await.expect("starts"),
        DailyStart::Started
    );
    let again = new_game("again", Some("p1"), Some(Preset::Mastermind1), 2_000);
    assert_eq!(
        store.start_daily(today, &again).await.expect("answers"),
        DailyStart::Existing("first".to_string())
    );
    assert_eq!(
        store.load_game("again").await.expect("reads"),
        None,
        "the refused try leaves nothing behind"
    );
    for (id, player, preset, on) in [
        ("level2", "p1", Preset::Mastermind2, today),
        ("tomorrow", "p1", Preset::Mastermind1, day("2025-03-15")),
        ("p2", "p2", Preset::Mastermind1, today),
    ] {
        let game = new_game(id, Some(player), Some(preset), 3_000);
        assert_eq!(
            store.start_daily(on, &game).await.expect("starts"),
            DailyStart::Started,
            "{id}"
        );
    }
    assert_eq!(
        store
            .daily_game(today, Preset::Mastermind1, "p1")
            .await
            .expect("reads"),
        Some("first".to_string())
    );
    assert_eq!(
        store
            .daily_game(today, Preset::Colour1, "p1")
            .await
            .expect("reads"),
        None
    );
    let mut mine = store.daily_games_of(today, "p1").await.expect("reads");
    mine.sort_by(|a, b| a.1.cmp(&b.1));
    assert_eq!(
        mine,
        [
            (Preset::Mastermind1, "first".to_string(), None),
            (Preset::Mastermind2, "level2".to_string(), None),
        ]
    );
    store
        .write_games(&[GameWrite::Quit {
            game: "first".to_string(),
            at: 9_000,
            turns: 0,
        }])
        .await
        .expect("writes");
    let quit = store.daily_games_of(today, "p1").await.expect("reads");
    assert!(quit.contains(&(Preset::Mastermind1, "first".to_string(), Some(State::Quit))));
    assert_eq!(
        store.daily_of("level2").await.expect("reads"),
        Some((today, Preset::Mastermind2))
    );
    let plain = new_game("plain", Some("p1"), Some(Preset::Mastermind1), 1);
    store
        .write_games(&[GameWrite::Create(plain)])
        .await
        .expect("writes");
    assert_eq!(store.daily_of("plain").await.expect("reads"), None);
    let unowned = new_game("unowned", None, Some(Preset::Mastermind1), 1);
    assert!(store.start_daily(today, &unowned).await.is_err());
}

pub async fn the_daily_table_ranks_wins_by_turns_then_time(store: &Database) {
    let today = day("2025-03-14");
    let ann = Account {
        id: new_id(),
        name: "Ann".to_string(),
        password_hash: "hash".to_string(),
        created_at: 1,
    };
    store.create_account(&ann).await.expect("an account");
    // (player, turns to win or None for a loss, time taken)
    let players: [(&str, Option<u8>, i64); 6] = [
        ("slow-three", Some(3), 9_000),
        ("two", Some(2), 50_000),
        ("fast-three", Some(3), 4_000),
        (ann.id.as_str(), Some(4), 1_000),
        ("loser", None, 1_000),
        ("playing", Some(0), 0),
    ];
    for (i, (player, turns, millis)) in players.iter().enumerate() {
        let id = format!("g{i}");
        let start = 10_000 * i as i64;
        let game = new_game(&id, Some(player), Some(Preset::Mastermind1), start);
        store.start_daily(today, &game).await.expect("starts");
        let mut writes = Vec::new();
        match turns {
            Some(0) => writes.push(guess(&id, 1, "1111", start + 1, None)),
            Some(turns) => {
                for turn in 1..*turns {
                    writes.push(guess(&id, turn, "1111", start + 1, None));
                }
                writes.push(guess(&id, *turns, "1234", start + millis, Some(State::Won)));
            }
            None => {
                for turn in 1..=8 {
                    let ends = (turn == 8).then_some(State::Lost);
                    writes.push(guess(&id, turn, "1111", start + millis, ends));
                }
            }
        }
        let applied = store.write_games(&writes).await.expect("writes");
        assert!(applied.iter().all(|a| *a));
    }
    assert!(
        store
            .name_daily(today, Preset::Mastermind1, "two", "Bob")
            .await
            .expect("names")
    );
    assert!(
        !store
            .name_daily(today, Preset::Colour1, "two", "Bob")
            .await
            .expect("answers"),
        "no daily game there"
    );
    let table = store
        .daily_table(today, Preset::Mastermind1, 10)
        .await
        .expect("reads");
    assert_eq!((table.finished, table.won), (5, 4));
    let rows: Vec<(Option<&str>, bool, u8, u64)> = table
        .wins
        .iter()
        .map(|r| (r.name.as_deref(), r.account, r.turns, r.millis))
        .collect();
    assert_eq!(
        rows,
        [
            (Some("Bob"), false, 2, 50_000),
            (None, false, 3, 4_000),
            (None, false, 3, 9_000),
            (Some("Ann"), true, 4, 1_000),
        ]
    );
    let top = store
        .daily_table(today, Preset::Mastermind1, 1)
        .await
        .expect("reads");
    assert_eq!((top.wins.len(), top.finished), (1, 5));
    let other_day = store
        .daily_table(day("2025-03-15"), Preset::Mastermind1, 10)
        .await
        .expect("reads");
    assert_eq!((other_day.finished, other_day.wins.len()), (0, 0));
}
