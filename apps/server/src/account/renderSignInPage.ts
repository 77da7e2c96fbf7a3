import { escapeHtml } from './escapeHtml.js';

/** What the sign-in page shows. */
export interface SignInPageModel {
  /** The account site's base path, e.g. `/auth`. */
  basePath: string;
  /** Pre-filled e-mail (kept after a failed attempt). */
  email?: string;
  /** Where to go after signing in; sent back in a hidden field and checked again on POST. */
  continueUrl?: string;
  /** An error shown above the form. */
  error?: string;
}

/**
 * The sign-in page: plain server-rendered HTML with a real form, no script (the CSP allows
 * none inline), a stylesheet from the same origin, and labels bound to their inputs.
 */
export function renderSignInPage(model: SignInPageModel): string {
  const base = escapeHtml(model.basePath);
  const error = model.error
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(model.error)}</p>`
    : '';
  const describedBy = model.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Netfleet</title>
<link rel="stylesheet" href="${base}/assets/account.css">
</head>
<body>
<main class="card">
<h1>Sign in to Netfleet</h1>
${error}
<form method="post" action="${base}/sign-in" novalidate>
<input type="hidden" name="continue_url" value="${escapeHtml(model.continueUrl ?? '')}">
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(model.email ?? '')}"${describedBy}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
</div>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}
