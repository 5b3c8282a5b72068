import { useTranslation } from 'react-i18next';
import type { CoinBalance } from './queries';
import { Amount } from './Amount';
import { formatCoinAmount, formatValuation } from '../../ui/format/money';
import { formatDateMinute } from '../../ui/format/formatTime';

/** One coin of an account: total, then available, frozen and its value; the headings name the units. */
export function CoinRow({ coin }: { coin: CoinBalance }) {
  const { t, i18n } = useTranslation();
  const amount = (value: string) => formatCoinAmount(value, coin, i18n.language);
  return (
    <li className="tw-coin-row" data-testid={`coin-${coin.symbol}`}>
      <div className="tw-coin-head">
        <span className="tw-coin-symbol">
          <strong>{coin.symbol}</strong>
          <small className="tw-muted">{coin.name}</small>
        </span>
        <Amount figure={amount(coin.total)} unit="heading" className="tw-coin-total" testId="coin-total" />
      </div>
      <dl className="tw-coin-figures">
        <div>
          <dt>{t('assets.available')}</dt>
          <dd>
            <Amount figure={amount(coin.available)} unit="heading" testId="coin-available" />
          </dd>
        </div>
        <div>
          <dt>{t('assets.frozen')}</dt>
          <dd>
            <Amount figure={amount(coin.frozen)} unit="heading" testId="coin-frozen" />
          </dd>
        </div>
        <div>
          <dt>{t('assets.valuation_usdt')}</dt>
          <dd>
            {coin.valuation === null ? (
              <span className="tw-muted" data-testid="coin-valuation">
                {t('assets.no_price')}
              </span>
            ) : (
              <Amount
                figure={formatValuation(coin.valuation, i18n.language)}
                unit="heading"
                testId="coin-valuation"
              />
            )}
          </dd>
        </div>
      </dl>
      {coin.locks?.map((lock) => (
        <p key={lock.unlock_at} className="tw-coin-lock tw-small" data-testid="coin-lock">
          {t('assets.locked_until', {
            amount: amount(lock.amount).text,
            time: formatDateMinute(lock.unlock_at, i18n.language),
          })}
        </p>
      ))}
    </li>
  );
}
