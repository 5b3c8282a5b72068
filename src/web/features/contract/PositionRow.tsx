import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairQuote } from '../../../core/schemas/market';
import type { Position } from '../../../core/schemas/contract';
import { formatTime } from '../../ui/format/formatTime';
import { price, quantity, signedPercent, signedUsdt, usdt } from '../../ui/format/figures';
import { livePnl, marginOf } from './positionFigures';
import { PositionActions } from './PositionActions';
import { TickLine } from './TickLine';

type Props = {
  position: Position;
  pair: PairQuote | undefined;
  onStops(): void;
  onAddMargin(): void;
};

/** A figure of the row's three-column grid; `span` 2 or 3 columns for the long ones (times, TP/SL). */
type Figure = { key: string; label: string; value: ReactNode; span?: 2 | 3; className?: string };

/** What a history row says it is: closed (and why), cancelled, or liquidated. */
const stateOf = (p: Position) =>
  p.status === 4
    ? 'cancelled'
    : p.liquidated
      ? 'liquidated'
      : p.status === 0
        ? 'pending'
        : p.status === 1 || p.status === 2
          ? 'holding'
          : 'closed';

/**
 * One position, pending order or history row with every spec §3 field that applies to it. A
 * holding position's PnL and ROE follow the live tick between two reads of the list.
 */
export function PositionRow({ position: p, pair, onStops, onAddMargin }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [ticksShown, setTicksShown] = useState(false);
  const decimals = pair?.price_decimals ?? 8;
  const base = pair?.base ?? p.symbol.split('/')[0] ?? '';
  const state = stateOf(p);
  const at = (value: string | null) => price(value, decimals, lang);
  const time = (when: number | null) => (when === null ? '--' : formatTime(when, lang));
  const live = state === 'holding' ? livePnl(p, pair?.ticker?.last ?? p.mark_price) : null;
  const margin = marginOf(p);
  const stops = `${at(p.tp_price)} / ${at(p.sl_price)}`;

  const size: Figure = {
    key: 'size',
    label: t('contract.field.size'),
    value: t('contract.lots_and_qty', { count: p.lots, qty: quantity(p.qty, lang), coin: base }),
  };
  const orderNo: Figure = { key: 'order-no', label: t('contract.field.order_no'), value: String(p.id) };
  const marginFigure: Figure = {
    key: 'margin',
    label: t('contract.field.margin'),
    value: (
      <>
        {usdt(margin, lang)}
        {Number(p.added_margin) > 0 && (
          <small className="tw-muted tw-contract-added" data-testid="row-added-margin">
            {t('contract.margin_added', { amount: usdt(p.added_margin, lang) })}
          </small>
        )}
      </>
    ),
  };
  const pnlFigure = (value: string | null, key: string, label: string): Figure => {
    const signed = value === null ? null : signedUsdt(value, lang);
    return { key, label, value: signed?.text ?? '--', className: signed ? `tw-${signed.direction}` : '' };
  };

  const figures: Figure[] =
    state === 'holding'
      ? [
          size,
          { key: 'entry', label: t('contract.field.entry'), value: at(p.entry_price) },
          { key: 'mark', label: t('contract.field.mark'), value: at(pair?.ticker?.last ?? p.mark_price) },
          {
            key: 'liquidation',
            label: t('contract.field.liquidation'),
            value: at(p.liquidation_price),
            className: 'tw-contract-liq',
          },
          marginFigure,
          { key: 'open-fee', label: t('contract.field.open_fee'), value: usdt(p.open_fee, lang) },
          orderNo,
          { key: 'opened', label: t('contract.field.opened_at'), value: time(p.opened_at), span: 2 },
          { key: 'tpsl', label: t('contract.field.tp_sl'), value: stops, span: 3 },
        ]
      : state === 'pending'
        ? [
            size,
            { key: 'limit', label: t('contract.field.limit_price'), value: at(p.limit_price) },
            { key: 'mark', label: t('contract.field.mark'), value: at(pair?.ticker?.last ?? p.mark_price) },
            marginFigure,
            { key: 'open-fee', label: t('contract.field.open_fee'), value: usdt(p.open_fee, lang) },
            { key: 'tpsl', label: t('contract.field.tp_sl'), value: stops },
            orderNo,
            { key: 'created', label: t('contract.field.created_at'), value: time(p.created_at), span: 2 },
          ]
        : state === 'cancelled'
          ? [
              size,
              { key: 'limit', label: t('contract.field.limit_price'), value: at(p.limit_price) },
              marginFigure,
              {
                key: 'created',
                label: t('contract.field.created_at'),
                value: time(p.created_at),
                span: 2,
              },
              {
                key: 'closed',
                label: t('contract.field.cancelled_at'),
                value: time(p.closed_at),
                span: 3,
              },
            ]
          : [
              size,
              { key: 'entry', label: t('contract.field.entry'), value: at(p.entry_price) },
              {
                key: 'close-price',
                label: t(
                  state === 'liquidated' ? 'contract.field.liquidation_price' : 'contract.field.close_price',
                ),
                value: at(p.close_price),
                className: state === 'liquidated' ? 'tw-contract-liq' : '',
              },
              pnlFigure(p.realized_pnl, 'realized', t('contract.field.realized_pnl')),
              {
                key: 'reason',
                label: t('contract.field.close_reason'),
                value: p.close_reason ? t(`contract.reason.${p.close_reason}`) : '--',
              },
              {
                key: 'close-fee',
                label: t(
                  state === 'liquidated' ? 'contract.field.liquidation_fee' : 'contract.field.close_fee',
                ),
                value: usdt(p.close_fee, lang),
              },
              marginFigure,
              { key: 'open-fee', label: t('contract.field.open_fee'), value: usdt(p.open_fee, lang) },
              {
                key: 'roe',
                label: t('contract.field.roe'),
                value: p.pnl_pct === null ? '--' : signedPercent(p.pnl_pct, lang).text,
              },
              orderNo,
              { key: 'opened', label: t('contract.field.opened_at'), value: time(p.opened_at), span: 2 },
              {
                key: 'closed',
                label: t(
                  state === 'liquidated' ? 'contract.field.liquidated_at' : 'contract.field.closed_at',
                ),
                value: time(p.closed_at),
                span: 3,
              },
            ];

  const pnl = live ? signedUsdt(live.pnl, lang) : null;
  const roe = live ? signedPercent(live.roe, lang) : null;
  return (
    <li
      className={`tw-order-row tw-contract-row-${state}`}
      data-testid={`position-${p.id}`}
      data-state={state}
    >
      <div className="tw-order-row-head">
        <span className={`tw-side-badge tw-side-${p.side === 'long' ? 'buy' : 'sell'}`}>
          {t(`contract.side.${p.side}`)}
        </span>
        <strong>{p.symbol}</strong>
        <span className="tw-muted">
          {t('contract.mode_leverage', { mode: t(`contract.mode.${p.margin_mode}`), leverage: p.leverage })}
        </span>
        <span className="tw-muted">{t(`contract.type.${p.type}`)}</span>
        {state !== 'holding' && (
          <span className={`tw-badge tw-contract-state tw-contract-state-${state}`} data-testid="row-state">
            {t(`contract.state.${state}`)}
          </span>
        )}
      </div>
      {live && pnl && roe && (
        <div className="tw-contract-pnl">
          <div>
            <small className="tw-muted">{t('contract.field.unrealized_pnl')}</small>
            <strong className={`tw-num tw-${pnl.direction}`} data-testid="row-pnl">
              {pnl.text}
            </strong>
          </div>
          <div>
            <small className="tw-muted">{t('contract.field.roe')}</small>
            <strong className={`tw-num tw-${roe.direction}`} data-testid="row-roe">
              {roe.text}
            </strong>
          </div>
        </div>
      )}
      <dl className="tw-order-row-figures">
        {figures.map(({ key, label, value, span, className }) => (
          <div key={key} className={span ? `tw-contract-span${span}` : undefined}>
            <dt className="tw-muted">{label}</dt>
            <dd className={`tw-num ${className ?? ''}`} data-testid={`row-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {state === 'liquidated' && p.close_tick && (
        <p className="tw-contract-liquidated" data-testid="row-liquidation-tick">
          <TickLine label={t('contract.liquidation_tick')} tick={p.close_tick} decimals={decimals} />
        </p>
      )}
      {ticksShown && (
        <div className="tw-contract-ticks" data-testid="row-ticks">
          <TickLine label={t('contract.open_tick')} tick={p.open_tick} decimals={decimals} />
          {state !== 'holding' && state !== 'pending' && (
            <TickLine label={t('contract.close_tick')} tick={p.close_tick} decimals={decimals} />
          )}
        </div>
      )}
      <div className="tw-contract-actions">
        {state !== 'pending' && state !== 'cancelled' && (
          <button
            type="button"
            className="tw-link tw-contract-ticks-toggle"
            aria-expanded={ticksShown}
            onClick={() => setTicksShown(!ticksShown)}
            data-testid="row-ticks-toggle"
          >
            {t(ticksShown ? 'contract.hide_ticks' : 'contract.show_ticks')}
          </button>
        )}
        <PositionActions
          position={p}
          state={state}
          decimals={decimals}
          mark={pair?.ticker?.last ?? p.mark_price}
          onStops={onStops}
          onAddMargin={onAddMargin}
        />
      </div>
    </li>
  );
}
