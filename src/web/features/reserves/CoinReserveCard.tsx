import { useTranslation } from 'react-i18next';
import type { ReserveCoin } from '../../../core/schemas/reserves';
import { formatCoinAmount } from '../../ui/format/money';
import type { RatioPoint } from './ratioSeries';
import { RatioFigure } from './RatioFigure';
import { ratioStatus } from './ratios';
import { RatioSparkline } from './RatioSparkline';

/** One coin of the snapshot: its ratio, reserves and liabilities, and the ratio's history. */
export function CoinReserveCard({ coin, series }: { coin: ReserveCoin; series: readonly RatioPoint[] }) {
  const { t, i18n } = useTranslation();
  const amount = (value: string) =>
    formatCoinAmount(value, { symbol: coin.symbol, decimals: coin.decimals }, i18n.language).text;
  const id = `reserves-coin-${coin.symbol}`;
  return (
    <section className="tw-card tw-reserves-coin" data-testid={id}>
      <header>
        <h3>{coin.symbol}</h3>
        <RatioFigure coin={coin} testId={`${id}-ratio`} />
      </header>
      <dl>
        <div>
          <dt>{t('reserves.coins.reserves')}</dt>
          <dd className="tw-num" data-testid={`${id}-reserves`}>
            {coin.reserves_read ? amount(coin.reserves) : t('reserves.ratio.unread')}
          </dd>
        </div>
        <div>
          <dt>{t('reserves.coins.liabilities')}</dt>
          <dd className="tw-num" data-testid={`${id}-liabilities`}>
            {amount(coin.liabilities)}
          </dd>
        </div>
      </dl>
      {ratioStatus(coin) === 'unread' && (
        <p className="tw-muted tw-small">{t('reserves.coins.unread_note')}</p>
      )}
      <RatioSparkline series={series} testId={`${id}-history`} />
    </section>
  );
}
