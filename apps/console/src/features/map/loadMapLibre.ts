import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibre from 'maplibre-gl';
// The worker as a file of the build: MapLibre would otherwise look for it beside its own
// module, which the bundle does not keep. Same origin, so the CSP's `worker-src 'self'` runs it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

maplibre.setWorkerUrl(workerUrl);

/** MapLibre GL JS, ready to draw (worker URL set). Imported only through {@link loadMapLibre}. */
export type MapLibre = typeof maplibre;

/** The module, for `import('./loadMapLibre.js')`: the map code stays in chunks of its own. */
export { maplibre };
