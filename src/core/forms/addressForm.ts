import { z } from 'zod';
import { codeField } from '../schemas/fields';
import { addAddressRequest, type ChainNetwork } from '../schemas/withdrawals';
import { schemaErrors, type FieldError } from './fieldErrors';

/** What the user types on the new-address screen, named as `withdraw/add_address` names it. */
export type AddressFormState = { address: string; remark: string; pay_password: string; code: string };
export type AddressField = keyof AddressFormState;

export type AddressFormContext = {
  currency_id: number;
  network: ChainNetwork;
  /** The user has an e-mail or phone, so the server asks for a code sent there. */
  codeRequired: boolean;
};

/** The add-address request's rules, with the code required only where one is sent. */
export const addressFormSchema = (context: AddressFormContext) =>
  addAddressRequest.extend({ code: context.codeRequired ? codeField : z.string() });

/** One error per field; an address error names the network it was checked for. */
export function addressForm(
  state: AddressFormState,
  context: AddressFormContext,
): { errors: FieldError<AddressField | 'form'>[] } {
  const values = { currency_id: context.currency_id, network: context.network, ...state };
  const errors = schemaErrors<AddressField>(addressFormSchema(context), values);
  return {
    errors: errors.map((e) => (e.field === 'address' ? { ...e, params: { network: context.network } } : e)),
  };
}
