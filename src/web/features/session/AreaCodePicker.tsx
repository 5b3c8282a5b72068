import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Popup, Search } from 'react-vant';
import 'react-vant/es/search/style/index.css';
import { filterLocations, Flag, useCanShowFlags, useLocations } from '../location';

/** The country calling code in front of a phone field, chosen from a searchable list. */
export function AreaCodePicker({ value, onChange }: { value: string; onChange(code: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  // The same list and search as /choose-location; a popup here keeps the passwords typed on this
  // form out of the history entry a full-screen chooser would have to keep them in.
  const codes = useLocations(open);
  const flags = useCanShowFlags();
  const shown = useMemo(() => filterLocations(codes.data ?? [], filter), [codes.data, filter]);
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
            icon={flags ? <Flag country={c.country} /> : undefined}
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
