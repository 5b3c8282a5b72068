import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Arrow, ChatO, Edit } from '@react-vant/icons';

/** Feedback and the support chat: where to go when no answer helps. */
export function ContactEntries() {
  const { t } = useTranslation();
  const entries = [
    {
      to: '/pages/help/center/feedback',
      Icon: Edit,
      title: t('help.feedback_entry'),
      note: t('help.feedback_note'),
      testId: 'help-feedback-entry',
    },
    {
      to: '/pages/help/center/chat',
      Icon: ChatO,
      title: t('help.chat_entry'),
      note: t('help.chat_note'),
      testId: 'help-chat-entry',
    },
  ];
  return (
    <ul className="tw-help-card tw-help-contact">
      {entries.map(({ to, Icon, title, note, testId }) => (
        <li key={to}>
          <Link to={to} data-testid={testId}>
            <span className="tw-help-icon">
              <Icon fontSize={22} />
            </span>
            <span className="tw-help-contact-text">
              <strong>{title}</strong>
              <span className="tw-muted tw-small">{note}</span>
            </span>
            <Arrow className="tw-help-chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
