import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_API,
  ADMIN_MEMBERS_PATHS,
  type AdminAgentList,
  type MemberSearchValue,
} from '@platform/contracts';
import { EscapedText } from '../../components/ui';
import { api } from '../../lib/api';
import css from './agents.module.css';

/** A member or agent chosen in a picker. */
export type Picked = { id: number; username: string; note?: string };

const SHOWN = 8;

function useDebounced(value: string, ms = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type PickerProps = {
  label: string;
  value: Picked | null;
  onChange: (picked: Picked | null) => void;
  error?: string | null;
  hint?: string;
};

/** Searches by username prefix and lists the first matches to pick from; nobody types an id. */
function Picker({
  label,
  value,
  onChange,
  error,
  hint,
  queryKey,
  search,
}: PickerProps & {
  queryKey: string;
  search: (q: string, signal: AbortSignal) => Promise<{ list: Picked[]; totalCount: number }>;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useQuery({
    queryKey: ['agents', 'picker', queryKey, q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: value === null,
  });
  if (value)
    return (
      <div className="field">
        <span className={css.pickerLabel}>{label}</span>
        <div className={css.picked}>
          <strong>
            <EscapedText text={value.username} />
          </strong>
          {value.note && <span className="muted small">{value.note}</span>}
          <button type="button" className="button small ghost" onClick={() => onChange(null)}>
            Change
          </button>
        </div>
        {error && <p className="form-problem">{error}</p>}
      </div>
    );
  const choices = found.data?.list ?? [];
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="input"
        autoComplete="off"
        placeholder="Type the start of a username"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {hint && <span className="muted small">{hint}</span>}
      <ul className={css.choices} aria-label={`${label}: matches`}>
        {found.isPending && <li className="muted small">Searching…</li>}
        {found.isError && <li className="form-problem">{found.error.message}</li>}
        {found.isSuccess && choices.length === 0 && <li className="muted small">No match.</li>}
        {choices.map((p) => (
          <li key={p.id}>
            <button type="button" className={css.choice} onClick={() => onChange(p)}>
              <EscapedText text={p.username} />
              {p.note && <span className="muted small">{p.note}</span>}
            </button>
          </li>
        ))}
        {found.isSuccess && found.data.totalCount > SHOWN && (
          <li className="muted small">
            {found.data.totalCount - SHOWN} more match; type more of the username.
          </li>
        )}
      </ul>
      {error && <p className="form-problem">{error}</p>}
    </div>
  );
}

/**
 * Picks one of the brand's agents (`GET /admin/agents?q=`); with `outside`, none of that member and its
 * whole downline (the uplines a move of it may not go under).
 */
export function AgentPicker({ outside, ...props }: PickerProps & { outside?: number }) {
  return (
    <Picker
      {...props}
      queryKey={`agent:${outside ?? ''}`}
      search={async (q, signal) => {
        const page = await api.get<AdminAgentList>(
          ADMIN_API.adminAgents,
          { ...(q ? { q } : {}), ...(outside ? { outside } : {}), pageSize: SHOWN },
          signal,
        );
        return {
          totalCount: page.totalCount,
          list: page.list.map((a) => ({
            id: a.id,
            username: a.username,
            note: `type ${a.type} · ${a.upline ? `under ${a.upline}` : 'top agent'} · team ${a.teamSize}`,
          })),
        };
      }}
    />
  );
}

/** Picks any member of the brand by username (`GET /admin/members?by=username&q=`). */
export function MemberPicker(props: PickerProps) {
  return (
    <Picker
      {...props}
      queryKey="member"
      search={async (q, signal) => {
        const page = await api.get<MemberSearchValue>(
          ADMIN_MEMBERS_PATHS.adminMembers,
          { by: 'username', ...(q ? { q } : {}), pageSize: SHOWN },
          signal,
        );
        return {
          totalCount: page.totalCount,
          list: page.list.map((m) => ({
            id: m.id,
            username: m.username,
            note: `type ${m.type} · ${m.agent ? `under ${m.agent}` : 'no upline'} · ${m.status}`,
          })),
        };
      }}
    />
  );
}
