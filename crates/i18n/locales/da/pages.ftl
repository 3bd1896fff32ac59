# pages


## Dele, flere sider deler (templates/parts.html)

page-time-legend = Betænkningstid
page-time-none = Intet ur
page-time-per-turn = En tid for hvert træk (hver kode og hvert gæt)
page-time-per-game = En tid for hele duellen (et skakur)
page-time-preset = Tid
page-time-seconds = Sekunder
page-login-heading = Log ind
page-login-submit = Log ind
page-account-name = Brugernavn
page-account-password = Kodeord
page-signup-heading = Opret bruger
page-signup-name-help-html = 3 til 20 bogstaver, cifre, <kbd>-</kbd> eller <kbd>_</kbd>. Andre spillere kan se det.
page-password-help = Mindst 8 tegn.
page-signup-submit = Opret bruger
page-show-passwords = Vis kodeordene, mens jeg skriver dem

## Din konto (pages/account.html)

page-account-title = Mastermind — din konto
page-account-heading = Din konto
page-account-signed-out-label = Log ind eller opret bruger
page-account-intro = Med en konto kan du spille dueller i Logik online mod andre spillere: udfordr en ven ved navn eller hvem som helst i lobbyen. Spil på denne enhed kræver ingen konto.
page-account-signed-in-heading = Logget ind
page-account-play-online = Spil online
page-account-log-out = Log ud
page-account-online-heading = At være online
page-account-online-text = Mens du bruger siden, kan andre spillere se, at du er online: under "Online nu" i lobbyen og blandt venner online hos dem, der følger dig.
page-account-hide-online = Skjul for alle, at jeg er online
page-account-tell-online = Fortæl mig det (med klokken), når en spiller jeg følger, kommer online
page-account-bots-heading = Botter
page-account-refuse-bots = Afvis udfordringer fra botter (du kan stadig selv udfordre en bot)
page-account-become-bot-text = En botkonto er til et program, der spiller gennem API'et: den er mærket BOT overalt og rates i kodeknækkerligaen, ikke blandt mennesker. En konto bliver det for altid, og kun før den har spillet en ratet duel.
page-account-league-link = Kodeknækkerligaen
page-account-become-bot = Gør dette til en botkonto
page-account-password-heading = Skift dit kodeord
page-account-current-password = Nuværende kodeord
page-account-new-password = Nyt kodeord
page-account-password-submit = Skift kodeordet
page-account-delete-heading = Slet din konto
page-account-delete-text = Dit brugernavn og kodeord fjernes, og du bliver logget ud. Dueller, du har afsluttet, bliver stående på dine modstanderes lister, spillet af "slettet spiller".
page-account-delete-submit = Slet min konto
page-account-email-heading = E-mail
page-account-email-text = Mastermind kan maile dig én gang om dagen med de dueller, der venter på dit træk (intet de dage, hvor ingen venter), og minde dig om det én gang, når et af dine korrespondanceure er ved at løbe ud. Hver mail har et link, der stopper dem.
page-account-email-address = Adresse
page-account-email-submit = Send et link for at bekræfte den
page-account-email-digest = Et dagligt overblik over de dueller, der venter på mit træk
page-account-email-remind = Mind mig om det, før min tid løber ud
page-account-email-remind-none = ingen påmindelse
page-account-email-remind-hours = { $hours } timer før
page-account-email-resend = Send linket igen
page-account-email-remove = Glem min adresse
page-account-vacation-heading = Ferie
page-account-vacation-text = Mens du holder ferie, står urene i dine korrespondancedueller stille for dig (ikke for dine modstandere), og de kan se, hvornår du er tilbage. Hver påbegyndt dag tæller; en ferie der slutter tidligt, giver de dage tilbage der ikke er påbegyndt.
page-account-vacation-days = Dage
page-account-vacation-start = Begynd en ferie
page-account-vacation-end = Slut ferien nu
page-account-tokens-heading = Adgangstokens
page-account-tokens-text = Et program af dine (en bot, et script) handler for din konto med et adgangstoken, inden for de rettigheder du giver det. Send det som "Authorization: Bearer" med hver forespørgsel (se API'ets dokumentation). Enhver der har et token, handler for dig inden for dets rettigheder: tilbagekald et du ikke længere bruger.
page-account-tokens-none = Du har ingen adgangstokens.
page-account-token-name = Navn
page-account-token-scopes = Rettigheder
page-account-token-made = Lavet
page-account-token-used = Sidst brugt
page-account-token-actions = Handlinger
page-account-token-new = Lav et adgangstoken
page-account-token-copy = Kopiér tokenet
page-account-token-submit = Lav tokenet
page-account-scope-read = read: se dine spil, serier, dueller og statistik
page-account-scope-play = play: træk i dine spil, serier og dueller
page-account-scope-challenge = challenge: lav, tag imod, afslå og træk udfordringer tilbage
page-account-scope-tournament = tournament: lav, deltag i og forlad turneringer
page-account-scope-bot = bot: alt ovenfor, for et program der spiller for dig

## En udfordring via link (pages/challenge.html)

page-challenge-title = Mastermind — en udfordring
page-challenge-heading = En udfordring
page-challenge-terms-heading = Den tilbudte duel
page-challenge-answer-heading = Dit svar
page-challenge-accept = Tag imod udfordringen
page-challenge-decline = Afslå
page-challenge-wait = Vent på den på dens side
page-challenge-guest-heading = Opret bruger eller log ind for at tage imod
page-challenge-guest-text = En duel kræver en konto: et brugernavn og et kodeord, intet andet. Du bliver på denne side og tager imod lige bagefter.
page-challenge-closed-heading = Denne udfordring er lukket
page-challenge-find-another = Find en anden udfordring i lobbyen

## Computeren som kodeknækker (pages/codebreaker.html)

page-palette-label = Farvepalet
page-codebreaker-title = Mastermind — computeren som kodeknækker
page-codebreaker-heading = Computeren knækker din kode
page-codebreaker-intro = Du er kodemager: vælg en hemmelig kode — på siden, eller hold den i hovedet — og computeren gætter. Svar på hvert gæt med sorte pinde (rigtig farve, rigtig plads) og hvide pinde (rigtig farve, forkert plads). Hvis dine svar modsiger hinanden, viser computeren, hvilke ture der ikke alle kan være sande, og du kan rette dem.
page-codebreaker-level = Niveau
page-codebreaker-strategy = Strategi
page-codebreaker-blunders = Computerens fejl
page-codebreaker-blunders-none = Ingen
page-codebreaker-blunders-sometimes = Af og til
page-codebreaker-blunders-often = Ofte
page-codebreaker-secret-heading = Din hemmelige kode
page-codebreaker-secret-optional = (valgfri: kun du kan se den)
page-codebreaker-secret-label = Din hemmelige kode
page-codebreaker-secret-hint = Klik på en farve for at fylde det næste hul; klik på et hul (eller tryk Backspace) for at tømme det. Taster: et ciffer (1 = den første farve) eller en farves bogstav sætter en pind, pilene flytter mellem hullerne. Eller lad koden være tom og hold den i hovedet.
page-codebreaker-start = Lad computeren gætte
page-codebreaker-demo = Se computeren spille mod sig selv
page-codebreaker-demo-skip = Spring til slutningen
page-codebreaker-demo-stop = Stop
page-codebreaker-board-label = Computerens gæt
page-codebreaker-retry = Fortsæt med de rettede svar
page-codebreaker-answer-hint = Sæt svaret i den sidste række med knapperne − og +, eller klik på de små huller til svarpinde (hvert klik: sort, hvid, tom), og tryk så på “Svar”. En række, der allerede er besvaret, kan ændres med “Ret”.

## Dagens kode (pages/daily.html)

page-loading = Indlæser…
page-daily-title = Mastermind — dagens kode
page-daily-description = Én kode om dagen for alle, ét forsøg, ingen tips: spil den, og sammenlign så dine rækker med dine venners.
page-daily-heading = Dagens kode
page-daily-intro = Hver dag (UTC) har hvert niveau én hemmelig kode, den samme for alle. Du har ét forsøg om dagen på hvert niveau, uden tips. Når dit spil er slut, kan du dele dit resultat: svarpindene for hver tur, uden farver, så det ikke afslører noget.
page-daily-today-heading = Dagens koder
page-daily-table-heading = Dagens liste
page-daily-table-text = Koderne knækket i dag, med færrest ture først, derefter de hurtigste.
page-daily-level = Niveau

## En duel (pages/duel.html)

page-keyboard-heading = Spil med tastaturet
page-board-keyboard-move-html = Gå med Tab til rækken i spil; <kbd>←</kbd> <kbd>→</kbd> flytter mellem dens huller og stopper ved enderne, <kbd>Home</kbd> <kbd>End</kbd> går til det første og det sidste; pilen mod de spillede rækker (<kbd>↑</kbd>, eller <kbd>↓</kbd> på en plade tegnet nedefra) går gennem dem, hver læst med sine stikpinde.
page-board-keyboard-place-html = Et ciffer (1 = farvepalettens første farve) eller en farves bogstav sætter en pind og går videre; <kbd>0</kbd> eller <kbd>.</kbd> sætter et tomt hul, hvor spillet tillader det.
page-board-keyboard-enter-html = <kbd>Backspace</kbd> tømmer et hul; <kbd>Enter</kbd> spiller en fuld række.
page-duel-title = Mastermind — duel
page-duel-description = En duel i Mastermind online: hver spiller vælger en kode og knækker den andens.
page-duel-heading = Duel
page-duel-tournament = En duel i en turnering: dens resultat tæller med i stillingen.
page-duel-tournament-link = Se turneringen
page-duel-reconnecting = Forbinder igen…
page-duel-cancel = Træk udfordringen tilbage
page-duel-log-in-to-accept = Log ind for at tage imod
page-duel-back-to-lobby = Tilbage til lobbyen
page-duel-cancelled-heading = Denne udfordring blev trukket tilbage
page-duel-cancelled-text-html = Udfordreren trak den tilbage, før nogen tog imod den. <a href="duels.html">Find en anden i lobbyen</a>.
page-duel-play-label = Duellen
page-duel-own-heading = Din kode
page-duel-guess-heading = Dine gæt
page-duel-replay-heading = Genafspil
page-duel-replay-label = Gå gennem duellen
page-duel-replay-first = « Første
page-duel-replay-first-hint = Starten: begge koder sat (Home)
page-duel-replay-prev = ‹ Forrige
page-duel-replay-prev-hint = Turen før (←)
page-duel-replay-next = Næste ›
page-duel-replay-next-hint = Den næste tur (→)
page-duel-replay-last = Sidste »
page-duel-replay-last-hint = Den sidste tur: slutningen (End)
page-duel-replay-help-html = Brætterne viser duellen frem til den valgte tur. Taster: <kbd>←</kbd> <kbd>→</kbd> en tur tilbage eller frem; <kbd>Home</kbd> <kbd>End</kbd> (på disse knapper) starten og slutningen.
page-duel-resign = Opgiv
page-duel-claim-win = Kræv sejren
page-duel-claim-win-hint = Din modstander har været væk for længe: afslut duellen som din sejr.
page-duel-claim-draw = Kræv uafgjort
page-duel-claim-draw-hint = Din modstander har været væk for længe: afslut duellen som uafgjort.
page-duel-rematch = Revanche
page-duel-rematch-offered = Revanche tilbudt
page-duel-rematch-accept = Tag imod
page-duel-decline = Afslå
page-duel-declined-heading = Denne udfordring blev afslået
page-duel-declined-lobby = Find en anden i lobbyen.
page-duel-back-to-tournament = Tilbage til turneringen

## Spil online: lobbyen (pages/duels.html)

page-game-legend = Spillet
page-game-preset = Spil
page-stats-link = Statistikken og ranglisten
page-duels-title = Mastermind — spil online
page-duels-heading = Spil online: dueller i Logik
page-duels-intro = En duel er Logik for to spillere, hver på sin egen enhed: I sætter begge en kode af farvede pinde, som den anden skal knække, og gætter derefter på hinandens kode tur for tur. Begge gæt i en tur afsløres samtidig, så ingen vinder noget ved at trække først. Den, der først knækker den andens kode, vinder; når begge koder knækkes i samme tur, eller alle rækker er brugt, er det uafgjort.
page-duels-computer-heading = Spil mod computeren
page-duels-computer-text = En duel mod computeren, her og nu, med eller uden konto: du sætter en kode, som den skal knække, og knækker dens kode, tur for tur, som mod et menneske. Den gætter ud fra det, de afslørede ture har fortalt den, aldrig ud fra din kode.
page-duels-computer-level = Computerens niveau
page-duels-level-1 = Niveau 1
page-duels-level-1-text = glemmer meget af det, den lærer
page-duels-level-2 = Niveau 2
page-duels-level-2-text = gætter blandt de koder, der passer, og glemmer et svar nu og da
page-duels-level-3 = Niveau 3
page-duels-level-3-text = vælger sine gæt godt, glemmer nu og da et svar
page-duels-level-4 = Niveau 4
page-duels-level-4-text = vælger sine gæt godt og glemmer intet
page-duels-level-5 = Niveau 5
page-duels-level-5-text = det stærkeste spil, der findes
page-duels-computer-submit = Start duellen
page-duels-computer-duels-heading = Dine dueller mod computeren
page-duels-guest-heading = En konto for at spille
page-duels-guest-text = For at udfordre andre spillere og blive udfordret skal du have en konto: et brugernavn og et kodeord, intet andet.
page-duels-guest-other-html = Uden konto: <a href="#computer">en duel mod computeren</a> (ovenfor), <a href="series.html">brætspillet for to</a> på denne enhed eller <a href="./">en af computerens koder at knække</a>.
page-duels-playing-heading = Dine igangværende dueller
page-duels-friends-online-heading = Venner online
page-duels-online-heading = Online nu
page-duels-online-text-html = Spillere set på siden inden for de sidste to minutter, undtagen dem, der skjuler det (en indstilling under <a href="account.html">din konto</a>).
page-duels-open-heading = Åbne udfordringer
page-duels-challenge-heading = En ny udfordring
page-duels-opponent = Modstander
page-duels-opponent-name = Spillerens brugernavn
page-duels-opponent-help = Lad feltet være tomt for en åben udfordring, som alle i lobbyen kan tage imod.
page-duels-link-legend = Udfordring via link
page-duels-link-none = Intet link: lobbyen eller den nævnte spiller
page-duels-link-single-use = Et engangslink: den første spiller, der åbner det, kan tage imod, ingen andre
page-duels-link-open = Et åbent link: alle, der har det, kan tage imod, indtil nogen gør det
page-duels-link-help = En udfordring via link holdes uden for lobbyen: du sender linket til den, du vil spille mod, og modtageren tager imod på udfordringens side og opretter en bruger der, hvis vedkommende ikke har en konto.
page-duels-rating-legend = Rating
page-duels-rated = Ratet: resultatet tæller med i begge spilleres rating
page-duels-challenge-submit = Opret udfordringen
page-duels-link-created-heading = Din udfordring via link
page-duels-over-heading = Afsluttede
page-duels-watch-heading = Se med: igangværende dueller
page-duels-watch-text = Alle igangværende dueller kan ses, med eller uden konto: brætterne følger duellen live, og hverken koder eller gæt vises før tid.

## Brættet (pages/game.html)

page-introduction = Introduktion
page-play-again = Spil igen
page-board-label = Brættet
page-game-title = Mastermind — brættet
page-game-heading = Mastermind
page-game-clock = Tid
page-game-rows-label = Rækkerne, den hemmelige kode først
page-game-hint = Tip
page-game-quit = Giv op
page-game-play-again-hint = Et nyt spil på samme niveau
page-game-enter-score = Skriv dig på rekordlisten
page-game-no-hints = Ingen tips til denne opsætning: den har for mange koder til løseren.
page-game-rules = Regler
page-game-scores = Rekorder
page-game-statistics = Din statistik
page-game-review-heading = Gennemgang
page-game-review-text = Hvor mange koder der stadig passede med svarene før og efter hver tur, og hvad løseren ville have spillet i stedet.
page-score-dialog-heading = En rekord!
page-score-dialog-name = Dit navn (eller en hvilken som helst besked, op til 44 tegn)
page-score-dialog-save = Gem min rekord
page-score-dialog-close = Luk

## Introduktionen (pages/index.html)

page-index-title = Mastermind — Introduktion
page-index-description = Knæk den hemmelige kode af farvede pinde: Mastermind og farvespillet på tre niveauer, dagens kode, dueller online og turneringer.
page-index-heading = Mastermind og farvespillet
page-index-first-label = Kom i gang
page-index-first-play = Spil niveau I
page-index-first-daily = Dagens kode
page-index-first-online = Spil online
page-index-intro = Find den hemmelige kode af farvede pinde, som computeren har valgt. Efter hver tur svarer kodemageren med én sort pind for hver pind i den rigtige farve på den rigtige plads og én hvid pind for hver pind i den rigtige farve på den forkerte plads. Mastermind og farvespillet adskiller sig kun ved, hvordan de hvide pinde tælles.
page-index-continue-text = Du har et spil i gang.
page-index-continue = Fortsæt dit spil
page-index-daily-html = <a href="daily.html">Dagens kode</a>: hver dag har hvert niveau én kode, den samme for alle, og du har ét forsøg på den, uden tips. Tryk på <em>Dagens kode</em> ved siden af et niveau for at spille den, og del så dit resultat og se dagens liste.
page-index-mastermind-heading = Mastermind
page-index-mastermind-text = Standardreglen: én svarpind pr. kodepind, sort før hvid.
page-index-rules-link = Regler og eksempler
page-index-colour-heading = Farvespillet
page-index-colour-text = En pind i gættet, der ikke er sort, er hvid, når blot dens farve findes et sted i den hemmelige kode.
page-index-more-heading = Brætspillet og Logik
page-index-series-link = To spillere: brætspillet
page-index-series-text = en serie på én enhed, skiftevis kodemager og kodeknækker, med point som på brættet.
page-index-duels-link = Spil online
page-index-duels-text = en duel i Logik mod en anden spiller på vedkommendes egen enhed. I sætter hver en kode, som den anden skal knække, begge gæt i en tur afsløres samtidig, og den, der først knækker den andens kode, vinder.
page-index-computer-link = Spil mod computeren
page-index-computer-text = den samme duel mod computeren, på et niveau fra 1 til 5, uden at der kræves en konto.
page-index-custom-heading = Din egen opsætning
page-index-custom-pegs = Pinde
page-index-custom-colours = Farver
page-index-custom-turns = Ture
page-index-custom-rule = Regel
page-index-rule-mastermind = Mastermind
page-index-rule-colour-game = Farvespillet
page-index-custom-repetition = Farver må gentages
page-index-custom-blanks = Tomme huller
page-index-custom-submit = Spil denne opsætning
page-index-custom-no-scores = Spil med din egen opsætning har ingen rekordliste.
page-index-links-heading = Mere
page-index-links-scores-html = <a href="scores.html">Rekordlister</a> for alle spil og niveauer.
page-index-links-codebreaker-html = <a href="codebreaker.html">Lad computeren knække din kode</a>, eller se den spille mod sig selv.
page-index-links-rules-html = Reglerne med gennemregnede eksempler: <a href="rules-mastermind.html">Mastermind</a>, <a href="rules-colour.html">farvespillet</a>.

## En spiller (pages/player.html)

page-player-title = Mastermind — spiller
page-player-description = En Mastermind-spiller: rating, resultater og duellerne spillet online.
page-player-heading = Spiller
page-player-follow = Følg
page-player-record-heading = Resultater
page-player-rating-heading = Rating
page-player-recent-heading = Seneste dueller
page-player-lobby = Lobbyen

## Rekorder (pages/scores.html)

page-scores-title = Mastermind — rekorder
page-scores-heading = Rekorder
page-scores-levels-label = Spil og niveauer
page-scores-mine-heading = Dine rekorder
page-scores-mine-text = Gemmes kun i denne browser.
page-scores-reset = Nulstil rekorder
page-scores-all-heading = Alle tider
page-scores-all-text = Det bedste fra hver spiller på denne server.
page-scores-play-again-hint = Et nyt spil på dette niveau

## Din statistik (pages/statistics.html)

page-statistics-title = Mastermind — din statistik
page-statistics-heading = Din statistik
page-statistics-intro = Dine egne spil mod computerens hemmelige kode, niveau for niveau: dem fra denne browser, eller fra din konto, mens du er logget ind. Et spil tæller, når det er slut: et opgivet eller tabt spil tæller som spillet og afbryder en stime af sejre; et spil, der stadig er i gang, tæller endnu ikke. Spil med din egen opsætning er udeladt, da hver har sit eget antal ture.

## Duellernes statistik (pages/stats.html)

page-stats-title = Mastermind — duelstatistik
page-stats-heading = Duelstatistik
page-stats-intro = Duellerne i Logik spillet på denne server: hvordan de afsluttede dueller endte, ranglisten over ratede spillere, og de dueller, der er i gang nu, som alle kan se med i.
page-stats-won-heading = Statistik over vundne spil
page-stats-ranking-heading = Rangliste
page-stats-ranking-text = Spillere med en rating, den højeste først. En rating er Glicko-2: den starter på 1500 og flytter sig med hver ratet duel. Den er mærket med et “?”, mens den er foreløbig, dvs. mens dens afvigelse stadig er stor (få ratede dueller, eller ingen i lang tid).
page-stats-league-link = Botter er rangeret i kodeknækkerligaen.
page-league-title = Mastermind — kodeknækkerligaen
page-league-description = Sidens botter, programmerne der spiller Logik gennem dens API, rangeret efter deres rating blandt botter.
page-league-heading = Kodeknækkerligaen
page-league-intro = Botter er programmer, der spiller Logik på denne side gennem dens API, mærket BOT overalt, hvor de optræder. De rates indbyrdes: en duel mellem en bot og et menneske tæller kun med i bottens rating, aldrig i menneskets.
page-league-people = Rangliste for mennesker
page-league-table-heading = Rangliste for botterne
page-league-table-text = Den bedst ratede først, med deres afsluttede dueller og de gæt, de brugte pr. knækket kode. Husets botter er computerens fem niveauer: de tager straks imod enhver udfordring, så en ny bot altid har nogen at spille mod.
page-league-join-heading = Meld en bot til
page-league-join-text = Opret en konto, gør den til en botkonto på kontosiden, før den spiller en ratet duel, og giv dit program et token med bot-rettigheden. Referencebotten spiller med én kommando: mastermind bot --server URL --token-file FIL.
page-stats-watch-heading = Igangværende dueller
page-stats-watch-text = Alle kan se med: brætterne følger duellen live, og hverken koder eller gæt vises før tid.

## En turnering (pages/tournament.html)

page-tournament-title = Mastermind — turnering
page-tournament-heading = Turnering
page-tournament-disconnected = Forbindelsen til siden er afbrudt: forbinder igen… Imens hentes turneringen hvert 10. sekund.
page-tournament-status-heading = Turneringens status
page-tournament-duel-link = Gå til din duel
page-tournament-join = Meld dig til turneringen
page-tournament-leave = Forlad turneringen
page-tournament-log-in-to-join = Log ind for at melde dig til
page-tournament-start = Start nu
page-tournament-cancel = Aflys turneringen
page-tournament-podium-heading = Podium
page-tournament-players-heading = Spillere
page-tournament-standings-heading = Stilling
page-tournament-pairings-heading = Dueller
page-tournament-pairings-text = De seneste først. Alle kan se med i en igangværende duel: dens brætter følger den live, og ingen kode vises før tid.
page-tournament-all = Alle turneringer

## Turneringer (pages/tournaments.html)

page-tournaments-title = Mastermind — turneringer
page-tournaments-heading = Turneringer i Logik
page-tournaments-intro = Mange spillere, én pointtavle: en turnering er en række dueller, hver som enhver duel online (begge spillere sætter en kode og knækker den andens), med resultaterne talt sammen.
page-tournaments-arena-html = <strong>Arenaturnering</strong>: i en fastsat tid bliver en ledig spiller straks parret med en anden ledig spiller, der ligger tæt på i stillingen. En sejr giver 2 point, uafgjort 1; efter to sejre i træk er en spiller <em>i storform</em>, og hvert resultat tæller dobbelt, indtil et resultat ikke er en sejr. Du møder ikke den spiller, du lige har spillet mod, mens andre er i dueller og kan blive ledige; er der ingen andre at vente på, mødes de to igen, så en arena for to bliver ved. Gå, når du vil: dine point bliver stående.
page-tournaments-swiss-html = <strong>Schweizerturnering</strong>: et fastsat antal runder, hvor alle parres i hver runde, aldrig to gange mod den samme spiller; en overskydende spiller får en fri runde, der tæller som en sejr. En sejr giver 1 point, uafgjort ½. Spillerne melder sig til, før den starter.
page-tournaments-running-heading = I gang
page-tournaments-upcoming-heading = Kommende
page-tournaments-create-heading = Opret en turnering
page-tournaments-guest-text = Alle spillere med en konto kan oprette en turnering og melde sig til en: et brugernavn og et kodeord, intet andet. Det kræver ingen konto at se med.
page-tournaments-tournament-legend = Turneringen
page-tournaments-name = Navn
page-tournaments-name-help = 1 til 60 tegn, som alle spillere kan se.
page-tournaments-format-legend = Format
page-tournaments-arena = Arenaturnering
page-tournaments-arena-choice = spillerne parres, så snart de er ledige, i en fastsat tid
page-tournaments-swiss = Schweizerturnering
page-tournaments-swiss-choice = alle parres i hver af et fastsat antal runder
page-tournaments-minutes = Varighed i minutter
page-tournaments-minutes-help = 1 til 1.440 (et døgn). Dueller, der er begyndt før slutningen, spilles færdige, men kun resultater fra før slutningen tæller.
page-tournaments-rounds = Runder
page-tournaments-rounds-help = 1 til 20. En runde begynder, når alle dueller i den foregående er slut.
page-tournaments-start-legend = Start og rating
page-tournaments-start = Starttidspunkt (din lokale tid)
page-tournaments-start-help = Spillerne kan melde sig til indtil da. Du kan også selv starte den før, når to spillere er med.
page-tournaments-rated = Ratet: hver duel tæller med i begge spilleres rating
page-tournaments-bots = Botter må være med (spillere, der afviser botter, kan ikke)
page-tournaments-submit = Opret turneringen
page-tournaments-finished-heading = Afsluttede

## To spillere: brætspillet (pages/series.html)

page-series-title = Mastermind — to spillere: brætspillet
page-series-heading = To spillere: brætspillet
page-series-clock-label = Tid tilbage til rækken i spil
page-series-intro = To personer på én enhed, som på brættet fra 1970: den ene laver en hemmelig kode af 4 pinde, den anden knækker den på højst 10 rækker. Kodemageren får et point for hver række, kodeknækkeren spiller, og 11 for en kode, der ikke bliver knækket. Derefter bytter spillerne roller. En kodemager, der bliver taget i at give forkerte oplysninger, taber spillet: det spilles om, og kodeknækkeren får 3 point.
page-series-key-pegs-link = Svarpindene, med eksempler
page-series-unfinished-heading = Dine uafsluttede serier
page-series-setup-heading = En ny serie
page-series-players-legend = Spillere
page-series-first-name = Laver den første kode
page-series-second-name = Knækker den første kode
page-series-games-legend = Spil
page-series-games = Antal spil (lige: hver spiller laver lige mange koder)
page-series-variant-board = Spil nr. 1: 6 farver (1.296 koder)
page-series-variant-blanks = Spil nr. 2: huller må stå tomme (2.401 koder)
page-series-feedback-legend = Svarpinde
page-series-feedback-computed = Beregnet af programmet
page-series-feedback-manual = Sat af kodemageren (programmet dømmer en indsigelse)
page-series-companion = Ledsager til et rigtigt bræt: gæt og svarpinde overføres fra det, koden først til sidst
page-series-time-limit = Tidsgrænse pr. række
page-series-time-none = Ingen
page-series-time-minutes = { $minutes ->
    [one] { $minutes } minut
   *[other] { $minutes } minutter
}
page-series-start = Start serien
page-series-clear = Ryd
page-series-rows-label = Rækkerne, koden først
page-series-challenge = Gør indsigelse mod svarpindene
page-series-challenge-hint = Hvis ingen kode passer med svarpindene, har kodemageren givet forkerte oplysninger: spillet spilles om, og kodeknækkeren får 3 point.
page-series-computed-note = Programmet sætter svarpindene: de kan ikke være forkerte.
page-series-new = Start en ny serie
page-series-history = Spillede spil

## Reglerne (pages/rules-mastermind.html, pages/rules-colour.html; det, begge siger, står i parts.html)

page-rules-sections-label = Afsnit
page-rules-nav-summary = Sammenfatning
page-rules-nav-how-to-play = Sådan spiller du
page-rules-nav-rules = Regler
page-rules-nav-examples = Eksempler
page-rules-nav-high-scores = Rekorder
page-rules-nav-colour-game = Farvespillet
page-rules-nav-mastermind = Mastermind
page-rules-summary-heading = 1. Sammenfatning
page-rules-table-caption = Tabel 1: spillets egenskaber på hvert niveau
page-rules-table-level = Niveau
page-rules-table-pegs = Pinde
page-rules-table-colours = Farver
page-rules-table-turns = Ture
page-rules-table-play = Spil
page-rules-level-1 = Niveau I
page-rules-level-2 = Niveau II
page-rules-level-3 = Niveau III
page-rules-how-heading = 2. Sådan spiller du
page-rules-board-heading = 2.1. Spillebrættet
page-rules-board-text = Brættet viser den hemmelige kode (nøglen) øverst, skjult indtil spillets slutning. Spillet går oppefra og ned, én tur i hver række. Kolonnen til højre viser svarpindene for hver tur: sorte og hvide prikker.
page-rules-sequence-heading = 2.2. Spillets gang
page-rules-sequence-click = Klik på et hul i rækken i spil og derefter på en farve i farvepaletten; hullet får en pind i den farve, og det næste tomme hul vælges. Du kan også trække en farve hen på et hul.
page-rules-sequence-correct = For at rette en fejl skal du klikke på pinden og vælge en anden farve. Alle pinde kan ændres, indtil rækken er sendt.
page-rules-sequence-full = Når hvert hul i rækken har en pind, vises ✓ til højre.
page-rules-sequence-submit-html = Klik på ✓ (eller tryk <kbd>Enter</kbd>) for at sende rækken.
page-rules-sequence-answer = Kodemageren svarer: én sort prik for hver pind i den rigtige farve på den rigtige plads, én hvid prik for hver pind i den rigtige farve på den forkerte plads (se reglerne nedenfor). Prikkernes rækkefølge betyder intet.
page-rules-flags-html = Når alle prikker er sorte, er koden knækket: nøglen afsløres øverst, og der vises et <strong>grønt flag</strong>. Når den sidste tur er spillet uden at knække koden, afsløres nøglen med et <strong>rødt flag</strong>. Et klik et sted, der ikke er i spil (et hul i en række, der allerede er spillet, en række, der endnu ikke er i spil, den skjulte nøgle), viser et <strong>gult advarselsflag</strong> øverst til højre på brættet.
page-rules-buttons = “Giv op” afslutter spillet når som helst og afslører nøglen. “Spil igen” starter et nyt spil på samme niveau; på Introduktionen vælger du et andet niveau eller spil. “Tip” fortæller, hvor mange koder der stadig passer med svarene, og foreslår et gæt; efter spillet viser en gennemgang hver tur sammenlignet med løserens valg.
page-rules-keyboard-html = Tastatur: <kbd>Tab</kbd> til rækken i spil, <kbd>←</kbd> <kbd>→</kbd> for at flytte, et ciffer (1 for farvepalettens første farve) eller en farves bogstav for at sætte en pind, <kbd>Backspace</kbd> for at tømme, <kbd>Enter</kbd> for at sende. Farveblindtilstand (øverst på hver side) tegner et symbol og et bogstav på hver pind.
page-rules-reload = Du mister ikke et spil ved at genindlæse siden eller besøge disse regler: Introduktionen tilbyder at fortsætte det.
page-rules-rule-black-html = For hver position fra 1 til N sammenlignes turens pind med nøglens pind på samme position. Når de er ens, gives en <strong>sort</strong> prik.
page-rules-examples-heading = 4. Eksempler
page-rules-scores-heading = 5. Rekorder
page-rules-scores-tables-html = Hvert niveau har to tabeller: <em>dine rekorder</em>, gemt i denne browser (med en cookie), og tabellen for <em>alle tider</em> med alle, der spiller på denne server. En tabel gemmer antallet af ture, nøglen, dit navn og datoen samt den brugte tid.
page-rules-scores-name-html = Når du knækker koden med et resultat, der er godt nok til en tabel, bliver du bedt om at skrive dit navn — eller en hvilken som helst besked — på op til 44 tegn. “Luk” gemmer ikke rekorden. På <a href="scores.html">rekordlisterne</a> kan du se alle niveauer, starte et nyt spil på samme niveau (“Spil igen”) og nulstille din egen tabel på et niveau (“Nulstil rekorder”).
page-rules-back = Tilbage til Introduktionen

## Mastermind-reglerne (pages/rules-mastermind.html)

page-rules-mastermind-title = Mastermind — spillets regler
page-rules-mastermind-heading = Mastermind: spillets regler
page-rules-mastermind-goal = Målet med Mastermind er at finde en kode af farvede pinde, som computeren har valgt tilfældigt. I hver tur foreslår kodeknækkeren (dig) en kode, og kodemageren (computeren) svarer med én sort prik for hver pind på den rigtige position og én hvid prik for hver pind i koden, der findes i den hemmelige kode på en anden position. Så foreslår du en ny kode — med pinde i andre farver, pindene i en anden rækkefølge, eller begge dele — indtil koden er fundet, eller turene slipper op.
page-rules-mastermind-levels = Mastermind har tre niveauer med stigende sværhedsgrad: fra niveau I til niveau III vokser antallet af pinde, farver og ture.
page-rules-mastermind-board-game = Brætspillet (spil nr. 1: 4 pinde, 6 farver, 10 rækker; spil nr. 2 tilføjer det tomme hul, som spilles som en syvende farve) og Logik (5 pinde, 8 farver) bruger samme regel.
page-rules-mastermind-rules-heading = 3. Regler
page-rules-mastermind-rules-intro = Nøglen er en kode af N farvede pinde valgt blandt P farver, med eller uden gentagelse. Hver tur er en kode af N pinde i de samme P farver. Efter hver tur sammenligner kodemageren turen med nøglen:
page-rules-mastermind-rule-white-html = For hver position i turen, der ikke allerede er blevet matchet (af en sort eller hvid prik), søges der efter en pind i samme farve på en anden position i nøglen. Hvis der findes en, som ikke allerede er matchet, gives en <strong>hvid</strong> prik. Én pind i nøglen svarer for én pind i koden, og sort går forud for hvid.
page-rules-mastermind-rule-order = Rækkefølgen af de sorte og hvide prikker er vilkårlig: intet fortæller, hvilken pind en prik hører til.
page-rules-mastermind-examples-intro = De fire eksempler fra brætspillets regler (6 farver: rød, blå, gul, grøn, hvid, sort). Brættet viser nøglen øverst og kodeknækkerens tur nedenunder, med kodemagerens svar til højre.
page-rules-mastermind-example-a = Eksempel A
page-rules-mastermind-example-a-text-html = Nøgle rød, hvid, blå, grøn; gæt hvid, gul, blå, sort. Svar: <strong>1 sort, 1 hvid</strong> — blå er den rigtige farve på den rigtige plads, hvid den rigtige farve på den forkerte plads, og to farver er forkerte. Svarpindene siger ikke, hvilke farver der er hvilke.
page-rules-mastermind-example-b = Eksempel B
page-rules-mastermind-example-b-text-html = Nøgle rød, blå, grøn, sort; gæt hvid, gul, grøn, grøn. Svar: <strong>1 sort</strong>. Der gives kun én svarpind, selv om der blev spillet to grønne pinde, fordi nøglen kun har én grøn pind; og den er sort frem for hvid. (Farvespillet ville her svare 1 sort, 1 hvid: se afsnit 6.)
page-rules-mastermind-example-c = Eksempel C
page-rules-mastermind-example-c-text-html = Nøgle gul, blå, gul, sort; gæt rød, gul, grøn, hvid. Svar: <strong>1 hvid</strong>, for den gule pind.
page-rules-mastermind-example-d = Eksempel D
page-rules-mastermind-example-d-text-html = Nøgle rød, blå, rød, gul; gæt grøn, rød, rød, hvid. Svar: <strong>1 sort, 1 hvid</strong>: nøglens to pinde svarer for kodens to røde pinde, den ene på den rigtige plads og den anden på den forkerte.
page-rules-mastermind-colour-heading = 6. Farvespillet
page-rules-mastermind-colour-text = Farvespillet er en variant af Mastermind, hvis regler kun adskiller sig ved, hvordan de hvide pinde tælles: en pind i turen, der ikke er sort, er hvid, når blot dens farve findes et sted i nøglen, også ved en pind i nøglen, der allerede er matchet. Den lille ændring ændrer slutningerne grundlæggende, så det er bedst ikke at skifte for tit mellem de to spil.
page-rules-mastermind-colour-link = Farvespillets regler

## Farvespillets regler (pages/rules-colour.html)

page-rules-colour-title = Farvespillet — spillets regler
page-rules-colour-heading = Farvespillet: spillets regler
page-rules-colour-goal = Målet med farvespillet er at finde en kode af farvede pinde, som computeren har valgt tilfældigt. Det er en variant af Mastermind. I hver tur foreslår kodeknækkeren en kode, og kodemageren svarer med én sort prik for hver pind på den rigtige position og én hvid prik for hver pind, hvis farve findes i nøglen på en anden position. Spillet fortsætter, indtil koden er fundet, eller turene slipper op.
page-rules-colour-rules-heading = 3. Spillets regler
page-rules-colour-rules-intro = Nøglen er en kode af N farvede pinde valgt blandt P farver, med eller uden gentagelse; det samme gælder hver tur. Efter hver tur sammenligner kodemageren turen med nøglen:
page-rules-colour-rule-white-html = For hver position i turen, der ikke passer med nøglen på samme position (ingen sort prik), søges der efter en pind i samme farve på en hvilken som helst anden position i nøglen, <em>også selv om den allerede er matchet med en anden pind i turen</em>. Hvis der findes en, gives en <strong>hvid</strong> prik.
page-rules-colour-rule-order = Rækkefølgen af de sorte og hvide prikker er vilkårlig.
page-rules-colour-rule-difference-html = Kun regel 2 adskiller sig fra Mastermind. I farvespillet smelter de to første regler sammen til én: <em>for hver pind i turen søges der i nøglen efter en pind i samme farve; på samme position er den sort, på en anden position er den hvid.</em>
page-rules-colour-example-heading = 4.1. Eksempel på reglen og på, hvordan nøglen udledes
page-rules-colour-example-key = Nøglen er gul, rød, grøn, gul. Farverne på niveau I er rød, blå, gul, grøn, lyserød og turkis.
page-rules-colour-example-1-html = <strong>Rød, rød, rød, blå: 1 sort, 2 hvide.</strong> Den anden røde er sort; den første og den tredje røde passer begge med nøglens ene røde og er begge hvide. Mastermind ville give 1 sort og ingen hvide: dens ene røde pind i nøglen er allerede brugt af den sorte.
page-rules-colour-example-2-html = <strong>Rød, gul, gul, grøn: 0 sorte, 4 hvide.</strong> Hver pinds farve findes i nøglen, ingen på sin plads. Altså er der en rød pind, ikke på første position, en eller to gule pinde på første og/eller fjerde position og en grøn pind.
page-rules-colour-example-3-html = <strong>Grøn, rød, lyserød, lyserød: 1 sort, 1 hvid.</strong> Enten den røde eller den grønne pind er på plads, ikke begge; der er ingen lyserød.
page-rules-colour-example-4-html = <strong>Grøn, turkis, rød, turkis: 0 sorte, 2 hvide.</strong> Grøn er ikke først, rød er ikke tredje, der er ingen turkis. Altså er rød anden, grøn tredje og gul først.
page-rules-colour-example-5-html = <strong>Gul, rød, grøn, rød: 3 sorte, 1 hvid.</strong> De tre første er på plads; den fjerde røde er hvid, fordi nøglens røde er et andet sted — så den fjerde pind er ikke rød: den er gul. Mastermind ville svare 3 sorte, 0 hvide.
page-rules-colour-example-6-html = <strong>Gul, rød, grøn, gul: 4 sorte.</strong> Nøglen er fundet.
page-rules-colour-compare-heading = 4.2. Forskellen på de hvide pinde, tur for tur
page-rules-colour-compare-text = Rækker, hvor de to regler giver forskellige svar, er fremhævet.
page-rules-colour-mastermind-heading = 6. Mastermind
page-rules-colour-mastermind-text = Farvespillet er en personlig variant af Mastermind: kun optællingen af de hvide pinde (rigtig farve, forkert plads) er ændret. I Mastermind svarer én pind i nøglen for én pind i koden, så en farve tæller højst hvid så mange gange, som nøglen har den, efter de sorte. Denne lille ændring ændrer algoritmerne og slutningsmønstrene grundlæggende: det er bedst ikke at skifte for tit mellem de to spil.
page-rules-colour-mastermind-link = Mastermind-reglerne

## Notifikationerne (notifications.html) og deres klokke i toppen
page-notifications-title = Mastermind — notifikationer
page-notifications-heading = Notifikationer
page-notifications-intro = Det, der venter på dig online: en duel, hvor det er dit træk, en udfordring modtaget, din udfordring taget imod, en duel, der er slut, en turnering, du er med i, der snart begynder. Det, du har set her, markeres som læst.
notifications-bell = Notifikationer

## Kontosiden: notifikationer på denne enhed (Web Push, parts/account-push.html)
page-account-push-heading = Notifikationer på denne enhed
page-account-push-text = Når en duel venter på dit træk, eller nogen udfordrer dig, kan denne enhed sige det, selv når ingen side af sitet er åben. Den beder først om din tilladelse; slå det til på hver enhed, du vil have besked på.
page-account-push-switch = Giv mig besked på denne enhed

page-puzzles-title = Mastermind — opgaver
page-puzzles-description = Ratede Mastermind-opgaver bevist af en eksakt løser: knæk koden på N gæt uanset hemmeligheden, eller find det bedste gæt.
page-puzzles-heading = Opgaver
page-puzzles-intro = Hver opgave er en stilling og en opgave, bevist af løseren: knæk koden på højst N gæt mere uanset hemmeligheden (kodemageren svarer hvert gæt, så du har mest muligt tilbage at gøre, så held hjælper ikke), eller spil et gæt, der i værste fald efterlader færrest koder. Ratede opgaver flytter din opgaverating og opgavens; en stime varer til første fejl.
page-puzzles-record-heading = Dine resultater
page-puzzles-mode-legend = Hvordan den tæller
page-puzzles-mode-rated = Ratet (med en konto)
page-puzzles-mode-casual = Uformel
page-puzzles-mode-streak = Stime, til første fejl
page-puzzles-theme = Tema
page-puzzles-theme-any = Alle
page-puzzles-theme-mastermind = Mastermind-niveauer
page-puzzles-theme-colour = Farvespillet
page-puzzles-theme-blanks = Tomme huller
page-puzzles-theme-logik = Logik
page-puzzles-theme-impossible-guess = Et gæt, der ikke kan være koden
page-puzzles-next = Næste opgave
page-puzzles-daily = Dagens opgave
page-puzzles-board-label = Opgavens bræt
page-puzzles-rows-label = De spillede træk
page-puzzles-draft = Dit gæt
page-puzzles-palette-label = Farver
page-puzzles-guess = Gæt
page-puzzles-undo = Tag en stift tilbage
page-puzzles-give-up = Giv op og se svaret
page-puzzles-keyboard = Skriv en farves ciffer for at sætte den, Backspace for at tage den sidste tilbage, Enter for at gætte.
page-puzzles-again = En opgave mere
page-duel-coach-heading = Trænerens gennemgang
page-duel-coach-text = Hver spillers gæt på den andens kode, bedømt mod det bedste spil: de koder, der stadig passede, det bedste gæt og hvad det ville have efterladt, og en dom efter de gæt, det ventes at koste.
page-duel-coach-button = Gennemgå med træneren
