import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({
  entry: {
    index: 'src/index.ts',
    'errors/index': 'src/errors/index.ts',
    'react/index': 'src/react/index.ts',
  },
});
