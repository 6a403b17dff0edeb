// Reading an element's position while the page's layout is stale makes the browser lay the page
// out there and then, inside the script's task. At start, right after the HTML is parsed, that is
// the first layout of the whole page: on a slow phone it turned the entry script's task into the
// page's longest. Measured once the next frame has been drawn, the layout is the frame's own, done
// already, and reading it costs nothing.

/** Calls `run` once after the next frame is drawn; the returned function cancels it if it has not run. */
export function afterNextFrame(win: Window, run: () => void): () => void {
  let timer: number | undefined;
  const frame = win.requestAnimationFrame(() => {
    // A task queued from a frame's callbacks runs after that frame's layout and paint.
    timer = win.setTimeout(run);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
