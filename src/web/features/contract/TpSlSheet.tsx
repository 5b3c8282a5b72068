import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, Toast } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { stopsForm, type StopsField } from '../../../core/forms/positionForms';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { plainDecimal } from '../../../core/money';
import type { PairQuote } from '../../../core/schemas/market';
import type { Position } from '../../../core/schemas/contract';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { price } from '../../ui/format/figures';
import { refreshContract, setStops } from './queries';

type Props = { position: Position | null; pair: PairQuote | undefined; onClose(): void };

/** Take-profit and stop-loss of a position or pending order: two prices, an empty one clears it. */
export function TpSlSheet({ position, pair, onClose }: Props) {
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
      {position && <TpSlForm position={position} decimals={pair?.price_decimals ?? 8} onClose={onClose} />}
    </Popup>
  );
}

function TpSlForm({
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
  const [typed, setTyped] = useState({
    tp: p.tp_price ? plainDecimal(p.tp_price) : '',
    sl: p.sl_price ? plainDecimal(p.sl_price) : '',
  });
  const [busy, setBusy] = useState(false);
  // The server checks them against the entry price, or a pending order's limit price.
  const reference = p.entry_price ?? p.limit_price;
  const { stops, errors } = stopsForm(typed, {
    id: p.id,
    side: p.side,
    reference,
    price_decimals: decimals,
    decimalMark: decimalMarkOf(lang),
  });
  const shown = useFieldErrors<StopsField>(errors);
  const edit = (field: StopsField, patch: Partial<typeof typed>) => {
    setTyped((current) => ({ ...current, ...patch }));
    shown.touch(field);
  };

  const save = async () => {
    if (shown.reason) return;
    setBusy(true);
    try {
      await setStops({ id: p.id, ...stops });
      Toast.success(t('contract.stops_saved'));
      refreshContract(queryClient);
      onClose();
    } catch {
      // The client has shown the server's message; the sheet stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tw-contract-sheet" data-testid="tpsl-sheet">
      <h3>{t('contract.tpsl_title', { side: t(`contract.side.${p.side}`), pair: p.symbol })}</h3>
      <p className="tw-muted tw-num">
        {t(p.entry_price ? 'contract.reference_entry' : 'contract.reference_limit', {
          price: price(reference, decimals, lang),
        })}
      </p>
      <label className="tw-qty-field">
        <small className="tw-muted">{t('contract.tp_price')}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={typed.tp}
          placeholder={t('contract.empty_clears')}
          onChange={(e) => edit('tp_price', { tp: e.target.value })}
          name="sheet-tp"
          data-testid="sheet-tp"
        />
      </label>
      <FieldError text={shown.under('tp_price')} testId="sheet-tp-error" />
      <label className="tw-qty-field">
        <small className="tw-muted">{t('contract.sl_price')}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={typed.sl}
          placeholder={t('contract.empty_clears')}
          onChange={(e) => edit('sl_price', { sl: e.target.value })}
          name="sheet-sl"
          data-testid="sheet-sl"
        />
      </label>
      <FieldError text={shown.under('sl_price')} testId="sheet-sl-error" />
      <p className="tw-muted tw-contract-note">{t('contract.tpsl_note')}</p>
      <SubmitButton reason={shown.reason} busy={busy} onClick={() => void save()} testId="sheet-tpsl-save">
        {t('contract.save')}
      </SubmitButton>
    </div>
  );
}
