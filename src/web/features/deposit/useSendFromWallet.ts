import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newRequestId } from '../../api/requestId';
import { useTranslation } from 'react-i18next';
import { Dialog, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import { shortAddress } from '../../../core/address';
import type { WalletChain } from '../../../core/schemas/wallet';
import { ApiError } from '../../api/client';
import {
  depositKeys,
  submitChainDeposit,
  type DepositAddress,
  type DepositRecord,
  type ChainDepositRequest,
} from './queries';
import { loadEvmTransfer, loadTronTransfer, walletErrorKey, WrongWalletError } from '../wallet';
import { submittedMessageKey } from './amount';

/** A transfer the wallet sent whose hash the server has not acknowledged yet. */
type Unsubmitted = ChainDepositRequest;
const UNSUBMITTED_KEY = 'deposit.unsubmitted';

const readUnsubmitted = (): Unsubmitted | null => {
  try {
    return JSON.parse(localStorage.getItem(UNSUBMITTED_KEY) ?? 'null') as Unsubmitted | null;
  } catch {
    return null;
  }
};

export const chainOf = (network: string): WalletChain => (network === 'TRC20' ? 'tron' : 'evm');

/**
 * "Send from my wallet": one token transfer from the wallet linked to the account, then the
 * hash goes to the server by itself. The request id is made once per attempt and the hash is
 * kept until the server has it, so retrying the submission never sends money twice or
 * records it twice.
 */
export function useSendFromWallet() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'wallet' | 'submitting' | null>(null);
  const [unsubmitted, setUnsubmitted] = useState<Unsubmitted | null>(readUnsubmitted);

  const remember = (value: Unsubmitted | null) => {
    if (value) localStorage.setItem(UNSUBMITTED_KEY, JSON.stringify(value));
    else localStorage.removeItem(UNSUBMITTED_KEY);
    setUnsubmitted(value);
  };

  async function submit(pending: Unsubmitted): Promise<DepositRecord | null> {
    setBusy('submitting');
    try {
      const record = await submitChainDeposit(pending);
      remember(null);
      await queryClient.invalidateQueries({ queryKey: depositKeys.records });
      Toast({ message: t(submittedMessageKey(record.status)), duration: 2500 });
      return record;
    } catch (err) {
      // A refusal is final (its message is shown); a lost connection keeps the hash for a retry.
      if (err instanceof ApiError && err.kind === 'failed') remember(null);
      return null;
    } finally {
      setBusy(null);
    }
  }

  /** `connector`: the EVM wallet to send through (the session's, or the one the user picked). */
  async function send(target: DepositAddress, amount: string, linkedAddress: string, connector?: string) {
    if (busy || !target.address || !target.contract) return;
    const chain = chainOf(target.network);
    const request_id = newRequestId();
    setBusy('wallet');
    const waiting = Toast.loading({
      message: t('deposit.page.confirm_in_wallet'),
      duration: 0,
      forbidClick: true,
    });
    let hash: string;
    try {
      const transfer = {
        token: target.contract,
        to: target.address,
        amount,
        decimals: target.token_decimals ?? 6,
        expectedFrom: linkedAddress,
      };
      hash =
        chain === 'evm'
          ? (
              await (
                await loadEvmTransfer()
              ).sendEvmTokenTransfer({ ...transfer, chainId: target.chain_id ?? undefined, connector })
            ).hash
          : (await (await loadTronTransfer()).sendTronTokenTransfer(transfer)).hash;
    } catch (err) {
      waiting.clear();
      setBusy(null);
      if (err instanceof WrongWalletError) {
        void Dialog.alert({
          title: t('deposit.page.wrong_wallet_title'),
          message: t('deposit.page.wrong_wallet', {
            connected: shortAddress(err.connected),
            linked: shortAddress(linkedAddress),
          }),
          confirmButtonText: t('common.confirm'),
        });
      } else {
        const key = walletErrorKey(err);
        // Spec §8: declining the transfer in the wallet is "deposit cancelled".
        Toast(t(key === 'wallet.rejected' ? 'deposit.page.cancelled' : key));
      }
      return;
    }
    waiting.clear();
    const pending = { currency_id: target.currency_id, network: target.network, hash, request_id };
    remember(pending);
    await submit(pending);
  }

  return { busy, send, unsubmitted, retry: () => unsubmitted && submit(unsubmitted) };
}
