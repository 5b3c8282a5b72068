import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, Popup } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/popup/style/index.css';
import { expectedPayout } from '../../../core/options';
import { parseMoney } from '../../../core/money';
import type { OptionDirection, OptionOrder, OptionProduct } from '../../../core/schemas/options';
import { decimalInput } from '../../ui/format/decimalInput';
import { useSubmit } from '../../ui/forms/useSubmit';
import { DemoTag } from './DemoTag';
import { usdt } from './format';
import { purchaseProblem, STAKE_DECIMALS, STAKE_PERCENTS, stakeForPercent } from './optionPurchase';
import { PeriodChips } from './PeriodChips';
import { submitOption } from './queries';
import type { AccountState } from './useOptionAccount';

export const VERIFICATION_PATH = '/pages/verification/index';

type Props = {
  direction: OptionDirection | null;
  symbol: string;
  periods: OptionProduct[];
  /** The period chosen last on this screen, kept between purchases. */
  seconds: number | null;
  onSeconds(seconds: number): void;
  account: AccountState;
  verified: boolean | null;
  onPlaced(order: OptionOrder): void;
  onClose(): void;
};

/**
 * The purchase: period chips with their payout, the stake with shares of the balance, the limits,
 * and a summary of what a win pays, all checked in the spec's order before anything is sent.
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
  periods,
  seconds,
  onSeconds,
  account,
  verified,
  onPlaced,
}: Props & { direction: OptionDirection }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const product = periods.find((p) => p.seconds === seconds) ?? null;
  const stake = parseMoney(amount);
  const payout =
    product && stake?.gt(0) ? expectedPayout(stake, product.payout_ratio, product.fee_rate) : null;
  const sender = useSubmit(
    (values: Omit<Parameters<typeof submitOption>[0], 'request_id'>, request_id: string) =>
      submitOption({ ...values, request_id }),
  );

  const edit = (value: string) => {
    setAmount(value);
    setProblem(null);
  };

  const confirm = async () => {
    const found = purchaseProblem({
      product,
      amount,
      account: account.account,
      available: account.available,
      verified,
    });
    if (found?.kind === 'error') return setProblem(t(found.key, found.values));
    if (found?.kind === 'verify') {
      const go = await Dialog.confirm({
        message: t('option.verify_message'),
        confirmButtonText: t('option.verify_go'),
        cancelButtonText: t('common.cancel'),
        className: 'tw-trade-dark',
      }).then(
        () => true,
        () => false,
      );
      if (go) navigate(VERIFICATION_PATH);
      return;
    }
    if (!product) return;
    const sent = await sender.run({
      symbol,
      direction,
      seconds: product.seconds,
      amount,
      account: account.account,
    });
    // On a failure the client has toasted the server's message; the popup stays for a retry.
    if (sent.ok) onPlaced(sent.result);
  };

  const summary: [string, string][] = [
    ['direction', t(`option.${direction}`)],
    ['period', product ? t('option.period_value', { seconds: product.seconds }) : '--'],
    ['amount', stake?.gt(0) ? usdt(amount, lang) : '--'],
    ['expected_payout', payout ? usdt(payout.toFixed(), lang) : '--'],
    ['account', t(account.demo ? 'option.demo' : 'option.real')],
  ];

  return (
    <div className="tw-option-sheet" data-testid="option-purchase">
      <h3>
        {t('option.buy_title', { direction: t(`option.${direction}`), pair: symbol })}
        {account.demo && <DemoTag />}
      </h3>

      <h4 className="tw-muted">{t('option.period')}</h4>
      <PeriodChips
        periods={periods}
        seconds={seconds}
        onChoose={(s) => {
          onSeconds(s);
          setProblem(null);
        }}
      />

      <label className="tw-qty-field tw-option-amount">
        <small className="tw-muted">{t('option.amount_label')}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={amount}
          placeholder={product ? product.min_amount : ''}
          onChange={(e) => edit(decimalInput(e.target.value, STAKE_DECIMALS))}
          name="amount"
          data-testid="option-amount"
        />
      </label>
      <p className="tw-muted tw-option-note tw-num" data-testid="option-limits">
        {product
          ? t('option.limits', { min: usdt(product.min_amount, lang), max: usdt(product.max_amount, lang) })
          : t('option.limits_hint')}
      </p>
      <div className="tw-percents" role="group" aria-label={t('option.of_available')}>
        {STAKE_PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="tw-percent tw-num"
            disabled={account.available === null}
            onClick={() => edit(stakeForPercent(account.available ?? '0', percent, product?.max_amount))}
            data-testid={`stake-${percent}`}
          >
            {`${percent}%`}
          </button>
        ))}
      </div>
      <p className="tw-option-note">
        <span className="tw-muted">{t('option.available')}</span>{' '}
        <span className="tw-num" data-testid="purchase-available">
          {account.available === null ? '--' : usdt(account.available, lang)}
        </span>
      </p>

      <dl className="tw-option-figures tw-option-summary" data-testid="option-summary">
        {summary.map(([key, value]) => (
          <div key={key}>
            <dt className="tw-muted">{t(`option.field.${key}`)}</dt>
            <dd
              className={`tw-num ${key === 'direction' ? `tw-option-dir-${direction}` : ''} ${key === 'account' ? 'tw-option-summary-account' : ''}`}
              data-testid={`summary-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {problem && (
        <p className="tw-order-error" role="alert" data-testid="option-problem">
          {problem}
        </p>
      )}
      <Button
        block
        round
        loading={sender.busy}
        className={`tw-option-confirm tw-option-direction tw-option-dir-${direction}`}
        onClick={() => void confirm()}
        data-testid="option-confirm"
      >
        {t('option.confirm', { direction: t(`option.${direction}`) })}
        {account.demo && <DemoTag />}
      </Button>
    </div>
  );
}
