import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Dialog, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import type { WithdrawalAddress } from '../../../core/schemas/withdrawals';
import { shortAddress } from '../../../core/address';
import { BANK_NETWORK, WITHDRAW_COINS } from '../../../core/schemas/withdrawals';
import { useAddresses, useBankCard, withdrawKeys } from './queries';
import { api } from '../../api';
import { withdrawDeleteAddress } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import './withdraw.css';

/** The coin a bank withdrawal pays out (spec §3: USDT only). */
const BANK_COIN = WITHDRAW_COINS.find((c) => c.networks.includes(BANK_NETWORK))?.symbol;

/** The withdrawal address book: every saved address, delete after a confirm, add one, bank card. */
export default function AddressListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const bankCard = useBankCard();

  const remove = async (address: WithdrawalAddress) => {
    const confirmed = await Dialog.confirm({
      title: t('address.delete'),
      message: t('address.delete_confirm'),
      confirmButtonText: t('common.confirm'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    try {
      await api.call(withdrawDeleteAddress, { id: address.id });
      Toast.success(t('address.deleted'));
    } catch {
      // Shown by the client.
    }
    await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
  };

  return (
    <Page title={t('address.list_title')} testId="address-list-page">
      <div className="tw-content">
        {/* The bank card is a destination like an address: listed with them, edited on its own screen. */}
        <Link to="/pages/user/address/bank" className="tw-wd-book-item" data-testid="address-bank">
          <header>
            <span>
              {t('address.bank_card')} · {BANK_COIN}
            </span>
            <span className="tw-link">{bankCard.data ? t('address.bank_edit') : t('address.bank_add')}</span>
          </header>
          {bankCard.data ? (
            <code className="tw-wd-mono">
              {bankCard.data.bank_name} · {bankCard.data.holder_name} ·{' '}
              {shortAddress(bankCard.data.card_number)}
            </code>
          ) : (
            <p className="tw-wd-foot">{t('address.bank_none')}</p>
          )}
        </Link>
        {addresses.isSuccess && addresses.data.length === 0 && (
          <p className="tw-wd-empty">{t('address.empty')}</p>
        )}
        {addresses.data?.map((a) => (
          <div key={a.id} className="tw-wd-book-item" data-testid="address-item">
            <header>
              <span>
                {a.coin} · {a.network}
              </span>
              <Button size="mini" plain type="danger" onClick={() => remove(a)} data-testid="address-delete">
                {t('address.delete')}
              </Button>
            </header>
            <code className="tw-wd-mono">{a.address}</code>
            {a.remark && <p className="tw-wd-foot">{a.remark}</p>}
          </div>
        ))}
        <Link to="/pages/user/address/create" data-testid="address-add">
          <Button type="primary" block round>
            {t('address.add')}
          </Button>
        </Link>
      </div>
    </Page>
  );
}
