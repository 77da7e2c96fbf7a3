/**
 * Whether this browser can give a canvas a WebGL 2 context, which MapLibre needs (it throws
 * without one). Asked once per call on a throwaway canvas; the context is released at once.
 */
export function hasWebGl2(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
