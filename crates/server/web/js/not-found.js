// The page for an address with no page: only what every page has (the
// menu's switches).

import { initLayout } from './layout.js';

initLayout();
