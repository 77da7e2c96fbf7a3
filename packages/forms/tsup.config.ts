import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({ entry: { index: 'src/index.ts', 'core/index': 'src/core/index.ts' } });
