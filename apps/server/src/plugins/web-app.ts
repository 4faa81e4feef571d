import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** `prerendered/pricing.html` answers `/pricing`, `prerendered/index.html` answers `/`. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `prerendered/${file}`);
  }
  return pages;
}

/**
 * Serves the built React app from the API's own origin. Hashed assets are cached for a year;
 * HTML is always revalidated so a deploy shows up on the next load. The public pages the build prerendered
 * are answered with their painted HTML; every other page gets the empty shell (index.html).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  const root = path.resolve(distDir ?? defaultDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app is not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const prerendered = prerenderedPages(root);
  if (!prerendered.has('/')) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  for (const [url, file] of prerendered) app.get(url, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
  return true;
}
