import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newRequestId } from '../../api/requestId';
import { useTranslation } from 'react-i18next';
import { Button, Field, Loading, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { WarningO } from '@react-vant/icons';
import { shortAddress } from '../../../core/address';
import { networkLabel } from '../../../core/schemas/deposit';
import { SupportContacts } from '../../ui/support/SupportContacts';
import {
  depositKeys,
  submitChainDeposit,
  useDepositAddress,
  type DepositAddress,
  type DepositCurrency,
  type DepositNetworkView,
} from './queries';
import { useWallets } from '../../api/wallets';
import {
  loadEvmTransfer,
  useWalletBind,
  walletErrorKey,
  useWalletEnvironment,
  useWalletFollow,
  walletActionBlock,
  walletName,
  WalletPicker,
} from '../wallet';
import { AddressQr } from './AddressQr';
import { formatCoinAmount, type Coin } from '../../ui/format/money';
import { displayAmount, hashProblem, submittedMessageKey } from './amount';
import { walletDepositForm } from '../../../core/forms/depositForms';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { CopyAddress } from './CopyAddress';
import { DemoSetupNotice } from './DemoSetupNotice';
import { chainOf, useSendFromWallet } from './useSendFromWallet';

/** Typical minutes until a verified transfer is final (TRON solidifies in about a minute). */
const ARRIVAL_MINUTES: Record<string, number> = { ERC20: 5, TRC20: 1 };

function NotConfigured() {
  const { t } = useTranslation();
  return (
    <div className="tw-card tw-deposit-card tw-center" role="alert" data-testid="deposit-not-configured">
      <WarningO fontSize={36} color="#f79009" />
      <p>{t('deposit.page.not_configured')}</p>
      <SupportContacts />
    </div>
  );
}

/** Send from the wallet linked to the account, in this wallet browser. */
function SendFromWallet({ target, coin }: { target: DepositAddress; coin: Coin }) {
  const { t } = useTranslation();
  const symbol = coin.symbol;
  const chain = chainOf(target.network);
  const wallets = useWallets();
  const environment = useWalletEnvironment();
  const follow = useWalletFollow();
  const bind = useWalletBind();
  const { busy, send, unsubmitted, retry } = useSendFromWallet();
  const [amount, setAmount] = useState('');
  // Several EVM extensions and no wallet sign-in to follow: the user picks which one sends.
  const [picking, setPicking] = useState<'send' | 'link' | null>(null);
  const linked = wallets.data?.find((w) => w.chain === chain);
  const here = environment ? (chain === 'evm' ? environment.evm : environment.tron) : null;
  const tronAdapter = environment?.tron.ok ? environment.tron.adapter : 'tronlink';
  // The wallet's account is not the session's (or it is locked): wallet actions wait for it.
  const blocked = walletActionBlock(follow, chain);
  const sessionVia =
    follow.status !== 'none' && follow.session.chain === chain ? follow.session.via : undefined;
  const choices = chain === 'evm' && !sessionVia ? (environment?.evmChoices ?? []) : [];
  const sender = (environment && walletName(environment, sessionVia)) ?? t('deposit.page.your_wallet');
  // The followed wallet is on another chain than the token's: switched (or explained) first.
  const wrongChain =
    follow.status === 'match' &&
    follow.session.chain === 'evm' &&
    chain === 'evm' &&
    follow.chainId !== undefined &&
    target.chain_id !== null &&
    follow.chainId !== target.chain_id;
  // TronLink on another TRON network than the address's: TronLink switches only in its own settings.
  const wrongTronNetwork =
    follow.status === 'match' &&
    follow.session.chain === 'tron' &&
    chain === 'tron' &&
    !!follow.tronNetwork &&
    target.tron_network !== null &&
    follow.tronNetwork !== target.tron_network;
  const [switching, setSwitching] = useState(false);
  const switchNetwork = async () => {
    if (target.chain_id === null) return;
    setSwitching(true);
    try {
      await (await loadEvmTransfer()).switchWalletChain(target.chain_id);
    } catch (err) {
      Toast(t(walletErrorKey(err)));
    } finally {
      setSwitching(false);
    }
  };

  // The amount stays as typed; what is wrong with it shows under it and keeps the button off.
  const { errors } = walletDepositForm(
    { amount },
    { min: displayAmount(target.min), coin: symbol, decimals: target.token_decimals ?? 6 },
  );
  const shown = useFieldErrors<'amount'>(errors);
  const sendThrough = (connector?: string) => {
    if (!linked || errors.length > 0) return;
    void send(target, amount.trim(), linked.address, connector ?? sessionVia);
  };
  const linkThrough = (connector?: string) =>
    void (chain === 'evm' ? bind.withEvm(connector) : bind.withTron(tronAdapter));
  const onPick = (rdns: string) => (picking === 'link' ? linkThrough(rdns) : sendThrough(rdns));

  return (
    <section className="tw-card" data-testid="send-from-wallet">
      <h3 className="tw-card-title">{t('deposit.page.send_title')}</h3>
      {unsubmitted && (
        <div className="tw-deposit-note" data-testid="unsubmitted">
          <p>{t('deposit.page.unsubmitted', { hash: shortAddress(unsubmitted.hash) })}</p>
          <Button
            size="small"
            round
            type="primary"
            loading={busy === 'submitting'}
            onClick={() => void retry()}
          >
            {t('common.retry')}
          </Button>
        </div>
      )}
      {!linked ? (
        <div className="tw-deposit-note" data-testid="wallet-not-linked">
          <p>{t(chain === 'evm' ? 'deposit.page.link_first_erc' : 'deposit.page.link_first_trc')}</p>
          {here?.ok ? (
            <Button
              size="small"
              round
              type="primary"
              plain
              loading={bind.busy !== null}
              disabled={blocked !== null}
              onClick={() => (choices.length > 0 ? setPicking('link') : linkThrough())}
              data-testid="deposit-link-wallet"
            >
              {t(chain === 'evm' ? 'wallet.link_erc' : 'wallet.link_trc')}
            </Button>
          ) : here ? (
            <p className="tw-muted">{t('deposit.page.open_in_wallet')}</p>
          ) : null}
        </div>
      ) : (
        <>
          <Field
            value={amount}
            onChange={(v) => {
              setAmount(v);
              shown.touch('amount');
            }}
            errorMessage={shown.under('amount')}
            type="text"
            label={t('deposit.page.amount')}
            // What to type, as it would be typed ("Minimum 10 USDT"), not a padded figure.
            placeholder={t('deposit.page.amount_placeholder', { min: displayAmount(target.min), symbol })}
            rightIcon={<span className="tw-muted">{symbol}</span>}
            name="amount"
          />
          {/* In full: this is the address the wallet will sign from, checked before it is asked. */}
          <div className="tw-send-from" data-testid="send-from">
            <span className="tw-muted tw-small">{t('deposit.page.sent_from', { wallet: sender })}</span>
            <span className="tw-num tw-send-from-address">{linked.address}</span>
          </div>
          {wrongChain && (
            <div className="tw-deposit-note" data-testid="wrong-network">
              <p>{t('deposit.page.wrong_network', { network: networkLabel(symbol, target.network) })}</p>
              <Button
                size="small"
                round
                type="primary"
                plain
                loading={switching}
                onClick={() => void switchNetwork()}
                data-testid="switch-network"
              >
                {t('deposit.page.switch_network')}
              </Button>
            </div>
          )}
          {wrongTronNetwork && (
            <div className="tw-deposit-note" data-testid="wrong-tron-network">
              <p>
                {t('deposit.page.wrong_tron_network', {
                  wallet: t(`deposit.page.tron_network.${follow.tronNetwork!}`),
                  network: t(`deposit.page.tron_network.${target.tron_network!}`),
                })}
              </p>
            </div>
          )}
          <SubmitButton
            reason={shown.reason}
            busy={busy !== null}
            disabled={(here !== null && !here.ok) || blocked !== null || wrongChain || wrongTronNetwork}
            onClick={() => (choices.length > 0 ? setPicking('send') : sendThrough())}
            testId="send-from-wallet-button"
          >
            {t('deposit.page.send_button')}
          </SubmitButton>
          {blocked && (
            <p className="tw-small tw-wallet-blocked" role="status" data-testid="wallet-blocked">
              {t(blocked)}
            </p>
          )}
          {here && !here.ok && <p className="tw-muted tw-small">{t('deposit.page.open_in_wallet')}</p>}
          <p className="tw-muted tw-small">{t('deposit.page.send_safe_note')}</p>
        </>
      )}
      <WalletPicker
        choices={choices}
        visible={picking !== null}
        onPick={onPick}
        onClose={() => setPicking(null)}
      />
    </section>
  );
}

/** "I already paid": the hash of a transfer made elsewhere. */
function PasteHash({ target }: { target: DepositAddress }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [hash, setHash] = useState('');
  // One id per hash typed: pressing submit again after a lost answer counts once.
  const [attempt, setAttempt] = useState<{ hash: string; id: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = hashProblem(target.network, hash);
    if (problem) return void Toast(t(problem));
    const trimmed = hash.trim();
    const current = attempt?.hash === trimmed ? attempt : { hash: trimmed, id: newRequestId() };
    setAttempt(current);
    setBusy(true);
    try {
      const record = await submitChainDeposit({
        currency_id: target.currency_id,
        network: target.network,
        hash: trimmed,
        request_id: current.id,
      });
      setHash('');
      setAttempt(null);
      await queryClient.invalidateQueries({ queryKey: depositKeys.records });
      Toast({ message: t(submittedMessageKey(record.status)), duration: 2500 });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tw-card" data-testid="paste-hash">
      <h3 className="tw-card-title">{t('deposit.page.paste_title')}</h3>
      <Field
        value={hash}
        onChange={setHash}
        placeholder={t('deposit.page.hash_placeholder')}
        name="hash"
        clearable
      />
      <Button
        block
        round
        plain
        type="primary"
        loading={busy}
        onClick={() => void submit()}
        data-testid="submit-hash"
      >
        {t('deposit.page.submit_hash')}
      </Button>
    </section>
  );
}

function AddressCard({
  target,
  coin,
  network,
}: {
  target: DepositAddress;
  coin: Coin;
  network: DepositNetworkView;
}) {
  const { t, i18n } = useTranslation();
  const symbol = coin.symbol;
  const minutes = ARRIVAL_MINUTES[network.network];
  const label = networkLabel(symbol, network.network);
  return (
    <>
      <section className="tw-card tw-deposit-card" data-testid="deposit-address-card">
        {target.demo && <DemoSetupNotice what="address" />}
        <AddressQr address={target.address} label={t('deposit.page.qr_label', { symbol, network: label })} />
        <p className="tw-muted tw-small">{t('deposit.page.address_label', { symbol, network: label })}</p>
        <CopyAddress address={target.address} />
        <dl className="tw-deposit-facts">
          <div>
            <dt>{t('deposit.page.minimum')}</dt>
            <dd className="tw-num" data-testid="deposit-min">
              {formatCoinAmount(target.min, coin, i18n.language).text}
            </dd>
          </div>
          <div>
            <dt>{t('deposit.page.arrival')}</dt>
            <dd data-testid="deposit-arrival">
              {network.verification === 'chain' && minutes
                ? t('deposit.page.arrival_auto', { minutes })
                : t('deposit.page.arrival_review')}
            </dd>
          </div>
        </dl>
        <p className="tw-deposit-warning" role="note" data-testid="deposit-warning">
          <WarningO /> {t('deposit.page.warning', { symbol, network: label })}
        </p>
      </section>
      {/* A demo address is nobody's: no wallet is ever asked to send real money to it. */}
      {target.contract && !target.demo && <SendFromWallet target={target} coin={coin} />}
      <PasteHash target={target} />
    </>
  );
}

/** The chain side of the screen for one coin on one network. */
export function ChainDeposit({ coin, network }: { coin: DepositCurrency; network: DepositNetworkView }) {
  const target = useDepositAddress(
    network.address_configured ? coin.currency_id : null,
    network.address_configured ? network.network : null,
  );
  if (!network.address_configured) return <NotConfigured />;
  if (!target.data) {
    return (
      <div className="tw-center">
        <Loading type="spinner" />
      </div>
    );
  }
  return (
    <AddressCard
      target={target.data}
      coin={{ symbol: coin.currency, decimals: coin.decimals }}
      network={network}
    />
  );
}
