import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_PATHS as P,
  type AdminHelpArticle,
  type AdminHelpArticleList,
  type AdminHelpCategory,
  type AdminHelpCategoryList,
  type HelpArticleRequest,
  type HelpCategoryRequest,
  type Language,
} from '@platform/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';
import { EscapedText, PageHeader, Tabs } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';
import { AnnouncementPreview } from './AnnouncementsScreen';
import styles from './content.module.css';
import {
  CONTENT_WRITERS,
  PreviewFrame,
  PreviewLanguages,
  Problem,
  messageOf,
  pick,
  writtenLanguages,
} from './shared';

const CATEGORIES = ['content', 'help', 'categories'];
const ARTICLES = ['content', 'help', 'articles'];

const titleOf = (texts: Record<string, { title: string }>, language: Language) =>
  texts[language]?.title ?? Object.values(texts)[0]?.title ?? '';

/** Moves one item a place within its list (every id of the list is sent in the new order). */
function moved(ids: number[], id: number, step: -1 | 1): number[] | null {
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [next[to] as number, next[at] as number];
  return next;
}

function CategoryEditor({
  item,
  onDone,
}: {
  item: AdminHelpCategory | null;
  onDone: (saved: boolean) => void;
}) {
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [title, setTitle] = useState<LocalizedText>(item ? pick(item.texts, 'title') : {});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    const texts: HelpCategoryRequest['texts'] = {};
    for (const l of writtenLanguages(title)) texts[l] = { title: title[l] ?? '' };
    try {
      if (item) await api.put(pathOf(P.helpCategory, { id: item.id }), { sort: item.sort, texts });
      else await api.post(P.helpCategories, { texts });
      toast.success('Category saved.');
      onDone(true);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={item ? `Help category #${item.id}` : 'New help category'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          )}
        </>
      }
    >
      <div className="stack">
        <LocalizedTextEditor
          label="Name"
          value={title}
          onChange={setTitle}
          required={[fallback]}
          maxLength={200}
          disabled={!mayWrite}
        />
        <Problem text={problem} />
      </div>
    </Dialog>
  );
}

function ArticleEditor({
  item,
  categories,
  category,
  onDone,
}: {
  item: AdminHelpArticle | null;
  categories: AdminHelpCategory[];
  category: number | null;
  onDone: (saved: boolean) => void;
}) {
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [categoryId, setCategoryId] = useState<number>(
    item?.categoryId ?? category ?? categories[0]?.id ?? 0,
  );
  const [title, setTitle] = useState<LocalizedText>(item ? pick(item.texts, 'title') : {});
  const [content, setContent] = useState<LocalizedText>(item ? pick(item.texts, 'content') : {});
  const [language, setLanguage] = useState<Language>(fallback);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    const texts: HelpArticleRequest['texts'] = {};
    for (const l of writtenLanguages(title, content))
      texts[l] = { title: title[l] ?? '', content: content[l] ?? '' };
    try {
      const body = {
        categoryId,
        ...(item && item.categoryId === categoryId ? { sort: item.sort } : {}),
        texts,
      };
      if (item) await api.put(pathOf(P.helpArticle, { id: item.id }), body);
      else await api.post(P.helpArticles, body);
      toast.success('Article saved: the help centre shows it now.');
      onDone(true);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const shown = title[language] ? language : fallback;
  return (
    <Dialog
      open
      size="large"
      title={item ? `Help article #${item.id}` : 'New help article'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          )}
        </>
      }
    >
      <div className={styles.grid}>
        <div className="stack">
          <div className="field">
            <label htmlFor="article-category">Category</label>
            <select
              id="article-category"
              className="input"
              value={categoryId}
              disabled={!mayWrite}
              onChange={(e) => setCategoryId(Number(e.target.value))}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {titleOf(c.texts, fallback)}
                </option>
              ))}
            </select>
          </div>
          <LocalizedTextEditor
            label="Question"
            value={title}
            onChange={setTitle}
            required={[fallback]}
            maxLength={200}
            disabled={!mayWrite}
          />
          <LocalizedTextEditor
            label="Answer"
            kind="rich"
            value={content}
            onChange={setContent}
            required={[fallback]}
            disabled={!mayWrite}
          />
          <Problem text={problem} />
        </div>
        <PreviewFrame
          title={
            <>
              <strong>As the help centre shows it</strong>
              <PreviewLanguages value={language} onChange={setLanguage} label="Preview language" />
            </>
          }
        >
          <AnnouncementPreview title={title[shown] ?? ''} content={content[shown] ?? ''} />
        </PreviewFrame>
      </div>
    </Dialog>
  );
}

export default function HelpScreen() {
  const queryClient = useQueryClient();
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [tab, setTab] = useState('articles');
  const [editingCategory, setEditingCategory] = useState<AdminHelpCategory | 'new' | null>(null);
  const [editingArticle, setEditingArticle] = useState<AdminHelpArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'category' | 'article'; id: number } | null>(null);
  const all = useQuery({
    queryKey: [...CATEGORIES, 'all'],
    queryFn: () => api.get<AdminHelpCategoryList>(P.helpCategories, { pageSize: 100 }),
  });
  const categoryList = useMemo(() => all.data?.list ?? [], [all.data]);
  const categoryTable = useServerTable<AdminHelpCategory>(CATEGORIES, (q, signal) =>
    api.get<AdminHelpCategoryList>(P.helpCategories, toQuery(q), signal),
  );
  const articleTable = useServerTable<AdminHelpArticle>(ARTICLES, (q, signal) =>
    api.get<AdminHelpArticleList>(P.helpArticles, toQuery(q), signal),
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: CATEGORIES });
    void queryClient.invalidateQueries({ queryKey: ARTICLES });
  };
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      refresh();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const moveCategory = (c: AdminHelpCategory, step: -1 | 1) =>
    run(async () => {
      const ids = moved(
        categoryList.map((x) => x.id),
        c.id,
        step,
      );
      if (ids) await api.post(P.helpCategoriesReorder, { ids });
    }, 'Order saved.');
  const moveArticle = (a: AdminHelpArticle, step: -1 | 1) =>
    run(async () => {
      const list = await api.get<AdminHelpArticleList>(P.helpArticles, {
        categoryId: a.categoryId,
        pageSize: 100,
      });
      const ids = moved(
        list.list.map((x) => x.id),
        a.id,
        step,
      );
      if (ids) await api.post(P.helpArticlesReorder, { categoryId: a.categoryId, ids });
    }, 'Order saved.');

  const moveButtons = (up: () => void, down: () => void, remove: () => void) =>
    mayWrite ? (
      <div className="row-actions" onClick={(e) => e.stopPropagation()}>
        <button type="button" className="button icon small" aria-label="Move up" onClick={up}>
          <ArrowUp size={14} />
        </button>
        <button type="button" className="button icon small" aria-label="Move down" onClick={down}>
          <ArrowDown size={14} />
        </button>
        <button type="button" className="button icon small danger" aria-label="Delete" onClick={remove}>
          <Trash2 size={14} />
        </button>
      </div>
    ) : null;

  const categoryColumns = useMemo<Column<AdminHelpCategory>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: (c) => <EscapedText text={titleOf(c.texts, fallback)} />,
        alwaysVisible: true,
      },
      { id: 'articles', header: 'Articles', cell: (c) => c.articles, align: 'right' },
      { id: 'languages', header: 'Languages', cell: (c) => Object.keys(c.texts).join(' ') },
      {
        id: 'actions',
        header: '',
        alwaysVisible: true,
        cell: (c) =>
          moveButtons(
            () => void moveCategory(c, -1),
            () => void moveCategory(c, 1),
            () => setDeleting({ kind: 'category', id: c.id }),
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest lists when clicked
    [fallback, mayWrite, categoryList],
  );
  const categoryName = useMemo(
    () => new Map(categoryList.map((c) => [c.id, titleOf(c.texts, fallback)])),
    [categoryList, fallback],
  );
  const articleColumns = useMemo<Column<AdminHelpArticle>[]>(
    () => [
      {
        id: 'question',
        header: 'Question',
        cell: (a) => <EscapedText text={titleOf(a.texts, fallback)} max={80} />,
        alwaysVisible: true,
      },
      { id: 'category', header: 'Category', cell: (a) => categoryName.get(a.categoryId) ?? a.categoryId },
      { id: 'languages', header: 'Languages', cell: (a) => Object.keys(a.texts).join(' ') },
      {
        id: 'actions',
        header: '',
        alwaysVisible: true,
        cell: (a) =>
          moveButtons(
            () => void moveArticle(a, -1),
            () => void moveArticle(a, 1),
            () => setDeleting({ kind: 'article', id: a.id }),
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest lists when clicked
    [fallback, mayWrite, categoryName],
  );
  const selectedCategory = Number(articleTable.query.filters.categoryId) || null;

  return (
    <div className="page">
      <PageHeader
        title="Help centre"
        subtitle="Categories and their articles, in the order the help centre shows them"
        actions={
          mayWrite ? (
            <button
              type="button"
              className="button primary"
              onClick={() => (tab === 'articles' ? setEditingArticle('new') : setEditingCategory('new'))}
            >
              <Plus size={16} aria-hidden /> {tab === 'articles' ? 'Add article' : 'Add category'}
            </button>
          ) : null
        }
      />
      <Tabs
        tabs={[
          { id: 'articles', label: 'Articles' },
          { id: 'categories', label: 'Categories', badge: all.data?.totalCount },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'articles' ? (
        <DataTable
          id="content-help-articles"
          label="Help articles"
          table={articleTable}
          columns={articleColumns}
          rowKey={(a) => a.id}
          onRowClick={(a) => setEditingArticle(a)}
          filters={[
            {
              id: 'categoryId',
              label: 'Category',
              type: 'select',
              options: categoryList.map((c) => ({ value: String(c.id), label: titleOf(c.texts, fallback) })),
            },
          ]}
          emptyText="No article here yet."
        />
      ) : (
        <DataTable
          id="content-help-categories"
          label="Help categories"
          table={categoryTable}
          columns={categoryColumns}
          rowKey={(c) => c.id}
          onRowClick={(c) => setEditingCategory(c)}
          emptyText="No category yet."
        />
      )}
      {editingCategory && (
        <CategoryEditor
          item={editingCategory === 'new' ? null : editingCategory}
          onDone={(saved) => {
            setEditingCategory(null);
            if (saved) refresh();
          }}
        />
      )}
      {editingArticle && (
        <ArticleEditor
          item={editingArticle === 'new' ? null : editingArticle}
          categories={categoryList}
          category={selectedCategory}
          onDone={(saved) => {
            setEditingArticle(null);
            if (saved) refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'category' ? 'Delete category' : 'Delete article'}
        message={
          <p>
            {deleting?.kind === 'category'
              ? 'Delete this category? Only an empty category can be deleted.'
              : 'Delete this article? The help centre stops showing it at once.'}
          </p>
        }
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(
            pathOf(deleting.kind === 'category' ? P.helpCategory : P.helpArticle, { id: deleting.id }),
          );
          toast.success('Deleted.');
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
