import { authProviderLabels, type AuthProvider } from '@forkcast/contracts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

export const devSignInStylesheet = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;background:#f3f7f1;color:#1c2a1f;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:26rem;background:#fff;border-radius:1.25rem;padding:2rem;box-shadow:0 10px 30px rgba(28,42,31,.12)}
.badge{display:inline-block;margin:0;padding:.15rem .6rem;border-radius:999px;background:#fff4d6;color:#7a5600;font-size:.75rem;font-weight:600}
h1{margin:.75rem 0 .25rem;font-size:1.5rem;color:#1f4d2b}
.lead{margin:0 0 1.25rem;color:#5b6b5f;font-size:.9rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600;font-size:.9rem}
input{width:100%;padding:.65rem .8rem;border:1px solid #c8d3ca;border-radius:.6rem;font:inherit}
input:focus{outline:2px solid #2f7d46;outline-offset:1px}
.actions{display:flex;flex-direction:row-reverse;gap:.75rem;margin-top:1.5rem}
button{padding:.65rem 1.25rem;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;border:1px solid transparent}
.primary{background:#2f7d46;color:#fff}
.primary:hover{background:#256639}
.secondary{background:#fff;color:#1f4d2b;border-color:#c8d3ca}
.error{color:#a12a2a}
`;
