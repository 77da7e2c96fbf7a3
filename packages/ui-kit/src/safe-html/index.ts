export { HOSTILE_INPUTS, type HostileInput } from './hostileInputs.js';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml.js';
export { SAFE_HTML_ATTRIBUTES, SAFE_HTML_TAGS, sanitizeHtml } from './sanitizeHtml.js';
