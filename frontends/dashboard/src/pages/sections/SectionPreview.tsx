import { useApi } from '@liquify/session';
import { sectionPreviewSrc } from '../../api/catalogue';

/** The section rendered for real by the catalogue's Liquid preview route (sandboxed by its CSP). */
export function SectionPreview({ slug, title, className = 'h-[420px]' }: { slug: string; title: string; className?: string }) {
  const api = useApi();
  return (
    <iframe
      key={slug}
      title={`Preview of ${title}`}
      src={sectionPreviewSrc(api.apiBase, slug)}
      sandbox="allow-scripts"
      className={`w-full border-0 bg-white ${className}`}
    />
  );
}
