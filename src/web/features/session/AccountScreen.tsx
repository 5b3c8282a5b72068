import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Cell, Dialog, Field, Toast } from 'react-vant';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { nicknameRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userLogout, userNickname } from '../../api/endpoints';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useProfile, userKeys } from './queries';
import { clearSession, saveUser } from '../../api/session/storage';
import { Page } from '../../ui/page/Page';
import { LinkedWallets } from '../wallet';

/** Nickname, the addresses the account is known by, and logout. */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const user = profile.data;
  const [editing, setEditing] = useState(false);
  const [nickname, setNickname] = useState('');
  const none = t('account.not_bound');

  // One field: its error sits under it, and the dialog's save button stays off while there is one.
  const shown = useFieldErrors<'nickname'>(schemaErrors<'nickname'>(nicknameRequest, { nickname }));
  const sender = useSubmit((body: { nickname: string }) => api.call(userNickname, body));

  const saveNickname = async () => {
    if (shown.reason) return false;
    const sent = await sender.run({ nickname });
    if (!sent.ok) return false;
    const updated = sent.result;
    saveUser(updated);
    queryClient.setQueryData(userKeys.center, updated);
    Toast.success(t('common.saved'));
    return true;
  };

  const logout = async () => {
    const confirmed = await Dialog.confirm({
      title: t('account.logout'),
      message: t('account.logout_confirm'),
      confirmButtonText: t('common.confirm'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    // The server session ends first; the local copy goes even if the network is down.
    await api.call(userLogout, {}, { noToast: true }).catch(() => undefined);
    // Home and the cleared session render together: this login-only screen's guard never sees
    // the session gone (it would send the user to login), and home never asks the server
    // anything with the token that just ended (its wallet list would answer 401).
    flushSync(() => {
      navigate('/pages/index/index', { replace: true });
      clearSession();
      queryClient.clear();
    });
  };

  return (
    <Page title={t('account.title')} testId="account-page">
      <div className="tw-group">
        <Cell
          title={t('account.nickname')}
          value={user?.nickname}
          isLink
          onClick={() => {
            setNickname(user?.nickname ?? '');
            setEditing(true);
          }}
        />
        {user?.username && <Cell title={t('account.username')} value={user.username} />}
        <Cell title={t('account.email')} value={user?.email ?? none} />
        <Cell title={t('account.phone')} value={user?.phone ?? none} />
        <Cell title={t('account.invite_code')} value={user?.invite_code} />
      </div>
      <LinkedWallets />
      <div className="tw-content">
        <Button block round type="danger" plain onClick={() => void logout()} data-testid="logout">
          {t('account.logout')}
        </Button>
      </div>
      <Dialog
        visible={editing}
        title={t('account.edit_nickname')}
        showCancelButton
        confirmButtonText={t('common.save')}
        cancelButtonText={t('common.cancel')}
        confirmProps={{ disabled: Boolean(shown.reason), loading: sender.busy }}
        onCancel={() => setEditing(false)}
        onConfirm={async () => {
          if (await saveNickname()) setEditing(false);
        }}
      >
        <Field
          value={nickname}
          onChange={(value) => {
            setNickname(value);
            shown.touch('nickname');
          }}
          placeholder={t('account.nickname_placeholder')}
          errorMessage={shown.under('nickname')}
          name="nickname"
          maxLength={24}
        />
      </Dialog>
    </Page>
  );
}
