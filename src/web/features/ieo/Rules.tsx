import { useTranslation } from 'react-i18next';
import type { IeoItem } from '../../../core/schemas/ieo';
import { coinAmount } from '../../ui/format/figures';
import { formatDateMinute } from '../../ui/format/formatTime';

/** The item's rules in plain words, with its own figures and dates (the call's rules, in order). */
export function Rules({ item }: { item: IeoItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const coins = (v: string) => coinAmount(v, item.symbol, item.decimals, lang);
  const date = (at: number) => formatDateMinute(at, lang);
  const pay = item.pay_currency;
  return (
    <section className="tw-card tw-rules" data-testid="ieo-rules">
      <h3>{t('ieo.rules_title')}</h3>
      <ol>
        <li>
          {t('ieo.rules.apply', {
            start: date(item.apply_start),
            end: date(item.apply_end),
            min: coins(item.min_apply),
            max: coins(item.max_apply),
          })}
        </li>
        <li>{t('ieo.rules.balance', { pay, price: coinAmount(item.ieo_price, pay, undefined, lang) })}</li>
        <li>{t('ieo.rules.allotment', { date: date(item.allot_date), cap: coins(item.user_cap) })}</li>
        <li>{t('ieo.rules.pay', { start: date(item.pay_start), end: date(item.pay_end), pay })}</li>
        <li>{t('ieo.rules.lock', { listing: date(item.listing_date), unlock: date(item.lock_until) })}</li>
        <li>{t('ieo.rules.risk')}</li>
      </ol>
    </section>
  );
}
