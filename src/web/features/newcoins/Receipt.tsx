import { useTranslation } from 'react-i18next';
import type { AllotmentReceipt } from '../../../core/schemas/newcoins';

/**
 * An order's line of the allotment, step by step, so its owner can follow it with the sale's
 * published factors: what was asked, the raw share, each round, the cutting and the final.
 */
export function Receipt({ receipt, currency }: { receipt: AllotmentReceipt; currency: string }) {
  const { t } = useTranslation();
  const q = (v: string) => `${v} ${currency}`;
  return (
    <details className="tw-receipt" data-testid="newcoin-receipt">
      <summary>{t('newcoins.receipt.title')}</summary>
      <ol className="tw-num">
        <li>{t('newcoins.receipt.applied', { amount: q(receipt.applied), cap: q(receipt.cap) })}</li>
        <li>{t('newcoins.receipt.raw_share', { amount: q(receipt.raw_share) })}</li>
        {receipt.rounds.map((round, i) => (
          <li key={i}>
            {t(round.capped ? 'newcoins.receipt.round_capped' : 'newcoins.receipt.round', {
              n: i + 1,
              factor: round.factor,
              share: q(round.share),
            })}
          </li>
        ))}
        <li>{t('newcoins.receipt.cut', { cut: q(receipt.cut), remainder: receipt.remainder })}</li>
        {receipt.extra_unit && <li>{t('newcoins.receipt.extra_unit')}</li>}
        <li>
          <strong>{t('newcoins.receipt.final', { amount: q(receipt.final) })}</strong>
        </li>
      </ol>
    </details>
  );
}
