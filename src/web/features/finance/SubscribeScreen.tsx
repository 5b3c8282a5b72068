import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Checkbox, Toast } from 'react-vant';
import 'react-vant/es/checkbox/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { financeSubscribeForm, type SubscribeField } from '../../../core/forms/financeSubscribeForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { earlyRedemption } from '../../../core/finance';
import { atLeastZero, Big, truncate } from '../../../core/money';
import type { TrustProductInfo } from '../../../core/schemas/finance';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { useSession } from '../../api/session/useSession';
import { DecimalField } from '../../ui/forms/DecimalField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { formatDateMinute } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { useSpotCoin } from '../assets';
import { amountIn, percent } from './format';
import { refreshAfterChange, subscribe, useProductInfo } from './queries';
import { Timeline } from './Timeline';
import './finance.css';

const EXAMPLE_AMOUNT = '1000';

/** `/pages/trust/detail?id=`: one product and its subscription form. */
export default function SubscribeScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const info = useProductInfo(Number.isInteger(id) && id > 0 ? id : null, i18n.language);
  const product = info.data;
  return (
    <Page
      title={
        product
          ? t('finance.product_title', { currency: product.currency, days: product.days })
          : t('finance.detail_title')
      }
      testId="trust-detail"
    >
      <div className="tw-content tw-finance">
        {product ? (
          <Subscription product={product} />
        ) : info.isError || !(id > 0) ? (
          <p className="tw-muted tw-finance-note">{t('finance.load_failed')}</p>
        ) : (
          <div className="tw-skeleton-block tw-finance-skeleton" aria-busy="true" />
        )}
      </div>
    </Page>
  );
}

function Subscription({ product }: { product: TrustProductInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const coin = useSpotCoin(product.currency);
  const decimals = coin?.decimals ?? 8;
  const available = loggedIn ? (coin?.available ?? null) : null;
  const [typed, setTyped] = useState('');
  const [agree, setAgree] = useState(false);
  const form = financeSubscribeForm(
    { amount: typed, agree },
    { product, decimals, available, decimalMark: decimalMarkOf(lang) },
  );
  const shown = useFieldErrors<SubscribeField>(form.errors);
  const sender = useSubmit((values: NonNullable<typeof form.request>, request_id: string) =>
    subscribe({ ...values, request_id }),
  );
  const coinText = (value: string | Big | null) =>
    amountIn(value === null ? null : String(value), product.currency, () => decimals, lang);
  const open = product.status === 'open';

  /** The most that can go in now: the balance, within the product's maximum and what is left to the user. */
  const most = () => {
    const caps = [available ?? '0', product.max_amount, product.user_left, product.quota_left].map(
      (v) => new Big(v),
    );
    const least = caps.reduce((a, b) => (b.lt(a) ? b : a));
    return truncate(atLeastZero(least), decimals).replace(/\.?0+$/, '');
  };
  const edit = (value: string) => {
    setTyped(value);
    shown.touch('amount');
  };

  const confirm = async () => {
    if (!loggedIn) return navigate(loginUrlFor(`/pages/trust/detail?id=${product.id}`));
    if (!form.request) return;
    const sent = await sender.run(form.request);
    if (!sent.ok) return;
    refreshAfterChange(queryClient);
    Toast.success(t('finance.subscribed', { time: formatDateMinute(sent.result.interest_start, lang) }));
    navigate('/pages/trust/orders', { replace: true });
  };

  const back = form.amount && form.interest ? new Big(form.amount).plus(form.interest) : null;
  // The penalty explained on the amount typed, or on 1,000 until one is: redeemed halfway through.
  const halfDays = Math.ceil(product.days / 2);
  const example = form.halfway
    ? { amount: form.amount!, ...form.halfway }
    : {
        amount: EXAMPLE_AMOUNT,
        days: halfDays,
        ...earlyRedemption(EXAMPLE_AMOUNT, product.penalty_rate, halfDays),
      };
  return (
    <>
      <section className="tw-finance-head" data-testid="detail-head">
        <div className="tw-finance-rate">
          <b className="tw-num">{percent(product.annual_rate, lang)}</b>
          <small className="tw-muted">{t('finance.annual_rate')}</small>
        </div>
        <dl>
          <div>
            <dt className="tw-muted">{t('finance.daily_rate_label')}</dt>
            <dd className="tw-num">{percent(product.daily_rate, lang)}</dd>
          </div>
          <div>
            <dt className="tw-muted">{t('finance.days')}</dt>
            <dd className="tw-num">{t('finance.days_value', { days: product.days })}</dd>
          </div>
        </dl>
        {!open && (
          <p className="tw-finance-closed" data-testid="detail-status">
            {t(`finance.status.${product.status}`)}
            {product.status === 'upcoming' &&
              ` · ${t('finance.opens_at', { time: formatDateMinute(product.opens_at, lang) })}`}
            {product.next_opens_at !== null &&
              ` · ${t('finance.next_opens_at', { time: formatDateMinute(product.next_opens_at, lang) })}`}
          </p>
        )}
      </section>

      <section className="tw-card tw-finance-form">
        <div className="tw-finance-amount">
          <DecimalField
            label={t('finance.amount_label')}
            value={typed}
            placeholder={product.min_amount}
            onChange={edit}
            name="amount"
            testId="finance-amount"
            error={shown.under('amount')}
          />
          <button
            type="button"
            className="tw-link tw-finance-max"
            onClick={() => edit(most())}
            disabled={available === null}
            data-testid="finance-max"
          >
            {t('finance.max')}
          </button>
        </div>
        <p className="tw-muted tw-small tw-num">
          {t('finance.limits', { min: coinText(product.min_amount), max: coinText(product.max_amount) })}
        </p>
        {loggedIn && (
          <p className="tw-small tw-finance-available">
            <span className="tw-muted">{t('finance.available')}</span>{' '}
            <span className="tw-num" data-testid="finance-available">
              {coinText(available)}
            </span>{' '}
            <Link to="/pages/deposit/index" className="tw-link">
              {t('finance.deposit')}
            </Link>
          </p>
        )}
        <SummaryList
          className="tw-summary-rows"
          testIdPrefix="finance-summary"
          rows={[
            {
              name: 'interest',
              label: t('finance.expected_interest'),
              value: coinText(form.interest),
              className: 'tw-finance-up',
            },
            { name: 'back', label: t('finance.expected_total'), value: coinText(back) },
          ]}
        />
      </section>

      <Timeline product={product} />

      <section className="tw-card tw-finance-early" data-testid="finance-early">
        <h3>{t('finance.early_title')}</h3>
        <p className="tw-small">
          {t('finance.early_note', {
            rate: percent(product.penalty_rate, lang),
            days: example.days,
            amount: coinText(example.amount),
            penalty: coinText(example.penalty),
            refund: coinText(example.refund),
          })}
        </p>
        <Link
          to={`/pages/trust/rules?id=${product.id}`}
          className="tw-link tw-small"
          data-testid="finance-rules-link"
        >
          {t('finance.rules_link')}
        </Link>
      </section>

      <div className="tw-finance-confirm">
        <div className="tw-agree" data-testid="finance-agree">
          <Checkbox
            checked={agree}
            onChange={(checked: boolean) => {
              setAgree(checked);
              shown.touch('agree');
            }}
            shape="square"
            iconSize={16}
          >
            {t('finance.agree')}
          </Checkbox>
        </div>
        <SubmitButton
          reason={loggedIn && open ? shown.reason : undefined}
          disabled={!open}
          busy={sender.busy}
          onClick={() => void confirm()}
          testId="finance-confirm"
        >
          {t('finance.confirm')}
        </SubmitButton>
      </div>
    </>
  );
}
