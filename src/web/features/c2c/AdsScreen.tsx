import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { decimalMarkOf, typedDecimal } from '../../../core/forms/typedDecimal';
import { parseMoney } from '../../../core/money';
import { C2C_PAY_TYPES, C2C_SIDES, type C2cPayType, type C2cSide } from '../../../core/schemas/c2c';
import { useSession } from '../../api/session/useSession';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { SideTabs } from '../../ui/forms/SideTabs';
import { Page } from '../../ui/page/Page';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { AdCard } from './AdCard';
import { PAY_TYPE_KEY, SIDE_KEY } from './labels';
import { c2cKeys, useAds, useCatalog, useMerchantMe, useOtcUrl, type AdFilter } from './queries';
import './c2c.css';

const isSide = (v: string | null): v is C2cSide => (C2C_SIDES as readonly string[]).includes(v ?? '');
const isPayType = (v: string | null): v is C2cPayType =>
  (C2C_PAY_TYPES as readonly string[]).includes(v ?? '');
/** The amount filter waits for the typing to stop before it asks again. */
const TYPING_PAUSE_MS = 400;

/**
 * `/pages/c2c/index`: buy from or sell to merchants. Side, coin and fiat live in the address, so
 * going back from an order returns to the same list; an amount and a pay kind narrow it.
 */
export default function AdsScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const catalog = useCatalog();
  const me = useMerchantMe();
  const otc = useOtcUrl();
  const [params, setParams] = useSearchParams();
  const side: C2cSide = isSide(params.get('side')) ? (params.get('side') as C2cSide) : 'buy';
  const coins = catalog.data?.coins ?? [];
  const fiats = catalog.data?.fiats ?? [];
  const coin = coins.find((c) => c === params.get('coin')) ?? coins[0] ?? null;
  const fiat = fiats.find((f) => f === params.get('fiat')) ?? fiats[0] ?? null;
  const payType = isPayType(params.get('pay')) ? (params.get('pay') as C2cPayType) : null;
  const [typedAmount, setTypedAmount] = useState('');
  const amount = useSettled(validAmount(typedAmount, i18n.language));

  const choose = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const filter: AdFilter | null =
    coin && fiat
      ? {
          side,
          coin,
          fiat,
          ...(payType ? { pay_type: payType } : {}),
          ...(amount ? { amount } : {}),
        }
      : null;
  const merchant = me.data?.merchant ?? null;
  const otcUrl = otc.data?.url ?? '';

  return (
    <Page
      title={t('c2c.title')}
      testId="c2c-page"
      right={
        loggedIn ? (
          <Link to="/pages/c2c/orders" className="tw-link" data-testid="c2c-orders-link">
            {t('c2c.my_orders')}
          </Link>
        ) : undefined
      }
    >
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: c2cKeys.all })}>
        <div className="tw-content tw-c2c">
          <SideTabs
            sides={['buy', 'sell']}
            value={side}
            onChange={(s) => choose({ side: s })}
            label={(s) => t(SIDE_KEY[s])}
          />
          {catalog.isError && !catalog.data ? (
            <p className="tw-muted">{t('c2c.load_failed')}</p>
          ) : (
            <div className="tw-c2c-filters">
              <ChipGroup
                label={t('c2c.filter.coin')}
                choices={coins}
                value={coin}
                onChange={(c) => choose({ coin: c })}
                text={(c) => c}
                testId={(c) => `c2c-coin-${c}`}
                className="tw-type-chips tw-c2c-chips"
              />
              <ChipGroup
                label={t('c2c.filter.fiat')}
                choices={fiats}
                value={fiat}
                onChange={(f) => choose({ fiat: f })}
                text={(f) => f}
                testId={(f) => `c2c-fiat-${f}`}
                className="tw-type-chips tw-c2c-chips"
              />
              <ChipGroup<'all' | C2cPayType>
                label={t('c2c.filter.pay_type')}
                choices={['all', ...(catalog.data?.pay_types ?? [])]}
                value={payType ?? 'all'}
                onChange={(p) => choose({ pay: p === 'all' ? null : p })}
                text={(p) => (p === 'all' ? t('c2c.filter.all_pay_types') : t(PAY_TYPE_KEY[p]))}
                testId={(p) => `c2c-pay-filter-${p}`}
                className="tw-type-chips tw-c2c-chips"
              />
              <label className="tw-c2c-amount-filter">
                <span className="tw-muted tw-small">{t('c2c.filter.amount', { fiat: fiat ?? '' })}</span>
                <input
                  className="tw-num"
                  inputMode="decimal"
                  value={typedAmount}
                  placeholder={t('c2c.filter.amount_placeholder')}
                  onChange={(e) => setTypedAmount(e.target.value)}
                  data-testid="c2c-amount-filter"
                />
              </label>
            </div>
          )}
          {(merchant || otcUrl) && (
            <nav className="tw-c2c-links">
              {merchant && (
                <Link to="/pages/c2c/merchant/ads" className="tw-link" data-testid="c2c-merchant-link">
                  {t('c2c.merchant.link')}
                </Link>
              )}
              {otcUrl && (
                <a
                  href={otcUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="tw-link"
                  data-testid="c2c-otc-link"
                >
                  {t('c2c.otc_link')}
                </a>
              )}
            </nav>
          )}
          {filter ? (
            <AdList filter={filter} />
          ) : catalog.data ? (
            <p className="tw-muted" data-testid="c2c-no-market">
              {t('c2c.no_market')}
            </p>
          ) : (
            <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />
          )}
        </div>
      </Refreshable>
    </Page>
  );
}

function AdList({ filter }: { filter: AdFilter }) {
  const { t } = useTranslation();
  const ads = useAds(filter);
  const items = ads.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={ads}
      count={items.length}
      texts={{ failed: t('c2c.load_failed'), empty: t('c2c.no_ads'), more: t('c2c.more') }}
      emptyTestId="c2c-ads-empty"
    >
      <ul className="tw-c2c-list" data-testid="c2c-ads">
        {items.map((ad) => (
          <AdCard key={ad.id} ad={ad} />
        ))}
      </ul>
    </PagedList>
  );
}

/** The typed amount as the wire writes it, when it is a positive number; else no filter. */
function validAmount(typed: string, lang: string): string | undefined {
  const text = typedDecimal(typed, decimalMarkOf(lang));
  const value = parseMoney(text);
  return value && value.gt(0) ? text : undefined;
}

/** A value once it has stayed the same for a moment (the amount while the user types). */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
