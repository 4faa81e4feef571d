import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { routes } from './app/routes';
import { registerServiceWorker } from './offline/service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = <AppRoot router={createBrowserRouter(routes)} />;
// Public pages arrive prerendered (scripts/prerender.mjs): React takes over the HTML already painted.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
registerServiceWorker();
