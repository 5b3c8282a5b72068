import { useTranslation } from 'react-i18next';
import type { StockPriceResponse } from '../../../core/schemas/market';
import { formatCompact, formatCompactUsd, formatPrice, formatPriceChange } from '../../ui/format/money';
import { ChangePill } from './ChangePill';
import { useFlash } from './useFlash';

/** US stocks are quoted in dollars (a code, the same in every language). */
const QUOTE_CURRENCY = 'USD';

/**
 * A stock's figures: last price with its change since the previous close, then the previous
 * close and the latest session's high, low, volume and turnover.
 */
export function StockHeader({ stock }: { stock: StockPriceResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ticker = stock.ticker;
  const flash = useFlash(ticker?.last);
  const price = (value: string) => formatPrice(value, stock, lang).number;
  const change = ticker ? formatPriceChange(ticker.change, stock, lang) : null;
  const figures = [
    { key: 'prev-close', label: t('stocks.prev_close'), value: ticker && price(ticker.open24h) },
    { key: 'high', label: t('stocks.high'), value: ticker && price(ticker.high24h) },
    { key: 'low', label: t('stocks.low'), value: ticker && price(ticker.low24h) },
    { key: 'volume', label: t('stocks.volume'), value: ticker && formatCompact(ticker.volume24h, lang) },
    {
      key: 'turnover',
      label: t('stocks.turnover'),
      value: ticker && formatCompactUsd(ticker.turnover24h, lang),
    },
  ];
  return (
    <section className="tw-card tw-stock-header" data-testid="stock-header">
      <p className="tw-stock-name">
        <span className="tw-exchange">{stock.exchange}</span>
        {stock.name}
      </p>
      <div className="tw-stock-quote">
        <span
          className={`tw-stock-last tw-num ${change ? `tw-${change.direction}` : ''} ${flash ? `tw-flash-${flash}` : ''}`}
          data-testid="stock-last"
        >
          {ticker ? price(ticker.last) : t('stocks.no_price')}
        </span>
        <small className="tw-muted">{QUOTE_CURRENCY}</small>
      </div>
      <div className="tw-stock-change">
        {change && (
          <span className={`tw-num tw-${change.direction}`} data-testid="stock-change-abs">
            {change.text}
          </span>
        )}
        <ChangePill changePct={ticker?.changePct} testId="stock-change" />
      </div>
      <dl className="tw-stock-figures">
        {figures.map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd className="tw-num" data-testid={`stock-${f.key}`}>
              {f.value ?? t('stocks.no_price')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
