# The online area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).

## Times and clocks (duel-words.js): units side by side, as a clock is read

online-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
online-hours = { $hours } h
online-minutes = { $minutes } min
online-seconds = { $seconds } s
# A clock of more than a day: "2 d 03 h" ($hours with two digits)
online-clock-days = { $days } d { $hours } h
online-no-clock = no clock
online-per-move = { $allowance } a move
online-per-game = { $allowance } a game
online-just-now = just now
online-minutes-ago = { $minutes } min ago
online-hours-ago = { $hours } h ago

## A duel's terms, one item each, shown "5 pegs · 8 colours · 10 turns · …"

online-setup-pegs = { $pegs ->
    [one] { $pegs } peg
   *[other] { $pegs } pegs
}
online-setup-colours = { $colours ->
    [one] { $colours } colour
   *[other] { $colours } colours
}
online-setup-turns = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
online-setup-no-repetition = no repeated colours
online-setup-blanks = blanks allowed
online-setup-colour-game = colour-game rule
online-custom-setup = Custom setup
online-rated = rated
online-casual = casual
online-bots-admitted = bots admitted
online-never-rated = never rated

## How a duel ended; $you is the reader's part in it: winner, loser or none

online-reason-broken = code broken
online-reason-both-broken = both codes broken in the same turn
online-reason-rows-used = all rows used
online-reason-resigned = resigned
online-reason-time-out = time-out
online-reason-abandoned = abandoned
online-result-draw = Draw
online-result-won = You won
online-result-lost = You lost
online-result-winner = { $winner } won
online-result-broken = { $you ->
    [winner] You broke { $loser }'s code (code broken).
    [loser] { $winner } broke your code (code broken).
   *[none] { $winner } broke { $loser }'s code (code broken).
}
online-result-broken-in-turn = { $you ->
    [winner] You broke { $loser }'s code in turn { $turn } (code broken).
    [loser] { $winner } broke your code in turn { $turn } (code broken).
   *[none] { $winner } broke { $loser }'s code in turn { $turn } (code broken).
}
online-result-both-broken = Both codes broken in the same turn.
online-result-both-broken-in-turn = Both codes broken in the same turn (turn { $turn }).
online-result-rows-used = All rows used: neither code was broken in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
    }.
online-result-resigned = { $you ->
    [loser] You resigned.
   *[other] { $loser } resigned.
}
online-result-time-out = { $you ->
    [loser] You ran out of time (time-out).
   *[other] { $loser } ran out of time (time-out).
}
online-result-both-time-out = Both players ran out of time (time-out).
online-result-abandoned = { $you ->
    [winner] { $loser } left the duel (abandoned): you claimed the win.
    [loser] You left the duel (abandoned): { $winner } claimed the win.
   *[none] { $loser } left the duel (abandoned): { $winner } claimed the win.
}
online-result-abandoned-draw = A player left the duel (abandoned): a draw was claimed.
# A reason the page has no words of its own for, as the server names it
online-result-other = { $reason }.
# The lists' one line: "You won: code broken, turn 3"
online-result-short = { $heading }: { $reason }
online-result-short-turn = { $heading }: { $reason }, turn { $turn }

## The duel page's status line, hints and announcements (duel-said.js)

online-not-started = The duel has not started.
online-watching = You are watching: the players place the pegs.
online-duel-over = The duel is over.
online-code-set-waiting = Your code is set. Waiting for { $opponent }'s code.
online-guess-in-thinking = Your guess is in: { $opponent } is thinking.
online-guess-in-waiting = Your guess is in. Waiting for { $opponent }.
online-status-codes = Setting the codes.
# $players: the names of those awaited, listed ("alice and bob")
online-status-codes-waiting = Setting the codes: waiting for { $players }.
online-status-turn = Turn { $turn } of { $turns }.
online-status-turn-waiting = Turn { $turn } of { $turns }: waiting for { $players }.
online-status-set-code-both = Set your code: the code { $opponent } will try to break. { $opponent } is setting a code too.
online-status-set-code-theirs-set = Set your code: the code { $opponent } will try to break. { $opponent } has set a code.
online-status-waiting-code = Waiting for { $opponent }'s code.
online-status-computer-guessed = Turn { $turn } of { $turns }: your guess at { $opponent }'s code. It has guessed: both guesses show as soon as yours is in.
online-status-computer-thinking = Turn { $turn } of { $turns }: your guess is in; { $opponent } is thinking.
online-status-your-guess = Turn { $turn } of { $turns }: your guess at { $opponent }'s code.
online-status-they-guessed = Turn { $turn } of { $turns }: { $opponent } has guessed. Your guess at { $opponent }'s code.
online-status-waiting-guess = Turn { $turn } of { $turns }: your guess is in, waiting for { $opponent }.
online-status-both-in = Turn { $turn } of { $turns }: both guesses are in.
online-row-theirs = Row { $row } of { $player }'s guesses: they place those pegs.
online-row-computer = Row { $row } of { $player }'s guesses: it places those pegs.
online-set-code-first = First set your code, in the bottom row of Your code.
online-row-not-in-play = Row { $row } is not in play. Place your pegs in row { $turn }.
online-said-code-set = { $opponent } has set a code.
online-said-guessed = { $opponent } has guessed.
online-said-codes-set = Both codes are set: turn 1.
online-said-revealed = Turn { $turn } revealed: your guess scores { $black } black, { $white } white; { $opponent }'s guess at your code scores { $opponent_black } black, { $opponent_white } white.
online-said-revealed-watch = Turn { $turn } revealed: { $player }'s guess scores { $black } black, { $white } white; { $opponent }'s guess scores { $opponent_black } black, { $opponent_white } white.
# The result's heading and its sentence, said together
online-said-result = { $heading }. { $text }
online-said-left-watch = { $left ->
        [one] { $left } turn
       *[other] { $left } turns
    } left: { $white } and { $black } guess turn { $turn }.
online-said-left-yours = { $left ->
        [one] { $left } turn
       *[other] { $left } turns
    } left: your guess for turn { $turn }.
online-said-left-waiting = { $left ->
        [one] { $left } turn
       *[other] { $left } turns
    } left: waiting for { $opponent }'s guess for turn { $turn }.

## The duel's clocks (duel-clocks.js)

online-clock-yours = Your time
online-clock-theirs = { $player }'s time
online-clock-yours-label = Your time:
online-clock-theirs-label = { $player }'s time:
# The clock of a side that has made its move this turn
online-clock-moved = moved
online-clock-time-up = time is up
online-clock-hurry = hurry!
online-clock-ten-seconds = Ten seconds left!
# Under the clocks, when the server could take no moves for a while (its
# database unreachable, or the server down) and gave that time back
online-clock-given-back = { $seconds ->
    [one] The clocks were stopped for { $seconds } second while the server was unavailable.
   *[other] The clocks were stopped for { $seconds } seconds while the server was unavailable.
}
# Under the clocks, while a player is on vacation (their correspondence
# clocks stand still); $until is a date and time
online-clock-vacation-yours = You are on vacation until { $until }: your clock stands still.
online-clock-vacation-theirs = { $player } is on vacation until { $until }: their clock stands still.

## The duel's boards, as a screen reader meets them (duel-board.js)

online-editing-code = your code
online-editing-guess = row { $row }, your guess
# A hole of the row being entered; $row is online-editing-code or -guess
online-hole = { $row }, peg { $peg }: { $colour }
online-hole-empty = empty
online-row-entering = { $row }, being entered
# $colours: the colours of the code, listed
online-code-yours = your code: { $colours }
online-code-theirs = { $player }'s code: { $colours }
online-code-yours-state = your code: { $state ->
        [never] never set
        [hidden] hidden until the duel is over
       *[unset] not set yet
    }
online-code-theirs-state = { $player }'s code: { $state ->
        [never] never set
        [hidden] hidden until the duel is over
       *[unset] not set yet
    }
online-code-stays-hidden = { $player }'s code stays hidden until the duel is over.
# The number column's mark of a code row
online-code-mark = code
online-feedback = { $black } black, { $white } white
online-row-yours-played = row { $row }, your guess: { $colours }; { $black } black, { $white } white
online-row-theirs-played = row { $row }, { $player }'s guess: { $colours }; { $black } black, { $white } white
online-row-pending = row { $row }, your guess: { $colours }; waiting for { $opponent }
online-row-waiting-for = waiting for { $opponent }
online-row-guessed-label = row { $row }: { $player } has guessed; shown at the reveal
online-row-guessed = guessed
online-row-yours-empty = row { $row }, your guess: { $state ->
        [waiting] not made yet
       *[future] to come
    }
online-row-theirs-empty = row { $row }, { $player }'s guess: { $state ->
        [waiting] not made yet
       *[future] to come
    }
online-submit-code = Set this as your code
online-submit-guess = Send { $row }
online-submit-code-title = Set this as your code (Enter)
online-submit-guess-title = Send this guess (Enter)

## Entering a code or a guess (duel-editor.js)

online-hint-code = Your code: click a hole of the bottom row of Your code, then a colour, or type digits.
online-hint-guess = Your guess: click a hole of the row in play, then a colour, or type digits.
online-no-blanks = This game has no blanks: every hole takes a colour.
online-no-such-colour = This game has { $colours } colours: there is no colour { $digit }.
online-code-incomplete = Your code needs { $missing ->
        [one] { $missing } more peg
       *[other] { $missing } more pegs
    } before it can be sent.
online-row-incomplete = Row { $row } needs { $missing ->
        [one] { $missing } more peg
       *[other] { $missing } more pegs
    } before it can be sent.
online-no-letter = No colour of this game has the letter { $letter }.
online-guess-sent-computer = Turn { $turn }: your guess is sent; { $computer } reveals its own with it…

## The duel page (duel.js)

online-no-duel = No duel given. Find one in the lobby.
online-to-lobby = Go to the lobby
online-no-such-duel = No such duel: it does not exist (any more), or it is a duel against the computer, which only its player sees.
online-duel-log-in = Log in to see this duel.
online-log-in = Log in
online-the-computer = the computer
online-deleted-player = deleted player
online-title-computer = Duel against { $computer }
online-title-duel = Duel: { $white } v { $black }
online-title-challenge = Challenge from { $challenger }
# The browser's tab: the site's name and the page's title
online-page-title = Mastermind — { $title }
# Each name is a link to the player's page
online-players = White: { $white } · Black: { $black }
# $to: you, player (the $opponent named), single-use or link (a challenge by link), anyone
online-open-heading-mine = Your challenge to { $to ->
        [player] { $opponent }
        [single-use] whoever opens its link first
        [link] anyone with its link
       *[anyone] anyone
    }
online-open-heading = { $challenger } challenges { $to ->
        [you] you
        [player] { $opponent }
        [single-use] whoever opens its link first
        [link] anyone with its link
       *[anyone] anyone
    }
# $terms: the duel's terms, "Logik · 5 pegs · … · rated"
online-open-waiting-for = Waiting for { $opponent } to accept: { $terms }. The duel starts here as soon as the challenge is accepted.
online-open-waiting = Waiting for someone to accept: { $terms }. The duel starts here as soon as the challenge is accepted.
online-open-terms-no-clock = The terms: { $terms }. There is no clock. Accept, and both of you set a code for the other to break.
online-open-terms = The terms: { $terms }. The clock: { $clock }. Accept, and both of you set a code for the other to break.
online-own-heading = Your code
online-own-heading-watch = { $player }'s code
online-own-sub = { $opponent }'s guesses at it
online-guess-heading = Your guesses
online-guess-heading-watch = { $player }'s guesses
online-guess-sub = at { $opponent }'s code
online-result-code-yours = Your code
online-result-code-theirs = { $player }'s code
online-result-code-yours-label = Your code:
online-result-code-theirs-label = { $player }'s code:
online-never-set = never set
online-play-again = Play again
online-play-again-title = A new duel against the same level, on the same terms, at once
online-rematch = Rematch
online-rematch-title = Offer your opponent a return duel on the same terms, colours swapped
# The opponent's rematch, offered on the finished duel's page, followed by its Accept button
online-rematch-offer = { $player } offers a rematch:
# The rematch offered was declined, by the player named (the offerer reads it), or by the reader.
online-rematch-declined = { $player } declined the rematch.
online-rematch-you-declined = You declined the rematch.
# A challenge addressed to one player, declined by them.
online-challenge-declined = { $player } declined this challenge.
online-challenge-you-declined = You declined this challenge.
online-cancel-challenge-question = Cancel this challenge? Nobody will be able to accept it any more.
online-cancel-challenge = Cancel the challenge
online-keep-it = Keep it
online-your-opponent = your opponent
online-resign-question = Resign this duel? { $opponent } wins it.
online-resign = Resign
online-keep-playing = Keep playing

## The replay of a finished duel (duel-replay.js, duel-replay-box.js)

online-replay-loading = Loading the replay…
online-replay-failed = The replay cannot be shown: { $reason }
online-replay-end = The end.
online-replay-end-result = The end: { $heading }. { $text }
# $end: online-replay-end or online-replay-end-result
online-replay-no-turns = No turn was revealed in this duel. { $end }
online-replay-start = The start: both codes are set, no turn played yet ({ $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } to come).
# A turn of the replay: each side's key pegs, white's first; $you is the reader's side (white, black) or none
online-replay-turn = Turn { $step } of { $turns }: { $you ->
        [white] your guess scored { $white_black } black, { $white_white } white; { $black }'s guess scored { $black_black } black, { $black_white } white.
        [black] { $white }'s guess scored { $white_black } black, { $white_white } white; your guess scored { $black_black } black, { $black_white } white.
       *[none] { $white }'s guess scored { $white_black } black, { $white_white } white; { $black }'s guess scored { $black_black } black, { $black_white } white.
    }

## The lobby (duels.html: duels.js, duels-computer.js, duels-friends.js)

online-lobby-disconnected = The live lobby is disconnected: reconnecting… The lists are fetched every 10 seconds meanwhile.
online-logged-out = You are no longer logged in. Log in again to play.
online-wait-on-page = Wait for it on its page
online-link-made = Your challenge by link is made. Copy its link and send it; this page says when it is accepted.
online-link-accepted = { $opponent } accepted your challenge: the duel has begun.
online-go-to-duel = Go to the duel against { $opponent }
online-no-open = No open challenges just now. Make one above: it shows here for every player.
# An open challenge in the list: $challenger and $whom are names in bold (or online-item-you, online-whom)
online-item-challenge = { $challenger } challenges { $whom }
online-item-challenge-mine = { $challenger } challenge { $whom }
online-item-you = You
# To whom a challenge is, as $to says (see online-open-heading)
online-whom = { $to ->
        [you] you
        [single-use] whoever opens its link first
        [link] anyone with its link
       *[anyone] anyone
    }
online-cancel = Cancel
online-accept = Accept
online-details = Details
online-no-playing = No duels in play. Accept a challenge or make one.
online-item-against = Against { $opponent }
online-you-play = { $side ->
        [white] you play white
       *[black] you play black
    }
online-waiting-for = Waiting for { $opponent }
online-your-move = Your move
# $move: online-your-move, in bold; $time: the time left
online-your-move-left = { $move }, { $time } left
online-no-over = No finished duels yet.
online-finished = Finished
# $outcome: the result's short line (online-result-short)
online-item-over = { $outcome } against { $opponent }
online-see-board = See the board
online-computer-none = None yet. Start one above: it shows here until you finish it, and after.
online-computer-turn = turn { $turn } of { $turns }
online-computer-codes = setting the codes
online-item-in-play = In play against { $computer }
online-go-on = Go on with the duel against { $computer }
online-no-friends-online = None of the players you follow is online just now.
online-no-friends = You follow nobody yet: follow players on their pages, and those online show here.
online-nobody-online = Nobody else is online just now.
# The button beside a player online; the name is there for a screen reader only
online-challenge-player = Challenge { $player }
online-challenge-for = A challenge to { $player }: choose the game, then make the challenge.

## A challenge's link page (challenge.js)

online-no-challenge-here = No challenge here
online-no-challenge-here-text = This address names no challenge: ask for its link again.
online-logged-in-as = You are logged in as { $player }. You may accept the challenge now.
online-link-taken = This link has been taken
# $reason: the server's refusal, as a sentence
online-link-taken-text = { $reason } A single-use link is for the first player who opens it.
online-no-such-challenge = No such challenge
online-no-such-challenge-text = The link is not complete, or the challenge is gone.
online-challenge-accepted = This challenge was accepted
online-challenge-accepted-text = Someone accepted it before you: the duel is under way.
online-watch-duel = Watch the duel
online-challenge-withdrawn = This challenge was withdrawn
online-challenge-withdrawn-text = Its challenger withdrew it before anyone accepted.
online-challenge-title-mine = Your challenge by link
online-challenge-title = { $challenger } challenges you
online-challenge-title-someone = Someone challenges you
# $challenger: the name, with its rating, linking to the player's page
online-challenge-from = From { $challenger }: a duel of Logik, each of you breaking the other’s code.
online-challenge-terms = The terms: { $terms }.
online-challenge-single-use = A single-use link: the first player who opens it while logged in may accept it, nobody else.
online-challenge-open-link = An open link: anyone who has it may accept, until someone does.
online-answer-mine = Send this link to the player you want to play: the duel starts on its page as soon as they accept.
online-answer-single-use = This link is yours now: accept, and the duel begins; decline, and it is free for someone else.
online-answer-open = Accept, and the duel begins: both of you set a code for the other to break.
online-declined = You declined the challenge
online-declined-text = Its link is free again for someone else.
online-find-another = Find another challenge in the lobby

## The lobby's forms: the choice of a clock (lobby-form.js)

online-time-seconds-move = { $seconds } s a move
online-time-minutes-move = { $minutes } min a move
online-time-days-move = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } a move (correspondence)
online-time-minutes-duel = { $minutes } min a duel
online-time-hours-duel = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } a duel
online-time-other = Other: a number of seconds

## Tournaments' words (tournament-words.js)

# $length: minutes and hours, "30 min", "1 h 30 min"
online-arena-of = Arena of { $length }
online-swiss-of = Swiss of { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
online-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# A bye's letter on a player's sheet of results (see online-key-swiss)
online-mark-bye = B
online-sheet-playing = in play
# One result of a sheet: $result is win, draw, loss or bye
online-sheet = { $result ->
        [win] win
        [draw] draw
        [loss] loss
       *[bye] bye
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
online-sheet-fire = { $result ->
        [win] win
        [draw] draw
        [loss] loss
       *[bye] bye
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, on fire (doubled)

## A tournament's standings and podium (tournament-standings.js)

# A rank: $form is the language's ordinal form of $rank (English: one, two, few, other)
online-ordinal = { $form ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    }
online-standings-caption = Standings of { $name }: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, the leader first
online-rank = Rank
online-column-player = Player
online-column-points = Points
online-column-results = Results
online-column-duels = Duels
online-column-buchholz = Buchholz
online-buchholz-title = Buchholz: the sum of the opponents' points
online-column-performance = Performance
online-you-mark = (you)
online-paused-mark = (paused)
online-left-mark = (left)
online-on-fire-title = On fire: the next result counts double
# $flame: the flame's image; $why: online-on-fire-why, for a screen reader only
online-on-fire = { $flame } on fire{ $why }
online-on-fire-why = : the next result counts double
online-duels-title = { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }
# $result: one result in words (online-sheet)
online-sheet-see-duel = { $result }: see the duel
online-key-performance = Performance: the average rating of the opponents, 500 more for a win and 500 less for a loss.
online-key-swiss = Results: each duel's points in order, B a bye, … a duel in play. A win is 1 point, a draw ½, a bye 1. Ties are broken by Buchholz, the sum of the opponents' points.
# $flame: the flame's image
online-key-arena = Results: each duel's points in order, … a duel in play; a flame ({ $flame }) marks a result scored on fire. A win is 2 points, a draw 1. After two wins in a row a player is on fire: each result counts double until one is not a win.
online-nobody-joined = Nobody has joined yet.
online-podium-duels = { $duels ->
        [one] { $duels } duel
       *[other] { $duels } duels
    } ({ $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    })
online-podium-performance = performance { $performance }

## A tournament's pairings (tournament-pairings.js)

online-no-pairing = No duel yet.
# $player: the name, a link to the player's page
online-pairing-bye = { $player } has a bye (a point, as for a win)
online-pairing-bye-round = Round { $round }: { $player } has a bye (a point, as for a win)
# $white and $black: each name with its colour noted (online-side-white, online-side-black)
online-pairing = { $white } v { $black }
online-pairing-round = Round { $round }: { $white } v { $black }
online-side-white = (white)
online-side-black = (black)
online-pairing-playing = In play
online-pairing-over = Over
online-go-to-your-duel = Go to your duel
online-watch-pairing = Watch { $white } v { $black }

## A tournament's page (tournament.js)

online-no-tournament = No tournament given.
online-see-tournaments = See the tournaments
online-no-such-tournament = No such tournament.
online-live-lost = The live page is disconnected: reconnecting…
online-live-back = The live page is connected again.
# $creator: the name, a link to the player's page
online-made-by = made by { $creator }
# $time: the time left ("3 min 05 s"); $start: the day and the time it starts
online-tournament-starts-in = Starts in { $time } ({ $start }). { $players ->
        [one] { $players } player
       *[other] { $players } players
    } in.
online-tournament-starting = Starting: the players are being paired. { $players ->
        [one] { $players } player
       *[other] { $players } players
    } in.
online-tournament-round = Round { $round } of { $rounds }.
online-tournament-round-one = Round 1 is being paired.
online-tournament-running = Running: { $time } left (it ends at { $end }).
online-tournament-time-up = Time is up: ending.
online-tournament-winner = Finished. The winner: { $winner }.
online-tournament-finished = Finished.
online-tournament-cancelled = Cancelled: its maker withdrew it, or fewer than two players were in at its start.
# $place: a rank (online-ordinal)
online-you-place = You are { $place } with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
online-you-in = You are in: you are paired as soon as it starts.
online-you-left-before = You left this tournament. Join again before it starts to play.
online-you-play-duel = You play { $opponent }: your duel is in play.
online-you-bye = Round { $round }: you have a bye, 1 point (as for a win). You are paired again in the next round.
online-you-paused = You are paused: you are not paired until you join again. Your points stay.
online-you-left-arena = You left: your points stay. Join again to be paired.
online-you-left-swiss = You left this tournament: your points stay.
# A free arena player waits while other duels of the arena are in play: they are paired when one ends.
online-you-waiting-arena-duels = You are in, waiting for an opponent: { $duels ->
        [one] a duel is in play, and you are paired as soon as it ends.
       *[other] { $duels } duels are in play, and you are paired as soon as one ends.
    }
# A free arena player with no duel in play to wait for: only another player joining can change that.
online-you-waiting-arena-join = You are in, waiting for an opponent: you are paired as soon as another player joins.
online-you-waiting-swiss = You are in: the next round is paired when every duel of this one is over.
online-you-finished = You finished { $place } with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
online-you-played = You played in this tournament.
online-log-in-to-join = Log in to join: watching needs no account.
online-watching-tournament = Watching: anyone may, with or without an account.
online-go-to-your-duel-against = Go to your duel against { $opponent }
online-join-again = Join again
online-join = Join the tournament
online-help-maker = You made this tournament: it starts by itself at its time with the players in then (two at least, or it is cancelled), or start it now.
online-help-swiss = A Swiss takes players until it starts.
online-help-arena = Players may join until it ends.
online-help-leave = Leave when you like: you are no longer paired, your points stay, and you may join again.
online-said-begun = The tournament has begun.
online-said-over = The tournament is over.
online-said-over-winner = The tournament is over: { $winner } won.
online-said-cancelled = The tournament was cancelled.
online-said-players-in = { $players ->
        [one] { $players } player
       *[other] { $players } players
    } in.
online-said-round = Round { $round } has begun.
online-said-standings-you-lead = The standings changed: You lead with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
online-said-standings = The standings changed: { $leader } leads with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
online-said-standings-and-you = The standings changed: { $leader } leads with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. You are { $place } with { $your_points ->
        [one] { $your_points } point
       *[other] { $your_points } points
    }.
online-your-next-opponent = your next opponent
online-said-duel-begins = You play { $opponent }: your duel begins.
online-duel-begins = You play { $opponent }: your duel begins…
online-leave-arena-question = Leave the arena? You are no longer paired; your points stay, and you may join again while it runs.
online-leave-swiss-question = Leave this Swiss? You are not paired in the rounds to come, and may not join again.
online-leave = Leave
online-stay = Stay
online-cancel-tournament-question = Cancel this tournament? Nobody will be able to play in it.
online-cancel-tournament = Cancel the tournament

## The tournaments (tournaments.js)

online-none-running = No tournament is running just now.
online-none-upcoming = No tournament is coming up. Make one: it shows here for every player to join.
online-none-finished = No tournament has finished yet.
online-players-count = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
online-you-played-mark = you played
online-you-are-in-mark = you are in
# $countdown: online-countdown-start, kept up to date
online-list-starts = Starts { $start }, { $countdown }
online-countdown-start = in { $time }
online-countdown-any-moment = any moment now
online-list-round = Round { $round } of { $rounds }
online-list-round-one = Round 1 is being paired
# $countdown: online-countdown-end, kept up to date
online-list-running-left = Running: { $countdown }
online-list-running = Running
online-countdown-end = { $time } left
online-countdown-ending = ending now
# $winner: the name in bold, a link to the player's page
online-list-won-by = Won by { $winner }
online-list-cancelled = Cancelled

## The lobby's forms, before the server's games are in (lobby-form.js)

# The game's name (seed 003's), the same in every language
online-logik = Logik

## The notification centre: the bell's count and the list
# $count: the unread notifications
notifications-bell-unread = { $count ->
    [one] Notifications: 1 unread
   *[other] Notifications: { $count } unread
}
notifications-signed-out = Log in to see your notifications.
notifications-none = Nothing yet: when a duel waits for your move, a challenge comes or a duel ends, it is listed here.
notifications-new = New
# $player: the opponent
notification-your-move = Your move against { $player }.
# $player: the opponent; $time: the time left
notification-your-move-left = Your move against { $player }: { $time } left.
# $player: who challenges
notification-challenge = { $player } challenges you to a duel.
notification-rematch = { $player } offers you a rematch.
# $player: who accepted
notification-accepted = { $player } accepted your challenge: the duel begins.
# $player: the opponent
notification-won = You won your duel against { $player }.
notification-lost = You lost your duel against { $player }.
notification-drawn = Your duel against { $player } ended in a draw.
# $tournament: its name; $time: when it starts
notification-tournament-starting = The tournament { $tournament } starts at { $time }.
notification-friend-online = { $player } is online.

## Web Push: the title of a message pushed to a device (its text is the
## notification's own, above)
push-your-move-title = Your move
push-challenge-title = A challenge

online-coach-loading = The coach is reviewing the duel…
# $name: a player's name
online-coach-side = { $name }'s guesses
online-coach-computer = The computer
