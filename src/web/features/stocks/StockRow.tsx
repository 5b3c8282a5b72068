import { useTranslation } from 'react-i18next';
import type { StockQuote } from '../../../core/schemas/market';
import { formatPrice } from '../../ui/format/money';
import { ChangePill } from './ChangePill';
import { useFlash } from './useFlash';

/** One stock of the list: ticker and company, last price, change since the previous close. Tapping opens its detail. */
export function StockRow({ stock, onOpen }: { stock: StockQuote; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const last = stock.ticker?.last;
  const flash = useFlash(last);
  return (
    <li>
      <button type="button" className="tw-stock-row" onClick={onOpen} data-testid={`stock-${stock.symbol}`}>
        <span className="tw-stock-id">
          <strong>{stock.symbol}</strong>
          <small className="tw-muted">
            <span className="tw-exchange">{stock.exchange}</span>
            <span className="tw-stock-company">{stock.name}</span>
          </small>
        </span>
        <span
          className={`tw-stock-price tw-num ${flash ? `tw-flash-${flash}` : ''}`}
          data-testid="stock-price"
        >
          {last ? formatPrice(last, stock, i18n.language).number : t('stocks.no_price')}
        </span>
        <ChangePill changePct={stock.ticker?.changePct} testId="stock-change" />
      </button>
    </li>
  );
}
