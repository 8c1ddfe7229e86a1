/** The Help Center's Contact Support tab (doc 2 §2): the support e-mail, hours, what to have ready, and a way to open a ticket. */
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, Clock, Mail } from 'lucide-react';
import type { SupportContactDto } from '@liquify/contracts';
import { Button } from '@liquify/ui';

export function ContactSupport({ contact, onCreateTicket }: { contact: UseQueryResult<SupportContactDto>; onCreateTicket: () => void }) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <p className="flex items-center gap-2 text-slate-800">
        <Mail aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {contact.data ? (
          <>
            Email us at{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${contact.data.email}`}>
              {contact.data.email}
            </a>
          </>
        ) : contact.isError ? (
          'The support e-mail address could not be loaded. Please open a ticket instead.'
        ) : (
          'Loading the support e-mail address…'
        )}
      </p>
      <p className="flex items-center gap-2 text-slate-800">
        <Clock aria-hidden="true" className="h-5 w-5 text-brand-600" />
        We respond within 24h · Mon-Fri 9am-6pm CET
      </p>
      <p className="text-slate-700">Priority support for Pro subscribers.</p>
      <div>
        <h2 className="font-semibold text-slate-900">Before you write, please have ready:</h2>
        <ul className="mt-2 space-y-1 text-slate-700">
          {['Your account email', 'The module, section or store concerned', 'What you expected and what happened', 'Screenshots if you have them'].map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <Button onClick={onCreateTicket}>
        Create a Support Ticket
      </Button>
    </div>
  );
}
