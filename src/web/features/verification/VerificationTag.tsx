import { useTranslation } from 'react-i18next';
import { Tag } from 'react-vant';
import 'react-vant/es/tag/style/index.css';
// The security centre (features/settings) shows the tag in the verification card's styles.
import './verification.css';
import type { VerificationState } from '../../../core/schemas/identity';

const TAG_TYPE = { none: 'default', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** Not verified / under review / verified / rejected, coloured and in words (never colour alone). */
export function VerificationTag({ state, testId }: { state: VerificationState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="tw-badge" data-testid={testId} data-state={state}>
      <Tag type={TAG_TYPE[state]} plain={state === 'none'} round size="medium">
        {t(`verification.state.${state}`)}
      </Tag>
    </span>
  );
}
