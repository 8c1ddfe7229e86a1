import { Link } from 'react-router';
import { SectionHeading } from '../shared/SectionHeading';
import { buttonClass } from '../shared/styles';

/** Marketing figures from spec 1 §1 (copy, not measurements). */
export const COMMUNITY_FIGURES = [
  { value: '10,000+', label: 'stores building with Liquify' },
  { value: '4.9/5', label: 'average rating from merchants' },
  { value: '99.9%', label: 'uptime for remote snippets' },
  { value: '40%+', label: 'conversion lift on key pages' },
] as const;

export function Community() {
  return (
    <section aria-labelledby="community-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 via-violet-600 to-fuchsia-600 px-6 py-14 text-white shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-20 -left-20 -z-10 h-72 w-72 rounded-full bg-white/10 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-24 -z-10 h-80 w-80 rounded-full bg-fuchsia-300/20 blur-2xl"
          />
          <SectionHeading
            id="community-title"
            tone="dark"
            eyebrow="Community"
            title="Join the Movement"
            intro="Store owners everywhere are replacing app stacks with modules they own. Build faster, keep your theme lean, and share what works."
          />
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 lg:grid-cols-4">
            {COMMUNITY_FIGURES.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/15 backdrop-blur"
              >
                <dt className="order-2 mt-1 text-sm text-white/80">{figure.label}</dt>
                <dd className="order-1 text-3xl font-extrabold tracking-tight">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-12 flex justify-center">
            <Link to="/auth?mode=signup" className={buttonClass('light', 'lg')}>
              Create your free account
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export default Community;
