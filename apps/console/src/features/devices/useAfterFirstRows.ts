import { useEffect, useState } from 'react';

/**
 * `false` until the page has painted once with `ready` true (its first rows), then `true`:
 * what the first rows do not need (the add buttons' forms, the live socket) loads after them,
 * instead of competing with them for the main thread.
 */
export function useAfterFirstRows(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the one that shows the rows, then a macrotask: the paint has happened.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
