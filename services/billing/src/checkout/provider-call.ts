import type { AuthUser } from '@liquify/auth';
import { AccountsService } from '../accounts/accounts.service';
import { BillingErrors } from '../billing.errors';
import { ProviderError } from '../payments/payment-provider';

/** Runs a payment provider call; the provider's own failures answer 502. */
export async function providerCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProviderError) throw BillingErrors.providerError();
    throw err;
  }
}

/** The e-mail billing knows the user by (its read model), else the token's. */
export async function billingEmailOf(accounts: AccountsService, user: AuthUser): Promise<string> {
  const account = await accounts.findLive(user.id);
  return (account?.email ?? user.email).toLowerCase();
}
