import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';

type Props = {
  /** What did not load, in the reader's language. */
  message: string;
  onRetry: () => unknown;
  /** The box's classes: centred in the screen's body (the default), or the card of a list. */
  className?: string;
  /** Nothing else of the screen could be shown: asking again is its main action. */
  primary?: boolean;
  'data-testid'?: string;
};

/**
 * A part of a screen that did not load: what failed and a button to ask again, announced to a
 * screen reader as it appears.
 */
export function LoadFailed({ message, onRetry, className = 'tw-center', primary = false, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert" data-testid={props['data-testid']}>
      <p className={primary ? undefined : 'tw-muted'}>{message}</p>
      <Button size="small" round type={primary ? 'primary' : 'default'} onClick={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
