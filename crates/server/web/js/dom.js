// Finding the elements a page's HTML promises. A page's script runs only on
// its own page, whose HTML holds every id and class it asks for: a missing one
// is a mistake in the page, worth stopping at with its name rather than
// failing later on `null`.

/**
 * The element with this id, of this kind (an input, a dialog…).
 * @template {Element} [T=HTMLElement]
 * @param {string} id
 * @param {abstract new (...args: any) => T} [kind]
 * @returns {T}
 */
export function byId(id, kind) {
  return checked(document.getElementById(id), kind, `#${id}`);
}

/**
 * The first element under `root` matching `selector`, of this kind.
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} root
 * @param {string} selector
 * @param {abstract new (...args: any) => T} [kind]
 * @returns {T}
 */
export function one(root, selector, kind) {
  return checked(root.querySelector(selector), kind, selector);
}

/**
 * Every element under `root` matching `selector` that is of this kind.
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} root
 * @param {string} selector
 * @param {abstract new (...args: any) => T} [kind]
 * @returns {T[]}
 */
export function all(root, selector, kind) {
  const wanted = kind ?? HTMLElement;
  return /** @type {T[]} */ ([...root.querySelectorAll(selector)].filter((node) => node instanceof wanted));
}

/**
 * @template {Element} T
 * @param {Element | null} found
 * @param {(abstract new (...args: any) => T) | undefined} kind
 * @param {string} what
 * @returns {T}
 */
function checked(found, kind, what) {
  const wanted = kind ?? HTMLElement;
  if (found instanceof wanted) return /** @type {T} */ (/** @type {unknown} */ (found));
  throw new Error(`the page has no ${wanted.name} ${what}`);
}
