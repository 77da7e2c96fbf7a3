import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';

/**
 * A fling is a scroll faster than a screenful every quarter second: too fast for anyone to
 * read the rows going past (the grid's fetches wait on the same rule).
 */
const SCREENFUL_MS = 250;

/** A fling ends when the scroll slows below half its starting speed (no flapping at the edge). */
const SLOWER_TO_END = 0.5;

/**
 * The speed is taken over the scroll's last 40 to 100 ms: two scroll events handled back to
 * back (a busy frame) are no fling, and older samples say nothing of the speed now.
 */
const SPEED_WINDOW_MS = { least: 40, most: 100 };

/** Rows given their cells in each frame once a fling ends, those in view first. */
const FILLS_PER_FRAME = 4;

interface Sample {
  offset: number;
  at: number;
}

/**
 * Rows that come into view during a fling render light (their row header alone, see
 * `GridRow`), and get their other cells a few a frame once the fling ends, those in view
 * first. A row's cells are most of a scrolled frame's work: at 4× CPU, three new rows a frame
 * cost a frame of two or three vsyncs; a fling passes each row in a few frames, and nobody
 * reads it. A scroll slower than a fling (someone reading) renders every row in full.
 *
 * `track` goes to the virtualizer's `onChange`; each render hands its rows to `rowsOfRender`,
 * then asks `isLight` of each.
 */
export function useFlingRows(height: number) {
  const flinging = useRef(false);
  const screenful = useRef(height);
  screenful.current = height;
  const samples = useRef<Sample[]>([]);
  const light = useRef(new Set<number>());
  const rendered = useRef(new Set<number>());
  const visible = useRef({ start: 0, end: -1 });
  const [, setFilled] = useState(0);

  const track = useRef((instance: Virtualizer<HTMLDivElement, Element>) => {
    const at = performance.now();
    if (!instance.isScrolling) {
      flinging.current = false;
      samples.current = [];
      return;
    }
    // (A clock that went back, as a test's faked one, leaves nothing to compare with.)
    const kept = samples.current.filter(
      (sample) => at >= sample.at && at - sample.at <= SPEED_WINDOW_MS.most,
    );
    kept.push({ offset: instance.scrollOffset ?? 0, at });
    samples.current = kept;
    const [oldest] = kept;
    const newest = kept[kept.length - 1];
    if (!oldest || !newest || newest.at - oldest.at < SPEED_WINDOW_MS.least) return;
    const speed = Math.abs(newest.offset - oldest.offset) / (newest.at - oldest.at);
    const fling = screenful.current / SCREENFUL_MS;
    if (speed > fling) flinging.current = true;
    else if (speed < fling * SLOWER_TO_END) flinging.current = false;
  }).current;

  /**
   * Takes the rows of this render and the range in view: a row new to the view during a fling
   * is light until filled.
   */
  function rowsOfRender(indexes: readonly number[], start: number, end: number) {
    visible.current = { start, end };
    const now = new Set(indexes);
    for (const index of indexes) {
      if (flinging.current && !rendered.current.has(index)) light.current.add(index);
    }
    for (const index of light.current) if (!now.has(index)) light.current.delete(index);
    rendered.current = now;
  }

  // Once the fling ends, a few rows a frame get their cells: no single long frame for all of
  // them. After every render, as each fill renders again until none is left.
  useEffect(() => {
    if (flinging.current || light.current.size === 0) return;
    const frame = requestAnimationFrame(() => {
      const { start, end } = visible.current;
      const inView = (index: number) => index >= start && index <= end;
      const next = [...light.current]
        .sort((a, b) => Number(inView(b)) - Number(inView(a)))
        .slice(0, FILLS_PER_FRAME);
      for (const index of next) light.current.delete(index);
      setFilled((count) => count + 1);
    });
    return () => cancelAnimationFrame(frame);
  });

  return { track, rowsOfRender, isLight: (index: number) => light.current.has(index) };
}
