import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../ui/EmptyState';

type Props = { error: unknown; onRetry(): void };

/**
 * In place of the whole screen when the periods cannot be read. An answer from the server (the
 * operator has switched options off: "not available in your region") is shown as it is; only a
 * failed connection offers a retry, since asking again would not change an answer.
 */
export function Unavailable({ error, onRetry }: Props) {
  const { t } = useTranslation();
  const answered = error instanceof ApiError && error.kind === 'failed';
  const message = error instanceof ApiError && error.message ? error.message : t('options.load_failed');
  return (
    <div className="tw-page tw-center tw-trade-dark tw-option-unavailable" data-testid="option-unavailable">
      <EmptyState imageSize={96} description={message} />
      {!answered && (
        <Button type="primary" size="small" round onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
