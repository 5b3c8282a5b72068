import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Alipay, Card, WechatPay } from '@react-vant/icons';
import type { C2cPayType } from '../../../core/schemas/c2c';
import { PAY_TYPE_KEY } from './labels';

const ICON: Record<C2cPayType, ComponentType<{ className?: string }>> = {
  bank: Card,
  alipay: Alipay,
  wechat: WechatPay,
};

/** A pay kind with its icon, "▭ Bank transfer". */
export function PayTypeLabel({ payType }: { payType: C2cPayType }) {
  const { t } = useTranslation();
  const Icon = ICON[payType];
  return (
    <span className="tw-c2c-pay-type" data-pay-type={payType}>
      <Icon className="tw-c2c-pay-icon" />
      {t(PAY_TYPE_KEY[payType])}
    </span>
  );
}

/** The pay kinds an ad takes, in a row. */
export function PayTypes({ payTypes, testId }: { payTypes: readonly C2cPayType[]; testId?: string }) {
  return (
    <span className="tw-c2c-pay-types" data-testid={testId}>
      {payTypes.map((p) => (
        <PayTypeLabel key={p} payType={p} />
      ))}
    </span>
  );
}
