# The game's words and the refusals' messages, for every edge.
# Words as docs/GLOSSARY.md fixes them.

## Languages, as the switch names them in the other language's catalogue too

language-switch = Language

## Refusals: error-<code> for every code the API answers with (its `_` as `-`)

error-unknown = Something went wrong; try again.
error-unreachable = The server cannot be reached. Check your connection and try again.
error-status = The server answered { $status }; try again.

## The palette's colours (crates/core/src/colour.rs), colour-<name>

colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-pink = pink
colour-turquoise = turquoise
colour-white = white
colour-black = black
colour-purple = purple
colour-orange = orange
colour-lime = lime
colour-magenta = magenta
colour-silver = silver
colour-cream = cream
colour-brown = brown
colour-blank = blank
