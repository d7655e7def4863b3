import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from 'react-hook-form';
import {
  ADMIN_BRAND_PATHS,
  REGISTER_FIELDS,
  brandSettingsSchema,
  type BrandSettings,
  type BrandSettingsInput,
  type BrandSettingsValue,
} from '@platform/contracts';
import { Form, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { PageHeader, Tabs } from '../../components/ui';
import { api } from '../../lib/api';
import { useCan } from '../../lib/session';
import css from './BrandSettings.module.css';
import { MaintenanceSection, RegionSection, SecuritySection, SiteSection } from './site-sections';
import { RegistrationSection, SwitchesSection } from './switches-registration';

const SECTIONS = [
  { id: 'switches', label: 'Feature switches' },
  { id: 'registration', label: 'Registration' },
  { id: 'site', label: 'Site and locale' },
  { id: 'maintenance', label: 'Maintenance' },
  { id: 'region', label: 'Region blocking' },
  { id: 'security', label: 'Security and back office' },
] as const;
type Section = (typeof SECTIONS)[number]['id'];

/** Which section holds a field (to point at a refused field on another tab). */
const sectionOf = (path: string): Section => {
  const top = path.split('.')[0] ?? '';
  if (top === 'switches') return 'switches';
  if (top === 'registration') return 'registration';
  if (top === 'maintenance') return 'maintenance';
  if (top === 'regionBlocking') return 'region';
  if (top === 'operators' || top === 'backOffice' || top === 'responsibleGaming') return 'security';
  return 'site';
};

/** Every path of a refused field, for the list under the save button. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') out.push(path);
    else out.push(...errorPaths(value as FieldErrors, path));
  }
  return out;
}

/** The rules of every registration field: a field without a rule starts switched off. */
function withAllRules(settings: BrandSettings): BrandSettingsInput {
  const rules = { ...settings.registration.rules };
  for (const field of REGISTER_FIELDS)
    rules[field] ??= { enabled: false, required: false, patternId: 0, minLength: 0, maxLength: 64 };
  return { ...settings, registration: { ...settings.registration, rules } };
}

function SettingsForm({ value, mayWrite }: { value: BrandSettingsValue; mayWrite: boolean }) {
  const client = useQueryClient();
  const [section, setSection] = useState<Section>('switches');
  const initial = useMemo(() => withAllRules(value.settings), [value]);
  const form = useZodForm(brandSettingsSchema, initial);
  const refused = errorPaths(form.formState.errors);
  const disabled = !mayWrite;
  return (
    <Form
      form={form}
      className={css.layout}
      onSubmit={async (next) => {
        const saved = await api.put<BrandSettingsValue>(ADMIN_BRAND_PATHS.settings, next);
        client.setQueryData(['brand-settings'], saved);
        form.reset(withAllRules(saved.settings));
        await client.invalidateQueries({ queryKey: ['brand'] });
        toast.success('Brand settings saved; the site uses them from now on.');
      }}
    >
      <Tabs
        label="Settings sections"
        tabs={SECTIONS.map((s) => ({
          id: s.id,
          label: s.label,
          ...(refused.some((p) => sectionOf(p) === s.id) ? { badge: '!' } : {}),
        }))}
        value={section}
        onChange={(id) => setSection(id as Section)}
      />
      <div className="card">
        {section === 'switches' && <SwitchesSection disabled={disabled} />}
        {section === 'registration' && <RegistrationSection disabled={disabled} />}
        {section === 'site' && <SiteSection disabled={disabled} />}
        {section === 'maintenance' && <MaintenanceSection disabled={disabled} />}
        {section === 'region' && <RegionSection disabled={disabled} />}
        {section === 'security' && <SecuritySection disabled={disabled} />}
      </div>
      {mayWrite ? (
        <div className={css.saveBar}>
          {refused.length > 0 && (
            <span className={css.problem} role="alert">
              Check: {refused.slice(0, 4).join(', ')}
              {refused.length > 4 ? ` and ${refused.length - 4} more` : ''}
            </span>
          )}
          {form.formState.isDirty && <span className="muted">Unsaved changes</span>}
          <button
            type="button"
            className="button ghost"
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset(initial)}
          >
            Discard
          </button>
          <button type="submit" className="button primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      ) : (
        <p className="muted">Your role reads these settings; owners change them.</p>
      )}
    </Form>
  );
}

/** The brand's settings in sections: switches, registration, site and locale, maintenance, region, security. */
export default function BrandSettingsScreen() {
  const mayWrite = useCan(['owner']);
  const query = useQuery({
    queryKey: ['brand-settings'],
    queryFn: () => api.get<BrandSettingsValue>(ADMIN_BRAND_PATHS.settings),
  });
  return (
    <div className="page">
      <PageHeader
        title="Brand settings"
        subtitle={
          query.data
            ? `Merchant ${query.data.merchantCode}: what the site offers, asks and shows. Every change is audited.`
            : 'What the site offers, asks and shows.'
        }
      />
      {query.error && (
        <p className="form-problem" role="alert">
          {query.error.message}
        </p>
      )}
      {query.isPending && <p className="muted">Loading…</p>}
      {query.data && <SettingsForm key={JSON.stringify(query.data)} value={query.data} mayWrite={mayWrite} />}
    </div>
  );
}
