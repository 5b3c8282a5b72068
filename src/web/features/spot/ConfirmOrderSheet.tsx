import { useTranslation } from 'react-i18next';
import { Button, Popup } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/popup/style/index.css';
import type { Big } from '../../../core/money';
import type { PairQuote } from '../../../core/schemas/market';
import type { SpotOrderRequest } from '../../../core/schemas/spot';
import { coinAmount } from './format';
import { useCoinPlaces } from '../assets';
import { formatPrice } from '../market';

/** An order the form has checked, with the estimate the sheet shows. */
export type OrderDraft = SpotOrderRequest & { total: Big; fee: Big; lastPrice: string };

type Props = {
  pair: PairQuote;
  draft: OrderDraft | null;
  busy: boolean;
  quoteText(value: Big): string;
  onConfirm(draft: OrderDraft): void;
  onClose(): void;
};

/** What will happen, before it happens: side, type, price, quantity, total and fee. */
export function ConfirmOrderSheet({ pair, draft, busy, quoteText, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const price = (value: string) => formatPrice(value, pair.price_decimals, i18n.language);
  const placesOf = useCoinPlaces();
  const rows: [string, string, string][] = draft
    ? [
        ['side', t('trade.side'), t(`trade.${draft.side}`)],
        ['type', t('trade.type'), t(`trade.${draft.type}`)],
        [
          'price',
          t('trade.price'),
          draft.type === 'limit'
            ? `${price(draft.price ?? '0')} ${pair.quote}`
            : t('trade.market_at', { price: price(draft.lastPrice) }),
        ],
        [
          'quantity',
          t('trade.quantity'),
          coinAmount(draft.quantity, pair.base, placesOf(pair.base), i18n.language).text,
        ],
        ['total', t('trade.total'), `≈ ${quoteText(draft.total)}`],
        ['fee', t('trade.fee'), `≈ ${quoteText(draft.fee)}`],
      ]
    : [];
  return (
    <Popup
      visible={draft !== null}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      className="tw-trade-dark"
    >
      {draft && (
        <div className="tw-confirm-order" data-testid="confirm-order">
          <h3>{t(`trade.confirm_${draft.side}`, { pair: pair.symbol })}</h3>
          <dl>
            {rows.map(([key, label, value]) => (
              <div key={key}>
                <dt className="tw-muted">{label}</dt>
                <dd
                  className={`tw-num ${key === 'side' ? `tw-${draft.side === 'buy' ? 'up' : 'down'}` : ''}`}
                  data-testid={`confirm-${key}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {draft.type === 'market' && <p className="tw-muted tw-confirm-note">{t('trade.market_note')}</p>}
          <Button
            block
            round
            loading={busy}
            className={`tw-order-submit tw-submit-${draft.side}`}
            onClick={() => onConfirm(draft)}
            data-testid="confirm-order-submit"
          >
            {t(`trade.submit_${draft.side}`, { coin: pair.base })}
          </Button>
        </div>
      )}
    </Popup>
  );
}
