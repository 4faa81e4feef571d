import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built React app from the API's own origin. Hashed assets are cached for a year;
 * index.html is always revalidated so a deploy shows up on the next load.
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
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  return true;
}
