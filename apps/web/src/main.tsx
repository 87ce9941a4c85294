import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
// At start: the browser's install offer may come as soon as the page loads (features/notifications).
import './features/notifications/install-prompt.ts';
import './styles/theme.css';
import './styles/base.css';
import './styles/components.css';
import './styles/content.css';
import './styles/overlays.css';
import './styles/layout.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// No query cache here: screens that fetch bring it along (src/app/with-queries.tsx), so the
// first download of a visitor (/login, the welcome page) stays small.
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
