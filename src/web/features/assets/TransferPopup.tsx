import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionSheet, Dialog, Field, Popup, Toast } from 'react-vant';
import { ArrowDown, Cross, Exchange } from '@react-vant/icons';
import 'react-vant/es/action-sheet/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/field/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { Big, truncate } from '../../../core/money';
import type { TransferableAccount } from '../../../core/schemas/funds';
import { transferForm, type TransferField, type TransferFormState } from '../../../core/forms/transferForm';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { fundsKeys, postTransfer, useWalletOverview, type CoinBalance } from './queries';
import {
  accountLabelKey,
  destinationsFor,
  fundingPair,
  openingPair,
  sources,
  withSource,
  type TransferPair,
} from './accounts';
import { formatCoinAmount } from '../../ui/format/money';
import './assets.css';

/** Where the sheet opens: from an account (an account screen's own), or to one (a trade screen's). */
type Opening = { from?: TransferableAccount; to?: TransferableAccount };

export type TransferPopupProps = Opening & {
  visible: boolean;
  onClose(): void;
  /** After the money has moved and the balances were asked for again (a trade screen refreshes its own). */
  onDone?(): void;
};

type Picking = 'from' | 'to' | 'coin' | null;

/** Moves money between the user's own accounts: pick, check, confirm, done. */
export function TransferPopup({ visible, onClose, onDone, from, to }: TransferPopupProps) {
  // The form is made anew on each opening, so it starts from the caller's account, empty.
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
      className="tw-transfer"
    >
      <TransferForm opening={{ from, to }} onClose={onClose} onDone={onDone} />
    </Popup>
  );
}

function TransferForm({ opening, onClose, onDone }: { opening: Opening; onClose(): void; onDone?(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overview = useWalletOverview();
  // Until the user picks, the pair follows the balances (they may arrive after the popup opens).
  const [picked, setPair] = useState<TransferPair | null>(null);
  const holdsMoney = (account: TransferableAccount) =>
    Boolean(
      overview.data?.accounts
        .find((a) => a.account === account)
        ?.coins.some((c) => new Big(c.available).gt(0)),
    );
  const pair =
    picked ??
    (opening.to ? fundingPair(opening.to, holdsMoney) : openingPair(opening.from ?? 'spot', holdsMoney));
  const { from, to } = pair;
  const [coinId, setCoinId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<Picking>(null);

  const coins = useMemo(
    () => overview.data?.accounts.find((a) => a.account === from)?.coins ?? [],
    [overview.data, from],
  );
  // USDT first by default: the coin people move most.
  const coin: CoinBalance | undefined =
    coins.find((c) => c.currency_id === coinId) ?? coins.find((c) => c.symbol === 'USDT') ?? coins[0];
  const accountName = (account: TransferableAccount) => t(accountLabelKey(account));
  const amountOf = (value: string, of: CoinBalance) => formatCoinAmount(value, of, i18n.language);

  const choose = (side: 'from' | 'to', account: TransferableAccount) => {
    // Choosing the other side's account swaps the two (where allowed), so they never match.
    if (account === (side === 'from' ? to : from)) return swap();
    setPair(side === 'from' ? withSource(account, to) : { from, to: account });
  };
  const swap = () => {
    setPair({ from: to, to: from });
  };

  const state = { currency_id: coin?.currency_id ?? null, from, to, amount };
  const { errors } = transferForm(state, coin ?? null);
  const shown = useFieldErrors<TransferField>(errors);
  const sender = useSubmit((values: TransferFormState, request_id: string) =>
    postTransfer({ ...values, currency_id: values.currency_id!, request_id }),
  );

  const submit = async () => {
    if (!coin || errors.length > 0) return;
    const confirmed = await Dialog.confirm({
      title: t('transfer.confirm_title'),
      message: t('transfer.confirm_message', {
        amount: amountOf(amount, coin).number,
        symbol: coin.symbol,
        from: accountName(from),
        to: accountName(to),
      }),
      confirmButtonText: t('common.confirm'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed || !(await sender.run(state)).ok) return;
    Toast.success(t('transfer.done'));
    await queryClient.invalidateQueries({ queryKey: fundsKeys.all });
    onDone?.();
    onClose();
  };

  const sheetActions =
    picking === 'coin'
      ? coins.map((c) => ({
          name: c.symbol,
          subname: `${t('transfer.available')} ${amountOf(c.available, c).text}`,
          value: String(c.currency_id),
        }))
      : (picking === 'from' ? sources() : destinationsFor(from)).map((a) => ({
          name: accountName(a),
          value: a,
        }));

  return (
    <>
      <div data-testid="transfer-popup">
        <header className="tw-sheet-head">
          <strong>{t('transfer.title')}</strong>
          <button
            type="button"
            className="tw-link"
            onClick={() => {
              onClose();
              navigate('/pages/assets/transferRecord');
            }}
          >
            {t('transfer.records')}
          </button>
          <button type="button" className="tw-icon-button" aria-label={t('common.cancel')} onClick={onClose}>
            <Cross fontSize={18} />
          </button>
        </header>
        <div className="tw-transfer-accounts">
          <div className="tw-transfer-sides">
            <button
              type="button"
              className="tw-picker-row"
              onClick={() => setPicking('from')}
              data-testid="transfer-from"
            >
              <span className="tw-muted">{t('transfer.from')}</span>
              <strong>{accountName(from)}</strong>
              <ArrowDown />
            </button>
            <button
              type="button"
              className="tw-picker-row"
              onClick={() => setPicking('to')}
              data-testid="transfer-to"
            >
              <span className="tw-muted">{t('transfer.to')}</span>
              <strong>{accountName(to)}</strong>
              <ArrowDown />
            </button>
          </div>
          <button
            type="button"
            className="tw-swap"
            aria-label={t('transfer.swap')}
            onClick={swap}
            data-testid="transfer-swap"
          >
            <Exchange fontSize={20} />
          </button>
        </div>
        <button
          type="button"
          className="tw-picker-row tw-coin-picker"
          onClick={() => setPicking('coin')}
          data-testid="transfer-coin"
        >
          <span className="tw-muted">{t('transfer.coin')}</span>
          <strong>{coin?.symbol}</strong>
          <ArrowDown />
        </button>
        <div className="tw-amount-box">
          <Field
            value={amount}
            onChange={(v) => {
              setAmount(v);
              shown.touch('amount');
            }}
            errorMessage={shown.under('amount')}
            type="text"
            name="amount"
            label={t('transfer.amount')}
            placeholder={t('transfer.amount_placeholder')}
            button={
              <button
                type="button"
                className="tw-link"
                // A balance can carry more places than the coin allows (a chain deposit): cut, never round.
                onClick={() => {
                  if (!coin) return;
                  setAmount(new Big(truncate(coin.available, coin.decimals)).toFixed());
                  shown.touch('amount');
                }}
                data-testid="transfer-max"
              >
                {t('transfer.max')}
              </button>
            }
          />
        </div>
        <p className="tw-transfer-available tw-muted" data-testid="transfer-available">
          {t('transfer.available')}{' '}
          <span className="tw-num">{coin ? amountOf(coin.available, coin).text : '–'}</span>
        </p>
        <div className="tw-sheet-foot">
          <SubmitButton
            reason={shown.reason}
            busy={sender.busy}
            onClick={() => void submit()}
            testId="transfer-submit"
          >
            {t('transfer.submit')}
          </SubmitButton>
        </div>
      </div>
      <ActionSheet
        visible={picking !== null}
        actions={sheetActions}
        cancelText={t('common.cancel')}
        onCancel={() => setPicking(null)}
        onClose={() => setPicking(null)}
        onSelect={(action) => {
          const value = String((action as { value?: string }).value);
          if (picking === 'coin') setCoinId(Number(value));
          else if (picking) choose(picking, value as TransferableAccount);
          setPicking(null);
          if (picking === 'coin') setAmount('');
        }}
      />
    </>
  );
}
