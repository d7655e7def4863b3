import { useEffect, useState } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { Language, SbSession } from '@platform/contracts';
import { sessionQuery } from './api/book-calls';
import { BookError } from './api/client';
import type { Launch } from './boot/launch';
import { BookHeader } from './components/book-header';
import { LoadState } from './components/load-state';
import { LanguageContext, htmlLangOf, useT } from './i18n/strings';
import { BookPage } from './pages/book-page';
import { hashOf, readRoute, useRoute, type Route } from './route';
import { SlipPanel } from './slip/slip-panel';
import { SlipContext, createSlipStore } from './slip/slip-store';
import { useSelectOnStart } from './slip/use-select-on-start';
import styles from './app.module.css';

/** The page the book opens on: the one in the address, else what the launch names. */
function startRoute(launch: Launch, hash: string): Route {
  if (hash.replace(/^#\/?/, '')) return readRoute(hash);
  if (launch.select) return { page: 'fixture', fixtureId: launch.select.fixtureId };
  const esports = launch.group === 'esports' || ['efootball', 'moba', 'shooter'].includes(launch.sport ?? '');
  return { page: esports ? 'esports' : 'sports', ...(launch.sport ? { sport: launch.sport } : {}) };
}

/** Puts the page the book opens on in the address (in place: no history entry), before the first render. */
export function showStartRoute(launch: Launch): void {
  const hash = window.location.hash;
  const route = startRoute(launch, hash);
  if (hash !== hashOf(route)) window.history.replaceState(window.history.state, '', hashOf(route));
}

function SessionEnded() {
  const t = useT();
  return (
    <main className={styles.ended}>
      <LogOut size={40} aria-hidden />
      <p role="alert">{t('session.ended')}</p>
    </main>
  );
}

function BookShell({ launch, session }: { launch: Launch; session: SbSession }) {
  const route = useRoute();
  useSelectOnStart(launch.select);
  return (
    <div className={styles.shell}>
      <BookHeader session={session} route={route} />
      <div className={styles.columns}>
        <BookPage route={route} />
        <SlipPanel session={session} />
      </div>
    </div>
  );
}

function SessionGate({ launch, ended }: { launch: Launch; ended: boolean }) {
  const session = useQuery(sessionQuery());
  const language: Language = launch.language ?? session.data?.language ?? 'EN';
  useEffect(() => {
    document.documentElement.lang = htmlLangOf(language);
  }, [language]);
  const sessionEnded = ended || (session.error instanceof BookError && session.error.sessionEnded);
  return (
    <LanguageContext.Provider value={language}>
      {sessionEnded ? (
        <SessionEnded />
      ) : session.data ? (
        <BookShell launch={launch} session={session.data} />
      ) : (
        <main className={styles.starting}>
          <LoadState
            isPending={session.isPending}
            error={session.error}
            retry={session.refetch}
            empty={false}
            emptyText=""
          >
            {null}
          </LoadState>
        </main>
      )}
    </LanguageContext.Provider>
  );
}

/** The book: its data, its slip and its pages; a call answered "no session" ends it for the page's life. */
export function Book({ launch }: { launch: Launch }) {
  const [ended, setEnded] = useState(false);
  const [queryClient] = useState(() => {
    const onError = (error: unknown) => {
      if (error instanceof BookError && error.sessionEnded) setEnded(true);
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        queries: {
          staleTime: 5_000,
          refetchOnWindowFocus: false,
          retry: (count, error) =>
            !(error instanceof BookError && error.status > 0 && error.status < 500) && count < 2,
        },
      },
    });
  });
  const [slip] = useState(() => createSlipStore());
  return (
    <QueryClientProvider client={queryClient}>
      <SlipContext.Provider value={slip}>
        <SessionGate launch={launch} ended={ended} />
      </SlipContext.Provider>
    </QueryClientProvider>
  );
}
