import { copyFile, mkdir } from 'node:fs/promises';
import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({
  entry: { index: 'src/index.ts' },
  // The stylesheet is plain CSS: shipped as it is, so `exports["./styles.css"]` resolves after a build.
  onSuccess: async () => {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
