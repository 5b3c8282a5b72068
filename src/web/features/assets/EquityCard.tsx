import { useTranslation } from 'react-i18next';
import { ClosedEye, EyeO } from '@react-vant/icons';
import type { WalletOverview } from './queries';
import { Amount } from './Amount';
import { formatPnl, formatValuation } from '../../ui/format/money';
import { useAmountsHidden } from '../../ui/hooks/useStoredFlag';

/** Total equity in USDT, today's profit or loss, and the eye toggle that hides every amount. */
export function EquityCard({ overview }: { overview: WalletOverview | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
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
          figure={formatValuation(overview?.total_valuation ?? '0', lang)}
          unit="apart"
          testId="total-equity"
        />
      </div>
      <div className="tw-equity-pnl">
        <span>{t('assets.today_pnl')}</span>
        <Amount
          figure={formatPnl(overview?.today_pnl ?? '0', lang)}
          unit="apart"
          className="tw-pnl-chip"
          testId="today-pnl"
        />
      </div>
      {overview?.valuation_partial && (
        <p className="tw-equity-note" data-testid="valuation-partial">
          {t('assets.valuation_partial')}
        </p>
      )}
    </section>
  );
}
