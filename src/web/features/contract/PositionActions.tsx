import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { Big } from '../../../core/money';
import { tradeFee, unrealizedPnl } from '../../../core/contractMath';
import type { Position } from '../../../core/schemas/contract';
import { price, signedUsdt, usdt } from '../../ui/format/figures';
import { cancelOrder, closePosition, refreshContract } from './queries';

type Props = {
  position: Position;
  state: string;
  decimals: number;
  mark: string | null;
  onStops(): void;
  onAddMargin(): void;
};

const confirmed = (options: Parameters<typeof Dialog.confirm>[0]) =>
  Dialog.confirm({ className: 'tw-trade-dark', ...options }).then(
    () => true,
    () => false,
  );

/**
 * A position's actions: TP/SL, add margin (isolated only) and close; a pending order's TP/SL and
 * cancel. Close and cancel ask first, saying what will happen.
 */
export function PositionActions({ position: p, state, decimals, mark, onStops, onAddMargin }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (state !== 'holding' && state !== 'pending') return null;
  const side = t(`contract.side.${p.side}`);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      Toast.success(done);
    } catch {
      // The client has shown the server's message (e.g. it was liquidated meanwhile).
    } finally {
      setBusy(false);
      refreshContract(queryClient);
    }
  };

  const close = async () => {
    const pnl =
      mark && p.entry_price ? signedUsdt(unrealizedPnl(p.side, p.qty, p.entry_price, mark), lang).text : '--';
    const fee = mark ? usdt(tradeFee(p.qty, mark, p.fee_rate), lang) : '--';
    const ok = await confirmed({
      title: t('contract.close_title'),
      message: t('contract.close_message', {
        side,
        count: p.lots,
        pair: p.symbol,
        price: price(mark, decimals, lang),
        pnl,
        fee,
      }),
      confirmButtonText: t('contract.close'),
      cancelButtonText: t('contract.keep'),
    });
    if (ok) await act(() => closePosition(p.id), t('contract.closed_toast', { pair: p.symbol }));
  };

  const cancel = async () => {
    const ok = await confirmed({
      title: t('contract.cancel_title'),
      message: t('contract.cancel_message', {
        side,
        count: p.lots,
        pair: p.symbol,
        price: price(p.limit_price, decimals, lang),
        frozen: usdt(new Big(p.initial_margin).plus(p.open_fee), lang),
      }),
      confirmButtonText: t('contract.cancel_order'),
      cancelButtonText: t('contract.keep'),
    });
    if (ok) await act(() => cancelOrder(p.id), t('contract.cancelled_toast'));
  };

  return (
    <span className="tw-contract-buttons">
      <Button size="mini" round onClick={onStops} data-testid="row-set-stops">
        {t('contract.set_tp_sl')}
      </Button>
      {state === 'holding' && p.margin_mode === 'isolated' && (
        <Button size="mini" round onClick={onAddMargin} data-testid="row-add-margin">
          {t('contract.add_margin')}
        </Button>
      )}
      {state === 'holding' ? (
        <Button size="mini" round loading={busy} onClick={() => void close()} data-testid="row-close">
          {t('contract.close')}
        </Button>
      ) : (
        <Button size="mini" round loading={busy} onClick={() => void cancel()} data-testid="row-cancel">
          {t('contract.cancel_order')}
        </Button>
      )}
    </span>
  );
}
