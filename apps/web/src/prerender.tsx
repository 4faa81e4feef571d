import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { routes } from './app/routes';

/** The public pages painted at build time, as a signed-out visitor first sees them. */
export const PRERENDERED_PATHS = ['/', '/pricing', '/terms', '/privacy'] as const;

const appAt = (path: string) => <AppRoot router={createMemoryRouter(routes, { initialEntries: [path] })} />;

/**
 * The HTML of one page's app root. The first pass only waits for the page's lazy chunk; the second renders with
 * every chunk loaded, so nothing suspends and the HTML needs none of React's inline streaming scripts (the CSP
 * forbids inline scripts).
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(appAt(path));
  for await (const _chunk of prelude); // drain
  return renderToString(appAt(path));
}
