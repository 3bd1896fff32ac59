# The command area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
# Området command: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).

## Valg af sprog (crates/cli/src/main.rs)

cmd-lang-help = Sproget i kommandoens tekster: en eller da (standard: fra LC_ALL, LC_MESSAGES eller LANG)
cmd-lang-unknown = --lang: sproget '{ $lang }' findes ikke her; sprogene er { $languages }

## Hjælpen (crates/cli/src/help.rs): hvad clap viser for hver kommando og hvert tilvalg

cmd-about = Mastermind og dets familie: spil, knæk koder, analysér strategier.
cmd-play-about = Spil mod computeren som kodemager (fuldskærm i en terminal, en JSON-linjeprotokol med --json, eller når input ikke er en terminal)
cmd-score-about = Udskriv svaret på et gæt mod en hemmelig kode
cmd-scores-about = Vis eller nulstil rekordlisterne
cmd-statistics-about = Din statistik i terminalen, niveau for niveau: spillede spil, vundne spil, turene de vundne spil tog, stimer, den gennemsnitlige tid for en sejr
cmd-solve-about = Du sætter en kode og svarer; computeren knækker den
cmd-analyze-about = Spil hver hemmelig kode med en strategi, og fortæl hvor mange gæt det kræver
cmd-series-about = Brætspillet for to: en serie af spil med den officielle pointgivning og en dommer for forkerte svar, også som ledsager til et rigtigt spillebræt
cmd-duel-about = Logik, duellen for to spillere: du og computeren knækker hinandens kode, og begge gæt i en tur afsløres samtidig (fuldskærm i en terminal, en JSON-linjeprotokol med --json, eller når input ikke er en terminal)
cmd-serve-about = Webspillet: server browserklienten og dens JSON-API
cmd-db-about = Pas på en database: opdatér dens skema, eller kopiér én over i en anden (SQLite over i PostgreSQL)
cmd-db-migrate-about = Opdatér databasens skema (servere gør det også, når de starter; dette gør det uden at servere)
cmd-db-copy-about = Kopiér alle rekorder, spil og serier fra én database over i en anden, der endnu intet indeholder
cmd-db-backup-about = Tag en sikkerhedskopi af en database, også mens servere kører: én SQLite-fil med ét øjeblik af sitet, uanset hvilken motor det kører på
cmd-db-restore-about = Gendan en sikkerhedskopi i en database, der endnu intet indeholder
cmd-db-verify-about = Kontrollér en sikkerhedskopi: SQLites integritet, skemaet, og hvert spil, hver serie og hver duel læst igen
cmd-db-export-about = Skriv alle afsluttede spil og dueller som referater til et åbent dataudtræk: ingen id'er, adresser eller browsere; enkeltspil uden spillerens navn; intet uafsluttet
cmd-db-export-format = text (referater efter hinanden) eller ndjson (et JSON-objekt pr. linje)
cmd-db-export-to = Filen der skrives (standard: standardoutput)
cmd-db-exported = eksporterede { $games } spil og { $duels } dueller
cmd-db-export-unwritable = kan ikke skrive { $path }: { $error }

cmd-arg-preset = En navngiven opsætning: mastermind-1..3, colour-1..3, board, board-blanks, logik. Tilvalgene nedenfor tager udgangspunkt i den (standard mastermind-1)
cmd-arg-pegs = Pinde pr. kode (1-8): giver en egen opsætning
cmd-arg-colours = Farver (2-15): giver en egen opsætning
cmd-arg-turns = Ture, før spillet er tabt (1-30): giver en egen opsætning
cmd-arg-blanks = Tillad tomme huller (cifret 0) som en farve mere: giver en egen opsætning
cmd-arg-no-repeat = Forbyd den samme farve to gange i én kode: giver en egen opsætning
cmd-arg-rules = Svarregel, 'mastermind' eller 'colour-game': giver en egen opsætning
cmd-arg-json-lines = Tal JSON-linjeprotokollen, også i en terminal
cmd-arg-ca-cert = Stol på certifikatudstederen i FILE (PEM) for en https://-server, ud over de sædvanlige rødder
cmd-arg-database = Databasen i stedet for SQLite i datamappen: sqlite://PATH eller postgres://USER@HOST/NAME
cmd-arg-data-dir-scores = Hvor rekorderne gemmes (standard: platformens datamappe)

cmd-play-seed = Frø til den hemmelige kode, så spil kan gentages
cmd-play-secret = Den hemmelige kode (en anden persons); '-' læser den fra terminalen uden at vise den
cmd-play-name = Navn til rekordlisten, givet på forhånd (1-44 tegn). Med --daily: din konto på serveren (kodeordet spørges om eller læses med --password-stdin); uden den spiller du som gæst, kun for denne kørsel
cmd-play-daily = Spil dagens kode for opsætningen (--preset, standard mastermind-1) på serveren givet med --server: den samme kode for alle, ét forsøg om dagen, ingen tips; ét gæt pr. linje (cifre, bogstaver eller farvenavne), 'quit' giver op; resultatet til deling skrives til sidst
cmd-play-server = Serveren for --daily (http://HOST:PORT eller https://HOST)
cmd-play-password-stdin = Med --daily og --name: læs kodeordet fra første linje af standardinput i stedet for at spørge i terminalen

cmd-duel-computer = Spil mod computeren, offline
cmd-duel-server = Spil mod et menneske på denne server (http://HOST:PORT eller https://HOST): log ind med --name, derefter --accept, --challenge, --open, --resume eller --tournament, eller uden nogen af dem: vis de åbne udfordringer og dine dueller i gang
cmd-duel-name = Din kontos navn på serveren
cmd-duel-sign-up = Opret brugeren først (et navn på 3 til 20 bogstaver, cifre, - og _, et kodeord på mindst 8 tegn)
cmd-duel-password-stdin = Læs kodeordet fra første linje af standardinput i stedet for at spørge i terminalen
cmd-duel-token-file = Handl med adgangstokenet i FILE (lavet på kontosiden) i stedet for at logge ind med --name og en adgangskode
cmd-duel-accept = Tag imod udfordringen med dette id
cmd-duel-challenge = Udfordr denne spiller, og vent på at vedkommende tager imod
cmd-duel-open = Lav en udfordring, der er åben for alle, og vent på at nogen tager imod
cmd-duel-resume = Gå tilbage til din duel i gang med dette id
cmd-duel-tournament = Deltag i turneringen med dette id, og spil hver duel den parrer dig i, til den slutter (eller du stopper, hvilket forlader den)
cmd-duel-time-control = En udfordrings betænkningstid: none, per-turn:SEKUNDER eller per-game:SEKUNDER
cmd-duel-rated = En udfordring, der ændrer begge spilleres rating
cmd-duel-level = Computerens styrke: 1 (glemmer meget af det, den lærer) til 5 (det stærkeste spil)
cmd-duel-seed = Frø til computerens kode og valg, så dueller kan gentages
cmd-duel-review = Når en duel på serveren er slut, skriv trænerens gennemgang af begge spilleres gæt (en linje i protokollen, "type": "review")

cmd-score-rules = Svarregel: 'mastermind' (standard) eller 'colour-game'
cmd-score-secret = Den hemmelige kode: cifre (0 for et tomt hul), bogstaver eller farvenavne
cmd-score-guess = Gættet, med lige så mange pinde som den hemmelige kode
cmd-score-json = Udskriv {"{"}"black":B,"white":W{"}"}

cmd-scores-preset = Kun denne opsætnings rekordliste
cmd-scores-json = Udskriv en JSON-liste over rekorderne
cmd-scores-reset = Tøm rekordlisten (for --preset, eller alle rekordlister)
cmd-scores-yes = Nulstil uden at spørge

cmd-statistics-json = Udskriv ét JSON-objekt i stedet for en tabel
cmd-statistics-data-dir = Hvor spillene gemmes (standard: platformens datamappe)

cmd-solve-strategy = Kodeknækkerens strategi: simple, random, knuth, most-parts, expected-size, entropy, optimal eller best (det optimale, hvor søgningen kan nå det, ellers entropy med fremsyn)
cmd-arg-worst-case = Med optimal: kun strategier, der aldrig behøver mere end N gæt
cmd-solve-secret = Den hemmelige kode: computeren spiller mod sig selv
cmd-solve-notation = Hvordan svar skrives: 'black-white' (B og W) eller 'white-red', kodeknækkerprogrammets notation (W = rigtig farve på rigtig plads, R = rigtig farve et andet sted)
cmd-solve-blunder-rate = Sværhedsgrad: chancen (0 til 1) for at en tur ser bort fra noget af det, computeren ved, så den kan slås
cmd-solve-seed = Frø til de tilfældige valg (den tilfældige strategi, fejl)

cmd-analyze-strategy = Strategien, der skal analyseres (se `solve --help`)
cmd-analyze-seed = Frø til den tilfældige strategi
cmd-analyze-memory = Med optimal: omtrent hvor meget søgningen gemmer af de mængder, den har løst (4G, 512M; standard halvdelen af maskinens hukommelse); ud over det glemmer den det mindst værdifulde og søger det igen, stadig eksakt
cmd-analyze-json = Udskriv ét JSON-objekt
cmd-analyze-tree = Skriv hele beslutningstræet som JSON til FILE
cmd-analyze-plot = Tegn fordelingen af gæt som et SVG-histogram i FILE
cmd-analyze-lower-bound-help = I stedet for at spille en strategi: bevis en nedre grænse for det samlede antal gæt, enhver strategi behøver, med LEVELS gæt fremsyn (den eksakte søgnings grænser; flere niveauer: en højere grænse, længere tid)
cmd-analyze-refinements = Med --lower-bound: hvor mange gæt i hver stilling der undersøges nærmere, før dens grænse tages, som den er
cmd-analyze-check-tree = I stedet for at spille en strategi: spil hver hemmelig kode gennem beslutningstræet i FILE (som `--tree` skriver det), og fortæl dets tal

cmd-series-players = De to spillere, kodemageren i spil 1 først: "Ann,Bob"
cmd-series-games = Spil i serien: et lige antal, så begge laver koder lige ofte
cmd-series-variant = 'board' (Spil nr. 1) eller 'board-blanks' (Spil nr. 2: tomme huller som en 7. farve)
cmd-series-feedback = 'computed' (programmet svarer) eller 'manual' (kodemageren svarer, som på brættet)
cmd-series-companion = Ledsager til et fysisk spillebræt: gæt og svar skrives af fra brættet, og koden først ved afsløringen
cmd-series-time-limit = Sekunder pr. tur (brætspillets regler foreslår 180 eller 240); en tur, hvor tiden løber ud, tæller som en spillet række
cmd-series-resume = Genoptag en gemt serie: det givne id, eller den seneste ufærdige
cmd-series-data-dir = Hvor serier gemmes (standard: platformens datamappe)

cmd-serve-addr = Adressen, der lyttes på; 0.0.0.0:8080 åbner den for netværket
cmd-serve-data-dir = Hvor spil og rekorder gemmes (standard: platformens datamappe)
cmd-serve-rate-limit = Forespørgsler, der ændrer noget (gæt, nye spil …), pr. sekund pr. klientadresse, med udbrud på dobbelt så mange; 0 for ingen grænse
cmd-serve-max-connections = Forbindelser åbne ad gangen; én til lukkes straks
cmd-serve-connections-per-client = Af dem: forbindelser én klientadresse (et IPv6 /64) må have; en betroet proxys tælles ikke
cmd-serve-live-pages-per-client = Levende sider (WebSockets), én klientadresse må holde åbne
cmd-serve-request-timeout = Sekunder en klient har til at sende en forespørgsels hoved (en ledig kept-alive-forbindelse lukkes efter lige så lang tid) og, for sig, dens krop
cmd-serve-public-origin = Den oprindelse, browsere ser bag en proxy (https://mastermind.example): den eneste, hvis sider må ændre noget. Standard: adressen, klienten forbandt sig til
cmd-serve-trusted-proxy = En proxy foran serveren (dens adresse, kan gentages eller kommasepareres): fra den er den sidste adresse i `X-Forwarded-For` klienten, for forespørgselsgrænsen og rekorderne
cmd-serve-expire-days = Dage et ufærdigt spil må ligge urørt, før det afsluttes som opgivet
cmd-serve-shutdown-grace = Sekunder en server, der stopper (SIGTERM, Ctrl-C), bliver ved med at servere med /readyz svarende 503, så en load balancer flytter spillerne væk, før levende sider lukkes (med 1012, for at forbinde et andet sted)
cmd-serve-puzzle-supply = Opgaver af hvert tema, der skal være ved start: de manglende laves i baggrunden (det medfølgende sæt er der altid)
cmd-serve-metrics-addr = Server Prometheus-målinger på denne adresse (GET /metrics), en lytter for sig; slået fra, når den mangler. Hold den væk fra det offentlige netværk
cmd-serve-log-format = Hvordan loglinjer på standardfejl skrives: text for mennesker, json for logsystemer (ét objekt pr. linje, med hver forespørgsels id)
cmd-serve-smtp-url = Send mail gennem denne SMTP-server: smtp://[BRUGER:ADGANGSKODE@]VÆRT[:PORT] (?tls=required for STARTTLS) eller smtps://…; ingen, når den mangler. Kræver --public-origin, til linkene i mailene
cmd-serve-mail-from = Afsenderen af mailene: en adresse eller "Navn <adresse>". Standard: Mastermind <noreply@den offentlige origins vært>
cmd-serve-digest-hour = Timen på dagen (UTC), fra hvilken de daglige overblik sendes
cmd-serve-mail-every = Sekunder mellem to kig efter mail at sende (overblik og påmindelser)

cmd-db-migrate-database = sqlite://PATH eller postgres://USER@HOST/NAME (standard: SQLite i datamappen)
cmd-db-copy-from = Databasen, der læses, f.eks. sqlite:///home/me/.local/share/mastermind/mastermind.db
cmd-db-copy-to = Den tomme database, der fyldes, f.eks. postgres://mastermind@db.example/mastermind
cmd-db-backup-to = Den nye fil, sikkerhedskopien skrives til (aldrig over en eksisterende)
cmd-db-restore-from = Sikkerhedskopien, der læses
cmd-db-restore-database = Den tomme database, der fyldes: sqlite://PATH eller postgres://USER@HOST/NAME (standard: SQLite i datamappen)
cmd-db-verify-file = Sikkerhedskopien, der kontrolleres

## Opsætningernes titler (crates/core/src/preset.rs)

cmd-preset-mastermind-1 = Mastermind, niveau I
cmd-preset-mastermind-2 = Mastermind, niveau II
cmd-preset-mastermind-3 = Mastermind, niveau III
cmd-preset-colour-1 = Farvespillet, niveau I
cmd-preset-colour-2 = Farvespillet, niveau II
cmd-preset-colour-3 = Farvespillet, niveau III
cmd-preset-board = Brætspillet (Spil nr. 1)
cmd-preset-board-blanks = Brætspillet med tomme huller (Spil nr. 2)
cmd-preset-logik = Logik

## Opsætninger, koder og inputlinjer

cmd-setup-too-large = denne opsætning har { $codes } koder; computeren knækker koder i opsætninger med højst { $most } koder
cmd-secret-bad = --secret: { $problem }
cmd-line-too-long = linjen er længere end { $bytes } byte: sprunget over
cmd-line-not-utf8 = linjen er ikke UTF-8-tekst: sprunget over
cmd-input-failed = input svigtede: { $error }
cmd-lines-not-read = { $count } { $count ->
    [one] inputlinje blev
   *[other] inputlinjer blev
} ikke læst (for lange eller ikke UTF-8)

## mastermind score

cmd-score-bad-secret = hemmelig kode: { $problem }
cmd-score-bad-guess = gæt: { $problem }
cmd-score-feedback = { $black } { $black ->
    [one] sort
   *[other] sorte
}, { $white } { $white ->
    [one] hvid
   *[other] hvide
}
cmd-score-too-long = en kode har højst { $most } pinde; '{ $code }' har { $pegs }

## mastermind play (linjeprotokollens begrundelser, en anden persons hemmelige kode)

cmd-play-no-hints = tips er ikke tilgængelige
cmd-play-review-later = gennemgangen kommer, når spillet er slut
cmd-play-no-reviews = gennemgange er ikke tilgængelige
cmd-play-over = spillet er slut; send 'review', eller afslut input
cmd-play-secret-prompt = Hemmelig kode ({ $pegs } pinde, vises ikke):
cmd-play-secret-unread = --secret -: kan ikke læse koden fra terminalen: { $error }
cmd-play-secret-again = Det er ikke en kode i dette spil: { $pegs } pinde, hver { $lowest }-{ $highest } eller en af { $letters }. Skriv den igen.

## mastermind play --daily

cmd-daily-no-server = --daily kræver --server URL: dagens kode er serverens
cmd-daily-custom = dagens kode er en af de faste opsætninger: vælg den med --preset, ikke en opsætning af din egen
cmd-daily-no-id = serveren gav ikke dagens spil noget id
cmd-daily-turn = { $turn }: { $guess }  { $pegs }  ({ $black } { $black ->
    [one] sort
   *[other] sorte
}, { $white } { $white ->
    [one] hvid
   *[other] hvide
})
cmd-daily-start = Dagens kode { $day }: { $title }, { $pegs } pinde, { $colours } farver ({ $letters }), { $turns } ture. Ét forsøg i dag, ingen tips.
cmd-daily-how = Skriv ét gæt pr. linje (cifrene 1-{ $colours } eller bogstaverne { $letters }); quit giver op.
cmd-daily-won = Du knækkede koden på { $turns } { $turns ->
    [one] tur
   *[other] ture
}: { $code }.
cmd-daily-lost = Ingen ture tilbage: koden var { $code }.
cmd-daily-quit = Du gav op: koden var { $code }.
cmd-daily-share = Dit resultat til deling:
cmd-daily-prompt = gæt>
cmd-daily-not-played = Ikke spillet: { $message }
cmd-daily-no-hints = ingen tips på dagens kode

## mastermind puzzle og mastermind puzzles generate (crates/cli/src/puzzle*.rs)

cmd-puzzle-about = Opgaver: knæk koden fra en stilling med færrest gæt, uanset den hemmelige kode, eller spil det bedste næste gæt; offline og uden rating fra det medfølgende sæt og nogle få lavet ved starten, eller med rating på en server med --server; ét gæt pr. linje, q stopper
cmd-puzzle-theme = Kun opgaver med dette tema: mastermind, colour, blanks, logik eller impossible_guess (standard: alle temaer)
cmd-puzzle-mode = casual (den ene opgave efter den anden, indtil q, eller til input slutter), streak (hver nærmere en højere rating, indtil den første fejl) eller, på en server, rated (standard: casual offline, rated på en server)
cmd-puzzle-id = Spil den medfølgende opgave med dette id, én gang (uden --theme, --mode eller --count)
cmd-puzzle-count = Nye opgaver, der laves ved starten (0: kun det medfølgende sæt)
cmd-puzzle-seed = Frø til de nye opgaver, deres rækkefølge og kodemagerens svar, så en kørsel kan gentages
cmd-puzzle-server = Spil denne servers opgaver (http://HOST:PORT eller https://HOST) med din konto, med rating, medmindre --mode siger andet: log ind med --name eller --token-file
cmd-puzzle-token-file = Handl med adgangstokenet i FILE (lavet på kontosiden, med rettigheden play) i stedet for at logge ind med --name og en adgangskode
cmd-puzzle-daily = Spil dagens opgave på serveren, den samme for alle og uden rating, og se så, hvordan det gik alle
cmd-puzzles-about = Opgaver til sitet: lav dem i dets database
cmd-puzzles-generate-about = Lav opgaver med løseren, bevis hver enkelt igen, og gem de nye i databasen
cmd-puzzles-generate-count = Opgaver, der laves pr. tema
cmd-puzzles-generate-theme = Kun dette tema: mastermind, colour, blanks, logik eller impossible_guess (standard: alle temaer)
cmd-puzzles-generate-seed = Frø til generatoren, så en kørsel kan gentages
cmd-puzzles-data-dir = Hvor databasen gemmes (standard: platformens datamappe)
# $themes oplister temaernes navne, som --theme tager dem.
cmd-puzzle-theme-unknown = --theme: intet tema '{ $theme }'; temaerne er { $themes }
cmd-puzzle-mode-unknown = --mode: ingen form '{ $mode }'; formerne er casual, streak og rated (dagens opgave er --daily)
# $option: --mode rated eller --daily
cmd-puzzle-needs-server = { $option } kræver --server URL: opgaver med rating og dagens opgave spilles på en server
cmd-puzzle-unknown = --puzzle: ingen medfølgende opgave har id'et '{ $id }'
cmd-puzzle-none = ingen opgave at spille
cmd-puzzle-generating = Laver { $count } { $count ->
    [one] ny opgave
   *[other] nye opgaver
}…
cmd-puzzle-ready = { $shipped } medfølgende og { $fresh } nye opgaver. Skriv ét gæt pr. linje (cifre, bogstaver eller farvenavne); q stopper.
# $theme er en af cmd-puzzle-theme-*; $title opsætningens titel.
cmd-puzzle-heading = Opgave { $number } [{ $id }] · tema { $theme } · { $title }
cmd-puzzle-task-break-in = Knæk koden på højst { $guesses } gæt, uanset den hemmelige kode.
cmd-puzzle-task-best-guess = Spil et gæt, der i værste fald efterlader færrest koder.
# $colours oplister farverne med deres cifre: 1 rød, 2 blå, …
cmd-puzzle-colours = Farver: { $colours }
cmd-puzzle-custom-setup = { $pegs } pinde, { $colours } farver
cmd-puzzle-no-position = Ingen gæt spillet endnu.
# En tur: dens nummer, gættet, svarpindene (▪▫·) og deres antal.
cmd-puzzle-row = { $row }. { $guess }  { $pegs }  ({ $black } { $black ->
    [one] sort
   *[other] sorte
}, { $white } { $white ->
    [one] hvid
   *[other] hvide
})
cmd-puzzle-left = { $count ->
    [one] Én kode passer stadig
   *[other] { $count } koder passer stadig
}: { $codes }
cmd-puzzle-and-more = { $codes } og { $more } mere
cmd-puzzle-guesses-left = { $left } gæt tilbage.
cmd-puzzle-prompt = gæt>
cmd-puzzle-not-played = Ikke spillet: { $message }
cmd-puzzle-solved = Løst.
cmd-puzzle-out-of-guesses = Ikke flere gæt: koden er ikke knækket.
cmd-puzzle-line = Løserens beviste vej begynder med { $guess }: den knækker alle koder på højst { $guesses } gæt.
cmd-puzzle-not-best = Ikke det bedste: { $guess } kan efterlade flere koder end de bedste gæt.
cmd-puzzle-best = { $count ->
    [one] Det bedste gæt
   *[other] De bedste gæt ({ $count })
}: { $guesses }
cmd-puzzle-all-played = Alle opgaver i denne kørsel er spillet.
cmd-puzzle-summary = Løst { $solved } af { $played } { $played ->
    [one] opgave
   *[other] opgaver
}.
cmd-puzzle-streak = Stimen er slut: { $solved } { $solved ->
    [one] opgave
   *[other] opgaver
} løst i træk.
cmd-puzzle-gave-up = Opgivet: koden er ikke knækket.
# $rating: en af cmd-puzzle-record-unrated, -provisional eller -rating.
cmd-puzzle-record = Dine opgaver: { $rating } · løst { $solved } af { $attempts } · stime { $streak }, bedste { $best }
cmd-puzzle-record-unrated = ikke ratet endnu
cmd-puzzle-record-provisional = rating { $rating } (foreløbig)
cmd-puzzle-record-rating = rating { $rating }
cmd-puzzle-record-hidden = Din statistik vises ikke: { $message }
cmd-puzzle-online-ready = Skriv ét gæt pr. linje (cifre, bogstaver eller farvenavne); q stopper, og opgaven i gang venter på serveren til næste kørsel.
# $rating: opgavens egen rating.
cmd-puzzle-kind-rated = Med rating; opgavens rating er { $rating }.
cmd-puzzle-kind-casual = Uden rating; opgavens rating er { $rating }.
cmd-puzzle-kind-streak = Stime: { $streak } løst i træk indtil nu; opgavens rating er { $rating }.
# $day: datoen (ÅÅÅÅ-MM-DD).
cmd-puzzle-kind-daily = Opgaven den { $day }: den samme for alle, uden rating.
# $before, $after: ratingerne; $change: forskellen med fortegn.
cmd-puzzle-rating-change = Opgaverating: { $before } → { $after } ({ $change })
cmd-puzzle-stays-open = Stoppet: opgave [{ $id }] står åben på serveren; næste kørsel tager den op igen.
cmd-puzzle-daily-tally = I dag har { $attempts ->
    [one] én spiller
   *[other] { $attempts } spillere
} gjort dagens opgave færdig; { $solved } løste den.
cmd-puzzle-theme-mastermind = Mastermind
cmd-puzzle-theme-colour = Farvespillet
cmd-puzzle-theme-blanks = Tomme huller
cmd-puzzle-theme-logik = Logik
cmd-puzzle-theme-impossible-guess = Det umulige gæt
# $theme er temaets navn, som --theme tager det; $rate opgaver i minuttet.
cmd-puzzles-generated = { $theme }: { $generated } lavet, { $new } nye, { $rate } i minuttet
cmd-puzzles-failed-check = { $theme }: { $count } { $count ->
    [one] opgave
   *[other] opgaver
} holdt ikke i det andet bevis og blev udeladt

## Forbindelsen til en server (crates/cli/src/online)

cmd-no-runtime = kan ikke starte afviklingsmiljøet
cmd-login-refused = log ind afvist: { $message }
cmd-sign-up-refused = oprettelse af bruger afvist: { $message }
cmd-token-refused = adgangstokenet blev afvist: { $message }
cmd-token-unread = kan ikke læse adgangstokenet i { $path }: { $error }
cmd-token-not-one = { $path } har intet adgangstoken: dens første linje skal være mmt_ og 64 hexadecimale cifre, som kontosiden viser det
cmd-token-malformed = adgangstokenet kan ikke sendes i en header
cmd-server-answered = serveren svarede { $status }
cmd-server-unreadable = serverens svar kunne ikke læses ({ $error }): er det en mastermind-server af denne version?
cmd-server-unreachable = kan ikke nå serveren: { $error }
cmd-server-not-url = --server: ikke en URL ({ $error }): { $url }
cmd-server-not-http = --server: en http://- eller https://-adresse, ikke { $url }
cmd-no-http-client = kan ikke lave en HTTP-klient: { $error }
cmd-ca-cert-unusable = --ca-cert { $file }: { $error }
cmd-ca-cert-not-pem = --ca-cert { $file }: ikke et PEM-certifikat ({ $error })
cmd-ca-cert-empty = --ca-cert { $file }: intet certifikat i den
cmd-no-tls = kan ikke sætte TLS op: { $error }
cmd-certificate-unverified = serverens certifikat kan ikke verificeres ({ $error }); for en server, hvis certifikat kommer fra en privat certifikatudsteder, så giv udstederens certifikat med --ca-cert FILE

## mastermind duel --server (crates/cli/src/online)

cmd-duel-no-name = --server kræver --name: din kontos navn
cmd-time-control-bad = --time-control: none, per-turn:SEKUNDER eller per-game:SEKUNDER, ikke { $text }
cmd-password-unread-stdin = kan ikke læse kodeordet fra standardinput
cmd-password-prompt = Kodeord for { $name } (vises ikke):
cmd-password-unread = kan ikke læse kodeordet fra terminalen ({ $error }): brug --password-stdin
cmd-password-empty = kodeordet er tomt
cmd-duels-open = Åbne udfordringer:
cmd-duels-playing = Dine dueller i gang:
cmd-duels-none = ingen
cmd-duel-challenges = { $challenger } udfordrer { $opponent }
cmd-duel-challenges-anyone = { $challenger } udfordrer hvem som helst
cmd-duel-between = { $white } (hvid) mod { $black } (sort), tur { $turn }
cmd-clock-per-move = { $seconds } s pr. træk
cmd-clock-per-game = { $seconds } s pr. parti
cmd-clock-none = ingen betænkningstid
cmd-duel-rated-word = med rating
cmd-duel-casual = uden rating
cmd-custom = egen opsætning
# Én duel på listen: dens id, hvem der spiller, spillet, betænkningstiden, med eller uden rating.
cmd-duel-line = { $id }  { $who }; { $game }, { $clock }, { $rated }

## mastermind duel --tournament

cmd-tournament-waiting = Venter på at blive parret (Ctrl-C forlader turneringen) …
cmd-tournament-waiting-next = Venter på din næste parring (Ctrl-C forlader turneringen) …
cmd-tournament-no-duel = du har ingen duel i gang: vent på din parring, eller skriv quit
cmd-tournament-paired = Parret: din duel { $duel } begynder.
cmd-tournament-no-page = turneringens levende side åbnede ikke
cmd-tournament-left = Du forlod turneringen; dine point bliver stående.
cmd-tournament-not-left = turneringen kunne ikke forlades: { $problem }
cmd-tournament-arena = en arenaturnering på { $minutes } minutter
cmd-tournament-swiss = en schweizerturnering på { $rounds } runder
# En turnering: dens navn, længde (cmd-tournament-arena eller -swiss), spillerne med og dens stade.
cmd-tournament-line = { $name }: { $length }, { $players } spillere med; { $state }
cmd-tournament-standing = { $name }: { $state }, du er nummer { $place } af { $players } med { $points } point
cmd-tournament-cancelled = Turneringen blev aflyst.
cmd-tournament-over = Turneringen er slut.
cmd-tournament-podium = { $rank }. { $name } ({ $points } point)
# $form is the place's ordinal form in English; Danish writes every place alike.
cmd-ordinal = { $form ->
   *[other] { $n }.
}
cmd-tournament-created = oprettet
cmd-tournament-running = i gang
cmd-tournament-stage-over = slut
cmd-tournament-stage-cancelled = aflyst
cmd-challenge-withdrawn = udfordringen { $id } er trukket tilbage
cmd-challenge-stays = udfordringen { $id } står stadig: { $problem }
# $resume er kommandoen, der genoptager duellen.
cmd-duel-goes-on = duellen fortsætter; for at komme tilbage: { $resume }
cmd-server-lost = mistede forbindelsen til serveren: { $problem }

## mastermind duel --computer

cmd-duel-no-opponent = vælg modstanderen: --computer spiller mod computeren offline, --server URL mod et menneske online
cmd-duel-level-bad = --level: computerens niveau er { $lowest } til { $highest }, ikke { $level }

## mastermind scores

cmd-scores-every-table = alle rekordlister
cmd-scores-table = rekordlisten for { $title }
# $what er cmd-scores-every-table eller cmd-scores-table; j/N som cmd-scores-yes-word svarer.
cmd-scores-reset-ask = Nulstil { $what }? [j/N]
cmd-scores-yes-word = j
cmd-scores-nothing-reset = Intet nulstillet.
cmd-scores-reset-done = Nulstillede { $what }: { $removed } rekorder fjernet.
cmd-scores-none = ingen rekorder endnu
cmd-scores-no-terminal = ikke i en terminal, så nulstillingen kan ikke bekræftes: tilføj --yes
# Tabellens overskrifter (korte: kolonnerne er smalle).
cmd-scores-rank = nr.
cmd-scores-name = navn
cmd-scores-turns = ture
cmd-scores-seconds = sekunder
cmd-scores-key = kode
cmd-scores-date = dato

## mastermind statistics

cmd-statistics-none = Ingen afsluttede spil endnu: spil et med 'mastermind play'.
cmd-statistics-seconds = { $seconds } s
# $average er cmd-statistics-seconds, eller - før den første sejr.
cmd-statistics-record = spillet { $played }, vundne { $wins } ({ $percent } %), nuværende stime { $current }, bedste stime { $best }, gennemsnitlig tid for en sejr { $average }
cmd-statistics-distribution = fordeling af gæt:

## mastermind solve og analyze

cmd-worst-case-optimal = --worst-case hører sammen med --strategy optimal
cmd-solve-blunder-rate-bad = --blunder-rate er en chance fra 0 til 1, ikke { $rate }
cmd-strategy-unknown = ukendt strategi '{ $name }': strategierne er simple, random, knuth, most-parts, expected-size, entropy, optimal (optimal:N for højst N gæt), best
cmd-custom-setup = egen opsætning
# indicatifs statuslinje; $done, $all og $eta er dens egne felter.
cmd-analyze-progress = { $done }/{ $all } hemmelige koder ({ $eta } tilbage)
cmd-analyze-tree-unwritten = kan ikke skrive træet til { $file }
cmd-analyze-plot-unwritten = kan ikke skrive diagrammet til { $file }
cmd-analyze-plot-title = { $setup }: { $strategy } over { $secrets } hemmelige koder (gennemsnit { $average })
cmd-analyze-heading = { $name } ({ $pegs } pinde, { $colours } farver, reglen { $rule })
cmd-analyze-heading-blank = { $name } ({ $pegs } pinde, { $colours } farver og det tomme hul, reglen { $rule })
# $setup er cmd-analyze-heading.
cmd-analyze-strategy-line = { $setup }, strategi { $strategy }
cmd-analyze-first-guess = første gæt { $guess }
# Overskrifterne på fordelingens to kolonner.
cmd-analyze-guesses = gæt
cmd-analyze-secrets = hemmelige koder
cmd-analyze-total = i alt { $total } gæt over { $secrets } hemmelige koder: gennemsnit { $average }, værst { $worst }
cmd-analyze-time = tid { $seconds } s
cmd-analyze-lower-bound = enhver strategi behøver mindst { $total } gæt over { $secrets } hemmelige koder: gennemsnit { $average } eller mere
cmd-analyze-lower-bound-reach = (med { $levels } gæt fremsyn, højst { $refinements } gæt i en stilling undersøgt nærmere)
cmd-analyze-none-within = ingen strategi løser hver hemmelig kode inden for { $worst } gæt (udtømmende søgning over hvert gæt, op til symmetri)
cmd-check-tree-unread = kan ikke læse træet { $file }: { $error }
cmd-check-tree-not-json = { $file } er ikke JSON: { $error }
cmd-check-tree-fails = træet fejler den hemmelige kode { $secret }
cmd-check-tree-solves = træet løser hver eneste af { $secrets } hemmelige koder: i alt { $total } gæt, gennemsnit { $average }, værst { $worst }
cmd-check-tree-no-guess = tur { $turn }: en knude uden et gæt
cmd-check-tree-guess = tur { $turn }: gættet { $guess }
# $answer er sort,hvid, som træet skriver det (2,1).
cmd-check-tree-no-branch = tur { $turn }: ingen gren for svaret { $answer } på { $guess }
cmd-check-tree-goes-on = tur { $turn }: { $guess } er den hemmelige kode, men dens gren fortsætter
cmd-check-tree-not-solved = tur { $turn }: grenen { $answer } af { $guess } siger løst, men det er ikke den hemmelige kode
cmd-check-tree-no-end = ingen ende inden for { $most } gæt
# En søjle i diagrammet (analyze --plot), som dens værktøjstip siger det.
cmd-plot-bar = { $guesses } gæt: { $secrets } hemmelige koder

## mastermind serve og db, og datamappen

cmd-serve-zero = --max-connections, --connections-per-client, --live-pages-per-client, --request-timeout og --expire-days tager et tal over 0
cmd-serve-no-runtime = starter serverens afviklingsmiljø
cmd-serve-failed = serverer fra { $place }
cmd-no-home = ingen hjemmemappe at gemme rekorder i: angiv --data-dir DIR
cmd-db-opening = åbner databasen i { $dir }
# $database beskriver databasen: dens slags, og hvor den er.
cmd-db-up-to-date = { $database } er opdateret
cmd-db-copied = Kopierede { $scores } rekorder, { $games } spil ({ $guesses } gæt, { $daily } af dagens kode), { $series } serier, { $accounts } konti, { $duels } dueller ({ $events } hændelser) og { $tournaments } turneringer fra { $from } til { $to }.
cmd-db-backed-up = Sikkerhedskopierede { $database } til { $file }: { $games } spil, { $accounts } konti, { $duels } dueller; sikkerhedskopien er i orden.
cmd-db-verified = { $file } er i orden: { $scores } rekorder, { $games } spil ({ $guesses } gæt), { $series } serier, { $accounts } konti, { $duels } dueller og { $tournaments } turneringer.
cmd-db-restored = Gendannede { $file } i { $database }: { $games } spil, { $accounts } konti, { $duels } dueller og { $tournaments } turneringer.

## mastermind series (crates/cli/src/series)

cmd-series-no-players = --players A,B angiver de to spillere
# $which er en series id, eller "latest".
cmd-series-nothing-to-resume = ingen gemt serie at genoptage ({ $which })
cmd-series-resume-over = serien { $id } er slut; start en ny
cmd-series-secret-when = koden sættes ved starten af et spil eller ved afsløringen
cmd-variant-board = Spil nr. 1
cmd-variant-board-blanks = Spil nr. 2
# $variant er cmd-variant-board eller cmd-variant-board-blanks.
cmd-series-start = Serie { $id }: { $first } og { $second }, { $games } spil ({ $variant }) med { $pegs } pinde, { $blanks ->
    [yes] { $colours } farver plus det tomme hul (0)
   *[no] { $colours } farver
} og { $rows } rækker i hvert.
cmd-series-time-limit-turn = { $seconds ->
    [one] { $seconds } sekund
   *[other] { $seconds } sekunder
} pr. tur.
cmd-series-companion-note = Ledsager til jeres spillebræt: skriv gæt og svar af fra det.
cmd-series-scoring = Kodemageren får et point for hver række, kodeknækkeren spiller, og { $points } for en kode, der ikke knækkes. Skriv 'challenge', hvis et svar ser forkert ud, og 'quit' for at stoppe (serien gemmes).
cmd-series-look-away = { $breaker }, se væk. { $maker }, sæt din kode.
# $colours opregner farverne med deres cifre: 1 rød, 2 blå, …
cmd-series-code-prompt = Kode ({ $colours }; vises ikke):
cmd-series-prompt-secret = { $maker }, skriv koden (den vises):
cmd-series-prompt-guess = Række { $row }, { $breaker }: dit gæt:
# $colours er gættet i farvenavne.
cmd-series-prompt-answer = Række { $row }: { $guess } ({ $colours }). { $maker }, dit svar (sort hvid, f.eks. '2 1' eller '-'):
cmd-series-prompt-reveal = { $maker }, afslør din kode:
cmd-series-game = Spil { $game }: { $maker } laver koden, { $breaker } knækker den.
cmd-series-game-replayed = Spil { $game } (spilles om): { $maker } laver koden, { $breaker } knækker den.
cmd-series-code-set = Koden er sat. { $breaker }, din tur.
# En spillet række: dens nummer, gættet, svarpindene (●○·) og gættet i farvenavne.
cmd-series-row = række { $row }  { $guess }  { $pegs }  { $colours }
cmd-series-time-warning = { $seconds ->
    [one] { $seconds } sekund
   *[other] { $seconds } sekunder
} tilbage til række { $row }!
cmd-series-timed-out = Tiden løb ud: række { $row } tæller som spillet.
cmd-series-challenge-failed = Svarene indtil nu passer på mindst én kode: ingen forkerte oplysninger. Spil videre.
cmd-series-wrong-information = Forkerte oplysninger: svarene i rækkerne { $rows } kan ikke alle være sande. Spil { $game } spilles om; { $breaker } får { $points } point.
cmd-series-broken = Knækket på { $rows } { $rows ->
    [one] række
   *[other] rækker
}: koden var { $code } ({ $colours }).
cmd-series-not-broken = Ikke knækket: koden var { $code } ({ $colours }); { $points } point.
cmd-series-score = Stillingen efter { $scored } af { $games } spil: { $first } { $first_points }, { $second } { $second_points }
cmd-series-over-won = Serien er slut: { $winner } vinder.
cmd-series-over-tie = Serien er slut: uafgjort.
cmd-series-outcome-broken = knækket på { $rows } { $rows ->
    [one] række
   *[other] rækker
}
cmd-series-outcome-not-broken = ikke knækket ({ $points })
cmd-series-outcome-void = ugyldigt: forkerte oplysninger i rækkerne { $rows }
cmd-series-outcome-unfinished = ufærdigt
# $outcome er en af cmd-series-outcome-*.
cmd-series-game-result = Spil { $game } ({ $maker } lavede { $code }): { $outcome }
cmd-series-time-ran-out = (tiden løb ud)
cmd-series-board-row = række { $row }  { $guess }  { $pegs }
cmd-series-help-code = et gæt, f.eks. 1234 eller RBYG (kodeknækkeren)
cmd-series-help-secret = koden (kodemageren, skjult i en terminal)
cmd-series-help-answer = svarpindene, f.eks. 'answer 2 1' (svar givet i hånden)
cmd-series-help-challenge = kodeknækkeren tvivler på svarene
cmd-series-help-board = stillingen og rækkerne indtil nu
cmd-series-help-quit = stop; serien gemmes
cmd-series-help-review = trænerens ord om gættene i det færdige spil N
cmd-series-review-which = gennemgå hvilket spil? f.eks. 'review 1'
# $game: et spils plads i serien
cmd-series-review-none = spil { $game } er ikke et færdigt spil i denne serie
cmd-series-review-heading = Træneren om spil { $game }: koder, der passede før → efter hvert gæt, det bedste gæt, dommen
cmd-series-review-row = { $turn }. { $guess }  { $before } → { $after }  bedst { $best }  { $verdict }
cmd-series-review-accuracy = Præcision: { $accuracy } %.
cmd-series-saved = Serie { $id } er gemt: `mastermind series --resume { $id }` spiller videre.

## claps egne tilvalg og kommando

cmd-help-flag = Vis hjælp
cmd-version-flag = Vis version
cmd-help-command = Vis denne besked eller hjælpen til den eller de givne underkommandoer

# claps overskrifter (help.rs)
cmd-help-template = {"{"}before-help{"}"}{"{"}about-with-newline{"}"}
    Brug: {"{"}usage{"}"}

    {"{"}all-args{"}"}{"{"}after-help{"}"}
cmd-heading-commands = Kommandoer
cmd-heading-arguments = Argumenter
cmd-heading-options = Tilvalg

# Fejl i kommandolinjen, som clap finder dem (help.rs)
cmd-clap-unknown-argument = ukendt tilvalg '{ $argument }'
cmd-clap-unknown-command = ukendt kommando '{ $command }'
cmd-clap-invalid-value = '{ $value }' er ikke en værdi for { $argument }
cmd-clap-missing = { $argument } mangler
cmd-clap-conflict = { $argument } kan ikke gives sammen med { $other }
cmd-clap-no-command = angiv en kommando
cmd-clap-see-help = Se 'mastermind --help'.
cmd-clap-suggest = (mente du '{ $suggestion }'?)

## mastermind analyze --work-db: den eksakte søgning delt gennem en jobtabel

cmd-analyze-work-db = Med optimal: deltag i (eller start) søgningen, der deles gennem jobtabellen på URL (postgres://USER@HOST/NAME for flere processer eller maskiner, sqlite://PATH for én maskine), en søgning navngivet efter sit spil; standset tages den op igen, hvor den stod
cmd-analyze-status = Med --work-db: fortæl, hvor langt den delte søgning er nået, og et skøn over hvad der er tilbage, i stedet for at arbejde på den
cmd-analyze-lease = Med --work-db: hvor længe et job, denne proces tager, forbliver dens efter dens sidste livstegn (en dræbt proces' job går videre derefter)
cmd-work-optimal-only = --work-db deler den eksakte søgning: brug den med --strategy optimal og uden --worst-case
cmd-work-no-runtime = start af databasens kørselsmiljø
# $job er et tal; skrives af en indstilling kun til test, før processen med vilje hænger.
cmd-work-stalled = holder job { $job } uden at arbejde på det
# $search navngiver spillet, fx "optimal/4 4x8 mastermind".
cmd-work-status-search = delt søgning { $search }
cmd-work-status-jobs = job i tabellen { $jobs }, færdige { $finished }; stadig nødvendige { $needed }, heraf { $held } i hænderne på { $processes } processer
cmd-work-status-spent = brugt søgetid { $seconds } s
cmd-work-status-done = søgningen er færdig: i alt { $total } gæt, første gæt { $guess }
cmd-work-status-left = tilbage: omkring { $seconds } s søgning ved de tider, de færdige job giver dele af deres størrelse, { $wall } s fordelt på { $processes } processer
cmd-work-status-no-estimate = tilbage: intet skøn, før et job er færdigt
# $jobs tæller de resterende job, hvis dele er større end nogen færdig.
cmd-work-status-extrapolated = ({ $jobs } { $jobs ->
    [one] resterende job er
   *[other] resterende job er
} større end noget færdigt: et gæt ud over det målte, da en dels søgning ikke vokser jævnt med dens størrelse)
cmd-work-status-first-wave = (en første bølge er i gang: de job, der følger efter den, kendes ikke endnu og er ikke talt med)
# Hvad de ufærdige job starter fra, når de tages igen (poster om mængder, der allerede er gennemsøgt).
cmd-work-status-kept = gemt til de job, der ikke er færdige: { $records } { $records ->
    [one] post
   *[other] poster
}, { $bytes } byte, til { $jobs } job
# Siges én gang, når databasen holder op med at tage imod et jobs poster; $error er databasens fejlmeddelelse.
cmd-work-not-kept = advarsel: job { $job }: tabellen gemte ikke { $records } poster ({ $error }); de afleveres igen senere
# $job er et tal: et job i tabellen, som denne søgnings plan ikke har.
cmd-work-foreign-job = job { $job } i tabellen er ikke et af denne søgnings job (tabellen fra en anden søgning eller fra en anden version af dette program)
cmd-work-foreign-plan = planen i tabellen er ikke denne søgnings (tabellen fra en anden søgning eller fra en anden version af dette program)
# $total er det antal gæt, udfaldene i tabellen giver tilsammen.
cmd-work-bad-tree = udfaldene i tabellen danner ikke et træ med i alt { $total } gæt

## mastermind bot
cmd-bot-about = Et program, der spiller for en konto på en server: tager imod de udfordringer, der er rettet til den, spiller hver duel, den er med i, med en strategi fra løseren, og udfordrer med --challenge først en spiller
cmd-bot-server = Serveren, der spilles på (http://VÆRT:PORT eller https://VÆRT)
cmd-bot-token-file = Adgangsnøglen, der handles med, lavet på kontosiden (omfang bot, eller play og challenge)
cmd-bot-strategy = Løserens strategi for gættene (simple, random, knuth, most-parts, expected-size, entropy, optimal, best)
cmd-bot-accept = Hvilke udfordringer til botten den tager imod: rated, casual, rated,casual eller none; de andre afslår den
cmd-bot-challenge = Udfordr først denne spiller, og spil duellen, når den er taget imod
cmd-bot-preset = Udfordringens forudindstilling
cmd-bot-duels = Stop, når så mange dueller er slut (0: spil, til den afbrydes)
cmd-bot-accept-bad = --accept tager rated, casual, rated,casual eller none, ikke '{ $text }'
cmd-bot-ready = spiller som { $name } med strategien { $strategy }
cmd-bot-challenged = udfordrede { $opponent } (duel { $id })
cmd-bot-accepted = tog imod { $challenger }s udfordring { $id }
cmd-bot-declined = afslog { $challenger }s udfordring { $id }
cmd-bot-won = duel { $id }: vundet på { $turns } træk
cmd-bot-lost = duel { $id }: tabt på { $turns } træk
cmd-bot-drawn = duel { $id }: uafgjort efter { $turns } træk
cmd-bot-duel-gone = duel { $id }: { $state }
cmd-bot-duel-failed = duel { $id } stoppede: { $problem }
cmd-bot-setup-unknown = duel { $id } har en opsætning, dette program ikke kender
