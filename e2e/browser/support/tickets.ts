/** Support desk helpers the browser suites share: a fresh customer, a ticket of theirs, the axe check. */
import type { Page } from 'playwright-core';
import { api, publicPlans, seriousAxeViolations, uniqueEmail, waitUntil } from './browser';

/** A new customer on the free plan; answers their token. */
export async function customerToken(name = 'Support Customer'): Promise<string> {
  const free = (await publicPlans()).find((plan) => Number(plan.price) === 0);
  if (!free) throw new Error('no free plan among the public plans');
  const { status, body } = await api('POST', '/auth/register', { name, email: uniqueEmail('support'), password: 'longenough1', plan: free.slug, planSlug: free.slug });
  if (status !== 201 && status !== 200) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return body.data.token as string;
}

/** Support learns of a new account from an event: retried until it takes the ticket. Answers its id. */
export async function openTicket(token: string, title: string, description = 'The published module does not appear in my store after saving it twice.'): Promise<string> {
  let id = '';
  await waitUntil(async () => {
    const { status, body } = await api('POST', '/support/tickets', { title, description, category: 'technical', priority: 'high' }, token);
    if (status === 201) id = body.data._id;
    return status === 201;
  }, `support to accept a ticket for "${title}"`, 30_000);
  return id;
}

export async function expectNoSeriousAxe(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  if (violations.length) throw new Error(`${what}: ${JSON.stringify(violations, null, 2)}`);
}
