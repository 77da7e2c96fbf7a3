/**
 * The style every map of the console draws: a file of the console (`public/map/style.json`,
 * the offline Natural Earth world of `scripts/build-basemap.mjs`), which a server with
 * `MAP_STYLE_URL` set redirects to a production style. See docs/adr/0014.
 */
export const BASEMAP_STYLE_URL = '/map/style.json';
