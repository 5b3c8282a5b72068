import type { IeoItemStatus, IeoPayState } from '../../../core/schemas/ieo';
import type { ItemFilter, TimelineStep } from './timeline';

/*
 * The text keys of the values the screens show, written out one by one rather than built from the
 * value (`ieo.status.${s}`): every key stays findable, and the message-key check reads each as it is.
 */

export const ITEM_STATUS_KEY: Record<IeoItemStatus, string> = {
  upcoming: 'ieo.status.upcoming',
  applying: 'ieo.status.applying',
  allotting: 'ieo.status.allotting',
  paying: 'ieo.status.paying',
  awaiting_listing: 'ieo.status.awaiting_listing',
  listed: 'ieo.status.listed',
};

/** The status pill's colour (ui/page/sections.css): not open yet, or over; the others keep the brand's. */
export const ITEM_STATUS_TONE: Partial<Record<IeoItemStatus, 'soon' | 'over'>> = {
  upcoming: 'soon',
  awaiting_listing: 'over',
  listed: 'over',
};

export const FILTER_KEY: Record<ItemFilter, string> = {
  all: 'ieo.filter.all',
  applying: 'ieo.filter.applying',
  upcoming: 'ieo.filter.upcoming',
  closed: 'ieo.filter.closed',
};

/** A step of the timeline as a date on the detail screen. */
export const STEP_KEY: Record<TimelineStep, string> = {
  apply_start: 'ieo.step.apply_start',
  apply_end: 'ieo.step.apply_end',
  allot_date: 'ieo.step.allot_date',
  pay_start: 'ieo.step.pay_start',
  pay_end: 'ieo.step.pay_end',
  listing_date: 'ieo.step.listing_date',
  lock_until: 'ieo.step.lock_until',
};

/** A step as what the countdown before it waits for ("Applications close in"). */
export const AHEAD_KEY: Record<TimelineStep, string> = {
  apply_start: 'ieo.ahead.apply_start',
  apply_end: 'ieo.ahead.apply_end',
  allot_date: 'ieo.ahead.allot_date',
  pay_start: 'ieo.ahead.pay_start',
  pay_end: 'ieo.ahead.pay_end',
  listing_date: 'ieo.ahead.listing_date',
  lock_until: 'ieo.ahead.lock_until',
};

export const PAY_STATE_KEY: Record<IeoPayState, string> = {
  processing: 'ieo.pay_state.processing',
  paying: 'ieo.pay_state.paying',
  success: 'ieo.pay_state.success',
  fail: 'ieo.pay_state.fail',
};
