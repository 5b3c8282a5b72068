import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog, Popup } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/popup/style/index.css';
import { optionPurchaseForm, type OptionPurchaseField } from '../../../core/forms/optionPurchaseForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { expectedPayout } from '../../../core/options';
import type { VerificationState } from '../../../core/schemas/identity';
import type { OptionDirection, OptionOrder, OptionProduct } from '../../../core/schemas/options';
import { DecimalField } from '../../ui/forms/DecimalField';
import { PercentChips } from '../../ui/forms/PercentChips';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useSubmit } from '../../ui/forms/useSubmit';
import { DemoTag } from './DemoTag';
import { bandText } from './flatBand';
import { usdt } from '../../ui/format/figures';
import { STAKE_PERCENTS, stakeForPercent, verificationPrompt } from './optionPurchase';
import { PeriodChips } from './PeriodChips';
import { submitOption } from './queries';
import type { AccountState } from './useOptionAccount';

export const VERIFICATION_PATH = '/pages/verification/index';

type Props = {
  direction: OptionDirection | null;
  symbol: string;
  priceDecimals: number;
  periods: OptionProduct[];
  /** The period chosen last on this screen, kept between purchases. */
  seconds: number | null;
  onSeconds(seconds: number): void;
  account: AccountState;
  /** Basic verification's state; null while it is not known (the server checks it anyway). */
  verification: VerificationState | null;
  onPlaced(order: OptionOrder): void;
  onClose(): void;
};

/**
 * The purchase: period chips with their payout, the stake with shares of the balance, the limits,
 * and a summary of what a win pays (and, for Flat, how wide the band is), all checked in the
 * spec's order before anything is sent (core/forms/optionPurchaseForm.ts). The stake box keeps
 * what was typed; why it cannot be sent is said under it and on the button.
 */
export function PurchasePopup(props: Props) {
  const { direction, account, onClose } = props;
  return (
    <Popup
      visible={direction !== null}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
      className={`tw-trade-dark ${account.demo ? 'tw-option-demo' : ''}`}
    >
      {direction && <PurchaseForm {...props} direction={direction} />}
    </Popup>
  );
}

function PurchaseForm({
  direction,
  symbol,
  priceDecimals,
  periods,
  seconds,
  onSeconds,
  account,
  verification,
  onPlaced,
}: Props & { direction: OptionDirection }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const { product, amount, stake, errors } = optionPurchaseForm(
    { seconds, amount: typed },
    {
      symbol,
      direction,
      account: account.account,
      periods,
      available: account.available,
      decimalMark: decimalMarkOf(lang),
    },
  );
  const shown = useFieldErrors<OptionPurchaseField>(errors);
  const payout = product && amount ? expectedPayout(amount, product.payout_ratio, product.fee_rate) : null;
  const sender = useSubmit(
    (values: Omit<Parameters<typeof submitOption>[0], 'request_id'>, request_id: string) =>
      submitOption({ ...values, request_id }),
  );

  const edit = (value: string) => {
    setTyped(value);
    shown.touch('amount');
  };

  /** Asks the dialog's question; true when the user takes its action. */
  const ask = (message: string, action: string) =>
    Dialog.confirm({
      message,
      confirmButtonText: action,
      cancelButtonText: t('common.cancel'),
      className: 'tw-trade-dark',
    }).then(
      () => true,
      () => false,
    );

  const confirm = async () => {
    if (!product || stake === null) return;
    const prompt = verificationPrompt(account.account, verification);
    if (prompt === 'verify') {
      if (await ask(t('options.verify_message'), t('options.verify_go'))) navigate(VERIFICATION_PATH);
      return;
    }
    if (prompt === 'under_review') {
      // Nothing to fill in again: the demo account is what can be traded meanwhile.
      if (await ask(t('options.review_message'), t('options.review_try_demo'))) account.setDemo(true);
      return;
    }
    const sent = await sender.run({
      symbol,
      direction,
      seconds: product.seconds,
      amount: stake,
      account: account.account,
    });
    // On a failure the client has toasted the server's message; the popup stays for a retry.
    if (sent.ok) onPlaced(sent.result);
  };

  const band = product ? bandText(product.flat_band, priceDecimals, lang) : null;
  const summary: [string, string][] = [
    ['direction', t(`options.${direction}`)],
    ['period', product ? t('options.period_value', { seconds: product.seconds }) : '--'],
    ...(direction === 'flat' ? [['flat_band', band ?? '--'] as [string, string]] : []),
    ['amount', amount ? usdt(amount, lang) : '--'],
    ['expected_payout', payout ? usdt(payout.toFixed(), lang) : '--'],
    ['account', t(account.demo ? 'options.account_demo' : 'options.account_real')],
  ];

  return (
    <div className="tw-option-sheet" data-testid="option-purchase">
      <h3>
        {t('options.buy_title', { direction: t(`options.${direction}`), pair: symbol })}
        {account.demo && <DemoTag />}
      </h3>

      <h4 className="tw-muted">{t('options.period')}</h4>
      <PeriodChips
        periods={periods}
        seconds={seconds}
        onChoose={(s) => {
          onSeconds(s);
          shown.touch('seconds');
        }}
      />

      <DecimalField
        className="tw-option-amount"
        label={t('options.amount_label')}
        value={typed}
        placeholder={product ? product.min_amount : ''}
        onChange={edit}
        name="amount"
        testId="option-amount"
        error={shown.under('amount')}
      />
      <p className="tw-muted tw-option-note tw-num" data-testid="option-limits">
        {product
          ? t('options.limits', { min: usdt(product.min_amount, lang), max: usdt(product.max_amount, lang) })
          : t('options.limits_hint')}
      </p>
      <PercentChips
        label={t('options.of_available')}
        percents={STAKE_PERCENTS}
        disabled={account.available === null}
        onChoose={(percent) => edit(stakeForPercent(account.available ?? '0', percent, product?.max_amount))}
        testId={(percent) => `stake-${percent}`}
      />
      <p className="tw-option-note">
        <span className="tw-muted">{t('options.available')}</span>{' '}
        <span className="tw-num" data-testid="purchase-available">
          {account.available === null ? '--' : usdt(account.available, lang)}
        </span>
      </p>

      <SummaryList
        className="tw-option-figures tw-option-summary"
        testId="option-summary"
        testIdPrefix="summary"
        rows={summary.map(([key, value]) => ({
          name: key,
          label: t(`options.field.${key}`),
          value,
          className:
            key === 'direction'
              ? `tw-option-dir-${direction}`
              : key === 'account'
                ? 'tw-option-summary-account'
                : '',
        }))}
      />

      {direction === 'flat' && band && (
        <p className="tw-muted tw-option-note" data-testid="flat-rule">
          {t('options.flat_rule', { band })}
        </p>
      )}
      <SubmitButton
        reason={shown.reason}
        busy={sender.busy}
        className={`tw-option-confirm tw-option-direction tw-option-dir-${direction}`}
        onClick={() => void confirm()}
        testId="option-confirm"
      >
        {t('options.confirm', { direction: t(`options.${direction}`) })}
        {account.demo && <DemoTag />}
      </SubmitButton>
    </div>
  );
}
