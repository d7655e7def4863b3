import { onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSeededClient, Providers } from './app/providers';
import { AppRoutes, createSiteHistory, preloadRoute } from './app/router';
import { readBoot } from './lib/boot';
import { firstLanguage, initI18n } from './lib/i18n';
import { SiteRouter } from './lib/leave-guard';
import { useSession } from './lib/session';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const boot = readBoot();
const language = firstLanguage(boot?.language);
await initI18n(language, ['site']);
const token = useSession.getState().token;
const app = (
  <StrictMode>
    <Providers client={createSeededClient(boot, language, token)}>
      <SiteRouter history={createSiteHistory()}>
        <AppRoutes />
      </SiteRouter>
    </Providers>
  </StrictMode>
);

// The server rendered the page (decision record 038). The route's chunks come first (the page, the side
// bar), so that the first screen is taken over in one go. For a visitor in the page's language the browser
// takes it over as it is, in slices (a transition); a member's page, or one in another language, is
// rendered afresh in its place (nothing in between is shown).
const rendered = root.firstElementChild !== null;
if (rendered) await preloadRoute(window.location.pathname).catch(() => undefined);
if (rendered && boot?.language === language && token === null) {
  // React takes over the parts inside Suspense boundaries after the rest; an answer arriving before that
  // would make them differ from the server's. Calls wait (as offline) until the page is taken over.
  onlineManager.setOnline(false);
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportTakeoverProblem });
  });
} else {
  startTransition(() => createRoot(root).render(app));
}

function reportTakeoverProblem(error: unknown) {
  // The page still works (React renders the part afresh); the console says why, for whoever looks.
  console.warn('The page was rendered afresh where it differed from the server', error);
}
