# Området online: beskedernes id begynder med dets præfiks (se crates/i18n/src/catalogue.rs).

## Tider og ure (duel-words.js): enhederne side om side, som et ur læses

online-days = { $days ->
    [one] { $days } dag
   *[other] { $days } dage
}
online-hours = { $hours } t
online-minutes = { $minutes } min
online-seconds = { $seconds } s
# Et ur med mere end et døgn: "2 d 03 t" ($hours med to cifre)
online-clock-days = { $days } d { $hours } t
online-no-clock = uden ur
online-per-move = { $allowance } pr. træk
online-per-game = { $allowance } pr. parti
online-just-now = lige nu
online-minutes-ago = for { $minutes } min siden
online-hours-ago = for { $hours } t siden

## En duels betingelser, hver for sig, vist "5 pinde · 8 farver · 10 ture · …"

online-setup-pegs = { $pegs ->
    [one] { $pegs } pind
   *[other] { $pegs } pinde
}
online-setup-colours = { $colours ->
    [one] { $colours } farve
   *[other] { $colours } farver
}
online-setup-turns = { $turns ->
    [one] { $turns } tur
   *[other] { $turns } ture
}
online-setup-no-repetition = ingen gentagne farver
online-setup-blanks = tomme huller tilladt
online-setup-colour-game = farvespillets regel
online-custom-setup = Egen opsætning
online-rated = ratet
online-casual = uden rating
online-bots-admitted = botter er med
online-never-rated = aldrig ratet

## Hvordan en duel endte; $you er læserens rolle: winner, loser eller none

online-reason-broken = kode knækket
online-reason-both-broken = begge koder knækket i samme tur
online-reason-rows-used = alle rækker brugt
online-reason-resigned = opgivet
online-reason-time-out = tiden løb ud
online-reason-abandoned = forladt
online-result-draw = Uafgjort
online-result-won = Du vandt
online-result-lost = Du tabte
online-result-winner = { $winner } vandt
online-result-broken = { $you ->
    [winner] Du knækkede { POSSESSIVE($loser) } kode (kode knækket).
    [loser] { $winner } knækkede din kode (kode knækket).
   *[none] { $winner } knækkede { POSSESSIVE($loser) } kode (kode knækket).
}
online-result-broken-in-turn = { $you ->
    [winner] Du knækkede { POSSESSIVE($loser) } kode i tur { $turn } (kode knækket).
    [loser] { $winner } knækkede din kode i tur { $turn } (kode knækket).
   *[none] { $winner } knækkede { POSSESSIVE($loser) } kode i tur { $turn } (kode knækket).
}
online-result-both-broken = Begge koder knækket i samme tur.
online-result-both-broken-in-turn = Begge koder knækket i samme tur (tur { $turn }).
online-result-rows-used = Alle rækker brugt: ingen af koderne blev knækket på { $turns ->
        [one] { $turns } tur
       *[other] { $turns } ture
    }.
online-result-resigned = { $you ->
    [loser] Du opgav.
   *[other] { $loser } opgav.
}
online-result-time-out = { $you ->
    [loser] Din tid løb ud (tiden løb ud).
   *[other] { POSSESSIVE($loser) } tid løb ud (tiden løb ud).
}
online-result-both-time-out = Begge spilleres tid løb ud (tiden løb ud).
online-result-abandoned = { $you ->
    [winner] { $loser } forlod duellen (forladt): du fik sejren.
    [loser] Du forlod duellen (forladt): { $winner } fik sejren.
   *[none] { $loser } forlod duellen (forladt): { $winner } fik sejren.
}
online-result-abandoned-draw = En spiller forlod duellen (forladt): den blev erklæret uafgjort.
# En grund, siden ikke har egne ord for, som serveren kalder den
online-result-other = { $reason }.
# Listernes ene linje: "Du vandt: kode knækket, tur 3"
online-result-short = { $heading }: { $reason }
online-result-short-turn = { $heading }: { $reason }, tur { $turn }

## Duelsidens statuslinje, tips og meddelelser (duel-said.js)

online-not-started = Duellen er ikke begyndt.
online-watching = Du ser med: spillerne sætter pindene.
online-duel-over = Duellen er slut.
online-code-set-waiting = Din kode er sat. Venter på { POSSESSIVE($opponent) } kode.
online-guess-in-thinking = Dit gæt er afgivet: { $opponent } tænker.
online-guess-in-waiting = Dit gæt er afgivet. Venter på { $opponent }.
online-status-codes = Koderne sættes.
# $players: navnene på dem, der ventes på ("alice og bob")
online-status-codes-waiting = Koderne sættes: venter på { $players }.
online-status-turn = Tur { $turn } af { $turns }.
online-status-turn-waiting = Tur { $turn } af { $turns }: venter på { $players }.
online-status-set-code-both = Sæt din kode: den kode, { $opponent } skal prøve at knække. { $opponent } sætter også en kode.
online-status-set-code-theirs-set = Sæt din kode: den kode, { $opponent } skal prøve at knække. { $opponent } har sat en kode.
online-status-waiting-code = Venter på { POSSESSIVE($opponent) } kode.
online-status-computer-guessed = Tur { $turn } af { $turns }: dit gæt på { POSSESSIVE($opponent) } kode. Den har gættet: begge gæt vises, så snart dit er afgivet.
online-status-computer-thinking = Tur { $turn } af { $turns }: dit gæt er afgivet; { $opponent } tænker.
online-status-your-guess = Tur { $turn } af { $turns }: dit gæt på { POSSESSIVE($opponent) } kode.
online-status-they-guessed = Tur { $turn } af { $turns }: { $opponent } har gættet. Dit gæt på { POSSESSIVE($opponent) } kode.
online-status-waiting-guess = Tur { $turn } af { $turns }: dit gæt er afgivet, venter på { $opponent }.
online-status-both-in = Tur { $turn } af { $turns }: begge gæt er afgivet.
online-row-theirs = Række { $row } af { POSSESSIVE($player) } gæt: de pinde sætter { $player }.
online-row-computer = Række { $row } af { POSSESSIVE($player) } gæt: de pinde sætter computeren.
online-set-code-first = Sæt først din kode i den nederste række under Din kode.
online-row-not-in-play = Række { $row } er ikke i spil. Sæt dine pinde i række { $turn }.
online-said-code-set = { $opponent } har sat en kode.
online-said-guessed = { $opponent } har gættet.
online-said-codes-set = Begge koder er sat: tur 1.
online-said-revealed = Tur { $turn } afsløret: dit gæt giver { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }; { POSSESSIVE($opponent) } gæt på din kode giver { $opponent_black ->
        [one] { $opponent_black } sort
       *[other] { $opponent_black } sorte
    }, { $opponent_white ->
        [one] { $opponent_white } hvid
       *[other] { $opponent_white } hvide
    }.
online-said-revealed-watch = Tur { $turn } afsløret: { POSSESSIVE($player) } gæt giver { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }; { POSSESSIVE($opponent) } gæt giver { $opponent_black ->
        [one] { $opponent_black } sort
       *[other] { $opponent_black } sorte
    }, { $opponent_white ->
        [one] { $opponent_white } hvid
       *[other] { $opponent_white } hvide
    }.
# Resultatets overskrift og dets sætning, sagt sammen
online-said-result = { $heading }. { $text }
online-said-left-watch = { $left ->
        [one] { $left } tur
       *[other] { $left } ture
    } tilbage: { $white } og { $black } gætter i tur { $turn }.
online-said-left-yours = { $left ->
        [one] { $left } tur
       *[other] { $left } ture
    } tilbage: dit gæt i tur { $turn }.
online-said-left-waiting = { $left ->
        [one] { $left } tur
       *[other] { $left } ture
    } tilbage: venter på { POSSESSIVE($opponent) } gæt i tur { $turn }.

## Duellens ure (duel-clocks.js)

online-clock-yours = Din tid
online-clock-theirs = { POSSESSIVE($player) } tid
online-clock-yours-label = Din tid:
online-clock-theirs-label = { POSSESSIVE($player) } tid:
# Uret for en side, der har gjort sit træk i denne tur
online-clock-moved = har trukket
online-clock-time-up = tiden er gået
online-clock-hurry = skynd dig!
online-clock-ten-seconds = Ti sekunder tilbage!
# Under urene, når serveren ikke kunne tage imod træk et stykke tid (dens
# database kunne ikke nås, eller serveren var nede) og gav den tid tilbage
online-clock-given-back = { $seconds ->
    [one] Urene stod stille i { $seconds } sekund, mens serveren ikke var tilgængelig.
   *[other] Urene stod stille i { $seconds } sekunder, mens serveren ikke var tilgængelig.
}
# Under urene, mens en spiller holder ferie (vedkommendes
# korrespondanceure står stille); $until er en dato og et klokkeslæt
online-clock-vacation-yours = Du holder ferie til { $until }: dit ur står stille.
online-clock-vacation-theirs = { $player } holder ferie til { $until }: uret står stille.

## Duellens bræt, som en skærmlæser møder dem (duel-board.js)

online-editing-code = din kode
online-editing-guess = række { $row }, dit gæt
# Et hul i rækken, der udfyldes; $row er online-editing-code eller -guess
online-hole = { $row }, pind { $peg }: { $colour }
online-hole-empty = tom
online-row-entering = { $row }, udfyldes
# $colours: kodens farver på række
online-code-yours = din kode: { $colours }
online-code-theirs = { POSSESSIVE($player) } kode: { $colours }
online-code-yours-state = din kode: { $state ->
        [never] aldrig sat
        [hidden] skjult, til duellen er slut
       *[unset] ikke sat endnu
    }
online-code-theirs-state = { POSSESSIVE($player) } kode: { $state ->
        [never] aldrig sat
        [hidden] skjult, til duellen er slut
       *[unset] ikke sat endnu
    }
online-code-stays-hidden = { POSSESSIVE($player) } kode forbliver skjult, til duellen er slut.
# Nummerkolonnens mærke for en koderække
online-code-mark = kode
online-feedback = { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }
online-row-yours-played = række { $row }, dit gæt: { $colours }; { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }
online-row-theirs-played = række { $row }, { POSSESSIVE($player) } gæt: { $colours }; { $black ->
        [one] { $black } sort
       *[other] { $black } sorte
    }, { $white ->
        [one] { $white } hvid
       *[other] { $white } hvide
    }
online-row-pending = række { $row }, dit gæt: { $colours }; venter på { $opponent }
online-row-waiting-for = venter på { $opponent }
online-row-guessed-label = række { $row }: { $player } har gættet; vises ved afsløringen
online-row-guessed = gættet
online-row-yours-empty = række { $row }, dit gæt: { $state ->
        [waiting] ikke afgivet endnu
       *[future] kommer senere
    }
online-row-theirs-empty = række { $row }, { POSSESSIVE($player) } gæt: { $state ->
        [waiting] ikke afgivet endnu
       *[future] kommer senere
    }
online-submit-code = Brug dette som din kode
online-submit-guess = Send { $row }
online-submit-code-title = Brug dette som din kode (Enter)
online-submit-guess-title = Send dette gæt (Enter)

## At sætte en kode eller et gæt (duel-editor.js)

online-hint-code = Din kode: klik på et hul i den nederste række under Din kode og derefter på en farve, eller skriv cifre.
online-hint-guess = Dit gæt: klik på et hul i rækken i spil og derefter på en farve, eller skriv cifre.
online-no-blanks = Dette spil har ingen tomme huller: hvert hul skal have en farve.
online-no-such-colour = Dette spil har { $colours } farver: der er ingen farve { $digit }.
online-code-incomplete = Din kode mangler { $missing ->
        [one] { $missing } pind mere
       *[other] { $missing } pinde mere
    }, før den kan sendes.
online-row-incomplete = Række { $row } mangler { $missing ->
        [one] { $missing } pind mere
       *[other] { $missing } pinde mere
    }, før den kan sendes.
online-no-letter = Ingen farve i dette spil har bogstavet { $letter }.
online-guess-sent-computer = Tur { $turn }: dit gæt er sendt; { $computer } afslører sit eget sammen med det…

## Duelsiden (duel.js)

online-no-duel = Ingen duel angivet. Find en i lobbyen.
online-to-lobby = Gå til lobbyen
online-no-such-duel = Ingen sådan duel: den findes ikke (længere), eller det er en duel mod computeren, som kun dens spiller kan se.
online-duel-log-in = Log ind for at se denne duel.
online-log-in = Log ind
online-the-computer = computeren
online-deleted-player = slettet spiller
online-title-computer = Duel mod { $computer }
online-title-duel = Duel: { $white } mod { $black }
online-title-challenge = Udfordring fra { $challenger }
# Browserens fane: sidens navn og sidens titel
online-page-title = Mastermind — { $title }
# Hvert navn er et link til spillerens side
online-players = Hvid: { $white } · Sort: { $black }
# $to: you, player (den navngivne $opponent), single-use eller link (en udfordring via link), anyone
online-open-heading-mine = Din udfordring til { $to ->
        [player] { $opponent }
        [single-use] den, der først åbner dens link
        [link] alle med dens link
       *[anyone] alle
    }
online-open-heading = { $challenger } udfordrer { $to ->
        [you] dig
        [player] { $opponent }
        [single-use] den, der først åbner dens link
        [link] alle med dens link
       *[anyone] alle
    }
# $terms: duellens betingelser, "Logik · 5 pinde · … · ratet"
online-open-waiting-for = Venter på, at { $opponent } tager imod: { $terms }. Duellen begynder her, så snart udfordringen er taget imod.
online-open-waiting = Venter på, at nogen tager imod: { $terms }. Duellen begynder her, så snart udfordringen er taget imod.
online-open-terms-no-clock = Betingelserne: { $terms }. Der er intet ur. Tag imod, så sætter I hver en kode, som den anden skal knække.
online-open-terms = Betingelserne: { $terms }. Uret: { $clock }. Tag imod, så sætter I hver en kode, som den anden skal knække.
online-own-heading = Din kode
online-own-heading-watch = { POSSESSIVE($player) } kode
online-own-sub = { POSSESSIVE($opponent) } gæt på den
online-guess-heading = Dine gæt
online-guess-heading-watch = { POSSESSIVE($player) } gæt
online-guess-sub = på { POSSESSIVE($opponent) } kode
online-result-code-yours = Din kode
online-result-code-theirs = { POSSESSIVE($player) } kode
online-result-code-yours-label = Din kode:
online-result-code-theirs-label = { POSSESSIVE($player) } kode:
online-never-set = aldrig sat
online-play-again = Spil igen
online-play-again-title = En ny duel mod samme niveau, på samme betingelser, med det samme
online-rematch = Revanche
online-rematch-title = Tilbyd din modstander en revanche på samme betingelser, med byttede farver
# Modstanderens revanche, tilbudt på den afsluttede duels side, fulgt af dens knap
online-rematch-offer = { $player } tilbyder en revanche:
online-rematch-declined = { $player } afslog revanchen.
online-rematch-you-declined = Du afslog revanchen.
online-challenge-declined = { $player } afslog denne udfordring.
online-challenge-you-declined = Du afslog denne udfordring.
online-cancel-challenge-question = Trække denne udfordring tilbage? Så kan ingen længere tage imod den.
online-cancel-challenge = Træk udfordringen tilbage
online-keep-it = Behold den
online-your-opponent = din modstander
online-resign-question = Opgiv denne duel? { $opponent } vinder den.
online-resign = Opgiv
online-keep-playing = Spil videre

## Genafspilningen af en afsluttet duel (duel-replay.js, duel-replay-box.js)

online-replay-loading = Henter genafspilningen…
online-replay-failed = Genafspilningen kan ikke vises: { $reason }
online-replay-end = Slut.
online-replay-end-result = Slut: { $heading }. { $text }
# $end: online-replay-end eller online-replay-end-result
online-replay-no-turns = Ingen tur blev afsløret i denne duel. { $end }
online-replay-start = Begyndelsen: begge koder er sat, ingen tur spillet endnu ({ $turns ->
        [one] { $turns } tur
       *[other] { $turns } ture
    } i vente).
# En tur i genafspilningen: hver sides svarpinde, hvids først; $you er læserens side (white, black) eller none
online-replay-turn = Tur { $step } af { $turns }: { $you ->
        [white] dit gæt gav { $white_black ->
                [one] { $white_black } sort
               *[other] { $white_black } sorte
            }, { $white_white ->
                [one] { $white_white } hvid
               *[other] { $white_white } hvide
            }; { POSSESSIVE($black) } gæt gav { $black_black ->
                [one] { $black_black } sort
               *[other] { $black_black } sorte
            }, { $black_white ->
                [one] { $black_white } hvid
               *[other] { $black_white } hvide
            }.
        [black] { POSSESSIVE($white) } gæt gav { $white_black ->
                [one] { $white_black } sort
               *[other] { $white_black } sorte
            }, { $white_white ->
                [one] { $white_white } hvid
               *[other] { $white_white } hvide
            }; dit gæt gav { $black_black ->
                [one] { $black_black } sort
               *[other] { $black_black } sorte
            }, { $black_white ->
                [one] { $black_white } hvid
               *[other] { $black_white } hvide
            }.
       *[none] { POSSESSIVE($white) } gæt gav { $white_black ->
               [one] { $white_black } sort
              *[other] { $white_black } sorte
           }, { $white_white ->
               [one] { $white_white } hvid
              *[other] { $white_white } hvide
           }; { POSSESSIVE($black) } gæt gav { $black_black ->
               [one] { $black_black } sort
              *[other] { $black_black } sorte
           }, { $black_white ->
               [one] { $black_white } hvid
              *[other] { $black_white } hvide
           }.
    }

## Lobbyen (duels.html: duels.js, duels-computer.js, duels-friends.js)

online-lobby-disconnected = Forbindelsen til den levende lobby er afbrudt: forbinder igen… Imens hentes listerne hvert 10. sekund.
online-logged-out = Du er ikke længere logget ind. Log ind igen for at spille.
online-wait-on-page = Vent på den på dens side
online-link-made = Din udfordring via link er oprettet. Kopiér linket, og send det; denne side siger til, når der er taget imod den.
online-link-accepted = { $opponent } tog imod din udfordring: duellen er begyndt.
online-go-to-duel = Gå til duellen mod { $opponent }
online-no-open = Ingen åbne udfordringer lige nu. Lav en ovenfor: den vises her for alle spillere.
# En åben udfordring i listen: $challenger og $whom er navne med fed (eller online-item-you, online-whom)
online-item-challenge = { $challenger } udfordrer { $whom }
online-item-challenge-mine = { $challenger } udfordrer { $whom }
online-item-you = Du
# Hvem en udfordring er til, som $to siger (se online-open-heading)
online-whom = { $to ->
        [you] dig
        [single-use] den, der først åbner dens link
        [link] alle med dens link
       *[anyone] alle
    }
online-cancel = Træk tilbage
online-accept = Tag imod
online-details = Detaljer
online-no-playing = Ingen dueller i gang. Tag imod en udfordring, eller lav en.
online-item-against = Mod { $opponent }
online-you-play = { $side ->
        [white] du spiller hvid
       *[black] du spiller sort
    }
online-waiting-for = Venter på { $opponent }
online-your-move = Dit træk
# $move: online-your-move, med fed; $time: tiden tilbage
online-your-move-left = { $move }, { $time } tilbage
online-no-over = Ingen afsluttede dueller endnu.
online-finished = Afsluttet
# $outcome: resultatets korte linje (online-result-short)
online-item-over = { $outcome } mod { $opponent }
online-see-board = Se brættet
online-computer-none = Ingen endnu. Start en ovenfor: den vises her, til du er færdig med den, og bagefter.
online-computer-turn = tur { $turn } af { $turns }
online-computer-codes = koderne sættes
online-item-in-play = I gang mod { $computer }
online-go-on = Fortsæt duellen mod { $computer }
online-no-friends-online = Ingen af de spillere, du følger, er online lige nu.
online-no-friends = Du følger ingen endnu: følg spillere på deres sider, så vises dem, der er online, her.
online-nobody-online = Ingen andre er online lige nu.
# Knappen ved en spiller online; navnet er der kun for en skærmlæser
online-challenge-player = Udfordr { $player }
online-challenge-for = En udfordring til { $player }: vælg spillet, og lav så udfordringen.

## En udfordrings linkside (challenge.js)

online-no-challenge-here = Ingen udfordring her
online-no-challenge-here-text = Denne adresse angiver ingen udfordring: bed om linket igen.
online-logged-in-as = Du er logget ind som { $player }. Du kan tage imod udfordringen nu.
online-link-taken = Dette link er allerede taget
# $reason: serverens afvisning, som en sætning
online-link-taken-text = { $reason } Et engangslink er til den første spiller, der åbner det.
online-no-such-challenge = Ingen sådan udfordring
online-no-such-challenge-text = Linket er ikke helt, eller udfordringen findes ikke længere.
online-challenge-accepted = Der er taget imod denne udfordring
online-challenge-accepted-text = En anden tog imod den før dig: duellen er i gang.
online-watch-duel = Se duellen
online-challenge-withdrawn = Denne udfordring er trukket tilbage
online-challenge-withdrawn-text = Udfordreren trak den tilbage, før nogen tog imod.
online-challenge-title-mine = Din udfordring via link
online-challenge-title = { $challenger } udfordrer dig
online-challenge-title-someone = Nogen udfordrer dig
# $challenger: navnet med rating, et link til spillerens side
online-challenge-from = Fra { $challenger }: en duel i Logik, hvor I hver skal knække den andens kode.
online-challenge-terms = Betingelserne: { $terms }.
online-challenge-single-use = Et engangslink: kun den første spiller, der åbner det som logget ind, kan tage imod.
online-challenge-open-link = Et åbent link: alle, der har det, kan tage imod, indtil nogen gør det.
online-answer-mine = Send dette link til den spiller, du vil spille mod: duellen begynder på sin side, så snart vedkommende tager imod.
online-answer-single-use = Dette link er dit nu: tag imod, så begynder duellen; sig nej tak, så er det frit for en anden.
online-answer-open = Tag imod, så begynder duellen: I sætter hver en kode, som den anden skal knække.
online-declined = Du sagde nej tak til udfordringen
online-declined-text = Dens link er frit igen for en anden.
online-find-another = Find en anden udfordring i lobbyen

## Lobbyens formularer: valget af ur (lobby-form.js)

online-time-seconds-move = { $seconds } s pr. træk
online-time-minutes-move = { $minutes } min pr. træk
online-time-days-move = { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    } pr. træk (korrespondance)
online-time-minutes-duel = { $minutes } min pr. duel
online-time-hours-duel = { $hours ->
        [one] { $hours } time
       *[other] { $hours } timer
    } pr. duel
online-time-other = Andet: et antal sekunder

## Turneringernes ord (tournament-words.js)

# $length: minutter og timer, "30 min", "1 t 30 min"
online-arena-of = Arenaturnering på { $length }
online-swiss-of = Schweizerturnering med { $rounds ->
        [one] { $rounds } runde
       *[other] { $rounds } runder
    }
online-points = { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
# Den fri rundes bogstav på en spillers resultatliste (se online-key-swiss)
online-mark-bye = F
online-sheet-playing = i gang
# Ét resultat på listen: $result er win, draw, loss eller bye
online-sheet = { $result ->
        [win] sejr
        [draw] uafgjort
        [loss] nederlag
       *[bye] fri runde
    }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
online-sheet-fire = { $result ->
        [win] sejr
        [draw] uafgjort
        [loss] nederlag
       *[bye] fri runde
    }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }, i storform (dobbelt)

## En turnerings stilling og podium (tournament-standings.js)

# En placering: $form er sprogets ordenstalsform for $rank (dansk har kun other)
online-ordinal = { $form ->
       *[other] { $rank }.
    }
online-standings-caption = Stillingen i { $name }: { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }, føreren først
online-rank = Placering
online-column-player = Spiller
online-column-points = Point
online-column-results = Resultater
online-column-duels = Dueller
online-column-buchholz = Buchholz
online-buchholz-title = Buchholz: summen af modstandernes point
online-column-performance = Præstation
online-you-mark = (dig)
online-paused-mark = (på pause)
online-left-mark = (udtrådt)
online-on-fire-title = I storform: det næste resultat tæller dobbelt
# $flame: flammens billede; $why: online-on-fire-why, kun for en skærmlæser
online-on-fire = { $flame } i storform{ $why }
online-on-fire-why = : det næste resultat tæller dobbelt
online-duels-title = { $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }, { $draws ->
        [one] { $draws } uafgjort
       *[other] { $draws } uafgjorte
    }, { $losses ->
        [one] { $losses } nederlag
       *[other] { $losses } nederlag
    }
# $result: ét resultat i ord (online-sheet)
online-sheet-see-duel = { $result }: se duellen
online-key-performance = Præstation: modstandernes gennemsnitlige rating, 500 mere for en sejr og 500 mindre for et nederlag.
online-key-swiss = Resultater: hver duels point i rækkefølge, F en fri runde, … en duel i gang. En sejr giver 1 point, uafgjort ½, en fri runde 1. Ved lige point afgør Buchholz, summen af modstandernes point.
# $flame: flammens billede
online-key-arena = Resultater: hver duels point i rækkefølge, … en duel i gang; en flamme ({ $flame }) markerer et resultat scoret i storform. En sejr giver 2 point, uafgjort 1. Efter to sejre i træk er en spiller i storform: hvert resultat tæller dobbelt, indtil et ikke er en sejr.
online-nobody-joined = Ingen har meldt sig til endnu.
online-podium-duels = { $duels ->
        [one] { $duels } duel
       *[other] { $duels } dueller
    } ({ $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }, { $draws ->
        [one] { $draws } uafgjort
       *[other] { $draws } uafgjorte
    }, { $losses ->
        [one] { $losses } nederlag
       *[other] { $losses } nederlag
    })
online-podium-performance = præstation { $performance }

## En turnerings parringer (tournament-pairings.js)

online-no-pairing = Ingen duel endnu.
# $player: navnet, et link til spillerens side
online-pairing-bye = { $player } har en fri runde (et point, som for en sejr)
online-pairing-bye-round = Runde { $round }: { $player } har en fri runde (et point, som for en sejr)
# $white og $black: hvert navn med sin farve noteret (online-side-white, online-side-black)
online-pairing = { $white } mod { $black }
online-pairing-round = Runde { $round }: { $white } mod { $black }
online-side-white = (hvid)
online-side-black = (sort)
online-pairing-playing = I gang
online-pairing-over = Slut
online-go-to-your-duel = Gå til din duel
online-watch-pairing = Se med: { $white } mod { $black }

## En turnerings side (tournament.js)

online-no-tournament = Ingen turnering angivet.
online-see-tournaments = Se turneringerne
online-no-such-tournament = Ingen sådan turnering.
online-live-lost = Forbindelsen til siden er afbrudt: forbinder igen…
online-live-back = Forbindelsen til siden er genoprettet.
# $creator: navnet, et link til spillerens side
online-made-by = oprettet af { $creator }
# $time: tiden tilbage ("3 min 05 s"); $start: dagen og klokkeslættet for starten
online-tournament-starts-in = Starter om { $time } ({ $start }). { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    } med.
online-tournament-starting = Starter: spillerne parres. { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    } med.
online-tournament-round = Runde { $round } af { $rounds }.
online-tournament-round-one = Runde 1 parres.
online-tournament-running = I gang: { $time } tilbage (slutter { $end }).
online-tournament-time-up = Tiden er gået: turneringen afsluttes.
online-tournament-winner = Afsluttet. Vinderen: { $winner }.
online-tournament-finished = Afsluttet.
online-tournament-cancelled = Aflyst: den, der oprettede den, trak den tilbage, eller færre end to spillere var med ved starten.
# $place: en placering (online-ordinal)
online-you-place = Du ligger på { $place } plads med { $points ->
        [one] { $points } point
       *[other] { $points } point
    }.
online-you-in = Du er med: du bliver parret, så snart den starter.
online-you-left-before = Du har forladt denne turnering. Meld dig til igen før starten for at spille.
online-you-play-duel = Du spiller mod { $opponent }: din duel er i gang.
online-you-bye = Runde { $round }: du har en fri runde, 1 point (som for en sejr). Du bliver parret igen i næste runde.
online-you-paused = Du er på pause: du bliver ikke parret, før du melder dig til igen. Dine point bliver stående.
online-you-left-arena = Du er udtrådt: dine point bliver stående. Meld dig til igen for at blive parret.
online-you-left-swiss = Du har forladt denne turnering: dine point bliver stående.
online-you-waiting-arena-duels = Du er med og venter på en modstander: { $duels ->
        [one] en duel er i gang, og du bliver parret, så snart den slutter.
       *[other] { $duels } dueller er i gang, og du bliver parret, så snart et af dem slutter.
    }
online-you-waiting-arena-join = Du er med og venter på en modstander: du bliver parret, så snart en anden spiller melder sig.
online-you-waiting-swiss = Du er med: næste runde parres, når alle denne rundes dueller er slut.
online-you-finished = Du sluttede på { $place } plads med { $points ->
        [one] { $points } point
       *[other] { $points } point
    }.
online-you-played = Du spillede med i denne turnering.
online-log-in-to-join = Log ind for at være med: det kræver ingen konto at se med.
online-watching-tournament = Du ser med: det kan alle, med eller uden konto.
online-go-to-your-duel-against = Gå til din duel mod { $opponent }
online-join-again = Meld dig til igen
online-join = Meld dig til turneringen
online-help-maker = Du har oprettet denne turnering: den starter af sig selv på sit tidspunkt med de spillere, der er med til den tid (mindst to, ellers aflyses den), eller du kan starte den nu.
online-help-swiss = En schweizerturnering tager imod spillere, indtil den starter.
online-help-arena = Spillere kan melde sig til, indtil den slutter.
online-help-leave = Forlad den, når du vil: du bliver ikke længere parret, dine point bliver stående, og du kan melde dig til igen.
online-said-begun = Turneringen er begyndt.
online-said-over = Turneringen er slut.
online-said-over-winner = Turneringen er slut: { $winner } vandt.
online-said-cancelled = Turneringen blev aflyst.
online-said-players-in = { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    } med.
online-said-round = Runde { $round } er begyndt.
online-said-standings-you-lead = Stillingen er ændret: Du fører med { $points ->
        [one] { $points } point
       *[other] { $points } point
    }.
online-said-standings = Stillingen er ændret: { $leader } fører med { $points ->
        [one] { $points } point
       *[other] { $points } point
    }.
online-said-standings-and-you = Stillingen er ændret: { $leader } fører med { $points ->
        [one] { $points } point
       *[other] { $points } point
    }. Du ligger på { $place } plads med { $your_points ->
        [one] { $your_points } point
       *[other] { $your_points } point
    }.
online-your-next-opponent = din næste modstander
online-said-duel-begins = Du spiller mod { $opponent }: din duel begynder.
online-duel-begins = Du spiller mod { $opponent }: din duel begynder…
online-leave-arena-question = Forlade arenaturneringen? Du bliver ikke længere parret; dine point bliver stående, og du kan melde dig til igen, mens den kører.
online-leave-swiss-question = Forlade denne schweizerturnering? Du bliver ikke parret i de kommende runder og kan ikke melde dig til igen.
online-leave = Forlad
online-stay = Bliv
online-cancel-tournament-question = Aflyse denne turnering? Så kan ingen spille i den.
online-cancel-tournament = Aflys turneringen

## Turneringerne (tournaments.js)

online-none-running = Ingen turnering er i gang lige nu.
online-none-upcoming = Ingen turnering er på vej. Opret en: den vises her, så alle spillere kan melde sig til.
online-none-finished = Ingen turnering er afsluttet endnu.
online-players-count = { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
online-you-played-mark = du spillede med
online-you-are-in-mark = du er med
# $countdown: online-countdown-start, holdt ajour
online-list-starts = Starter { $start }, { $countdown }
online-countdown-start = om { $time }
online-countdown-any-moment = lige om lidt
online-list-round = Runde { $round } af { $rounds }
online-list-round-one = Runde 1 parres
# $countdown: online-countdown-end, holdt ajour
online-list-running-left = I gang: { $countdown }
online-list-running = I gang
online-countdown-end = { $time } tilbage
online-countdown-ending = slutter nu
# $winner: navnet med fed, et link til spillerens side
online-list-won-by = Vundet af { $winner }
online-list-cancelled = Aflyst

## Lobbyens formularer, før serverens spil er hentet (lobby-form.js)

# Spillets navn (seed 003's), det samme på alle sprog
online-logik = Logik

## Notifikationerne: klokkens tal og listen
# $count: de ulæste notifikationer
notifications-bell-unread = { $count ->
    [one] Notifikationer: 1 ulæst
   *[other] Notifikationer: { $count } ulæste
}
notifications-signed-out = Log ind for at se dine notifikationer.
notifications-none = Intet endnu: når en duel venter på dit træk, en udfordring kommer, eller en duel er slut, står det her.
notifications-new = Ny
# $player: modstanderen
notification-your-move = Dit træk mod { $player }.
# $player: modstanderen; $time: tiden tilbage
notification-your-move-left = Dit træk mod { $player }: { $time } tilbage.
# $player: den, der udfordrer
notification-challenge = { $player } udfordrer dig til en duel.
notification-rematch = { $player } tilbyder dig en revanche.
# $player: den, der tog imod
notification-accepted = { $player } tog imod din udfordring: duellen begynder.
# $player: modstanderen
notification-won = Du vandt din duel mod { $player }.
notification-lost = Du tabte din duel mod { $player }.
notification-drawn = Din duel mod { $player } endte uafgjort.
# $tournament: dens navn; $time: hvornår den begynder
notification-tournament-starting = Turneringen { $tournament } begynder kl. { $time }.
notification-friend-online = { $player } er online.

## Web Push: titlen på en besked sendt til en enhed (teksten er
## notifikationens egen, ovenfor)
push-your-move-title = Dit træk
push-challenge-title = En udfordring

online-coach-loading = Træneren gennemgår duellen …
# $name: en spillers navn
online-coach-side = { $name }s gæt
online-coach-computer = Computeren
