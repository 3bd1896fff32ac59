# pages

## Hvad alle sider deler (templates/layout.html)

skip-to-content = Spring til indholdet
site-title = Mastermind
menu-label = Websted
menu-introduction = Introduktion
menu-rules-mastermind = Mastermind-regler
menu-rules-colour = Farvespillets regler
menu-scores = Highscores
menu-statistics = Din statistik
menu-codebreaker = Kodeknækker
menu-series = To spillere
menu-duels = Spil online
menu-tournaments = Turneringer
menu-stats = Statistik
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
