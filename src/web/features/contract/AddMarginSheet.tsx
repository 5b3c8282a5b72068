import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, Toast } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { addMarginForm } from '../../../core/forms/positionForms';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import type { PairQuote } from '../../../core/schemas/market';
import type { Position } from '../../../core/schemas/contract';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { price, usdt } from '../../ui/format/figures';
import { liquidationAfterAdding, marginOf } from './positionFigures';
import { addMargin, refreshContract, useDeal } from './queries';

type Props = { position: Position | null; pair: PairQuote | undefined; onClose(): void };

/**
 * Moves money from the contract account into an isolated position, showing the liquidation price
 * it will have before the user confirms.
 */
export function AddMarginSheet({ position, pair, onClose }: Props) {
  return (
    <Popup
      visible={position !== null}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
      className="tw-trade-dark"
    >
      {position && (
        <AddMarginForm position={position} decimals={pair?.price_decimals ?? 8} onClose={onClose} />
      )}
    </Popup>
  );
}

function AddMarginForm({
  position: p,
  decimals,
  onClose,
}: {
  position: Position;
  decimals: number;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const deal = useDeal(p.symbol);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const available = deal.data?.balance.available ?? null;
  const { amount, errors } = addMarginForm(
    { amount: typed },
    { id: p.id, available, decimalMark: decimalMarkOf(lang) },
  );
  const shown = useFieldErrors<'amount'>(errors);
  const next = amount === null ? null : liquidationAfterAdding(p, amount, deal.data?.tiers, decimals);

  const confirm = async () => {
    if (amount === null) return;
    setBusy(true);
    try {
      await addMargin(p.id, amount);
      Toast.success(t('contract.margin_added_toast', { amount: usdt(amount, lang) }));
      refreshContract(queryClient);
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, string, string][] = [
    ['margin', t('contract.field.margin'), usdt(marginOf(p), lang)],
    ['available', t('contract.summary.available'), usdt(available, lang)],
    ['liquidation-now', t('contract.liquidation_now'), price(p.liquidation_price, decimals, lang)],
    ['liquidation-after', t('contract.liquidation_after'), price(next, decimals, lang)],
  ];

  return (
    <div className="tw-contract-sheet" data-testid="margin-sheet">
      <h3>{t('contract.add_margin_title', { side: t(`contract.side.${p.side}`), pair: p.symbol })}</h3>
      <label className="tw-qty-field">
        <small className="tw-muted">{t('contract.add_amount')}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            shown.touch('amount');
          }}
          name="margin-amount"
          data-testid="margin-amount"
        />
      </label>
      <FieldError text={shown.under('amount')} testId="margin-error" />
      <dl className="tw-order-figures">
        {rows.map(([key, label, shown]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd
              className={`tw-num ${key.startsWith('liquidation') ? 'tw-contract-liq' : ''}`}
              data-testid={`margin-${key}`}
            >
              {shown}
            </dd>
          </div>
        ))}
      </dl>
      <SubmitButton reason={shown.reason} busy={busy} onClick={() => void confirm()} testId="margin-confirm">
        {t('contract.confirm_add')}
      </SubmitButton>
    </div>
  );
}
