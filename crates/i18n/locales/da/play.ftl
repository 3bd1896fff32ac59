# Området play: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).
# Sidernes scripts til spil alene: spillet, kodeknækkeren, dagens kode,
# Introduktion, reglernes brætter, rekorder og statistik.

## Brikker på alle brætter (pegs.js, palette.js)

play-colour-numbered = farve { $digit }
play-code = kode
play-code-named = { $label }: { $colours }
play-feedback = { $black ->
    [one] { $black } sort
   *[other] { $black } sorte
  }, { $white ->
    [one] { $white } hvid
   *[other] { $white } hvide
  }
play-palette-blank = tomt hul
play-palette-key-both = { $digit } { $letter }: { $colour }, tast { $digit } eller { $letter }
play-palette-key-one = { $key }: { $colour }, tast { $key }
# Mærket ved den hemmelige kodes række (aria-hidden: ses, siges ikke).
play-secret-row-mark = kode

## Ord, som flere sider deler

play-play = Spil
play-cancel = Annullér
play-copy = Kopiér
play-copied = Kopieret.
play-daily-share-button = Del
play-copy-keys = Tryk Ctrl+C (⌘C) for at kopiere.
play-anonymous = anonym
play-page-title = { $title } — Mastermind
play-column-number = Nr.
play-column-rank = Placering
play-column-name = Navn
play-column-turn = Tur
play-column-turns = Ture
play-column-time = Tid
play-column-date = Dato
play-column-secret = Hemmelig kode
play-column-guess = Gæt
play-column-level = Niveau
play-column-game = Spil
play-column-pegs = Pinde
play-column-colours = Farver

## Spillets side (game.js)

play-no-game = Der er intet spil i gang. Vælg et spil og et niveau på siden Introduktion.
play-go-introduction = Gå til Introduktion
play-game-gone = Dette spil findes ikke (længere). Start et nyt fra Introduktion.
play-custom-title = Eget spil ({ $rule ->
    [colour-game] farvespillets regel
   *[mastermind] Mastermind-reglen
  })
play-game-level = { $pegs ->
    [one] { $pegs } pind
   *[other] { $pegs } pinde
  } · { $colours ->
    [one] { $colours } farve
   *[other] { $colours } farver
  } · { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  } · { $repetition ->
    [yes] farver må gentages
   *[no] ingen gentagne farver
  }{ $blanks ->
    [yes] { " · " }tomme huller tilladt
   *[no] {""}
  }. Hvide svarpinde efter { $rule ->
    [colour-game] farvespillets regel
   *[mastermind] Mastermind-reglen
  }.
play-game-over-warning = Spillet er slut: tryk på Spil igen for et nyt spil.
play-palette-hint = Klik på et hul og så på en farve — eller træk en farve hen på et hul.
play-hint-over = Spillet er slut: ikke flere tips.
play-hint-daily = Ingen tips til dagens kode.
play-hint-too-big = Ingen tips til denne opsætning: den har for mange koder til løseren. Prøv en mindre opsætning eller et niveau fra Introduktion.
play-hint-title = Hvor mange koder der stadig passer, og et godt næste gæt
play-quit-confirm = Vil du give op i dette spil? Den hemmelige kode bliver afsløret.
play-quit-confirm-yes = Giv op
play-keep-playing = Spil videre
play-again-confirm = Vil du starte et nyt spil? Dette spil bliver opgivet, og dets hemmelige kode afsløret.
play-again-confirm-yes = Giv op og spil igen
play-this-level = dette niveau

## Spillets ur (game-clock.js)

play-clock-running = Tid siden spillet begyndte
play-clock-stopped = Spillets tid: ved lige mange ture afgør den placeringen på rekordlisten

## Et tip (game-hint.js)

play-hint-use = Brug dette gæt
play-hint-remaining = { $remaining ->
    [one] { $remaining } kode passer
   *[other] { $remaining } koder passer
  } stadig med svarene indtil nu.
# Efterfølges af gættet, tegnet som pinde.
play-hint-next = Et godt næste gæt:
play-hint-suggested = foreslået gæt
play-hint-unreachable = Intet tip: serveren kan ikke nås. Tjek din forbindelse, og prøv igen.
play-hint-setup-too-big = Intet tip til denne opsætning: den har for mange koder til, at løseren kan gennemgå dem. Tips virker på alle niveauer i Introduktion og på mindre opsætninger.
play-hint-gone = Intet tip: dette spil findes ikke længere på serveren. Start et nyt.
play-hint-game-over = Intet tip: spillet er slut.
play-hint-pending = Et tip er allerede ved at blive regnet ud: vent på det.
play-hint-solver-busy = Løseren har travlt lige nu. Prøv tippet igen om et øjeblik.
play-hint-failed = Intet tip lige nu: noget gik galt på serveren. Prøv igen om et øjeblik.

## At sætte et gæt (game-keys.js)

play-no-blanks = Dette niveau har ingen tomme huller: hvert hul skal have en farve.
play-no-colour-digit = Dette niveau har { $colours } farver: der er ingen farve { $digit }.
play-row-incomplete = Række { $turn } mangler { $missing ->
    [one] { $missing } pind
   *[other] { $missing } pinde
  }, før den kan sendes.
play-no-colour-letter = Ingen farve på dette niveau har bogstavet { $letter }.

## Brættets rækker (game-rows.js)

play-secret-shown = hemmelig kode: { $colours }
play-secret-hidden = hemmelig kode: skjult, til spillet er slut
play-secret-stays-hidden = Den hemmelige kode er skjult, til spillet er slut.
play-hole = række { $turn }, pind { $peg }: { $colour }
play-hole-empty = række { $turn }, pind { $peg }: tom
play-row-played = række { $turn }: { $colours }; { $feedback }
play-row-past = Række { $turn } er allerede spillet. Sæt dine pinde i række { $current }.
play-row-future = række { $turn }: kommer senere
play-row-not-yet = Række { $turn } er ikke i spil endnu. Sæt dine pinde i række { $current }.
play-row-current = række { $turn }, turen i spil
play-row-submit = Send række { $turn }
play-row-submit-title = Send denne række (Enter)

## Hvad spillets side siger (game-said.js)

play-status-won = Tur { $turn }: { $feedback }. Du knækkede koden på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }.
play-status-won-timed = Tur { $turn }: { $feedback }. Du knækkede koden på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  } og { $time }.
play-status-lost = Tur { $turn }: { $feedback }. Ingen ture tilbage: kodemageren vinder. Den hemmelige kode er afsløret.
play-status-quit = Du gav op. Den hemmelige kode er afsløret.
play-status-playing = Tur { $turn }: { $feedback }; { $left ->
    [one] { $left } tur
   *[other] { $left } ture
  } tilbage.
play-status-first = Tur 1 af { $turns }: { $left ->
    [one] { $left } tur
   *[other] { $left } ture
  } tilbage.
play-flag-won = Kode knækket!
play-flag-lost = Ingen ture tilbage
play-flag-quit = Spillet opgivet

## Computeren som kodeknækker (codebreaker*.js)

play-codebreaker-partial = Din hemmelige kode er kun delvist valgt: vælg alle pinde, eller Ryd den, og hold koden i hovedet.
play-codebreaker-thinking = Computeren tænker…
play-codebreaker-turn = Tur { $turn }: { $remaining ->
    [one] { $remaining } kode passer
   *[other] { $remaining } koder passer
  } med dine svar indtil nu. Computeren gætter { $guess }.
# Ved de markerede rækker; $turns er deres numre ("2, 3").
play-codebreaker-note-turns = turene { $turns } kan ikke alle være sande
play-codebreaker-cannot-all = Ingen kode passer med alle dine svar: turene { $turns } kan ikke alle være sande. Tjek de fremhævede rækker mod din kode, ret det forkerte svar, og fortsæt så.
# $problem: hvorfor serveren afviste svaret, som en sætning uden punktum.
play-codebreaker-correct-one = { $problem }. Ret det fremhævede svar, og fortsæt så.
# $problem: en af de to beskeder ovenfor, afvist igen.
play-codebreaker-still-wrong = Stadig ikke rigtigt ({ $tries ->
    [one] { $tries } forsøg
   *[other] { $tries } forsøg
  }): { $problem }
play-codebreaker-solved = Din kode er { $code }: computeren knækkede den på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }.
play-codebreaker-out = Computeren knækkede ikke din kode på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }: du vinder som kodemager.
play-codebreaker-secret = din hemmelige kode: { $code }
play-codebreaker-secret-kept = din hemmelige kode, som du holder i hovedet
play-codebreaker-guess-row = række { $turn }, computerens gæt: { $code }
play-codebreaker-answer = Svar
play-codebreaker-answer-label = Svar på række { $turn }
play-codebreaker-correct = Ret
play-codebreaker-correct-label = Ret svaret på række { $turn }
play-codebreaker-answer-group = svar på række { $turn }
play-codebreaker-key-pegs = svarpinde i række { $turn }: { $feedback }
play-codebreaker-key-peg = svarpind { $peg }: { $kind ->
    [black] sort
    [white] hvid
   *[none] tom
  }
play-codebreaker-fewer = én { $colour ->
    [black] sort
   *[white] hvid
  } svarpind færre, række { $turn }
play-codebreaker-more = én { $colour ->
    [black] sort
   *[white] hvid
  } svarpind mere, række { $turn }
play-codebreaker-count-label = { $colour ->
    [black] Sort
   *[white] Hvid
  }
play-codebreaker-count = { $colour ->
    [black] sorte svarpinde
   *[white] hvide svarpinde
  }
play-demo-running = Computeren spiller mod sig selv…
play-demo-turn = Demonstration: tur { $turn }, { $feedback }.
play-demo-broke = Computeren knækkede { $code } på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }.
play-demo-not-broke = Computeren knækkede ikke { $code } på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }.
play-demo-stopped = Demonstrationen stoppede efter { $shown ->
    [one] { $shown } tur
   *[other] { $shown } ture
  } af { $turns }.
play-secret-peg = pind { $peg } i den hemmelige kode, { $colour }{ $selected ->
    [yes] {", valgt"}
   *[no] {""}
  }
play-secret-peg-empty = pind { $peg } i den hemmelige kode, tom{ $selected ->
    [yes] {", valgt"}
   *[no] {""}
  }
play-secret-peg-empty-title = Tom: klik på en farve nedenfor for at udfylde den
play-secret-peg-clear-title = Klik for at fjerne denne pind
play-secret-clear = Ryd

## Computerens strategier (api.js)

play-strategy-knuth = Knuth (minimax)
play-strategy-best = Bedst (det optimale, hvor det kan regnes ud, ellers fremadskuende)
play-strategy-simple = Enkel (første kode, der passer)
play-strategy-random = Tilfældig kode, der passer
play-strategy-most-parts = Flest dele
play-strategy-expected-size = Forventet størrelse
play-strategy-entropy = Entropi
play-strategy-optimal = Optimal (langsom på store niveauer)

## Dagens kode (daily.js, daily-page.js)

play-daily-table-link = Dagens liste
play-daily-heading = Dagens kode for { $day }
play-daily-no-hints = Ingen tips til dagens kode: alle knækker den på egen hånd.
play-daily-same-code = Alle har den samme kode i dag og ét forsøg på den.
play-daily-result-label = Dit resultat, uden en farve, der kan røbe koden:
play-daily-name-label = Dit navn på dagens liste
play-daily-name-save = Gem navnet
play-daily-named = Du står som { $name } på dagens liste.
# Et dags forsøg på et niveau: $state er playing, won, lost, quit eller new.
play-daily-state = { $state ->
    [playing] I spil
    [won] Knækket
    [lost] Ikke knækket
    [quit] Opgivet
   *[new] Ikke spillet endnu
  }
play-daily-today-heading = Dagens koder ({ $day })
play-daily-continue = Fortsæt
play-daily-your-game = Dit spil
play-daily-you = Dig
play-daily-summary = { $title }, { $day }: { $finished ->
    [one] { $finished } spil
   *[other] { $finished } spil
  } slut, { $won ->
    [one] { $won } kode
   *[other] { $won } koder
  } knækket.
play-daily-day-heading = Dagen indtil nu
play-daily-won-share = { $percent } af dem vundet.
play-daily-next-code = Næste kode om { $time }
play-daily-next-code-ready = Den næste kode er klar: spil den fra introduktionen.
play-daily-nobody = Ingen har knækket denne kode endnu i dag.
play-daily-table-caption = Dagens liste for { $title }

## Introduktion (index.js)

play-daily-button-playing = Dagens kode (i spil)
play-daily-button-done = Dagens kode ✓
play-daily-button-back = Gå tilbage til dagens forsøg
play-daily-button-played = Spillet i dag: se dit spil og resultatet, du kan dele
play-levels-mastermind = Tabel 1: Mastermind på hvert niveau
play-levels-colour-game = Tabel 1: farvespillet på hvert niveau
play-levels-other = Brætspillet og Logik
play-level-name = Niveau { $level }
play-level-colours-blank = { $colours } + tomt hul
play-preset-play-label = Spil { $title }
play-preset-scores = Rekorder
play-preset-scores-label = Rekorder for { $title }
play-preset-daily = Dagens kode
play-preset-daily-label = Dagens kode for { $title }
play-preset-daily-title = Dagens kode, den samme for alle: ét forsøg, ingen tips
play-continue-custom = Et spil med din egen opsætning
play-continue-text = { $title }: { $played ->
    [one] { $played } tur
   *[other] { $played } ture
  } spillet, { $left ->
    [one] { $left } tur
   *[other] { $left } ture
  } tilbage.

## Reglernes brætter (rules.js)

play-rules-secret = hemmelig kode { $code }
play-rules-turn = tur { $turn }: { $guess }, { $feedback }
play-rules-compare-caption = De samme ture mod koden { $code }, efter hver regel
play-column-colour-game = Farvespillet
play-column-mastermind = Mastermind

## Rekorder (scores.js, score-dialog.js)

play-scores-page-title = Rekorder: { $title } — Mastermind
play-scores-title = Rekorder: { $title }
play-scores-rank = Dit resultat står på { $scope ->
    [all] rekordlisten for alle tider
   *[mine] din rekordliste
  } som nummer { $rank }.
play-scores-reset-confirm = Vil du nulstille dine rekorder for { $title }? Din liste for dette niveau bliver tømt; listen for alle tider bliver stående.
play-scores-reset-yes = Nulstil rekorder
play-scores-reset-done = Dine rekorder for { $title } er nulstillet.
play-scores-empty-mine = Ingen rekorder endnu på dette niveau i denne browser.
play-scores-empty-all = Ingen rekorder endnu på dette niveau.
play-scores-caption = { $scope ->
    [mine] Dine rekorder
   *[all] Rekorder for alle tider
  }: { $title }
play-scores-hinted = (tips)
play-scores-hinted-title = vundet med tips: ikke på listen for alle tider
play-code-secret = hemmelig kode
play-score-name-missing = Skriv først et navn (eller en besked), eller Luk.
play-score-offer = Du knækkede koden på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }: en plads på rekordlisten for { $level }.
play-score-offer-timed = Du knækkede koden på { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  } ({ $time }): en plads på rekordlisten for { $level }.

## Statistik (statistics.js)

# $link er linket play-statistics-empty-link, sat ind i sætningen.
play-statistics-empty = Ingen afsluttede spil endnu. { $link }, og spil et.
play-statistics-empty-link = Vælg et niveau på siden Introduktion
play-statistics-played = Spillet
# $accuracy: procent; $reviewed: de gennemgange, den er over
play-statistics-accuracy = Trænerens præcision over { $reviewed ->
    [one] dit gennemgåede spil
   *[other] dine { $reviewed } gennemgåede spil og dueller
  }: { $accuracy } %.
play-statistics-wins = Vundne
play-statistics-wins-value = { $wins } ({ NUMBER($percent, maximumFractionDigits: 1) } %)
play-statistics-current-streak = Nuværende stime
play-statistics-best-streak = Bedste stime
play-statistics-average = Gennemsnitlig tid for en sejr
play-statistics-distribution = Fordeling af gæt
play-statistics-play = Spil dette niveau
play-statistics-scores = Rekorder
play-statistics-distribution-label = Sejre efter antal ture, { $title }
play-statistics-distribution-row = { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
  }: { $wins ->
    [one] { $wins } sejr
   *[other] { $wins } sejre
  }

## Gennemgangen efter et spil (review.js)

play-review-empty = Der blev ikke spillet nogen ture.
play-review-caption = Gennemgang af spillet
play-review-your-guess = Dit gæt
play-review-before = Koder før
play-review-after = Koder efter
play-review-solver = Løserens gæt
play-review-would-leave = Ville have efterladt
play-review-guess-label = gæt i tur { $turn }
play-review-solver-label = løserens gæt i tur { $turn }
play-review-coach = Træner
play-review-verdict-good = God
play-review-verdict-inaccuracy = Unøjagtighed
play-review-verdict-mistake = Fejl
play-review-verdict-blunder = Bommert
play-review-lost = ({ $lost } gæt tabt i gennemsnit)
play-review-accuracy = Præcision: { $accuracy } %.
play-review-judged-exact = Træneren bedømte hvert gæt mod det nøjagtige optimum: et gæt er en unøjagtighed fra 0,1 tabte gæt i gennemsnit, en fejl fra 0,3, en bommert fra 0,6.
play-review-judged-estimate = Træneren bedømte nogle gæt mod den bedste strategis skøn, hvor det nøjagtige optimum ikke kunne nås i tide: et gæt er en unøjagtighed fra 0,1 tabte gæt i gennemsnit, en fejl fra 0,3, en bommert fra 0,6.

## En udfordrings link (share.js)

play-share-label = Et link, som en ven kan åbne for at tage imod:
play-share-copy = Kopiér linket

## Lyd (sound.js)

play-sound-on = Lyd: til
# $count: de træk, der skyldes (1 på siden for duellen, serien eller
# turneringen, der skylder et); $title: sidens egen titel
play-your-move-title = ({ $count }) Dit træk — { $title }
play-sound-off = Lyd: fra
play-sound-title = Lyde for placerede pinde, resultater, en sejr og når det er dit træk

## Opgaver (puzzles.html)

# $turn: rækkens nummer; $colours: gættets farver; $feedback: dets nøglestifter
play-puzzle-row-given = Række { $turn }, spillet før: { $colours }; { $feedback }
play-puzzle-row-played = Række { $turn }, dit gæt: { $colours }; { $feedback }
play-puzzle-draft-code = Dit gæt
play-puzzle-draft-empty = Ingen farve sat endnu
play-puzzle-answer-code = Svar
play-puzzle-record-unrated = ikke ratet endnu
play-puzzle-record-rating = Opgaverating
play-puzzle-record-solved = Løst
play-puzzle-record-solved-of = { $solved } af { $attempts }
play-puzzle-record-streak = Stime nu
play-puzzle-record-best-streak = Bedste stime
# $day: datoen (ÅÅÅÅ-MM-DD)
play-puzzle-heading-daily = Opgaven den { $day }
play-puzzle-heading = En opgave: { $theme }
play-puzzle-theme-mastermind = Mastermind
play-puzzle-theme-colour = farvespillet
play-puzzle-theme-blanks = tomme huller
play-puzzle-theme-logik = Logik
play-puzzle-theme-impossible-guess = et gæt, der ikke kan være koden
play-puzzle-task-break-in = Knæk koden på højst { $guesses ->
    [one] ét gæt
   *[other] { $guesses } gæt
  }, uanset hemmeligheden: kodemageren svarer hvert gæt, så du har mest muligt tilbage at gøre.
play-puzzle-task-best-guess = Spil et gæt, der i værste fald efterlader færrest koder.
play-puzzle-fact-theme = Tema: { $theme }
play-puzzle-fact-rating = opgavens rating { $rating }
play-puzzle-fact-rated = ratet
play-puzzle-fact-unrated = ikke ratet
play-puzzle-fact-streak = stime { $streak }
play-puzzle-status = { $left ->
    [one] Ét gæt tilbage
   *[other] { $left } gæt tilbage
  }; { $codes ->
    [one] én kode passer stadig.
   *[other] { $codes } koder passer stadig.
  }
play-puzzle-answered = Svar: { $black } sorte, { $white } hvide. { $left ->
    [one] Ét gæt tilbage
   *[other] { $left } gæt tilbage
  }; { $codes ->
    [one] én kode passer stadig.
   *[other] { $codes } koder passer stadig.
  }
play-puzzle-ending-solved = Løst!
play-puzzle-ending-out-of-guesses = Ikke flere gæt: ikke løst.
play-puzzle-ending-not-best = Ikke blandt de bedste gæt: ikke løst.
play-puzzle-ending-gave-up = Opgivet: ikke løst.
# $before, $after: ratingerne; $change: forskellen med fortegn
play-puzzle-rating-change = Din opgaverating: { $before } → { $after } ({ $change })
play-puzzle-answer-line = Et første gæt, der knækker den i tide (løserens beviste linje):
play-puzzle-answer-best = { $count ->
    [one] Det bedste gæt:
   *[other] De { $count } bedste gæt:
  }
play-puzzle-answer-more = … og { $count } mere.
play-puzzle-daily-tally = I dag har { $attempts ->
    [one] én spiller
   *[other] { $attempts } spillere
  } gjort den færdig; { $solved } løste den.
play-puzzle-streak-over = Stimen er slut: { $streak ->
    [one] én opgave
   *[other] { $streak } opgaver
  } løst.
play-puzzle-draft-short = Et gæt har { $pegs } stifter: sæt dem alle først.
