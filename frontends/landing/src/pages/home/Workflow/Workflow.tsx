import { Link } from 'react-router';
import { SectionHeading } from '../shared/SectionHeading';
import { buttonClass } from '../shared/styles';

/** The three-step workflow and how long each step takes (spec 1 §2). */
export const WORKFLOW_STEPS = [
  {
    title: 'Browse & Discover',
    duration: '2-3 minutes',
    text: 'Search the library or filter by category to find the module or section your store is missing.',
  },
  {
    title: 'Copy & Customize',
    duration: '1-2 minutes',
    text: 'Adjust colours, copy and timing in the visual editor with a live preview, then copy the code.',
  },
  {
    title: 'Launch & Optimize',
    duration: 'instant',
    text: 'Paste it into your theme and it is live. Tweak it any time from your library as you learn what converts.',
  },
] as const;

export function Workflow() {
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-slate-950 py-20 text-white sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="demo-title"
          tone="dark"
          eyebrow="How it Works"
          title="From idea to live in three steps"
          intro="No developer, no app install, no waiting. Most stores ship their first module in under five minutes."
        />
        <ol className="relative mt-14 grid gap-6 md:grid-cols-3">
          {WORKFLOW_STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
              <div className="flex items-center justify-between">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-fuchsia-500 text-lg font-bold"
                >
                  {index + 1}
                </span>
                <span className="rounded-full bg-emerald-400/10 px-3 py-1 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-400/30">
                  <span className="sr-only">Takes </span>
                  {step.duration}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-col items-center gap-3">
          <Link to="/auth?plan=pro" className={buttonClass('primary', 'lg')}>
            Start Your Free Trial
          </Link>
          <p className="text-sm text-slate-400">Instant access · lifetime updates</p>
        </div>
      </div>
    </section>
  );
}

export default Workflow;
