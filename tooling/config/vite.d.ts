import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` siblings of every text file of a build (kept only when smaller), for the
 * server's `preCompressed` static files.
 */
export declare function precompress(): Plugin;
