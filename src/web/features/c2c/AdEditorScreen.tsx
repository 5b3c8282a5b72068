import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import {
  c2cAdForm,
  payTypesWithMethod,
  type C2cAdField,
  type C2cAdFormState,
} from '../../../core/forms/c2cAdForm';
import { DEFAULT_COIN_DECIMALS } from '../../../core/forms/c2cOrderForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { C2C_SIDES, type C2cAd, type C2cAdSaveRequest, type C2cPayType } from '../../../core/schemas/c2c';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { DecimalField } from '../../ui/forms/DecimalField';
import { editFields } from '../../ui/forms/editFields';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useCoinPlaces, useSpotCoin } from '../assets';
import { coinText, fiatText } from './format';
import { PAY_TYPE_KEY } from './labels';
import { MerchantArea } from './MerchantArea';
import { PayTypeLabel } from './PayTypes';
import { c2cKeys, saveAd, useCatalog, useMerchantAds, usePaymentMethods } from './queries';

const TERMS_MAX = 500;

/** `/pages/c2c/merchant/ad` (`?id=` to edit): the ad editor. */
export default function AdEditorScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  return (
    <MerchantArea
      title={t(editing ? 'c2c.editor.edit_title' : 'c2c.editor.new_title')}
      testId="c2c-ad-editor-page"
    >
      {() => <EditorLoader id={editing ? id : null} />}
    </MerchantArea>
  );
}

function EditorLoader({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const ads = useMerchantAds(id !== null);
  const ad = id === null ? null : (ads.data?.find((a) => a.id === id) ?? null);
  const failed = catalog.isError || (id !== null && (ads.isError || (ads.data && !ad)));
  if (failed)
    return (
      <p className="tw-content tw-muted" data-testid="c2c-ad-editor-missing">
        {t('c2c.load_failed')}
      </p>
    );
  if (!catalog.data || (id !== null && !ad))
    return <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />;
  return <Editor ad={ad} catalog={catalog.data} />;
}

const initial = (ad: C2cAd | null, coins: string[], fiats: string[]): C2cAdFormState =>
  ad
    ? {
        side: ad.side,
        coin: ad.coin,
        fiat: ad.fiat,
        price: ad.price,
        quantity: ad.available,
        min_amount: ad.min_amount,
        max_amount: ad.max_amount,
        pay_types: [...ad.pay_types],
        terms: ad.terms,
      }
    : {
        side: 'buy',
        coin: coins[0] ?? '',
        fiat: fiats[0] ?? '',
        price: '',
        quantity: '',
        min_amount: '',
        max_amount: '',
        pay_types: [],
        terms: '',
      };

function Editor({
  ad,
  catalog,
}: {
  ad: C2cAd | null;
  catalog: { coins: string[]; fiats: string[]; pay_types: C2cPayType[] };
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const places = useCoinPlaces();
  const methods = usePaymentMethods(true);
  const [state, setState] = useState(() => initial(ad, catalog.coins, catalog.fiats));
  const spot = useSpotCoin(state.coin);
  // The ad's own coin carries its places; a new ad (or another coin) reads them from the wallet.
  const coinDecimals =
    ad && ad.coin === state.coin ? ad.coin_decimals : (places(state.coin) ?? DEFAULT_COIN_DECIMALS);
  const form = c2cAdForm(state, {
    ...(ad ? { id: ad.id } : {}),
    coinDecimals,
    balance: spot?.available ?? null,
    escrowed: ad && ad.online && ad.side === 'buy' ? ad.available : '0',
    methods: methods.data ?? null,
    decimalMark: decimalMarkOf(lang),
  });
  const shown = useFieldErrors<C2cAdField>(form.errors);
  const set = editFields(setState, shown.touch);
  const sender = useSubmit((request: C2cAdSaveRequest) => saveAd(request));
  const withMethod = payTypesWithMethod(methods.data ?? null);
  const coins = (v: string | null) => coinText(v, state.coin, coinDecimals, lang);

  const submit = async () => {
    if (!form.request) return;
    const sent = await sender.run(form.request);
    if (!sent.ok) return;
    void queryClient.invalidateQueries({ queryKey: c2cKeys.all });
    Toast.success(t(ad ? 'c2c.editor.saved' : 'c2c.editor.published'));
    navigate('/pages/c2c/merchant/ads', { replace: true });
  };

  const togglePayType = (p: C2cPayType) =>
    set({
      pay_types: state.pay_types.includes(p)
        ? state.pay_types.filter((x) => x !== p)
        : [...state.pay_types, p],
    });

  return (
    <div className="tw-content tw-c2c tw-c2c-editor" data-testid="c2c-ad-editor">
      <section className="tw-card">
        <h3>{t('c2c.editor.side')}</h3>
        {ad ? (
          <p data-testid="c2c-ad-side-fixed">
            {t(ad.side === 'buy' ? 'c2c.merchant.i_sell' : 'c2c.merchant.i_buy', { coin: ad.coin })}
          </p>
        ) : (
          <ChipGroup
            label={t('c2c.editor.side')}
            choices={C2C_SIDES}
            value={state.side}
            onChange={(side) => set({ side })}
            text={(side) =>
              t(side === 'buy' ? 'c2c.merchant.i_sell' : 'c2c.merchant.i_buy', { coin: state.coin })
            }
            testId={(side) => `c2c-ad-side-${side}`}
          />
        )}
        <p className="tw-muted tw-small">
          {t(state.side === 'buy' ? 'c2c.editor.side_buy_note' : 'c2c.editor.side_sell_note')}
        </p>
        {!ad && (
          <>
            <h3>{t('c2c.editor.coin')}</h3>
            <ChipGroup
              label={t('c2c.editor.coin')}
              choices={catalog.coins}
              value={state.coin}
              onChange={(coin) => set({ coin })}
              text={(coin) => coin}
              testId={(coin) => `c2c-ad-coin-${coin}`}
              className="tw-type-chips tw-c2c-chips"
            />
          </>
        )}
        <h3>{t('c2c.editor.fiat')}</h3>
        <ChipGroup
          label={t('c2c.editor.fiat')}
          choices={catalog.fiats}
          value={state.fiat}
          onChange={(fiat) => set({ fiat })}
          text={(fiat) => fiat}
          testId={(fiat) => `c2c-ad-fiat-${fiat}`}
          className="tw-type-chips tw-c2c-chips"
        />
        <FieldError
          text={shown.under('coin') ?? shown.under('fiat') ?? shown.under('side')}
          testId="c2c-ad-market-error"
        />
      </section>

      <section className="tw-card tw-c2c-fields">
        <DecimalField
          label={t('c2c.editor.price', { fiat: state.fiat, coin: state.coin })}
          value={state.price}
          onChange={(price) => set({ price })}
          name="price"
          testId="c2c-ad-price"
          error={shown.under('price')}
        />
        <DecimalField
          label={t('c2c.editor.quantity', { coin: state.coin })}
          value={state.quantity}
          onChange={(quantity) => set({ quantity })}
          name="quantity"
          testId="c2c-ad-quantity"
          error={shown.under('quantity')}
        />
        {state.side === 'buy' && (
          <p className="tw-small">
            <span className="tw-muted">{t('c2c.order.spot_available')}</span>{' '}
            <span className="tw-num" data-testid="c2c-ad-balance">
              {coins(spot?.available ?? null)}
            </span>{' '}
            {form.short && (
              <Link to="/pages/deposit/index" className="tw-link" data-testid="c2c-ad-deposit">
                {t('c2c.order.deposit')}
              </Link>
            )}
          </p>
        )}
        <DecimalField
          label={t('c2c.editor.min', { fiat: state.fiat })}
          value={state.min_amount}
          onChange={(min_amount) => set({ min_amount })}
          name="min_amount"
          testId="c2c-ad-min"
          error={shown.under('min_amount')}
        />
        <DecimalField
          label={t('c2c.editor.max', { fiat: state.fiat })}
          value={state.max_amount}
          onChange={(max_amount) => set({ max_amount })}
          name="max_amount"
          testId="c2c-ad-max"
          error={shown.under('max_amount')}
        />
        <SummaryList
          className="tw-summary-rows"
          testIdPrefix="c2c-ad"
          rows={[
            {
              name: 'total',
              label: t('c2c.editor.total'),
              value: fiatText(form.total?.toFixed() ?? null, state.fiat, lang),
            },
            ...(state.side === 'buy'
              ? [
                  {
                    name: 'escrow',
                    label: form.escrow?.lt(0) ? t('c2c.editor.escrow_released') : t('c2c.editor.escrow'),
                    value: coins(form.escrow ? form.escrow.abs().toFixed() : null),
                  },
                ]
              : []),
          ]}
        />
      </section>

      <section className="tw-card">
        <h3>{t('c2c.editor.pay_types')}</h3>
        <div className="tw-c2c-pay-choices">
          {catalog.pay_types.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={state.pay_types.includes(p)}
              className="tw-c2c-pay-choice"
              onClick={() => togglePayType(p)}
              data-testid={`c2c-ad-pay-${p}`}
            >
              <PayTypeLabel payType={p} />
            </button>
          ))}
        </div>
        {state.side === 'buy' && methods.data && state.pay_types.some((p) => !withMethod.includes(p)) && (
          <p className="tw-small">
            {t('c2c.editor.method_needed', {
              types: state.pay_types
                .filter((p) => !withMethod.includes(p))
                .map((p) => t(PAY_TYPE_KEY[p]))
                .join(', '),
            })}{' '}
            <Link to="/pages/c2c/merchant/payments" className="tw-link" data-testid="c2c-ad-add-method">
              {t('c2c.editor.add_method')}
            </Link>
          </p>
        )}
        <FieldError text={shown.under('pay_types')} testId="c2c-ad-pay-error" />
      </section>

      <section className="tw-card">
        <label className="tw-c2c-field">
          <span className="tw-muted tw-small">{t('c2c.editor.terms')}</span>
          <textarea
            rows={4}
            maxLength={TERMS_MAX}
            value={state.terms}
            placeholder={t('c2c.editor.terms_placeholder')}
            onChange={(e) => set({ terms: e.target.value })}
            data-testid="c2c-ad-terms"
          />
        </label>
        <FieldError text={shown.under('terms')} testId="c2c-ad-terms-error" />
        <SubmitButton
          reason={shown.reason}
          busy={sender.busy}
          onClick={() => void submit()}
          testId="c2c-ad-save"
        >
          {t(ad ? 'c2c.editor.save' : 'c2c.editor.publish')}
        </SubmitButton>
      </section>
    </div>
  );
}
