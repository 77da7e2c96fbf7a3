/**
 * What `react` resolves to in the console's build (`build/reactOnPreact.ts`; docs/adr/0020): preact/compat,
 * with a `useId` of its own.
 *
 * Preact's `useId` counts per render root, and a portal or a suspended subtree can start a count
 * of its own: a modal's form field got the id of a field on the page behind it, so its label named
 * the other field. Ids here are unique for the page's life. Nothing rendered on the server is
 * hydrated: the server's first view of a page (src/firstView) is replaced, not taken over, so its
 * ids only need to differ from the console's while both are in the page (their own prefix).
 */
import * as compat from 'preact/compat';

// @ts-expect-error preact/compat's types are an `export =` namespace; its module exports these names.
export * from 'preact/compat';

// On the global object: the dev server's pre-bundled libraries hold a copy of this module.
const shared = globalThis as { __netfleetIds?: { last: number } };
shared.__netfleetIds ??= { last: 0 };
const ids = shared.__netfleetIds;

const prefix = typeof window === 'undefined' ? 'nf-fv-' : 'nf-';

/** A stable id for the component's life, unique in the page. */
export function useId(): string {
  return compat.useState(() => `${prefix}${(++ids.last).toString(36)}`)[0];
}

// preact/compat's types do not declare its default export (the `React` object that
// `import React from 'react'` reads); it has one at runtime.
const compatDefault = (compat as unknown as { default: Record<string, unknown> }).default;

export default { ...compatDefault, useId };
