// Generated from the route declarations by `node scripts/contracts/route-refs.mjs --write`: do not edit.
// `routes.spec.ts` fails when it differs from what the declarations give. Each reference is pure, so a bundle
// keeps only the groups it calls.
import type * as C from './index';
import { routeRef as r } from './openapi/route-ref';

export type { CallableRoute, RouteAnswer, RouteBody, RouteParams, RouteQuery, RouteRef } from './openapi/route-ref';

export const adminBillingRoutes = {
  listCodes: /*#__PURE__*/ r<typeof C.adminBillingRoutes.listCodes>('get', '/api/admin/billing/early-bird-codes', 'admin'),
  addCode: /*#__PURE__*/ r<typeof C.adminBillingRoutes.addCode>('post', '/api/admin/billing/early-bird-codes', 'admin'),
  updateCode: /*#__PURE__*/ r<typeof C.adminBillingRoutes.updateCode>('patch', '/api/admin/billing/early-bird-codes/{code}', 'admin'),
  paidSignups: /*#__PURE__*/ r<typeof C.adminBillingRoutes.paidSignups>('get', '/api/admin/billing/paid-signups', 'admin'),
  providerStatus: /*#__PURE__*/ r<typeof C.adminBillingRoutes.providerStatus>('get', '/api/admin/billing/provider-status', 'admin'),
};

export const adminFaqRoutes = {
  seed: /*#__PURE__*/ r<typeof C.adminFaqRoutes.seed>('post', '/api/admin/support/faq/seed', 'admin'),
  create: /*#__PURE__*/ r<typeof C.adminFaqRoutes.create>('post', '/api/admin/support/faq', 'admin'),
  update: /*#__PURE__*/ r<typeof C.adminFaqRoutes.update>('put', '/api/admin/support/faq/{id}', 'admin'),
  remove: /*#__PURE__*/ r<typeof C.adminFaqRoutes.remove>('delete', '/api/admin/support/faq/{id}', 'admin'),
  trashed: /*#__PURE__*/ r<typeof C.adminFaqRoutes.trashed>('get', '/api/admin/support/faq/trash', 'admin'),
  restore: /*#__PURE__*/ r<typeof C.adminFaqRoutes.restore>('post', '/api/admin/support/faq/{id}/restore', 'admin'),
};

export const adminGatewayRoutes = {
  dashboardStats: /*#__PURE__*/ r<typeof C.adminGatewayRoutes.dashboardStats>('get', '/api/admin/stats/dashboard', 'admin'),
  search: /*#__PURE__*/ r<typeof C.adminGatewayRoutes.search>('get', '/api/admin/search', 'admin'),
};

export const adminLibraryRoutes = {
  stats: /*#__PURE__*/ r<typeof C.adminLibraryRoutes.stats>('get', '/api/admin/library/stats', 'admin'),
};

export const adminModuleRoutes = {
  list: /*#__PURE__*/ r<typeof C.adminModuleRoutes.list>('get', '/api/admin/modules', 'admin'),
  create: /*#__PURE__*/ r<typeof C.adminModuleRoutes.create>('post', '/api/admin/modules', 'admin'),
  stats: /*#__PURE__*/ r<typeof C.adminModuleRoutes.stats>('get', '/api/admin/modules/stats/overview', 'admin'),
  bySlug: /*#__PURE__*/ r<typeof C.adminModuleRoutes.bySlug>('get', '/api/admin/modules/slug/{slug}', 'admin'),
  byId: /*#__PURE__*/ r<typeof C.adminModuleRoutes.byId>('get', '/api/admin/modules/{id}', 'admin'),
  update: /*#__PURE__*/ r<typeof C.adminModuleRoutes.update>('put', '/api/admin/modules/{id}', 'admin'),
  remove: /*#__PURE__*/ r<typeof C.adminModuleRoutes.remove>('delete', '/api/admin/modules/{id}', 'admin'),
  export: /*#__PURE__*/ r<typeof C.adminModuleRoutes.export>('get', '/api/admin/modules/export', 'admin'),
  bulk: /*#__PURE__*/ r<typeof C.adminModuleRoutes.bulk>('post', '/api/admin/modules/bulk', 'admin'),
  trash: /*#__PURE__*/ r<typeof C.adminModuleRoutes.trash>('get', '/api/admin/modules/trash', 'admin'),
  restore: /*#__PURE__*/ r<typeof C.adminModuleRoutes.restore>('post', '/api/admin/modules/{id}/restore', 'admin'),
  status: /*#__PURE__*/ r<typeof C.adminModuleRoutes.status>('put', '/api/admin/modules/{id}/status', 'admin'),
  featured: /*#__PURE__*/ r<typeof C.adminModuleRoutes.featured>('put', '/api/admin/modules/{id}/featured', 'admin'),
};

export const adminPlanRoutes = {
  list: /*#__PURE__*/ r<typeof C.adminPlanRoutes.list>('get', '/api/admin/plans', 'admin'),
  create: /*#__PURE__*/ r<typeof C.adminPlanRoutes.create>('post', '/api/admin/plans', 'admin'),
  syncState: /*#__PURE__*/ r<typeof C.adminPlanRoutes.syncState>('get', '/api/admin/plans/sync-stripe', 'admin'),
  syncStripe: /*#__PURE__*/ r<typeof C.adminPlanRoutes.syncStripe>('post', '/api/admin/plans/sync-stripe', 'admin'),
  get: /*#__PURE__*/ r<typeof C.adminPlanRoutes.get>('get', '/api/admin/plans/{id}', 'admin'),
  update: /*#__PURE__*/ r<typeof C.adminPlanRoutes.update>('put', '/api/admin/plans/{id}', 'admin'),
  remove: /*#__PURE__*/ r<typeof C.adminPlanRoutes.remove>('delete', '/api/admin/plans/{id}', 'admin'),
  trashed: /*#__PURE__*/ r<typeof C.adminPlanRoutes.trashed>('get', '/api/admin/plans/trash', 'admin'),
  restore: /*#__PURE__*/ r<typeof C.adminPlanRoutes.restore>('post', '/api/admin/plans/{id}/restore', 'admin'),
  modules: /*#__PURE__*/ r<typeof C.adminPlanRoutes.modules>('get', '/api/admin/plans/{id}/modules', 'admin'),
  setModules: /*#__PURE__*/ r<typeof C.adminPlanRoutes.setModules>('put', '/api/admin/plans/{id}/modules', 'admin'),
  sections: /*#__PURE__*/ r<typeof C.adminPlanRoutes.sections>('get', '/api/admin/plans/{id}/sections', 'admin'),
  setSections: /*#__PURE__*/ r<typeof C.adminPlanRoutes.setSections>('put', '/api/admin/plans/{id}/sections', 'admin'),
};

export const adminSectionRoutes = {
  list: /*#__PURE__*/ r<typeof C.adminSectionRoutes.list>('get', '/api/admin/sections', 'admin'),
  create: /*#__PURE__*/ r<typeof C.adminSectionRoutes.create>('post', '/api/admin/sections', 'admin'),
  stats: /*#__PURE__*/ r<typeof C.adminSectionRoutes.stats>('get', '/api/admin/sections/stats/overview', 'admin'),
  bySlug: /*#__PURE__*/ r<typeof C.adminSectionRoutes.bySlug>('get', '/api/admin/sections/slug/{slug}', 'admin'),
  byId: /*#__PURE__*/ r<typeof C.adminSectionRoutes.byId>('get', '/api/admin/sections/{id}', 'admin'),
  preview: /*#__PURE__*/ r<typeof C.adminSectionRoutes.preview>('get', '/api/admin/sections/{id}/preview', 'admin'),
  update: /*#__PURE__*/ r<typeof C.adminSectionRoutes.update>('put', '/api/admin/sections/{id}', 'admin'),
  remove: /*#__PURE__*/ r<typeof C.adminSectionRoutes.remove>('delete', '/api/admin/sections/{id}', 'admin'),
  export: /*#__PURE__*/ r<typeof C.adminSectionRoutes.export>('get', '/api/admin/sections/export', 'admin'),
  bulk: /*#__PURE__*/ r<typeof C.adminSectionRoutes.bulk>('post', '/api/admin/sections/bulk', 'admin'),
  trash: /*#__PURE__*/ r<typeof C.adminSectionRoutes.trash>('get', '/api/admin/sections/trash', 'admin'),
  restore: /*#__PURE__*/ r<typeof C.adminSectionRoutes.restore>('post', '/api/admin/sections/{id}/restore', 'admin'),
  status: /*#__PURE__*/ r<typeof C.adminSectionRoutes.status>('put', '/api/admin/sections/{id}/status', 'admin'),
  featured: /*#__PURE__*/ r<typeof C.adminSectionRoutes.featured>('put', '/api/admin/sections/{id}/featured', 'admin'),
};

export const adminStoreRoutes = {
  totals: /*#__PURE__*/ r<typeof C.adminStoreRoutes.totals>('get', '/api/admin/stores/stats', 'admin'),
};

export const adminTicketRoutes = {
  list: /*#__PURE__*/ r<typeof C.adminTicketRoutes.list>('get', '/api/admin/support/tickets', 'admin'),
  stats: /*#__PURE__*/ r<typeof C.adminTicketRoutes.stats>('get', '/api/admin/support/stats', 'admin'),
  bulkUpdate: /*#__PURE__*/ r<typeof C.adminTicketRoutes.bulkUpdate>('patch', '/api/admin/support/tickets/bulk', 'admin'),
  bulkDelete: /*#__PURE__*/ r<typeof C.adminTicketRoutes.bulkDelete>('delete', '/api/admin/support/tickets/bulk', 'admin'),
  setStatus: /*#__PURE__*/ r<typeof C.adminTicketRoutes.setStatus>('patch', '/api/admin/support/tickets/{id}/status', 'admin'),
  assign: /*#__PURE__*/ r<typeof C.adminTicketRoutes.assign>('patch', '/api/admin/support/tickets/{id}/assign', 'admin'),
  staff: /*#__PURE__*/ r<typeof C.adminTicketRoutes.staff>('get', '/api/admin/support/staff', 'admin'),
  get: /*#__PURE__*/ r<typeof C.adminTicketRoutes.get>('get', '/api/admin/support/tickets/{id}', 'admin'),
  update: /*#__PURE__*/ r<typeof C.adminTicketRoutes.update>('patch', '/api/admin/support/tickets/{id}', 'admin'),
  reply: /*#__PURE__*/ r<typeof C.adminTicketRoutes.reply>('post', '/api/admin/support/tickets/{id}/messages', 'admin'),
  addNote: /*#__PURE__*/ r<typeof C.adminTicketRoutes.addNote>('post', '/api/admin/support/tickets/{id}/notes', 'admin'),
  export: /*#__PURE__*/ r<typeof C.adminTicketRoutes.export>('get', '/api/admin/support/tickets/export', 'admin'),
};

export const auditLogRoute = /*#__PURE__*/ r<typeof C.auditLogRoute>('get', '/api/admin/audit-log', 'admin');

export const authRoutes = {
  register: /*#__PURE__*/ r<typeof C.authRoutes.register>('post', '/api/auth/register', 'public'),
  login: /*#__PURE__*/ r<typeof C.authRoutes.login>('post', '/api/auth/login', 'public'),
  jwks: /*#__PURE__*/ r<typeof C.authRoutes.jwks>('get', '/api/auth/jwks', 'public'),
  me: /*#__PURE__*/ r<typeof C.authRoutes.me>('get', '/api/auth/me', 'user'),
  logout: /*#__PURE__*/ r<typeof C.authRoutes.logout>('post', '/api/auth/logout', 'user'),
  logoutAll: /*#__PURE__*/ r<typeof C.authRoutes.logoutAll>('post', '/api/auth/logout-all', 'user'),
  changePassword: /*#__PURE__*/ r<typeof C.authRoutes.changePassword>('post', '/api/auth/change-password', 'user'),
};

export const billingRevenueRoute = /*#__PURE__*/ r<typeof C.billingRevenueRoute>('get', '/api/admin/billing/revenue', 'admin');

export const billingStatsRoute = /*#__PURE__*/ r<typeof C.billingStatsRoute>('get', '/api/admin/billing/stats', 'admin');

export const checkoutRoutes = {
  createTemporary: /*#__PURE__*/ r<typeof C.checkoutRoutes.createTemporary>('post', '/api/stripe/create-temp-checkout-session', 'public'),
  create: /*#__PURE__*/ r<typeof C.checkoutRoutes.create>('post', '/api/stripe/create-checkout-session', 'user'),
  downgrade: /*#__PURE__*/ r<typeof C.checkoutRoutes.downgrade>('post', '/api/stripe/downgrade-to-free', 'user'),
  subscription: /*#__PURE__*/ r<typeof C.checkoutRoutes.subscription>('get', '/api/stripe/subscription', 'user'),
  resume: /*#__PURE__*/ r<typeof C.checkoutRoutes.resume>('post', '/api/stripe/resume-subscription', 'user'),
  details: /*#__PURE__*/ r<typeof C.checkoutRoutes.details>('get', '/api/stripe/billing-details', 'user'),
  verify: /*#__PURE__*/ r<typeof C.checkoutRoutes.verify>('post', '/api/stripe/verify-payment', 'public'),
};

export const libraryModuleRoutes = {
  list: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.list>('get', '/api/user-modules/library', 'user'),
  add: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.add>('post', '/api/user-modules/add', 'user'),
  remove: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.remove>('delete', '/api/user-modules/remove/{id}', 'user'),
  restore: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.restore>('post', '/api/user-modules/restore/{id}', 'user'),
  quotaCheck: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.quotaCheck>('get', '/api/user-modules/quota-check', 'user'),
  get: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.get>('get', '/api/user-modules/{id}', 'user'),
  save: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.save>('put', '/api/user-modules/{id}', 'user'),
  previewUpdate: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.previewUpdate>('get', '/api/user-modules/{id}/update', 'user'),
  applyUpdate: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.applyUpdate>('post', '/api/user-modules/{id}/update', 'user'),
  skipUpdate: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.skipUpdate>('post', '/api/user-modules/{id}/update/skip', 'user'),
  rollback: /*#__PURE__*/ r<typeof C.libraryModuleRoutes.rollback>('post', '/api/user-modules/{id}/rollback', 'user'),
};

export const librarySectionRoutes = {
  list: /*#__PURE__*/ r<typeof C.librarySectionRoutes.list>('get', '/api/user-sections/library', 'user'),
  add: /*#__PURE__*/ r<typeof C.librarySectionRoutes.add>('post', '/api/user-sections/add', 'user'),
  remove: /*#__PURE__*/ r<typeof C.librarySectionRoutes.remove>('delete', '/api/user-sections/remove/{id}', 'user'),
  restore: /*#__PURE__*/ r<typeof C.librarySectionRoutes.restore>('post', '/api/user-sections/restore/{id}', 'user'),
  quotaCheck: /*#__PURE__*/ r<typeof C.librarySectionRoutes.quotaCheck>('get', '/api/user-sections/quota-check', 'user'),
  get: /*#__PURE__*/ r<typeof C.librarySectionRoutes.get>('get', '/api/user-sections/{id}', 'user'),
  save: /*#__PURE__*/ r<typeof C.librarySectionRoutes.save>('put', '/api/user-sections/{id}', 'user'),
};

export const localCheckoutRoutes = {
  page: /*#__PURE__*/ r<typeof C.localCheckoutRoutes.page>('get', '/api/stripe/local-checkout/{sessionId}', 'public'),
  pay: /*#__PURE__*/ r<typeof C.localCheckoutRoutes.pay>('post', '/api/stripe/local-checkout/{sessionId}/pay', 'public'),
};

export const planRoutes = {
  listPublic: /*#__PURE__*/ r<typeof C.planRoutes.listPublic>('get', '/api/plans/public', 'public'),
  free: /*#__PURE__*/ r<typeof C.planRoutes.free>('get', '/api/plans/public/free', 'public'),
  current: /*#__PURE__*/ r<typeof C.planRoutes.current>('get', '/api/plans/user/current', 'user'),
  verifyEarlyBird: /*#__PURE__*/ r<typeof C.planRoutes.verifyEarlyBird>('post', '/api/plans/early-bird/verify', 'public'),
};

export const publicCatalogueRoutes = {
  modules: /*#__PURE__*/ r<typeof C.publicCatalogueRoutes.modules>('get', '/api/modules', 'public'),
  module: /*#__PURE__*/ r<typeof C.publicCatalogueRoutes.module>('get', '/api/modules/{slug}', 'public'),
  sections: /*#__PURE__*/ r<typeof C.publicCatalogueRoutes.sections>('get', '/api/sections', 'public'),
  section: /*#__PURE__*/ r<typeof C.publicCatalogueRoutes.section>('get', '/api/sections/{slug}', 'public'),
  sectionPreview: /*#__PURE__*/ r<typeof C.publicCatalogueRoutes.sectionPreview>('get', '/api/sections/{slug}/preview', 'public'),
  thumbnail: /*#__PURE__*/ r<typeof C.publicCatalogueRoutes.thumbnail>('get', '/api/catalogue-assets/thumbnails/{kind}/{file}', 'public'),
};

export const referralSummaryRoute = /*#__PURE__*/ r<typeof C.referralSummaryRoute>('get', '/api/referrals/me', 'user');

export const remoteSnippetRoutes = {
  token: /*#__PURE__*/ r<typeof C.remoteSnippetRoutes.token>('get', '/api/remote-modules/generate-token/{id}', 'user'),
  replace: /*#__PURE__*/ r<typeof C.remoteSnippetRoutes.replace>('post', '/api/remote-modules/replace-token/{id}', 'user'),
  script: /*#__PURE__*/ r<typeof C.remoteSnippetRoutes.script>('get', '/api/remote-modules/snippet/{token}', 'public'),
  frame: /*#__PURE__*/ r<typeof C.remoteSnippetRoutes.frame>('get', '/api/remote-modules/snippet/{token}/frame', 'public'),
};

export const snippetTestPageRoute = /*#__PURE__*/ r<typeof C.snippetTestPageRoute>('get', '/api/remote-modules/snippet/{token}/test', 'public');

export const storeRoutes = {
  list: /*#__PURE__*/ r<typeof C.storeRoutes.list>('get', '/api/stores', 'user'),
  create: /*#__PURE__*/ r<typeof C.storeRoutes.create>('post', '/api/stores', 'user'),
  quotaCheck: /*#__PURE__*/ r<typeof C.storeRoutes.quotaCheck>('post', '/api/stores/quota-check', 'user'),
  pickable: /*#__PURE__*/ r<typeof C.storeRoutes.pickable>('get', '/api/stores/pickable', 'user'),
  holding: /*#__PURE__*/ r<typeof C.storeRoutes.holding>('get', '/api/stores/holding/{entryId}', 'user'),
  get: /*#__PURE__*/ r<typeof C.storeRoutes.get>('get', '/api/stores/{id}', 'user'),
  update: /*#__PURE__*/ r<typeof C.storeRoutes.update>('put', '/api/stores/{id}', 'user'),
  remove: /*#__PURE__*/ r<typeof C.storeRoutes.remove>('delete', '/api/stores/{id}', 'user'),
  addModule: /*#__PURE__*/ r<typeof C.storeRoutes.addModule>('post', '/api/stores/{id}/modules', 'user'),
  removeModule: /*#__PURE__*/ r<typeof C.storeRoutes.removeModule>('delete', '/api/stores/{id}/modules/{moduleId}', 'user'),
  addSection: /*#__PURE__*/ r<typeof C.storeRoutes.addSection>('post', '/api/stores/{id}/sections', 'user'),
  removeSection: /*#__PURE__*/ r<typeof C.storeRoutes.removeSection>('delete', '/api/stores/{id}/sections/{sectionId}', 'user'),
};

export const stripeWebhookRoutes = {
  receive: /*#__PURE__*/ r<typeof C.stripeWebhookRoutes.receive>('post', '/api/stripe/webhook', 'webhook'),
};

export const supportContactRoute = {
  get: /*#__PURE__*/ r<typeof C.supportContactRoute.get>('get', '/api/support/contact', 'public'),
  set: /*#__PURE__*/ r<typeof C.supportContactRoute.set>('put', '/api/admin/support/contact', 'admin'),
};

export const supportFaqRoutes = {
  list: /*#__PURE__*/ r<typeof C.supportFaqRoutes.list>('get', '/api/support/faq', 'public'),
  categories: /*#__PURE__*/ r<typeof C.supportFaqRoutes.categories>('get', '/api/support/faq/categories', 'public'),
  vote: /*#__PURE__*/ r<typeof C.supportFaqRoutes.vote>('post', '/api/support/faq/{id}/vote', 'public'),
  figures: /*#__PURE__*/ r<typeof C.supportFaqRoutes.figures>('get', '/api/support/figures', 'public'),
  view: /*#__PURE__*/ r<typeof C.supportFaqRoutes.view>('post', '/api/support/faq/{id}/view', 'public'),
};

export const supportTicketRoutes = {
  list: /*#__PURE__*/ r<typeof C.supportTicketRoutes.list>('get', '/api/support/tickets', 'user'),
  create: /*#__PURE__*/ r<typeof C.supportTicketRoutes.create>('post', '/api/support/tickets', 'user'),
  context: /*#__PURE__*/ r<typeof C.supportTicketRoutes.context>('get', '/api/support/ticket-context', 'user'),
  get: /*#__PURE__*/ r<typeof C.supportTicketRoutes.get>('get', '/api/support/tickets/{id}', 'user'),
  reply: /*#__PURE__*/ r<typeof C.supportTicketRoutes.reply>('post', '/api/support/tickets/{id}/messages', 'user'),
  rate: /*#__PURE__*/ r<typeof C.supportTicketRoutes.rate>('post', '/api/support/tickets/{id}/rating', 'user'),
};

export const themeFileRoutes = {
  sectionFile: /*#__PURE__*/ r<typeof C.themeFileRoutes.sectionFile>('get', '/api/user-sections/{id}/download', 'user'),
  themeBundle: /*#__PURE__*/ r<typeof C.themeFileRoutes.themeBundle>('post', '/api/user-library/theme-bundle', 'user'),
};

export const userRoutes = {
  list: /*#__PURE__*/ r<typeof C.userRoutes.list>('get', '/api/users', 'admin'),
  create: /*#__PURE__*/ r<typeof C.userRoutes.create>('post', '/api/users', 'admin'),
  get: /*#__PURE__*/ r<typeof C.userRoutes.get>('get', '/api/users/{id}', 'user'),
  update: /*#__PURE__*/ r<typeof C.userRoutes.update>('put', '/api/users/{id}', 'user'),
  remove: /*#__PURE__*/ r<typeof C.userRoutes.remove>('delete', '/api/users/{id}', 'admin'),
  changeRole: /*#__PURE__*/ r<typeof C.userRoutes.changeRole>('put', '/api/users/{id}/role', 'admin'),
  changeSubscription: /*#__PURE__*/ r<typeof C.userRoutes.changeSubscription>('put', '/api/users/{id}/subscription', 'admin'),
  export: /*#__PURE__*/ r<typeof C.userRoutes.export>('get', '/api/admin/users/export', 'admin'),
  bulk: /*#__PURE__*/ r<typeof C.userRoutes.bulk>('post', '/api/admin/users/bulk', 'admin'),
  stats: /*#__PURE__*/ r<typeof C.userRoutes.stats>('get', '/api/admin/users/stats/overview', 'admin'),
  signups: /*#__PURE__*/ r<typeof C.userRoutes.signups>('get', '/api/admin/users/stats/signups', 'admin'),
};
