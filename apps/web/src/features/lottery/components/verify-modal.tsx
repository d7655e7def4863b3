import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import { numeroQuery } from '../api/lottery-calls';
import { useLotteryText } from './lottery-text';
import { ResultBalls } from './result-balls';
import styles from './lottery.module.css';
import { LoadState } from './load-state';

/** SHA-256 of the revealed seed (its text, as committed), worked out in this browser. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the revealed seed hashes to the committed hash, checked here rather than taken on trust. */
function useSeedCheck(seed: string | null | undefined, hash: string | null | undefined) {
  const [checked, setChecked] = useState<{ seed: string; matches: boolean } | null>(null);
  useEffect(() => {
    if (!seed || !hash) return;
    let live = true;
    sha256Hex(seed).then(
      (hex) => live && setChecked({ seed, matches: hex === hash.toLowerCase() }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [seed, hash]);
  return checked && checked.seed === seed ? checked.matches : null;
}

/**
 * A numero's verify data: the hash committed when it opened, the seed revealed with the result, the public
 * client seed and nonce, and whether the server's redraw from them gives the published result.
 */
export function VerifyModal({
  gameCode,
  numero,
  onClose,
}: {
  gameCode: string;
  numero: string;
  onClose: () => void;
}) {
  const text = useLotteryText();
  const { t } = text;
  const zone = useDisplayTimeZone();
  const query = useQuery(numeroQuery(gameCode, numero));
  const detail = query.data;
  const hashMatches = useSeedCheck(detail?.serverSeed, detail?.seedHash);

  return (
    <Modal title={t('lottery.verify.title', { numero })} onClose={onClose} wide testId="verify-modal">
      {!detail ? (
        <LoadState query={query} />
      ) : (
        <div className={styles.verify}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('lottery.verify.status')}</dt>
              <dd>{text.numeroStatus(detail.status)}</dd>
            </div>
            <div>
              <dt>{t('lottery.verify.drawAt')}</dt>
              <dd>{timeWithZone(detail.drawAt, zone)}</dd>
            </div>
            <div>
              <dt>{t('lottery.verify.result')}</dt>
              <dd>
                <ResultBalls result={detail.result} />
              </dd>
            </div>
            {detail.seedHash ? (
              <>
                <div>
                  <dt>{t('lottery.verify.seedHash')}</dt>
                  <dd className={styles.code} data-testid="verify-hash">
                    {detail.seedHash}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery.verify.serverSeed')}</dt>
                  <dd className={styles.code} data-testid="verify-seed">
                    {detail.serverSeed ?? t('lottery.verify.seedLater')}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery.verify.clientSeed')}</dt>
                  <dd className={styles.code}>{detail.clientSeed ?? '-'}</dd>
                </div>
                <div>
                  <dt>{t('lottery.verify.nonce')}</dt>
                  <dd className={styles.code}>{detail.nonce ?? '-'}</dd>
                </div>
              </>
            ) : null}
            {detail.corrections > 0 ? (
              <div>
                <dt>{t('lottery.verify.corrections')}</dt>
                <dd>{detail.corrections}</dd>
              </div>
            ) : null}
          </dl>
          {detail.seedHash === null ? (
            <p className={styles.muted} data-testid="verify-feed">
              {t('lottery.verify.feed')}
            </p>
          ) : (
            <ul className={styles.checks}>
              {hashMatches === null ? null : (
                <li className={hashMatches ? styles.success : styles.problem} data-testid="verify-hash-check">
                  {t(hashMatches ? 'lottery.verify.hashMatches' : 'lottery.verify.hashDiffers')}
                </li>
              )}
              <li
                className={
                  detail.verified === false ? styles.problem : detail.verified ? styles.success : styles.muted
                }
                data-testid="verify-outcome"
              >
                {detail.verified === null
                  ? t('lottery.verify.notDrawn')
                  : t(detail.verified ? 'lottery.verify.verified' : 'lottery.verify.failed')}
              </li>
            </ul>
          )}
          {detail.seedHash ? <p className={styles.muted}>{t('lottery.verify.how')}</p> : null}
        </div>
      )}
    </Modal>
  );
}
