// The lists a page reads again whenever something may have changed them
// (the lobby's duels, a rematch offer) are read one request at a time, and
// once more after it when asked again meanwhile: what is drawn last was
// asked for last, never an older answer arriving after a newer one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';

test('a reading asked for while one runs runs once more after it, never beside it', () => withBrowser(async (page) => {
  await page.goto('/');
  const seen = await page.evaluate(async () => {
    const { oneAtATime } = await import('/js/latest.js');
    let runs = 0;
    let running = 0;
    let most = 0;
    const read = oneAtATime(async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    });
    // Three asks at once: the first runs, the other two ask for one more.
    const asked = [read(), read(), read()];
    const whileFirst = runs;
    await Promise.all(asked);
    const afterBurst = runs;
    await read();
    return { whileFirst, afterBurst, afterOneMore: runs, most };
  });
  assert.deepEqual(seen, { whileFirst: 1, afterBurst: 2, afterOneMore: 3, most: 1 });
}));
