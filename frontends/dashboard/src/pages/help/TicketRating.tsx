/**
 * 'Did this solve your problem?' on a resolved ticket (issue #24 item 10): 👍 or 👎 and an optional comment,
 * sent to POST /support/tickets/{id}/rating; the owner may change the answer. The answers make the help
 * centre's satisfaction figure, and admins see them on the ticket.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@liquify/api-client';
import { TICKET_RATING_COMMENT_MAX, type TicketDto } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { AlertBanner, Button } from '@liquify/ui';
import { queryKeys } from '../../api/query-keys';
import { rateTicket } from './support.api';

const choice = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:ring-2 aria-pressed:ring-brand-500';

export function TicketRating({ ticket }: { ticket: TicketDto }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [helpful, setHelpful] = useState<boolean | null>(ticket.rating?.helpful ?? null);
  const [comment, setComment] = useState(ticket.rating?.comment ?? '');
  const [sent, setSent] = useState(false);
  const rate = useMutation({
    mutationFn: (body: { helpful: boolean; comment: string }) => rateTicket(api, ticket._id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.ticket(ticket._id), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportFigures });
      setSent(true);
    },
  });

  return (
    <form
      aria-labelledby="rating-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (helpful !== null) rate.mutate({ helpful, comment: comment.trim() });
      }}
    >
      <h2 id="rating-heading" className="text-sm font-semibold text-slate-900">
        Did this solve your problem?
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={helpful === true} onClick={() => (setHelpful(true), setSent(false))} className={choice}>
          <span aria-hidden="true">👍</span> Yes
        </button>
        <button type="button" aria-pressed={helpful === false} onClick={() => (setHelpful(false), setSent(false))} className={choice}>
          <span aria-hidden="true">👎</span> No
        </button>
      </div>
      <label htmlFor="rating-comment" className="block text-sm text-slate-700">
        Comment (optional)
      </label>
      <textarea
        id="rating-comment"
        rows={2}
        maxLength={TICKET_RATING_COMMENT_MAX}
        value={comment}
        onChange={(event) => (setComment(event.target.value), setSent(false))}
        className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      {rate.isError ? <AlertBanner title="Your feedback was not sent" message={rate.error instanceof ApiError ? rate.error.message : 'Please try again.'} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={rate.isPending} disabled={helpful === null || rate.isPending}>
          {ticket.rating ? 'Update feedback' : 'Send feedback'}
        </Button>
        {sent ? (
          <p role="status" className="text-sm text-green-700">
            Thanks for your feedback.
          </p>
        ) : null}
      </div>
    </form>
  );
}
