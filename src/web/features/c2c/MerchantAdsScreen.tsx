import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import type { C2cAd } from '../../../core/schemas/c2c';
import { EmptyState } from '../../ui/EmptyState';
import { coinText, fiatNumber, priceText } from './format';
import { MerchantArea, MerchantHeader } from './MerchantArea';
import { PayTypes } from './PayTypes';
import { c2cKeys, setAdOnline, useMerchantAds } from './queries';

/** `/pages/c2c/merchant/ads`: the merchant's ads, each online or paused at a touch, and editable. */
export default function MerchantAdsScreen() {
  const { t } = useTranslation();
  return (
    <MerchantArea
      title={t('c2c.merchant.ads')}
      testId="c2c-merchant-ads-page"
      right={
        <Link to="/pages/c2c/merchant/ad" className="tw-link" data-testid="c2c-merchant-ad-new">
          {t('c2c.merchant.new_ad')}
        </Link>
      }
    >
      {(merchant) => (
        <div className="tw-content tw-c2c">
          <MerchantHeader merchant={merchant} />
          <AdList />
        </div>
      )}
    </MerchantArea>
  );
}

function AdList() {
  const { t } = useTranslation();
  const ads = useMerchantAds(true);
  if (ads.isError && !ads.data) return <p className="tw-muted">{t('c2c.load_failed')}</p>;
  if (!ads.data) return <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />;
  if (ads.data.length === 0)
    return (
      <div data-testid="c2c-merchant-ads-empty">
        <EmptyState description={t('c2c.merchant.no_ads')} />
      </div>
    );
  return (
    <ul className="tw-c2c-list" data-testid="c2c-merchant-ads">
      {ads.data.map((ad) => (
        <MerchantAd key={ad.id} ad={ad} />
      ))}
    </ul>
  );
}

function MerchantAd({ ad }: { ad: C2cAd }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const saved = await setAdOnline(ad.id, !ad.online);
      queryClient.setQueryData<{ list: C2cAd[] }>(c2cKeys.merchantAds, (old) =>
        old ? { list: old.list.map((a) => (a.id === saved.id ? saved : a)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: c2cKeys.all });
      Toast(t(saved.online ? 'c2c.merchant.ad_online' : 'c2c.merchant.ad_paused'));
    } catch {
      // the client toasted the server's reason (an escrow short of the balance, say)
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className="tw-card tw-c2c-my-ad"
      data-testid="c2c-merchant-ad"
      data-ad-id={ad.id}
      data-online={ad.online}
    >
      <header>
        <strong className={`tw-c2c-${ad.side}-text`}>
          {t(ad.side === 'buy' ? 'c2c.merchant.i_sell' : 'c2c.merchant.i_buy', { coin: ad.coin })}
        </strong>
        <button
          type="button"
          role="switch"
          aria-checked={ad.online}
          className="tw-c2c-switch"
          disabled={busy}
          onClick={() => void toggle()}
          data-testid="c2c-merchant-ad-online"
        >
          <span aria-hidden="true" />
          {t(ad.online ? 'c2c.merchant.online' : 'c2c.merchant.paused')}
        </button>
      </header>
      <dl className="tw-offer-figures">
        <div>
          <dt className="tw-muted">{t('c2c.ad.price')}</dt>
          <dd className="tw-num">{priceText(ad.price, ad.fiat, lang)}</dd>
        </div>
        <div>
          <dt className="tw-muted">{t('c2c.ad.available')}</dt>
          <dd className="tw-num">{coinText(ad.available, ad.coin, ad.coin_decimals, lang)}</dd>
        </div>
        <div>
          <dt className="tw-muted">{t('c2c.ad.limits')}</dt>
          <dd className="tw-num">
            {t('c2c.ad.range', {
              min: fiatNumber(ad.min_amount, lang),
              max: fiatNumber(ad.max_amount, lang),
              fiat: ad.fiat,
            })}
          </dd>
        </div>
      </dl>
      <p className="tw-offer-line">
        <PayTypes payTypes={ad.pay_types} />
        <Link
          to={`/pages/c2c/merchant/ad?id=${ad.id}`}
          className="tw-link"
          data-testid="c2c-merchant-ad-edit"
        >
          {t('c2c.merchant.edit')}
        </Link>
      </p>
    </li>
  );
}
