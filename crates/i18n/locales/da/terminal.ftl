# The terminal area: message ids begin with its prefix (see crates/i18n/src/catalogue.rs).
# Området terminal: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).
# De fuldskærms-brætter, som `mastermind play`, `solve` og `duel` viser (crates/tui).

## Navne, som data giver: term-strategy-<strategi> (opsætninger: preset-<navn> i shared.ftl)

term-strategy-simple = faste åbninger, derefter den første kode, der passer til alle svar
term-strategy-random = en tilfældig kode, der passer til alle svar
term-strategy-knuth = gættet, hvis største tilbageværende del er mindst
term-strategy-most-parts = gættet, der deler kandidaterne i flest dele
term-strategy-expected-size = gættet, der i gennemsnit efterlader færrest kandidater
term-strategy-entropy = gættet, hvis svar bærer mest information
term-strategy-optimal = færrest gæt i gennemsnit (udtømmende søgning)
term-strategy-best = det eksakte optimum, hvor det kan søges, ellers entropi med fremsyn

term-rule-standard = standard
term-rule-colour-game = farvespil
term-custom-title = Eget spil, { $rule }regel

# En opsætnings form, under et bræt og i vælgeren; dens tilføjelser følger efter " · ".
term-shape = { $pegs } pinde · { $colours } farver · { $turns } ture
term-shape-blanks = tomme huller
term-shape-no-repeats = ingen gentagelser

## Taster, som skærmene nævner dem

term-key-enter = Enter
term-key-esc = Esc
term-key-delete = ⌫ Del
term-key-pages = PgUp PgDn

## Brættet

term-keys-title = Taster
term-keys-peg = en pind
term-keys-move = flyt
term-keys-clear = ryd
term-keys-play-row = spil rækken
term-keys-hint = tip
term-keys-quit = giv op
term-keys-new-game = nyt spil
term-keys-help = hjælp
term-keys-levels = niveauer
term-keys-scores = rekorder
term-keys-play-again = spil igen
term-keys-review = gennemgå spillet
term-keys-high-scores = rekorder
term-keys-game-and-level = spil og niveau
term-keys-leave = forlad

term-colours-title = Farver
# Mærket for nøglen (den hemmelige kode) øverst på brættet (højst fem tegn).
term-board-key = nøgle
term-board-turn = Tur { $turn } af { $turns }: fyld rækken, og tryk Enter.

term-hint-unavailable = Tips er ikke til rådighed: dette bræt har ingen rådgiver.
term-hint-over = Spillet er slut: r viser en gennemgang af dine ture.
term-hint-title = Tip
# $remaining vælger formen; $shown er det samme antal, som det skrives.
term-hint-remaining =
    { $remaining ->
        [one] { $shown } kode passer stadig til alle svar indtil nu.
       *[other] { $shown } koder passer stadig til alle svar indtil nu.
    }
term-hint-try = Prøv

## Bundlinjer

term-footer-choose = vælg
term-footer-play = spil
term-footer-high-scores = rekorder
term-footer-back = tilbage til brættet
term-footer-scroll = rul
term-footer-other-levels = andre niveauer
term-footer-play-again = spil igen

## Valget af spil og niveau

term-chooser-title = Vælg spil og niveau
term-chooser-custom = Eget spil (som startet)
term-chooser-game-and-level = spil og niveau
term-chooser-shape = pinde·farver·ture
term-chooser-rule = regel
term-chooser-give-up =
    { $turns ->
        [one] Dette spil har { $turns } tur spillet. Vil du give op?
       *[other] Dette spil har { $turns } ture spillet. Vil du give op?
    }
term-chooser-give-up-how = Enter igen giver op, viser koden og spiller { $game }; Esc beholder spillet.
term-chooser-colours = Farver:
term-chooser-rule-standard = ét mærke pr. svarpind, sort før hvid (brætspillet, Mastermind)
term-chooser-rule-colour-game = hvid for hver pind i en farve, der er et sted i nøglen (farvespillet)
term-chooser-rule-is = Regel: { $rule }

## Brættets hjælp

term-help-title = Hjælp: reglerne og tasterne
term-help-how-to-play = Sådan spiller du
term-help-how-to-play-text =
    Computeren skjuler en nøgle af farvede pinde øverst på brættet. Find den
    inden for niveauets ture, én række pr. tur fra top til bund.
    Efter hver række svarer den i kolonnen til højre med små mærker:
    en sort { $black } for hver pind i den rigtige farve på den rigtige plads, en hvid
    { $white } for hver anden pind, hvis farve er i nøglen, en dæmpet { $none } for resten.
    Sort kommer først; mærkernes rækkefølge siger intet om, hvilke pinde
    de gælder. Alle sorte: du vinder, og nøglen vises. Ingen ture tilbage:
    du taber, og den vises.
term-help-pegs =
    En farvepind viser sin farve, sit bogstav og sit symbol (R●, B■ ...);
    brætspillets tomme hul er .{ $blank }; et hul uden pind er (); en skjult
    pind i nøglen er ??.
term-help-standard = Standardreglen (Mastermind I-III, brætspillet, Logik)
term-help-standard-text =
    Én pind i nøglen giver højst ét mærke, og sort går før hvid: en hvid er
    en pind i en farve, der er tilbage i nøglen efter de sorte træffere.
    Eksempel (brætspillets eksempel D):
term-help-example-key = nøgle
term-help-example-guess = gæt
term-help-example-answer =
    { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }
term-help-standard-example =
    Den tredje røde står på sin plads: sort. Den anden røde finder
    nøglens første røde: hvid. Grøn og hvid er ikke i nøglen: intet.
term-help-colour-game = Farvespillets regel (farvespillet I-III)
term-help-colour-game-text =
    En pind, der ikke er sort, giver hvid, når blot dens farve er et sted i
    nøglen, også ved en pind i nøglen, som et andet mærke allerede har ramt.
    Eksempel (farvespillet, afsnit 4.1, tur 1):
term-help-colour-game-example =
    Den anden røde er sort; den første og den tredje røde giver begge hvid
    mod nøglens ene røde. Standardreglen svarer { $black } sort, { $white } hvid.
term-help-keys = Taster
term-help-keys-text =
    1-9, 0      sæt cifrets farve (0: det tomme hul, når det er tilladt)
    R B Y ...   sæt bogstavets farve, med store eller små bogstaver
    ← → Home End  flyt langs rækken; en pind kan skiftes indtil Enter
    ⌫ Del       tag en pind ud
    Enter       spil rækken, når hvert hul har en pind
    ?           tip: hvor mange koder der stadig passer, og et gæt at prøve
    q           giv spillet op, og vis nøglen (to gange, når der er spillet
                ture); i et afsluttet spil: forlad
    n  F5       et nyt spil på samme niveau (to gange, når ture er spillet)
    l  F2       et andet spil eller niveau (Enter to gange, når ture er spillet)
    s  F3       rekorder; ← → for de andre niveauer
    r  F4       gennemgå et afsluttet spil: hvad hvert gæt efterlod
    h  F1       denne hjælp
    Esc         fjern spørgsmål, advarsel eller tip; tilbage til brættet
    Ctrl-C      forlad med det samme
    Mens en række fyldes, er et bogstav, der er en af spillets farver,
    den farve; funktionstasterne virker i alle spil.
term-help-high-scores = Rekorder
term-help-high-scores-text =
    Hver opsætning har en rekordliste: færrest ture først, derefter kortest
    tid. En sejr, der kommer på listen, beder om et navn på 1 til { $most } tegn;
    Esc springer over. Tiden løber fra det første blik på brættet til den
    vindende række.

## Gennemgangen af et afsluttet spil

term-review-title = Gennemgang: hver tur, dens svar, hvad den efterlod
term-review-turn = tur
term-review-yours = dit gæt
term-review-answer = svar
term-review-before = før
term-review-left = tilbage
term-review-best = bedst
term-review-as-good = lige så godt
term-review-more = { $times }× flere
term-review-verdict-good = god
term-review-verdict-inaccuracy = unøjagtighed
term-review-verdict-mistake = fejl
term-review-verdict-blunder = bommert
term-review-note =
    før: koder, der passede til alle svar før turen; tilbage: koder, der
    passede efter den, for dit gæt og for tippets. Færre er bedre. Trænerens
    ord om hvert gæt vejer de gæt, det ventes at koste mod det bedste spil (det
    nøjagtige optimum, hvor det når det i tide): en unøjagtighed fra 0,1 tabte
    gæt i gennemsnit, en fejl fra 0,3, en bommert fra 0,6.
term-review-no-advisor = Hvad hvert gæt efterlod, kræver en rådgiver, og dette bræt har ingen.

## Rekorderne

term-scores-title = Rekorder: { $game } ({ $shape })
term-scores-heading = Rekorder
term-scores-custom = En egen opsætning har ingen rekordliste. ← → viser opsætningernes lister.
term-scores-empty = Ingen rekorder på dette niveau endnu: vind et spil, og bliv den første.
term-scores-name = navn
term-scores-turns = ture
term-scores-time = tid
term-scores-key = nøgle
term-scores-date = dato (UTC)

## Navnet til en rekord

term-name-title = En rekord!
# $preset er opsætningens navn, som kommandolinjen tager det (mastermind-1).
term-name-title-on = En rekord på { $preset }!
term-name-enters = Din sejr kommer på rekordlisten.
term-name-prompt = Dit navn (1 til { $most } tegn):
term-name-keys = Enter: gem   Esc: spring over

## En terminal, der er for lille; $need og $has er størrelser, 80×24

term-small = Terminalen er for lille:
term-small-needs = den skal være { $need }, denne er { $has }. Gør den større, eller tryk Ctrl-C for at forlade.

## Lister af tal: $first er tallene før det sidste, adskilt af ", "

term-list-and = { $first } og { $last }
term-list-or = { $first } eller { $last }

## Sådan skriver en spiller pinde: $digits 1-6, $letters R B Y G P T

term-peg-keys = { $digits } eller { $letters }
term-peg-keys-blank = { $digits } eller { $letters }, 0 for tomt hul

## Brættets beskeder; $key er den trykkede tast, $error hvorfor et lager fejlede

term-board-over = Spillet er slut: n spiller igen.
term-not-a-colour = '{ $key }' er ikke en farve i dette spil: brug { $keys }.
term-board-nothing-here = '{ $key }' gør intet her: h viser tasterne.
# $holes nævner de tomme pindes numre (term-list-and); $count er hvor mange.
term-row-not-full =
    { $count ->
        [one] Rækken er ikke fuld: pind { $holes } er tom. Fyld alle { $pegs } pinde, og tryk Enter.
       *[other] Rækken er ikke fuld: pind { $holes } er tomme. Fyld alle { $pegs } pinde, og tryk Enter.
    }
term-row-no-code = Den række er ikke en kode i dette spil.
term-board-lost = Du tabte: alle { $turns } ture er brugt. Nøglen vises øverst.
term-review-later = Gennemgangen kommer, når spillet er slut; ? giver et tip nu.
# $time er minutter og sekunder, 1:05.
term-board-won =
    { $turns ->
        [one] Du vandt på { $turns } tur ({ $time }). n spiller igen.
       *[other] Du vandt på { $turns } ture ({ $time }). n spiller igen.
    }
term-board-won-with-hints = Spillet med tips: tæller ikke til rekorderne.
term-board-won-by-luck = Vundet på første gæt, hvilket er held: tæller ikke til rekorderne.
term-statistics-unsaved = Spillet kunne ikke gemmes til din statistik: { $error }
term-won-scores-unreadable = Vundet, men rekorderne kan ikke læses: { $error }
term-scores-place-taken = Et andet spil tog den plads på listen først.
term-scores-unsaved = Rekorden kunne ikke gemmes: { $error }
term-scores-unavailable = Rekorder er ikke til rådighed i denne session.
term-scores-unreadable = Rekorderne kan ikke læses: { $error }
term-ask-quit = Vil du give op? q igen giver op og viser koden; enhver anden tast spiller videre.
term-ask-new-game = Et nyt spil? n igen opgiver dette og viser koden; enhver anden tast spiller videre.
# $code er koden i farvebogstaver, RGBY.
term-board-quit = Du gav op: koden var { $code } (vist øverst). n spiller igen, q forlader.
term-board-given-up = Opgivet: det spils kode var { $code }. Et nyt spil er i gang.

term-name-full = Et navn har højst { $most } tegn.
term-name-error-empty = Navnet er tomt: skriv 1 til { $most } tegn.
term-name-error-too-long = Navnet har { $count } tegn; højst { $most } er tilladt.
term-name-error-control = Navnet har et kontroltegn (som et linjeskift eller en tabulator).
term-name-error-invisible = Navnet har et usynligt tegn (en retningsændring, et mellemrum uden bredde eller en linjeseparator).

## Løseskærmen: computeren knækker spillerens kode
## $notation er black-white eller white-red (--notation); den vælger ordene
## for svarpindene. $right og $wrong er antal svarpinde, eller tasterne,
## der skriver dem. $whose er self, når computeren spiller selv (og svarer
## sig selv), ellers person.

term-answer-none = ingen
term-answer-spoken =
    { $notation ->
        [white-red] { $right ->
            [one] { $right } hvid
           *[other] { $right } hvide
        }, { $wrong ->
            [one] { $wrong } rød
           *[other] { $wrong } røde
        }
       *[black-white] { $right ->
            [one] { $right } sort
           *[other] { $right } sorte
        }, { $wrong ->
            [one] { $wrong } hvid
           *[other] { $wrong } hvide
        }
    }
term-answer-unreadable =
    { $notation ->
        [white-red] '{ $text }' er ikke et svar: giv hvide og røde som '2 1', '2w1r', bogstaver som 'WWR', eller '-' for ingen.
       *[black-white] '{ $text }' er ikke et svar: giv sorte og hvide som '2 1', '2b1w', bogstaver som 'BBW', eller '-' for ingen.
    }
term-answer-too-many-pegs =
    { $notation ->
        [white-red] { $right } hvide og { $wrong } røde giver { $total } svarpinde; dette spil har { $pegs } pinde.
       *[black-white] { $right } sorte og { $wrong } hvide giver { $total } svarpinde; dette spil har { $pegs } pinde.
    }
term-answer-impossible =
    { $notation ->
        [white-red] { $right } hvide og 1 rød kan ikke forekomme: når alle pinde på nær én er rigtige, kan den sidste ikke være en rigtig farve på en anden plads.
       *[black-white] { $right } sorte og 1 hvid kan ikke forekomme: når alle pinde på nær én er rigtige, kan den sidste ikke være en rigtig farve på en anden plads.
    }
term-answer-one-too-many =
    { $notation ->
        [white-red] Én tast for meget: { $right } hvid, { $wrong } rød, et ciffer for et antal, - for ingen.
       *[black-white] Én tast for meget: { $right } sort, { $wrong } hvid, et ciffer for et antal, - for ingen.
    }
term-answer-not-part =
    { $notation ->
        [white-red] '{ $key }' er ikke en del af et svar: { $right } hvid, { $wrong } rød, et ciffer for et antal, - for ingen.
       *[black-white] '{ $key }' er ikke en del af et svar: { $right } sort, { $wrong } hvid, et ciffer for et antal, - for ingen.
    }
term-answer-first =
    { $notation ->
        [white-red] Skriv svaret først: { $right } pr. hvid, { $wrong } pr. rød, - for ingen.
       *[black-white] Skriv svaret først: { $right } pr. sort, { $wrong } pr. hvid, - for ingen.
    }

# $answer er term-answer-spoken; $turns nævner ture (term-list-and).
term-solve-no-code = Ingen kode i dette spil kan svare tur { $turn } med { $answer }.
term-solve-contradiction = Disse svar kan ikke alle være sande: tur { $turns } modsiger hinanden.
term-solve-not-one-of-them = Tur { $key } er ikke en af dem: vælg tur { $turns }.
term-solve-picks-nothing = '{ $key }' vælger intet: ↑ ↓ eller et turnummer, og tryk Enter.
term-solve-retype = Skriv svaret på tur { $turn } igen, og tryk Enter.
term-solve-would-have-won =
    { $notation ->
        [white-red] Alle { $pegs } hvide ville have afsluttet spillet i tur { $turn }: giv dens rigtige svar.
       *[black-white] Alle { $pegs } sorte ville have afsluttet spillet i tur { $turn }: giv dens rigtige svar.
    }
term-solve-same-answer = Tur { $turn } har allerede det svar: giv det rigtige, eller tryk Esc for at vælge en anden tur.
term-solve-would-contradict = Med { $answer } i tur { $turn } ville tur { $turns } modsige hinanden: giv et andet svar, eller tryk Esc.
term-solve-corrected = Tur { $turn } er nu { $answer }, og svaret på tur { $current } passer.
term-solve-corrected-still = Tur { $turn } er nu { $answer }; tur { $turns } modsiger stadig hinanden.
term-solve-nothing-now = '{ $key }' gør intet nu: n spiller igen, q forlader.
term-solve-ask-new-game = Tryk n igen for at opgive dette spil og starte et nyt.
term-solve-watching-nothing = '{ $key }' gør intet her: jeg svarer selv. Enter tager et skridt, p holder pause.

term-solve-code = kode
term-solve-row-thinking = tænker…
term-solve-keys-right =
    { $notation ->
        [white-red] hvid
       *[black-white] sort
    }
term-solve-keys-wrong =
    { $notation ->
        [white-red] rød
       *[black-white] hvid
    }
term-solve-keys-counts = antal
term-solve-keys-none = ingen
term-solve-keys-undo = fortryd
term-solve-keys-back = tilbage
term-solve-keys-give-answer = giv svaret
term-solve-keys-correct-turn = ret turen
term-solve-keys-strategy = strategi
term-solve-keys-stop = stop
term-solve-keys-pick = vælg en tur
term-solve-keys-pick-number = vælg med tal
term-solve-keys-correct-answer = ret det svar
term-solve-keys-retype = skriv sidste svar igen
term-solve-keys-step = næste skridt
term-solve-keys-go-on = fortsæt
term-solve-keys-pause = pause

term-solve-thinking = Tur { $turn } af { $turns }: tænker…
term-solve-answer-my-guess = Tur { $turn } af { $turns }: svar på mit gæt med { $right } og { $wrong }, - for ingen, og tryk Enter.
term-solve-watching = Tur { $turn } af { $turns }: jeg svarer selv. Enter tager et skridt, p holder pause.
term-solve-paused = Tur { $turn } af { $turns }: pause. Enter tager et skridt, p fortsætter.
term-solve-type-correction = Tur { $turn }: skriv dens rigtige svar, og tryk Enter.
# $text er det skrevne, som det blev skrevet.
term-solve-typed = Tur { $turn } af { $turns }: { $answer } ({ $text }). Enter giver svaret.
term-solve-typed-unreadable = Tur { $turn } af { $turns }: '{ $text }' er ikke et svar endnu.
term-solve-correction-typed = Tur { $turn }: { $answer } ({ $text }). Enter retter den.
term-solve-correction-unreadable = Tur { $turn }: '{ $text }' er ikke et svar endnu.
term-solve-next = n spiller igen.
term-solve-next-or-leave = n spiller igen, q forlader.

term-solve-possible = { $codes } koder er mulige.
term-solve-fit =
    { $remaining ->
        [one] { $remaining } kode passer stadig til { $whose ->
            [self] svarene
           *[person] dine svar
        }.
       *[other] { $remaining } koder passer stadig til { $whose ->
            [self] svarene
           *[person] dine svar
        }.
    }
term-solve-fit-first =
    { $remaining ->
        [one] { $remaining } kode passer stadig til { $whose ->
            [self] svaret
           *[person] dit svar
        } på tur 1; ingen af dem passer også til svaret på tur 2.
       *[other] { $remaining } koder passer stadig til { $whose ->
            [self] svaret
           *[person] dit svar
        } på tur 1; ingen af dem passer også til svaret på tur 2.
    }
term-solve-fit-turns =
    { $remaining ->
        [one] { $remaining } kode passer stadig til { $whose ->
            [self] svarene
           *[person] dine svar
        } på tur 1 til { $answered }; ingen af dem passer også til svaret på tur { $turn }.
       *[other] { $remaining } koder passer stadig til { $whose ->
            [self] svarene
           *[person] dine svar
        } på tur 1 til { $answered }; ingen af dem passer også til svaret på tur { $turn }.
    }
term-solve-retype-hint = Enter eller Esc: skriv svaret på tur { $turn } igen.
term-solve-pick-hint = Vælg det forkerte svar: ↑ ↓ eller dets nummer, og tryk Enter. Esc skriver svaret på tur { $turn } igen.
term-solve-was-answered = Tur { $turn } blev besvaret { $answer }. Esc vælger en anden tur.
# $strategy er strategiens navn, som --strategy tager det.
term-solve-strategy = Strategi { $strategy }:
# $rate er en procentdel, 5 %.
term-solve-blunders = Med en fejlrate på { $rate } kan en tur glemme et svar og gætte tilfældigt.

# $code er koden i cifre, $colours dens farver ved navn.
term-solve-solved =
    { $turns ->
        [one] Løst på { $turns } tur: { $whose ->
            [self] koden
           *[person] din kode
        } er { $code } ({ $colours }).
       *[other] Løst på { $turns } ture: { $whose ->
            [self] koden
           *[person] din kode
        } er { $code } ({ $colours }).
    }
term-solve-gave-up =
    { $turns ->
        [one] Jeg giver op efter { $turns } tur: { $remaining ->
            [one] { $remaining } kode passer stadig
           *[other] { $remaining } koder passer stadig
        } til { $whose ->
            [self] svarene
           *[person] dine svar
        }.
       *[other] Jeg giver op efter { $turns } ture: { $remaining ->
            [one] { $remaining } kode passer stadig
           *[other] { $remaining } koder passer stadig
        } til { $whose ->
            [self] svarene
           *[person] dine svar
        }.
    }
term-solve-stopped =
    { $turns ->
        [one] Stoppet efter { $turns } tur.
       *[other] Stoppet efter { $turns } ture.
    }
term-solve-too-big = løseren klarer opsætninger med højst { $most } koder; denne har { $codes }

## Løseskærmens hjælp

term-solve-help-title = Hjælp: sådan svarer du, og tasterne
term-help-example-code = kode
term-solve-help-in-use = (i brug)
term-solve-help-typed = skriv { $letters } eller { $right } { $wrong }; hvid-rød: { $other }
term-solve-help-how = Sådan svarer du
term-solve-help-how-text =
    Tænk på en kode; computeren gætter den, én række pr. tur. Svar på hvert
    gæt med svarpinde: én for hver pind i den rigtige farve på den rigtige
    plads, én for hver anden pind, hvis farve er i din kode. Svarpindenes
    rækkefølge siger intet om, hvilke pinde de gælder.
term-solve-help-black-white = Sort og hvid
term-solve-help-black-white-text =
    b           en sort svarpind { $black }: rigtig farve, rigtig plads
    w           en hvid svarpind { $white }: rigtig farve, forkert plads
    2 1  2b1w   antal: 2 sorte, 1 hvid (to cifre i træk er to antal)
    -           ingen: ingen af gættets farver er i din kode
term-solve-help-white-red = Hvid og rød, kodeknækkerprogrammets notation
term-solve-help-white-red-text =
    Start med --notation white-red for at svare, som det program spørger:
    w           en hvid svarpind: rigtig farve, rigtig plads
    r           en rød svarpind: rigtig farve, forkert plads
    2 1  2w1r   antal: 2 hvide, 1 rød;  - for ingen
term-solve-help-examples = Eksempler
term-solve-help-cannot-be = Svar, der ikke kan forekomme
term-solve-help-cannot-be-text =
    Flere svarpinde end pinde. Under standardreglen også alle pinde på nær
    én rigtige og én mere i en rigtig farve: den sidste pind har intet andet
    sted at være. Farvespillets regel tillader det svar.
term-solve-help-contradict = Når svar modsiger hinanden
term-solve-help-contradict-text =
    Hvis ingen kode passer til alle dine svar, nævner skærmen de færreste
    ture, der ikke alle kan være sande, og mærker dem ✘. Vælg det forkerte
    med ↑ ↓ eller dets turnummer, og tryk Enter: for en tidligere tur skriver
    du dens rigtige svar; for turen, der lige er besvaret, skriver du svaret
    igen. Esc skriver det også igen.
term-solve-help-keys-text =
    b w / w r   en svarpind        cifre   antal       -  ingen
    ⌫           fortryd en tast    Esc     ryd         Enter  giv svaret
    ?           computerens strategi       h  F1   denne hjælp
    n  F5       et nyt spil (to gange, når ture er besvaret)
    q           stop spillet; i et afsluttet spil: forlad   Ctrl-C  forlad
    Demonstration (--secret): Enter eller mellemrum tager et skridt, p pauser uret.

## Duellen mod computeren og online; $opponent er den anden spillers navn
## eller term-duel-the-computer (ejefald: navnet med -s, "computerens", "bobs")

term-duel-the-computer = computeren
term-duel-your-opponent = din modstander
term-duel-someone = nogen
term-duel-your-code = Din kode
term-duel-your-guesses = Dine gæt
# Mærket for en kode på duellens bræt (højst fire tegn).
term-duel-code = kode
term-duel-sent = sendt
term-duel-computer-guesses = Computer (niveau { $level }) gætter
term-duel-opponent-guesses = { $opponent } gætter
term-duel-bot-mark = BOT
term-duel-row-thinking = tænker…
term-duel-row-guessed = har gættet: vises med dit
term-duel-row-guessing = gætter…
term-duel-row-guessed-online = har gættet
term-duel-small = Terminalen er for lille til duellen.
term-duel-small-needs = Den skal være { $need }; denne er { $has }.
term-duel-small-enlarge = Gør den større, eller tryk q for at forlade.
term-duel-ask-resign = Opgiv denne duel? y opgiver, enhver anden tast spiller videre.
term-duel-ask-leave = Forlad duellen? y forlader, enhver anden tast spiller videre.
term-duel-ask-leave-online = Forlad? Duellen fortsætter (--resume vender tilbage). y forlader, enhver anden tast bliver.
term-duel-clock-you = dig
# $who er term-duel-clock-you eller et navn.
term-duel-clock-moved = { $who } (har trukket)
# En spiller der holder ferie (vedkommendes ur står stille); $who som
# ovenfor, så hvor længe til ferien slutter.
term-duel-clock-away = { $who } (på ferie { $days } d { $hours } t endnu)
# $you og $them er hver et navn (eller term-duel-clock-you) med den tid, der er tilbage, 0:42.
term-duel-clock = Ur: { $you } · { $them }
term-duel-keys-set-code = sæt koden
term-duel-keys-resign = opgiv
term-duel-keys-quit = forlad
term-duel-keys-new = ny duel

term-duel-over-new = Duellen er slut: n starter en ny, q forlader.
term-duel-over-leave = Duellen er slut: q forlader.
term-duel-over-keys = n starter en ny duel, q forlader.
term-duel-nothing-here = '{ $key }' gør intet her: ? viser tasterne.
term-duel-new-later = n starter en ny duel, når denne er slut; Ctrl-R opgiver, q forlader.
term-duel-key-unused = Den tast gør intet i en duel: ? viser tasterne.
term-duel-online-key-unused = Den tast gør intet i en duel online: ? viser tasterne.
term-duel-nothing-to-resign = Duellen er slut: intet at opgive. n starter en ny.
term-duel-online-nothing-to-resign = Duellen er slut: intet at opgive. q forlader.
term-duel-code-not-full =
    { $count ->
        [one] Din kode er ikke fuld: pind { $holes } er tom. Fyld alle { $pegs } pinde, og tryk Enter.
       *[other] Din kode er ikke fuld: pind { $holes } er tomme. Fyld alle { $pegs } pinde, og tryk Enter.
    }
term-duel-score =
    { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }
# $yours og $theirs er term-duel-score.
term-duel-scored = Tur { $turn }: dit gæt fik { $yours }; computerens { $theirs }.
term-duel-scored-online = Tur { $turn }: dit gæt fik { $yours }; { POSSESSIVE($opponent) } { $theirs }.
term-duel-set-code = Sæt din kode, som computeren skal knække (nederst til venstre), og tryk Enter.
term-duel-computer-thinking = Tur { $turn } af { $turns }: computeren tænker…
term-duel-guess = Tur { $turn } af { $turns }: gæt computerens kode til højre, og tryk Enter.
term-duel-set-code-for = Sæt din kode, som { $opponent } skal knække (nederst til venstre), og tryk Enter.
term-duel-waiting-code = Venter på { POSSESSIVE($opponent) } kode.
term-duel-they-guessed = Tur { $turn } af { $turns }: { $opponent } har gættet: dit træk.
term-duel-your-turn = Tur { $turn } af { $turns }: dit træk: gæt { POSSESSIVE($opponent) } kode til højre.
term-duel-waiting-guess = Tur { $turn } af { $turns }: venter på { POSSESSIVE($opponent) } gæt.
term-duel-moved = Du har trukket: venter på { $opponent }.
term-duel-sent-waiting = Sendt: venter på serveren.
term-duel-refused = Serveren afviste trækket.
term-duel-unreadable = Serverens duel er ikke en, denne skærm kan vise: { $error }.
term-duel-unknown-colours = ukendte farver: { $colours }
# $id er duellens id på serveren.
term-duel-opening = Åbner duellen { $id }…
term-duel-challenge-waiting = Udfordring { $id }: venter på, at { $to } tager imod…
term-duel-challenge-withdrawn = Udfordringen { $id } blev trukket tilbage.
term-duel-no-board = Duellen { $id } har intet bræt at vise.
term-duel-waiting-leave = q eller Esc forlader (en udfordring fra dig trækkes tilbage).
# $why er forbindelsens fejl; $resume den kommando, der vender tilbage.
term-duel-lost-server-then = Mistede forbindelsen til serveren ({ $why }); q forlader, derefter: { $resume }
term-duel-lost-server = Mistede forbindelsen til serveren ({ $why }). q forlader; for at vende tilbage: { $resume }
term-duel-reconnecting = Forbinder igen…
term-duel-connection-ended = forbindelsen sluttede
term-duel-bad-level = computerens niveau er { $lowest } til { $highest }, ikke { $level }
term-duel-too-big = denne opsætning har { $codes } koder; computeren spiller opsætninger med højst { $most } koder

## Duellens resultat; $reason er kernens navn for en anden grund

term-duel-won-broke = Du vandt: du knækkede { POSSESSIVE($opponent) } kode i tur { $turn }.
term-duel-lost-broken = Du tabte: { $opponent } knækkede din kode i tur { $turn }.
term-duel-draw-both = Uafgjort: begge koder blev knækket i samme tur (tur { $turn }).
term-duel-draw-rows = Uafgjort: alle { $turns } rækker er brugt, og ingen af koderne blev knækket.
term-duel-lost-resigned = Du tabte: du opgav.
term-duel-won-resigned = Du vandt: { $opponent } opgav.
term-duel-won-time = Du vandt: { POSSESSIVE($opponent) } tid løb ud.
term-duel-lost-time = Du tabte: din tid løb ud.
term-duel-draw-time = Uafgjort: begge ure løb ud på samme tid.
term-duel-won-abandoned = Du vandt: { $opponent } forlod duellen, og du gjorde krav på den.
term-duel-lost-abandoned = Du tabte: du var væk for længe, og { $opponent } gjorde krav på duellen.
term-duel-draw-abandoned = Uafgjort: der blev gjort krav, efter at en spiller var væk for længe.
term-duel-won-other = Du vandt ({ $reason }).
term-duel-lost-other = Du tabte ({ $reason }).
term-duel-draw-other = Uafgjort ({ $reason }).

## Duellens hjælp

term-duel-help-heading = Hjælp: duellen
term-duel-help-footer = ↑ ↓ rul · Esc tilbage til duellen
term-duel-help-title = Duellen (Logik)
term-duel-help-intro =
    Du og computeren sætter hver en kode, som den anden skal knække; den første,
    der knækker den andens kode, vinder. Du spiller hvid, computeren sort.
    Denne duel: { $shape }.
term-duel-help-board =
    Din kode står til venstre, nederst, med computerens gæt på den.
    Computerens kode er skjult øverst til højre, med dine gæt.
    Hver tur gætter I begge; computerens gæt og begge svar vises
    sammen, når dit er inde, så ingen af jer får et forspring.
term-duel-help-marks =
    En sort { $black } er en pind i den rigtige farve på den rigtige plads, en hvid
    { $white } en pind i en rigtig farve på den forkerte plads, en dæmpet { $none } en,
    der intet giver; sort kommer først.
term-duel-help-end = Slutningen
term-duel-help-end-text =
    En knækket kode vinder. Begge koder knækket i samme tur er uafgjort, og det
    er en duel også, hvor alle rækker er brugt, og ingen kode er knækket. Den, der
    opgiver, taber. Til sidst vises begge koder.
term-duel-help-keys =
    { $keys }: en pind. ← → flytter, Backspace og Delete rydder.
    Enter: sæt din kode, og spil derefter hver række.
    Ctrl-R eller F6: opgiv (spørger først). n: en ny duel, når denne er slut.
    q eller Esc: forlad (spørger først under en duel). ?, h eller F1: denne hjælp.
term-duel-help-online-title = Duellen (Logik), online
term-duel-help-online-intro =
    Du og { $opponent } sætter hver en kode, som den anden skal knække;
    den første, der knækker den andens kode, vinder.
    Denne duel: { $shape }.
term-duel-help-online-board =
    Din kode står til venstre, nederst, med { POSSESSIVE($opponent) } gæt på den.
    { POSSESSIVE($opponent) } kode er skjult øverst til højre, med dine gæt.
    Hver tur gætter I begge; begge gæt og deres svar vises sammen,
    når begge er inde. Serveren holder styr på duellen.
term-duel-help-online-end-text =
    En knækket kode vinder. Begge koder knækket i samme tur er uafgjort, og det
    er en duel også, hvor alle rækker er brugt, og ingen kode er knækket. Den, der
    opgiver eller løber tør for tid, taber. Til sidst vises begge koder.
term-duel-help-online-keys =
    { $keys }: en pind. ← → flytter, Backspace og Delete rydder.
    Enter: send din kode, og derefter hver række.
    Ctrl-R eller F6: opgiv (spørger først).
    q eller Esc: forlad (spørger først under en duel); duellen fortsætter, og
    --resume vender tilbage til den. ?, h eller F1: denne hjælp.
