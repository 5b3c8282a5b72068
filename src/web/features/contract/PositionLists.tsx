import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import type { PairQuote } from '../../../core/schemas/market';
import type { Position } from '../../../core/schemas/contract';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { PagedList } from '../../ui/page/PagedList';
import { AddMarginSheet } from './AddMarginSheet';
import { PositionRow } from './PositionRow';
import { usePositions, type PositionTab } from './queries';
import { TpSlSheet } from './TpSlSheet';
import { ListTabs } from '../../ui/page/ListTabs';

type Props = { pairs: PairQuote[]; loggedIn: boolean; currentSymbol: string };

const TABS: PositionTab[] = ['holding', 'pending', 'history'];

/** Positions, pending orders and history (closed, cancelled, liquidated), each read every ~2 s. */
export function PositionLists({ pairs, loggedIn, currentSymbol }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<PositionTab>('holding');
  // Counted only once read: the tab of positions shows how many are open.
  const holding = usePositions('holding');
  const pending = usePositions('pending');
  const counts: Partial<Record<PositionTab, number>> = {
    holding: holding.data?.pages[0]?.total,
    pending: pending.data?.pages[0]?.total,
  };
  return (
    <section className="tw-my-orders tw-contract-lists" data-testid="contract-lists">
      <div className="tw-orders-head">
        <ListTabs<PositionTab>
          className="tw-orders-tabs"
          tabs={TABS}
          value={tab}
          onChange={setTab}
          label={(name) =>
            loggedIn && counts[name] !== undefined
              ? t(`contract.tab.${name}_count`, { count: counts[name] })
              : t(`contract.tab.${name}`)
          }
          testId={(name) => `positions-tab-${name}`}
        />
      </div>
      {loggedIn ? (
        <PositionList key={tab} tab={tab} pairs={pairs} />
      ) : (
        <div className="tw-orders-visitor">
          <p className="tw-muted">{t('contract.login_for_positions')}</p>
          <Button
            size="small"
            round
            type="primary"
            onClick={() =>
              navigate(loginUrlFor(`/pages/contract/index?symbol=${encodeURIComponent(currentSymbol)}`))
            }
            data-testid="positions-login"
          >
            {t('contract.login_to_trade')}
          </Button>
        </div>
      )}
    </section>
  );
}

function PositionList({ tab, pairs }: { tab: PositionTab; pairs: PairQuote[] }) {
  const { t } = useTranslation();
  const positions = usePositions(tab);
  // By id, so an open sheet shows each new read of the position (and closes when it is gone).
  const [stopsId, setStopsId] = useState<number | null>(null);
  const [marginId, setMarginId] = useState<number | null>(null);
  const items = positions.data?.pages.flatMap((p) => p.list) ?? [];
  const pairOf = (symbol: string) => pairs.find((p) => p.symbol === symbol);
  const byId = (id: number | null): Position | null => items.find((p) => p.id === id) ?? null;
  const stopsOf = byId(stopsId);
  const marginOf = byId(marginId);
  return (
    <>
      <PagedList
        query={positions}
        count={items.length}
        texts={{
          failed: t('contract.load_failed'),
          empty: t(`contract.empty.${tab}`),
          more: t('contract.load_more'),
        }}
        emptyTestId={`positions-${tab}-empty`}
      >
        <ul className="tw-orders" data-testid={`positions-${tab}`}>
          {items.map((position) => (
            <PositionRow
              key={position.id}
              position={position}
              pair={pairOf(position.symbol)}
              onStops={() => setStopsId(position.id)}
              onAddMargin={() => setMarginId(position.id)}
            />
          ))}
        </ul>
      </PagedList>
      <TpSlSheet
        position={stopsOf}
        pair={stopsOf ? pairOf(stopsOf.symbol) : undefined}
        onClose={() => setStopsId(null)}
      />
      <AddMarginSheet
        position={marginOf}
        pair={marginOf ? pairOf(marginOf.symbol) : undefined}
        onClose={() => setMarginId(null)}
      />
    </>
  );
}
