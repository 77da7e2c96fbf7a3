import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({ entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' } });
