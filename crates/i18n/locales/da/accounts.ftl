# Området accounts: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).
# Konti og spillere: account.js, account-forms.js, name-field.js,
# players.js, player.js, player-follow.js, stats.js, rating-plot.js.

## Kontosiden (account.js)

accounts-title = Din konto: { $name }
accounts-document-title = Mastermind — konto for { $name }
accounts-logged-in = Du er logget ind som { $name }.
accounts-logged-in-since = Du er logget ind som { $name }, spiller siden { $since }.
# $link er linket "accounts-go-back-link".
accounts-go-back = Gå tilbage til { $link }.
accounts-go-back-link = siden, du kom fra
accounts-signed-out-title = Log ind eller opret bruger
accounts-signed-out-document-title = Mastermind — log ind eller opret bruger
accounts-logged-out = Du er logget ud.
accounts-hidden-online = Ingen andre kan se dig online nu.
accounts-shown-online = Andre spillere kan se dig online igen.
accounts-told-online = Du får besked, når en spiller du følger, kommer online.
accounts-bot-mark = BOT
accounts-bot-title = En bot: et program, der spiller gennem API'et
accounts-bot-account = Dette er en botkonto: den spiller gennem API'et med et token og rates i kodeknækkerligaen.
accounts-person-account = Dette er et menneskes konto.
accounts-bots-refused = Botter kan ikke længere udfordre dig, tage imod dine udfordringer eller møde dig i turneringer.
accounts-bots-allowed = Botter må udfordre dig igen.
accounts-become-bot-question = Gøre denne konto til en botkonto for altid? Den bliver mærket BOT, rates kun blandt botter og kan aldrig blive et menneskes konto igen.
accounts-become-bot-confirm = Gør den til en botkonto
accounts-became-bot = Denne konto er nu en botkonto.
accounts-league-empty = Ingen bot har en konto endnu.
accounts-league-caption = Kodeknækkerligaen: botter efter rating
accounts-league-bot = Bot
accounts-league-record = Vundet – uafgjort – tabt
accounts-league-wins-draws-losses = { $wins } – { $draws } – { $losses }
accounts-league-average = Gæt pr. knækket kode
accounts-league-house = (husets bot, niveau { $level })
accounts-not-told-online = Du får ikke besked, når spillere du følger, kommer online.
accounts-password-changed = Dit kodeord er ændret.
accounts-delete-question = Slet din konto for altid? Du bliver logget ud, og dit navn bliver frigivet; det kan ikke fortrydes.
accounts-delete-confirm = Slet min konto
accounts-delete-keep = Behold den
accounts-deleted = Din konto er slettet.

## Adgangstokens på kontosiden (account-tokens.js)

accounts-token-made = Dit token "{ $name }" er lavet. Kopiér det nu: det vises kun denne ene gang.
accounts-token-copied = Tokenet er kopieret.
accounts-token-revoke = Tilbagekald
accounts-token-revoke-label = Tilbagekald tokenet { $name }
accounts-token-revoke-question = Tilbagekald tokenet "{ $name }"? Programmer der bruger det, holder op med at virke med det samme.
accounts-token-revoke-confirm = Tilbagekald det
accounts-token-revoke-keep = Behold det
accounts-token-revoked = Tokenet "{ $name }" er tilbagekaldt.
accounts-token-never-used = aldrig
accounts-token-no-scope = Vælg mindst én rettighed.

## E-mail (account-email.js)

accounts-email-none = Denne side sender ingen mails.
accounts-email-unset = Ingen adresse endnu.
accounts-email-unconfirmed = Vi har sendt et link til { $address }: følg det for at bekræfte adressen. Intet andet sendes før.
accounts-email-confirmed = Mails går til { $address }.
accounts-email-sent = Et link til at bekræfte den er på vej til { $address }.
accounts-email-saved = Gemt.
accounts-email-removed = Din adresse er glemt: ikke flere mails.
accounts-email-verified = Din adresse er bekræftet.
accounts-email-unsubscribed = Der sendes ikke flere mails til den adresse.
accounts-email-unknown-link = Det link kendes ikke (brugt allerede, eller erstattet af et nyere).
accounts-email-remind-hours = { $hours } timer før

## Ferie (account-vacation.js)

accounts-vacation-left = { $left } af { $allowance } feriedage tilbage i { $year }.
accounts-vacation-away = Du holder ferie til { $until }. { $left } af { $allowance } dage tilbage i { $year }.
accounts-vacation-started = Din ferie er begyndt; den slutter { $until }.
accounts-vacation-ended = Velkommen tilbage: dine ure går igen.
accounts-vacation-spent = Der er ingen feriedage tilbage i år.

## Et navns længde, mens det skrives (name-field.js)

accounts-name-count = { $count } / { $max }

## Spillere, ratings og tal (players.js)

accounts-rating-hint = Rating
accounts-rating-hint-provisional = Rating (foreløbig)
accounts-not-rated = ingen rating endnu
accounts-rating-said = rating { $rating }, afvigelse ±{ $deviation }
accounts-rating-said-provisional = rating { $rating }, afvigelse ±{ $deviation }, foreløbig (afvigelsen er stadig stor)
# En andel af duellerne i procent med to decimaler: "38,80 %".
accounts-percent = { NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
accounts-share = { $count } ({ NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) } %)
# En duels side ved en spillers navn.
accounts-side = { $side ->
        [white] hvid
       *[black] sort
    }
# Mellem en duels to spillere: "ann mod bob".
accounts-versus = mod
accounts-last-move = · sidste træk { $ago }
accounts-go-to-duel = Gå til din duel
accounts-watch = Se med: { $white } mod { $black }
accounts-no-duels-in-play = Ingen dueller i gang lige nu.

## En spillers side (player.js, player-follow.js)

accounts-no-player-given = Ingen spiller angivet. Find spillere på ranglisten.
accounts-go-to-ranking = Gå til ranglisten
accounts-no-such-player = Spilleren findes ikke.
accounts-see-ranking = Se ranglisten
accounts-player-document-title = Mastermind — { $name }
accounts-member-since = Medlem siden { $date }.
accounts-record-caption = Afsluttede dueller for { $name }
accounts-finished-duels = Afsluttede dueller
accounts-duels = Dueller
accounts-share-heading = Andel
accounts-wins = Vundne
accounts-losses = Tabte
accounts-draws = Uafgjorte
accounts-in-all = I alt
# $average står med fed.
accounts-average = Gennemsnitligt antal ture for at knække en kode: { $average } (i de dueller, hvor denne spiller knækkede koden)
accounts-average-none = Gennemsnitligt antal ture for at knække en kode: { $average } (ingen kode knækket endnu)
accounts-no-rating = { $name } har ingen rating endnu: en rating kommer med den første ratede duel.
accounts-rating-after = ±{ $deviation } efter { $duels ->
        [one] { $duels } ratet duel
       *[other] { $duels } ratede dueller
    }
accounts-provisional-note = — foreløbig: »?« forsvinder, når afvigelsen er lille nok
accounts-no-duel-yet = { $name } har ikke spillet en duel endnu.
accounts-in-play = I gang
accounts-outcome = { $outcome ->
        [won] Vundet
        [lost] Tabt
        [draw] Uafgjort
       *[other] Afsluttet
    }
accounts-outcome-reason = { $outcome ->
        [won] Vundet
        [lost] Tabt
        [draw] Uafgjort
       *[other] Afsluttet
    }: { $reason }
accounts-outcome-reason-turn = { $outcome ->
        [won] Vundet
        [lost] Tabt
        [draw] Uafgjort
       *[other] Afsluttet
    }: { $reason }, tur { $turn }
accounts-against = mod
accounts-played-side = · spillede { $side ->
        [white] hvid
       *[black] sort
    }
accounts-rated = ratet
accounts-casual = uden rating
accounts-watch-duel = Se med i duellen
accounts-replay-duel = Se brættet, og genafspil duellen
accounts-follow = Følg { $name }
accounts-unfollow = Stop med at følge { $name }
accounts-following = Du følger { $name }: lobbyen viser vedkommende under »Venner online«, mens vedkommende er online.
accounts-not-following = Du følger ikke længere { $name }.

## Statistiksiden (stats.js)

accounts-white-wins = Hvid
accounts-black-wins = Sort
accounts-stats-caption = Statistik over vundne spil
accounts-result = Resultat
accounts-no-duel-finished = Ingen duel er afsluttet endnu.
accounts-nobody-rated = Ingen har en rating endnu: en spiller kommer på ranglisten efter sin første ratede duel.
accounts-ranking-caption = Ranglisten over spillere med rating
# Kolonnen med en placering eller en duels nummer.
accounts-number-heading = Nr.
accounts-player = Spiller
accounts-rating = Rating
accounts-rated-duels = Ratede dueller
accounts-provisional = (foreløbig)

## Ratingens historik (rating-plot.js)

accounts-plot-the-player = spilleren
accounts-plot-empty = Ingen ratet duel er afsluttet endnu.
accounts-plot-point = Ratet duel { $number } ({ $date }): { $rating } ±{ $deviation }
accounts-plot-one = Efter sin ene ratede duel har { $name } ratingen { $rating } ±{ $deviation }.
accounts-plot-many = Over { $duels } ratede dueller gik ratingen for { $name } fra { $first } til { $last } (højest { $highest }, lavest { $lowest }); afvigelsen gik fra ±{ $from } til ±{ $to }.
accounts-plot-title = Rating for { $name } efter hver ratet duel
accounts-plot-band = Det skraverede bånd er ratingen plus/minus dens afvigelse. De samme tal står i tabellen nedenfor.
accounts-plot-x = Ratede dueller (ældste først)
accounts-plot-y = Rating
accounts-plot-legend-line = rating efter duellen
accounts-plot-legend-band = rating ± afvigelse
accounts-plot-date = Dato
accounts-plot-deviation = Afvigelse
accounts-plot-duel = Duel
accounts-plot-see-duel = Se duellen
accounts-plot-table = Ratinghistorikken som tabel

## Kontosiden: notifikationer på denne enhed (account-push.js)
accounts-push-unsupported = Denne browser kan ikke modtage notifikationer fra sitet.
accounts-push-denied = Notifikationer fra dette site er blokeret i denne browser. Tillad dem i dens indstillinger for sitet for at slå dem til her.
accounts-push-on = Denne enhed giver dig besked, når en duel venter på dit træk, eller nogen udfordrer dig.
accounts-push-off = Denne enhed giver dig ikke længere besked.
# $reason: hvad der gik galt, i ord
accounts-push-failed = Notifikationerne kunne ikke ændres: { $reason }
