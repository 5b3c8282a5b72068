import { useTranslation } from 'react-i18next';
import { ActionSheet } from 'react-vant';
import 'react-vant/es/action-sheet/style/index.css';
import type { WalletEnvironment } from './environment';

type Choice = WalletEnvironment['evmChoices'][number];

/**
 * Desktop with several wallet extensions: each wallet that announced itself (EIP-6963), by its
 * own name and icon, and the user picks which one signs. Only the picked wallet is asked anything.
 */
export function WalletPicker({
  choices,
  visible,
  onPick,
  onClose,
}: {
  choices: Choice[];
  visible: boolean;
  onPick: (rdns: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={visible}
      title={t('wallet.choose_wallet')}
      description={t('wallet.choose_wallet_note')}
      cancelText={t('common.cancel')}
      closeable={false}
      onCancel={onClose}
      onClose={onClose}
    >
      <ul className="tw-wallet-picker" data-testid="wallet-picker">
        {choices.map((choice) => (
          <li key={choice.rdns}>
            <button
              type="button"
              className="tw-wallet-choice"
              data-rdns={choice.rdns}
              onClick={() => {
                onClose();
                onPick(choice.rdns);
              }}
            >
              {choice.icon ? (
                <img src={choice.icon} alt="" width={32} height={32} />
              ) : (
                <span className="tw-wallet-choice-blank" aria-hidden />
              )}
              <span>{choice.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </ActionSheet>
  );
}
