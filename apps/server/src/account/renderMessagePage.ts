import { escapeHtml } from './escapeHtml.js';

/** What a one-message page of the account site shows. */
export interface MessagePageModel {
  basePath: string;
  title: string;
  message: string;
  /** A link onward. */
  link: { href: string; text: string };
}

/** A short server-rendered page (no script) with a heading, a message and a link onward. */
export function renderMessagePage(model: MessagePageModel): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(model.title)} · Netfleet</title>
<link rel="stylesheet" href="${escapeHtml(model.basePath)}/assets/account.css">
</head>
<body>
<main class="card">
<h1>${escapeHtml(model.title)}</h1>
<p>${escapeHtml(model.message)}</p>
<p><a href="${escapeHtml(model.link.href)}">${escapeHtml(model.link.text)}</a></p>
</main>
</body>
</html>
`;
}
