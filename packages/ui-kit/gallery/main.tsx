import '../src/styles.css';
import './gallery.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sanitizeHtml } from '../src/safe-html/sanitizeHtml.js';
import { Gallery } from './Gallery.js';
import { readGalleryParams } from './params.js';

declare global {
  interface Window {
    /** Hooks for the browser tests and the benchmark (the gallery is a test page). */
    nfGallery?: {
      sanitizeAll(inputs: readonly string[]): string[];
    };
  }
}

window.nfGallery = { sanitizeAll: (inputs) => inputs.map((html) => sanitizeHtml(html)) };

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Gallery params={readGalleryParams(window.location.search)} />
    </StrictMode>,
  );
}
