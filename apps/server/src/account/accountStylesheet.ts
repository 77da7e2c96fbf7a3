/**
 * The account site's stylesheet, served as a file because the CSP (`style-src 'self'`)
 * forbids inline styles. Follows the system's light or dark preference.
 */
export const ACCOUNT_STYLESHEET = `:root { color-scheme: light dark; --accent: #0054a6; --error: #b00020; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: Canvas; color: CanvasText; }
.card { width: min(24rem, 100% - 2rem); padding: 2rem; border: 1px solid color-mix(in srgb, CanvasText 15%, transparent);
  border-radius: 0.75rem; }
h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
.field { display: grid; gap: 0.25rem; margin-bottom: 1rem; }
label { font-weight: 600; }
.hint { margin: 0; font-size: 0.875rem; color: color-mix(in srgb, CanvasText 75%, transparent); }
input { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid color-mix(in srgb, CanvasText 30%, transparent);
  border-radius: 0.375rem; background: Field; color: FieldText; }
input:focus-visible, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
button { width: 100%; font: inherit; font-weight: 600; padding: 0.625rem; border: 0; border-radius: 0.375rem;
  background: var(--accent); color: #fff; cursor: pointer; }
.error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.375rem; color: var(--error);
  background: color-mix(in srgb, var(--error) 10%, transparent); }
@media (prefers-color-scheme: dark) { :root { --accent: #6cb4ff; --error: #ff8a80; } button { color: #00203f; } }
`;
