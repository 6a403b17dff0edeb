// Reading an element's position while the page's layout is stale makes the browser lay the page
// out there and then, inside the script's task. At start, right after the HTML is parsed, that is
// the first layout of the whole page: on a slow phone it turned the entry script's task into the
// page's longest. So the behaviours measure in the one moment the layout is known to be current:
// right after the browser's own layout of a frame, where it tells resize observers about sizes
// (a new observation is always told once). Any later moment (a timer, an animation frame) can come
// after something has made the layout stale again: an island hydrating, another behaviour's writes.
// The measures of one moment all run before any of their writes, so that no measure meets a layout
// another's writes have just made stale; a measure may scroll a box (that moves no layout).

/** Measures, and answers the writes to make once every measure of the moment has run, if any. */
export type Measure = () => (() => void) | void;

const waiting = new WeakMap<Window, Measure[]>();

/** Calls `measure` right after the browser's next layout; the returned function cancels it if it has not run. */
export function afterNextLayout(win: Window, measure: Measure): () => void {
  let queue = waiting.get(win);
  if (!queue) {
    const measures: Measure[] = [];
    waiting.set(win, measures);
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      waiting.delete(win);
      const writes = measures.map((run) => run());
      for (const write of writes) write?.();
    });
    // Observed from an animation frame, which runs just before that frame's layout: never from within
    // another resize observer's callback (the scroll reveal's), where a new observation would wait a
    // frame and the browser would report a resize observer loop.
    win.requestAnimationFrame(() => observer.observe(win.document.documentElement));
    queue = measures;
  }
  queue.push(measure);
  const measures = queue;
  return () => {
    const index = measures.indexOf(measure);
    if (index >= 0) measures.splice(index, 1);
  };
}
