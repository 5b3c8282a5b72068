import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Popup, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { Big } from '../../../core/money';
import type { PairQuote } from '../../../core/schemas/market';
import type { Position } from '../../../core/schemas/perpetual';
import { decimalInput } from '../../ui/format/decimalInput';
import { plainDecimal } from '../../../core/money';
import { price } from './format';
import { tpSlKey } from './orderSummary';
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
  const [tp, setTp] = useState(p.tp_price ? plainDecimal(p.tp_price) : '');
  const [sl, setSl] = useState(p.sl_price ? plainDecimal(p.sl_price) : '');
  const [busy, setBusy] = useState(false);
  // The server checks them against the entry price, or a pending order's limit price.
  const reference = p.entry_price ?? p.limit_price;
  const problem = tpSlKey(p.side, reference ? new Big(reference) : null, tp, sl);

  const save = async () => {
    if (problem) return;
    setBusy(true);
    try {
      await setStops({ id: p.id, tp_price: tp.trim(), sl_price: sl.trim() });
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
          value={tp}
          placeholder={t('contract.empty_clears')}
          onChange={(e) => setTp(decimalInput(e.target.value, decimals))}
          name="sheet-tp"
          data-testid="sheet-tp"
        />
      </label>
      <label className="tw-qty-field">
        <small className="tw-muted">{t('contract.sl_price')}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={sl}
          placeholder={t('contract.empty_clears')}
          onChange={(e) => setSl(decimalInput(e.target.value, decimals))}
          name="sheet-sl"
          data-testid="sheet-sl"
        />
      </label>
      <p className="tw-muted tw-contract-note">{t('contract.tpsl_note')}</p>
      {problem && (
        <small className="tw-order-error" role="alert" data-testid="sheet-tpsl-error">
          {t(problem)}
        </small>
      )}
      <Button
        type="primary"
        block
        round
        disabled={Boolean(problem)}
        loading={busy}
        onClick={() => void save()}
        data-testid="sheet-tpsl-save"
      >
        {t('contract.save')}
      </Button>
    </div>
  );
}
