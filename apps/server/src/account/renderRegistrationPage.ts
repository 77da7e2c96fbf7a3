import { PASSWORD_MIN_LENGTH } from '@netfleet/contracts';
import { escapeHtml } from './escapeHtml.js';

/** What the invitee's registration page shows. */
export interface RegistrationPageModel {
  /** The account site's base path, e.g. `/auth`. */
  basePath: string;
  /** The invitation's token, as in the link (the form posts back to the same address). */
  token: string;
  /** The invited e-mail: the account's, not editable. */
  email: string;
  companyName: string;
  roleTitle: string;
  /** The name typed before a failed attempt (passwords are never sent back). */
  name?: string;
  /** Whether the terms box was ticked before a failed attempt. */
  tosAccepted?: boolean;
  /** An error shown above the form. */
  error?: string;
}

/**
 * The registration page of an invitation (`/auth/invitations/<token>`): "Create your account"
 * with Name, Password, Repeat password and "I accept the terms of service". Plain
 * server-rendered HTML like the sign-in page: no script, labels bound to their inputs, the
 * error announced and tied to the fields.
 */
export function renderRegistrationPage(model: RegistrationPageModel): string {
  const base = escapeHtml(model.basePath);
  const error = model.error
    ? `<p class="error" role="alert" id="registration-error">${escapeHtml(model.error)}</p>`
    : '';
  const describedBy = model.error ? ' aria-describedby="registration-error"' : '';
  const action = `${base}/invitations/${encodeURIComponent(model.token)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Create your account · Netfleet</title>
<link rel="stylesheet" href="${base}/assets/account.css">
</head>
<body>
<main class="card">
<h1>Create your account</h1>
<p>You are invited to <strong>${escapeHtml(model.companyName)}</strong> as ${escapeHtml(model.roleTitle)}. Your e-mail: <strong>${escapeHtml(model.email)}</strong>.</p>
${error}
<form method="post" action="${action}" novalidate>
<div class="field">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(model.name ?? '')}"${describedBy}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-rule${model.error ? ' registration-error' : ''}">
<small id="password-rule">At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit or symbol.</small>
</div>
<div class="field">
<label for="password_repeat">Repeat password</label>
<input id="password_repeat" name="password_repeat" type="password" autocomplete="new-password" required${describedBy}>
</div>
<div class="field">
<label><input id="tos" name="tos" type="checkbox" value="1" required${model.tosAccepted ? ' checked' : ''}> I accept the terms of service</label>
</div>
<button type="submit">Create account</button>
</form>
</main>
</body>
</html>
`;
}
