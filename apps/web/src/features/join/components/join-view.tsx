import { ArrowDown, BadgePercent, CalendarCheck, Handshake, Megaphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AffiliateForm } from './affiliate-form';
import styles from './join.module.css';

const REASONS: { key: 'commission' | 'weekly' | 'tools' | 'manager'; icon: LucideIcon }[] = [
  { key: 'commission', icon: BadgePercent },
  { key: 'weekly', icon: CalendarCheck },
  { key: 'tools', icon: Megaphone },
  { key: 'manager', icon: Handshake },
];
const TIERS = ['1', '2', '3', '4'] as const;
const STEPS = ['1', '2', '3'] as const;

/** Join us: why become an agent of the brand, how it works, and the application form. */
export function JoinView({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.view}>
      <section className={styles.hero}>
        <p className={styles.eyebrow}>{t('joinPage.eyebrow')}</p>
        <h1>{t('joinPage.title', { brand })}</h1>
        <p className={styles.lead}>{t('joinPage.lead', { brand })}</p>
        <a href="#affiliate-application" className={styles.cta}>
          {t('joinPage.applyNow')} <ArrowDown size={18} aria-hidden />
        </a>
      </section>

      <div className={styles.columns}>
        <div className={styles.why}>
          <h2 className={styles.sectionTitle}>{t('joinPage.whyTitle')}</h2>
          <ul className={styles.reasons}>
            {REASONS.map(({ key, icon: Icon }) => (
              <li key={key}>
                <span className={styles.reasonIcon} aria-hidden>
                  <Icon size={22} />
                </span>
                <div>
                  <h3>{t(`joinPage.reasons.${key}.title`)}</h3>
                  <p>{t(`joinPage.reasons.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>

          <h2 className={styles.sectionTitle}>{t('joinPage.tiersTitle')}</h2>
          <ol className={styles.tiers}>
            {TIERS.map((tier) => (
              <li key={tier}>
                <strong>{t(`joinPage.tiers.${tier}.name`)}</strong>
                <span>{t(`joinPage.tiers.${tier}.text`)}</span>
              </li>
            ))}
          </ol>
          <p className={styles.small}>{t('joinPage.tiersNote')}</p>

          <h2 className={styles.sectionTitle}>{t('joinPage.stepsTitle')}</h2>
          <ol className={styles.howSteps}>
            {STEPS.map((step) => (
              <li key={step}>
                <span className={styles.stepNo}>{step}</span>
                <div>
                  <h3>{t(`joinPage.steps.${step}.title`)}</h3>
                  <p>{t(`joinPage.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>

        <section
          id="affiliate-application"
          className={styles.formCard}
          aria-labelledby="affiliate-form-title"
        >
          <h2 id="affiliate-form-title">{t('joinPage.formTitle')}</h2>
          <p className={styles.small}>{t('joinPage.formLead')}</p>
          <AffiliateForm />
        </section>
      </div>
    </div>
  );
}
