import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Dialog } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import {
  c2cOrderForm,
  payTypeChoices,
  type C2cOrderField,
  type C2cOrderMode,
  type C2cOrderRequestValues,
} from '../../../core/forms/c2cOrderForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { C2C_CANCELS_PER_DAY, C2C_PAY_MINUTES, type C2cAd, type C2cPayType } from '../../../core/schemas/c2c';
import { newRequestId } from '../../api/requestId';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { DecimalField } from '../../ui/forms/DecimalField';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { Page } from '../../ui/page/Page';
import { useSpotCoin } from '../assets';
import { coinText, fiatNumber, fiatText, priceText } from './format';
import { SIDE_KEY } from './labels';
import { MerchantStats } from './MerchantStats';
import { PayTypeLabel } from './PayTypes';
import { placeOrder, refreshAfterChange, useAd, useHasBankCard } from './queries';
import './c2c.css';

/** `/pages/c2c/order?ad=`: the order form on one merchant's ad. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('ad'));
  const valid = Number.isInteger(id) && id > 0;
  const ad = useAd(valid ? id : null);
  return (
    <Page
      title={
        ad.data
          ? t('c2c.order.title', { side: t(SIDE_KEY[ad.data.side]), coin: ad.data.coin })
          : t('c2c.title')
      }
      testId="c2c-order-page"
    >
      <div className="tw-content tw-c2c">
        {ad.data ? (
          ad.data.online ? (
            <OrderForm ad={ad.data} />
          ) : (
            <p className="tw-muted" data-testid="c2c-order-offline">
              {t('c2c.order.offline')}
            </p>
          )
        ) : ad.isError || !valid ? (
          <p className="tw-muted" data-testid="c2c-order-missing">
            {t('c2c.order.missing')}
          </p>
        ) : (
          <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />
        )}
      </div>
    </Page>
  );
}

function OrderForm({ ad }: { ad: C2cAd }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const coinDecimals = ad.coin_decimals;
  const selling = ad.side === 'sell';
  const spot = useSpotCoin(ad.coin);
  const bankCard = useHasBankCard(selling);
  const choices = payTypeChoices(ad);
  const [mode, setMode] = useState<C2cOrderMode>('amount');
  const [typed, setTyped] = useState('');
  const [payType, setPayType] = useState<C2cPayType | null>(choices[0] ?? null);
  // One request id for this form: a retry after a lost answer, even with other figures, gets the
  // order the first attempt made rather than a second one.
  const [requestId] = useState(newRequestId);
  const form = c2cOrderForm(
    { mode, typed, pay_type: payType },
    {
      ad,
      coinDecimals,
      balance: selling ? (spot?.available ?? null) : null,
      hasBankCard: selling ? (bankCard.data ?? null) : null,
      decimalMark: decimalMarkOf(lang),
    },
  );
  const shown = useFieldErrors<C2cOrderField>(form.errors);
  const sender = useSubmit((values: C2cOrderRequestValues) =>
    placeOrder({ ...values, request_id: requestId }),
  );
  const fiat = (v: string | null | undefined) => fiatText(v, ad.fiat, lang);
  const coins = (v: string | null | undefined) => coinText(v, ad.coin, coinDecimals, lang);
  const amountText = fiat(form.amount?.toFixed(2) ?? null);
  const quantityText = coins(form.quantity?.toFixed() ?? null);

  const submit = async () => {
    if (!form.request) return;
    const confirmed = await Dialog.confirm({
      title: t('c2c.order.confirm_title'),
      message: t(selling ? 'c2c.order.confirm_sell' : 'c2c.order.confirm_buy', {
        quantity: quantityText,
        amount: amountText,
        minutes: C2C_PAY_MINUTES,
      }),
      confirmButtonText: t('common.confirm'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    const sent = await sender.run(form.request);
    if (!sent.ok) return;
    refreshAfterChange(queryClient, sent.result);
    navigate(`/pages/c2c/detail?id=${sent.result.id}`, { replace: true });
  };

  const fillMax = () => {
    setTyped(mode === 'amount' ? form.max.amount.toFixed() : form.max.quantity.toFixed());
    shown.touch(mode);
  };

  return (
    <>
      <section className="tw-card">
        <MerchantStats merchant={ad.merchant} />
        <SummaryList
          className="tw-summary-rows tw-c2c-ad-terms"
          testIdPrefix="c2c-order-ad"
          rows={[
            { name: 'price', label: t('c2c.ad.price'), value: priceText(ad.price, ad.fiat, lang) },
            { name: 'available', label: t('c2c.ad.available'), value: coins(ad.available) },
            {
              name: 'limits',
              label: t('c2c.ad.limits'),
              value: t('c2c.ad.range', {
                min: fiatNumber(ad.min_amount, lang),
                max: fiatNumber(ad.max_amount, lang),
                fiat: ad.fiat,
              }),
            },
          ]}
        />
      </section>

      <section className="tw-card tw-c2c-order-form">
        <ChipGroup<C2cOrderMode>
          label={t('c2c.order.mode')}
          choices={['amount', 'quantity']}
          value={mode}
          onChange={(m) => {
            setMode(m);
            setTyped('');
          }}
          text={(m) =>
            m === 'amount'
              ? t('c2c.order.by_amount', { fiat: ad.fiat })
              : t('c2c.order.by_quantity', { coin: ad.coin })
          }
          testId={(m) => `c2c-order-mode-${m}`}
        />
        <div className="tw-c2c-figure">
          <DecimalField
            label={
              mode === 'amount'
                ? t('c2c.order.amount_label', { fiat: ad.fiat })
                : t('c2c.order.quantity_label', { coin: ad.coin })
            }
            value={typed}
            placeholder={
              mode === 'amount'
                ? t('c2c.ad.range', {
                    min: fiatNumber(ad.min_amount, lang),
                    max: fiatNumber(ad.max_amount, lang),
                    fiat: '',
                  })
                : t('c2c.order.quantity_placeholder')
            }
            onChange={(v) => {
              setTyped(v);
              shown.touch(mode);
            }}
            name={mode}
            testId="c2c-order-figure"
            error={shown.under(mode)}
          />
          <button type="button" className="tw-link tw-c2c-max" onClick={fillMax} data-testid="c2c-order-max">
            {t('c2c.order.max')}
          </button>
        </div>
        {selling && (
          <p className="tw-small">
            <span className="tw-muted">{t('c2c.order.spot_available')}</span>{' '}
            <span className="tw-num" data-testid="c2c-order-balance">
              {coins(spot?.available ?? null)}
            </span>{' '}
            {form.short && (
              <Link to="/pages/deposit/index" className="tw-link" data-testid="c2c-order-deposit">
                {t('c2c.order.deposit')}
              </Link>
            )}
          </p>
        )}
        <SummaryList
          className="tw-summary-rows"
          testIdPrefix="c2c-order"
          rows={
            selling
              ? [
                  { name: 'give', label: t('c2c.order.you_sell'), value: quantityText },
                  { name: 'get', label: t('c2c.order.you_receive'), value: amountText },
                ]
              : [
                  { name: 'give', label: t('c2c.order.you_pay'), value: amountText },
                  { name: 'get', label: t('c2c.order.you_get'), value: quantityText },
                ]
          }
        />
      </section>

      <section className="tw-card">
        <h3>{t('c2c.order.pay_type')}</h3>
        {choices.length > 0 ? (
          <div className="tw-c2c-pay-choices" role="radiogroup" aria-label={t('c2c.order.pay_type')}>
            {choices.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={payType === p}
                className="tw-c2c-pay-choice"
                onClick={() => {
                  setPayType(p);
                  shown.touch('pay_type');
                }}
                data-testid={`c2c-order-pay-${p}`}
              >
                <PayTypeLabel payType={p} />
              </button>
            ))}
          </div>
        ) : (
          <p className="tw-muted tw-small" data-testid="c2c-order-no-pay">
            {t('c2c.order.no_pay_type')}
          </p>
        )}
        {selling && (
          <p className="tw-muted tw-small">
            {t('c2c.order.paid_to_card')}{' '}
            {bankCard.data === false && (
              <Link to="/pages/user/address/bank" className="tw-link" data-testid="c2c-order-bank-card">
                {t('c2c.order.add_bank_card')}
              </Link>
            )}
          </p>
        )}
        <FieldError text={shown.under('pay_type')} testId="c2c-order-pay-error" />
      </section>

      {ad.terms && (
        <section className="tw-card" data-testid="c2c-order-terms">
          <h3>{t('c2c.order.terms')}</h3>
          <p className="tw-c2c-terms">{ad.terms}</p>
        </section>
      )}

      <section className="tw-card">
        <p className="tw-muted tw-small tw-c2c-rule" data-testid="c2c-order-rule">
          {t('c2c.order.rule', { minutes: C2C_PAY_MINUTES, limit: C2C_CANCELS_PER_DAY })}
        </p>
        <SubmitButton
          reason={shown.reason}
          busy={sender.busy}
          onClick={() => void submit()}
          testId="c2c-order-submit"
          className={`tw-c2c-submit-${ad.side}`}
        >
          {t('c2c.order.submit', { side: t(SIDE_KEY[ad.side]), coin: ad.coin })}
        </SubmitButton>
      </section>
    </>
  );
}
