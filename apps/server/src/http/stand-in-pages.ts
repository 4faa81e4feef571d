/**
 * The look of the server's own stand-in pages for outside services when they are not configured: the development
 * sign-in (for the identity providers) and the test checkout and billing portal (for the payment provider). Plain
 * HTML with a stylesheet served from our origin: the CSP allows no inline script or style.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const standInStylesheet = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;background:#f3f7f1;color:#1c2a1f;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:28rem;background:#fff;border-radius:1.25rem;padding:2rem;box-shadow:0 10px 30px rgba(28,42,31,.12)}
.badge{display:inline-block;margin:0;padding:.15rem .6rem;border-radius:999px;background:#fff4d6;color:#7a5600;font-size:.75rem;font-weight:600}
h1{margin:.75rem 0 .25rem;font-size:1.5rem;color:#1f4d2b}
.lead{margin:0 0 1.25rem;color:#5b6b5f;font-size:.9rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600;font-size:.9rem}
input{width:100%;padding:.65rem .8rem;border:1px solid #c8d3ca;border-radius:.6rem;font:inherit}
input:focus{outline:2px solid #2f7d46;outline-offset:1px}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.25rem;padding:1rem;border-radius:.75rem;background:#f3f7f1}
.facts dt{font-weight:600;font-size:.9rem}
.facts dd{margin:0;text-align:right}
.note{margin:0 0 1rem;color:#5b6b5f;font-size:.9rem}
.actions{display:flex;flex-direction:row-reverse;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,.button{display:inline-block;padding:.65rem 1.25rem;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;
  border:1px solid transparent;text-decoration:none}
.primary{background:#2f7d46;color:#fff}
.primary:hover{background:#256639}
.danger{background:#a12a2a;color:#fff}
.danger:hover{background:#852222}
.secondary{background:#fff;color:#1f4d2b;border-color:#c8d3ca}
.error{color:#a12a2a}
`;
