# The accounts area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
# Accounts and players: account.js, account-forms.js, name-field.js,
# players.js, player.js, player-follow.js, stats.js, rating-plot.js.

## The account page (account.js)

accounts-title = Your account: { $name }
accounts-document-title = Mastermind — { $name }'s account
accounts-logged-in = You are logged in as { $name }.
accounts-logged-in-since = You are logged in as { $name }, a player since { $since }.
# $link is the link "accounts-go-back-link".
accounts-go-back = Go back to { $link }.
accounts-go-back-link = the page you came from
accounts-signed-out-title = Log in or sign up
accounts-signed-out-document-title = Mastermind — log in or sign up
accounts-logged-out = You are logged out.
accounts-hidden-online = Nobody else sees you online now.
accounts-shown-online = Other players see you online again.
accounts-told-online = You will be told when a player you follow comes online.
accounts-bot-mark = BOT
accounts-bot-title = A bot: a program playing through the API
accounts-bot-account = This is a bot account: it plays through the API with a token, and is rated in the codebreaker league.
accounts-person-account = This is a person's account.
accounts-bots-refused = Bots can no longer challenge you, take up your challenges or meet you in tournaments.
accounts-bots-allowed = Bots may challenge you again.
accounts-become-bot-question = Make this account a bot account, for good? It will be marked BOT, rated only among bots, and can never be a person's account again.
accounts-become-bot-confirm = Make it a bot account
accounts-became-bot = This account is a bot account now.
accounts-league-empty = No bot has an account yet.
accounts-league-caption = The codebreaker league: bots by rating
accounts-league-bot = Bot
accounts-league-record = Won – drawn – lost
accounts-league-wins-draws-losses = { $wins } – { $draws } – { $losses }
accounts-league-average = Guesses per code broken
accounts-league-house = (house bot, level { $level })
accounts-not-told-online = You will not be told when players you follow come online.
accounts-password-changed = Your password is changed.
accounts-delete-question = Delete your account for good? You will be logged out and your name freed; this cannot be undone.
accounts-delete-confirm = Delete my account
accounts-delete-keep = Keep it
accounts-deleted = Your account is deleted.

## Access tokens on the account page (account-tokens.js)

accounts-token-made = Your token "{ $name }" is made. Copy it now: it is shown this once.
accounts-token-copied = The token is copied.
accounts-token-revoke = Revoke
accounts-token-revoke-label = Revoke the token { $name }
accounts-token-revoke-question = Revoke the token "{ $name }"? Programs using it stop working at once.
accounts-token-revoke-confirm = Revoke it
accounts-token-revoke-keep = Keep it
accounts-token-revoked = The token "{ $name }" is revoked.
accounts-token-never-used = never
accounts-token-no-scope = Choose at least one scope.

## Email (account-email.js)

accounts-email-none = This site sends no mail.
accounts-email-unset = No address yet.
accounts-email-unconfirmed = We sent a link to { $address }: follow it to confirm the address. Nothing else is mailed before.
accounts-email-confirmed = Mail goes to { $address }.
accounts-email-sent = A link to confirm it is on its way to { $address }.
accounts-email-saved = Saved.
accounts-email-removed = Your address is forgotten: no more mail.
accounts-email-verified = Your address is confirmed.
accounts-email-unsubscribed = No more mail will be sent to that address.
accounts-email-unknown-link = That link is not known (used already, or replaced by a newer one).
accounts-email-remind-hours = { $hours } hours before

## Vacation (account-vacation.js)

accounts-vacation-left = { $left } of { $allowance } vacation days left in { $year }.
accounts-vacation-away = You are on vacation until { $until }. { $left } of { $allowance } days left in { $year }.
accounts-vacation-started = Your vacation has begun; it ends { $until }.
accounts-vacation-ended = Welcome back: your clocks run again.
accounts-vacation-spent = No vacation days are left this year.

## A name's length as it is typed (name-field.js)

accounts-name-count = { $count } / { $max }

## Players, ratings and figures (players.js)

accounts-rating-hint = Rating
accounts-rating-hint-provisional = Rating (provisional)
accounts-not-rated = not rated yet
accounts-rating-said = rating { $rating }, deviation ±{ $deviation }
accounts-rating-said-provisional = rating { $rating }, deviation ±{ $deviation }, provisional (the deviation is still large)
# A share of the duels, in percent with two decimals: "38.80 %".
accounts-percent = { NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
accounts-share = { $count } ({ NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) } %)
# A duel's side beside a player's name.
accounts-side = { $side ->
        [white] white
       *[black] black
    }
# Between the two players of a duel: "ann v bob".
accounts-versus = v
accounts-last-move = · last move { $ago }
accounts-go-to-duel = Go to your duel
accounts-watch = Watch { $white } v { $black }
accounts-no-duels-in-play = No duels in play just now.

## A player's page (player.js, player-follow.js)

accounts-no-player-given = No player given. Find players in the ranking.
accounts-go-to-ranking = Go to the ranking
accounts-no-such-player = There is no such player.
accounts-see-ranking = See the ranking
accounts-player-document-title = Mastermind — { $name }
accounts-member-since = Member since { $date }.
accounts-record-caption = { $name }'s finished duels
accounts-finished-duels = Finished duels
accounts-duels = Duels
accounts-share-heading = Share
accounts-wins = Wins
accounts-losses = Losses
accounts-draws = Draws
accounts-in-all = In all
# $average is shown in bold.
accounts-average = Average turns to break a code: { $average } (over the duels in which this player broke the code)
accounts-average-none = Average turns to break a code: { $average } (no code broken yet)
accounts-no-rating = { $name } has no rating yet: a rating comes with the first rated duel.
accounts-rating-after = ±{ $deviation } after { $duels ->
        [one] { $duels } rated duel
       *[other] { $duels } rated duels
    }
accounts-provisional-note = — provisional: the “?” goes once the deviation is small enough
accounts-no-duel-yet = { $name } has not played a duel yet.
accounts-in-play = In play
accounts-outcome = { $outcome ->
        [won] Won
        [lost] Lost
        [draw] Draw
       *[other] Finished
    }
accounts-outcome-reason = { $outcome ->
        [won] Won
        [lost] Lost
        [draw] Draw
       *[other] Finished
    }: { $reason }
accounts-outcome-reason-turn = { $outcome ->
        [won] Won
        [lost] Lost
        [draw] Draw
       *[other] Finished
    }: { $reason }, turn { $turn }
accounts-against = against
accounts-played-side = · played { $side ->
        [white] white
       *[black] black
    }
accounts-rated = rated
accounts-casual = casual
accounts-watch-duel = Watch the duel
accounts-replay-duel = See the board and replay it
accounts-follow = Follow { $name }
accounts-unfollow = Unfollow { $name }
accounts-following = You follow { $name }: the lobby shows them under “Friends online” while they are online.
accounts-not-following = You no longer follow { $name }.

## The statistics page (stats.js)

accounts-white-wins = White wins
accounts-black-wins = Black wins
accounts-stats-caption = How the finished duels ended
accounts-result = Result
accounts-no-duel-finished = No duel has finished yet.
accounts-nobody-rated = Nobody is rated yet: a player is ranked after their first rated duel.
accounts-ranking-caption = The ranking of rated players
# The column of a rank, or of a duel's number.
accounts-number-heading = #
accounts-player = Player
accounts-rating = Rating
accounts-rated-duels = Rated duels
accounts-provisional = (provisional)

## The rating's history (rating-plot.js)

accounts-plot-the-player = the player
accounts-plot-empty = No rated duel finished yet.
accounts-plot-point = Rated duel { $number } ({ $date }): { $rating } ±{ $deviation }
accounts-plot-one = After { $name }'s one rated duel the rating is { $rating } ±{ $deviation }.
accounts-plot-many = Over { $duels } rated duels { $name }'s rating went from { $first } to { $last } (highest { $highest }, lowest { $lowest }); the deviation went from ±{ $from } to ±{ $to }.
accounts-plot-title = { $name }'s rating after each rated duel
accounts-plot-band = The shaded band is the rating plus or minus its deviation. The same figures are in the table below.
accounts-plot-x = Rated duels (oldest first)
accounts-plot-y = Rating
accounts-plot-legend-line = rating after the duel
accounts-plot-legend-band = rating ± deviation
accounts-plot-date = Date
accounts-plot-deviation = Deviation
accounts-plot-duel = Duel
accounts-plot-see-duel = See the duel
accounts-plot-table = The rating history as a table

## The account page: notifications on this device (account-push.js)
accounts-push-unsupported = This browser cannot receive notifications from the site.
accounts-push-denied = Notifications from this site are blocked in this browser. Allow them in its site settings to turn them on here.
accounts-push-on = This device will tell you when a duel waits for your move or someone challenges you.
accounts-push-off = This device will no longer tell you.
# $reason: what went wrong, in words
accounts-push-failed = The notifications could not be changed: { $reason }
