import http from 'node:http';
import https from 'node:https';
import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 for stripe-mock; default api.stripe.com */
  apiBase?: string;
  httpClient?: Stripe.HttpClient;
}

export interface StripeClient {
  stripe: Stripe;
  /** Closes the kept-alive connections (on shutdown). */
  close(): void;
}

/** A Stripe client with its own keep-alive agent; STRIPE_API_BASE points it elsewhere (host, port, protocol). */
export function createStripeClient(options: StripeClientOptions): StripeClient {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'liquify-billing' } };
  let secure = true;
  if (options.apiBase) {
    const url = new URL(options.apiBase);
    secure = url.protocol !== 'http:';
    config.host = url.hostname;
    config.protocol = secure ? 'https' : 'http';
    config.port = url.port || (secure ? 443 : 80);
  }
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  config.httpAgent = agent;
  if (options.httpClient) config.httpClient = options.httpClient;
  return { stripe: new Stripe(options.secretKey, config), close: () => agent.destroy() };
}
