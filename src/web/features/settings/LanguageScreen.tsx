import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell, Toast } from 'react-vant';
import { Success } from '@react-vant/icons';
import { LANGUAGES, isLanguage } from '../../../core/languages';
import { api } from '../../api';
import { configSetLang } from '../../api/endpoints';
import { currentLanguage, switchLanguage, t as translate } from '../../app/i18n';
import { Page } from '../../ui/page/Page';

/** The seven languages, each named in itself. */
export default function LanguagePage() {
  const { t } = useTranslation();
  const active = currentLanguage();
  const queryClient = useQueryClient();

  const choose = async (code: string) => {
    if (code === active) return;
    try {
      // The server confirms the language; the stored result becomes the language mark.
      const { lang } = await api.call(configSetLang, { lang: code });
      if (isLanguage(lang)) await switchLanguage(lang);
      // What the server wrote in the old language (an announcement's title, help articles, its
      // messages) is read again in the new one: the screens show the fresh copy as it comes.
      void queryClient.invalidateQueries();
      // The hook's t is bound to the language of the last render; this says it in the new one.
      Toast.success(translate('language.switched'));
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Page title={t('language.title')} testId="language-page">
      <div className="tw-group">
        {LANGUAGES.map((l) => (
          <Cell
            key={l.code}
            title={l.name}
            onClick={() => void choose(l.code)}
            rightIcon={l.code === active ? <Success color="var(--tw-brand)" /> : undefined}
          />
        ))}
      </div>
    </Page>
  );
}
