// What a screen reader is given to say, read off the page: every change of a
// live region (aria-live, or the roles status, alert and log that are live by
// themselves) is written down as it happens, with the region's id and its
// whole text, in the order the page made them. A region rewritten with the
// text it already had is written down again: a screen reader may say it again.
// A region emptied is not: it says nothing.

/** Starts listening on every page the browser opens from now on. */
export async function listenToLiveRegions(page) {
  await page.addInitScript(() => {
    /** @type {{ id: string, text: string }[]} */
    window.__said = [];
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    new MutationObserver((records) => {
      const touched = new Set();
      for (const record of records) {
        const node = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
        const region = node?.closest(LIVE);
        if (region) touched.add(region);
      }
      for (const region of touched) {
        if (region.closest('[hidden], [aria-hidden="true"]')) continue;
        const text = region.textContent.replace(/\s+/g, ' ').trim();
        // A region emptied says nothing.
        if (text) window.__said.push({ id: region.id, text });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Everything said on the page since it loaded (or since the last `forget`),
 *  in one region (by id) or in all of them. */
export async function said(page, id) {
  const all = await page.evaluate(() => window.__said ?? []);
  return id === undefined ? all : all.filter((s) => s.id === id).map((s) => s.text);
}

/** Starts the record afresh: what comes next is what an action made said. */
export async function forget(page) {
  await page.evaluate(() => { window.__said = []; });
}
