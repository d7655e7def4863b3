import { useState } from 'react';

import {
  ADMIN_REWARDS_PATHS as P,
  PROMOTION_MODES,
  type AdminPromotion,
  type PromotionWrite,
} from '@platform/contracts';

import { Dialog } from '../../components/Dialog';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';

import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { formatMoney } from '../../lib/format';
import { useCan } from '../../lib/session';
import styles from './rewards.module.css';
import {
  Labelled,
  NumberInput,
  Problem,
  REWARDS_WRITERS,
  Switch,
  fromLocalInput,
  join,
  messageOf,
  num,
  pick,
  toLocalInput,
} from './shared';

type Mode = (typeof PROMOTION_MODES)[number];
const MODE_NAMES: Record<Mode, string> = {
  deposit: 'Deposit bonus (paid with the deposit)',
  apply: 'Application (an operator approves and pays)',
  auto: 'Automatic (information only)',
  none: 'Information only',
};
const ONCE_NAMES = { first: 'First deposit only', member: 'Once per member', day: 'Once per member and day' };

type Draft = {
  category: string;
  imageUrl: string;
  mode: Mode;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  minBonus: string;
  turnoverMultiple: string;
  once: 'first' | 'member' | 'day';
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
};

const str = (n: number | undefined) => (n === undefined ? '' : String(n));

function draftOf(p: AdminPromotion | null): Draft {
  const r = p?.rules ?? null;
  return {
    category: p?.category ?? '',
    imageUrl: p?.imageUrl ?? '',
    mode: p?.mode ?? 'apply',
    startsAt: toLocalInput(p?.startsAt ?? new Date().toISOString()),
    endsAt: toLocalInput(p?.endsAt),
    enabled: p?.enabled ?? true,
    percent: r?.kind === 'deposit' ? str(r.percent) : '',
    maxBonus: str(r?.maxBonus),
    minDeposit: r?.kind === 'deposit' ? str(r.minDeposit) : '',
    minBonus: r?.kind === 'apply' ? str(r.minBonus) : '',
    turnoverMultiple: str(r?.turnoverMultiple ?? 1),
    once: r?.kind === 'deposit' ? r.once : 'member',
    title: p ? pick(p.text, 'title') : {},
    summary: p ? pick(p.text, 'summary') : {},
    content: p ? pick(p.text, 'content') : {},
  };
}

function rulesOf(d: Draft): PromotionWrite['rules'] {
  if (d.mode === 'deposit')
    return {
      kind: 'deposit',
      percent: num(d.percent),
      maxBonus: num(d.maxBonus),
      minDeposit: num(d.minDeposit),
      turnoverMultiple: num(d.turnoverMultiple),
      once: d.once,
    };
  if (d.mode === 'apply')
    return {
      kind: 'apply',
      minBonus: num(d.minBonus),
      maxBonus: num(d.maxBonus),
      turnoverMultiple: num(d.turnoverMultiple),
    };
  return null;
}

const requestOf = (d: Draft): PromotionWrite => ({
  category: d.category,
  imageUrl: d.imageUrl.trim(),
  mode: d.mode,
  startsAt: fromLocalInput(d.startsAt) ?? '',
  endsAt: fromLocalInput(d.endsAt),
  enabled: d.enabled,
  text: join({ title: d.title, summary: d.summary, content: d.content }, 'title'),
  rules: rulesOf(d),
});

/** What the draft's figures pay, in words (the server answers the same sentence once saved). */
function termsOf(d: Draft, symbol: string): string {
  const money = (v: string) => formatMoney(num(v) || 0, symbol);
  if (d.mode === 'deposit')
    return (
      `Pays ${d.percent || '?'}% of a deposit of at least ${money(d.minDeposit)}, at most ${money(d.maxBonus)} ` +
      `of bonus, ${ONCE_NAMES[d.once].toLowerCase()}, when the deposit is credited; locked until valid bets ` +
      `reach ${d.turnoverMultiple || '?'} times (deposit + bonus).`
    );
  if (d.mode === 'apply')
    return `Pays, when an operator approves, a bonus ${
      d.minBonus === d.maxBonus
        ? `of ${money(d.maxBonus)}`
        : `from ${money(d.minBonus)} to ${money(d.maxBonus)}`
    }; locked until valid bets reach ${d.turnoverMultiple || '?'} times the bonus.`;
  return 'Pays nothing by itself: the page informs members only.';
}

const FIGURE_HINTS: Record<string, string[]> = {
  deposit: ['percent', 'maxBonus', 'minDeposit', 'turnover'],
  apply: [],
  auto: [],
  none: [],
};

export function PromotionEditor({
  promotion,
  categories,
  onDone,
}: {
  promotion: AdminPromotion | null;
  categories: { code: string; title: string }[];
  onDone: (saved: boolean) => void;
}) {
  const brand = useBrand();
  const mayWrite = useCan(REWARDS_WRITERS);
  const fallback = brand.defaultLanguage ?? 'EN';
  const [draft, setDraft] = useState<Draft>(() => ({
    ...draftOf(promotion),
    category: promotion?.category ?? categories[0]?.code ?? '',
  }));
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (promotion) await api.put(pathOf(P.promotion, { promotionId: promotion.id }), requestOf(draft));
      else await api.post(P.promotions, requestOf(draft));
      toast.success(promotion ? 'Promotion saved: the site shows it now.' : 'Promotion added.');
      onDone(true);
    } catch (error) {
      setProblem({ text: messageOf(error), field: (error as { field?: string }).field });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (prefix: string) => (problem?.field?.startsWith(prefix) ? problem.text : undefined);
  const figures =
    promotion && promotion.mode === draft.mode
      ? Object.keys(promotion.figures)
      : (FIGURE_HINTS[draft.mode] ?? []);
  const ro = !mayWrite;
  return (
    <Dialog
      open
      size="large"
      title={promotion ? `Promotion #${promotion.id}` : 'New promotion'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : promotion ? 'Save' : 'Add promotion'}
            </button>
          )}
        </>
      }
    >
      <div className={styles.grid}>
        <div className="stack">
          <LocalizedTextEditor
            label="Title"
            value={draft.title}
            onChange={(title) => set({ title })}
            required={[fallback]}
            maxLength={200}
            error={fieldError('text') && problem?.field?.endsWith('title') ? problem.text : undefined}
            disabled={ro}
          />
          <LocalizedTextEditor
            label="Summary"
            kind="multiline"
            value={draft.summary}
            onChange={(summary) => set({ summary })}
            maxLength={1000}
            error={problem?.field?.endsWith('summary') ? problem.text : undefined}
            disabled={ro}
          />
          <LocalizedTextEditor
            label="Content"
            kind="rich"
            value={draft.content}
            onChange={(content) => set({ content })}
            error={problem?.field?.endsWith('content') ? problem.text : undefined}
            disabled={ro}
          />
        </div>
        <div className="stack">
          <div className={styles.terms}>
            <h4>What it pays</h4>
            <p>{termsOf(draft, brand.currencySymbol)}</p>
            {promotion && <p className="muted small">Saved: {promotion.terms}</p>}
            <p className="muted small">
              Texts write the figures as placeholders, filled in on the site; an amount above what the
              promotion pays, another percentage or an unknown placeholder is refused.
            </p>
            {figures.length > 0 && (
              <div className={styles.figures}>
                {figures.map((f) => (
                  <code key={f}>
                    {`{${f}}`}
                    {promotion?.figures[f] ? ` = ${promotion.figures[f]}` : ''}
                  </code>
                ))}
              </div>
            )}
          </div>
          <div className={styles.row}>
            <Labelled id="promo-mode" label="Mode">
              <select
                id="promo-mode"
                className="input"
                value={draft.mode}
                disabled={ro}
                onChange={(e) => set({ mode: e.target.value as Mode })}
              >
                {PROMOTION_MODES.map((m) => (
                  <option key={m} value={m}>
                    {MODE_NAMES[m]}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled id="promo-category" label="Category">
              <select
                id="promo-category"
                className="input"
                value={draft.category}
                disabled={ro}
                onChange={(e) => set({ category: e.target.value })}
              >
                {categories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.title}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
          {draft.mode === 'deposit' && (
            <div className={styles.row}>
              <Labelled id="promo-percent" label="Percent of the deposit">
                <NumberInput
                  id="promo-percent"
                  value={draft.percent}
                  disabled={ro}
                  onChange={(percent) => set({ percent })}
                />
              </Labelled>
              <Labelled id="promo-min-deposit" label="Least deposit">
                <NumberInput
                  id="promo-min-deposit"
                  value={draft.minDeposit}
                  disabled={ro}
                  onChange={(minDeposit) => set({ minDeposit })}
                />
              </Labelled>
              <Labelled id="promo-once" label="How often">
                <select
                  id="promo-once"
                  className="input"
                  value={draft.once}
                  disabled={ro}
                  onChange={(e) => set({ once: e.target.value as Draft['once'] })}
                >
                  {Object.entries(ONCE_NAMES).map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </select>
              </Labelled>
            </div>
          )}
          {(draft.mode === 'deposit' || draft.mode === 'apply') && (
            <div className={styles.row}>
              {draft.mode === 'apply' && (
                <Labelled id="promo-min-bonus" label="Least bonus">
                  <NumberInput
                    id="promo-min-bonus"
                    value={draft.minBonus}
                    disabled={ro}
                    onChange={(minBonus) => set({ minBonus })}
                  />
                </Labelled>
              )}
              <Labelled id="promo-max-bonus" label="Most bonus">
                <NumberInput
                  id="promo-max-bonus"
                  value={draft.maxBonus}
                  disabled={ro}
                  onChange={(maxBonus) => set({ maxBonus })}
                />
              </Labelled>
              <Labelled id="promo-turnover" label="Turnover multiple">
                <NumberInput
                  id="promo-turnover"
                  step="1"
                  min={1}
                  value={draft.turnoverMultiple}
                  disabled={ro}
                  onChange={(turnoverMultiple) => set({ turnoverMultiple })}
                />
              </Labelled>
            </div>
          )}
          <div className={styles.row}>
            <Labelled id="promo-starts" label="Starts">
              <input
                id="promo-starts"
                className="input"
                type="datetime-local"
                value={draft.startsAt}
                disabled={ro}
                onChange={(e) => set({ startsAt: e.target.value })}
              />
            </Labelled>
            <Labelled id="promo-ends" label="Ends (empty: no end)">
              <input
                id="promo-ends"
                className="input"
                type="datetime-local"
                value={draft.endsAt}
                disabled={ro}
                onChange={(e) => set({ endsAt: e.target.value })}
              />
            </Labelled>
          </div>
          <Labelled id="promo-image" label="Image" hint="A /art/ path of the site or an https address">
            <input
              id="promo-image"
              className="input"
              value={draft.imageUrl}
              disabled={ro}
              onChange={(e) => set({ imageUrl: e.target.value })}
            />
          </Labelled>
          <Switch
            checked={draft.enabled}
            disabled={ro}
            onChange={(enabled) => set({ enabled })}
            label="Shown on the site"
          />
          <Problem text={problem?.text ?? null} />
        </div>
      </div>
    </Dialog>
  );
}
