import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell, Popup, Search } from 'react-vant';
import 'react-vant/es/search/style/index.css';
import { areaCodesQuery } from '../../api/config';
import { currentLanguage } from '../../app/i18n';

/** The country calling code in front of a phone field, chosen from a searchable list. */
export function AreaCodePicker({ value, onChange }: { value: string; onChange(code: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const codes = useQuery({ ...areaCodesQuery(currentLanguage()), enabled: open });
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase().replace(/^\+/, '');
    const list = codes.data ?? [];
    return f ? list.filter((c) => c.name.toLowerCase().includes(f) || c.code.startsWith(f)) : list;
  }, [codes.data, filter]);
  return (
    <>
      <button type="button" className="tw-area-code" onClick={() => setOpen(true)} data-testid="area-code">
        +{value}
      </button>
      <Popup
        visible={open}
        position="bottom"
        round
        onClose={() => setOpen(false)}
        style={{ height: '70%' }}
        title={t('register.area_code')}
      >
        <Search value={filter} onChange={setFilter} placeholder={t('register.search_country')} />
        {shown.map((c) => (
          <Cell
            key={c.country}
            title={c.name}
            value={`+${c.code}`}
            onClick={() => {
              onChange(c.code);
              setOpen(false);
            }}
          />
        ))}
      </Popup>
    </>
  );
}

/** A sensible first guess from the interface language; the user can change it. */
export function defaultAreaCode(lang: string): string {
  const byLang: Record<string, string> = {
    'zh-CN': '86',
    'zh-TW': '886',
    ja: '81',
    ko: '82',
    es: '34',
    th: '66',
  };
  return byLang[lang] ?? '1';
}
