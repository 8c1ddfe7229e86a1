import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { SectionHeading } from '../shared/SectionHeading';
import { focusRing } from '../shared/styles';

interface FeatureTab {
  value: 'modules' | 'sections' | 'editor';
  label: string;
  title: string;
  text: string;
  points: string[];
  visual: ReactNode;
}

function CodeLine({ children, indent = 0 }: { children: ReactNode; indent?: number }) {
  return <div style={{ paddingLeft: `${indent * 1.25}rem` }}>{children}</div>;
}

function ModulesVisual() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="overflow-hidden rounded-2xl bg-slate-900 font-mono text-xs leading-6 text-slate-300 shadow-xl ring-1 ring-white/10">
        <div className="flex items-center gap-1.5 border-b border-white/10 px-4 py-2.5">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
          <span className="ml-2 text-slate-400">countdown.html</span>
        </div>
        <div className="overflow-x-auto p-4">
          <CodeLine>
            <span className="text-fuchsia-300">&lt;div</span> <span className="text-sky-300">class</span>=
            <span className="text-emerald-300">"lq-countdown"</span>
            <span className="text-fuchsia-300">&gt;</span>
          </CodeLine>
          <CodeLine indent={1}>
            <span className="text-fuchsia-300">&lt;p&gt;</span>
            <span className="text-amber-200">{'{{ headline }}'}</span>
            <span className="text-fuchsia-300">&lt;/p&gt;</span>
          </CodeLine>
          <CodeLine indent={1}>
            <span className="text-fuchsia-300">&lt;time</span> <span className="text-sky-300">data-ends</span>
            =<span className="text-emerald-300">"{'{{ ends_at }}'}"</span>
            <span className="text-fuchsia-300">&gt;&lt;/time&gt;</span>
          </CodeLine>
          <CodeLine>
            <span className="text-fuchsia-300">&lt;/div&gt;</span>
          </CodeLine>
          <CodeLine>
            <span className="text-fuchsia-300">&lt;style&gt;</span>
            <span className="text-slate-400">.lq-countdown{'{…}'}</span>
            <span className="text-fuchsia-300">&lt;/style&gt;</span>
          </CodeLine>
        </div>
      </div>
      <div className="flex flex-col justify-center gap-3 rounded-2xl bg-gradient-to-br from-rose-500 to-orange-500 p-6 text-white shadow-xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-white/80">Flash sale ends in</p>
        <div className="flex gap-2" aria-hidden="true">
          {['02', '14', '37', '09'].map((value, index) => (
            <span
              key={index}
              className="flex h-14 w-12 items-center justify-center rounded-xl bg-white/15 text-2xl font-bold tabular-nums backdrop-blur"
            >
              {value}
            </span>
          ))}
        </div>
        <p className="text-sm text-white/85">Days · Hours · Minutes · Seconds</p>
      </div>
    </div>
  );
}

function SectionsVisual() {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <div className="rounded-2xl bg-white p-4 font-mono text-xs leading-7 text-slate-700 shadow-xl ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">your-theme/</p>
        <p className="pl-4">layout/</p>
        <p className="pl-4">sections/</p>
        <p className="rounded-md bg-brand-50 pl-8 font-semibold text-brand-700">lq-hero-banner.liquid</p>
        <p className="pl-8">footer.liquid</p>
        <p className="pl-4">snippets/</p>
        <p className="pl-4">templates/</p>
      </div>
      <div className="overflow-hidden rounded-2xl bg-slate-900 p-4 font-mono text-xs leading-6 text-slate-300 shadow-xl ring-1 ring-white/10">
        <div className="overflow-x-auto">
          <CodeLine>
            <span className="text-fuchsia-300">&lt;section</span> <span className="text-sky-300">class</span>=
            <span className="text-emerald-300">"lq-hero"</span>
            <span className="text-fuchsia-300">&gt;</span>
          </CodeLine>
          <CodeLine indent={1}>
            <span className="text-amber-200">{'{{ section.settings.heading }}'}</span>
          </CodeLine>
          <CodeLine>
            <span className="text-fuchsia-300">&lt;/section&gt;</span>
          </CodeLine>
          <CodeLine>
            <span className="text-slate-400">{'{% schema %}'}</span>
          </CodeLine>
          <CodeLine indent={1}>
            {'{ '}
            <span className="text-sky-300">"name"</span>:{' '}
            <span className="text-emerald-300">"Hero banner"</span>,
          </CodeLine>
          <CodeLine indent={2}>
            <span className="text-sky-300">"settings"</span>: [ … ] {'}'}
          </CodeLine>
          <CodeLine>
            <span className="text-slate-400">{'{% endschema %}'}</span>
          </CodeLine>
        </div>
      </div>
    </div>
  );
}

function EditorVisual() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <p className="text-sm font-semibold text-slate-900">Announcement bar</p>
        <div
          className="flex gap-1 rounded-lg bg-slate-100 p-1 text-xs font-medium text-slate-600"
          aria-hidden="true"
        >
          <span className="rounded-md bg-white px-2 py-1 text-slate-900 shadow-sm">Desktop</span>
          <span className="px-2 py-1">Tablet</span>
          <span className="px-2 py-1">Mobile</span>
        </div>
      </div>
      <div className="grid sm:grid-cols-[1fr_14rem]">
        <div className="flex items-start justify-center bg-slate-50 p-6">
          <div className="w-full overflow-hidden rounded-xl bg-white shadow ring-1 ring-slate-200">
            <div className="bg-violet-600 px-4 py-2 text-center text-xs font-semibold text-white">
              Free shipping on orders over $50
            </div>
            <div className="space-y-2 p-4">
              <div className="h-3 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
              <div className="mt-3 h-16 rounded-lg bg-slate-100" />
            </div>
          </div>
        </div>
        <dl className="space-y-3 border-t border-slate-200 p-4 text-xs sm:border-t-0 sm:border-l">
          <div>
            <dt className="font-medium text-slate-500">Message</dt>
            <dd className="mt-1 rounded-md border border-slate-200 px-2 py-1.5 text-slate-900">
              Free shipping on orders over $50
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Background</dt>
            <dd className="mt-1 flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1.5 text-slate-900">
              <span className="h-3.5 w-3.5 rounded bg-violet-600" /> #7c3aed
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Sticky on scroll</dt>
            <dd className="mt-1">
              <span className="inline-flex h-5 w-9 items-center rounded-full bg-brand-600 p-0.5">
                <span className="ml-auto h-4 w-4 rounded-full bg-white" />
              </span>
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

const FEATURE_TABS: FeatureTab[] = [
  {
    value: 'modules',
    label: 'Modules',
    title: 'Drop-in modules for any page',
    text: 'HTML, CSS and script snippets for the things every store needs: countdowns, announcement bars, review carousels, size charts and more.',
    points: [
      'Paste into any page or theme, no app to install',
      'Template variables for colours, copy and timing',
      'Lightweight code that keeps your store fast',
    ],
    visual: <ModulesVisual />,
  },
  {
    value: 'sections',
    label: 'Sections',
    title: 'Native Shopify theme sections',
    text: 'Real .liquid section files that appear in the theme editor like the ones your theme ships with, with settings your team can change.',
    points: [
      'Add the file to your theme’s sections folder',
      'Edit headings, images and colours in the theme editor',
      'Works with Online Store 2.0 themes',
    ],
    visual: <SectionsVisual />,
  },
  {
    value: 'editor',
    label: 'Editor',
    title: 'Customize visually, then copy',
    text: 'Change every variable with a live preview on desktop, tablet and mobile, then copy the finished code or generate a remote snippet.',
    points: [
      'Live preview while you edit',
      'Reset any value back to the original',
      'Your customisations are saved in your library',
    ],
    visual: <EditorVisual />,
  },
];

export function FeaturesDemo() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to build a store that converts"
          intro="Modules for any page, native theme sections, and an editor that turns them into your own — all in one library."
        />
        <Tabs.Root defaultValue="modules" className="mt-12">
          <Tabs.List
            aria-label="Feature demos"
            className="mx-auto flex w-full max-w-md gap-1 rounded-full bg-slate-100 p-1"
          >
            {FEATURE_TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className={`flex-1 rounded-full px-4 py-2 text-sm font-semibold text-slate-600 transition hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow ${focusRing}`}
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {FEATURE_TABS.map((tab) => (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              className={`mt-10 grid items-center gap-10 rounded-3xl lg:grid-cols-[2fr_3fr] ${focusRing}`}
            >
              <div>
                <h3 className="text-2xl font-bold tracking-tight text-slate-900">{tab.title}</h3>
                <p className="mt-3 text-base leading-relaxed text-slate-600">{tab.text}</p>
                <ul className="mt-6 space-y-3">
                  {tab.points.map((point) => (
                    <li key={point} className="flex gap-3 text-sm text-slate-700">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="mt-0.5 h-5 w-5 shrink-0 fill-emerald-500"
                      >
                        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.4L5.4 10l1.1-1.1 2.3 2.3 4.7-4.7 1.1 1.1-5.8 5.8Z" />
                      </svg>
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <div aria-hidden="true">{tab.visual}</div>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}

export default FeaturesDemo;
