import { copyFile, mkdir } from 'node:fs/promises';
import { createTsupConfig } from '@netfleet/tooling-config/tsup';

export default createTsupConfig({
  entry: {
    index: 'src/index.ts',
    'safe-html/index': 'src/safe-html/index.ts',
    'data-grid/index': 'src/data-grid/index.ts',
    'chart/index': 'src/chart/index.ts',
  },
  // Stylesheets stay imports in the output (the app's bundler loads them as files, never
  // as injected <style>, so a strict CSP holds) and are shipped as they are.
  external: [/\.css$/],
  onSuccess: async () => {
    await mkdir('dist/chart', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
    await copyFile('src/chart/chart.css', 'dist/chart/chart.css');
  },
});
