import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { refreshBalances, topUpDemo } from './queries';
import { TransferSheet } from '../assets';
import { usdt } from '../../ui/format/figures';
import type { AccountState } from './useOptionAccount';

type Props = {
  state: AccountState;
  /** A signed-in reader's line: drawn by the server already when the page was drawn for one. */
  balanceShown: boolean;
};

/**
 * Real or demo, at the top where it cannot be missed: two large segments, the demo one amber,
 * the chosen account's balance beside them and its action: on demo the refill, on the real
 * account a transfer into it, in a sheet over this screen.
 */
export function AccountBar({ state, balanceShown }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [refilling, setRefilling] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const refill = async () => {
    setRefilling(true);
    try {
      const result = await topUpDemo();
      Toast.success(t('options.refilled', { amount: usdt(result.available, i18n.language) }));
      refreshBalances(queryClient);
    } catch {
      // The client has shown why (e.g. once an hour).
    } finally {
      setRefilling(false);
    }
  };
  return (
    <section className="tw-option-account" data-testid="option-account">
      {state.demo && (
        <p className="tw-option-demo-band" role="status" data-testid="demo-band">
          {t('options.demo_band')}
        </p>
      )}
      <div className="tw-option-switch" role="radiogroup" aria-label={t('options.account_switch')}>
        {([false, true] as const).map((demo) => (
          <button
            key={String(demo)}
            type="button"
            role="radio"
            aria-checked={state.demo === demo}
            className={demo ? 'tw-option-switch-demo' : 'tw-option-switch-real'}
            onClick={() => state.setDemo(demo)}
            data-testid={demo ? 'account-demo' : 'account-real'}
          >
            {t(demo ? 'options.account_demo' : 'options.account_real')}
          </button>
        ))}
      </div>
      {balanceShown && (
        <div className="tw-option-balance">
          <span className="tw-muted">{t('options.available')}</span>
          <strong className="tw-num" data-testid="option-available">
            {state.available === null ? '--' : usdt(state.available, i18n.language)}
          </strong>
          {state.demo ? (
            <Button
              size="mini"
              round
              loading={refilling}
              className="tw-option-refill"
              onClick={() => void refill()}
              data-testid="demo-refill"
            >
              {t('options.refill_demo')}
            </Button>
          ) : (
            <Button
              size="mini"
              round
              className="tw-option-refill"
              onClick={() => setTransferring(true)}
              data-testid="option-transfer"
            >
              {t('options.transfer')}
            </Button>
          )}
          <TransferSheet
            visible={transferring}
            to="options"
            onClose={() => setTransferring(false)}
            onDone={() => refreshBalances(queryClient)}
          />
        </div>
      )}
    </section>
  );
}
