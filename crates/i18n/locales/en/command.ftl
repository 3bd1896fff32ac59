# The command area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).

## Choosing the language (crates/cli/src/main.rs)

cmd-lang-help = The language of the command's words: en or da (default: from LC_ALL, LC_MESSAGES or LANG)
cmd-lang-unknown = --lang: no language '{ $lang }' here; the languages are { $languages }

## The help (crates/cli/src/help.rs): what clap shows for each command and option

cmd-about = Mastermind and its family: play, break codes, analyse strategies.
cmd-play-about = Play against the computer as codemaker (full-screen on a terminal, a JSON line protocol with --json or when input is not a terminal)
cmd-score-about = Print the feedback for a guess against a secret
cmd-scores-about = Show or reset the high-score tables
cmd-statistics-about = Your record in the terminal, level by level: games played, wins, the turns the wins took, streaks, the average time of a win
cmd-solve-about = You set a code and answer; the computer breaks it
cmd-analyze-about = Play every secret with a strategy and report how many guesses it takes
cmd-series-about = The board game for two: a series of games with the official scoring and a referee for wrong answers, also as a companion to a real board
cmd-duel-about = Logik, the two-player duel: you and the computer each break the other's code, both guesses of a turn revealed together (full-screen on a terminal, a JSON line protocol with --json or when input is not a terminal)
cmd-serve-about = The web game: serve the browser client and its JSON API
cmd-db-about = Look after a database: bring its schema up to date, or copy one into another (SQLite into PostgreSQL)
cmd-db-migrate-about = Bring the database's schema up to date (servers also do it as they start; this does it without serving)
cmd-db-copy-about = Copy every score, game and series of one database into another that holds none yet
cmd-db-backup-about = Back up a database, also while servers run: one SQLite file holding one moment of the site, whichever engine it runs on
cmd-db-restore-about = Restore a backup into a database that holds nothing yet
cmd-db-verify-about = Check a backup: SQLite's integrity, the schema, and every game, series and duel read back
cmd-db-export-about = Write every finished game and duel as transcripts, for an open data dump: no ids, addresses or browsers; single-player games without their player's name; nothing unfinished
cmd-db-export-format = text (transcripts one after another) or ndjson (a JSON object a line)
cmd-db-export-to = The file to write (default: standard output)
cmd-db-exported = exported { $games } games and { $duels } duels
cmd-db-export-unwritable = cannot write { $path }: { $error }

cmd-arg-preset = A named setup: mastermind-1..3, colour-1..3, board, board-blanks, logik. Custom options below start from it (default mastermind-1)
cmd-arg-pegs = Pegs per code (1-8): makes a custom setup
cmd-arg-colours = Colours (2-15): makes a custom setup
cmd-arg-turns = Turns before the game is lost (1-30): makes a custom setup
cmd-arg-blanks = Allow blank holes (digit 0) as one more colour: makes a custom setup
cmd-arg-no-repeat = Forbid a colour twice in one code: makes a custom setup
cmd-arg-rules = Feedback rule, 'mastermind' or 'colour-game': makes a custom setup
cmd-arg-json-lines = Speak the JSON line protocol even on a terminal
cmd-arg-ca-cert = Trust the certificate authority in FILE (PEM) for an https:// server, besides the usual roots
cmd-arg-database = The database instead of SQLite in the data directory: sqlite://PATH or postgres://USER@HOST/NAME
cmd-arg-data-dir-scores = Where the high scores are kept (default: the platform data directory)

cmd-play-seed = Seed for the secret, to make games reproducible
cmd-play-secret = The secret code (a second person's); '-' reads it from the terminal without echo
cmd-play-name = Name for the high-score table, given up front (1-44 characters). With --daily: your account on the server (the password is asked, or read with --password-stdin); without it you play as a guest for this run only
cmd-play-daily = Play today's daily code of the preset (--preset, default mastermind-1) on the server given with --server: the same code for everyone, one try a day, no hints; a guess a line (digits, letters or colour names), 'quit' gives up; the result to share is printed at the end
cmd-play-server = The server of --daily (http://HOST:PORT or https://HOST)
cmd-play-password-stdin = With --daily and --name: read the password from the first line of standard input instead of asking on the terminal

cmd-duel-computer = Play against the computer, offline
cmd-duel-server = Play a person on this server (http://HOST:PORT or https://HOST): log in with --name, then --accept, --challenge, --open, --resume or --tournament, or with none of them list the open challenges and your duels in play
cmd-duel-name = Your account's name on the server
cmd-duel-sign-up = Create the account first (a name of 3 to 20 letters, digits, - and _, a password of at least 8 characters)
cmd-duel-password-stdin = Read the password from the first line of standard input instead of asking on the terminal
cmd-duel-token-file = Act with the access token in FILE (made on the account page) instead of logging in with --name and a password
cmd-duel-accept = Accept the challenge with this id
cmd-duel-challenge = Challenge this player, then wait for them to accept
cmd-duel-open = Make a challenge open to anyone, then wait for someone to accept
cmd-duel-resume = Go back to your duel in play with this id
cmd-duel-tournament = Join the tournament with this id and play every duel it pairs you in, until it ends (or you quit, which leaves it)
cmd-duel-time-control = A challenge's clock: none, per-turn:SECONDS or per-game:SECONDS
cmd-duel-rated = A challenge that changes both players' ratings
cmd-duel-level = The computer's strength: 1 (forgets much of what it learns) to 5 (the strongest play)
cmd-duel-seed = Seed for the computer's code and choices, to make duels reproducible
cmd-duel-review = Once a duel on the server is over, print the coach's review of both players' guesses (a line of the protocol, "type": "review")

cmd-score-rules = Feedback rule: 'mastermind' (default) or 'colour-game'
cmd-score-secret = The secret code: digits (0 for a blank), letters or colour names
cmd-score-guess = The guess, with as many pegs as the secret
cmd-score-json = Print {"{"}"black":B,"white":W{"}"}

cmd-scores-preset = Only this preset's table
cmd-scores-json = Print a JSON list of entries
cmd-scores-reset = Empty the table (of --preset, or all tables)
cmd-scores-yes = Reset without asking

cmd-statistics-json = Print one JSON object instead of a table
cmd-statistics-data-dir = Where the games are kept (default: the platform data directory)

cmd-solve-strategy = The codebreaker's strategy: simple, random, knuth, most-parts, expected-size, entropy, optimal, or best (the optimum where the search fits, entropy with lookahead elsewhere)
cmd-arg-worst-case = With optimal: only strategies that never need more than N guesses
cmd-solve-secret = The secret: the computer plays against itself
cmd-solve-notation = How answers are written: 'black-white' (B and W) or 'white-red', the codebreaking program's notation (W = right colour in the right place, R = right colour elsewhere)
cmd-solve-blunder-rate = Difficulty: the chance (0 to 1) that a turn ignores part of what the computer knows, so that it can be beaten
cmd-solve-seed = Seed for the random choices (the random strategy, blunders)

cmd-analyze-strategy = The strategy to analyse (see `solve --help`)
cmd-analyze-seed = Seed for the random strategy
cmd-analyze-memory = With optimal: about how much the search keeps of the sets it solved (4G, 512M; default half the machine's memory); past it, it forgets the least worth keeping and searches them again, still exact
cmd-analyze-json = Print one JSON object
cmd-analyze-tree = Write the whole decision tree as JSON to FILE
cmd-analyze-plot = Draw the distribution of guesses as an SVG histogram in FILE
cmd-analyze-lower-bound-help = Instead of playing a strategy, prove a lower bound on the total that any strategy needs, looking LEVELS guesses ahead (the exact search's bounds; more levels: a higher bound, longer)
cmd-analyze-refinements = With --lower-bound: how many guesses of each position are looked at more deeply before its bound is taken as it stands
cmd-analyze-check-tree = Instead of playing a strategy, replay every secret through the decision tree in FILE (as `--tree` writes it) and report its figures

cmd-series-players = The two players, codemaker of game 1 first: "Ann,Bob"
cmd-series-games = Games in the series: an even number, so both make codes equally often
cmd-series-variant = 'board' (Game No. 1) or 'board-blanks' (Game No. 2: vacant holes as a 7th colour)
cmd-series-feedback = 'computed' (the program answers) or 'manual' (the codemaker answers, as on the board)
cmd-series-companion = Companion to a physical board: guesses and answers are typed from the board and the code only at the reveal
cmd-series-time-limit = Seconds per turn (the board game's rules suggest 180 or 240); a turn that runs out counts as a row played
cmd-series-resume = Resume a saved series: the given id, or the latest unfinished one
cmd-series-data-dir = Where series are saved (default: the platform data directory)

cmd-serve-addr = The address to listen on; 0.0.0.0:8080 opens it to the network
cmd-serve-data-dir = Where games and high scores are kept (default: the platform data directory)
cmd-serve-rate-limit = Requests that change something (guesses, new games...) per second per client address, with bursts of twice as many; 0 for no limit
cmd-serve-max-connections = Connections open at once; one more is closed at once
cmd-serve-connections-per-client = Of them, connections one client address (an IPv6 /64) may hold; a trusted proxy's are not counted
cmd-serve-live-pages-per-client = Live pages (WebSockets) one client address may hold open
cmd-serve-request-timeout = Seconds a client has to send a request's head (an idle kept-alive connection is closed after as long) and, separately, its body
cmd-serve-public-origin = The origin browsers see behind a proxy (https://mastermind.example): the only one whose pages may change anything. Default: the address the client connected to
cmd-serve-trusted-proxy = A proxy in front of the server (its address, repeatable or comma-separated): from it, the last address of `X-Forwarded-For` is the client, for the rate limit and the high scores
cmd-serve-expire-days = Days an unfinished game may sit untouched before it is ended as quit
cmd-serve-shutdown-grace = Seconds a stopping server (SIGTERM, Ctrl-C) goes on serving with /readyz answering 503, so that a load balancer moves players away before live pages are closed (with 1012, to reconnect elsewhere)
cmd-serve-puzzle-supply = Puzzles of each theme to make sure of at start: the missing ones are generated in the background (the shipped set is always there)
cmd-serve-metrics-addr = Serve Prometheus metrics on this address (GET /metrics), a listener of its own; off when absent. Keep it off the public network
cmd-serve-log-format = How log lines on standard error are written: text for people, json for log pipelines (one object per line, each request's id in it)
cmd-serve-smtp-url = Send mail through this SMTP server: smtp://[USER:PASSWORD@]HOST[:PORT] (?tls=required for STARTTLS) or smtps://…; none when absent. Needs --public-origin, for the links in the mails
cmd-serve-mail-from = The sender of the mails: an address, or "Name <address>". Default: Mastermind <noreply@the public origin's host>
cmd-serve-digest-hour = The hour of the day (UTC) from which the daily digests are sent
cmd-serve-mail-every = Seconds between two looks for mail to send (digests due, reminders)

cmd-db-migrate-database = sqlite://PATH or postgres://USER@HOST/NAME (default: SQLite in the data directory)
cmd-db-copy-from = The database to read, e.g. sqlite:///home/me/.local/share/mastermind/mastermind.db
cmd-db-copy-to = The empty database to fill, e.g. postgres://mastermind@db.example/mastermind
cmd-db-backup-to = The new file to write the backup to (never over an existing one)
cmd-db-restore-from = The backup to read
cmd-db-restore-database = The empty database to fill: sqlite://PATH or postgres://USER@HOST/NAME (default: SQLite in the data directory)
cmd-db-verify-file = The backup to check

## The presets' titles (crates/core/src/preset.rs)

cmd-preset-mastermind-1 = Mastermind, level I
cmd-preset-mastermind-2 = Mastermind, level II
cmd-preset-mastermind-3 = Mastermind, level III
cmd-preset-colour-1 = The colour game, level I
cmd-preset-colour-2 = The colour game, level II
cmd-preset-colour-3 = The colour game, level III
cmd-preset-board = The board game (Game No. 1)
cmd-preset-board-blanks = The board game with blanks (Game No. 2)
cmd-preset-logik = Logik

## Setups, codes and lines of input

cmd-setup-too-large = this setup has { $codes } codes; the computer breaks codes of setups with at most { $most } codes
cmd-secret-bad = --secret: { $problem }
cmd-line-too-long = the line is longer than { $bytes } bytes: skipped
cmd-line-not-utf8 = the line is not UTF-8 text: skipped
cmd-input-failed = the input failed: { $error }
cmd-lines-not-read = { $count } input { $count ->
    [one] line was
   *[other] lines were
} not read (too long, or not UTF-8)

## mastermind score

cmd-score-bad-secret = secret: { $problem }
cmd-score-bad-guess = guess: { $problem }
cmd-score-feedback = { $black } black, { $white } white
cmd-score-too-long = a code has at most { $most } pegs; '{ $code }' has { $pegs }

## mastermind play (the line protocol's reasons, a second person's secret)

cmd-play-no-hints = hints are not available
cmd-play-review-later = the review comes once the game is over
cmd-play-no-reviews = reviews are not available
cmd-play-over = the game is over; send 'review' or end the input
cmd-play-secret-prompt = Secret code ({ $pegs } pegs, not shown):
cmd-play-secret-unread = --secret -: cannot read the code from the terminal: { $error }
cmd-play-secret-again = That is not a code of this game: { $pegs } pegs, each { $lowest }-{ $highest } or one of { $letters }. Type it again.

## mastermind play --daily

cmd-daily-no-server = --daily needs --server URL: the daily code is the server's
cmd-daily-custom = the daily code is one of the presets: choose it with --preset, not a setup of your own
cmd-daily-no-id = the server gave the daily game no id
cmd-daily-turn = { $turn }: { $guess }  { $pegs }  ({ $black } black, { $white } white)
cmd-daily-start = Daily code of { $day }: { $title }, { $pegs } pegs, { $colours } colours ({ $letters }), { $turns } turns. One try today, no hints.
cmd-daily-how = Type a guess a line (digits 1-{ $colours } or letters { $letters }); quit gives up.
cmd-daily-won = You broke the code in { $turns } { $turns ->
    [one] turn
   *[other] turns
}: { $code }.
cmd-daily-lost = No turns left: the code was { $code }.
cmd-daily-quit = You gave up: the code was { $code }.
cmd-daily-share = Your result to share:
cmd-daily-prompt = guess>
cmd-daily-not-played = Not played: { $message }
cmd-daily-no-hints = no hints on the daily code

## mastermind puzzle and mastermind puzzles generate (crates/cli/src/puzzle*.rs)

cmd-puzzle-about = Puzzles: break the code from a position in the fewest guesses whatever the secret, or play the best next guess; offline and unrated from the shipped set and a few made fresh at the start, or rated on a server with --server; a guess a line, q stops
cmd-puzzle-theme = Only puzzles of this theme: mastermind, colour, blanks, logik or impossible_guess (default: every theme)
cmd-puzzle-mode = casual (one puzzle after another until q or the end of the input), streak (each nearer a higher rating, until the first miss) or, on a server, rated (default: casual offline, rated on a server)
cmd-puzzle-id = Play the shipped puzzle with this id, once (no --theme, --mode or --count with it)
cmd-puzzle-count = Fresh puzzles generated at the start (0: only the shipped set)
cmd-puzzle-seed = Seed for the fresh puzzles, their order and the codemaker's answers, to make a run reproducible
cmd-puzzle-server = Play the puzzles of this server (http://HOST:PORT or https://HOST) with your account, rated unless --mode says otherwise: log in with --name or --token-file
cmd-puzzle-token-file = Act with the access token in FILE (made on the account page, with the play scope) instead of logging in with --name and a password
cmd-puzzle-daily = Play the day's puzzle on the server, the same for everyone and unrated, then see how everyone did
cmd-puzzles-about = Puzzles for the site: generate them into its database
cmd-puzzles-generate-about = Generate puzzles with the solver, prove each one again, and keep the new ones in the database
cmd-puzzles-generate-count = Puzzles to generate per theme
cmd-puzzles-generate-theme = Only this theme: mastermind, colour, blanks, logik or impossible_guess (default: every theme)
cmd-puzzles-generate-seed = Seed for the generator, to make a run reproducible
cmd-puzzles-data-dir = Where the database is kept (default: the platform data directory)
# $themes lists the themes' names, as --theme takes them.
cmd-puzzle-theme-unknown = --theme: no theme '{ $theme }'; the themes are { $themes }
cmd-puzzle-mode-unknown = --mode: no mode '{ $mode }'; the modes are casual, streak and rated (the day's puzzle is --daily)
# $option: --mode rated or --daily
cmd-puzzle-needs-server = { $option } needs --server URL: rated puzzles and the day's puzzle are played on a server
cmd-puzzle-unknown = --puzzle: no shipped puzzle has the id '{ $id }'
cmd-puzzle-none = no puzzle to play
cmd-puzzle-generating = Generating { $count } fresh { $count ->
    [one] puzzle
   *[other] puzzles
}…
cmd-puzzle-ready = { $shipped } shipped and { $fresh } fresh puzzles. Type a guess a line (digits, letters or colour names); q stops.
# $theme is one of cmd-puzzle-theme-*; $title the preset's title.
cmd-puzzle-heading = Puzzle { $number } [{ $id }] · theme { $theme } · { $title }
cmd-puzzle-task-break-in = Break the code in at most { $guesses } { $guesses ->
    [one] guess
   *[other] guesses
}, whatever the secret.
cmd-puzzle-task-best-guess = Play a guess that leaves the fewest codes in the worst case.
# $colours lists the colours with their digits: 1 red, 2 blue, …
cmd-puzzle-colours = Colours: { $colours }
cmd-puzzle-custom-setup = { $pegs } pegs, { $colours } colours
cmd-puzzle-no-position = No guesses played yet.
# A turn: its number, the guess, the key pegs (▪▫·) and their count.
cmd-puzzle-row = { $row }. { $guess }  { $pegs }  ({ $black } black, { $white } white)
cmd-puzzle-left = { $count ->
    [one] One code still fits
   *[other] { $count } codes still fit
}: { $codes }
cmd-puzzle-and-more = { $codes } and { $more } more
cmd-puzzle-guesses-left = { $left } { $left ->
    [one] guess
   *[other] guesses
} left.
cmd-puzzle-prompt = guess>
cmd-puzzle-not-played = Not played: { $message }
cmd-puzzle-solved = Solved.
cmd-puzzle-out-of-guesses = Out of guesses: the code is not broken.
cmd-puzzle-line = The solver's proven line starts with { $guess }: it breaks every code within { $guesses } { $guesses ->
    [one] guess
   *[other] guesses
}.
cmd-puzzle-not-best = Not the best: { $guess } can leave more codes than the best guesses.
cmd-puzzle-best = The best { $count ->
    [one] guess
   *[other] guesses ({ $count })
}: { $guesses }
cmd-puzzle-all-played = Every puzzle of this run is played.
cmd-puzzle-summary = Solved { $solved } of { $played } { $played ->
    [one] puzzle
   *[other] puzzles
}.
cmd-puzzle-streak = Streak over: { $solved } { $solved ->
    [one] puzzle
   *[other] puzzles
} solved in a row.
cmd-puzzle-gave-up = Given up: the code is not broken.
# $rating: one of cmd-puzzle-record-unrated, -provisional or -rating.
cmd-puzzle-record = Your puzzles: { $rating } · solved { $solved } of { $attempts } · streak { $streak }, best { $best }
cmd-puzzle-record-unrated = not rated yet
cmd-puzzle-record-provisional = rating { $rating } (provisional)
cmd-puzzle-record-rating = rating { $rating }
cmd-puzzle-record-hidden = Your record is not shown: { $message }
cmd-puzzle-online-ready = Type a guess a line (digits, letters or colour names); q stops, and the puzzle in play waits on the server for the next run.
# $rating: the puzzle's own rating.
cmd-puzzle-kind-rated = Rated; the puzzle's rating is { $rating }.
cmd-puzzle-kind-casual = Casual (unrated); the puzzle's rating is { $rating }.
cmd-puzzle-kind-streak = Streak: { $streak } solved in a row so far; the puzzle's rating is { $rating }.
# $day: the date (YYYY-MM-DD).
cmd-puzzle-kind-daily = The puzzle of { $day }: the same for everyone, unrated.
# $before, $after: the ratings; $change: the difference with its sign.
cmd-puzzle-rating-change = Puzzle rating: { $before } → { $after } ({ $change })
cmd-puzzle-stays-open = Stopped: puzzle [{ $id }] stays open on the server; the next run takes it up again.
cmd-puzzle-daily-tally = Today { $attempts ->
    [one] one player has
   *[other] { $attempts } players have
} finished the day's puzzle; { $solved } solved it.
cmd-puzzle-theme-mastermind = Mastermind
cmd-puzzle-theme-colour = Colour game
cmd-puzzle-theme-blanks = Blanks
cmd-puzzle-theme-logik = Logik
cmd-puzzle-theme-impossible-guess = Impossible guess
# $theme is the theme's name, as --theme takes it; $rate puzzles a minute.
cmd-puzzles-generated = { $theme }: { $generated } generated, { $new } new, { $rate } a minute
cmd-puzzles-failed-check = { $theme }: { $count } { $count ->
    [one] puzzle
   *[other] puzzles
} failed the second proof and { $count ->
    [one] was
   *[other] were
} left out

## Talking to a server (crates/cli/src/online)

cmd-no-runtime = cannot start the runtime
cmd-login-refused = login refused: { $message }
cmd-sign-up-refused = sign-up refused: { $message }
cmd-token-refused = the access token was refused: { $message }
cmd-token-unread = cannot read the access token in { $path }: { $error }
cmd-token-not-one = { $path } holds no access token: its first line must be mmt_ and 64 hexadecimal digits, as the account page shows it
cmd-token-malformed = the access token cannot be sent in a header
cmd-server-answered = the server answered { $status }
cmd-server-unreadable = the server's answer could not be read ({ $error }): is it a mastermind server of this version?
cmd-server-unreachable = cannot reach the server: { $error }
cmd-server-not-url = --server: not a URL ({ $error }): { $url }
cmd-server-not-http = --server: an http:// or https:// address, not { $url }
cmd-no-http-client = cannot make an HTTP client: { $error }
cmd-ca-cert-unusable = --ca-cert { $file }: { $error }
cmd-ca-cert-not-pem = --ca-cert { $file }: not a PEM certificate ({ $error })
cmd-ca-cert-empty = --ca-cert { $file }: no certificate in it
cmd-no-tls = cannot set up TLS: { $error }
cmd-certificate-unverified = the server's certificate does not verify ({ $error }); for a server whose certificate comes from a private certificate authority, give that authority's certificate with --ca-cert FILE

## mastermind duel --server (crates/cli/src/online)

cmd-duel-no-name = --server needs --name: your account's name
cmd-time-control-bad = --time-control: none, per-turn:SECONDS or per-game:SECONDS, not { $text }
cmd-password-unread-stdin = cannot read the password from standard input
cmd-password-prompt = Password for { $name } (not shown):
cmd-password-unread = cannot read the password from the terminal ({ $error }): use --password-stdin
cmd-password-empty = the password is empty
cmd-duels-open = Open challenges:
cmd-duels-playing = Your duels in play:
cmd-duels-none = none
cmd-duel-challenges = { $challenger } challenges { $opponent }
cmd-duel-challenges-anyone = { $challenger } challenges anyone
cmd-duel-between = { $white } (white) against { $black } (black), turn { $turn }
cmd-clock-per-move = { $seconds } s a move
cmd-clock-per-game = { $seconds } s a game
cmd-clock-none = no clock
cmd-duel-rated-word = rated
cmd-duel-casual = casual
cmd-custom = custom
# One duel of the list: its id, who plays, the game, the clock, rated or casual.
cmd-duel-line = { $id }  { $who }; { $game }, { $clock }, { $rated }

## mastermind duel --tournament

cmd-tournament-waiting = Waiting to be paired (Ctrl-C leaves the tournament)…
cmd-tournament-waiting-next = Waiting for your next pairing (Ctrl-C leaves the tournament)…
cmd-tournament-no-duel = no duel of yours is in play: wait for your pairing, or quit
cmd-tournament-paired = Paired: your duel { $duel } begins.
cmd-tournament-no-page = the tournament's live page did not open
cmd-tournament-left = You left the tournament; your points stay.
cmd-tournament-not-left = the tournament could not be left: { $problem }
cmd-tournament-arena = an arena of { $minutes } minutes
cmd-tournament-swiss = a Swiss of { $rounds } rounds
# A tournament: its name, its length (cmd-tournament-arena or -swiss), the players in and its state.
cmd-tournament-line = { $name }: { $length }, { $players } players in; { $state }
cmd-tournament-standing = { $name }: { $state }, you are { $place } of { $players } with { $points } points
cmd-tournament-cancelled = The tournament was cancelled.
cmd-tournament-over = The tournament is over.
cmd-tournament-podium = { $rank }. { $name } ({ $points } points)
cmd-ordinal = { $form ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
cmd-tournament-created = created
cmd-tournament-running = running
cmd-tournament-stage-over = over
cmd-tournament-stage-cancelled = cancelled
cmd-challenge-withdrawn = the challenge { $id } is withdrawn
cmd-challenge-stays = the challenge { $id } stays: { $problem }
# $resume is the command that resumes the duel.
cmd-duel-goes-on = the duel goes on; to come back: { $resume }
cmd-server-lost = lost the server: { $problem }

## mastermind duel --computer

cmd-duel-no-opponent = choose the opponent: --computer plays the computer offline, --server URL a person online
cmd-duel-level-bad = --level: the computer's level is { $lowest } to { $highest }, not { $level }

## mastermind scores

cmd-scores-every-table = every high-score table
cmd-scores-table = the { $title } high-score table
# $what is cmd-scores-every-table or cmd-scores-table; y/N as cmd-scores-yes-word answers.
cmd-scores-reset-ask = Reset { $what }? [y/N]
cmd-scores-yes-word = yes
cmd-scores-nothing-reset = Nothing reset.
cmd-scores-reset-done = Reset { $what }: { $removed } entries removed.
cmd-scores-none = no scores yet
cmd-scores-no-terminal = not on a terminal to confirm the reset: add --yes
# The table's headings (short: the columns are narrow).
cmd-scores-rank = rank
cmd-scores-name = name
cmd-scores-turns = turns
cmd-scores-seconds = seconds
cmd-scores-key = key
cmd-scores-date = date

## mastermind statistics

cmd-statistics-none = No finished games yet: play one with 'mastermind play'.
cmd-statistics-seconds = { $seconds } s
# $average is cmd-statistics-seconds, or - before the first win.
cmd-statistics-record = played { $played }, wins { $wins } ({ $percent } %), current streak { $current }, best streak { $best }, average time of a win { $average }
cmd-statistics-distribution = guess distribution:

## mastermind solve and analyze

cmd-worst-case-optimal = --worst-case goes with --strategy optimal
cmd-solve-blunder-rate-bad = --blunder-rate is a chance from 0 to 1, not { $rate }
cmd-strategy-unknown = unknown strategy '{ $name }': the strategies are simple, random, knuth, most-parts, expected-size, entropy, optimal (optimal:N for at most N guesses), best
cmd-custom-setup = custom setup
# indicatif's progress bar; $done, $all and $eta are its own fields.
cmd-analyze-progress = { $done }/{ $all } secrets ({ $eta } left)
cmd-analyze-tree-unwritten = cannot write the tree to { $file }
cmd-analyze-plot-unwritten = cannot write the plot to { $file }
cmd-analyze-plot-title = { $setup }: { $strategy } over { $secrets } secrets (average { $average })
cmd-analyze-heading = { $name } ({ $pegs } pegs, { $colours } colours, { $rule } rule)
cmd-analyze-heading-blank = { $name } ({ $pegs } pegs, { $colours } colours and the blank, { $rule } rule)
# $setup is cmd-analyze-heading.
cmd-analyze-strategy-line = { $setup }, strategy { $strategy }
cmd-analyze-first-guess = first guess { $guess }
# The headings of the distribution's two columns.
cmd-analyze-guesses = guesses
cmd-analyze-secrets = secrets
cmd-analyze-total = total { $total } guesses over { $secrets } secrets: average { $average }, worst { $worst }
cmd-analyze-time = time { $seconds } s
cmd-analyze-lower-bound = every strategy needs at least { $total } guesses over { $secrets } secrets: average { $average } or more
cmd-analyze-lower-bound-reach = (looking { $levels } guesses ahead, at most { $refinements } guesses of a position looked at more deeply)
cmd-analyze-none-within = no strategy solves every secret within { $worst } guesses (exhaustive search over every guess, up to symmetry)
cmd-check-tree-unread = cannot read the tree { $file }: { $error }
cmd-check-tree-not-json = { $file } is not JSON: { $error }
cmd-check-tree-fails = the tree fails the secret { $secret }
cmd-check-tree-solves = the tree solves every one of { $secrets } secrets: total { $total } guesses, average { $average }, worst { $worst }
cmd-check-tree-no-guess = turn { $turn }: a node without a guess
cmd-check-tree-guess = turn { $turn }: the guess { $guess }
# $answer is black,white as the tree writes it (2,1).
cmd-check-tree-no-branch = turn { $turn }: no branch for the answer { $answer } to { $guess }
cmd-check-tree-goes-on = turn { $turn }: { $guess } is the secret but its branch goes on
cmd-check-tree-not-solved = turn { $turn }: the branch { $answer } of { $guess } says solved, but it is not the secret
cmd-check-tree-no-end = no end within { $most } guesses
# A bar of the plot (analyze --plot), as its tooltip says it.
cmd-plot-bar = { $guesses } guesses: { $secrets } secrets

## mastermind serve and db, and the data directory

cmd-serve-zero = --max-connections, --connections-per-client, --live-pages-per-client, --request-timeout and --expire-days take a number above 0
cmd-serve-no-runtime = starting the server's runtime
cmd-serve-failed = serving from { $place }
cmd-no-home = no home directory to keep high scores in: pass --data-dir DIR
cmd-db-opening = opening the database in { $dir }
# $database describes the database: its kind and where it is.
cmd-db-up-to-date = { $database } is up to date
cmd-db-copied = Copied { $scores } scores, { $games } games ({ $guesses } guesses, { $daily } daily), { $series } series, { $accounts } accounts, { $duels } duels ({ $events } events) and { $tournaments } tournaments from { $from } to { $to }.
cmd-db-backed-up = Backed up { $database } to { $file }: { $games } games, { $accounts } accounts, { $duels } duels; the backup checks out.
cmd-db-verified = { $file } checks out: { $scores } scores, { $games } games ({ $guesses } guesses), { $series } series, { $accounts } accounts, { $duels } duels and { $tournaments } tournaments.
cmd-db-restored = Restored { $file } into { $database }: { $games } games, { $accounts } accounts, { $duels } duels and { $tournaments } tournaments.

## mastermind series (crates/cli/src/series)

cmd-series-no-players = --players A,B names the two players
# $which is a series' id, or "latest".
cmd-series-nothing-to-resume = no saved series to resume ({ $which })
cmd-series-resume-over = series { $id } is over; start a new one
cmd-series-secret-when = the code is set at the start of a game or at the reveal
cmd-variant-board = Game No. 1
cmd-variant-board-blanks = Game No. 2
# $variant is cmd-variant-board or cmd-variant-board-blanks.
cmd-series-start = Series { $id }: { $first } and { $second }, { $games } games of { $variant }: { $pegs } pegs, { $blanks ->
    [yes] { $colours } colours and the blank (0)
   *[no] { $colours } colours
}, { $rows } rows each.
cmd-series-time-limit-turn = { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} a turn.
cmd-series-companion-note = Companion to your board: type guesses and answers from it.
cmd-series-scoring = The codemaker scores a point for each row the codebreaker plays, { $points } for a code not broken. Type 'challenge' if an answer looks wrong, 'quit' to stop (the series is saved).
cmd-series-look-away = { $breaker }, look away. { $maker }, set your code.
# $colours lists the colours with their digits: 1 red, 2 blue, …
cmd-series-code-prompt = Code ({ $colours }; not shown):
cmd-series-prompt-secret = { $maker }, type the code (it will show):
cmd-series-prompt-guess = Row { $row }, { $breaker }: your guess:
# $colours is the guess in colour names.
cmd-series-prompt-answer = Row { $row }: { $guess } ({ $colours }). { $maker }, your answer (black white, e.g. '2 1' or '-'):
cmd-series-prompt-reveal = { $maker }, reveal your code:
cmd-series-game = Game { $game }: { $maker } makes the code, { $breaker } breaks it.
cmd-series-game-replayed = Game { $game } (replayed): { $maker } makes the code, { $breaker } breaks it.
cmd-series-code-set = The code is set. { $breaker }, your turn.
# A row played: its number, the guess, the key pegs (●○·) and the guess in colour names.
cmd-series-row = row { $row }  { $guess }  { $pegs }  { $colours }
cmd-series-time-warning = { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} left for row { $row }!
cmd-series-timed-out = Time is up: row { $row } counts as played.
cmd-series-challenge-failed = The answers so far fit at least one code: no wrong information. Play on.
cmd-series-wrong-information = Wrong information: the answers of rows { $rows } cannot all be true. Game { $game } is replayed; { $breaker } scores { $points }.
cmd-series-broken = Broken in { $rows } { $rows ->
    [one] row
   *[other] rows
}: the code was { $code } ({ $colours }).
cmd-series-not-broken = Not broken: the code was { $code } ({ $colours }); { $points } points.
cmd-series-score = Score after { $scored } of { $games } games: { $first } { $first_points }, { $second } { $second_points }
cmd-series-over-won = The series is over: { $winner } wins.
cmd-series-over-tie = The series is over: a tie.
cmd-series-outcome-broken = broken in { $rows } { $rows ->
    [one] row
   *[other] rows
}
cmd-series-outcome-not-broken = not broken ({ $points })
cmd-series-outcome-void = void: wrong information in rows { $rows }
cmd-series-outcome-unfinished = unfinished
# $outcome is one of cmd-series-outcome-*.
cmd-series-game-result = Game { $game } ({ $maker } made { $code }): { $outcome }
cmd-series-time-ran-out = (time ran out)
cmd-series-board-row = row { $row }  { $guess }  { $pegs }
cmd-series-help-code = a guess, e.g. 1234 or RBYG (the codebreaker)
cmd-series-help-secret = the code (the codemaker, unseen on a terminal)
cmd-series-help-answer = the key pegs, e.g. 'answer 2 1' (manual feedback)
cmd-series-help-challenge = the codebreaker doubts the answers
cmd-series-help-board = the score and the rows so far
cmd-series-help-quit = stop; the series is saved
cmd-series-help-review = the coach's word on the guesses of finished game N
cmd-series-review-which = review which game? e.g. 'review 1'
# $game: a game's place in the series
cmd-series-review-none = game { $game } is not a finished game of this series
cmd-series-review-heading = The coach on game { $game }: codes that fitted before → after each guess, the best guess, the verdict
cmd-series-review-row = { $turn }. { $guess }  { $before } → { $after }  best { $best }  { $verdict }
cmd-series-review-accuracy = Accuracy: { $accuracy } %.
cmd-series-saved = Series { $id } is saved: `mastermind series --resume { $id }` plays on.

## clap's own flags and command

cmd-help-flag = Print help
cmd-version-flag = Print version
cmd-help-command = Print this message or the help of the given subcommand(s)

# clap's headings (help.rs; English keeps clap's own, these say the same)
cmd-help-template = {"{"}before-help{"}"}{"{"}about-with-newline{"}"}
    Usage: {"{"}usage{"}"}

    {"{"}all-args{"}"}{"{"}after-help{"}"}
cmd-heading-commands = Commands
cmd-heading-arguments = Arguments
cmd-heading-options = Options

# Mistakes in the command line as clap finds them (help.rs; English shows clap's own)
cmd-clap-unknown-argument = unknown option '{ $argument }'
cmd-clap-unknown-command = unknown command '{ $command }'
cmd-clap-invalid-value = '{ $value }' is not a value for { $argument }
cmd-clap-missing = { $argument } is missing
cmd-clap-conflict = { $argument } cannot be given with { $other }
cmd-clap-no-command = name a command
cmd-clap-see-help = See 'mastermind --help'.
cmd-clap-suggest = (did you mean '{ $suggestion }'?)

## mastermind analyze --work-db: the exact search shared through a job table

cmd-analyze-work-db = With optimal: join (or start) the search shared through the job table at URL (postgres://USER@HOST/NAME for several processes or machines, sqlite://PATH for one machine), a search named by its setup; stopped, it is taken up again where it stood
cmd-analyze-status = With --work-db: report how far the shared search has come and an estimate of what is left, instead of working on it
cmd-analyze-lease = With --work-db: how long a job this process takes stays its own past its last word (a killed process's job passes on after it)
cmd-work-optimal-only = --work-db shares the exact search: use it with --strategy optimal and no --worst-case
cmd-work-no-runtime = starting the database's runtime
# $job is a number; printed by a test-only option before the process hangs on purpose.
cmd-work-stalled = holding job { $job } without working on it
# $search names the setup, e.g. "optimal/4 4x8 mastermind".
cmd-work-status-search = shared search { $search }
cmd-work-status-jobs = jobs on the table { $jobs }, finished { $finished }; still needed { $needed }, of them { $held } in the hands of { $processes } processes
cmd-work-status-spent = search time spent { $seconds } s
cmd-work-status-done = the search is done: total { $total } guesses, first guess { $guess }
cmd-work-status-left = left: about { $seconds } s of search at the times the jobs done give parts of their sizes, { $wall } s over { $processes } processes
cmd-work-status-no-estimate = left: no estimate until a job is done
# $jobs counts the jobs left whose parts are larger than any done.
cmd-work-status-extrapolated = ({ $jobs } { $jobs ->
    [one] job left is
   *[other] jobs left are
} larger than any done: a guess beyond what was measured, since a part's search does not grow evenly with its size)
cmd-work-status-first-wave = (a first wave is under way: the jobs that follow it, not known yet, are not counted)
# What the jobs not done start from when taken again (records of sets already searched).
cmd-work-status-kept = kept for the jobs not done: { $records } { $records ->
    [one] record
   *[other] records
}, { $bytes } bytes, for { $jobs } { $jobs ->
    [one] job
   *[other] jobs
}
# Said once when the database stops taking a job's records; $error is the database's error message.
cmd-work-not-kept = warning: job { $job }: the table did not keep { $records } records ({ $error }); they are handed over again later
# $job is a number: a job on the table that this search's plan has not.
cmd-work-foreign-job = job { $job } on the table is not one of this search's jobs (the table of another search, or of another version of this program)
cmd-work-foreign-plan = the plan on the table is not one of this search's (the table of another search, or of another version of this program)
# $total is the number of guesses the outcomes on the table add up to.
cmd-work-bad-tree = the outcomes on the table do not make a tree of total { $total }

## mastermind bot
cmd-bot-about = A program playing for an account on a server: accepts the challenges addressed to it, plays every duel it is in with a solver strategy, and with --challenge challenges a player first
cmd-bot-server = The server to play on (http://HOST:PORT or https://HOST)
cmd-bot-token-file = The access token to act with, made on the account page (scope bot, or play and challenge)
cmd-bot-strategy = The solver's strategy for the guesses (simple, random, knuth, most-parts, expected-size, entropy, optimal, best)
cmd-bot-accept = Which challenges addressed to the bot it accepts: rated, casual, rated,casual or none; it declines the others
cmd-bot-challenge = Challenge this player first, then play the duel when it is accepted
cmd-bot-preset = The challenge's preset
cmd-bot-duels = Stop after this many duels have ended (0: play until interrupted)
cmd-bot-accept-bad = --accept takes rated, casual, rated,casual or none, not '{ $text }'
cmd-bot-ready = playing as { $name } with the { $strategy } strategy
cmd-bot-challenged = challenged { $opponent } (duel { $id })
cmd-bot-accepted = accepted { $challenger }'s challenge { $id }
cmd-bot-declined = declined { $challenger }'s challenge { $id }
cmd-bot-won = duel { $id }: won in { $turns } turns
cmd-bot-lost = duel { $id }: lost in { $turns } turns
cmd-bot-drawn = duel { $id }: drawn after { $turns } turns
cmd-bot-duel-gone = duel { $id }: { $state }
cmd-bot-duel-failed = duel { $id } stopped: { $problem }
cmd-bot-setup-unknown = duel { $id } has a setup this program does not know
