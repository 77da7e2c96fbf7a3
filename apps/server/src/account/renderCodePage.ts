import { escapeHtml } from './escapeHtml.js';

/** What the second sign-in page shows. */
export interface CodePageModel {
  basePath: string;
  /** The user's second factor. */
  method: 'email' | 'teltonika_id' | 'totp';
  /** Where to go after signing in; sent back in a hidden field and checked again on POST. */
  continueUrl?: string;
  /** An error shown above the form. */
  error?: string;
}

const INSTRUCTIONS: Record<CodePageModel['method'], string> = {
  email: 'We have e-mailed you a 6-digit sign-in code. Enter it to finish signing in.',
  totp: 'Enter the 6-digit code of your authenticator app to finish signing in.',
  teltonika_id: 'Enter the 6-digit code shown in your Teltonika ID app to finish signing in.',
};

/**
 * The second step of a sign-in for users with an MFA method: the code form, which also takes
 * one of the user's recovery codes (letters, so no numeric keyboard or 6-digit pattern). Plain
 * server-rendered HTML without script, like the sign-in page.
 */
export function renderCodePage(model: CodePageModel): string {
  const base = escapeHtml(model.basePath);
  const error = model.error
    ? `<p class="error" role="alert" id="code-error">${escapeHtml(model.error)}</p>`
    : '';
  const invalid = model.error ? ' aria-invalid="true"' : '';
  const again = `${base}/sign-in${model.continueUrl ? `?continue_url=${escapeHtml(encodeURIComponent(model.continueUrl))}` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verification code · Netfleet</title>
<link rel="stylesheet" href="${base}/assets/account.css">
</head>
<body>
<main class="card">
<h1>Enter your verification code</h1>
<p>${escapeHtml(INSTRUCTIONS[model.method])}</p>
${error}
<form method="post" action="${base}/sign-in/code" novalidate>
<input type="hidden" name="continue_url" value="${escapeHtml(model.continueUrl ?? '')}">
<div class="field">
<label for="code">Verification code</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" maxlength="32" required autofocus aria-describedby="code-recovery${model.error ? ' code-error' : ''}"${invalid}>
<p class="hint" id="code-recovery">Lost your device? Enter one of your recovery codes instead.</p>
</div>
<button type="submit">Verify</button>
</form>
<p><a href="${again}">Start over</a></p>
</main>
</body>
</html>
`;
}
