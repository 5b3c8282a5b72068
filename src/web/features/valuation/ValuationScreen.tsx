import { useTranslation } from 'react-i18next';
import { DOLLAR_STABLECOINS } from '../../../core/valuation';
import { Page } from '../../ui/page/Page';
import { SimulatedBadge, useQuotes } from '../market';
import { formatCodeList } from '../../ui/format/formatCodeList';
import { WorkedExample } from './WorkedExample';
import './valuation.css';

// Live feeds by the name their owners write (not translated); a new one shows as recorded.
const FEED_NAMES: Record<string, string> = { binance: 'Binance' };

// What frozen money is set aside for, in the order the page lists it.
const FROZEN_FOR = [
  'valuation.counts.frozen.orders',
  'valuation.counts.frozen.options',
  'valuation.counts.frozen.margin',
  'valuation.counts.frozen.finance',
  'valuation.counts.frozen.withdrawals',
  'valuation.counts.frozen.escrow',
  'valuation.counts.frozen.lockup',
] as const;

/**
 * `/pages/assets/valuation`: how the assets screen's total is worked out — the rules of the
 * funds service and core/valuation.ts in words, and an example valued with the live feed.
 */
export default function ValuationScreen() {
  const { t, i18n } = useTranslation();
  const quotes = useQuotes();
  return (
    <Page title={t('menu.valuation')} testId="valuation-page">
      <article className="tw-content tw-valuation">
        <p className="tw-valuation-lead">{t('valuation.lead')}</p>

        <section className="tw-card">
          <h2>{t('valuation.prices.title')}</h2>
          <p>{t('valuation.prices.pair')}</p>
          <p>
            {t('valuation.prices.stablecoins', { coins: formatCodeList(DOLLAR_STABLECOINS, i18n.language) })}
          </p>
          {quotes.source === 'simulated' ? (
            <p className="tw-valuation-feed" data-testid="valuation-feed">
              <SimulatedBadge /> {t('valuation.prices.simulated')}
            </p>
          ) : quotes.source ? (
            <p className="tw-valuation-feed" data-testid="valuation-feed">
              {t('valuation.prices.live', { source: FEED_NAMES[quotes.source] ?? quotes.source })}
            </p>
          ) : null}
        </section>

        <section className="tw-card">
          <h2>{t('valuation.currency.title')}</h2>
          <p>{t('valuation.currency.usdt')}</p>
          <p>{t('valuation.currency.fiat')}</p>
        </section>

        <section className="tw-card">
          <h2>{t('valuation.counts.title')}</h2>
          <p>{t('valuation.counts.balance')}</p>
          <ul className="tw-valuation-bullets">
            {FROZEN_FOR.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p>{t('valuation.counts.accounts')}</p>
          <p>{t('valuation.counts.positions')}</p>
        </section>

        <section className="tw-card">
          <h2>{t('valuation.refresh.title')}</h2>
          <p>{t('valuation.refresh.body')}</p>
        </section>

        <section className="tw-card">
          <h2>{t('valuation.no_price.title')}</h2>
          <p>{t('valuation.no_price.body', { label: t('assets.no_price') })}</p>
        </section>

        <section className="tw-card">
          <h2>{t('valuation.pnl.title')}</h2>
          <p>{t('valuation.pnl.body')}</p>
        </section>

        <section className="tw-card" data-testid="valuation-example">
          <h2>{t('valuation.example.title')}</h2>
          <p>{t('valuation.example.intro')}</p>
          {quotes.isError ? (
            <p className="tw-muted">{t('valuation.example.failed')}</p>
          ) : (
            <WorkedExample pairs={quotes.pairs} />
          )}
        </section>
      </article>
    </Page>
  );
}
