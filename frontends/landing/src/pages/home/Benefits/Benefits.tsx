import { SectionHeading } from '../shared/SectionHeading';
import { formatUsd, monthlyAppsCost, PRO_MONTHLY_PRICE, REPLACED_APPS, yearlySavings } from './replaced-apps';

const HIGHLIGHTS = [
  { title: 'Install in 3 clicks', text: 'Pick a module, customize it, copy it into your theme.' },
  { title: 'Instant access', text: 'The whole library is yours the moment you subscribe.' },
  { title: 'Lifetime updates', text: 'Improvements land in your library without extra cost.' },
  { title: 'Faster storefront', text: 'Plain code in your theme instead of a dozen app scripts.' },
];

export function Benefits() {
  const appsCost = monthlyAppsCost(REPLACED_APPS);
  const savings = yearlySavings(REPLACED_APPS, PRO_MONTHLY_PRICE);

  return (
    <section
      id="benefits"
      aria-labelledby="benefits-title"
      className="scroll-mt-20 bg-slate-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="benefits-title"
          eyebrow="Benefits"
          title="Stop Paying for Multiple Apps"
          intro="Every storefront feature used to mean another monthly app subscription. One Liquify plan replaces them — save $3,000+ per year."
        />

        <div className="mt-14 grid gap-8 lg:grid-cols-2">
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h3 className="text-lg font-semibold text-slate-900">What separate apps cost each month</h3>
            <ul className="mt-6 divide-y divide-slate-100">
              {REPLACED_APPS.map((app) => (
                <li key={app.name} className="flex items-center justify-between py-2.5 text-sm">
                  <span className="flex items-center gap-3 text-slate-700">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-rose-400">
                      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.5 10.4-1.1 1.1L10 11.1l-2.4 2.4-1.1-1.1L8.9 10 6.5 7.6l1.1-1.1L10 8.9l2.4-2.4 1.1 1.1L11.1 10l2.4 2.4Z" />
                    </svg>
                    {app.name}
                  </span>
                  <span className="font-medium text-slate-500 tabular-nums line-through decoration-rose-300">
                    {formatUsd(app.monthlyPrice)}/mo
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center justify-between border-t border-slate-200 pt-4 text-base font-semibold text-slate-900">
              <span>Total</span>
              <span className="tabular-nums text-rose-600">{formatUsd(appsCost)}/month</span>
            </p>
          </div>

          <div className="flex flex-col gap-6">
            <div className="relative overflow-hidden rounded-3xl bg-slate-950 p-6 text-white shadow-xl sm:p-8">
              <div
                aria-hidden="true"
                className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-[radial-gradient(closest-side,rgb(47_109_246/0.55),transparent)]"
              />
              <p className="relative text-sm font-semibold uppercase tracking-widest text-brand-100">
                With Liquify Pro
              </p>
              <p className="relative mt-3 text-5xl font-extrabold tracking-tight tabular-nums">
                {formatUsd(PRO_MONTHLY_PRICE)}
                <span className="text-xl font-semibold text-slate-300">/month</span>
              </p>
              <p className="relative mt-4 text-base text-slate-300">
                Everything those apps do, from a library of 150+ modules, for one price.
              </p>
              <p className="relative mt-6 inline-flex rounded-2xl bg-emerald-400/15 px-4 py-3 text-base font-semibold text-emerald-300 ring-1 ring-emerald-400/30">
                You keep {formatUsd(savings)} a year
              </p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {HIGHLIGHTS.map((item) => (
                <li key={item.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <p className="font-semibold text-slate-900">{item.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

export default Benefits;
