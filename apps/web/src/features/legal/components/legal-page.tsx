import { HTML_LANG, LEGAL_ERRORS, type LegalDocument, type LegalKind } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { RichText } from '@/components/ui/rich-text';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { legalDocumentQuery } from '../api/legal-calls';
import { withHeadingIds } from './headings';
import { LEGAL_TITLE_KEYS } from './legal-titles';
import styles from './legal-page.module.css';

/** The document: its title, version and date, a table of contents when it has headings, and its text. */
function LegalDocumentView({ document, fallback }: { document: LegalDocument; fallback: boolean }) {
  const { t } = useTranslation();
  const { html, headings } = useMemo(() => withHeadingIds(document.content), [document.content]);
  return (
    <>
      {fallback ? (
        <p className={styles.fallback} role="note" data-testid="legal-fallback">
          {t('legalPage.fallback')}
        </p>
      ) : null}
      <article className={styles.document} lang={fallback ? HTML_LANG[document.language] : undefined}>
        <header className={styles.header}>
          <h1>{document.title}</h1>
          <p className={styles.meta} data-testid="legal-meta">
            <span>{t('legalPage.version', { version: document.version })}</span>
            <span aria-hidden>·</span>
            <time dateTime={document.updatedDate}>
              {t('legalPage.updated', { date: document.updatedDate })}
            </time>
          </p>
        </header>
        <div className={headings.length > 0 ? styles.layout : undefined}>
          {headings.length > 0 ? (
            <nav className={styles.toc} aria-labelledby="legal-contents">
              <h2 id="legal-contents">{t('legalPage.contents')}</h2>
              <ol>
                {headings.map((h) => (
                  <li key={h.id} className={h.level === 4 ? styles.sub : undefined}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <RichText html={html} className={styles.body} />
        </div>
      </article>
    </>
  );
}

/**
 * /terms, /privacy and /responsible-gaming: the brand's document in the interface language (English when
 * the brand has no text in it), with a loading state and, when the call fails, the reason and a retry.
 */
export default function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(legalDocumentQuery(kind, language));
  const missing =
    query.error instanceof ApiError && query.error.errorCode === LEGAL_ERRORS.legalDocumentMissing;
  return (
    <div className={styles.page} data-testid={`page-legal-${kind}`}>
      {query.data ? (
        <LegalDocumentView document={query.data} fallback={query.data.language !== language} />
      ) : (
        <>
          <h1 className={styles.title}>{t(LEGAL_TITLE_KEYS[kind])}</h1>
          {query.isError ? (
            <ListState
              kind="error"
              testId="legal-error"
              message={t(missing ? 'legalPage.missing' : 'legalPage.loadFailed')}
              onRetry={() => void query.refetch()}
              retryLabel={t('legalPage.retry')}
            />
          ) : (
            <Spinner label={t('legalPage.loading')} />
          )}
        </>
      )}
    </div>
  );
}
