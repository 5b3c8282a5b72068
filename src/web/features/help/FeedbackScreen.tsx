import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  feedbackRequest,
  type FeedbackCategory,
} from '../../../core/schemas/help';
import { api } from '../../api';
import { helpFeedback } from '../../api/endpoints';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useQueryParams } from '../../ui/hooks/useQueryParams';
import { ListTabs } from '../../ui/page/ListTabs';
import { Page } from '../../ui/page/Page';
import { ImageUpload, UploadHint } from '../../ui/upload/ImageUpload';
import { FeedbackList } from './FeedbackList';
import { helpKeys } from './queries';
import './help.css';

const TABS = ['new', 'mine'] as const;
type Tab = (typeof TABS)[number];

type Form = { category: FeedbackCategory | null; content: string; images: (string | null)[] };
const EMPTY: Form = {
  category: null,
  content: '',
  images: Array<string | null>(FEEDBACK_MAX_IMAGES).fill(null),
};
/** The form is checked with the server's own schema; the request id is added when it is sent. */
const CHECK_ID = 'form-check-id';

const requestOf = (form: Form) => ({
  category: form.category ?? '',
  content: form.content,
  images: form.images.filter((id): id is string => !!id),
});

/** `/pages/help/center/feedback`: send feedback (a kind, the text, up to 3 screenshots), and my feedback with replies. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useQueryParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'new';
  const show = (next: Tab) => setParams(new URLSearchParams(next === 'mine' ? { tab: 'mine' } : {}));
  return (
    <Page title={t('help.feedback.title')} testId="help-feedback-page">
      <ListTabs
        className="tw-help-tabs"
        tabs={TABS}
        value={tab}
        onChange={show}
        label={(name) => t(`help.feedback.tab.${name}`)}
        testId={(name) => `help-feedback-tab-${name}`}
      />
      {tab === 'new' ? <FeedbackForm onSent={() => show('mine')} /> : <FeedbackList />}
    </Page>
  );
}

function FeedbackForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(EMPTY);
  const errors = schemaErrors<'category' | 'content' | 'images'>(feedbackRequest, {
    ...requestOf(form),
    request_id: CHECK_ID,
  });
  const shown = useFieldErrors<'category' | 'content' | 'images'>(errors);
  // Sent only once the schema passes, so the kind is chosen.
  const sender = useSubmit((values: Form, requestId: string) =>
    api.call(helpFeedback, {
      ...requestOf(values),
      category: values.category as FeedbackCategory,
      request_id: requestId,
    }),
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (errors.length > 0 || !(await sender.run(form)).ok) return;
    await queryClient.invalidateQueries({ queryKey: helpKeys.feedback });
    Toast.success(t('help.feedback.sent'));
    setForm(EMPTY);
    onSent();
  };

  return (
    <form className="tw-help tw-help-form" onSubmit={submit} data-testid="help-feedback-form">
      <section className="tw-help-card">
        <h2 className="tw-help-heading">{t('help.feedback.category')}</h2>
        <ChipGroup
          label={t('help.feedback.category')}
          choices={FEEDBACK_CATEGORIES}
          value={form.category}
          onChange={(category) => {
            setForm((f) => ({ ...f, category }));
            shown.touch('category');
          }}
          text={(kind) => t(`help.feedback.kind.${kind}`)}
          testId={(kind) => `help-feedback-kind-${kind}`}
          className="tw-type-chips tw-help-chips"
        />
      </section>
      <section className="tw-help-card">
        <h2 className="tw-help-heading">{t('help.feedback.content')}</h2>
        <Field
          aria-label={t('help.feedback.content')}
          type="textarea"
          rows={5}
          autoSize={{ minHeight: 110 }}
          maxLength={FEEDBACK_MAX_LENGTH}
          showWordLimit
          value={form.content}
          onChange={(content) => {
            setForm((f) => ({ ...f, content }));
            shown.touch('content');
          }}
          placeholder={t('help.feedback.content_placeholder', { min: FEEDBACK_MIN_LENGTH })}
          errorMessage={shown.under('content')}
          name="content"
          data-testid="help-feedback-content"
        />
      </section>
      <section className="tw-help-card">
        <h2 className="tw-help-heading">{t('help.feedback.images', { max: FEEDBACK_MAX_IMAGES })}</h2>
        <div className="tw-help-photos">
          {form.images.map((image, i) => (
            <ImageUpload
              key={i}
              value={image}
              onChange={(id) =>
                setForm((f) => ({ ...f, images: f.images.map((old, j) => (j === i ? id : old)) }))
              }
              testId={`help-feedback-photo-${i}`}
            />
          ))}
        </div>
        <UploadHint />
      </section>
      <SubmitButton reason={shown.reason} busy={sender.busy} testId="help-feedback-submit">
        {t('help.feedback.submit')}
      </SubmitButton>
    </form>
  );
}
