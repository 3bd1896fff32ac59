// A reading a page makes again whenever something may have changed what it
// shows (a socket's word, a timer, the page shown again): one request at a
// time, and one more after it when asked again meanwhile, so that what is
// drawn last was asked for last, never an older answer arriving late.

/** `read` made one at a time: a call while one runs asks for one more run
 *  after it, and its promise settles once that has run.
 * @param {() => Promise<void>} read
 * @returns {() => Promise<void>} */
export function oneAtATime(read) {
  /** @type {Promise<void> | null} */
  let running = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await read();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
