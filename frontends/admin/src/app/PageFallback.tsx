import { Spinner } from '@liquify/ui';

/** While a page's code loads. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading page" className="h-10 w-10" />
    </div>
  );
}
