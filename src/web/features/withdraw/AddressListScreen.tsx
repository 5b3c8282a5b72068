import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Dialog, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import type { WithdrawalAddress } from '../../../core/schemas/withdrawals';
import { useAddresses, withdrawKeys } from './queries';
import { api } from '../../api';
import { withdrawDeleteAddress } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import './withdraw.css';

/** The withdrawal address book: every saved address, delete after a confirm, add one, bank card. */
export default function AddressListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useAddresses();

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
    <Page
      title={t('address.list_title')}
      right={
        <Link to="/pages/user/address/bank" className="tw-link" data-testid="address-bank">
          {t('address.bank_card')}
        </Link>
      }
      testId="address-list-page"
    >
      <div className="tw-content">
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
