import { useTranslation } from 'react-i18next';
import { ClosedEye, EyeO } from '@react-vant/icons';
import type { WalletOverview } from './queries';
import { Amount, SignedAmount } from './Amount';
import { USDT_DISPLAY_DECIMALS } from '../../ui/format/formatAmount';
import { useAmountsHidden } from '../../ui/hooks/useStoredFlag';

/** Total equity in USDT, today's profit or loss, and the eye toggle that hides every amount. */
export function EquityCard({ overview }: { overview: WalletOverview | undefined }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useAmountsHidden();
  return (
    <section className="tw-equity" data-testid="equity-card">
      <div className="tw-equity-label">
        <span>{t('assets.total_equity')}</span>
        <button
          type="button"
          className="tw-icon-button"
          aria-label={hidden ? t('assets.show_amounts') : t('assets.hide_amounts')}
          aria-pressed={hidden}
          onClick={() => setHidden(!hidden)}
          data-testid="toggle-amounts"
        >
          {hidden ? <ClosedEye fontSize={18} /> : <EyeO fontSize={18} />}
        </button>
      </div>
      <div className="tw-equity-total">
        <Amount
          value={overview?.total_valuation ?? '0'}
          decimals={USDT_DISPLAY_DECIMALS}
          testId="total-equity"
        />
        <small>USDT</small>
      </div>
      <div className="tw-equity-pnl">
        <span>{t('assets.today_pnl')}</span>
        <SignedAmount
          value={overview?.today_pnl ?? '0'}
          decimals={USDT_DISPLAY_DECIMALS}
          className="tw-pnl-chip"
          testId="today-pnl"
        />
        <small>USDT</small>
      </div>
      {overview?.valuation_partial && (
        <p className="tw-equity-note" data-testid="valuation-partial">
          {t('assets.valuation_partial')}
        </p>
      )}
    </section>
  );
}
