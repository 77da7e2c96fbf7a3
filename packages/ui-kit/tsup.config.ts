import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({
  entry: { index: 'src/index.ts', 'safe-html/index': 'src/safe-html/index.ts' },
});
