import { useTranslation } from 'react-i18next';
import { Button, Popup } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/popup/style/index.css';
import type { OptionOrder } from '../../../core/schemas/options';
import { OrderDetail } from './OrderDetail';
import { signedUsdt } from '../../ui/format/figures';
import { DemoTag } from './DemoTag';

type Props = {
  order: OptionOrder | null;
  priceDecimals(symbol: string): number | undefined;
  onClose(): void;
};

/** A settled order's result, announced once: won / lost / refunded, the profit or loss, and why. */
export function ResultPopup({ order, priceDecimals, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const pl = order?.profit_loss ? signedUsdt(order.profit_loss, i18n.language) : null;
  return (
    <Popup
      visible={order !== null}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      className={`tw-trade-dark ${order?.account === 'simulation' ? 'tw-option-demo' : ''}`}
    >
      {order && (
        <div className="tw-option-sheet" data-testid="option-result" data-status={order.status}>
          {order.account === 'simulation' && <DemoTag />}
          <h3 className={`tw-option-result-title tw-option-result-${order.status}`}>
            {t(`options.result.${order.status === 'open' ? 'won' : order.status}`)}
          </h3>
          <p className="tw-muted">{t('options.result_pair', { pair: order.symbol })}</p>
          {pl && (
            <strong
              className={`tw-option-result-pl tw-num tw-${pl.direction}`}
              data-testid="result-profit-loss"
            >
              {pl.text}
            </strong>
          )}
          <OrderDetail order={order} priceDecimals={priceDecimals(order.symbol)} />
          <Button block round type="primary" onClick={onClose} data-testid="result-close">
            {t('options.result_ok')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
