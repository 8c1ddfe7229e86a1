/** /help/ticket/:ticketId (doc 2 §2 ticket detail) — issue 15 fills this page. Rendered by HelpApp. */
export default function TicketPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Support Ticket</h1>
    </main>
  );
}
