# The game's words and the refusals' messages, for every edge.
# Words as docs/GLOSSARY.md fixes them.

## Languages, as the switch names them in the other language's catalogue too

language-switch = Language

## Refusals: error-<code> for every code the API answers with (its `_` as `-`)

error-unknown = Something went wrong; try again.
error-unreachable = The server cannot be reached. Check your connection and try again.
error-status = The server answered { $status }; try again.

## The palette's colours (crates/core/src/colour.rs), colour-<name>

colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-pink = pink
colour-turquoise = turquoise
colour-white = white
colour-black = black
colour-purple = purple
colour-orange = orange
colour-lime = lime
colour-magenta = magenta
colour-silver = silver
colour-cream = cream
colour-brown = brown
colour-blank = blank

# The rules' refusals (crates/core/src/refusal.rs)
error-code-empty = The code is empty.
error-code-length = The code has the wrong number of pegs.
error-code-colour = The code has a colour this game does not use.
error-code-blank = This game allows no blank holes.
error-code-repeat = This game allows each colour only once in a code.
error-setup-pegs = That number of pegs is not offered.
error-setup-colours = That number of colours is not offered.
error-setup-turns = That number of turns is not offered.
error-setup-too-few-colours = There are too few colours for a code without repeats.
error-setup-palette = The colours chosen are not in the palette.
error-game-over = The game is over.
error-turn-played = That turn was played already.
error-turn-ahead = That turn has not begun yet.
error-name-empty = The name is empty.
error-name-too-long = The name is too long.
error-name-control = The name has a control character.
error-name-invisible = The name has no visible character.
error-account-name-length = A user name has 3 to 20 characters.
error-account-name-character = A user name has only letters, digits, - and _.
error-password-short = The password is too short: at least 8 characters.
error-password-long = The password is too long.
error-answer-unreadable = The answer cannot be read.
error-answer-too-many = The answer has more key pegs than the code has pegs.
error-answer-impossible = No code gives that answer.
error-player-name = A player's name is not allowed.
error-same-names = The two players need different names.
error-clock-range = That time control is not offered.
error-duel-over = The duel is over.
error-code-already-set = The code is set already.
error-code-first = Set your code first.
error-waiting-for-code = Waiting for the opponent's code.
error-not-your-turn = It is not your turn.
error-time-up = The time ran out.
error-time-left = There is time left on the clock.
error-no-clock = This duel has no clock.
error-opponent-moved = The opponent has moved.
error-opponent-not-away = The opponent is not away long enough.
error-correspondence-claim = A correspondence duel cannot be claimed this way.
error-series-players = A series needs two players.
error-series-odd-games = A series has an even number of games.
error-series-games = That number of games is not offered.
error-time-limit-range = That time limit is not offered.
error-series-variant = That variant is unknown.
error-series-feedback = That way of answering is unknown.
error-series-over = The series is over.
error-code-not-set = No code is set yet.
error-awaiting-answer = The guess is waiting for its answer.
error-no-guess = There is no guess to answer.
error-answers-computed = The answers are given by the computer in this series.
error-companion-mode = The companion on the table plays this part.
error-not-revealing = The code is not being revealed.
error-revealing = The code is being revealed.
error-no-time-limit = This series has no time limit.
error-answer-wrong = That answer is wrong.
error-tournament-minutes = An arena lasts 1 to 1440 minutes.
error-tournament-rounds = A Swiss tournament has 1 to 20 rounds.
error-tournament-clock = A tournament needs a clock.
error-tournament-live-clock = An arena needs a live clock, not correspondence.
error-tournament-name = The tournament's name is not allowed.
error-unknown-preset = That game is unknown.
error-unknown-rule = That feedback rule is unknown.
error-day-format = The day is not a date (YYYY-MM-DD).

error-vacation-days = A vacation lasts 1 to 30 days.
error-vacation-allowance = Not that many vacation days are left this year.
error-vacation-already = You are on vacation already.
error-vacation-none = You are not on vacation.
error-account-name-reserved = Names beginning with house-bot- belong to the site's house bots.
error-bot-already = This account is a bot account already.
error-bot-rated-duels = An account that has played rated duels cannot become a bot account.
error-bots-refused = This player does not take challenges from bots.
error-puzzle-over = The puzzle is over.
error-puzzle-no-answer = The puzzle's codemaker gave no answer.
error-puzzle-bad-answer = The puzzle's codemaker gave an answer this game cannot give.
error-no-puzzles = No puzzles of this theme yet.
error-tournament-no-bots = This tournament does not admit bots.
error-tournament-bots = This tournament admits bots, and your account refuses them: let bots challenge you first.
error-bots-tournament-entered = You play in a tournament that admits bots: leave it, or wait for its end, before you refuse bots.
# The statuses' refusals (crates/server/src/error.rs)
error-bad-request = The request cannot be read.
error-unauthorized = Log in first.
error-forbidden = That is not yours.
error-token-malformed = The Authorization header must be "Bearer mmt_" and 64 hexadecimal digits.
error-token-scope = This access token's scopes do not reach this.
error-token-unknown = This access token is unknown or was revoked.
error-not-found = Not found.
error-method-not-allowed = That cannot be done here.
error-timeout = The request took too long; try again.
error-conflict = That changed meanwhile; look again.
error-too-large = The request is too large.
error-unsupported-media-type = The request is not JSON.
error-answers-inconsistent = The answers contradict each other.
error-too-many-requests = Too many requests; wait a moment.
error-unavailable = The server is busy; try again soon.
error-internal = Something went wrong on the server; try again.

# The page of an address that names no page (templates/not-found.html)
not-found-page-title = Mastermind — not found
not-found-title = Not found
not-found-text = There is no such page.
not-found-back = Back to the games

# Durations and dialogs every page shares (web/js/layout.js)
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
duration-hours = { $hours } h { $minutes } min
dialog-yes = Yes
dialog-cancel = Cancel

# The presets' titles (crates/core/src/preset.rs), preset-<name>
preset-mastermind-1 = Mastermind, level I
preset-mastermind-2 = Mastermind, level II
preset-mastermind-3 = Mastermind, level III
preset-colour-1 = The colour game, level I
preset-colour-2 = The colour game, level II
preset-colour-3 = The colour game, level III
preset-board = The board game (Game No. 1)
preset-board-blanks = The board game with blanks (Game No. 2)
preset-logik = Logik

# The board game's variants (crates/core/src/series/rules.rs), variant-<name>
variant-board = Game No. 1
variant-board-blanks = Game No. 2

## What every page shares (templates/layout.html)

skip-to-content = Skip to the content
site-title = Mastermind
menu-label = Site
menu-button = Menu
menu-introduction = Introduction
menu-rules-mastermind = Mastermind rules
menu-rules-colour = Colour game rules
menu-scores = High scores
menu-statistics = Your statistics
menu-codebreaker = Codebreaker
menu-puzzles = Puzzles
menu-series = Two players
menu-duels = Play online
menu-tournaments = Tournaments
menu-stats = Duel statistics
menu-log-in = Log in
colour-blind-off = Colour-blind mode: off
colour-blind-on = Colour-blind mode: on
theme-auto = Dark mode: auto
theme-dark = Dark mode: on
theme-light = Dark mode: off
theme-chosen-hint = Press for the next choice: on, off, or as the system says (auto)
theme-auto-hint = Dark mode follows the system (auto); press for on, off, auto
settings-label = Settings
table-scrolls = Table, scrolls sideways
table-scrolls-named = { $caption }, scrolls sideways
menu-account-yours = Your account
menu-account-log-in = Log in or sign up to play online

# The daily code's result to share: its first line (the rows of key pegs are the core's)
shared-daily-share-heading = Daily code · { $title } · { $day } · { $used }/{ $turns }
