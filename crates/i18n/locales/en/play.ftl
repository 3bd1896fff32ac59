# The play area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
# The page scripts of single-player play: the game, the codebreaker, the
# daily code, the Introduction, the rules' boards, high scores and statistics.

## Pieces drawn on every board (pegs.js, palette.js)

play-colour-numbered = colour { $digit }
play-code = code
play-code-named = { $label }: { $colours }
play-feedback = { $black } black, { $white } white
play-palette-blank = blank (vacant hole)
play-palette-key-both = { $digit } { $letter }: { $colour }, key { $digit } or { $letter }
play-palette-key-one = { $key }: { $colour }, key { $key }
# The mark beside the secret's row (aria-hidden: seen, not said).
play-secret-row-mark = key

## Words several pages share

play-play = Play
play-cancel = Cancel
play-copy = Copy
play-copied = Copied.
play-daily-share-button = Share
play-copy-keys = Press Ctrl+C (⌘C) to copy.
play-anonymous = anonymous
play-page-title = { $title } — Mastermind
play-column-number = #
play-column-rank = Rank
play-column-name = Name
play-column-turn = Turn
play-column-turns = Turns
play-column-time = Time
play-column-date = Date
play-column-secret = Secret
play-column-guess = Guess
play-column-level = Level
play-column-game = Game
play-column-pegs = Pegs
play-column-colours = Colours

## The game page (game.js)

play-no-game = No game is in progress. Choose a game and a level on the Introduction page.
play-go-introduction = Go to the Introduction
play-game-gone = This game does not exist (any more). Start a new one from the Introduction.
play-custom-title = Custom game ({ $rule ->
    [colour-game] the colour game
   *[mastermind] Mastermind
  } rule)
play-game-level = { $pegs ->
    [one] { $pegs } peg
   *[other] { $pegs } pegs
  } · { $colours ->
    [one] { $colours } colour
   *[other] { $colours } colours
  } · { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  } · { $repetition ->
    [yes] colours may repeat
   *[no] no repeated colours
  }{ $blanks ->
    [yes] { " · " }blanks allowed
   *[no] {""}
  }. White pegs by the { $rule ->
    [colour-game] colour game
   *[mastermind] Mastermind
  } rule.
play-game-over-warning = The game is over: press Play again for a new game.
play-palette-hint = Click a hole, then a colour — or drag a colour onto a hole.
play-hint-over = The game is over: no more hints.
play-hint-daily = No hints on the daily code.
play-hint-too-big = No hints for this setup: it has too many codes for the solver. Try a smaller setup or a level from the Introduction.
play-hint-title = How many codes still fit, and a good next guess
play-quit-confirm = Quit this game? The secret will be revealed.
play-quit-confirm-yes = Quit the game
play-keep-playing = Keep playing
play-again-confirm = Start a new game? This one will be quit and its secret revealed.
play-again-confirm-yes = Quit and play again
play-this-level = this level

## The game's clock (game-clock.js)

play-clock-running = Time since the game began
play-clock-stopped = The time of the game: the high scores break ties by it

## A hint (game-hint.js)

play-hint-use = Use this guess
play-hint-remaining = { $remaining ->
    [one] { $remaining } code still fits
   *[other] { $remaining } codes still fit
  } the answers so far.
# Followed by the guess, drawn as pegs.
play-hint-next = A good next guess:
play-hint-suggested = suggested guess
play-hint-unreachable = No hint: the server cannot be reached. Check your connection and try again.
play-hint-setup-too-big = No hint for this setup: it has too many codes for the solver to work through. Hints work on every level of the Introduction and on smaller setups.
play-hint-gone = No hint: this game is no longer on the server. Start a new one.
play-hint-game-over = No hint: the game is over.
play-hint-pending = A hint is already being worked out: wait for it.
play-hint-solver-busy = The solver is busy just now. Try the hint again in a moment.
play-hint-failed = No hint just now: something went wrong on the server. Try again in a moment.

## Entering a guess (game-keys.js)

play-no-blanks = This level has no blanks: every hole takes a colour.
play-no-colour-digit = This level has { $colours } colours: there is no colour { $digit }.
play-row-incomplete = Row { $turn } needs { $missing ->
    [one] { $missing } more peg
   *[other] { $missing } more pegs
  } before it can be submitted.
play-no-colour-letter = No colour of this level has the letter { $letter }.

## The rows of the board (game-rows.js)

play-secret-shown = secret: { $colours }
play-secret-hidden = secret: hidden until the game ends
play-secret-stays-hidden = The secret stays hidden until the game ends.
play-hole = row { $turn }, peg { $peg }: { $colour }
play-hole-empty = row { $turn }, peg { $peg }: empty
play-row-played = row { $turn }: { $colours }; { $feedback }
play-row-past = Row { $turn } has been played. Place your pegs in row { $current }.
play-row-future = row { $turn }: to come
play-row-not-yet = Row { $turn } is not in play yet. Place your pegs in row { $current }.
play-row-current = row { $turn }, the turn in play
play-row-submit = Submit row { $turn }
play-row-submit-title = Submit this row (Enter)

## What the game page says (game-said.js)

play-status-won = Turn { $turn }: { $feedback }. You broke the code in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }.
play-status-won-timed = Turn { $turn }: { $feedback }. You broke the code in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  } and { $time }.
play-status-lost = Turn { $turn }: { $feedback }. No turns left: the codemaker wins. The secret is revealed.
play-status-quit = You quit the game. The secret is revealed.
play-status-playing = Turn { $turn }: { $feedback }; { $left ->
    [one] { $left } turn
   *[other] { $left } turns
  } left.
play-status-first = Turn 1 of { $turns }: { $left ->
    [one] { $left } turn
   *[other] { $left } turns
  } left.
play-flag-won = Code broken!
play-flag-lost = Out of turns
play-flag-quit = Game quit

## The computer as codebreaker (codebreaker*.js)

play-codebreaker-partial = Your secret code is only partly chosen: choose every peg, or Clear it and keep the code in mind.
play-codebreaker-thinking = The computer is thinking…
play-codebreaker-turn = Turn { $turn }: { $remaining ->
    [one] { $remaining } code fits
   *[other] { $remaining } codes fit
  } your answers so far. The computer guesses { $guess }.
# Beside the rows marked; $turns lists their numbers ("2, 3").
play-codebreaker-note-turns = turns { $turns } cannot all be true
play-codebreaker-cannot-all = No code fits all your answers: turns { $turns } cannot all be true. Check the highlighted rows against your code, correct the wrong answer, then continue.
# $problem: why the server refused the answer, as a sentence without its full stop.
play-codebreaker-correct-one = { $problem }. Correct the highlighted answer, then continue.
# $problem: one of the two messages above, refused again.
play-codebreaker-still-wrong = Still not right ({ $tries ->
    [one] { $tries } try
   *[other] { $tries } tries
  }): { $problem }
play-codebreaker-solved = Your code is { $code }: the computer broke it in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }.
play-codebreaker-out = The computer did not break your code in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }: you win as codemaker.
play-codebreaker-secret = your secret: { $code }
play-codebreaker-secret-kept = your secret, kept in mind
play-codebreaker-guess-row = row { $turn }, the computer's guess: { $code }
play-codebreaker-answer = Answer
play-codebreaker-answer-label = Answer row { $turn }
play-codebreaker-correct = Correct
play-codebreaker-correct-label = Correct the answer of row { $turn }
play-codebreaker-answer-group = answer for row { $turn }
play-codebreaker-key-pegs = key pegs of row { $turn }: { $feedback }
play-codebreaker-key-peg = key peg { $peg }: { $kind ->
    [black] black
    [white] white
   *[none] empty
  }
play-codebreaker-fewer = one { $colour ->
    [black] black
   *[white] white
  } peg fewer, row { $turn }
play-codebreaker-more = one { $colour ->
    [black] black
   *[white] white
  } peg more, row { $turn }
play-codebreaker-count-label = { $colour ->
    [black] Black
   *[white] White
  }
play-codebreaker-count = { $colour ->
    [black] black pegs
   *[white] white pegs
  }
play-demo-running = The computer is playing against itself…
play-demo-turn = Demonstration: turn { $turn }, { $feedback }.
play-demo-broke = The computer broke { $code } in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }.
play-demo-not-broke = The computer did not break { $code } in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }.
play-demo-stopped = Demonstration stopped after { $shown ->
    [one] { $shown } turn
   *[other] { $shown } turns
  } of { $turns }.
play-secret-peg = secret peg { $peg }, { $colour }{ $selected ->
    [yes] {", selected"}
   *[no] {""}
  }
play-secret-peg-empty = secret peg { $peg }, empty{ $selected ->
    [yes] {", selected"}
   *[no] {""}
  }
play-secret-peg-empty-title = Empty: click a colour below to fill it
play-secret-peg-clear-title = Click to clear this peg
play-secret-clear = Clear

## The computer's strategies (api.js)

play-strategy-knuth = Knuth (minimax)
play-strategy-best = Best (the optimum where it fits, lookahead elsewhere)
play-strategy-simple = Simple (first code that fits)
play-strategy-random = Random code that fits
play-strategy-most-parts = Most parts
play-strategy-expected-size = Expected size
play-strategy-entropy = Entropy
play-strategy-optimal = Optimal (slow on big levels)

## The daily code (daily.js, daily-page.js)

play-daily-table-link = The day’s table
play-daily-heading = Daily code of { $day }
play-daily-no-hints = No hints on the daily code: everyone breaks it on their own.
play-daily-same-code = Everyone has this same code today, and one try at it.
play-daily-result-label = Your result, without a colour to spoil it:
play-daily-name-label = Your name in the day’s table
play-daily-name-save = Save the name
play-daily-named = You are { $name } in the day’s table.
# A day's try at a level: $state is playing, won, lost, quit or new.
play-daily-state = { $state ->
    [playing] In play
    [won] Broken
    [lost] Not broken
    [quit] Given up
   *[new] Not played yet
  }
play-daily-today-heading = Today's codes ({ $day })
play-daily-continue = Continue
play-daily-your-game = Your game
play-daily-you = You
play-daily-summary = { $title }, { $day }: { $finished ->
    [one] { $finished } game
   *[other] { $finished } games
  } over, { $won ->
    [one] { $won } code
   *[other] { $won } codes
  } broken.
play-daily-day-heading = The day so far
# The share of the day's finished games that were won, after play-daily-summary.
play-daily-won-share = { $percent } of them won.
# The countdown to the next day's codes (midnight UTC): $time is hours:minutes:seconds.
play-daily-next-code = Next code in { $time }
play-daily-next-code-ready = The next code is out: play it from the Introduction.
play-daily-nobody = Nobody has broken this code yet today.
play-daily-table-caption = The day’s table of { $title }

## The Introduction (index.js)

play-daily-button-playing = Daily code (in play)
play-daily-button-done = Daily code ✓
play-daily-button-back = Go back to today’s try
play-daily-button-played = Played today: see your game and the result to share
play-levels-mastermind = Table 1: Mastermind on each level
play-levels-colour-game = Table 1: the colour game on each level
play-levels-other = The board game and Logik
play-level-name = Level { $level }
play-level-colours-blank = { $colours } + blank
play-preset-play-label = Play { $title }
play-preset-scores = Scores
play-preset-scores-label = High scores of { $title }
play-preset-daily = Daily code
play-preset-daily-label = Daily code of { $title }
play-preset-daily-title = Today’s code, the same for everyone: one try, no hints
play-continue-custom = A game of your own setup
play-continue-text = { $title }: { $played ->
    [one] { $played } turn
   *[other] { $played } turns
  } played, { $left ->
    [one] { $left } turn
   *[other] { $left } turns
  } left.

## The rules' boards (rules.js)

play-rules-secret = secret { $code }
play-rules-turn = turn { $turn }: { $guess }, { $feedback }
play-rules-compare-caption = The same turns against the key { $code }, by each rule
play-column-colour-game = Colour game
play-column-mastermind = Mastermind

## High scores (scores.js, score-dialog.js)

play-scores-page-title = High scores: { $title } — Mastermind
play-scores-title = High scores: { $title }
play-scores-rank = Your score is in { $scope ->
    [all] the all-time table
   *[mine] your table
  } at rank { $rank }.
play-scores-reset-confirm = Reset your high scores for { $title }? Your table for this level will be emptied; the all-time table stays.
play-scores-reset-yes = Reset high scores
play-scores-reset-done = Your high scores for { $title } have been reset.
play-scores-empty-mine = No scores yet on this level in this browser.
play-scores-empty-all = No scores yet on this level.
play-scores-caption = { $scope ->
    [mine] Your scores
   *[all] All-time scores
  }: { $title }
play-scores-hinted = (hints)
play-scores-hinted-title = won with hints: not in the all-time table
play-code-secret = secret
play-score-name-missing = Type a name (or any message) first, or Close.
play-score-offer = You broke the code in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }: a place in the high scores of { $level }.
play-score-offer-timed = You broke the code in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  } ({ $time }): a place in the high scores of { $level }.

## Statistics (statistics.js)

# $link is the link play-statistics-empty-link, placed in the sentence.
play-statistics-empty = No finished games yet. { $link } and play one.
play-statistics-empty-link = Choose a level on the Introduction
play-statistics-played = Played
# $accuracy: percent; $reviewed: the reviews it is over
play-statistics-accuracy = The coach's accuracy over your { $reviewed ->
    [one] reviewed game
   *[other] { $reviewed } reviewed games and duels
  }: { $accuracy } %.
play-statistics-wins = Wins
play-statistics-wins-value = { $wins } ({ NUMBER($percent, maximumFractionDigits: 1) } %)
play-statistics-current-streak = Current streak
play-statistics-best-streak = Best streak
play-statistics-average = Average time of a win
play-statistics-distribution = Guess distribution
play-statistics-play = Play this level
play-statistics-scores = High scores
play-statistics-distribution-label = Wins by the turns they took, { $title }
play-statistics-distribution-row = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
  }: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  }

## The review after a game (review.js)

play-review-empty = No turns were played.
play-review-caption = Review of the game
play-review-your-guess = Your guess
play-review-before = Codes before
play-review-after = Codes after
play-review-solver = Solver’s guess
play-review-would-leave = Would have left
play-review-guess-label = guess of turn { $turn }
play-review-solver-label = solver's guess for turn { $turn }
play-review-coach = Coach
play-review-verdict-good = Good
play-review-verdict-inaccuracy = Inaccuracy
play-review-verdict-mistake = Mistake
play-review-verdict-blunder = Blunder
play-review-lost = ({ $lost } guesses lost on average)
play-review-accuracy = Accuracy: { $accuracy } %.
play-review-judged-exact = The coach judged every guess against the exact optimum: a guess is an inaccuracy from 0.1 guesses lost on average, a mistake from 0.3, a blunder from 0.6.
play-review-judged-estimate = The coach judged some guesses against the best strategy's estimate, where the exact optimum did not fit its time: a guess is an inaccuracy from 0.1 guesses lost on average, a mistake from 0.3, a blunder from 0.6.

## A challenge's link (share.js)

play-share-label = A link for a friend to accept:
play-share-copy = Copy the link

## Sound (sound.js)

play-sound-on = Sound: on
# The tab's title while it is the player's move (a duel, a series, a tournament's duel): the page's own title after the mark.
# $count: the moves owed (1 on the page of the duel, series or tournament
# owed one); $title: the page's own title
play-your-move-title = ({ $count }) Your move — { $title }
play-sound-off = Sound: off
play-sound-title = Sounds for placed pegs, results, a win and your move

## Puzzles (puzzles.html)

# $turn: the row's number; $colours: the guess's colours; $feedback: its key pegs
play-puzzle-row-given = Row { $turn }, played before: { $colours }; { $feedback }
play-puzzle-row-played = Row { $turn }, your guess: { $colours }; { $feedback }
play-puzzle-draft-code = Your guess
play-puzzle-draft-empty = No colour placed yet
play-puzzle-answer-code = Answer
play-puzzle-record-unrated = not rated yet
play-puzzle-record-rating = Puzzle rating
play-puzzle-record-solved = Solved
play-puzzle-record-solved-of = { $solved } of { $attempts }
play-puzzle-record-streak = Streak now
play-puzzle-record-best-streak = Best streak
# $day: the date (YYYY-MM-DD)
play-puzzle-heading-daily = The puzzle of { $day }
play-puzzle-heading = A puzzle: { $theme }
play-puzzle-theme-mastermind = Mastermind
play-puzzle-theme-colour = the colour game
play-puzzle-theme-blanks = blanks
play-puzzle-theme-logik = Logik
play-puzzle-theme-impossible-guess = a guess that cannot be the code
play-puzzle-task-break-in = Break the code in at most { $guesses ->
    [one] one guess
   *[other] { $guesses } guesses
  }, whatever the secret: the codemaker answers each guess in the way that leaves you the most to do.
play-puzzle-task-best-guess = Play a guess that leaves the fewest codes in the worst case.
play-puzzle-fact-theme = Theme: { $theme }
play-puzzle-fact-rating = puzzle rating { $rating }
play-puzzle-fact-rated = rated
play-puzzle-fact-unrated = not rated
play-puzzle-fact-streak = streak { $streak }
play-puzzle-status = { $left ->
    [one] One guess left
   *[other] { $left } guesses left
  }; { $codes ->
    [one] one code still fits.
   *[other] { $codes } codes still fit.
  }
play-puzzle-answered = Answer: { $black } black, { $white } white. { $left ->
    [one] One guess left
   *[other] { $left } guesses left
  }; { $codes ->
    [one] one code still fits.
   *[other] { $codes } codes still fit.
  }
play-puzzle-ending-solved = Solved!
play-puzzle-ending-out-of-guesses = Out of guesses: not solved.
play-puzzle-ending-not-best = Not among the best guesses: not solved.
play-puzzle-ending-gave-up = Given up: not solved.
# $before, $after: the ratings; $change: the difference with its sign
play-puzzle-rating-change = Your puzzle rating: { $before } → { $after } ({ $change })
play-puzzle-answer-line = A first guess that breaks it in time (the solver's proven line):
play-puzzle-answer-best = { $count ->
    [one] The best guess:
   *[other] The { $count } best guesses:
  }
play-puzzle-answer-more = … and { $count } more.
play-puzzle-daily-tally = Today { $attempts ->
    [one] one player has
   *[other] { $attempts } players have
  } finished it; { $solved } solved it.
play-puzzle-streak-over = The streak is over: { $streak ->
    [one] one puzzle
   *[other] { $streak } puzzles
  } solved.
play-puzzle-draft-short = A guess has { $pegs } pegs: place them all first.
