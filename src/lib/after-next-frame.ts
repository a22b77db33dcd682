/** Runs `then` in a task after the next frame is drawn (in the next task where no frames are drawn); returns the cancel. */
export function afterNextFrame(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer ?? undefined);
  }
  // A timeout set in a frame's callback runs after that frame's style, layout and paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
  };
}
