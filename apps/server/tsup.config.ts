import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts', simulator: 'src/simulator/main.ts' },
  platform: 'node',
  target: 'node20',
  // Our workspace packages are bundled (from their TypeScript source, so the server builds
  // without building them first); real npm dependencies stay external.
  noExternal: [/^@netfleet\//],
  esbuildOptions(options) {
    options.conditions = ['@netfleet/source'];
  },
});
