import { useTranslation } from 'react-i18next';
import { Big } from '../../../core/money';
import type { PairQuote } from '../../../core/schemas/market';
import { formatCoinAmount, formatPrice, formatValuation } from '../../ui/format/money';
import { valuationPair } from '../../../core/valuation';
import { formatClock } from '../../ui/format/formatTime';
import { calculateExample, EXAMPLE_HOLDINGS, examplePairs, type ValuedHolding } from './calculateExample';

/**
 * The example holdings valued with the feed's latest prices, line by line as the assets total
 * does it, moving as the feed ticks.
 */
export function WorkedExample({ pairs }: { pairs: readonly PairQuote[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
  const needed = examplePairs(EXAMPLE_HOLDINGS).map((symbol) => bySymbol.get(symbol));
  const ready = needed.every((pair) => pair?.ticker);
  if (!ready) return <p className="tw-muted">{t('valuation.example.waiting')}</p>;

  const example = calculateExample(EXAMPLE_HOLDINGS, (symbol) => bySymbol.get(symbol)?.ticker?.last ?? null);
  const lastTick = Math.max(...needed.map((pair) => pair!.ticker!.ts));
  const amount = (value: string, symbol: string) =>
    formatCoinAmount(value, { symbol, decimals: undefined }, lang).text;

  /** "0.02 BTC × 96,012.34": what is multiplied, or why the line is left out. */
  const working = (line: ValuedHolding) => {
    if (line.price === null) return t('valuation.example.no_price');
    const price = line.stablecoin
      ? '1'
      : formatPrice(
          line.price,
          { price_decimals: bySymbol.get(valuationPair(line.symbol))?.price_decimals },
          lang,
        ).number;
    return t('valuation.example.times', { amount: amount(line.total, line.symbol), price });
  };

  return (
    <>
      <ul className="tw-valuation-lines" data-testid="valuation-example-lines">
        {example.lines.map((line) => (
          <li
            key={`${line.account}-${line.symbol}`}
            className={line.counted ? undefined : 'tw-valuation-left-out'}
          >
            <div className="tw-valuation-line-head">
              <span>
                {t(`assets.account.${line.account}`)} · {line.symbol}
              </span>
              <span className="tw-num" data-testid={`example-value-${line.account}-${line.symbol}`}>
                {line.counted && line.value !== null
                  ? formatValuation(line.value, lang).text
                  : t('valuation.example.not_counted')}
              </span>
            </div>
            {!new Big(line.frozen).eq(0) && (
              <div className="tw-muted tw-small">
                {t('valuation.example.holding', {
                  available: amount(line.available, line.symbol),
                  frozen: amount(line.frozen, line.symbol),
                })}
              </div>
            )}
            <div className="tw-muted tw-small tw-num">
              {line.account === 'demo' ? t('valuation.example.demo') : working(line)}
            </div>
          </li>
        ))}
      </ul>
      <div className="tw-valuation-total">
        <span>{t('valuation.example.total')}</span>
        <strong className="tw-num" data-testid="example-total">
          {formatValuation(example.total, lang).text}
        </strong>
      </div>
      <p className="tw-muted tw-small">
        {t('valuation.example.total_note')}{' '}
        {t('valuation.example.prices_at', { time: formatClock(lastTick, lang) })}
      </p>
    </>
  );
}
