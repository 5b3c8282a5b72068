import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import { newcoinOrderForm } from '../../../core/forms/newcoinOrderForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import type { NewCoinProductInfo } from '../../../core/schemas/newcoins';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { useSession } from '../../api/session/useSession';
import { DecimalField } from '../../ui/forms/DecimalField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { coinAmount } from '../../ui/format/figures';
import { formatDateMinute } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { useSpotCoin } from '../assets';
import { newcoinsKeys, placeOrder, useSale } from './queries';
import './newcoins.css';

/** `/pages/subscribe/detail?id=`: one sale, its steps, its rules, and the subscription form. */
export default function SaleScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const sale = useSale(Number.isInteger(id) && id > 0 ? id : null, i18n.language);
  return (
    <Page
      title={sale.data ? `${sale.data.currency} · ${t('newcoins.title')}` : t('newcoins.title')}
      testId="newcoin-detail"
    >
      <div className="tw-content tw-newcoins">
        {sale.data ? (
          <Sale product={sale.data} />
        ) : sale.isError || !(id > 0) ? (
          <p className="tw-muted">{t('newcoins.load_failed')}</p>
        ) : (
          <div className="tw-skeleton-block tw-newcoin-skeleton" aria-busy="true" />
        )}
      </div>
    </Page>
  );
}

function Sale({ product }: { product: NewCoinProductInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const pay = useSpotCoin(product.pay_currency);
  const payDecimals = pay?.decimals ?? 6;
  const available = loggedIn ? (pay?.available ?? null) : null;
  const [typed, setTyped] = useState('');
  const form = newcoinOrderForm(typed, { product, payDecimals, available, decimalMark: decimalMarkOf(lang) });
  const shown = useFieldErrors<'amount'>(form.errors);
  const sender = useSubmit((values: NonNullable<typeof form.request>, request_id: string) =>
    placeOrder({ ...values, request_id }),
  );
  const payText = (v: string | null) => coinAmount(v, product.pay_currency, payDecimals, lang);
  const coinText = (v: string | null) => coinAmount(v, product.currency, product.decimals, lang);
  const open = product.status === 'subscribing';
  const unlockAt = product.launch_time + product.lockup_days * 86_400_000;

  const confirm = async () => {
    if (!loggedIn) return navigate(loginUrlFor(`/pages/subscribe/detail?id=${product.id}`));
    if (!form.request) return;
    const sent = await sender.run(form.request);
    if (!sent.ok) return;
    void queryClient.invalidateQueries({ queryKey: newcoinsKeys.all });
    Toast.success(t('newcoins.subscribed'));
    navigate('/pages/subscribe/mine', { replace: true });
  };

  const steps: [string, number][] = [
    ['start', product.start_time],
    ['end', product.end_time],
    ['launch', product.launch_time],
    ['unlock', unlockAt],
  ];
  return (
    <>
      <section className="tw-card tw-newcoin-head">
        <h2>{product.currency}</h2>
        <p className="tw-small">{product.description}</p>
        <SummaryList
          className="tw-summary-rows"
          testIdPrefix="sale"
          rows={[
            { name: 'price', label: t('newcoins.issue_price'), value: payText(product.issue_price) },
            { name: 'supply', label: t('newcoins.supply'), value: coinText(product.supply) },
            {
              name: 'subscribed',
              label: t('newcoins.subscribed_so_far'),
              value: coinText(product.subscribed),
            },
            {
              name: 'lockup',
              label: t('newcoins.lockup'),
              value: t('newcoins.days', { days: product.lockup_days }),
            },
          ]}
        />
      </section>

      <section className="tw-card tw-steps" data-testid="newcoin-timeline">
        <h3>{t('newcoins.timeline')}</h3>
        <ol>
          {steps.map(([step, at]) => (
            <li key={step}>
              <span>{t(`newcoins.step.${step}`)}</span>
              <time className="tw-num tw-muted">{formatDateMinute(at, lang)}</time>
            </li>
          ))}
        </ol>
      </section>

      {open && (
        <section className="tw-card">
          <DecimalField
            label={t('newcoins.amount_label', { currency: product.pay_currency })}
            value={typed}
            placeholder={product.min_amount}
            onChange={(v) => {
              setTyped(v);
              shown.touch('amount');
            }}
            name="amount"
            testId="newcoin-amount"
            error={shown.under('amount')}
          />
          {loggedIn && (
            <p className="tw-small">
              <span className="tw-muted">{t('newcoins.available')}</span>{' '}
              <span className="tw-num" data-testid="newcoin-available">
                {payText(available)}
              </span>{' '}
              {form.short && (
                <Link to="/pages/deposit/index" className="tw-link" data-testid="newcoin-deposit">
                  {t('newcoins.deposit')}
                </Link>
              )}
            </p>
          )}
          <SummaryList
            className="tw-summary-rows"
            testIdPrefix="newcoin"
            rows={[
              {
                name: 'coins',
                label: t('newcoins.coins_asked'),
                value: coinText(form.coins?.toFixed() ?? null),
              },
              { name: 'left', label: t('newcoins.user_left'), value: payText(product.user_left) },
            ]}
          />
          <p className="tw-muted tw-small">{t('newcoins.allotment_note')}</p>
          <SubmitButton
            reason={loggedIn ? shown.reason : undefined}
            busy={sender.busy}
            onClick={() => void confirm()}
            testId="newcoin-confirm"
          >
            {t('newcoins.confirm')}
          </SubmitButton>
        </section>
      )}

      {product.allotment && (
        <section className="tw-card" data-testid="newcoin-published">
          <h3>{t('newcoins.published')}</h3>
          <SummaryList
            className="tw-summary-rows"
            testIdPrefix="published"
            rows={[
              {
                name: 'total',
                label: t('newcoins.total_applied'),
                value: coinText(product.allotment.total_applied),
              },
              { name: 'factors', label: t('newcoins.factors'), value: product.allotment.factors.join(' → ') },
              {
                name: 'hash',
                label: t('newcoins.table_hash'),
                value: <code>{product.allotment.table_hash.slice(0, 16)}…</code>,
              },
            ]}
          />
        </section>
      )}

      <section className="tw-card tw-rules">
        <h3>{t('newcoins.rules_title')}</h3>
        <ol>
          {product.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
