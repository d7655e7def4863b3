import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { COUNTRY_CODES, LANGUAGES, OPERATOR_ROLES, type BrandSettingsInput } from '@platform/contracts';
import { X } from 'lucide-react';
import { MoneyField, NumberField, SelectField, SwitchField, TextField } from '../../components/form';
import { LANGUAGE_NAMES, LocalizedTextEditor } from '../../components/LocalizedTextEditor';
import { Badge } from '../../components/ui';
import css from './BrandSettings.module.css';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};
const COUNTRIES = [...COUNTRY_CODES]
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name));
const TIME_ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
const CURRENCIES = Intl.supportedValuesOf('currency');

/** A list of short texts edited one per line. */
function LinesField({
  name,
  label,
  hint,
  disabled,
}: {
  name: 'domains' | 'regionBlocking.ips';
  label: string;
  hint: string;
  disabled: boolean;
}) {
  const { control, formState } = useFormContext<BrandSettingsInput>();
  const errors = (name === 'domains' ? formState.errors.domains : formState.errors.regionBlocking?.ips) as
    Record<string, unknown> | undefined;
  const messageOf = (v: unknown) =>
    v && typeof v === 'object' && 'message' in v && typeof v.message === 'string' ? v.message : undefined;
  const messages = errors
    ? [
        ...(messageOf(errors) ? [messageOf(errors) as string] : []),
        ...Object.entries(errors)
          .filter(([k, v]) => /^\d+$/.test(k) && messageOf(v))
          .map(([k, v]) => `line ${Number(k) + 1}: ${messageOf(v) ?? ''}`),
      ]
    : [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={`field${messages.length ? ' invalid' : ''}`}>
          <label htmlFor={`f-${name}`}>{label}</label>
          <textarea
            id={`f-${name}`}
            className="input"
            rows={5}
            disabled={disabled}
            value={(field.value ?? []).join('\n')}
            onChange={(e) => field.onChange(e.target.value.split('\n').map((l) => l.trim()))}
            onBlur={() => {
              field.onChange((field.value ?? []).filter((l) => l !== ''));
              field.onBlur();
            }}
          />
          {messages.length ? (
            messages.map((m) => (
              <p key={m} className="field-error" role="alert">
                {m}
              </p>
            ))
          ) : (
            <p className="field-hint">{hint}</p>
          )}
        </div>
      )}
    />
  );
}

export function SiteSection({ disabled }: { disabled: boolean }) {
  const { control, register, formState } = useFormContext<BrandSettingsInput>();
  const offered = useWatch<BrandSettingsInput, 'languages.offered'>({ name: 'languages.offered' }) ?? [];
  const languageErrors = formState.errors.languages;
  return (
    <div className={css.section}>
      <div className={css.grid2}>
        <TextField name="name" label="Brand name" disabled={disabled} />
        <SwitchField
          name="loginedToHomePage"
          label="Sign-in required for every page"
          hint="On: visitors see only login, registration and help until they sign in."
          disabled={disabled}
        />
      </div>
      <div className={css.grid3}>
        <div className="field">
          <label htmlFor="f-timeZone">Time zone</label>
          <input
            id="f-timeZone"
            className="input"
            list="brand-time-zones"
            disabled={disabled}
            {...register('timeZone')}
          />
          <datalist id="brand-time-zones">
            {TIME_ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
          {formState.errors.timeZone ? (
            <p className="field-error" role="alert">
              {formState.errors.timeZone.message}
            </p>
          ) : (
            <p className="field-hint">IANA name; every time the site shows is in it.</p>
          )}
        </div>
        <div className="field">
          <label htmlFor="f-currency">Currency (ISO 4217)</label>
          <input
            id="f-currency"
            className="input"
            list="brand-currencies"
            disabled={disabled}
            {...register('currency.code')}
          />
          <datalist id="brand-currencies">
            {CURRENCIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {formState.errors.currency?.code && (
            <p className="field-error" role="alert">
              {formState.errors.currency.code.message}
            </p>
          )}
        </div>
        <TextField
          name="currency.symbol"
          label="Currency symbol"
          hint="Shown before amounts."
          disabled={disabled}
        />
      </div>
      <div className="field">
        <span className="label">Languages offered</span>
        <Controller
          control={control}
          name="languages.offered"
          render={({ field }) => (
            <div className={css.checks}>
              {LANGUAGES.map((l) => (
                <label key={l}>
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={(field.value ?? []).includes(l)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? LANGUAGES.filter((x) => x === l || (field.value ?? []).includes(x))
                          : (field.value ?? []).filter((x) => x !== l),
                      )
                    }
                  />
                  {LANGUAGE_NAMES[l]} ({l.toLowerCase()})
                </label>
              ))}
            </div>
          )}
        />
        {languageErrors?.offered && (
          <p className="field-error" role="alert">
            {languageErrors.offered.message ?? 'Choose the languages again.'}
          </p>
        )}
      </div>
      <SelectField
        name="languages.default"
        label="Default language"
        hint="Members without a choice, and texts missing in a language, fall back to it."
        options={(offered.length ? offered : LANGUAGES).map((l) => ({
          value: l,
          label: LANGUAGE_NAMES[l],
        }))}
        disabled={disabled}
      />
      <LinesField
        name="domains"
        label="Domains"
        hint="One host name per line (www.example.com, optionally with :port), in the order the site offers them."
        disabled={disabled}
      />
    </div>
  );
}

export function MaintenanceSection({ disabled }: { disabled: boolean }) {
  const { control, formState } = useFormContext<BrandSettingsInput>();
  const enabled = useWatch<BrandSettingsInput, 'maintenance.enabled'>({ name: 'maintenance.enabled' });
  const errors = formState.errors.maintenance?.messages as Record<string, { message?: string }> | undefined;
  const error = errors && Object.entries(errors).find(([, e]) => e?.message);
  return (
    <div className={css.section}>
      <SwitchField
        name="maintenance.enabled"
        label="Maintenance mode"
        hint="On: the site shows the maintenance page and refuses every member call (503) until switched off. The back office and game vendors keep working."
        disabled={disabled}
      />
      {enabled && <Badge tone="warning">The site is closed to members while this is saved on.</Badge>}
      <Controller
        control={control}
        name="maintenance.messages"
        render={({ field }) => (
          <LocalizedTextEditor
            label="Maintenance message"
            kind="multiline"
            maxLength={500}
            value={field.value ?? {}}
            onChange={(next) => field.onChange(Object.fromEntries(LANGUAGES.map((l) => [l, next[l] ?? ''])))}
            error={error ? `${error[0]}: ${error[1].message ?? ''}` : undefined}
            disabled={disabled}
          />
        )}
      />
      <p className="muted small">
        A member reads the message of the language chosen, else the default language&apos;s; an empty message
        shows the page&apos;s own text.
      </p>
    </div>
  );
}

export function RegionSection({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<BrandSettingsInput>();
  const [choice, setChoice] = useState('');
  return (
    <div className={css.section}>
      <p className="muted">
        Visitors from a blocked country or address get the region-blocked page. The country is the one the
        edge in front of the site (CDN or load balancer) states in the <code>CF-IPCountry</code> or{' '}
        <code>X-Country-Code</code> header; without such an edge, only the addresses apply.
      </p>
      <Controller
        control={control}
        name="regionBlocking.countries"
        render={({ field, fieldState }) => {
          const list = field.value ?? [];
          return (
            <div className={`field${fieldState.error ? ' invalid' : ''}`}>
              <label htmlFor="f-country">Blocked countries</label>
              <div className={css.inline}>
                <select
                  id="f-country"
                  className="input"
                  value={choice}
                  disabled={disabled}
                  onChange={(e) => setChoice(e.target.value)}
                >
                  <option value="">Choose a country…</option>
                  {COUNTRIES.filter((c) => !list.includes(c.code)).map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name} ({c.code})
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  disabled={disabled || !choice}
                  onClick={() => {
                    field.onChange([...list, choice]);
                    setChoice('');
                  }}
                >
                  Block
                </button>
              </div>
              <div className={css.chips} aria-label="Blocked countries">
                {list.length === 0 && <span className="muted">No country is blocked.</span>}
                {list.map((code) => (
                  <span key={code} className={css.chip}>
                    {countryName(code)} ({code})
                    <button
                      type="button"
                      className="button ghost icon small"
                      aria-label={`Unblock ${countryName(code)}`}
                      disabled={disabled}
                      onClick={() => field.onChange(list.filter((c) => c !== code))}
                    >
                      <X size={12} />
                    </button>
                  </span>
                ))}
              </div>
              {fieldState.error && <p className="field-error">{fieldState.error.message}</p>}
            </div>
          );
        }}
      />
      <LinesField
        name="regionBlocking.ips"
        label="Blocked addresses"
        hint="One IPv4 address or range per line, e.g. 203.0.113.7 or 203.0.113.0/24."
        disabled={disabled}
      />
    </div>
  );
}

export function SecuritySection({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<BrandSettingsInput>();
  return (
    <div className={css.section}>
      <h3>Responsible gaming</h3>
      <div className={css.grid2}>
        <NumberField
          name="responsibleGaming.minimumAge"
          label="Minimum age"
          hint="The age a member confirms at registration (16 to 25)."
          min={16}
          max={25}
          disabled={disabled}
        />
        <NumberField
          name="responsibleGaming.realityCheckMinutes"
          label="Reality check every (minutes)"
          hint="Until the member chooses an interval (5 to 240)."
          min={5}
          max={240}
          disabled={disabled}
        />
      </div>
      <h3>Operators</h3>
      <Controller
        control={control}
        name="operators.totpRequiredRoles"
        render={({ field }) => (
          <div className="field">
            <span className="label">Roles that must sign in with an authenticator</span>
            <div className={css.checks}>
              {OPERATOR_ROLES.map((r) => (
                <label key={r}>
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={(field.value ?? []).includes(r)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? OPERATOR_ROLES.filter((x) => x === r || (field.value ?? []).includes(x))
                          : (field.value ?? []).filter((x) => x !== r),
                      )
                    }
                  />
                  {r}
                </label>
              ))}
            </div>
            <p className="field-hint">
              An operator of such a role without an authenticator can only set one up at the next call.
            </p>
          </div>
        )}
      />
      <h3>Back office</h3>
      <MoneyField
        name="backOffice.adjustmentApprovalThreshold"
        label="Manual adjustments above this wait for a second operator"
        min={0}
        disabled={disabled}
      />
    </div>
  );
}
