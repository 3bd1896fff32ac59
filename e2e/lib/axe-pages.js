// The pages the accessibility audit opens as they first show, each with
// what shows it is ready and the name its findings go under.

/** @type {[string, string, string][]} [address, ready selector, name] */
export const STATIC_PAGES = [
  ['/', 'a.play-preset', 'index'],
  ['/rules-mastermind.html', '.rule-example .board-row, main h2', 'rules-mastermind'],
  ['/rules-colour.html', '.rule-example .board-row, main h2', 'rules-colour'],
  ['/scores.html', 'main', 'scores'],
  ['/statistics.html', 'main', 'statistics'],
  ['/daily.html', 'main', 'daily'],
  ['/series.html', '#series-form', 'series-form'],
  ['/duels.html', 'main', 'duels-signed-out'],
  ['/stats.html', 'main', 'stats'],
  ['/league.html', '#league-table', 'league'],
  ['/puzzles.html', '#puzzle-record dd', 'puzzles'],
  ['/tournaments.html', '#create-guest:not([hidden])', 'tournaments-signed-out'],
  ['/account.html', '#signed-out:not([hidden])', 'account-signed-out'],
];
