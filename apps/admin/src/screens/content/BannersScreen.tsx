import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_PATHS as P,
  BANNER_GROUPS,
  LINKAGE_TYPES,
  type AdminBanner,
  type AdminBannerList,
  type BannerRequestInput,
  type Language,
} from '@platform/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';
import { DateTime, EscapedText, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';
import styles from './content.module.css';
import {
  CONTENT_WRITERS,
  ImageInput,
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
} from './shared';

const KEY = ['content', 'banners'];

/** Where each group's strip shows on the site. */
export const GROUP_NAMES: Record<string, string> = {
  w_home: 'Home',
  w_rng: 'Slots',
  w_live: 'Live casino',
  w_fish: 'Fishing',
  w_pvp: 'Card games',
  w_sports: 'Sports',
  w_esports: 'E-sports',
  w_lott: 'Lottery',
  w_down: 'App download',
  w_promotion: 'Promotions',
  w_shop: 'Points shop',
  w_help: 'Help centre',
  w_login: 'Login pop-up',
  w_reg: 'Register pop-up',
};
const GROUP_OPTIONS = BANNER_GROUPS.map((g) => ({ value: g, label: `${GROUP_NAMES[g] ?? g} (${g})` }));
const LINKAGES = [
  { value: LINKAGE_TYPES.none, label: 'Nothing' },
  { value: LINKAGE_TYPES.route, label: 'A page of the site' },
  { value: LINKAGE_TYPES.external, label: 'An external address (new tab)' },
  { value: LINKAGE_TYPES.promotion, label: 'A promotion' },
  { value: LINKAGE_TYPES.register, label: 'The register form' },
];
const LINK_HINTS: Record<number, string> = {
  1: 'A path of the site, e.g. /live',
  2: 'An http(s) address',
  3: 'The promotion id',
};

type Draft = {
  groupName: string;
  imageUrl: string;
  linkageType: number;
  linkUrl: string;
  sort: string;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
  title: LocalizedText;
};

const draftOf = (b: AdminBanner | null, group: string): Draft => ({
  groupName: b?.groupName ?? group,
  imageUrl: b?.imageUrl ?? '',
  linkageType: b?.linkageType ?? 0,
  linkUrl: b?.linkUrl ?? '',
  sort: b ? String(b.sort) : '',
  enabled: b?.enabled ?? true,
  startsAt: toLocalInput(b?.startsAt),
  endsAt: toLocalInput(b?.endsAt),
  title: b ? pick(b.texts, 'title') : {},
});

function requestOf(d: Draft): BannerRequestInput {
  const texts: BannerRequestInput['texts'] = {};
  for (const [l, title] of Object.entries(d.title)) if (title?.trim()) texts[l as Language] = { title };
  const startsAt = fromLocalInput(d.startsAt);
  return {
    groupName: d.groupName as BannerRequestInput['groupName'],
    imageUrl: d.imageUrl.trim(),
    linkageType: d.linkageType,
    linkUrl: d.linkageType === 0 || d.linkageType === 4 ? null : d.linkUrl.trim(),
    ...(d.sort.trim() ? { sort: Number(d.sort) } : {}),
    enabled: d.enabled,
    ...(startsAt ? { startsAt } : {}),
    endsAt: fromLocalInput(d.endsAt) ?? null,
    texts,
  };
}

/** The banner as the site's strip shows it, in one language (the default one when it has none). */
export function BannerPreview({ imageUrl, title }: { imageUrl: string; title: string }) {
  return (
    <div className={styles.banner}>
      {imageUrl ? <img src={imageUrl} alt="" /> : null}
      {title ? <span className={styles.bannerTitle}>{title}</span> : null}
    </div>
  );
}

function BannerEditor({
  banner,
  group,
  onDone,
}: {
  banner: AdminBanner | null;
  group: string;
  onDone: (saved: boolean) => void;
}) {
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner, group));
  const [language, setLanguage] = useState<Language>(fallback);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (banner) await api.put<AdminBanner>(pathOf(P.banner, { id: banner.id }), requestOf(draft));
      else await api.post<AdminBanner>(P.banners, requestOf(draft));
      toast.success(banner ? 'Banner saved: the site shows it now.' : 'Banner added.');
      onDone(true);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const shownTitle = draft.title[language] ?? draft.title[fallback] ?? '';
  return (
    <Dialog
      open
      size="large"
      title={banner ? `Banner #${banner.id}` : 'New banner'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : banner ? 'Save' : 'Add banner'}
            </button>
          )}
        </>
      }
    >
      <div className={styles.grid}>
        <div className="stack">
          <div className={styles.row}>
            <div className="field">
              <label htmlFor="banner-group">Group (where it shows)</label>
              <select
                id="banner-group"
                className="input"
                value={draft.groupName}
                disabled={!mayWrite}
                onChange={(e) => set({ groupName: e.target.value })}
              >
                {GROUP_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="banner-sort">Place in the group</label>
              <input
                id="banner-sort"
                className="input number"
                type="number"
                min={0}
                value={draft.sort}
                disabled={!mayWrite}
                placeholder="Last"
                onChange={(e) => set({ sort: e.target.value })}
              />
            </div>
          </div>
          <ImageInput
            id="banner-image"
            label="Image (1600 × 400)"
            value={draft.imageUrl}
            disabled={!mayWrite}
            onChange={(imageUrl) => set({ imageUrl })}
          />
          <div className={styles.row}>
            <div className="field">
              <label htmlFor="banner-linkage">A click opens</label>
              <select
                id="banner-linkage"
                className="input"
                value={draft.linkageType}
                disabled={!mayWrite}
                onChange={(e) => set({ linkageType: Number(e.target.value) })}
              >
                {LINKAGES.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            {LINK_HINTS[draft.linkageType] && (
              <div className="field">
                <label htmlFor="banner-link">Link</label>
                <input
                  id="banner-link"
                  className="input"
                  value={draft.linkUrl}
                  disabled={!mayWrite}
                  placeholder={LINK_HINTS[draft.linkageType]}
                  onChange={(e) => set({ linkUrl: e.target.value })}
                />
              </div>
            )}
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
          <BannerPreview imageUrl={draft.imageUrl} title={shownTitle} />
          {!draft.title[language] && draft.title[fallback] ? (
            <p className="muted small">
              No {language} title: members of that language read the {fallback} one.
            </p>
          ) : null}
        </PreviewFrame>
      </div>
    </Dialog>
  );
}

export default function BannersScreen() {
  const queryClient = useQueryClient();
  const brand = useBrand();
  const mayWrite = useCan(CONTENT_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const table = useServerTable<AdminBanner>(KEY, (q, signal) =>
    api.get<AdminBannerList>(P.banners, toQuery(q), signal),
  );
  const group = table.query.filters.groupName ?? '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      refresh();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  /** Moves a banner one place within its group: the whole group's order is sent. */
  const move = (b: AdminBanner, step: -1 | 1) =>
    act(async () => {
      const all = await api.get<AdminBannerList>(P.banners, { groupName: b.groupName, pageSize: 100 });
      const ids = all.list.map((x) => x.id);
      const at = ids.indexOf(b.id);
      const to = at + step;
      if (at < 0 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
      await api.post(P.bannersReorder, { groupName: b.groupName, ids });
    }, 'Order saved.');

  const columns = useMemo<Column<AdminBanner>[]>(
    () => [
      {
        id: 'image',
        header: 'Image',
        cell: (b) => <img className={styles.thumb} src={b.imageUrl} alt="" />,
        width: '120px',
      },
      {
        id: 'title',
        header: 'Title',
        cell: (b) => (
          <EscapedText text={b.texts[fallback]?.title ?? Object.values(b.texts)[0]?.title} max={60} />
        ),
        alwaysVisible: true,
      },
      { id: 'group', header: 'Group', cell: (b) => GROUP_NAMES[b.groupName] ?? b.groupName },
      { id: 'sort', header: 'Place', cell: (b) => b.sort, align: 'right', width: '70px' },
      {
        id: 'languages',
        header: 'Languages',
        cell: (b) => Object.keys(b.texts).join(' '),
        hiddenByDefault: true,
      },
      { id: 'startsAt', header: 'Starts', cell: (b) => <DateTime value={b.startsAt} /> },
      { id: 'endsAt', header: 'Ends', cell: (b) => (b.endsAt ? <DateTime value={b.endsAt} /> : '—') },
      { id: 'state', header: 'State', cell: (b) => <StateBadge state={b.state} /> },
      {
        id: 'actions',
        header: '',
        alwaysVisible: true,
        cell: (b) =>
          mayWrite ? (
            <div className="row-actions" onClick={(e) => e.stopPropagation()}>
              <button
                type="button"
                className="button small"
                onClick={() =>
                  void act(
                    () => api.patch(pathOf(P.banner, { id: b.id }), { enabled: !b.enabled }),
                    b.enabled ? 'Banner disabled.' : 'Banner enabled.',
                  )
                }
              >
                {b.enabled ? 'Disable' : 'Enable'}
              </button>
              <button
                type="button"
                className="button icon small"
                aria-label="Move up"
                onClick={() => void move(b, -1)}
              >
                <ArrowUp size={14} />
              </button>
              <button
                type="button"
                className="button icon small"
                aria-label="Move down"
                onClick={() => void move(b, 1)}
              >
                <ArrowDown size={14} />
              </button>
              <button
                type="button"
                className="button icon small danger"
                aria-label="Delete"
                onClick={() => setDeleting(b)}
              >
                <Trash2 size={14} />
              </button>
            </div>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest state when clicked
    [fallback, mayWrite],
  );

  return (
    <div className="page">
      <PageHeader
        title="Banners"
        subtitle="The strips at the top of the site's pages, by group, in their order"
        actions={
          mayWrite ? (
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden /> Add banner
            </button>
          ) : null
        }
      />
      <DataTable
        id="content-banners"
        label="Banners"
        table={table}
        columns={columns}
        rowKey={(b) => b.id}
        onRowClick={(b) => setEditing(b)}
        filters={[
          { id: 'groupName', label: 'Group', type: 'select', options: GROUP_OPTIONS },
          { id: 'state', label: 'State', type: 'select', options: STATE_OPTIONS },
        ]}
        emptyText="No banner matches."
      />
      {editing && (
        <BannerEditor
          banner={editing === 'new' ? null : editing}
          group={group || 'w_home'}
          onDone={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner"
        message={<p>Delete banner #{deleting?.id}? The site stops showing it at once.</p>}
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(pathOf(P.banner, { id: deleting.id }));
          toast.success('Banner deleted.');
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
