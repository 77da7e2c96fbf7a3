import { createContext, useContext, useEffect } from 'react';

/** One thing the help panel can explain: a term of the page and what it means. */
export interface HelpEntry {
  /** Matches `data-help-key` on the element it explains. */
  key: string;
  term: string;
  description: string;
}

/** Pause on an element before the panel looks up its help (spec §9). */
export const HELP_LOOKUP_DELAY_MS = 700;

/** How a page hands its help data (options, table columns, report rows) to the shell. */
export const HelpDataContext = createContext<(entries: readonly HelpEntry[]) => void>(() => {});

/**
 * Gives the help panel this page's entries while the page is shown (spec §2.1: the data
 * comes from the current page's options, table data or report tables). Pass a stable
 * array (a constant or `useMemo`).
 */
export function useHelpData(entries: readonly HelpEntry[]): void {
  const setEntries = useContext(HelpDataContext);
  useEffect(() => {
    setEntries(entries);
    return () => setEntries([]);
  }, [entries, setEntries]);
}
