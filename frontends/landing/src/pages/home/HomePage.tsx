import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { PageMeta } from '@liquify/ui/core';
import { useContext, useState, type ReactNode } from 'react';
import { DeferredBelowTheFold } from './DeferredBelowTheFold';
import { Footer } from './Footer/Footer';
import { Hero } from './Hero/Hero';
import { TopBar } from './TopBar/TopBar';

/**
 * The shell provides the QueryClient (a shared singleton). Rendered on its own, for example by the
 * remote's dev server, the page brings one so it still works.
 */
function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? null : new QueryClient()));
  if (existing || !own) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

/** `/` — the public landing page (spec 1 §2 "Landing page"). */
export function HomePage() {
  return (
    <WithQueryClient>
      <PageMeta
        title="Liquify"
        description="Ready-made Shopify modules and sections. Customize visually, install in 3 clicks, and replace $300+ a month of separate apps."
      />
      <div className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <TopBar />
        <main id="main" tabIndex={-1} className="outline-none">
          <Hero />
          <DeferredBelowTheFold />
        </main>
        <Footer />
      </div>
    </WithQueryClient>
  );
}

export default HomePage;
