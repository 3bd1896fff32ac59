# Spillets ord og afvisningernes beskeder, til alle kanter.
# Ordene som docs/GLOSSARY.md fastlægger dem.

## Sprog

language-switch = Sprog

## Afvisninger: error-<kode> for hver kode, API'et svarer med (`_` som `-`)

error-unknown = Noget gik galt; prøv igen.
error-unreachable = Serveren kan ikke nås. Tjek din forbindelse, og prøv igen.
error-status = Serveren svarede { $status }; prøv igen.
