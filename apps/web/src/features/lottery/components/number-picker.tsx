import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lineMax, linesOf, partsOf, type Part, type Picker, type Picks } from '../hooks/bet-kinds';
import { quickPicksOf, quickValues } from '../hooks/quick-picks';
import { useLotteryText } from './lottery-text';
import styles from './betting.module.css';

type Props = { picker: Picker; picks: Picks; onChange: (picks: Picks) => void };

/**
 * The numbers of a bet type: the part of the draw where the type has parts, then a line per position (or
 * one line) of values to toggle, each line with its quick picks; three- and four-digit numbers are typed.
 */
export function NumberPicker({ picker, picks, onChange }: Props) {
  const { t, part: partName, position, side } = useLotteryText();
  const parts = partsOf(picker);
  const lines = linesOf(picker, picks.part);
  const max = lineMax(picker);
  const isSides = picker.kind === 'sides' || picker.kind === 'positionSides';
  const wide = picker.kind === 'keno' || picker.kind === 'grid2' || picker.kind === 'sums';

  const setRow = (index: number, row: string[]) =>
    onChange({ ...picks, rows: picks.rows.map((r, i) => (i === index ? row : r)) });
  const toggle = (index: number, value: string) => {
    const row = picks.rows[index] ?? [];
    if (row.includes(value))
      setRow(
        index,
        row.filter((v) => v !== value),
      );
    else if (row.length < max) setRow(index, [...row, value]);
  };
  const choosePart = (part: Part) => onChange({ rows: linesOf(picker, part).map(() => []), part });

  if (picker.kind === 'entry') return <EntryLine picker={picker} picks={picks} onChange={onChange} />;

  return (
    <div className={styles.picker} data-testid="number-picker">
      {parts.length ? (
        <div className={styles.chips} role="group" aria-label={t('lottery.picker.part')}>
          {parts.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={picks.part === p}
              className={`${styles.chip} ${picks.part === p ? styles.chipOn : ''}`}
              onClick={() => choosePart(p)}
              data-testid={`part-${p}`}
            >
              {partName(p)}
            </button>
          ))}
        </div>
      ) : null}
      {picker.kind === 'keno' ? (
        <p className={styles.hint}>
          {t('lottery.picker.kenoCount', { count: picker.picks, picked: picks.rows[0]?.length ?? 0 })}
        </p>
      ) : null}
      {lines.map((line, index) => {
        const row = picks.rows[index] ?? [];
        const label = line.position === null ? t('lottery.picker.numbers') : position(line.position);
        return (
          <div key={`${picks.part ?? ''}-${index}`} className={styles.line}>
            {line.position === null ? null : <span className={styles.lineLabel}>{label}</span>}
            <div
              className={`${styles.values} ${wide ? styles.valuesWide : ''} ${isSides ? styles.valuesSides : ''}`}
              role="group"
              aria-label={label}
              data-testid={`line-${index}`}
            >
              {line.values.map((value) => {
                const on = row.includes(value);
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={on}
                    className={`${isSides ? styles.sideValue : styles.value} ${on ? styles.valueOn : ''}`}
                    onClick={() => toggle(index, value)}
                    data-testid={`pick-${index}-${value}`}
                  >
                    {isSides ? side(value) : value}
                  </button>
                );
              })}
            </div>
            {isSides ? null : (
              <div className={styles.quick}>
                {quickPicksOf(picker, line.values).map((pick) => (
                  <button
                    key={pick}
                    type="button"
                    className={styles.quickButton}
                    onClick={() => setRow(index, quickValues(pick, line.values))}
                    data-testid={`quick-${index}-${pick}`}
                  >
                    {t(`lottery.quick.${pick}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Three- or four-digit numbers typed in, several at once (spaces or commas between them). */
function EntryLine({ picker, picks, onChange }: Props & { picker: Extract<Picker, { kind: 'entry' }> }) {
  const { t } = useLotteryText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const row = picks.rows[0] ?? [];
  const pattern = new RegExp(`^[0-9]{${picker.width}}$`);

  const addTyped = () => {
    const entries = typed.split(/[\s,;]+/).filter(Boolean);
    const wrong = entries.find((e) => !pattern.test(e));
    if (wrong !== undefined)
      return setProblem(t('lottery.picker.entryInvalid', { value: wrong, width: picker.width }));
    const next = [...row, ...entries.filter((e, i) => !row.includes(e) && entries.indexOf(e) === i)];
    if (next.length > picker.max) return setProblem(t('lottery.picker.entryTooMany', { max: picker.max }));
    setProblem(null);
    setTyped('');
    onChange({ ...picks, rows: [next] });
  };

  return (
    <div className={styles.picker} data-testid="number-picker">
      <label className={styles.entry} htmlFor={`${id}-entry`}>
        <span className={styles.lineLabel}>{t('lottery.picker.entryLabel', { width: picker.width })}</span>
        <span className={styles.entryRow}>
          <input
            id={`${id}-entry`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            placeholder={'0'.repeat(picker.width)}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addTyped();
              }
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            data-testid="entry-input"
          />
          <Button size="small" variant="subtle" onClick={addTyped} data-testid="entry-add">
            {t('lottery.picker.entryAdd')}
          </Button>
        </span>
      </label>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert" data-testid="entry-problem">
          {problem}
        </p>
      ) : null}
      {row.length ? (
        <ul className={styles.entered} aria-label={t('lottery.picker.numbers')}>
          {row.map((value) => (
            <li key={value}>
              <span>{value}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('lottery.picker.removeNumber', { value })}
                onClick={() => onChange({ ...picks, rows: [row.filter((v) => v !== value)] })}
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
