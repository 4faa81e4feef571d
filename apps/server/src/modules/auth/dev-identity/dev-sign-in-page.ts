import { authProviderLabels, type AuthProvider } from '@forkcast/contracts';
import { escapeHtml } from '../../../http/stand-in-pages.js';

/** The page a development sign-in shows instead of the real provider's. No inline script or style: the CSP forbids both. */
export function renderDevSignInPage(provider: AuthProvider, request: Record<string, string>, stylesheetHref: string): string {
  const name = authProviderLabels[provider];
  const hidden = Object.entries(request)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Development sign-in</title>
  <link rel="stylesheet" href="${stylesheetHref}">
</head>
<body>
  <main class="card">
    <p class="badge">Development only</p>
    <h1>Development sign-in</h1>
    <p class="lead">No ${name} credentials are configured, so Forkcast's built-in development provider stands in for ${name}.
      Any name and email sign you in on this machine.</p>
    <form method="post">
      ${hidden}
      <label for="name">Name</label>
      <input id="name" name="name" autocomplete="name" maxlength="100">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="200">
      <!-- Sign in comes first so Enter submits it; the stylesheet shows it on the right. -->
      <div class="actions">
        <button type="submit" name="decision" value="allow" class="primary">Sign in</button>
        <button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button>
      </div>
    </form>
  </main>
</body>
</html>
`;
}

export function renderDevErrorPage(message: string, stylesheetHref: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Development sign-in</title><link rel="stylesheet" href="${stylesheetHref}"></head>
<body><main class="card"><h1>Development sign-in</h1><p class="error">${escapeHtml(message)}</p></main></body>
</html>
`;
}
