# The site's mails (crates/server/src/mail/letters.rs): plain text, one
# message a paragraph. $name is the player's account name.

mail-hello = Hello { $name },

## Confirming an address

mail-verify-subject = Confirm your address for Mastermind
mail-verify-text = Follow this link to confirm that this address is yours, and Mastermind will mail you what you asked for on your account page:
mail-verify-ignore = If you did not ask for this, ignore this mail: nothing will be sent to you.

## The daily digest ($count duels wait for the player's move)

mail-digest-subject = { $count ->
    [one] A duel waits for your move
   *[other] { $count } duels wait for your move
}
mail-digest-intro = { $count ->
    [one] This duel waits for your move:
   *[other] These duels wait for your move:
}
# $opponent is a name, $hours the hours left (each begun), $link the duel's page
mail-digest-duel = against { $opponent }, { $hours } h left: { $link }
mail-digest-duel-untimed = against { $opponent }: { $link }

## The reminder before a correspondence clock runs out

mail-reminder-subject = { $hours } h left in your duel against { $opponent }
mail-reminder-text = Your time in the duel against { $opponent } runs out in { $hours } h. Your move:

## Under every mail but the confirmation ($account: the account page,
## $unsubscribe: the link that stops every mail without logging in)

mail-footer = You get this mail because you asked for it on your account page ({ $account }). To get no more mail from Mastermind, follow this link: { $unsubscribe }
