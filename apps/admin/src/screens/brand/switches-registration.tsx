import { useFormContext, useWatch } from 'react-hook-form';
import {
  BRAND_SWITCHES,
  REGISTER_FIELDS,
  SWITCH_DESCRIPTIONS,
  SWITCH_GROUPS,
  type BrandSettingsInput,
} from '@platform/contracts';
import { NumberField, SwitchField } from '../../components/form';
import { Badge } from '../../components/ui';
import css from './BrandSettings.module.css';

/** What each pattern id of a registration rule checks (SPEC §5). */
const PATTERNS: Record<number, string> = {
  0: 'Length only',
  1: 'Starts with a letter; letters and digits',
  2: 'Letters and Chinese',
  3: 'E-mail',
  4: 'Letters and digits, no Chinese',
  5: 'Letters plus digits combined',
  6: 'Digits only',
  7: 'Letters and digits with one capital',
  8: 'English letters and spaces',
  9: 'No spaces',
  10: 'Chinese characters and symbols',
  11: 'Date yyyy-MM-dd',
  12: 'At least two letters and spaces',
  13: 'Date MM-dd-yyyy',
  14: 'Letters and digits both required',
  15: 'Korean only',
  16: 'Thai only',
  17: 'Thai or English letters and spaces',
  18: 'Capitals and spaces, at least one letter',
  19: 'Letters, digits, symbols',
  20: 'Upper, lower, digit and symbol',
  21: 'Full name: first and last',
  22: 'Japanese full-width, no spaces',
};
const patternOptions = Object.entries(PATTERNS).map(([id, text]) => ({
  value: id,
  label: `${id} · ${text}`,
}));

export function SwitchesSection({ disabled }: { disabled: boolean }) {
  const values = useWatch<BrandSettingsInput, 'switches'>({ name: 'switches' });
  const ungrouped = BRAND_SWITCHES.filter(
    (s) => !SWITCH_GROUPS.includes(s as never) && SWITCH_DESCRIPTIONS[s].group === null,
  );
  return (
    <div className={css.section}>
      <p className="muted">
        The site reads these switches on its next call. A group switched off turns off every switch under it,
        whatever each one says.
      </p>
      {SWITCH_GROUPS.map((group) => {
        const children = BRAND_SWITCHES.filter((s) => SWITCH_DESCRIPTIONS[s].group === group);
        const groupOn = values?.[group] ?? false;
        return (
          <section key={group} className={css.switchGroup} aria-label={SWITCH_DESCRIPTIONS[group].label}>
            <div className={css.switchRow}>
              <div>
                <h3>{SWITCH_DESCRIPTIONS[group].label}</h3>
                <div className={css.code}>{group}</div>
              </div>
              <p className="muted small">{SWITCH_DESCRIPTIONS[group].description}</p>
              <SwitchField name={`switches.${group}`} label={groupOn ? 'On' : 'Off'} disabled={disabled} />
            </div>
            {children.map((s) => (
              <div key={s} className={css.switchRow}>
                <div>
                  <strong>{SWITCH_DESCRIPTIONS[s].label}</strong>
                  <div className={css.code}>{s}</div>
                </div>
                <p className="muted small">
                  {SWITCH_DESCRIPTIONS[s].description}
                  {!groupOn && values?.[s] && (
                    <>
                      {' '}
                      <Badge tone="warning">off while its group is off</Badge>
                    </>
                  )}
                </p>
                <SwitchField name={`switches.${s}`} label={values?.[s] ? 'On' : 'Off'} disabled={disabled} />
              </div>
            ))}
          </section>
        );
      })}
      {ungrouped.length > 0 && <p className="muted">Other switches: {ungrouped.join(', ')}</p>}
    </div>
  );
}

export function RegistrationSection({ disabled }: { disabled: boolean }) {
  const { register, formState } = useFormContext<BrandSettingsInput>();
  const ruleErrors = formState.errors.registration?.rules as
    Record<string, Record<string, { message?: string }> | undefined> | undefined;
  return (
    <div className={css.section}>
      <div className={css.grid2}>
        <NumberField
          name="registration.perIpPerDay"
          label="New accounts per IP address per day"
          min={1}
          max={10_000}
          disabled={disabled}
        />
        <NumberField
          name="registration.perDevicePerDay"
          label="New accounts per device per day"
          min={1}
          max={10_000}
          disabled={disabled}
        />
      </div>
      <p className="muted">
        A field shows on the registration form when enabled, must be filled when required, and is checked
        against its pattern and lengths (in the browser and on the server).
      </p>
      <table className={css.rules}>
        <thead>
          <tr>
            <th>Field</th>
            <th>Shown</th>
            <th>Required</th>
            <th>Pattern</th>
            <th>Min length</th>
            <th>Max length</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {REGISTER_FIELDS.map((field) => {
            const base = `registration.rules.${field}` as const;
            const problem = ruleErrors?.[field];
            const message = problem && Object.values(problem).find((e) => e?.message)?.message;
            return (
              <tr key={field}>
                <td>
                  <strong>{field}</strong>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${field} shown`}
                    disabled={disabled}
                    {...register(`${base}.enabled`)}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${field} required`}
                    disabled={disabled}
                    {...register(`${base}.required`)}
                  />
                </td>
                <td>
                  <select
                    className="input small"
                    aria-label={`${field} pattern`}
                    disabled={disabled}
                    {...register(`${base}.patternId`, { setValueAs: (v: string) => Number(v) })}
                  >
                    {patternOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="input small number"
                    type="number"
                    min={0}
                    max={500}
                    aria-label={`${field} minimum length`}
                    disabled={disabled}
                    {...register(`${base}.minLength`, { setValueAs: (v: string) => Number(v) })}
                  />
                </td>
                <td>
                  <input
                    className="input small number"
                    type="number"
                    min={1}
                    max={500}
                    aria-label={`${field} maximum length`}
                    disabled={disabled}
                    {...register(`${base}.maxLength`, { setValueAs: (v: string) => Number(v) })}
                  />
                </td>
                <td>{message && <span className="field-error">{message}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
