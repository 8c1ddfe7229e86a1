/**
 * Everything under the hero, in one chunk the page loads when the visitor scrolls near it
 * (DeferredBelowTheFold), so the first load's JavaScript stays small (issue 26: first-load JS and LCP). The footer stays in the main
 * chunk: it is small and keeps the page's landmarks whole while this loads.
 */
import { useEffect } from 'react';
import { Benefits } from './Benefits/Benefits';
import { Community } from './Community/Community';
import { FeaturesDemo } from './FeaturesDemo/FeaturesDemo';
import { LibraryShowcase } from './LibraryShowcase/LibraryShowcase';
import { PhonePreview } from './PhonePreview/PhonePreview';
import { Pricing } from './Pricing/Pricing';
import { Workflow } from './Workflow/Workflow';

export default function BelowTheFold() {
  // A visitor who arrives on /#pricing (or any anchor) lands on it once the sections exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <>
      <FeaturesDemo />
      <Benefits />
      <Workflow />
      <PhonePreview />
      <LibraryShowcase />
      <Community />
      <Pricing />
    </>
  );
}
