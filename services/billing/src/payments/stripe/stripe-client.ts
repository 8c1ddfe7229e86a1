import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 for stripe-mock; default api.stripe.com */
  apiBase?: string;
  httpClient?: Stripe.HttpClient;
}

/** A Stripe client; STRIPE_API_BASE points it elsewhere (host, port and protocol of the client). */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'liquify-billing' } };
  if (options.apiBase) {
    const url = new URL(options.apiBase);
    config.host = url.hostname;
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  if (options.httpClient) config.httpClient = options.httpClient;
  return new Stripe(options.secretKey, config);
}
