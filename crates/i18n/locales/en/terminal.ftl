# The terminal area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
# The full-screen boards of `mastermind play`, `solve` and `duel` (crates/tui).

## Names the data gives: term-strategy-<strategy> (presets: preset-<preset> in shared.ftl)

term-strategy-simple = fixed openings, then the first code that fits every answer
term-strategy-random = a random code that fits every answer
term-strategy-knuth = the guess whose largest remaining part is smallest
term-strategy-most-parts = the guess that splits the candidates into the most parts
term-strategy-expected-size = the guess that leaves the fewest candidates on average
term-strategy-entropy = the guess whose answer carries the most information
term-strategy-optimal = the fewest guesses on average (exhaustive search)
term-strategy-best = the exact optimum where it can be searched, else entropy with lookahead

term-rule-standard = standard
term-rule-colour-game = colour-game
term-custom-title = Custom game, { $rule } rule

# A setup's shape, under a board and in the chooser; its extras follow after " · ".
term-shape = { $pegs } pegs · { $colours } colours · { $turns } turns
term-shape-blanks = blanks
term-shape-no-repeats = no repeats

## Keys as the screens name them

term-key-enter = Enter
term-key-esc = Esc
term-key-delete = ⌫ Del
term-key-pages = PgUp PgDn

## The board

term-keys-title = Keys
term-keys-peg = a peg
term-keys-move = move
term-keys-clear = clear
term-keys-play-row = play the row
term-keys-hint = hint
term-keys-quit = quit
term-keys-new-game = new game
term-keys-help = help
term-keys-levels = levels
term-keys-scores = scores
term-keys-play-again = play again
term-keys-review = review the game
term-keys-high-scores = high scores
term-keys-game-and-level = game and level
term-keys-leave = leave

term-colours-title = Colours
# The label of the secret code on top of the board (five cells at most).
term-board-key = key
term-board-turn = Turn { $turn } of { $turns }: fill the row, then Enter.

term-hint-unavailable = Hints are unavailable: this board has no advisor.
term-hint-over = The game is over: r shows the review of your turns.
term-hint-title = Hint
# $remaining selects the form; $shown is the same count as written.
term-hint-remaining =
    { $remaining ->
        [one] { $shown } code still fits every answer so far.
       *[other] { $shown } codes still fit every answer so far.
    }
term-hint-try = Try

## Footers

term-footer-choose = choose
term-footer-play = play
term-footer-high-scores = high scores
term-footer-back = back to the board
term-footer-scroll = scroll
term-footer-other-levels = other levels
term-footer-play-again = play again

## The chooser of game and level

term-chooser-title = Choose the game and level
term-chooser-custom = Custom game (as started)
term-chooser-game-and-level = game and level
term-chooser-shape = pegs·colours·turns
term-chooser-rule = rule
term-chooser-give-up =
    { $turns ->
        [one] This game has { $turns } turn played. Give it up?
       *[other] This game has { $turns } turns played. Give it up?
    }
term-chooser-give-up-how = Enter again gives it up, shows its code and plays { $game }; Esc keeps it.
term-chooser-colours = Colours:
term-chooser-rule-standard = one mark per key peg, black before white (the board game, Mastermind)
term-chooser-rule-colour-game = white for every peg of a colour anywhere in the key (the colour game)
term-chooser-rule-is = Rule: { $rule }

## The help of the board

term-help-title = Help: the rules and the keys
term-help-how-to-play = How to play
term-help-how-to-play-text =
    The computer hides a key of coloured pegs on top of the board. Find it
    within the turns of the level, one row per turn from top to bottom.
    After each row it answers in the column on the right with small marks:
    a black { $black } for each peg of the right colour in the right place, a white
    { $white } for each other peg whose colour is in the key, a dim { $none } for the rest.
    Black comes first; the order of the marks says nothing about which pegs
    they mean. All black: you win and the key is shown. Out of turns: you
    lose and it is shown.
term-help-pegs =
    A code peg shows its colour, letter and symbol (R●, B■ ...); the blank
    of the board game is .{ $blank }; an empty hole is (); a hidden key peg is ??.
term-help-standard = The standard rule (Mastermind I-III, the board game, Logik)
term-help-standard-text =
    One key peg gives at most one mark, and black goes before white: a white
    is a peg of a colour left over in the key after the black matches.
    Example (the board game's Example D):
term-help-example-key = key
term-help-example-guess = guess
term-help-example-answer = { $black } black, { $white } white
term-help-standard-example =
    The third red is in place: black. The second red finds the key's first
    red: white. Green and white are not in the key: nothing.
term-help-colour-game = The colour-game rule (the colour game I-III)
term-help-colour-game-text =
    A peg that is not black scores white whenever its colour is anywhere in
    the key, even at a key peg already matched by another mark.
    Example (the colour game, section 4.1, turn 1):
term-help-colour-game-example =
    The second red is black; the first and third reds both score white
    against the key's one red. The standard rule answers { $black } black, { $white } white.
term-help-keys = Keys
term-help-keys-text =
    1-9, 0      place the colour of that digit (0: the blank, when allowed)
    R B Y ...   place the colour of that letter, in either case
    ← → Home End  move along the row; a peg can be changed until Enter
    ⌫ Del       take a peg out
    Enter       play the row, once every hole has a peg
    ?           hint: how many codes still fit, and a guess to try
    q           quit the game and show the key (twice once turns are
                played); on a finished game: leave
    n  F5       a new game at the same level (twice once turns are played)
    l  F2       another game or level (Enter twice once turns are played)
    s  F3       high scores; ← → for the other levels
    r  F4       review a finished game: what each guess left
    h  F1       this help
    Esc         take a question, warning or hint away; back to the board
    Ctrl-C      leave at once
    While a row is being filled, a letter that is a colour of the game is
    that colour; the function keys work in every game.
term-help-high-scores = High scores
term-help-high-scores-text =
    Each preset has a table: fewer turns first, then less time. A win that
    makes the table asks for a name of 1 to { $most } characters; Esc skips.
    The time runs from the first sight of the board to the winning row.

## The review of a finished game

term-review-title = Review: each turn, its answer, what it left
term-review-turn = turn
term-review-yours = yours
term-review-answer = answer
term-review-before = before
term-review-left = left
term-review-best = best
term-review-as-good = as good
term-review-more = { $times }× more
term-review-verdict-good = good
term-review-verdict-inaccuracy = inaccuracy
term-review-verdict-mistake = mistake
term-review-verdict-blunder = blunder
term-review-note =
    before: codes that fitted every answer before the turn; left: codes that
    fitted after it, for your guess and for the hint's. Fewer is better. The
    coach's word on each guess weighs the guesses it is expected to cost against
    the best play (the exact optimum where it fits the time): an inaccuracy from
    0.1 guesses lost on average, a mistake from 0.3, a blunder from 0.6.
term-review-no-advisor = What each guess left needs an advisor, and this board has none.

## The high scores

term-scores-title = High scores: { $game } ({ $shape })
term-scores-heading = High scores
term-scores-custom = A custom setup has no high-score table. ← → show the tables of the presets.
term-scores-empty = No scores on this level yet: win a game to be the first.
term-scores-name = name
term-scores-turns = turns
term-scores-time = time
term-scores-key = key
term-scores-date = date (UTC)

## The name for a high score

term-name-title = A high score!
# $preset is the preset's name as the command line takes it (mastermind-1).
term-name-title-on = A high score on { $preset }!
term-name-enters = Your win enters the high-score table.
term-name-prompt = Your name (1 to { $most } characters):
term-name-keys = Enter: record   Esc: skip

## A terminal too small; $need and $has are sizes, 80×24

term-small = The terminal is too small:
term-small-needs = it needs { $need }, this one is { $has }. Enlarge it, or Ctrl-C to leave.

## Lists of numbers: $first is the numbers before the last, joined by ", "

term-list-and = { $first } and { $last }
term-list-or = { $first } or { $last }

## How a player writes pegs: $digits 1-6, $letters R B Y G P T

term-peg-keys = { $digits } or { $letters }
term-peg-keys-blank = { $digits } or { $letters }, 0 blank

## The board's messages; $key is the key pressed, $error why a store failed

term-board-over = The game is over: n plays again.
term-not-a-colour = '{ $key }' is not a colour of this game: use { $keys }.
term-board-nothing-here = '{ $key }' does nothing here: h lists the keys.
# $holes lists the empty pegs' numbers (term-list-and); $count is how many.
term-row-not-full =
    { $count ->
        [one] The row is not full: peg { $holes } is empty. Fill all { $pegs } pegs, then Enter.
       *[other] The row is not full: pegs { $holes } are empty. Fill all { $pegs } pegs, then Enter.
    }
term-row-no-code = That row is not a code of this game.
term-board-lost = You lost: all { $turns } turns are used. The key is revealed on top.
term-review-later = The review comes when the game is over; ? gives a hint now.
# $time is minutes and seconds, 1:05.
term-board-won =
    { $turns ->
        [one] You won in { $turns } turn ({ $time }). n plays again.
       *[other] You won in { $turns } turns ({ $time }). n plays again.
    }
term-board-won-with-hints = Played with hints: not for the high scores.
term-board-won-by-luck = Won by the first guess, which is luck: not for the high scores.
term-statistics-unsaved = The game could not be kept for your statistics: { $error }
term-won-scores-unreadable = Won, but the high scores cannot be read: { $error }
term-scores-place-taken = Another game took that place in the table first.
term-scores-unsaved = The high score could not be saved: { $error }
term-scores-unavailable = High scores are unavailable in this session.
term-scores-unreadable = The high scores cannot be read: { $error }
term-ask-quit = Quit this game? q again quits and shows the code; any other key plays on.
term-ask-new-game = A new game? n again gives this one up and shows its code; any other key plays on.
# $code is the code in colour letters, RGBY.
term-board-quit = You quit: the code was { $code } (shown on top). n plays again, q leaves.
term-board-given-up = Given up: that game's code was { $code }. A new game is on.

term-name-full = A name has at most { $most } characters.
term-name-error-empty = The name is empty: give 1 to { $most } characters.
term-name-error-too-long = The name has { $count } characters; at most { $most } are allowed.
term-name-error-control = The name has a control character (such as a newline or tab).
term-name-error-invisible = The name has an invisible character (a direction override, a zero-width space or a line separator).

## The solve screen: the computer breaks the player's code
## $notation is black-white or white-red (--notation); it selects the words
## of the key pegs. $right and $wrong are counts of key pegs, or the keys
## that type them. $whose is self in self-play (the computer answers
## itself), else person.

term-answer-none = none
term-answer-spoken =
    { $notation ->
        [white-red] { $right } white, { $wrong } red
       *[black-white] { $right } black, { $wrong } white
    }
term-answer-unreadable =
    { $notation ->
        [white-red] '{ $text }' is not an answer: give white and red as '2 1', '2w1r', letters like 'WWR', or '-' for none.
       *[black-white] '{ $text }' is not an answer: give black and white as '2 1', '2b1w', letters like 'BBW', or '-' for none.
    }
term-answer-too-many-pegs =
    { $notation ->
        [white-red] { $right } white and { $wrong } red make { $total } key pegs; this game has { $pegs } pegs.
       *[black-white] { $right } black and { $wrong } white make { $total } key pegs; this game has { $pegs } pegs.
    }
term-answer-impossible =
    { $notation ->
        [white-red] { $right } white and 1 red cannot happen: when all pegs but one are right, the last one cannot be a right colour in another place.
       *[black-white] { $right } black and 1 white cannot happen: when all pegs but one are right, the last one cannot be a right colour in another place.
    }
term-answer-one-too-many =
    { $notation ->
        [white-red] One key too many: { $right } white, { $wrong } red, a digit for a count, - for none.
       *[black-white] One key too many: { $right } black, { $wrong } white, a digit for a count, - for none.
    }
term-answer-not-part =
    { $notation ->
        [white-red] '{ $key }' is not part of an answer: { $right } white, { $wrong } red, a digit for a count, - for none.
       *[black-white] '{ $key }' is not part of an answer: { $right } black, { $wrong } white, a digit for a count, - for none.
    }
term-answer-first =
    { $notation ->
        [white-red] Type the answer first: { $right } per white, { $wrong } per red, - for none.
       *[black-white] Type the answer first: { $right } per black, { $wrong } per white, - for none.
    }

# $answer is term-answer-spoken; $turns lists turns (term-list-and).
term-solve-no-code = No code of this game can answer turn { $turn } with { $answer }.
term-solve-contradiction = These answers cannot all be true: turns { $turns } contradict each other.
term-solve-not-one-of-them = Turn { $key } is not one of them: pick turn { $turns }.
term-solve-picks-nothing = '{ $key }' picks nothing: ↑ ↓ or a turn number, then Enter.
term-solve-retype = Type the answer to turn { $turn } again, then Enter.
term-solve-would-have-won =
    { $notation ->
        [white-red] All { $pegs } white would have ended the game at turn { $turn }: give its real answer.
       *[black-white] All { $pegs } black would have ended the game at turn { $turn }: give its real answer.
    }
term-solve-same-answer = Turn { $turn } already has that answer: give the right one, or Esc to pick another turn.
term-solve-would-contradict = With { $answer } for turn { $turn }, turns { $turns } would contradict each other: give another answer, or Esc.
term-solve-corrected = Turn { $turn } is now { $answer }, and turn { $current }'s answer fits.
term-solve-corrected-still = Turn { $turn } is now { $answer }; turns { $turns } still contradict each other.
term-solve-nothing-now = '{ $key }' does nothing now: n plays again, q leaves.
term-solve-ask-new-game = Press n again to give up this game and start a new one.
term-solve-watching-nothing = '{ $key }' does nothing here: I answer myself. Enter steps, p pauses.

term-solve-code = code
term-solve-row-thinking = thinking…
term-solve-keys-right =
    { $notation ->
        [white-red] white
       *[black-white] black
    }
term-solve-keys-wrong =
    { $notation ->
        [white-red] red
       *[black-white] white
    }
term-solve-keys-counts = counts
term-solve-keys-none = none
term-solve-keys-undo = undo
term-solve-keys-back = back
term-solve-keys-give-answer = give the answer
term-solve-keys-correct-turn = correct the turn
term-solve-keys-strategy = strategy
term-solve-keys-stop = stop
term-solve-keys-pick = pick a turn
term-solve-keys-pick-number = pick by number
term-solve-keys-correct-answer = correct that answer
term-solve-keys-retype = retype the last answer
term-solve-keys-step = next step
term-solve-keys-go-on = go on
term-solve-keys-pause = pause

term-solve-thinking = Turn { $turn } of { $turns }: thinking…
term-solve-answer-my-guess = Turn { $turn } of { $turns }: answer my guess with { $right } and { $wrong }, - for none, then Enter.
term-solve-watching = Turn { $turn } of { $turns }: I answer myself. Enter steps, p pauses.
term-solve-paused = Turn { $turn } of { $turns }: paused. Enter steps, p goes on.
term-solve-type-correction = Turn { $turn }: type its right answer, then Enter.
# $text is what was typed, as typed.
term-solve-typed = Turn { $turn } of { $turns }: { $answer } ({ $text }). Enter gives the answer.
term-solve-typed-unreadable = Turn { $turn } of { $turns }: '{ $text }' is no answer yet.
term-solve-correction-typed = Turn { $turn }: { $answer } ({ $text }). Enter corrects it.
term-solve-correction-unreadable = Turn { $turn }: '{ $text }' is no answer yet.
term-solve-next = n plays again.
term-solve-next-or-leave = n plays again, q leaves.

term-solve-possible = { $codes } codes are possible.
term-solve-fit =
    { $remaining ->
        [one] { $remaining } code still fits { $whose ->
            [self] the
           *[person] your
        } answers.
       *[other] { $remaining } codes still fit { $whose ->
            [self] the
           *[person] your
        } answers.
    }
term-solve-fit-first =
    { $remaining ->
        [one] { $remaining } code still fits { $whose ->
            [self] the
           *[person] your
        } answer to turn 1; none fits turn 2's too.
       *[other] { $remaining } codes still fit { $whose ->
            [self] the
           *[person] your
        } answer to turn 1; none fits turn 2's too.
    }
term-solve-fit-turns =
    { $remaining ->
        [one] { $remaining } code still fits { $whose ->
            [self] the
           *[person] your
        } answers to turns 1 to { $answered }; none fits turn { $turn }'s too.
       *[other] { $remaining } codes still fit { $whose ->
            [self] the
           *[person] your
        } answers to turns 1 to { $answered }; none fits turn { $turn }'s too.
    }
term-solve-retype-hint = Enter or Esc: type turn { $turn }'s answer again.
term-solve-pick-hint = Pick the wrong answer: ↑ ↓ or its number, then Enter. Esc retypes turn { $turn }'s.
term-solve-was-answered = Turn { $turn } was answered { $answer }. Esc picks another turn.
# $strategy is the strategy's name as --strategy takes it.
term-solve-strategy = Strategy { $strategy }:
# $rate is a percentage, 5%.
term-solve-blunders = With a blunder rate of { $rate }, a turn may forget one answer and guess at random.

# $code is the code in digits, $colours its colours by name.
term-solve-solved =
    { $turns ->
        [one] Solved in { $turns } turn: { $whose ->
            [self] the
           *[person] your
        } code is { $code } ({ $colours }).
       *[other] Solved in { $turns } turns: { $whose ->
            [self] the
           *[person] your
        } code is { $code } ({ $colours }).
    }
term-solve-gave-up =
    { $turns ->
        [one] I give up after { $turns } turn: { $remaining ->
            [one] { $remaining } code still fits
           *[other] { $remaining } codes still fit
        } { $whose ->
            [self] the
           *[person] your
        } answers.
       *[other] I give up after { $turns } turns: { $remaining ->
            [one] { $remaining } code still fits
           *[other] { $remaining } codes still fit
        } { $whose ->
            [self] the
           *[person] your
        } answers.
    }
term-solve-stopped =
    { $turns ->
        [one] Stopped after { $turns } turn.
       *[other] Stopped after { $turns } turns.
    }
term-solve-too-big = the solver handles setups of at most { $most } codes; this one has { $codes }

## The solve screen's help

term-solve-help-title = Help: how to answer, and the keys
term-help-example-code = code
term-solve-help-in-use = (in use)
term-solve-help-typed = type { $letters } or { $right } { $wrong }; white-red: { $other }
term-solve-help-how = How to answer
term-solve-help-how-text =
    Think of a code; the computer guesses it, one row per turn. Answer each
    guess with key pegs: one for each peg of the right colour in the right
    place, one for each other peg whose colour is in your code. The order of
    the key pegs says nothing about which pegs they mean.
term-solve-help-black-white = Black and white
term-solve-help-black-white-text =
    b           a black key peg { $black }: right colour, right place
    w           a white key peg { $white }: right colour, wrong place
    2 1  2b1w   counts: 2 black, 1 white (two digits in a row are two counts)
    -           none: no colour of the guess is in your code
term-solve-help-white-red = White and red, the codebreaking program's notation
term-solve-help-white-red-text =
    Start with --notation white-red to answer as that program asks:
    w           a white key peg: right colour, right place
    r           a red key peg: right colour, wrong place
    2 1  2w1r   counts: 2 white, 1 red;  - for none
term-solve-help-examples = Examples
term-solve-help-cannot-be = Answers that cannot be
term-solve-help-cannot-be-text =
    More key pegs than pegs. Under the standard rule also all pegs but one
    right and one more of a right colour: the last peg has nowhere else to be.
    The colour game's rule allows that answer.
term-solve-help-contradict = When answers contradict each other
term-solve-help-contradict-text =
    If no code fits all your answers, the screen names the fewest turns that
    cannot all be true and marks them ✘. Pick the wrong one with ↑ ↓ or its
    turn number and press Enter: for an earlier turn, type its right answer;
    for the turn just answered, type that answer again. Esc retypes it too.
term-solve-help-keys-text =
    b w / w r   a key peg          digits  counts      -  none
    ⌫           take back a key    Esc     clear       Enter  give the answer
    ?           the computer's strategy    h  F1   this help
    n  F5       a new game (twice once turns are answered)
    q           stop the game; on a finished game: leave    Ctrl-C  leave
    Self-play (--secret): Enter or Space takes a step, p pauses the timer.

## The duel against the computer, and online; $opponent is the other
## player's name, or term-duel-the-computer

term-duel-the-computer = the computer
term-duel-your-opponent = your opponent
term-duel-someone = someone
term-duel-your-code = Your code
term-duel-your-guesses = Your guesses
# The label of a code on the duel's board (four cells at most).
term-duel-code = code
term-duel-sent = sent
term-duel-computer-guesses = Computer (level { $level }) guesses
term-duel-opponent-guesses = { $opponent } guesses
term-duel-bot-mark = BOT
term-duel-row-thinking = thinking…
term-duel-row-guessed = guessed: shown with yours
term-duel-row-guessing = guessing…
term-duel-row-guessed-online = guessed
term-duel-small = The terminal is too small for the duel.
term-duel-small-needs = It needs { $need }; this one is { $has }.
term-duel-small-enlarge = Enlarge it, or q to leave.
term-duel-ask-resign = Resign this duel? y resigns, any other key plays on.
term-duel-ask-leave = Leave the duel? y leaves, any other key plays on.
term-duel-ask-leave-online = Leave? The duel goes on (--resume comes back). y leaves, any other key stays.
term-duel-clock-you = you
# $who is term-duel-clock-you or a name.
term-duel-clock-moved = { $who } (moved)
# A player on vacation (their clock stands still); $who as above, then
# how long until the vacation ends.
term-duel-clock-away = { $who } (on vacation for { $days } d { $hours } h more)
# $you and $them are each a name (or term-duel-clock-you) with its time left, 0:42.
term-duel-clock = Clock: { $you } · { $them }
term-duel-keys-set-code = set the code
term-duel-keys-resign = resign
term-duel-keys-quit = quit
term-duel-keys-new = new duel

term-duel-over-new = The duel is over: n starts a new one, q leaves.
term-duel-over-leave = The duel is over: q leaves.
term-duel-over-keys = n starts a new duel, q leaves.
term-duel-nothing-here = '{ $key }' does nothing here: ? lists the keys.
term-duel-new-later = n starts a new duel once this one is over; Ctrl-R resigns, q leaves.
term-duel-key-unused = That key does nothing in a duel: ? lists the keys.
term-duel-online-key-unused = That key does nothing in a duel online: ? lists the keys.
term-duel-nothing-to-resign = The duel is over: nothing to resign. n starts a new one.
term-duel-online-nothing-to-resign = The duel is over: nothing to resign. q leaves.
term-duel-code-not-full =
    { $count ->
        [one] Your code is not full: peg { $holes } is empty. Fill all { $pegs } pegs, then Enter.
       *[other] Your code is not full: pegs { $holes } are empty. Fill all { $pegs } pegs, then Enter.
    }
term-duel-score = { $black } black, { $white } white
# $yours and $theirs are term-duel-score.
term-duel-scored = Turn { $turn }: your guess scored { $yours }; the computer's { $theirs }.
term-duel-scored-online = Turn { $turn }: your guess scored { $yours }; { $opponent }'s { $theirs }.
term-duel-set-code = Set your code for the computer to break (bottom left), then Enter.
term-duel-computer-thinking = Turn { $turn } of { $turns }: the computer is thinking…
term-duel-guess = Turn { $turn } of { $turns }: guess the computer's code on the right, then Enter.
term-duel-set-code-for = Set your code for { $opponent } to break (bottom left), then Enter.
term-duel-waiting-code = Waiting for { $opponent }'s code.
term-duel-they-guessed = Turn { $turn } of { $turns }: { $opponent } has guessed: your turn.
term-duel-your-turn = Turn { $turn } of { $turns }: your turn: guess { $opponent }'s code on the right.
term-duel-waiting-guess = Turn { $turn } of { $turns }: waiting for { $opponent }'s guess.
term-duel-moved = You have moved: waiting for { $opponent }.
term-duel-sent-waiting = Sent: waiting for the server.
term-duel-refused = The server refused the move.
term-duel-unreadable = The server's duel is not one this screen draws: { $error }.
term-duel-unknown-colours = unknown colours: { $colours }
# $id is the duel's id on the server.
term-duel-opening = Opening the duel { $id }…
term-duel-challenge-waiting = Challenge { $id }: waiting for { $to } to accept…
term-duel-challenge-withdrawn = The challenge { $id } was withdrawn.
term-duel-no-board = The duel { $id } has no board to show.
term-duel-waiting-leave = q or Esc leaves (a challenge of yours is withdrawn).
# $why is the connection's error; $resume the command that comes back.
term-duel-lost-server-then = Lost the server ({ $why }); q leaves, then: { $resume }
term-duel-lost-server = Lost the server ({ $why }). q leaves; to come back: { $resume }
term-duel-reconnecting = Reconnecting…
term-duel-connection-ended = the connection ended
term-duel-bad-level = the computer's level is { $lowest } to { $highest }, not { $level }
term-duel-too-big = this setup has { $codes } codes; the computer plays setups of at most { $most } codes

## The duel's result; $reason is the core's name of another reason

term-duel-won-broke = You won: you broke { $opponent }'s code in turn { $turn }.
term-duel-lost-broken = You lost: { $opponent } broke your code in turn { $turn }.
term-duel-draw-both = Draw: both codes were broken in the same turn (turn { $turn }).
term-duel-draw-rows = Draw: all { $turns } rows are used and neither code was broken.
term-duel-lost-resigned = You lost: you resigned.
term-duel-won-resigned = You won: { $opponent } resigned.
term-duel-won-time = You won: { $opponent } ran out of time.
term-duel-lost-time = You lost: your time ran out.
term-duel-draw-time = Draw: both clocks ran out at once.
term-duel-won-abandoned = You won: { $opponent } left the duel and you claimed it.
term-duel-lost-abandoned = You lost: you were away too long and { $opponent } claimed the duel.
term-duel-draw-abandoned = Draw: claimed after a player was away too long.
term-duel-won-other = You won ({ $reason }).
term-duel-lost-other = You lost ({ $reason }).
term-duel-draw-other = Draw ({ $reason }).

## The duel's help

term-duel-help-heading = Help: the duel
term-duel-help-footer = ↑ ↓ scroll · Esc back to the duel
term-duel-help-title = The duel (Logik)
term-duel-help-intro =
    You and the computer each set a code for the other to break; the first
    to break the other's code wins. You play white, the computer black.
    This duel: { $shape }.
term-duel-help-board =
    Your code is on the left, at the bottom, with the computer's guesses at
    it. The computer's code is hidden at the top on the right, with your
    guesses. Each turn both of you guess; the computer's guess and both
    answers are shown together once yours is in, so neither has the edge.
term-duel-help-marks =
    A black { $black } is a peg of the right colour in the right place, a white
    { $white } a peg of a right colour in the wrong place, a dim { $none } one that scores
    nothing; black comes first.
term-duel-help-end = The end
term-duel-help-end-text =
    A code broken wins. Both codes broken in the same turn is a draw, and so
    is a duel where all rows are used and neither code is broken. Resigning
    loses. At the end both codes are shown.
term-duel-help-keys =
    { $keys }: a peg. ← → move, Backspace and Delete clear.
    Enter: set your code, then play each row.
    Ctrl-R or F6: resign (asks first). n: a new duel once this one is over.
    q or Esc: leave (asks first during a duel). ?, h or F1: this help.
term-duel-help-online-title = The duel (Logik), online
term-duel-help-online-intro =
    You and { $opponent } each set a code for the other to break;
    the first to break the other's code wins.
    This duel: { $shape }.
term-duel-help-online-board =
    Your code is on the left, at the bottom, with { $opponent }'s guesses
    at it. { $opponent }'s code is hidden at the top on the right, with
    your guesses. Each turn both of you guess; both guesses and their
    answers are shown together once both are in. The server keeps the duel.
term-duel-help-online-end-text =
    A code broken wins. Both codes broken in the same turn is a draw, and so
    is a duel where all rows are used and neither code is broken. Resigning
    or running out of time loses. At the end both codes are shown.
term-duel-help-online-keys =
    { $keys }: a peg. ← → move, Backspace and Delete clear.
    Enter: send your code, then each row.
    Ctrl-R or F6: resign (asks first).
    q or Esc: leave (asks first during a duel); the duel goes on and
    --resume comes back to it. ?, h or F1: this help.
