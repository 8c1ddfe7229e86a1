import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../home.const';
import { Logo } from '../shared/Logo';
import { focusRing } from '../shared/styles';

type FooterLink =
  | { label: string; to: string } // a route of the app
  | { label: string; href: string }; // an in-page anchor, mail link or a link that goes nowhere (#)

/** The footer's links, exactly as spec 1 §2 lists them. */
export const FOOTER_COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Module Library', to: '/dashboard/library' },
      { label: 'Sections', to: '/dashboard/library?type=sections' },
      { label: 'Pricing', href: '#pricing' },
      { label: 'Dashboard', to: '/dashboard' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Billing', to: '/dashboard/billing' },
      { label: 'Account', to: '/dashboard/profile' },
      { label: 'Contact Support', href: `mailto:${SUPPORT_EMAIL}` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '#' },
      { label: 'Terms of Service', href: '#' },
      { label: 'Cookie Policy', href: '#' },
    ],
  },
];

const linkClass = `rounded text-sm text-slate-400 transition hover:text-white ${focusRing}`;

export function Footer() {
  return (
    <footer aria-labelledby="footer-title" className="bg-slate-950 text-slate-300">
      <h2 id="footer-title" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
          <div className="max-w-sm">
            <Link to="/" aria-label="Liquify home" className={`inline-block rounded-lg ${focusRing}`}>
              <Logo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-slate-400">
              Ready-made Shopify modules and sections. Customize visually, install in 3 clicks, and stop
              paying for a stack of apps.
            </p>
            <p className="mt-4 text-sm">
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className={`font-medium text-white hover:text-brand-100 ${focusRing}`}
              >
                {SUPPORT_EMAIL}
              </a>
            </p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h3 className="text-sm font-semibold text-white">{column.title}</h3>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      {'to' in link ? (
                        <Link to={link.to} className={linkClass}>
                          {link.label}
                        </Link>
                      ) : (
                        <a href={link.href} className={linkClass}>
                          {link.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-2 border-t border-white/10 pt-8 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Liquify. All rights reserved.</p>
          <p>Built for Shopify store owners.</p>
        </div>
      </div>
    </footer>
  );
}
