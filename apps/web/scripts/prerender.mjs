// After `vite build`: paints the public pages (/, /pricing, /terms, /privacy) to static HTML with the same React
// components, so a phone shows the page before any JavaScript runs; main.tsx then hydrates it.
// Writes dist/prerendered/<page>.html; the server answers those paths with them (plugins/web-app.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'node_modules/.prerender');

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const { renderPage, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);

const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const page of PRERENDERED_PATHS) {
  const html = await renderPage(page);
  // React's streaming runtime would need inline scripts, which the strict CSP refuses: a finished prerender has none.
  if (html.includes('<script')) throw new Error(`prerendered ${page} contains a script`);
  const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
  writeFileSync(path.join(out, file), template.replace(emptyRoot, `<div id="root">${html}</div>`));
  console.log(`prerendered ${page} -> ${path.relative(web, path.join(out, file))} (${(html.length / 1024).toFixed(1)} kB)`);
}
rmSync(ssrOut, { recursive: true, force: true });
// The rendered app leaves timers behind (query cache collection); the pages are written, so end here.
process.exit(0);
