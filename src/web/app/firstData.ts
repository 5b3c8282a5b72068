import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../../core/firstData';

/** The answers the server drew this page's screen from; none when it drew no screen. */
export function pageFirstData(): FirstData {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as FirstData;
  } catch {
    return {};
  }
}
