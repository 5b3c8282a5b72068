import { useTranslation } from 'react-i18next';
import type { IeoItem } from '../../../core/schemas/ieo';
import { SummaryList } from '../../ui/forms/SummaryList';
import { coinAmount } from '../../ui/format/figures';
import { AppliedLine } from './AppliedLine';

/** The item's head: name, description, and its figures (price, supply, limits, what is applied for so far). */
export function ItemFigures({ item }: { item: IeoItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const coins = (v: string) => coinAmount(v, item.symbol, item.decimals, lang);
  const price = (v: string) => coinAmount(v, item.pay_currency, undefined, lang);
  return (
    <section className="tw-card tw-ieo-head">
      <h2>
        {item.name} <span className="tw-muted">{item.symbol}</span>
      </h2>
      <p className="tw-small">{item.description}</p>
      <SummaryList
        className="tw-summary-rows"
        testIdPrefix="ieo-figure"
        rows={[
          { name: 'price', label: t('ieo.price'), value: price(item.ieo_price) },
          {
            // The first price the market feed recorded once the pair trades; before that, none.
            name: 'listing-price',
            label: t('ieo.listing_price'),
            value: item.listing_price === null ? t('ieo.awaiting_listing') : price(item.listing_price),
          },
          { name: 'supply', label: t('ieo.supply'), value: coins(item.supply) },
          { name: 'user-cap', label: t('ieo.user_cap'), value: coins(item.user_cap) },
          { name: 'min', label: t('ieo.min_apply'), value: coins(item.min_apply) },
          { name: 'max', label: t('ieo.max_apply'), value: coins(item.max_apply) },
          {
            name: 'applied',
            label: t('ieo.total_applied'),
            value: (
              <>
                {coins(item.total_applied)}
                <br />
                <small className="tw-muted">
                  <AppliedLine item={item} />
                </small>
              </>
            ),
          },
          { name: 'applicants', label: t('ieo.applicants'), value: item.applicants },
        ]}
      />
    </section>
  );
}
