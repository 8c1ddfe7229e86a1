import { errorEnvelopeSchema, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { referralSummarySchema } from './referral.schemas';

export const referralSummaryRoute = defineRoute({
  service: 'billing',
  tags: ['referrals'],
  method: 'get',
  path: '/api/referrals/me',
  access: 'user',
  summary: "The signed-in user's referral code, discount, and how many friends joined and paid with it",
  responses: { 200: successOf(referralSummarySchema), 401: errorEnvelopeSchema },
});
export const referralRoutes = [referralSummaryRoute];
