import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import { useCountdown } from '../hooks/useCountdown';

/** "Send code" with the 60-second wait the server enforces, counted down on the button. */
export function SendCodeButton({ send, testId }: { send(): Promise<boolean>; testId?: string }) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    setSending(true);
    try {
      if (await send()) start(60);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="small"
      type="primary"
      plain
      disabled={left > 0}
      loading={sending}
      onClick={onClick}
      data-testid={testId}
    >
      {left > 0 ? t('code.resend_in', { count: left }) : t('code.send')}
    </Button>
  );
}
