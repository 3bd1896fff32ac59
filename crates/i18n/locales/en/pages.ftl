# pages


## Parts several pages share (templates/parts.html)

page-time-legend = Time
page-time-none = No clock
page-time-per-turn = A time for each move (each code and each guess)
page-time-per-game = A time for the whole duel (a chess clock)
page-time-preset = Time
page-time-seconds = Seconds
page-login-heading = Log in
page-login-submit = Log in
page-account-name = Name
page-account-password = Password
page-signup-heading = Sign up
page-signup-name-help-html = 3 to 20 letters, digits, <kbd>-</kbd> or <kbd>_</kbd>. Other players see it.
page-password-help = At least 8 characters.
page-signup-submit = Sign up
page-show-passwords = Show the passwords as I type them

## Your account (pages/account.html)

page-account-title = Mastermind — your account
page-account-heading = Your account
page-account-signed-out-label = Log in or sign up
page-account-intro = An account lets you play duels of Logik online against other players: challenge a friend by name or anyone in the lobby. Games on this device need no account.
page-account-signed-in-heading = Logged in
page-account-play-online = Play online
page-account-log-out = Log out
page-account-online-heading = Being online
page-account-online-text = While you use the site, other players see you online: in the lobby's "Online now", and among the friends online of those who follow you.
page-account-hide-online = Hide that I am online, from everyone
page-account-tell-online = Tell me (with the bell) when a player I follow comes online
page-account-bots-heading = Bots
page-account-refuse-bots = Refuse challenges from bots (you can still challenge a bot yourself)
page-account-become-bot-text = A bot account is for a program that plays through the API: it is marked BOT everywhere and rated in the codebreaker league, not among people. An account becomes one for good, and only before it has played a rated duel.
page-account-league-link = The codebreaker league
page-account-become-bot = Make this a bot account
page-account-password-heading = Change your password
page-account-current-password = Current password
page-account-new-password = New password
page-account-password-submit = Change the password
page-account-delete-heading = Delete your account
page-account-delete-text = Your name and password are removed and you are logged out. Duels you finished stay in your opponents' lists, played by "deleted player".
page-account-delete-submit = Delete my account
page-account-email-heading = Email
page-account-email-text = Mastermind can mail you once a day the duels waiting for your move (nothing on a day when none wait), and remind you once when a correspondence clock of yours runs low. Every mail has a link that stops them.
page-account-email-address = Address
page-account-email-submit = Send a link to confirm it
page-account-email-digest = A daily digest of the duels waiting for my move
page-account-email-remind = Remind me before my time runs out
page-account-email-remind-none = no reminder
page-account-email-remind-hours = { $hours } hours before
page-account-email-resend = Send the link again
page-account-email-remove = Forget my address
page-account-vacation-heading = Vacation
page-account-vacation-text = While you are on vacation, the clocks of your correspondence duels stand still for you (not for your opponents), and they see until when you are away. Each day begun counts; a vacation ended early gives back the days not begun.
page-account-vacation-days = Days
page-account-vacation-start = Start a vacation
page-account-vacation-end = End the vacation now
page-account-tokens-heading = Access tokens
page-account-tokens-text = A program of yours (a bot, a script) acts for your account with an access token, within the scopes you give it. Send it as "Authorization: Bearer" with each request (see the API's documentation). Anyone holding a token acts for you within its scopes: revoke one you no longer use.
page-account-tokens-none = You have no access tokens.
page-account-token-name = Name
page-account-token-scopes = Scopes
page-account-token-made = Made
page-account-token-used = Last used
page-account-token-actions = Actions
page-account-token-new = Make an access token
page-account-token-copy = Copy the token
page-account-token-submit = Make the token
page-account-scope-read = read: see your games, series, duels and statistics
page-account-scope-play = play: move in your games, series and duels
page-account-scope-challenge = challenge: make, accept, decline and withdraw challenges
page-account-scope-tournament = tournament: make, join and leave tournaments
page-account-scope-bot = bot: everything above, for a program that plays for you

## A challenge by link (pages/challenge.html)

page-challenge-title = Mastermind — a challenge
page-challenge-heading = A challenge
page-challenge-terms-heading = The duel offered
page-challenge-answer-heading = Your answer
page-challenge-accept = Accept the challenge
page-challenge-decline = Decline
page-challenge-wait = Wait for it on its page
page-challenge-guest-heading = Sign up or log in to accept
page-challenge-guest-text = A duel needs an account: a name and a password, nothing else. You stay on this page and accept right after.
page-challenge-closed-heading = This challenge is closed
page-challenge-find-another = Find another challenge in the lobby

## The computer as codebreaker (pages/codebreaker.html)

page-palette-label = Palette of colours
page-codebreaker-title = Mastermind — the computer as codebreaker
page-codebreaker-heading = The computer breaks your code
page-codebreaker-intro = You are the codemaker: choose a secret code — on the page, or keep it in mind — and the computer guesses. Answer each guess with black pegs (right colour, right place) and white pegs (right colour, wrong place). If your answers contradict each other, the computer shows which turns cannot all be true, and you can correct them.
page-codebreaker-level = Level
page-codebreaker-strategy = Strategy
page-codebreaker-blunders = Mistakes by the computer
page-codebreaker-blunders-none = None
page-codebreaker-blunders-sometimes = Sometimes
page-codebreaker-blunders-often = Often
page-codebreaker-secret-heading = Your secret code
page-codebreaker-secret-optional = (optional: only you see it)
page-codebreaker-secret-label = Your secret code
page-codebreaker-secret-hint = Click a colour to fill the next hole; click a hole (or press Backspace) to clear it. Keys: a digit (1 = the first colour) or a colour's letter places a peg, the arrows move between holes. Or leave the code empty and keep it in mind.
page-codebreaker-start = Let the computer guess
page-codebreaker-demo = Watch the computer play itself
page-codebreaker-demo-skip = Skip to the end
page-codebreaker-demo-stop = Stop
page-codebreaker-board-label = The computer's guesses
page-codebreaker-retry = Continue with the corrected answers
page-codebreaker-answer-hint = Set the answer of the last row with the − and + buttons, or click the small key-peg holes (each click: black, white, empty), then press “Answer”. A row already answered can be changed with “Correct”.

## The daily code (pages/daily.html)

page-loading = Loading…
page-daily-title = Mastermind — the daily code
page-daily-description = One code a day for everybody, one try at it, no hints: play it, then compare your rows with your friends.
page-daily-heading = The daily code
page-daily-intro = Every day (UTC) each level has one secret code, the same for everybody. You have one try a day at each level, without hints. When your game is over you can share your result: the key pegs of each turn, without a colour, so that it gives nothing away.
page-daily-today-heading = Today's codes
page-daily-table-heading = Today's table
page-daily-table-text = The codes broken today, in the fewest turns first, then the quickest.
page-daily-level = Level

## A duel (pages/duel.html)

page-keyboard-heading = Playing with the keyboard
# The keyboard help under every board (the game's, the duel's, the series'): one map for all.
page-board-keyboard-move-html = Tab to the row in play; <kbd>←</kbd> <kbd>→</kbd> move between its holes and stop at its ends, <kbd>Home</kbd> <kbd>End</kbd> go to the first and the last; the arrow toward the rows played (<kbd>↑</kbd>, or <kbd>↓</kbd> on a board drawn from the bottom) goes through them, each read with its key pegs.
page-board-keyboard-place-html = A digit (1 = first colour of the palette) or a colour's letter places a peg and moves on; <kbd>0</kbd> or <kbd>.</kbd> places a blank where the game allows blanks.
page-board-keyboard-enter-html = <kbd>Backspace</kbd> clears a hole; <kbd>Enter</kbd> plays a full row.
page-duel-title = Mastermind — duel
page-duel-description = A duel of Mastermind online: each player sets a code and breaks the other's.
page-duel-heading = Duel
page-duel-tournament = A duel of a tournament: its result counts in the standings.
page-duel-tournament-link = See the tournament
page-duel-reconnecting = Reconnecting…
page-duel-cancel = Cancel the challenge
page-duel-log-in-to-accept = Log in to accept
page-duel-back-to-lobby = Back to the lobby
page-duel-cancelled-heading = This challenge was cancelled
page-duel-cancelled-text-html = Its challenger withdrew it before anyone accepted. <a href="duels.html">Find another in the lobby</a>.
page-duel-play-label = The duel
page-duel-own-heading = Your code
page-duel-guess-heading = Your guesses
page-duel-replay-heading = Replay
page-duel-replay-label = Step through the duel
page-duel-replay-first = « First
page-duel-replay-first-hint = The start: both codes set (Home)
page-duel-replay-prev = ‹ Previous
page-duel-replay-prev-hint = The turn before (←)
page-duel-replay-next = Next ›
page-duel-replay-next-hint = The next turn (→)
page-duel-replay-last = Last »
page-duel-replay-last-hint = The last turn: the end (End)
page-duel-replay-help-html = The boards show the duel up to the turn chosen. Keys: <kbd>←</kbd> <kbd>→</kbd> a turn back or on; <kbd>Home</kbd> <kbd>End</kbd> (on these buttons) the start and the end.
page-duel-resign = Resign
page-duel-claim-win = Claim the win
page-duel-claim-win-hint = Your opponent has been away too long: end the duel as your win.
page-duel-claim-draw = Claim a draw
page-duel-claim-draw-hint = Your opponent has been away too long: end the duel as a draw.
page-duel-rematch = Rematch
page-duel-rematch-offered = Rematch offered
page-duel-rematch-accept = Accept
# Declines a challenge addressed to the player: a rematch offered, or a challenge by name.
page-duel-decline = Decline
page-duel-declined-heading = This challenge was declined
page-duel-declined-lobby = Find another in the lobby.
page-duel-back-to-tournament = Back to the tournament

## Play online: the lobby (pages/duels.html)

page-game-legend = The game
page-game-preset = Game
page-stats-link = The statistics and the ranking
page-duels-title = Mastermind — play online
page-duels-heading = Play online: duels of Logik
page-duels-intro = A duel is Logik for two players, each on their own device: both of you set a code of coloured pegs for the other to break, then guess at each other's code turn by turn. Both guesses of a turn are revealed together, so nobody gains by moving first. Whoever breaks the other's code first wins; when both codes are broken in the same turn, or every row is used, it is a draw.
page-duels-computer-heading = Play the computer
page-duels-computer-text = A duel against the computer, here and now, with or without an account: you set a code for it to break and break its code, turn by turn, as against a person. It guesses from what the revealed turns told it, never from your code.
page-duels-computer-level = The computer's level
page-duels-level-1 = Level 1
page-duels-level-1-text = forgets much of what it learns
page-duels-level-2 = Level 2
page-duels-level-2-text = guesses among the codes that fit, forgetting an answer now and then
page-duels-level-3 = Level 3
page-duels-level-3-text = chooses its guesses well, now and then forgets an answer
page-duels-level-4 = Level 4
page-duels-level-4-text = chooses its guesses well and forgets nothing
page-duels-level-5 = Level 5
page-duels-level-5-text = the strongest play there is
page-duels-computer-submit = Start the duel
page-duels-computer-duels-heading = Your duels against the computer
page-duels-guest-heading = An account to play
page-duels-guest-text = To challenge other players, and to be challenged, you need an account: a name and a password, nothing else.
page-duels-guest-other-html = Without an account: <a href="#computer">a duel against the computer</a> (above), <a href="series.html">the board game for two</a> on this device, or <a href="./">a code of the computer's to break</a>.
page-duels-playing-heading = Your duels in play
page-duels-friends-online-heading = Friends online
page-duels-online-heading = Online now
page-duels-online-text-html = Players seen on the site in the last two minutes, but those who hide it (a setting of <a href="account.html">your account</a>).
page-duels-open-heading = Open challenges
page-duels-challenge-heading = A new challenge
page-duels-opponent = Opponent
page-duels-opponent-name = Player's name
page-duels-opponent-help = Leave it empty for an open challenge anyone in the lobby may accept.
page-duels-link-legend = Challenge by link
page-duels-link-none = No link: the lobby, or the player named
page-duels-link-single-use = A single-use link: the first player who opens it may accept, nobody else
page-duels-link-open = An open link: anyone who has it may accept, until someone does
page-duels-link-help = A challenge by link stays out of the lobby: you send its link to whom you want to play, and they accept on its page, signing up there if they have no account.
page-duels-rating-legend = Rating
page-duels-rated = Rated: the result counts for both players' ratings
page-duels-challenge-submit = Make the challenge
page-duels-link-created-heading = Your challenge by link
page-duels-over-heading = Finished
page-duels-watch-heading = Watch: duels in play
page-duels-watch-text = Any duel in play may be watched, with or without an account: the boards follow it live, and no code or guess is shown before its time.

## The board (pages/game.html)

page-introduction = Introduction
page-play-again = Play again
page-board-label = The board
page-game-title = Mastermind — the board
page-game-heading = Mastermind
page-game-clock = Time
page-game-rows-label = The rows, the secret first
page-game-hint = Hint
page-game-quit = Quit the game
page-game-play-again-hint = A new game at the same level
page-game-enter-score = Enter the high scores
page-game-no-hints = No hints for this setup: it has too many codes for the solver.
page-game-rules = Rules
page-game-scores = High scores
page-game-statistics = Your statistics
page-game-review-heading = Review
page-game-review-text = How many codes still fitted the answers before and after each turn, and what the solver would have played instead.
page-score-dialog-heading = A high score!
page-score-dialog-name = Your name (or any message, up to 44 characters)
page-score-dialog-save = Save my score
page-score-dialog-close = Close

## The introduction (pages/index.html)

page-index-title = Mastermind — Introduction
page-index-description = Break the secret code of coloured pegs: Mastermind and the colour game at three levels, a daily code, duels online and tournaments.
page-index-heading = Mastermind and the colour game
page-index-first-label = Start playing
page-index-first-play = Play level I
page-index-first-daily = Today's code
page-index-first-online = Play online
page-index-intro = Discover the secret code of coloured pegs that the computer has chosen. After each turn the codemaker answers with one black peg for each peg of the right colour in the right place and one white peg for each peg of the right colour in the wrong place. Mastermind and the colour game differ only in how the white pegs are counted.
page-index-continue-text = You have a game in progress.
page-index-continue = Continue your game
page-index-daily-html = <a href="daily.html">The daily code</a>: every day each level has one code, the same for everybody, and you have one try at it, without hints. Press <em>Daily code</em> beside a level to play it, then share your result and see the day’s table.
page-index-mastermind-heading = Mastermind
page-index-mastermind-text = The standard rule: one key peg per code peg, black before white.
page-index-rules-link = Rules and examples
page-index-colour-heading = The colour game
page-index-colour-text = A guess peg that is not black is white whenever its colour is anywhere in the secret.
page-index-more-heading = The board game and Logik
page-index-series-link = Two players: the board game
page-index-series-text = a series on one device, codemaker and codebreaker in turn, scored as on the board.
page-index-duels-link = Play online
page-index-duels-text = a duel of Logik against another player on their own device. Each of you sets a code for the other to break, both guesses of a turn are revealed together, and whoever breaks the other's code first wins.
page-index-computer-link = Play the computer
page-index-computer-text = the same duel against the computer, at a level from 1 to 5, with no account needed.
page-index-custom-heading = Your own setup
page-index-custom-pegs = Pegs
page-index-custom-colours = Colours
page-index-custom-turns = Turns
page-index-custom-rule = Rule
page-index-rule-mastermind = Mastermind
page-index-rule-colour-game = The colour game
page-index-custom-repetition = Colours may repeat
page-index-custom-blanks = Blanks (vacant holes)
page-index-custom-submit = Play this setup
page-index-custom-no-scores = Games on your own setup have no high-score table.
page-index-links-heading = More
page-index-links-scores-html = <a href="scores.html">High score tables</a> for every game and level.
page-index-links-codebreaker-html = <a href="codebreaker.html">Let the computer break your code</a>, or watch it play against itself.
page-index-links-rules-html = The rules with worked examples: <a href="rules-mastermind.html">Mastermind</a>, <a href="rules-colour.html">the colour game</a>.

## A player (pages/player.html)

page-player-title = Mastermind — player
page-player-description = A Mastermind player: rating, results and the duels played online.
page-player-heading = Player
page-player-follow = Follow
page-player-record-heading = Record
page-player-rating-heading = Rating
page-player-recent-heading = Recent duels
page-player-lobby = The lobby

## High scores (pages/scores.html)

page-scores-title = Mastermind — high scores
page-scores-heading = High scores
page-scores-levels-label = Games and levels
page-scores-mine-heading = Your scores
page-scores-mine-text = Kept for this browser only.
page-scores-reset = Reset high scores
page-scores-all-heading = All-time
page-scores-all-text = The best of every player on this server.
page-scores-play-again-hint = A new game at this level

## Your statistics (pages/statistics.html)

page-statistics-title = Mastermind — your statistics
page-statistics-heading = Your statistics
page-statistics-intro = Your own games against the computer's secret, level by level: those of this browser, or of your account while you are logged in. A game counts once it is over: a quit or a lost game counts as played and ends a streak of wins; a game still in play does not count yet. Games on a setup of your own are left out, as each has its own number of turns.

## The statistics of duels (pages/stats.html)

page-stats-title = Mastermind — duel statistics
page-stats-heading = Duel statistics
page-stats-intro = The duels of Logik played on this server: how the finished duels ended, the ranking of rated players, and the duels in play now, which anyone may watch.
page-stats-won-heading = Statistics of won games
page-stats-ranking-heading = Ranking
page-stats-ranking-text = Players with a rating, the highest first. A rating is Glicko-2: it starts at 1500 and moves with each rated duel. It is marked with a “?” while it is provisional, that is while its deviation is still large (few rated duels, or none for a long time).
page-stats-league-link = Bots are ranked in the codebreaker league.
page-league-title = Mastermind — the codebreaker league
page-league-description = The bots of this site, the programs that play Logik through its API, ranked by their rating among bots.
page-league-heading = The codebreaker league
page-league-intro = Bots are programs that play Logik on this site through its API, marked BOT wherever they appear. They are rated among themselves: a duel of a bot against a person counts for the bot's rating only, never for the person's.
page-league-people = The ranking of people
page-league-table-heading = Ranking of the bots
page-league-table-text = The best rated first, with their finished duels and the guesses they took per code broken. The house bots are the computer's five levels: they take up every challenge at once, so a new bot always has someone to play.
page-league-join-heading = Enter a bot
page-league-join-text = Make an account, turn it into a bot account on the account page before it plays a rated duel, and give your program a token with the bot scope. The reference bot plays with one command: mastermind bot --server URL --token-file FILE.
page-stats-watch-heading = Duels in play
page-stats-watch-text = Anyone may watch: the boards follow the duel live, and no code or guess is shown before its time.

## A tournament (pages/tournament.html)

page-tournament-title = Mastermind — tournament
page-tournament-heading = Tournament
page-tournament-disconnected = The live page is disconnected: reconnecting… The tournament is fetched every 10 seconds meanwhile.
page-tournament-status-heading = Where it stands
page-tournament-duel-link = Go to your duel
page-tournament-join = Join the tournament
page-tournament-leave = Leave the tournament
page-tournament-log-in-to-join = Log in to join
page-tournament-start = Start now
page-tournament-cancel = Cancel the tournament
page-tournament-podium-heading = Podium
page-tournament-players-heading = Players
page-tournament-standings-heading = Standings
page-tournament-pairings-heading = Duels
page-tournament-pairings-text = The latest first. Anyone may watch a duel in play: its boards follow it live, and no code is shown before its time.
page-tournament-all = All the tournaments

## Tournaments (pages/tournaments.html)

page-tournaments-title = Mastermind — tournaments
page-tournaments-heading = Tournaments of Logik
page-tournaments-intro = Many players, one table of points: a tournament is a run of duels, each as any duel online (both players set a code and break the other's), its results counted together.
page-tournaments-arena-html = <strong>Arena</strong>: for a set time, a player who is free is paired at once with another free player of near standing. A win is 2 points, a draw 1; after two wins in a row a player is <em>on fire</em> and each result counts double until one is not a win. You do not meet the player you just played while others are in duels and may come free; with nobody else to wait for, the two meet again, so an arena of two keeps playing. Leave when you like: your points stay.
page-tournaments-swiss-html = <strong>Swiss</strong>: a set number of rounds, everyone paired at each, never twice against the same player; an odd player out has a bye, worth a win. A win is 1 point, a draw ½. Players join before it starts.
page-tournaments-running-heading = Running
page-tournaments-upcoming-heading = Upcoming
page-tournaments-create-heading = Make a tournament
page-tournaments-guest-text = Any player with an account may make a tournament and join one: a name and a password, nothing else. Watching needs no account.
page-tournaments-tournament-legend = The tournament
page-tournaments-name = Name
page-tournaments-name-help = 1 to 60 characters, seen by every player.
page-tournaments-format-legend = Format
page-tournaments-arena = Arena
page-tournaments-arena-choice = players paired as soon as they are free, for a set time
page-tournaments-swiss = Swiss
page-tournaments-swiss-choice = everyone paired at each of a set number of rounds
page-tournaments-minutes = Length in minutes
page-tournaments-minutes-help = 1 to 1,440 (a day). Duels begun before the end are played out, but only results before it count.
page-tournaments-rounds = Rounds
page-tournaments-rounds-help = 1 to 20. A round begins when every duel of the one before is over.
page-tournaments-start-legend = Start and rating
page-tournaments-start = Starts at (your local time)
page-tournaments-start-help = Players join until then. You may also start it yourself sooner, once two players are in.
page-tournaments-rated = Rated: each duel counts for both players' ratings
page-tournaments-bots = Bots may join (players who refuse bots may not)
page-tournaments-submit = Make the tournament
page-tournaments-finished-heading = Finished

## Two players: the board game (pages/series.html)

page-series-title = Mastermind — two players: the board game
page-series-heading = Two players: the board game
page-series-clock-label = Time left for the row in play
page-series-intro = Two people on one device, as on the board of 1970: one makes a secret code of 4 pegs, the other breaks it in at most 10 rows. The codemaker scores a point for each row the codebreaker plays, and 11 for a code not broken. Then the players switch roles. A codemaker caught giving wrong information loses the game: it is replayed and the codebreaker scores 3.
page-series-key-pegs-link = The key pegs, with examples
page-series-unfinished-heading = Your unfinished series
page-series-setup-heading = A new series
page-series-players-legend = Players
page-series-first-name = Makes the first code
page-series-second-name = Breaks the first code
page-series-games-legend = Games
page-series-games = Number of games (even: each player makes as many codes)
page-series-variant-board = Game No. 1: 6 colours (1,296 codes)
page-series-variant-blanks = Game No. 2: holes may be left vacant (2,401 codes)
page-series-feedback-legend = Key pegs
page-series-feedback-computed = Computed by the program
page-series-feedback-manual = Set by the codemaker (the program referees a challenge)
page-series-companion = Companion to a real board: guesses and key pegs are copied from it, the code only at the end
page-series-time-limit = Time limit per row
page-series-time-none = None
page-series-time-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
page-series-start = Start the series
page-series-clear = Clear
page-series-rows-label = The rows, the code first
page-series-challenge = Challenge the key pegs
page-series-challenge-hint = If no code fits the key pegs, the codemaker gave wrong information: the game is replayed and the codebreaker scores 3.
page-series-computed-note = The program sets the key pegs: they cannot be wrong.
page-series-new = Start a new series
page-series-history = Games played

## The rules pages (pages/rules-mastermind.html, pages/rules-colour.html; what both say is in parts.html)

page-rules-sections-label = Sections
page-rules-nav-summary = Summary
page-rules-nav-how-to-play = How to play
page-rules-nav-rules = Rules
page-rules-nav-examples = Examples
page-rules-nav-high-scores = High scores
page-rules-nav-colour-game = The colour game
page-rules-nav-mastermind = Mastermind
page-rules-summary-heading = 1. Summary
page-rules-table-caption = Table 1: game features on each level
page-rules-table-level = Level
page-rules-table-pegs = Pegs
page-rules-table-colours = Colours
page-rules-table-turns = Turns
page-rules-table-play = Play
page-rules-level-1 = Level I
page-rules-level-2 = Level II
page-rules-level-3 = Level III
page-rules-how-heading = 2. How to play
page-rules-board-heading = 2.1. The game board
page-rules-board-text = The board shows the secret (the key) on top, hidden until the end of the game. The game goes from top to bottom, one turn on each row. The column on the right shows the key pegs of each turn: black and white dots.
page-rules-sequence-heading = 2.2. The game sequence
page-rules-sequence-click = Click a hole of the row in play, then a colour of the palette; the hole takes a peg of that colour and the next empty hole is chosen. You can also drag a colour onto a hole.
page-rules-sequence-correct = To correct a mistake, click the peg and choose another colour. Any peg can be changed until the row is submitted.
page-rules-sequence-full = When every hole of the row has a peg, the ✓ appears on the right.
page-rules-sequence-submit-html = Click ✓ (or press <kbd>Enter</kbd>) to submit the row.
page-rules-sequence-answer = The codemaker answers: one black dot for each peg of the right colour in the right place, one white dot for each peg of the right colour in the wrong place (see the rules below). The order of the dots means nothing.
page-rules-flags-html = When all the dots are black the code is broken: the key is revealed on top and a <strong>green flag</strong> is shown. When the last turn is played without breaking the code the key is revealed with a <strong>red flag</strong>. A click on a point that is not in play (a hole of a row already played, a row not yet in play, the hidden key) shows a <strong>yellow warning flag</strong> at the top right of the board.
page-rules-buttons = “Quit the game” ends the game at any moment and reveals the key. “Play again” starts a new game on the same level; the Introduction chooses another level or game. “Hint” tells how many codes still fit the answers and suggests a guess; after the game, a review shows each turn against the solver's choice.
page-rules-keyboard-html = Keyboard: <kbd>Tab</kbd> to the row in play, <kbd>←</kbd> <kbd>→</kbd> to move, a digit (1 for the first colour of the palette) or a colour's letter to place a peg, <kbd>Backspace</kbd> to clear, <kbd>Enter</kbd> to submit. Colour-blind mode (at the top of every page) draws a symbol and a letter on every peg.
page-rules-reload = A reload, or a visit to these rules, does not lose a game: the Introduction offers to continue it.
page-rules-rule-black-html = For each position from 1 to N, the peg of the turn is compared with the peg of the key at the same position. When they match, a <strong>black</strong> dot is given.
page-rules-examples-heading = 4. Examples
page-rules-scores-heading = 5. High scores
page-rules-scores-tables-html = Each level has two tables: <em>your scores</em>, kept for this browser (by a cookie), and the <em>all-time</em> table of everyone playing on this server. A table stores the number of turns, the key, your name and the date, and the time taken.
page-rules-scores-name-html = When you break the code with a result good enough for a table, you are invited to write your name — or any message — of up to 44 characters. “Close” leaves the score unrecorded. The <a href="scores.html">high score tables</a> show every level, start a new game on the same level (“Play again”) and “Reset high scores” of your own table on a level.
page-rules-back = Back to the Introduction

## The rules of Mastermind (pages/rules-mastermind.html)

page-rules-mastermind-title = Mastermind — rules of the game
page-rules-mastermind-heading = Mastermind: rules of the game
page-rules-mastermind-goal = The goal of Mastermind is to discover a code of coloured pegs chosen by the computer at random. At each turn the codebreaker (you) proposes a code, and the codemaker (the computer) answers with one black dot for each peg in the right position and one white dot for each peg of the code present in the secret at a different position. Then you propose another code — adding pegs of other colours, changing the order of the pegs, or both — until the code is found or the turns run out.
page-rules-mastermind-levels = Mastermind has three levels of increasing difficulty: from level I to level III the number of pegs, of colours and of turns grows.
page-rules-mastermind-board-game = The board game (Game No. 1: 4 pegs, 6 colours, 10 rows; Game No. 2 adds the blank, a vacant hole played like a seventh colour) and Logik (5 pegs, 8 colours) use the same rule.
page-rules-mastermind-rules-heading = 3. Rules
page-rules-mastermind-rules-intro = The key is a code of N coloured pegs chosen from P colours, with or without repetition. Each turn is a code of N pegs from the same P colours. After each turn the codemaker compares the turn with the key:
page-rules-mastermind-rule-white-html = For each position of the turn that has not been matched before (by a black or a white dot), a peg of the same colour is searched at any other position of the key. If one is found that has not been matched before, a <strong>white</strong> dot is given. One key peg answers for one code peg, and black takes precedence over white.
page-rules-mastermind-rule-order = The order of the black and white dots is arbitrary: nothing tells which peg a dot belongs to.
page-rules-mastermind-examples-intro = The four examples of the board game's rules (6 colours: red, blue, yellow, green, white, black). The board shows the key on top and the codebreaker's turn below, with the codemaker's answer on the right.
page-rules-mastermind-example-a = Example A
page-rules-mastermind-example-a-text-html = Key red, white, blue, green; guess white, yellow, blue, black. Answer: <strong>1 black, 1 white</strong> — blue is the right colour in the right place, white the right colour in the wrong place, and two colours are wrong. The key pegs do not say which colours are which.
page-rules-mastermind-example-b = Example B
page-rules-mastermind-example-b-text-html = Key red, blue, green, black; guess white, yellow, green, green. Answer: <strong>1 black</strong>. Only one key peg is given even though two green pegs were played, because the key has only one green peg; and it is black in preference to white. (The colour game would answer 1 black, 1 white here: see section 6.)
page-rules-mastermind-example-c = Example C
page-rules-mastermind-example-c-text-html = Key yellow, blue, yellow, black; guess red, yellow, green, white. Answer: <strong>1 white</strong>, for the yellow peg.
page-rules-mastermind-example-d = Example D
page-rules-mastermind-example-d-text-html = Key red, blue, red, yellow; guess green, red, red, white. Answer: <strong>1 black, 1 white</strong>: the two key pegs answer for the two red code pegs, one in the right place and one in the wrong place.
page-rules-mastermind-colour-heading = 6. The colour game
page-rules-mastermind-colour-text = The colour game is a variation of Mastermind whose rules differ only in how the white pegs are counted: a peg of the turn that is not black is white whenever its colour is anywhere in the key, even at a key peg already matched. That small change changes the deductions deeply, so it is best not to switch too often between the two games.
page-rules-mastermind-colour-link = The rules of the colour game

## The rules of the colour game (pages/rules-colour.html)

page-rules-colour-title = The colour game — rules of the game
page-rules-colour-heading = The colour game: rules of the game
page-rules-colour-goal = The goal of the colour game is to discover a code of coloured pegs chosen by the computer at random. It is a variant of Mastermind. At each turn the codebreaker proposes a code and the codemaker answers with one black dot for each peg in the right position and one white dot for each peg whose colour is in the key at a different position. The game continues until the code is found or the turns run out.
page-rules-colour-rules-heading = 3. Rules of the game
page-rules-colour-rules-intro = The key is a code of N coloured pegs chosen from P colours, with or without repetition; so is each turn. After each turn the codemaker compares the turn with the key:
page-rules-colour-rule-white-html = For each position of the turn that does not match the key at the same position (no black dot), a peg of the same colour is searched at any other position of the key, <em>even if it has been matched with another peg of the turn</em>. If one is found, a <strong>white</strong> dot is given.
page-rules-colour-rule-order = The order of the black and white dots is arbitrary.
page-rules-colour-rule-difference-html = Only rule 2 differs from Mastermind. In the colour game the first two rules merge into one: <em>for each peg of the turn, the key is searched for a peg of the same colour; at the same position it is black, at another position it is white.</em>
page-rules-colour-example-heading = 4.1. Example of the rule and the deduction of the key
page-rules-colour-example-key = The key is yellow, red, green, yellow. The level I colours are red, blue, yellow, green, pink and turquoise.
page-rules-colour-example-1-html = <strong>Red, red, red, blue: 1 black, 2 white.</strong> The second red is black; the first and the third red both match the one red of the key and both are white. Mastermind would give 1 black and no white: its one red key peg is already used by the black.
page-rules-colour-example-2-html = <strong>Red, yellow, yellow, green: 0 black, 4 white.</strong> Every peg's colour is in the key, none in its place. So there is a red peg, not in the first position, one or two yellow pegs in the first and/or fourth positions, and a green peg.
page-rules-colour-example-3-html = <strong>Green, red, pink, pink: 1 black, 1 white.</strong> Either the red or the green peg is in place, not both; there is no pink.
page-rules-colour-example-4-html = <strong>Green, turquoise, red, turquoise: 0 black, 2 white.</strong> Green is not first, red is not third, there is no turquoise. So red is second, green is third, and yellow first.
page-rules-colour-example-5-html = <strong>Yellow, red, green, red: 3 black, 1 white.</strong> The first three are in place; the fourth red is white because the key's red is elsewhere — so the fourth peg is not red: it is yellow. Mastermind would answer 3 black, 0 white.
page-rules-colour-example-6-html = <strong>Yellow, red, green, yellow: 4 black.</strong> The key is found.
page-rules-colour-compare-heading = 4.2. The white-peg difference, turn by turn
page-rules-colour-compare-text = Rows where the two rules give different answers are highlighted.
page-rules-colour-mastermind-heading = 6. Mastermind
page-rules-colour-mastermind-text = The colour game is a personal variation of Mastermind: only the counting of the white pegs (right colour, wrong place) was changed. In Mastermind one key peg answers for one code peg, so a colour counts white at most as many times as the key has it, after the blacks. This minor change deeply changes the algorithms and the deduction patterns: it is best not to switch too often between the two games.
page-rules-colour-mastermind-link = The rules of Mastermind

## The notification centre (notifications.html) and its bell in the header
page-notifications-title = Mastermind — notifications
page-notifications-heading = Notifications
page-notifications-intro = What waits for you online: a duel at your move, a challenge received, your challenge accepted, a duel ended, a tournament you joined about to start. What you have seen here is marked read.
notifications-bell = Notifications

## The account page: notifications on this device (Web Push, parts/account-push.html)
page-account-push-heading = Notifications on this device
page-account-push-text = When a duel waits for your move or someone challenges you, this device can tell you even when no page of the site is open. It asks for your permission first; turn it on on each device you want told.
page-account-push-switch = Notify me on this device

page-puzzles-title = Mastermind — puzzles
page-puzzles-description = Rated Mastermind puzzles proven by an exact solver: break the code in N guesses whatever the secret, or find the best guess.
page-puzzles-heading = Puzzles
page-puzzles-intro = Each puzzle is a position and a task, proven by the solver: break the code in at most N more guesses whatever the secret (the codemaker answers every guess in the way that leaves you the most to do, so luck does not help), or play a guess that leaves the fewest codes in the worst case. Rated puzzles move your puzzle rating and the puzzle's; a streak goes on until the first miss.
page-puzzles-record-heading = Your record
page-puzzles-mode-legend = How it counts
page-puzzles-mode-rated = Rated (with an account)
page-puzzles-mode-casual = Casual
page-puzzles-mode-streak = Streak, until the first miss
page-puzzles-theme = Theme
page-puzzles-theme-any = Any
page-puzzles-theme-mastermind = Mastermind levels
page-puzzles-theme-colour = The colour game
page-puzzles-theme-blanks = Blanks
page-puzzles-theme-logik = Logik
page-puzzles-theme-impossible-guess = A guess that cannot be the code
page-puzzles-next = Next puzzle
page-puzzles-daily = The day's puzzle
page-puzzles-board-label = The puzzle's board
page-puzzles-rows-label = The turns played
page-puzzles-draft = Your guess
page-puzzles-palette-label = Colours
page-puzzles-guess = Guess
page-puzzles-undo = Take back a peg
page-puzzles-give-up = Give up and see the answer
page-puzzles-keyboard = Type a colour's digit to place it, Backspace to take the last back, Enter to guess.
page-puzzles-again = Another puzzle
page-duel-coach-heading = The coach's review
page-duel-coach-text = Each player's guesses at the other's code, judged against the best play: the codes that still fitted, the best guess and what it would have left, and a verdict by the guesses it is expected to cost.
page-duel-coach-button = Review with the coach
