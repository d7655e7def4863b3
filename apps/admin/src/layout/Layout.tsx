import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LogOut, MonitorOff, Moon, Sun } from 'lucide-react';
import { ConfirmDialog } from '../components/Dialog';
import { toast } from '../components/toast';
import { Badge } from '../components/ui';
import { useBrand } from '../lib/brand';
import { logout, logoutEverywhere, useOperator } from '../lib/session';
import { useTheme } from '../lib/theme';
import { navFor } from '../screens/registry';
import type { ScreenDef } from '../screens/types';

/** The frame of every signed-in page: nav by group on the left, the operator's bar on top. */
export function Layout({ screens }: { screens?: readonly ScreenDef[] }) {
  const operator = useOperator();
  const brand = useBrand();
  const [theme, setTheme] = useTheme();
  const navigate = useNavigate();
  const [everywhere, setEverywhere] = useState(false);
  const groups = navFor(operator, screens);
  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="sidebar-brand">
          <span className="logo" aria-hidden="true">
            {(brand.name || 'B').slice(0, 1)}
          </span>
          <div>
            <strong>{brand.name || 'Back office'}</strong>
            <span className="muted">Back office</span>
          </div>
        </div>
        <nav aria-label="Sections">
          {groups.map((g) => (
            <div key={g.group} className="nav-group">
              <div className="nav-group-title">{g.group}</div>
              {g.items.map((s) => (
                <NavLink key={s.path} to={`/${s.path}`} className="nav-item" end={!s.path.includes(':')}>
                  {s.icon && <s.icon size={16} aria-hidden="true" />}
                  <span>{s.title}</span>
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <span className="spacer" />
          <button
            type="button"
            className="button ghost icon"
            aria-label={theme === 'dark' ? 'Light theme' : 'Dark theme'}
            title={theme === 'dark' ? 'Light theme' : 'Dark theme'}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
          </button>
          {operator && (
            <NavLink to="/session" className="operator-chip" title="My session">
              <span className="avatar" aria-hidden="true">
                {operator.username.slice(0, 1).toUpperCase()}
              </span>
              <span>{operator.username}</span>
              <Badge tone="accent">{operator.role}</Badge>
            </NavLink>
          )}
          <button
            type="button"
            className="button ghost icon"
            title="Sign out everywhere"
            aria-label="Sign out everywhere"
            onClick={() => setEverywhere(true)}
          >
            <MonitorOff size={18} />
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={() => void logout().then(() => navigate('/login', { replace: true }))}
          >
            <LogOut size={16} /> Sign out
          </button>
        </header>
        <main className="content">
          <Suspense fallback={<div className="page-loading">Loading…</div>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ConfirmDialog
        open={everywhere}
        title="Sign out everywhere"
        message="Every session of your account ends, on every device, this one included."
        confirmLabel="Sign out everywhere"
        danger
        onConfirm={async () => {
          const ended = await logoutEverywhere();
          toast.info(`${ended} session${ended === 1 ? '' : 's'} ended.`);
          void navigate('/login', { replace: true });
        }}
        onClose={() => setEverywhere(false)}
      />
    </div>
  );
}
