/**
 * "1,234". Thousands separators by hand: the first `toLocaleString` of a page loads the ICU
 * number data, about 20 ms of the first render.
 */
export function formatCount(total: number): string {
  return String(Math.trunc(total)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Typing pause before a list's search box updates the URL. */
export const LIST_SEARCH_DEBOUNCE_MS = 500;
