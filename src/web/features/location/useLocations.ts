import { useQuery } from '@tanstack/react-query';
import { areaCodesQuery } from '../../api/config';
import { currentLanguage } from '../../app/i18n';

/**
 * Every country or region with its calling code, named and sorted in the reader's language: the
 * server's `area_code` list, the one the phone fields and verification read (kept for the session).
 */
export const useLocations = (enabled = true) => useQuery({ ...areaCodesQuery(currentLanguage()), enabled });
