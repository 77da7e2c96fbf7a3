/** What the gallery's query string can set (the browser tests and the benchmark use it). */
export interface GalleryParams {
  /** Rows of the generated table. `?rows=50`. Defaults to `100000`. */
  rows: number;
  /** Artificial delay of each page request in ms. `?delay=0`. Defaults to `150`. */
  delay: number;
  /** `?only=table` shows the table alone, unmounted until asked (benchmark). */
  only: 'table' | null;
}

function intParam(search: URLSearchParams, name: string, fallback: number): number {
  const value = Number.parseInt(search.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Reads {@link GalleryParams} from `location.search`. */
export function readGalleryParams(query: string): GalleryParams {
  const search = new URLSearchParams(query);
  return {
    rows: intParam(search, 'rows', 100_000),
    delay: intParam(search, 'delay', 150),
    only: search.get('only') === 'table' ? 'table' : null,
  };
}
