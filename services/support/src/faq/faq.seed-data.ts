import { FAQ_CATEGORIES, type FaqCategory, type FaqCreateRequest } from '@liquify/contracts';

/**
 * The built-in FAQ (doc 3 §9): 15 entries across general, technical, billing and feature, with the
 * spec's facts — free plan 5 modules per month and 1 store; Pro 29 per month with 3 stores; Enterprise 99
 * per month with unlimited stores; a 30-day grace after cancellation; data kept 6 months; support answers
 * within 24-48 h on free and 2-4 h on Pro. Seeded at startup when the FAQ is empty, and by "Seed FAQ Data".
 */
const BY_CATEGORY: Record<FaqCategory, Omit<FaqCreateRequest, 'category'>[]> = {
  general: [
    {
      question: 'What is Liquify?',
      answer:
        '<p>Liquify is a subscription marketplace of ready-made storefront <strong>modules</strong> (snippets you paste into a store page) and <strong>sections</strong> (theme files). Browse the catalogue, add items to <em>My Library</em>, customise them and organise them into stores.</p>',
      tags: ['getting started', 'modules', 'sections'],
    },
    {
      question: 'Which plans are available?',
      answer:
        '<p>Three plans cover most shops:</p><ul><li><strong>Free</strong>: 5 modules per month and 1 store.</li><li><strong>Pro</strong>: 29 per month, with 3 stores.</li><li><strong>Enterprise</strong>: 99 per month, with unlimited stores.</li></ul><p>Compare them on the pricing page or under Settings &gt; Billing &amp; Plans.</p>',
      tags: ['plans', 'pricing', 'free', 'pro', 'enterprise'],
    },
    {
      question: 'How fast does support answer?',
      answer:
        '<p>Support answers within <strong>24-48 hours</strong> on the free plan and within <strong>2-4 hours</strong> on Pro, Monday to Friday 9am-6pm CET. Pro subscribers get priority support.</p>',
      tags: ['support', 'response time', 'priority'],
    },
    {
      question: 'What happens to my data if I leave?',
      answer:
        '<p>Your library, stores and customisations are kept for <strong>6 months</strong> after your account closes, so you can come back and find everything as you left it. After that they are deleted.</p>',
      tags: ['data', 'retention', 'account'],
    },
  ],
  technical: [
    {
      question: 'How do I add a module to my store?',
      answer:
        '<ol><li>Open <em>Modules</em> and pick a module your plan allows.</li><li>Click <strong>Add to my library</strong>.</li><li>In <em>My Library</em>, choose <strong>Customize</strong> to set its colours and texts, then <strong>Copy Code</strong>.</li><li>Paste the code into an HTML section of your store page.</li></ol>',
      tags: ['modules', 'install', 'library'],
    },
    {
      question: 'How do I edit a section for my theme?',
      answer:
        "<p>Open the section from <em>My Library</em> with <strong>Edit</strong>. Adjust it in your store's theme editor, paste the code back, then <strong>Save Changes</strong>. <strong>Reset to Original</strong> brings the original template back at any time.</p>",
      tags: ['sections', 'theme', 'editor'],
    },
    {
      question: 'What is a remote snippet?',
      answer:
        '<p>A remote snippet is a short script that loads your customised module from Liquify, so the module stays up to date wherever you paste it. It is cached for 15 minutes, secured with SHA-256 and works on any website: Shopify, WordPress, Squarespace, Wix, custom HTML, React or Vue.</p>',
      tags: ['remote snippet', 'embed', 'cache'],
    },
    {
      question: 'Why does a module show a lock?',
      answer:
        '<p>A lock means the module or section is not included in your plan. It stays visible so you can preview it; <strong>View plans</strong> shows which plan includes it.</p>',
      tags: ['locked', 'plans', 'access'],
    },
  ],
  billing: [
    {
      question: 'How do I upgrade my plan?',
      answer:
        '<p>Go to <em>Settings &gt; Billing &amp; Plans</em> or open <em>Upgrade</em>, choose Pro (29 per month, 3 stores) or Enterprise (99 per month, unlimited stores) and complete the checkout. Your new limits apply as soon as the payment is confirmed.</p>',
      tags: ['upgrade', 'plans', 'checkout'],
    },
    {
      question: 'What happens when I cancel my subscription?',
      answer:
        '<p>You keep your paid features until the end of the current period, followed by a <strong>30-day grace</strong> period in which you can resubscribe without losing anything. Your data is then kept for <strong>6 months</strong>.</p>',
      tags: ['cancel', 'grace period', 'subscription'],
    },
    {
      question: 'Which payment methods do you accept?',
      answer: '<p>All major credit and debit cards, processed securely by our payment provider. Card details never reach our servers.</p>',
      tags: ['payment', 'card'],
    },
    {
      question: 'Can I get an invoice for my subscription?',
      answer: '<p>Yes: every payment produces an invoice, available from <em>Settings &gt; Billing &amp; Plans</em>. For company details on invoices, create a billing ticket.</p>',
      tags: ['invoice', 'receipt'],
    },
  ],
  feature: [
    {
      question: 'How many stores can I create?',
      answer:
        '<p>It depends on your plan: <strong>1 store</strong> on Free, <strong>3 stores</strong> on Pro and <strong>unlimited stores</strong> on Enterprise. The Store Manager shows <em>Limit Reached</em> when you hit your limit.</p>',
      tags: ['stores', 'limits'],
    },
    {
      question: 'How do I request a new module or feature?',
      answer: '<p>Create a support ticket with the category <strong>Feature Request</strong> and describe what you need. The team reviews every request.</p>',
      tags: ['feature request', 'tickets'],
    },
    {
      question: 'Do I get a referral reward?',
      answer: '<p>Yes: share your referral code (shown in the dashboard) and your friends get <strong>5% off</strong> their license.</p>',
      tags: ['referral', 'discount'],
    },
  ],
};

/** The entries in the order of the categories (general, technical, billing, feature). */
export const FAQ_SEED: FaqCreateRequest[] = FAQ_CATEGORIES.flatMap((category) => BY_CATEGORY[category].map((entry) => ({ category, ...entry })));
