import { useCustomerUrl } from '../../api/config';

/** The operator's outside customer-service page (CUSTOMER_SERVICE_URL), or null: "Contact us" opens it instead of the chat. */
export function useCustomerLink(): string | null {
  return useCustomerUrl().data?.url || null;
}
