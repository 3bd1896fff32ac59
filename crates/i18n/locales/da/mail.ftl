# Sidens mails (crates/server/src/mail/letters.rs): ren tekst, én besked
# pr. afsnit. $name er spillerens kontonavn.

mail-hello = Hej { $name }

## Bekræftelse af en adresse

mail-verify-subject = Bekræft din adresse til Mastermind
mail-verify-text = Følg dette link for at bekræfte, at adressen er din, så sender Mastermind dig det, du bad om på din kontoside:
mail-verify-ignore = Hvis du ikke har bedt om det, så se bort fra denne mail: du får intet tilsendt.

## Det daglige overblik ($count dueller venter på spillerens træk)

mail-digest-subject = { $count ->
    [one] En duel venter på dit træk
   *[other] { $count } dueller venter på dit træk
}
mail-digest-intro = { $count ->
    [one] Denne duel venter på dit træk:
   *[other] Disse dueller venter på dit træk:
}
# $opponent er et navn, $hours de timer der er tilbage (hver påbegyndt), $link duellens side
mail-digest-duel = mod { $opponent }, { $hours } t tilbage: { $link }
mail-digest-duel-untimed = mod { $opponent }: { $link }

## Påmindelsen før et korrespondanceur løber ud

mail-reminder-subject = { $hours } t tilbage i din duel mod { $opponent }
mail-reminder-text = Din tid i duellen mod { $opponent } løber ud om { $hours } t. Dit træk:

## Under hver mail undtagen bekræftelsen ($account: kontosiden,
## $unsubscribe: linket der stopper alle mails uden at logge ind)

mail-footer = Du får denne mail, fordi du bad om den på din kontoside ({ $account }). Følg dette link for ikke at få flere mails fra Mastermind: { $unsubscribe }
