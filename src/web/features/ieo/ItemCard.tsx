import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IeoItem } from '../../../core/schemas/ieo';
import { coinAmount } from '../../ui/format/figures';
import { Countdown } from './Countdown';
import { AHEAD_KEY, ITEM_STATUS_KEY, ITEM_STATUS_TONE } from './labels';
import { AppliedLine } from './AppliedLine';
import { appliedRatio, nextStep } from './timeline';

/** One IEO in the list: its coin and price, how much is applied for against the supply, and the next date's countdown. */
export function ItemCard({ item, now }: { item: IeoItem; now: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const coins = (v: string) => coinAmount(v, item.symbol, item.decimals, lang);
  const next = nextStep(item, now);
  const filled = Math.min(100, Number(appliedRatio(item).times(100).toFixed(1)));
  return (
    <Link
      to={`/pages/ieo/detail?id=${item.id}`}
      className="tw-offer-card"
      data-status={item.status}
      data-testid="ieo-item"
    >
      <header>
        <strong>{item.name}</strong>
        <span className="tw-muted tw-small">{item.symbol}</span>
        <span className="tw-offer-status" data-tone={ITEM_STATUS_TONE[item.status]}>
          {t(ITEM_STATUS_KEY[item.status])}
        </span>
      </header>
      <dl className="tw-offer-figures">
        <div>
          <dt className="tw-muted">{t('ieo.price')}</dt>
          <dd className="tw-num">{coinAmount(item.ieo_price, item.pay_currency, undefined, lang)}</dd>
        </div>
        <div>
          <dt className="tw-muted">{t('ieo.supply')}</dt>
          <dd className="tw-num">{coins(item.supply)}</dd>
        </div>
        <div>
          <dt className="tw-muted">{t('ieo.total_applied')}</dt>
          <dd className="tw-num" data-testid="ieo-item-applied">
            {coins(item.total_applied)}
          </dd>
        </div>
      </dl>
      <div className="tw-bar" aria-hidden="true">
        <i style={{ width: `${filled}%` }} />
      </div>
      <p className="tw-muted tw-small tw-offer-line">
        <AppliedLine item={item} />
        {next && <Countdown aheadKey={AHEAD_KEY[next.step]} at={next.at} now={now} testId="ieo-item-next" />}
      </p>
    </Link>
  );
}
