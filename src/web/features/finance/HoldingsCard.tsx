import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReport } from './queries';
import { amountIn, type Places } from './format';

/**
 * What the user holds in locked funds, per coin: the principal working, all interest earned, and
 * today's. Links to the orders; a visitor sees nothing here.
 */
export function HoldingsCard({ places }: { places: Places }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const report = useReport();
  if (!report.data) return null;
  return (
    <section className="tw-finance-holdings" data-testid="finance-holdings">
      <header>
        <h2>{t('finance.holdings')}</h2>
        <Link to="/pages/trust/orders" data-testid="finance-my-orders">
          {t('finance.my_orders')}
        </Link>
      </header>
      {report.data.length === 0 ? (
        <p className="tw-muted tw-small">{t('finance.no_holdings')}</p>
      ) : (
        report.data.map((r) => (
          <dl key={r.currency} className="tw-finance-holding" data-testid={`holding-${r.currency}`}>
            <div className="tw-finance-holding-main">
              <dt className="tw-muted">{t('finance.hosting_amount')}</dt>
              <dd className="tw-num" data-testid="holding-amount">
                {amountIn(r.hosting_amount, r.currency, places, lang)}
              </dd>
            </div>
            <div>
              <dt className="tw-muted">{t('finance.earned_total')}</dt>
              <dd className="tw-num tw-finance-up" data-testid="holding-earned">
                {amountIn(r.earned_total, r.currency, places, lang)}
              </dd>
            </div>
            <div>
              <dt className="tw-muted">{t('finance.today_income')}</dt>
              <dd className="tw-num" data-testid="holding-today">
                {amountIn(r.today_income, r.currency, places, lang)}
              </dd>
            </div>
          </dl>
        ))
      )}
    </section>
  );
}
