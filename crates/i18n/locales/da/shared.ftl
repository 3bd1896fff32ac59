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
