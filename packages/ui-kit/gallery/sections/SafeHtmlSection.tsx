import { useState } from 'react';
import { HOSTILE_INPUTS } from '../../src/safe-html/hostileInputs.js';
import { SafeHtml } from '../../src/safe-html/SafeHtml.js';
import { sanitizeHtml } from '../../src/safe-html/sanitizeHtml.js';

/** User HTML through the allowlist, and the shared hostile list checked in this browser. */
export function SafeHtmlSection() {
  const [html, setHtml] = useState(
    '<b>Maintenance</b> tonight, see <a href="https://example.com" target="_blank">details</a>.',
  );
  const [matching, setMatching] = useState<number | null>(null);
  // Parsing hostile markup makes Chromium report (and block) its inline handlers and styles as CSP
  // violations, even in DOMPurify's inert document: the list runs on demand, not on every visit.
  const check = () =>
    setMatching(HOSTILE_INPUTS.filter((input) => sanitizeHtml(input.html) === input.expected).length);
  return (
    <section className="gallery__section" aria-labelledby="safe-html-title">
      <h2 id="safe-html-title">Safe HTML</h2>
      <label className="gallery__stack">
        User HTML
        <textarea value={html} onChange={(event) => setHtml(event.target.value)} />
      </label>
      <SafeHtml as="p" html={html} />
      <div className="gallery__row">
        <button type="button" className="nf-button" onClick={check}>
          Check the hostile inputs
        </button>
        <span data-testid="hostile-summary">
          {matching === null
            ? ''
            : `Hostile inputs giving the expected output in this browser: ${matching} of ${HOSTILE_INPUTS.length}`}
        </span>
      </div>
    </section>
  );
}
