# pages

## What every page shares (templates/layout.html)

skip-to-content = Skip to the content
site-title = Mastermind
menu-label = Site
menu-introduction = Introduction
menu-rules-mastermind = Mastermind rules
menu-rules-colour = Colour game rules
menu-scores = High scores
menu-statistics = Your statistics
menu-codebreaker = Codebreaker
menu-series = Two players
menu-duels = Play online
menu-tournaments = Tournaments
menu-stats = Statistics
menu-log-in = Log in
colour-blind-off = Colour-blind mode: off
colour-blind-on = Colour-blind mode: on
theme-auto = Dark mode: auto
theme-dark = Dark mode: on
theme-light = Dark mode: off
theme-chosen-hint = Press for the next choice: on, off, or as the system says (auto)
theme-auto-hint = Dark mode follows the system (auto); press for on, off, auto
settings-label = Settings
table-scrolls = Table, scrolls sideways
table-scrolls-named = { $caption }, scrolls sideways
menu-account-yours = Your account
menu-account-log-in = Log in or sign up to play online
