import type { Language } from '@platform/contracts';
import { Check, Globe } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styles from './header-controls.module.css';

type Props = {
  value: Language;
  languages: Language[];
  names: Record<Language, string>;
  label: string;
  onChange: (language: Language) => void;
};

export function LanguageSwitcher({ value, languages, names, label, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <div className={styles.wrap} ref={ref}>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen((o) => !o)}
        aria-haspopup="listbox"
        aria-expanded={open}
        // The visible language first, so the name a person sees is the one they can say (2.5.3).
        aria-label={`${names[value]}, ${label}`}
        data-testid="language-switcher"
      >
        <Globe size={15} aria-hidden /> <span className={styles.triggerLabel}>{names[value]}</span>
      </button>
      {open ? (
        <ul className={styles.list} role="listbox" aria-label={label}>
          {languages.map((lang) => (
            <li key={lang} role="option" aria-selected={lang === value}>
              <button
                type="button"
                className={`${styles.option} ${lang === value ? styles.selected : ''}`}
                data-testid={`language-option-${lang}`}
                lang={lang.toLowerCase()}
                onClick={() => {
                  setOpen(false);
                  onChange(lang);
                }}
              >
                <span>{names[lang]}</span>
                {lang === value ? (
                  <Check size={14} aria-hidden />
                ) : (
                  <span className={styles.code}>{lang}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
