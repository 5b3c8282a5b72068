import { describe, expect, it } from 'vitest';
import {
  DRAWN_CHOICES_COOKIE,
  drawnChoice,
  drawnChoicesIn,
  drawWithChoices,
} from '../../src/web/ui/hooks/drawnChoices';

describe('choices the server draws a screen by', () => {
  it('reads them from the request’s cookie header, among other cookies', () => {
    const header = `lang=th; ${DRAWN_CHOICES_COOKIE}=${encodeURIComponent('trade.chart_shown:1,contract.chart_shown:1')}; x=y`;
    expect(drawnChoicesIn(header)).toEqual({ 'trade.chart_shown': '1', 'contract.chart_shown': '1' });
  });

  it('reads the hints that hold a signed-in reader’s place: a session kept, the coins listed', () => {
    const header = `${DRAWN_CHOICES_COOKIE}=${encodeURIComponent('session.signed_in:1,finance.holdings:2')}`;
    expect(drawnChoicesIn(header)).toEqual({ 'session.signed_in': '1', 'finance.holdings': '2' });
  });

  it('takes only the choices it draws by, and nothing from a missing or broken cookie', () => {
    expect(drawnChoicesIn(`${DRAWN_CHOICES_COOKIE}=assets.hide_amounts:1,trade.chart_shown`)).toEqual({});
    expect(drawnChoicesIn(undefined)).toEqual({});
    expect(drawnChoicesIn('lang=en')).toEqual({});
  });

  it('answers, on the server, with the choices of the request being drawn', () => {
    drawWithChoices(drawnChoicesIn(`${DRAWN_CHOICES_COOKIE}=trade.chart_shown:1`));
    expect(drawnChoice('trade.chart_shown')).toBe('1');
    drawWithChoices({});
    expect(drawnChoice('trade.chart_shown')).toBeNull();
  });
});
