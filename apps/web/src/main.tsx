import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of the provider: it can apply a navigation synchronously (navigate's flushSync).
import { RouterProvider } from 'react-router/dom';
import 'bootstrap/dist/css/bootstrap.min.css';
// Bootstrap Icons, only those the app uses (apps/web/icon-subset.ts).
import 'virtual:icons.css';
import './styles.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startTheme } from './lib/theme';

// Light or dark before anything is painted (the stored choice, else the system setting).
startTheme();

const router = createAppRouter();

// A transition: React renders the first page in slices, yielding to the browser between
// them, instead of in one long task that blocks input on a slow phone (Lighthouse TBT).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
