import { useTranslation } from 'react-i18next';
import type { CoinBalance } from './queries';
import { Amount } from './Amount';
import { USDT_DISPLAY_DECIMALS } from '../../ui/format/formatAmount';

/** One coin of an account: total, then available, frozen and its value in USDT. */
export function CoinRow({ coin }: { coin: CoinBalance }) {
  const { t } = useTranslation();
  return (
    <li className="tw-coin-row" data-testid={`coin-${coin.symbol}`}>
      <div className="tw-coin-head">
        <span className="tw-coin-symbol">
          <strong>{coin.symbol}</strong>
          <small className="tw-muted">{coin.name}</small>
        </span>
        <Amount value={coin.total} decimals={coin.decimals} className="tw-coin-total" testId="coin-total" />
      </div>
      <dl className="tw-coin-figures">
        <div>
          <dt>{t('assets.available')}</dt>
          <dd>
            <Amount value={coin.available} decimals={coin.decimals} testId="coin-available" />
          </dd>
        </div>
        <div>
          <dt>{t('assets.frozen')}</dt>
          <dd>
            <Amount value={coin.frozen} decimals={coin.decimals} testId="coin-frozen" />
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
              <Amount value={coin.valuation} decimals={USDT_DISPLAY_DECIMALS} testId="coin-valuation" />
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
