// An ESLint rule over the page scripts: a word a player reads or hears
// comes from the catalogues through t() (js/words.js), never from a string
// in the code. It reports
//   - any string (or template text) that reads as prose: two words with a
//     space between them, wherever it stands, unless it is plainly not for
//     a reader (a selector, a class list, an import, a key compared, a
//     message id, a console line);
//   - any string with a word in it put where a reader meets it: textContent,
//     title, placeholder, alt, aria-label and the like, say() and confirm().
// A string that is data (an id, a class name) is not a word a player reads.

const PROSE = /\p{L}{2,}[ \t]+\p{L}{2,}/u;
const WORD = /\p{L}{2,}/u;

/** Calls whose string arguments never reach a reader. */
const QUIET_CALLS = new Set([
  't', 'has', 'all', 'one', 'byId', 'querySelector', 'querySelectorAll', 'closest', 'matches', 'getElementById',
  'add', 'remove', 'toggle', 'contains', 'replace', 'addEventListener', 'removeEventListener',
  'getAttribute', 'removeAttribute', 'hasAttribute', 'toggleAttribute', 'api', 'fetch', 'log',
  'error', 'warn', 'info', 'debug', 'Error', 'TypeError', 'RangeError', 'CustomEvent', 'Event',
  'dispatchEvent', 'startsWith', 'endsWith', 'includes', 'split', 'replaceAll', 'join',
  'matchMedia', 'createElement', 'get', 'set', 'delete', 'URL', 'URLSearchParams', 'WebSocket',
  'setProperty', 'getPropertyValue', 'insertAdjacentElement', 'scrollIntoView', 'focus',
]);

/** Properties whose values are data, never words. */
const DATA_KEYS = new Set([
  'className', 'class', 'type', 'role', 'id', 'method', 'name', 'rel', 'autocomplete', 'inputMode',
  'inputmode', 'pattern', 'for', 'htmlFor', 'href', 'src', 'key', 'code', 'kind', 'lang', 'style',
  'aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-live', 'aria-hidden', 'aria-current',
  'aria-pressed', 'aria-expanded', 'aria-haspopup', 'aria-keyshortcuts', 'aria-atomic', 'aria-relevant',
  'hidden', 'tabIndex', 'tabindex', 'dir', 'width', 'height', 'viewBox', 'd', 'fill', 'stroke',
  'preserveAspectRatio', 'transform', 'points', 'x', 'y', 'cx', 'cy', 'r',
]);

/** Where a reader meets a string. */
const READ_PROPERTIES = new Set([
  'textContent', 'innerText', 'title', 'placeholder', 'alt', 'ariaLabel', 'ariaDescription',
  'ariaValueText', 'ariaRoleDescription', 'aria-label', 'aria-description', 'aria-valuetext',
  'aria-roledescription', 'label',
]);
const READ_CALLS = new Set(['say', 'announce', 'confirm', 'alert', 'prompt', 'speak']);

/** @param {any} node */
function keyName(node) {
  if (!node) return '';
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Literal') return String(node.value);
  return '';
}

/** @param {any} callee */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return keyName(callee.property);
  return '';
}

/** Whether `node` (a string) stands where a reader meets it, and whether it is plainly data.
 * @param {any} node */
function place(node) {
  let child = node;
  let parent = node.parent;
  // Through `a ? 'x' : 'y'`, `a || 'x'` and template literals.
  while (parent && (parent.type === 'ConditionalExpression' && parent.test !== child
    || parent.type === 'LogicalExpression' || parent.type === 'TemplateLiteral'
    || parent.type === 'BinaryExpression' && parent.operator === '+')) {
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return { read: false, data: false };
  switch (parent.type) {
    case 'ImportDeclaration': case 'ExportNamedDeclaration': case 'ExportAllDeclaration':
    case 'ImportExpression':
      return { read: false, data: true };
    case 'BinaryExpression':
      return { read: false, data: ['===', '!==', '==', '!=', 'in'].includes(parent.operator) };
    case 'SwitchCase':
      return { read: false, data: true };
    case 'Property':
      if (parent.key === child) return { read: false, data: true };
      return { read: READ_PROPERTIES.has(keyName(parent.key)), data: DATA_KEYS.has(keyName(parent.key)) };
    case 'AssignmentExpression':
      if (parent.left.type === 'MemberExpression') {
        const name = keyName(parent.left.property);
        return { read: READ_PROPERTIES.has(name), data: DATA_KEYS.has(name) };
      }
      return { read: false, data: false };
    case 'CallExpression': case 'NewExpression': {
      const name = calleeName(parent.callee);
      if (name === 'setAttribute') {
        const attribute = parent.arguments[0];
        if (attribute === child) return { read: false, data: true };
        const attributeName = attribute?.type === 'Literal' ? String(attribute.value) : '';
        return { read: READ_PROPERTIES.has(attributeName), data: !READ_PROPERTIES.has(attributeName) };
      }
      // say(element, text, kind): only the text is read.
      if (name === 'say') return { read: parent.arguments[1] === child, data: parent.arguments[1] !== child };
      return { read: READ_CALLS.has(name), data: QUIET_CALLS.has(name) };
    }
    default:
      return { read: false, data: false };
  }
}

export const wordsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'words a player reads come from the catalogues through t()' },
    schema: [],
  },
  /** @param {any} context */
  create(context) {
    /** @param {any} node @param {string} text */
    function check(node, text) {
      if (!WORD.test(text)) return;
      const { read, data } = place(node);
      if (data) return;
      if (read || PROSE.test(text)) {
        context.report({ node, message: `words for a reader outside the catalogue: ${JSON.stringify(text.slice(0, 60))} (use t())` });
      }
    }
    return {
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      /** @param {any} node */
      TemplateElement(node) {
        check(node, node.value.cooked ?? '');
      },
    };
  },
};
