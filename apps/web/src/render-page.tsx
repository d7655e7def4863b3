import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type SiteBoot } from '@platform/contracts';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createSeededClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { pageTitle } from './app/use-page-title';
import { chunksFetched } from './lib/chunks';
import { setRenderTime } from './lib/page-clock';
import { ServerRender } from './lib/server-render';
import { stringsOf } from './locales/every-language';

// The page renderer (decision record 038): the server calls `renderPage` for every page it serves and puts
// the HTML in the page's root, which the browser then takes over (main.tsx). Same components, same data
// (the page's boot), every string of every language at hand.

/** One translation instance per language, made once: a render never changes another's language. */
const instances = new Map<Language, i18n>();
function translation(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: stringsOf(lang) }])),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

export type RenderedPage = { html: string; title: string };

/** Chunks inside chunks inside chunks: a page deeper than this shows the fallback of the rest. */
const MAX_PASSES = 6;

/**
 * The HTML of a page (the inside of its root element) and its title, rendered from the data the page
 * carries (`boot`) for a visitor without a session: every chunk the page shows is rendered, not its
 * fallback. Synchronous rendering: no script in the page (the Content Security Policy allows none).
 */
export async function renderPage(input: { url: string; boot: SiteBoot }): Promise<RenderedPage> {
  const { boot } = input;
  const url = new URL(input.url, 'http://site.invalid');
  const i18n = translation(boot.language);
  const client = createSeededClient(boot, boot.language, null);
  const page = (
    <StrictMode>
      <ServerRender.Provider value={true}>
        <I18nextProvider i18n={i18n}>
          <Providers client={client}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </I18nextProvider>
      </ServerRender.Provider>
    </StrictMode>
  );
  // A render that meets a chunk not fetched yet renders its fallback and starts fetching it: once the
  // chunks are here it renders again, until nothing is missing (after the first pages, at once).
  const time = Date.now();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    setRenderTime(time);
    html = renderToString(page);
    if (!(await chunksFetched())) break;
  }
  client.clear();
  const brand = boot.status.info.brand.name;
  return { html, title: pageTitle(i18n.t, brand, url.pathname) };
}
