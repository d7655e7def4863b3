import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { legalOperatorQuery } from '../api/legal-calls';
import styles from './operator-details.module.css';

/**
 * The company that operates the brand, its registered address and its gaming licences, as the brand's
 * settings state them; nothing while they load, when the call fails, or when the brand states none.
 */
export function OperatorDetails({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(legalOperatorQuery());
  if (!data || (!data.company && data.licences.length === 0)) return null;
  return (
    <div className={`${styles.details} ${className ?? ''}`} data-testid="operator-details">
      {data.company ? (
        <p>
          {t('legalPage.footer.operatedBy', { company: data.company.name })}
          <br />
          {t('legalPage.footer.address', { address: data.company.registeredAddress })}
        </p>
      ) : null}
      {data.licences.length > 0 ? (
        <ul>
          {data.licences.map((licence) => (
            <li key={`${licence.regulator}:${licence.number}`}>
              {t('legalPage.footer.licence', { regulator: licence.regulator, number: licence.number })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
