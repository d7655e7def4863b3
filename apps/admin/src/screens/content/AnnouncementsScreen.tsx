import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_PATHS as P,
  ANNOUNCEMENT_TYPE_NAMES,
  EXECUTION_NAMES,
  NOTICE_TYPES,
  POPUP_TYPES,
  type AdminAnnouncement,
  type AdminAnnouncementList,
  type AdminAnnouncementType,
  type AnnouncementRequestInput,
  type Language,
} from '@platform/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { RichTextPreview } from '../../components/RichTextEditor';
import { toast } from '../../components/toast';
import { DateTime, EscapedText, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';
import styles from './content.module.css';
import {
  CONTENT_WRITERS,
  PreviewFrame,
  PreviewLanguages,
  Problem,
  STATE_OPTIONS,
  ScheduleInputs,
  StateBadge,
  fromLocalInput,
  messageOf,
  pick,
  toLocalInput,
  writtenLanguages,
} from './shared';

export type AnnouncementKind = 'notices' | 'popups';

const KINDS: Record<
  AnnouncementKind,
  { title: string; one: string; subtitle: string; types: readonly AdminAnnouncementType[] }
> = {
  notices: {
    title: 'Notices',
    one: 'notice',
    subtitle: 'The notice bar and notice page, promotion notices, and the agent centre’s notices',
    types: NOTICE_TYPES,
  },
  popups: {
    title: 'Pop-ups',
    one: 'pop-up',
    subtitle: 'Shown after login or on the home page, every time, once a day or once only',
    types: POPUP_TYPES,
  },
};

type Draft = {
  type: AdminAnnouncementType;
  execution: 'B' | 'D' | 'O';
  sort: string;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
  title: LocalizedText;
  content: LocalizedText;
};

const draftOf = (a: AdminAnnouncement | null, type: AdminAnnouncementType): Draft => ({
  type: (a?.type as AdminAnnouncementType | undefined) ?? type,
  execution: (a?.execution as Draft['execution'] | undefined) ?? 'B',
  sort: a ? String(a.sort) : '0',
  enabled: a?.enabled ?? true,
  startsAt: toLocalInput(a?.startsAt),
  endsAt: toLocalInput(a?.endsAt),
  title: a ? pick(a.texts, 'title') : {},
  content: a ? pick(a.texts, 'content') : {},
});

function requestOf(d: Draft, kind: AnnouncementKind): AnnouncementRequestInput {
  const texts: AnnouncementRequestInput['texts'] = {};
  for (const l of writtenLanguages(d.title, d.content))
    texts[l] = { title: d.title[l] ?? '', content: d.content[l] ?? '' };
  const startsAt = fromLocalInput(d.startsAt);
  return {
    type: d.type,
    execution: kind === 'popups' ? d.execution : 'B',
    sort: Number(d.sort) || 0,
    enabled: d.enabled,
    ...(startsAt ? { startsAt } : {}),
    endsAt: fromLocalInput(d.endsAt) ?? null,
    texts,
  };
}

/** A notice or pop-up as the site's modal shows it: the title bar and the rich text. */
export function AnnouncementPreview({ title, content }: { title: string; content: string }) {
  return (
    <div className={styles.modal}>
      <div className={styles.modalTitle}>{title || ' '}</div>
      <div className={styles.modalBody}>
        <RichTextPreview html={content} />
      </div>
    </div>
  );
}

function AnnouncementEditor({
  kind,
  item,
  onDone,
}: {
  kind: AnnouncementKind;
  item: AdminAnnouncement | null;
  onDone: (saved: boolean) => void;
}) {
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const k = KINDS[kind];
  const [draft, setDraft] = useState<Draft>(() => draftOf(item, k.types[0] ?? 'PL'));
  const [language, setLanguage] = useState<Language>(fallback);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const body = requestOf(draft, kind);
      if (item) await api.put(pathOf(P.announcement, { id: item.id }), body);
      else await api.post(P.announcements, body);
      toast.success(item ? `The ${k.one} is saved: the site shows it now.` : `The ${k.one} is added.`);
      onDone(true);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const has = draft.title[language] !== undefined && draft.title[language] !== '';
  const shown = has ? language : fallback;
  return (
    <Dialog
      open
      size="large"
      title={item ? `${ANNOUNCEMENT_TYPE_NAMES[draft.type]} #${item.id}` : `New ${k.one}`}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : item ? 'Save' : `Add ${k.one}`}
            </button>
          )}
        </>
      }
    >
      <div className={styles.grid}>
        <div className="stack">
          <div className={styles.row}>
            <div className="field">
              <label htmlFor="announcement-type">Type</label>
              <select
                id="announcement-type"
                className="input"
                value={draft.type}
                disabled={!mayWrite}
                onChange={(e) => set({ type: e.target.value as AdminAnnouncementType })}
              >
                {k.types.map((t) => (
                  <option key={t} value={t}>
                    {ANNOUNCEMENT_TYPE_NAMES[t]}
                  </option>
                ))}
              </select>
            </div>
            {kind === 'popups' && (
              <div className="field">
                <label htmlFor="announcement-execution">Shown</label>
                <select
                  id="announcement-execution"
                  className="input"
                  value={draft.execution}
                  disabled={!mayWrite}
                  onChange={(e) => set({ execution: e.target.value as Draft['execution'] })}
                >
                  {Object.entries(EXECUTION_NAMES).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="field">
              <label htmlFor="announcement-sort">Order (same start)</label>
              <input
                id="announcement-sort"
                className="input number"
                type="number"
                min={0}
                value={draft.sort}
                disabled={!mayWrite}
                onChange={(e) => set({ sort: e.target.value })}
              />
            </div>
          </div>
          <ScheduleInputs
            startsAt={draft.startsAt}
            endsAt={draft.endsAt}
            disabled={!mayWrite}
            onChange={(w) => set(w)}
          />
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={draft.enabled}
              disabled={!mayWrite}
              onChange={(e) => set({ enabled: e.target.checked })}
            />
            <span className="switch-track" aria-hidden="true" />
            <span>Enabled</span>
          </label>
          <LocalizedTextEditor
            label="Title"
            value={draft.title}
            onChange={(title) => set({ title })}
            required={[fallback]}
            maxLength={200}
            disabled={!mayWrite}
          />
          <LocalizedTextEditor
            label="Content"
            kind="rich"
            value={draft.content}
            onChange={(content) => set({ content })}
            required={[fallback]}
            disabled={!mayWrite}
          />
          <p className="muted small">
            The server keeps only allowed markup (paragraphs, headings, bold, italic, lists, links, images
            from the site or https); scripts and event handlers are removed before it is stored.
          </p>
          <Problem text={problem} />
        </div>
        <PreviewFrame
          title={
            <>
              <strong>As the site shows it</strong>
              <PreviewLanguages value={language} onChange={setLanguage} label="Preview language" />
            </>
          }
        >
          <AnnouncementPreview title={draft.title[shown] ?? ''} content={draft.content[shown] ?? ''} />
          {!has && (
            <p className="muted small">
              No {language} text: members of that language read the {fallback} one.
            </p>
          )}
        </PreviewFrame>
      </div>
    </Dialog>
  );
}

/** Notices or pop-ups: a server-paged table by type and state, and the editor with its preview. */
export function AnnouncementsScreen({ kind }: { kind: AnnouncementKind }) {
  const k = KINDS[kind];
  const key = ['content', kind];
  const queryClient = useQueryClient();
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const table = useServerTable<AdminAnnouncement>(key, (q, signal) =>
    api.get<AdminAnnouncementList>(
      P.announcements,
      toQuery(q, { type: q.filters.type || k.types.join(',') }),
      signal,
    ),
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

  const columns = useMemo<Column<AdminAnnouncement>[]>(
    () => [
      {
        id: 'title',
        header: 'Title',
        cell: (a) => (
          <EscapedText text={a.texts[fallback]?.title ?? Object.values(a.texts)[0]?.title} max={70} />
        ),
        alwaysVisible: true,
      },
      {
        id: 'type',
        header: 'Type',
        cell: (a) => ANNOUNCEMENT_TYPE_NAMES[a.type as AdminAnnouncementType] ?? a.type,
      },
      ...(kind === 'popups'
        ? [
            {
              id: 'execution',
              header: 'Shown',
              cell: (a: AdminAnnouncement) => EXECUTION_NAMES[a.execution as 'B'] ?? a.execution,
            },
          ]
        : []),
      {
        id: 'languages',
        header: 'Languages',
        cell: (a) => Object.keys(a.texts).join(' '),
        hiddenByDefault: true,
      },
      { id: 'startsAt', header: 'Starts', cell: (a) => <DateTime value={a.startsAt} /> },
      { id: 'endsAt', header: 'Ends', cell: (a) => (a.endsAt ? <DateTime value={a.endsAt} /> : '—') },
      { id: 'state', header: 'State', cell: (a) => <StateBadge state={a.state} /> },
      {
        id: 'actions',
        header: '',
        alwaysVisible: true,
        cell: (a) =>
          mayWrite ? (
            <div className="row-actions" onClick={(e) => e.stopPropagation()}>
              <button
                type="button"
                className="button small"
                onClick={() =>
                  void api
                    .patch(pathOf(P.announcement, { id: a.id }), { enabled: !a.enabled })
                    .then(() => {
                      toast.success(a.enabled ? 'Disabled.' : 'Enabled.');
                      refresh();
                    })
                    .catch((error: unknown) => toast.error(messageOf(error)))
                }
              >
                {a.enabled ? 'Disable' : 'Enable'}
              </button>
              <button
                type="button"
                className="button icon small danger"
                aria-label="Delete"
                onClick={() => setDeleting(a)}
              >
                <Trash2 size={14} />
              </button>
            </div>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest state when clicked
    [fallback, mayWrite, kind],
  );

  return (
    <div className="page">
      <PageHeader
        title={k.title}
        subtitle={k.subtitle}
        actions={
          mayWrite ? (
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden /> Add {k.one}
            </button>
          ) : null
        }
      />
      <DataTable
        id={`content-${kind}`}
        label={k.title}
        table={table}
        columns={columns}
        rowKey={(a) => a.id}
        onRowClick={(a) => setEditing(a)}
        filters={[
          {
            id: 'type',
            label: 'Type',
            type: 'select',
            options: k.types.map((t) => ({ value: t, label: ANNOUNCEMENT_TYPE_NAMES[t] })),
          },
          { id: 'state', label: 'State', type: 'select', options: STATE_OPTIONS },
        ]}
        emptyText={`No ${k.one} matches.`}
      />
      {editing && (
        <AnnouncementEditor
          kind={kind}
          item={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${k.one}`}
        message={
          <p>
            Delete {k.one} #{deleting?.id}? The site stops showing it at once.
          </p>
        }
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(pathOf(P.announcement, { id: deleting.id }));
          toast.success('Deleted.');
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
