import {
  Clock3,
  Dice5,
  Fish,
  Gamepad2,
  Headset,
  Joystick,
  Lock,
  MonitorSmartphone,
  Spade,
  Ticket,
  Trophy,
  Tv,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CATEGORY_ROUTES } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import styles from './home-page.module.css';

const ICONS = {
  RNG: Dice5,
  LIVE: Tv,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Trophy,
  ESPORTS: Joystick,
  LOTT: Ticket,
} as const;

function HeroArt() {
  return (
    <svg viewBox="0 0 360 360" aria-hidden>
      <defs>
        <radialGradient id="glow" cx="50%" cy="45%" r="50%">
          <stop offset="0" stopColor="#ffd56b" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffd56b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe6a3" />
          <stop offset="1" stopColor="#e9a908" />
        </linearGradient>
        <linearGradient id="petal2" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d7c2ff" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="170" r="170" fill="url(#glow)" />
      <g transform="translate(180 210)">
        <path d="M0-150c40 45 52 100 0 170-52-70-40-125 0-170z" fill="url(#petal)" />
        <path d="M-120-70c70 5 110 45 116 112-75-10-116-50-116-112z" fill="url(#petal2)" />
        <path d="M120-70c-70 5-110 45-116 112 75-10 116-50 116-112z" fill="url(#petal2)" />
        <path d="M-150 10c60-10 110 10 140 40-60 20-110 5-140-40z" fill="url(#petal)" opacity="0.85" />
        <path d="M150 10c-60-10-110 10-140 40 60 20 110 5 140-40z" fill="url(#petal)" opacity="0.85" />
        <rect x="-110" y="56" width="220" height="8" rx="4" fill="#ffd56b" />
      </g>
      {[
        [60, 70],
        [300, 60],
        [320, 250],
        [40, 260],
        [250, 320],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill="#fff" opacity="0.7" />
      ))}
    </svg>
  );
}

/** Home: `/register` opens the register modal over it, `/login` the login popup. */
export default function HomePage({ open }: { open?: 'register' | 'login' }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const username = useSession((s) => s.username);
  const openModal = useUi((s) => s.open);

  useEffect(() => {
    if (open && !useSession.getState().token) openModal(open);
  }, [open, openModal]);

  const features = [
    { icon: Clock3, title: t('home.fastTitle'), text: t('home.fastText') },
    { icon: Lock, title: t('home.secureTitle'), text: t('home.secureText') },
    { icon: MonitorSmartphone, title: t('home.platformsTitle'), text: t('home.platformsText') },
    { icon: Headset, title: t('home.supportTitle'), text: t('home.supportText') },
  ];

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div>
            <p className={styles.kicker}>{t('home.heroKicker')}</p>
            <h1 className={styles.title}>
              {token && username ? t('home.welcomeBack', { name: username }) : t('home.heroTitle')}
            </h1>
            <p className={styles.text}>{t('home.heroText')}</p>
            <div className={styles.ctas}>
              {token ? null : (
                <Button variant="accent" onClick={() => openModal('register')}>
                  <Gamepad2 size={18} aria-hidden /> {t('home.registerNow')}
                </Button>
              )}
              <Link to="/rng">
                <Button variant="ghost">{t('home.exploreGames')}</Button>
              </Link>
            </div>
          </div>
          <div className={styles.art}>
            <HeroArt />
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          {t('home.categoriesTitle')}
        </h2>
        <div className={styles.categories}>
          {CATEGORY_ROUTES.map(({ category, path }) => {
            const Icon = ICONS[category];
            return (
              <Link key={category} to={path} className={styles.category}>
                <span className={styles.categoryIcon}>
                  <Icon size={22} aria-hidden />
                </span>
                <span className={styles.categoryName}>{t(`nav.${category}`)}</span>
                <span className={styles.categoryText}>{t(`home.categoryText.${category}`)}</span>
              </Link>
            );
          })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="why-title">
        <h2 id="why-title" className={styles.sectionTitle}>
          {t('home.whyTitle')}
        </h2>
        <div className={styles.features}>
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon size={20} aria-hidden />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
