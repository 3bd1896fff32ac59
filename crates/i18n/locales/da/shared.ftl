# Spillets ord og afvisningernes beskeder, til alle kanter.
# Ordene som docs/GLOSSARY.md fastlægger dem.

## Sprog

language-switch = Sprog

## Afvisninger: error-<kode> for hver kode, API'et svarer med (`_` som `-`)

error-unknown = Noget gik galt; prøv igen.
error-unreachable = Serveren kan ikke nås. Tjek din forbindelse, og prøv igen.
error-status = Serveren svarede { $status }; prøv igen.

## Paletten farver (crates/core/src/colour.rs), colour-<navn>

colour-red = rød
colour-blue = blå
colour-yellow = gul
colour-green = grøn
colour-pink = lyserød
colour-turquoise = turkis
colour-white = hvid
colour-black = sort
colour-purple = lilla
colour-orange = orange
colour-lime = limegrøn
colour-magenta = magenta
colour-silver = sølv
colour-cream = creme
colour-brown = brun
colour-blank = tom

# Reglernes afvisninger (crates/core/src/refusal.rs)
error-code-empty = Koden er tom.
error-code-length = Koden har det forkerte antal pinde.
error-code-colour = Koden har en farve, som dette spil ikke bruger.
error-code-blank = Dette spil tillader ingen tomme huller.
error-code-repeat = Dette spil tillader hver farve kun én gang i en kode.
error-setup-pegs = Det antal pinde findes ikke.
error-setup-colours = Det antal farver findes ikke.
error-setup-turns = Det antal ture findes ikke.
error-setup-too-few-colours = Der er for få farver til en kode uden gentagelser.
error-setup-palette = De valgte farver er ikke i farvepaletten.
error-game-over = Spillet er slut.
error-turn-played = Den tur er allerede spillet.
error-turn-ahead = Den tur er ikke begyndt endnu.
error-name-empty = Navnet er tomt.
error-name-too-long = Navnet er for langt.
error-name-control = Navnet har et kontroltegn.
error-name-invisible = Navnet har intet synligt tegn.
error-account-name-length = Et brugernavn har 3 til 20 tegn.
error-account-name-character = Et brugernavn har kun bogstaver, cifre, - og _.
error-password-short = Kodeordet er for kort: mindst 8 tegn.
error-password-long = Kodeordet er for langt.
error-answer-unreadable = Svaret kan ikke læses.
error-answer-too-many = Svaret har flere svarpinde, end koden har pinde.
error-answer-impossible = Ingen kode giver det svar.
error-player-name = En spillers navn er ikke tilladt.
error-same-names = De to spillere skal have forskellige navne.
error-clock-range = Den betænkningstid findes ikke.
error-duel-over = Duellen er slut.
error-code-already-set = Koden er allerede sat.
error-code-first = Sæt din kode først.
error-waiting-for-code = Venter på modstanderens kode.
error-not-your-turn = Det er ikke dit træk.
error-time-up = Tiden løb ud.
error-time-left = Der er tid tilbage på uret.
error-no-clock = Denne duel har intet ur.
error-opponent-moved = Modstanderen har trukket.
error-opponent-not-away = Modstanderen har ikke været væk længe nok.
error-correspondence-claim = En korrespondanceduel kan ikke kræves vundet på den måde.
error-series-players = En serie kræver to spillere.
error-series-odd-games = En serie har et lige antal spil.
error-series-games = Det antal spil findes ikke.
error-time-limit-range = Den tidsgrænse findes ikke.
error-series-variant = Den variant er ukendt.
error-series-feedback = Den måde at svare på er ukendt.
error-series-over = Serien er slut.
error-code-not-set = Der er endnu ikke sat nogen kode.
error-awaiting-answer = Gættet venter på sit svar.
error-no-guess = Der er intet gæt at svare på.
error-answers-computed = Computeren giver svarene i denne serie.
error-companion-mode = Makkeren ved bordet spiller denne del.
error-not-revealing = Koden bliver ikke vist.
error-revealing = Koden bliver vist.
error-no-time-limit = Denne serie har ingen tidsgrænse.
error-answer-wrong = Det svar er forkert.
error-tournament-minutes = En arenaturnering varer 1 til 1440 minutter.
error-tournament-rounds = En schweizerturnering har 1 til 20 runder.
error-tournament-clock = En turnering kræver et ur.
error-tournament-live-clock = En arenaturnering kræver et levende ur, ikke korrespondance.
error-tournament-name = Turneringens navn er ikke tilladt.
error-unknown-preset = Det spil er ukendt.
error-unknown-rule = Den svarregel er ukendt.
error-day-format = Dagen er ikke en dato (ÅÅÅÅ-MM-DD).

error-vacation-days = En ferie varer 1 til 30 dage.
error-vacation-allowance = Der er ikke så mange feriedage tilbage i år.
error-vacation-already = Du holder allerede ferie.
error-vacation-none = Du holder ikke ferie.
error-account-name-reserved = Navne, der begynder med house-bot-, tilhører sidens egne botter.
error-bot-already = Denne konto er allerede en botkonto.
error-bot-rated-duels = En konto, der har spillet ratede dueller, kan ikke blive en botkonto.
error-bots-refused = Denne spiller tager ikke imod udfordringer fra botter.
error-puzzle-over = Opgaven er slut.
error-puzzle-no-answer = Opgavens kodemager gav intet svar.
error-puzzle-bad-answer = Opgavens kodemager gav et svar, som dette spil ikke kan give.
error-no-puzzles = Der er endnu ingen opgaver med dette tema.
error-tournament-no-bots = Denne turnering tager ikke imod botter.
error-tournament-bots = Denne turnering tager imod botter, og din konto afviser dem: lad botter udfordre dig først.
error-bots-tournament-entered = Du spiller i en turnering, der tager imod botter: forlad den, eller vent til den er slut, før du afviser botter.
# Statussernes afvisninger (crates/server/src/error.rs)
error-bad-request = Forespørgslen kan ikke læses.
error-unauthorized = Log ind først.
error-forbidden = Det er ikke dit.
error-token-malformed = Authorization-headeren skal være "Bearer mmt_" og 64 hexadecimale cifre.
error-token-scope = Dette adgangstokens rettigheder rækker ikke hertil.
error-token-unknown = Dette adgangstoken er ukendt eller tilbagekaldt.
error-not-found = Ikke fundet.
error-method-not-allowed = Det kan ikke gøres her.
error-timeout = Forespørgslen tog for lang tid; prøv igen.
error-conflict = Det har ændret sig i mellemtiden; se igen.
error-too-large = Forespørgslen er for stor.
error-unsupported-media-type = Forespørgslen er ikke JSON.
error-answers-inconsistent = Svarene modsiger hinanden.
error-too-many-requests = For mange forespørgsler; vent et øjeblik.
error-unavailable = Serveren har travlt; prøv igen om lidt.
error-internal = Noget gik galt på serveren; prøv igen.

# Siden for en adresse, der ikke er nogen side (templates/not-found.html)
not-found-page-title = Mastermind — ikke fundet
not-found-title = Ikke fundet
not-found-text = Der er ingen sådan side.
not-found-back = Tilbage til spillene

# Varigheder og dialoger, som alle sider deler (web/js/layout.js)
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
duration-hours = { $hours } t { $minutes } min
dialog-yes = Ja
dialog-cancel = Annuller

# Forvalgenes titler (crates/core/src/preset.rs), preset-<navn>
preset-mastermind-1 = Mastermind, niveau I
preset-mastermind-2 = Mastermind, niveau II
preset-mastermind-3 = Mastermind, niveau III
preset-colour-1 = Farvespillet, niveau I
preset-colour-2 = Farvespillet, niveau II
preset-colour-3 = Farvespillet, niveau III
preset-board = Brætspillet (spil nr. 1)
preset-board-blanks = Brætspillet med tomme huller (spil nr. 2)
preset-logik = Logik

# Brætspillets varianter (crates/core/src/series/rules.rs), variant-<navn>
variant-board = Spil nr. 1
variant-board-blanks = Spil nr. 2

## Hvad alle sider deler (templates/layout.html)

skip-to-content = Spring til indholdet
site-title = Mastermind
menu-label = Websted
menu-button = Menu
menu-introduction = Introduktion
menu-rules-mastermind = Mastermind-regler
menu-rules-colour = Farvespillets regler
menu-scores = Rekorder
menu-statistics = Din statistik
menu-codebreaker = Kodeknækker
menu-puzzles = Opgaver
menu-series = To spillere
menu-duels = Spil online
menu-tournaments = Turneringer
menu-stats = Duelstatistik
menu-log-in = Log ind
colour-blind-off = Farveblindtilstand: fra
colour-blind-on = Farveblindtilstand: til
theme-auto = Mørk tilstand: automatisk
theme-dark = Mørk tilstand: til
theme-light = Mørk tilstand: fra
theme-chosen-hint = Tryk for næste valg: til, fra eller som systemet siger (automatisk)
theme-auto-hint = Mørk tilstand følger systemet (automatisk); tryk for til, fra, automatisk
settings-label = Indstillinger
table-scrolls = Tabel, ruller sidelæns
table-scrolls-named = { $caption }, ruller sidelæns
menu-account-yours = Din konto
menu-account-log-in = Log ind eller opret en bruger for at spille online

# Dagens kodes resultat til deling: første linje (rækkerne af svarpinde er kernens)
shared-daily-share-heading = Dagens kode · { $title } · { $day } · { $used }/{ $turns }
