import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OptionOrder } from '../../../core/schemas/options';
import { DemoTag } from './DemoTag';
import { price, usdt } from '../../ui/format/figures';

type Props = {
  order: OptionOrder;
  decimals: number | undefined;
  testId: string;
  /** What the head shows at its end: the countdown of an open order, the result of a settled one. */
  state: ReactNode;
  /** Between the head and the figures (an open order's progress bar). */
  middle?: ReactNode;
  /** The third figure: the period while open, the profit or loss once settled. */
  lastFigure: { label: string; value: ReactNode };
  footer?: ReactNode;
};

/**
 * One option in a list, open or settled: direction, pair, demo mark, amount and open price, and
 * a tap to its detail page. The open list and history differ only in the slots.
 */
export function OptionRow({ order, decimals, testId, state, middle, lastFigure, footer }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language;
  return (
    <li className="tw-order-row tw-option-row" data-testid={testId}>
      <button
        type="button"
        className="tw-option-row-button"
        onClick={() => navigate(`/pages/option/detail?id=${order.id}`)}
      >
        <span className="tw-order-row-head">
          <span className={`tw-side-badge tw-option-badge-${order.direction}`}>
            {t(`options.${order.direction}`)}
          </span>
          <strong>{order.symbol}</strong>
          {order.account === 'simulation' && <DemoTag />}
          {state}
        </span>
        {middle}
        <span className="tw-option-row-figures">
          <span>
            <small className="tw-muted">{t('options.field.amount')}</small>
            <span className="tw-num">{usdt(order.amount, lang)}</span>
          </span>
          <span>
            <small className="tw-muted">{t('options.field.open_price')}</small>
            <span className="tw-num">{price(order.open_price, decimals, lang)}</span>
          </span>
          <span>
            <small className="tw-muted">{lastFigure.label}</small>
            {lastFigure.value}
          </span>
        </span>
        {footer}
      </button>
    </li>
  );
}
