# Området series: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).
# Brætspillet for to (series.html): series.js og dens series-*.js.

## Svarpinde, som hver række og hvert svar siger dem

series-row-keys = { $black } { $black ->
        [one] sort
       *[other] sorte
    }, { $white } { $white ->
        [one] hvid
       *[other] hvide
    }

## Siden og formularen til en ny serie (series.js, series-setup.js)

series-gone = Denne serie findes ikke (længere). Start en ny herunder.
series-heading = { $first } og { $second }: brætspillet ({ $title })
series-heading-game = { $first } og { $second }: brætspillet ({ $title }), spil { $number } af { $games }
series-document-title = { $first } og { $second } — Mastermind
series-unfinished = { $first } og { $second }: { $title }, { $game ->
        [0] { $games } spil
       *[other] spil { $game } af { $games }
    } ({ $first } { $first_score }, { $second } { $second_score })
series-unfinished-to-move = { $first } og { $second }: { $title }, { $game ->
        [0] { $games } spil
       *[other] spil { $game } af { $games }
    } ({ $first } { $first_score }, { $second } { $second_score }); { $player } er i trækket
series-resume = Fortsæt
series-abandon = Kassér
series-abandon-question = Kassér serien mellem { $first } og { $second }? Den bliver slettet.
series-abandon-confirm = Kassér den
series-abandon-keep = Behold den

## Skærmene (series-screens.js)

series-game = Spil { $number } af { $games }
series-game-replay = Spil { $number } af { $games }, spilles om efter forkerte oplysninger
series-set-look-away = { $breaker }, kig væk. { $maker }, sæt din kode.
series-set-only-maker = Kun { $maker } må se det næste skærmbillede. Koden forsvinder, så snart den er sat.
series-set-open = Jeg er { $maker }: sæt koden
series-pass-heading = Koden er sat. Giv enheden til { $breaker }.
series-pass-minutes = { $breaker } har { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minutter
    } til hver række; uret går.
series-pass-seconds = { $breaker } har { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } til hver række; uret går.
series-pass-rows = { $breaker } har { $turns } rækker til at knække den.
series-pass-open = Jeg er { $breaker }: knæk koden
series-reveal-heading = { $maker }, vis din kode
series-reveal-help = Skriv koden af fra hullerne bag brættets skærm: hver rækkes svarpinde kontrolleres mod den.
series-reveal-submit = Vis koden
series-set-heading = { $maker }, sæt din kode
series-set-help = Vælg en farve til hvert hul. Farver må gentages.
series-set-help-blanks = Vælg en farve til hvert hul, eller lad huller stå tomme (det overstregede hul). Farver må gentages.
series-set-submit = Sæt koden
# Kodens række, hvor rækkerne har deres numre.
series-code-row = kode
series-play-heading = Spil { $number } af { $games }: { $maker } laver koden, { $breaker } knækker den.
series-play-heading-replay = Spil { $number } af { $games }, spilles om efter forkerte oplysninger: { $maker } laver koden, { $breaker } knækker den.
series-answer-copy = { $maker }, skriv dine svarpinde til række { $turn } af fra brættet, og tryk så på Svar.
series-answer-set = { $maker }, svar på række { $turn }: sæt svarpindene med + og −, og tryk så på Svar.
series-guess-status = { $breaker }, sæt dine pinde i række { $turn } af { $turns }.
series-wrong-heading = Forkerte oplysninger i spil { $number }!
series-wrong-text = { $count ->
        [one] Svarpindene i række { $rows } kan ikke være sande
       *[other] Svarpindene i rækkerne { $rows } kan ikke alle være sande
    } (fremhævet). { $breaker } får { $points } point, og spil { $number } spilles om: { $maker } laver en ny kode.
series-broken-heading = { $breaker } knækkede koden på { $rows ->
        [one] { $rows } række
       *[other] { $rows } rækker
    }
series-broken-text = { $maker } får { $points } point, ét for hver spillet række.
series-unbroken-heading = { $breaker } knækkede ikke koden
series-unbroken-text = { $maker } får { $points } point: { $rows } rækker og bonuspointet.
series-see-winner = Se, hvem der vandt serien
series-replay-game = Gentag spil { $number }
series-next-game = Næste spil: { $maker } laver koden
series-winner = { $winner } vinder serien, { $won } mod { $lost }
series-tie = Uafgjort: { $points } point hver
series-history-all = Alle seriens spil
series-history-so-far = Spillede spil indtil nu ({ $count })
series-history-broken = Spil { $number }, kode af { $maker }, knækket på { $rows ->
        [one] { $rows } række
       *[other] { $rows } rækker
    }: { $maker } +{ $points }
series-history-unbroken = Spil { $number }, kode af { $maker }, ikke knækket: { $maker } +{ $points }
series-history-void = Spil { $number }, kode af { $maker }, annulleret, forkerte oplysninger i { $count ->
        [one] række
       *[other] rækkerne
    } { $rows }: { $breaker } +{ $points }
series-score-final = Slutstilling efter { $games } spil
series-score-so-far = Stilling efter { $scored } af { $games } spil
series-score-player = Spiller
series-score-points = Point
# Rækkenumre som en liste: "1, 2 og 3" ($list er "1, 2").
series-list-and = { $list } og { $last }

## Brætterne (series-board.js)

series-board-label = Brættet fra spil { $number }
series-code-shown = koden: { $pegs }
series-code-hidden = koden: skjult bag skærmen
series-row-timed-out = række { $turn }: tiden løb ud
# Hvor rækkens svarpinde ville stå, når tiden løb ud.
series-row-time = tid
series-row-played = række { $turn }: { $pegs }; { series-row-keys }
series-row-played-wrong = række { $turn }: { $pegs }; { series-row-keys } (forkerte svarpinde)
series-row-to-come = række { $turn }: kommer senere
series-play-row = Spil række { $turn }
series-play-row-hint = Spil denne række (Enter)
series-code-holes = kode: sæt en farve i hvert hul
series-row-holes = række { $turn }: sæt en farve i hvert hul
series-code-hole = kode, pind { $peg }, { $colour }
series-row-hole = række { $turn }, pind { $peg }, { $colour }
series-hole-empty = tom
series-row-waiting = række { $turn }: { $pegs }, venter på svarpindene
series-keys-of-row = svarpinde til række { $turn }
series-keys-of-row-set = svarpinde til række { $turn }: { series-row-keys }
series-key-peg = svarpind { $peg }: { $kind ->
        [black] sort
        [white] hvid
       *[none] tom
    }
series-key-count-label = { $colour ->
        [black] Sort
       *[white] Hvid
    }
series-key-fewer = én { $colour ->
        [black] sort
       *[white] hvid
    } svarpind færre
series-key-more = én { $colour ->
        [black] sort
       *[white] hvid
    } svarpind mere
series-key-count = { $colour ->
        [black] sorte
       *[white] hvide
    } svarpinde
series-answer-row = Svar på række { $turn }: { series-row-keys }
series-answer = Svar
series-vacant-hole = tomt hul

## Trækkene (series-moves.js)

series-no-blanks = Spil nr. 1 har ingen tomme huller: hvert hul skal have en farve.
series-no-colour = Der er ingen farve { $digit }: farverne er 1 til { $colours }.
series-no-letter = Ingen farve har bogstavet { $letter }.
series-holes-empty = { $count ->
        [one] { $count } hul er stadig tomt.
       *[other] { $count } huller er stadig tomme.
    }
series-notice-keys = Række { $turn }: { series-row-keys }.
series-notice-timeout = Tiden er gået: række { $turn } tæller som spillet.
series-notice-challenge = Indsigelse afvist: svarpindene indtil nu passer med mindst én kode. Spil videre.
series-code-unfinished = Vælg først en farve til hvert hul.
series-row-unfinished = Hvert hul skal have en pind, før rækken spilles.

## Betænkningstiden (series-clock.js)

series-clock-row = { $breaker }, række { $turn }:
series-clock-hurry = skynd dig!
series-clock-up = tiden er gået
series-clock-alert = { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } tilbage til række { $turn }!

series-coach-button = Gennemgå med træneren
series-coach-loading = Træneren gennemgår spillet …
# $game: spillets plads i serien
series-coach-region = Trænerens gennemgang af spil { $game }
