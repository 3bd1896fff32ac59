# The series area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
# The board game for two (series.html): series.js and its series-*.js.

## Key pegs, as every row and answer says them

series-row-keys = { $black } black, { $white } white

## The page and its new-series form (series.js, series-setup.js)

series-gone = This series does not exist (any more). Start a new one below.
series-heading = { $first } and { $second }: the board game ({ $title })
series-heading-game = { $first } and { $second }: the board game ({ $title }), game { $number } of { $games }
series-document-title = { $first } and { $second } — Mastermind
series-unfinished = { $first } and { $second }: { $title }, { $game ->
        [0] { $games } games
       *[other] game { $game } of { $games }
    } ({ $first } { $first_score }, { $second } { $second_score })
series-unfinished-to-move = { $first } and { $second }: { $title }, { $game ->
        [0] { $games } games
       *[other] game { $game } of { $games }
    } ({ $first } { $first_score }, { $second } { $second_score }); { $player } to move
series-resume = Resume
series-abandon = Abandon
series-abandon-question = Abandon the series of { $first } and { $second }? It will be deleted.
series-abandon-confirm = Abandon it
series-abandon-keep = Keep it

## The screens (series-screens.js)

series-game = Game { $number } of { $games }
series-game-replay = Game { $number } of { $games }, replayed after wrong information
series-set-look-away = { $breaker }, look away. { $maker }, set your code.
series-set-only-maker = Only { $maker } should see the next screen. The code disappears as soon as it is set.
series-set-open = I am { $maker }: set the code
series-pass-heading = The code is set. Pass the device to { $breaker }.
series-pass-minutes = { $breaker } has { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } for each row; the clock is running.
series-pass-seconds = { $breaker } has { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } for each row; the clock is running.
series-pass-rows = { $breaker } has { $turns } rows to break it.
series-pass-open = I am { $breaker }: break the code
series-reveal-heading = { $maker }, reveal your code
series-reveal-help = Copy the code from the shielded holes of the board: every row's key pegs are checked against it.
series-reveal-submit = Reveal the code
series-set-heading = { $maker }, set your code
series-set-help = Choose a colour for each hole. Colours may repeat.
series-set-help-blanks = Choose a colour for each hole, or leave holes vacant (the crossed-out hole). Colours may repeat.
series-set-submit = Set the code
# The label of the code's row, where the rows have their numbers.
series-code-row = key
series-play-heading = Game { $number } of { $games }: { $maker } makes the code, { $breaker } breaks it.
series-play-heading-replay = Game { $number } of { $games }, replayed after wrong information: { $maker } makes the code, { $breaker } breaks it.
series-answer-copy = { $maker }, copy your key pegs for row { $turn } from the board, then press Answer.
series-answer-set = { $maker }, answer row { $turn }: set the key pegs with + and −, then press Answer.
series-guess-status = { $breaker }, place your pegs in row { $turn } of { $turns }.
series-wrong-heading = Wrong information in game { $number }!
series-wrong-text = { $count ->
        [one] The key pegs of row { $rows } are
       *[other] The key pegs of rows { $rows } cannot all be
    } true (highlighted). { $breaker } scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, and game { $number } is replayed: { $maker } makes a new code.
series-broken-heading = { $breaker } broke the code in { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }
series-broken-text = { $maker } scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, one for each row played.
series-unbroken-heading = { $breaker } did not break the code
series-unbroken-text = { $maker } scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $rows } rows and the bonus point.
series-see-winner = See who won the series
series-replay-game = Replay game { $number }
series-next-game = Next game: { $maker } makes the code
series-winner = { $winner } wins the series, { $won } to { $lost }
series-tie = A tie: { $points } points each
series-history-all = Every game of the series
series-history-so-far = Games played so far ({ $count })
series-history-broken = Game { $number }: { $maker }'s code, broken in { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }: { $maker } +{ $points }
series-history-unbroken = Game { $number }: { $maker }'s code, not broken: { $maker } +{ $points }
series-history-void = Game { $number }: { $maker }'s code, void, wrong information in { $count ->
        [one] row
       *[other] rows
    } { $rows }: { $breaker } +{ $points }
series-score-final = Final score after { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
series-score-so-far = Score after { $scored } of { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
series-score-player = Player
series-score-points = Points
# Row numbers as a list: "1, 2 and 3" ($list is "1, 2").
series-list-and = { $list } and { $last }

## The boards (series-board.js)

series-board-label = The board of game { $number }
series-code-shown = the code: { $pegs }
series-code-hidden = the code: hidden behind the shield
series-row-timed-out = row { $turn }: the time ran out
# Where a row's key pegs would be, when the time ran out.
series-row-time = time
series-row-played = row { $turn }: { $pegs }; { series-row-keys }
series-row-played-wrong = row { $turn }: { $pegs }; { series-row-keys } (wrong key pegs)
series-row-to-come = row { $turn }: to come
series-play-row = Play row { $turn }
series-play-row-hint = Play this row (Enter)
series-code-holes = code: place a colour in each hole
series-row-holes = row { $turn }: place a colour in each hole
series-code-hole = code, peg { $peg }, { $colour }
series-row-hole = row { $turn }, peg { $peg }, { $colour }
series-hole-empty = empty
series-row-waiting = row { $turn }: { $pegs }, waiting for the key pegs
series-keys-of-row = key pegs of row { $turn }
series-keys-of-row-set = key pegs of row { $turn }: { series-row-keys }
series-key-peg = key peg { $peg }: { $kind ->
        [black] black
        [white] white
       *[none] empty
    }
series-key-count-label = { $colour ->
        [black] Black
       *[white] White
    }
series-key-fewer = one { $colour ->
        [black] black
       *[white] white
    } key peg fewer
series-key-more = one { $colour ->
        [black] black
       *[white] white
    } key peg more
series-key-count = { $colour ->
        [black] black
       *[white] white
    } key pegs
series-answer-row = Answer row { $turn }: { series-row-keys }
series-answer = Answer
series-vacant-hole = vacant hole

## The moves (series-moves.js)

series-no-blanks = Game No. 1 has no vacant holes: every hole takes a colour.
series-no-colour = There is no colour { $digit }: the colours are 1 to { $colours }.
series-no-letter = No colour has the letter { $letter }.
series-holes-empty = { $count ->
        [one] { $count } hole is
       *[other] { $count } holes are
    } still empty.
series-notice-keys = Row { $turn }: { series-row-keys }.
series-notice-timeout = Time is up: row { $turn } counts as played.
series-notice-challenge = Challenge refused: the key pegs so far fit at least one code. Play on.
series-code-unfinished = Choose a colour for every hole first.
series-row-unfinished = Every hole needs a peg before the row is played.

## The turn clock (series-clock.js)

series-clock-row = { $breaker }, row { $turn }:
series-clock-hurry = hurry!
series-clock-up = time is up
series-clock-alert = { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } left for row { $turn }!

series-coach-button = Review with the coach
series-coach-loading = The coach is reviewing the game…
# $game: the game's place in the series
series-coach-region = The coach's review of game { $game }
