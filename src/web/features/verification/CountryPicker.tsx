import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell, Field, Popup, Search } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/search/style/index.css';
import { currentLanguage } from '../../app/i18n';
import { areaCodesQuery } from '../../api/config';

type Props = {
  value: string;
  onChange(country: string): void;
  label: string;
  placeholder: string;
  errorMessage?: string | undefined;
};

/** A country (ISO code) chosen from a searchable list named in the reader's language (`area_code`). */
export function CountryPicker({ value, onChange, label, placeholder, errorMessage }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const countries = useQuery(areaCodesQuery(currentLanguage()));
  const name = countries.data?.find((c) => c.country === value)?.name ?? value;
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    const list = countries.data ?? [];
    return f ? list.filter((c) => c.name.toLowerCase().includes(f) || c.country.toLowerCase() === f) : list;
  }, [countries.data, filter]);
  return (
    <>
      <Field
        label={label}
        value={name}
        placeholder={placeholder}
        errorMessage={errorMessage}
        readOnly
        isLink
        onClick={() => setOpen(true)}
        name="country"
      />
      <Popup
        visible={open}
        position="bottom"
        round
        onClose={() => setOpen(false)}
        style={{ height: '70%' }}
        title={label}
      >
        <Search value={filter} onChange={setFilter} placeholder={t('verification.search_country')} />
        <div data-testid="country-list">
          {shown.map((c) => (
            <Cell
              key={c.country}
              title={c.name}
              value={c.country}
              onClick={() => {
                onChange(c.country);
                setOpen(false);
                setFilter('');
              }}
            />
          ))}
        </div>
      </Popup>
    </>
  );
}
