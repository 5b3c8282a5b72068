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

  const choose = async (code: string) => {
    if (code === active) return;
    try {
      // The server confirms the language; the stored result becomes the language mark.
      const { lang } = await api.call(configSetLang, { lang: code });
      if (isLanguage(lang)) await switchLanguage(lang);
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
