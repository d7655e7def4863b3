import type { HelpCategory } from '@platform/contracts';
import { ChevronDown, Headset, MessageCircleQuestion, Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { plainText } from './plain-text';
import styles from './help-centre.module.css';

type Props = {
  categories: HelpCategory[];
  onFeedback: () => void;
  /** Opens customer service; without it only the feedback button shows. */
  onCustomerService?: () => void;
};

type Entry = { category: HelpCategory; article: HelpCategory['articles'][number]; words: string };

/** Categories on the left (tabs on small screens), articles as expandable sections, and a search box. */
export function HelpCentre({ categories, onFeedback, onCustomerService }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  const [selected, setSelected] = useState<number | null>(categories[0]?.id ?? null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const index = useMemo<Entry[]>(
    () =>
      categories.flatMap((category) =>
        category.articles.map((article) => ({
          category,
          article,
          words: `${article.title} ${plainText(article.content)}`.toLocaleLowerCase(),
        })),
      ),
    [categories],
  );

  const needle = query.trim().toLocaleLowerCase();
  const current = categories.find((c) => c.id === selected) ?? categories[0];
  const shown = needle
    ? index.filter((e) => needle.split(/\s+/).every((word) => e.words.includes(word)))
    : index.filter((e) => e.category.id === current?.id);

  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.centre}>
      <div className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('helpPage.search')}
        </label>
        <Search size={18} aria-hidden className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t('helpPage.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={100}
          data-testid="help-search"
        />
        {query ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => setQuery('')}
            aria-label={t('helpPage.clearSearch')}
          >
            <X size={16} aria-hidden />
          </button>
        ) : null}
      </div>

      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('helpPage.categories')}>
          <ul role="tablist" aria-orientation="vertical">
            {categories.map((category) => {
              const active = !needle && category.id === current?.id;
              return (
                <li key={category.id} role="presentation">
                  <button
                    type="button"
                    role="tab"
                    aria-selected={active}
                    className={`${styles.navItem} ${active ? styles.navActive : ''}`}
                    onClick={() => {
                      setSelected(category.id);
                      setQuery('');
                    }}
                    data-testid={`help-category-${category.id}`}
                  >
                    <span>{category.title}</span>
                    <span className={styles.count}>{category.articles.length}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className={styles.articles} aria-live="polite">
          <h2 className={styles.heading}>
            {needle ? t('helpPage.results', { count: shown.length, query: query.trim() }) : current?.title}
          </h2>
          {shown.length === 0 ? (
            <div className={styles.empty}>
              <SearchX size={32} aria-hidden />
              <p>{needle ? t('helpPage.noMatch') : t('helpPage.emptyCategory')}</p>
            </div>
          ) : (
            <ul className={styles.list}>
              {shown.map(({ article, category }) => (
                <Article
                  key={article.id}
                  title={article.title}
                  content={article.content}
                  category={needle ? category.title : null}
                  open={open.has(article.id)}
                  onToggle={() => toggle(article.id)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>

      <aside className={styles.more}>
        <div>
          <h2>{t('helpPage.moreTitle')}</h2>
          <p>{t('helpPage.moreText')}</p>
        </div>
        <div className={styles.moreActions}>
          <Button variant="accent" onClick={onFeedback} data-testid="help-feedback">
            <MessageCircleQuestion size={18} aria-hidden /> {t('helpPage.feedback')}
          </Button>
          {onCustomerService ? (
            <Button variant="ghost" onClick={onCustomerService} data-testid="help-customer-service">
              <Headset size={18} aria-hidden /> {t('helpPage.customerService')}
            </Button>
          ) : null}
        </div>
      </aside>
    </div>
  );
}

function Article(props: {
  title: string;
  content: string;
  category: string | null;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <li className={`${styles.article} ${props.open ? styles.articleOpen : ''}`}>
      <button
        type="button"
        className={styles.articleHead}
        aria-expanded={props.open}
        aria-controls={id}
        onClick={props.onToggle}
      >
        <span className={styles.articleTitle}>
          {props.category ? <span className={styles.articleCategory}>{props.category}</span> : null}
          {props.title}
        </span>
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </button>
      {props.open ? (
        <div id={id} className={styles.articleBody}>
          <RichText html={props.content} />
        </div>
      ) : null}
    </li>
  );
}
