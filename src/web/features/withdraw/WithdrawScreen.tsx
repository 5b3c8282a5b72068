import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Dialog, Field, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/field/style/index.css';
import { shortAddress } from '../../../core/address';
import { plainDecimal } from '../../../core/money';
import { BANK_NETWORK, WITHDRAW_COINS, type WithdrawNetwork } from '../../../core/schemas/withdrawals';
import { withdrawForm, type WithdrawField, type WithdrawFormState } from '../../../core/forms/withdrawForm';
import { OwnContactCodeField } from '../../ui/forms/OwnContactCodeField';
import { formatCoinAmount, formatFee } from '../../ui/format/money';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { editFields } from '../../ui/forms/editFields';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useAddresses, useBankCard, useWithdrawInfo, withdrawKeys } from './queries';
import { api } from '../../api';
import { withdrawRequest as withdrawCall } from '../../api/endpoints';
import { formatTime } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { CoinNetworkPicker } from './CoinNetworkPicker';
import { withdrawGate } from './withdrawGate';
import './withdraw.css';

function initialSelection(params: URLSearchParams): { coinId: number; network: WithdrawNetwork } {
  const coin = WITHDRAW_COINS.find((c) => String(c.id) === params.get('coin')) ?? WITHDRAW_COINS[0]!;
  const network = coin.networks.find((n) => n === params.get('network')) ?? coin.networks[0]!;
  return { coinId: coin.id, network };
}

/** Spec §5/§6/§9 withdraw: destination, amount with fee and receipt, fund password, gates. */
export default function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [selection, setSelection] = useState(() => initialSelection(params));
  const { coinId, network } = selection;
  const bank = network === BANK_NETWORK;
  const info = useWithdrawInfo(coinId, network);
  const addresses = useAddresses();
  const bankCard = useBankCard();
  const [form, setForm] = useState({ address_id: '', amount: '', pay_password: '', code: '', remark: '' });

  const matching = (addresses.data ?? []).filter((a) => a.currency_id === coinId && a.network === network);
  const chosen = matching.find((a) => String(a.id) === form.address_id) ?? matching[0];
  const data = info.data;
  const gate = data ? withdrawGate(data) : null;
  const coin = data?.coin ?? '';
  const amountOf = (value: string) =>
    formatCoinAmount(value, { symbol: coin, decimals: data?.decimals }, lang);
  const state = { ...form, address_id: bank ? null : (chosen?.id ?? null) };
  const { figures, errors } = data
    ? withdrawForm(state, { ...data, bank, codeRequired: Boolean(data.contact) })
    : { figures: null, errors: [] };
  const shown = useFieldErrors<WithdrawField>(errors);
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: WithdrawFormState, request_id: string) =>
    api.call(withdrawCall, {
      currency_id: coinId,
      network,
      address_id: body.address_id ?? undefined,
      amount: body.amount,
      pay_password: body.pay_password,
      code: body.code || undefined,
      remark: body.remark || undefined,
      request_id,
    }),
  );
  const destination = bank
    ? bankCard.data
      ? `${bankCard.data.bank_name} ${shortAddress(bankCard.data.card_number)}`
      : ''
    : chosen
      ? shortAddress(chosen.address)
      : '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!data || gate || errors.length > 0) return;
    const confirmed = await Dialog.confirm({
      title: t('withdraw.confirm_title'),
      message: t('withdraw.confirm_body', {
        amount: amountOf(form.amount).number,
        coin,
        destination,
        fee: amountOf(data.fee).number,
        received: amountOf(figures?.received ?? '0').number,
      }),
      confirmButtonText: t('common.confirm'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    const sent = await sender.run(state);
    if (!sent.ok) {
      // The server's answer was toasted; the balance or the gates may have changed since.
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.info(coinId, network) });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    Toast.success(t('withdraw.submitted'));
    navigate(`/pages/assets/withdraw/detail?id=${sent.result.id}`);
  };

  return (
    <Page
      title={t('withdraw.title')}
      right={
        <Link to="/pages/assets/withdraw/index" className="tw-link" data-testid="withdraw-records">
          {t('withdraw.records')}
        </Link>
      }
      testId="withdraw-page"
    >
      <form className="tw-content tw-form" onSubmit={submit}>
        <CoinNetworkPicker
          coinId={coinId}
          network={network}
          onChange={(c, n) => {
            setSelection({ coinId: c, network: n });
            set({ address_id: '', amount: '' });
          }}
        />

        {gate && (
          <div className="tw-wd-gate" role="alert" data-testid="withdraw-gate">
            <span>
              {t(gate.reason, {
                count: gate.count,
                until: gate.until && formatTime(gate.until, i18n.language),
              })}
            </span>
            {gate.fix && (
              <Link to={gate.fix.path} data-testid="withdraw-gate-fix">
                {t(gate.fix.label)}
              </Link>
            )}
          </div>
        )}

        <div className="tw-card">
          <div className="tw-wd-label">{bank ? t('withdraw.bank_card') : t('withdraw.address')}</div>
          {bank ? (
            bankCard.data ? (
              <Link to="/pages/user/address/bank" className="tw-wd-address" data-testid="withdraw-bank-card">
                {bankCard.data.bank_name}
                <small className="tw-wd-mono">
                  {bankCard.data.holder_name} · {shortAddress(bankCard.data.card_number)}
                </small>
              </Link>
            ) : (
              <p className="tw-muted">{t('withdraw.no_bank_card')}</p>
            )
          ) : (
            <>
              {matching.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  role="radio"
                  aria-checked={a.id === chosen?.id}
                  className="tw-wd-address"
                  data-testid="withdraw-address-option"
                  onClick={() => set({ address_id: String(a.id) })}
                >
                  <code>{a.address}</code>
                  {a.remark && <small>{a.remark}</small>}
                </button>
              ))}
              <Link
                className="tw-link"
                to={`/pages/user/address/create?coin=${coinId}&network=${network}`}
                data-testid="withdraw-add-address"
              >
                {t('withdraw.add_address')}
              </Link>
            </>
          )}
        </div>

        <Field
          value={form.amount}
          onChange={(v) => set({ amount: v })}
          label={t('withdraw.amount')}
          errorMessage={shown.under('amount')}
          // What to type, as it would be typed ("Minimum 10 USDT"), not a padded figure.
          placeholder={
            data ? t('withdraw.amount_placeholder', { min: `${plainDecimal(data.min)} ${coin}` }) : ''
          }
          name="amount"
          type="text"
          rightIcon={
            <button
              type="button"
              className="tw-wd-max"
              data-testid="withdraw-max"
              onClick={() => figures && set({ amount: plainDecimal(figures.max) })}
            >
              {t('withdraw.max')}
            </button>
          }
        />
        {data && figures && (
          <div className="tw-card" data-testid="withdraw-figures">
            <div className="tw-wd-row">
              <span>{t('withdraw.available', { amount: amountOf(data.available).number, coin })}</span>
            </div>
            <div className="tw-wd-row">
              <span>{t('withdraw.fee')}</span>
              <strong>{formatFee(data.fee, { symbol: coin, decimals: data.decimals }, lang).text}</strong>
            </div>
            <div className="tw-wd-row">
              <span>{t('withdraw.received')}</span>
              <strong data-testid="withdraw-received">{amountOf(figures.received).text}</strong>
            </div>
            <div className="tw-wd-row">
              <span>{t('withdraw.total')}</span>
              <strong>{amountOf(figures.total).text}</strong>
            </div>
          </div>
        )}
        <Field
          value={form.pay_password}
          onChange={(pay_password) => set({ pay_password })}
          type="password"
          label={t('withdraw.pay_password')}
          errorMessage={shown.under('pay_password')}
          placeholder={t('withdraw.pay_password_placeholder')}
          name="pay_password"
        />
        <OwnContactCodeField
          scene="withdraw"
          to={data?.contact?.masked}
          value={form.code}
          onChange={(code) => set({ code })}
          error={shown.under('code')}
          placeholder={(target) => t('withdraw.code_to', { target })}
          testId="withdraw-send-code"
        />
        <Field
          value={form.remark}
          onChange={(v) => set({ remark: v })}
          label={t('withdraw.remark')}
          errorMessage={shown.under('remark')}
          placeholder={t('withdraw.remark_placeholder')}
          name="remark"
          maxLength={100}
        />
        {data && (
          <p className="tw-wd-foot">
            <span data-testid="withdraw-daily-left">
              {t('withdraw.daily_left', { left: data.daily_left, limit: data.daily_limit })}
            </span>
            <br />
            <span data-testid="withdraw-arrival">{t('withdraw.arrival')}</span>
          </p>
        )}
        <SubmitButton
          reason={shown.reason}
          busy={sender.busy}
          disabled={!data || Boolean(gate)}
          testId="withdraw-submit"
        >
          {t('withdraw.submit')}
        </SubmitButton>
      </form>
    </Page>
  );
}
