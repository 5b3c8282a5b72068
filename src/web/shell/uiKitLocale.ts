import type { TFunction } from 'i18next';
import type { base } from 'react-vant/es/locale/lang/base.js';

/** Every text react-vant draws by itself, as its own locales declare them. */
export type UiKitLocale = typeof base;

/**
 * react-vant's own texts (a list's "Loading…", pull-to-refresh, a picker's "Select", a dialog's
 * buttons) in the reader's language, from the app's texts: react-vant ships Chinese by default
 * and has no Korean, Spanish or Thai. Built for the current language on each switch.
 */
export function uiKitLocale(t: TFunction): UiKitLocale {
  const text = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  return {
    name: text('uikit.name'),
    tel: text('uikit.tel'),
    save: text('common.save'),
    confirm: text('common.confirm'),
    cancel: text('common.cancel'),
    delete: text('uikit.delete'),
    loading: text('common.loading'),
    noCoupon: text('uikit.no_coupon'),
    nameEmpty: text('uikit.name_empty'),
    telInvalid: text('uikit.tel_invalid'),
    vanCalendar: {
      end: text('uikit.end'),
      start: text('uikit.start'),
      title: text('uikit.calendar_title'),
      confirm: text('common.confirm'),
      startEnd: text('uikit.start_end'),
      weekdays: [
        text('uikit.weekdays.sun'),
        text('uikit.weekdays.mon'),
        text('uikit.weekdays.tue'),
        text('uikit.weekdays.wed'),
        text('uikit.weekdays.thu'),
        text('uikit.weekdays.fri'),
        text('uikit.weekdays.sat'),
      ],
      monthTitle: (year, month) => text('uikit.month_title', { year, month }),
      rangePrompt: (count) => text('uikit.range_prompt', { count }),
    },
    vanPicker: { select: text('uikit.select') },
    vanContactCard: { addText: text('uikit.add_contact') },
    vanContactList: { addText: text('uikit.new_contact') },
    vanPagination: { prev: text('uikit.previous'), next: text('uikit.next') },
    vanPullRefresh: {
      pulling: text('common.pull_to_refresh'),
      loosing: text('common.release_to_refresh'),
      loading: text('common.loading'),
    },
    vanSubmitBar: { label: text('uikit.total') },
    vanCoupon: {
      unlimited: text('uikit.no_minimum'),
      // react-vant counts a discount in tenths of the price paid (8.5 is 15 % off).
      discount: (tenths) => text('uikit.percent_off', { percent: Number((100 - tenths * 10).toFixed(2)) }),
      condition: (amount) => text('uikit.minimum_spend', { amount }),
    },
    vanCouponCell: {
      title: text('uikit.coupon'),
      count: (count) => text('uikit.coupons_available', { count }),
    },
    vanCouponList: {
      exchange: text('uikit.redeem'),
      close: text('uikit.no_coupon_use'),
      enable: text('uikit.available'),
      disabled: text('uikit.unavailable'),
      placeholder: text('uikit.coupon_code'),
    },
    vanAddressEdit: {
      area: text('uikit.area'),
      postal: text('uikit.postal_code'),
      areaEmpty: text('uikit.area_empty'),
      addressEmpty: text('uikit.address_empty'),
      postalEmpty: text('uikit.postal_invalid'),
      defaultAddress: text('uikit.default_address'),
    },
    vanAddressEditDetail: { label: text('uikit.address'), placeholder: text('uikit.address_placeholder') },
    vanAddressList: { add: text('uikit.add_address') },
  };
}
