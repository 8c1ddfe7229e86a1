/** /help (doc 2 §2 help center) — issue 15 fills this page. Rendered by HelpApp, outside the dashboard layout. */
export default function HelpCenterPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Help Center</h1>
    </main>
  );
}
