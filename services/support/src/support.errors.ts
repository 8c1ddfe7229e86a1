import { defineErrors } from '@liquify/http';
import { SupportMessages as M } from '@liquify/contracts';

/** Support's error codes and statuses; tests assert on the code and the status. Messages: SupportMessages. */
export const SupportErrors = defineErrors({
  TICKET_NOT_FOUND: { status: 404, message: M.ticketNotFound },
  TICKET_CLOSED: { status: 409, message: M.repliesClosed },
  RATING_NOT_RESOLVED: { status: 409, message: M.ratingNotResolved },
  CONTEXT_NOT_FOUND: { status: 422, message: M.contextNotFound },
  ASSIGNEE_INVALID: { status: 422, message: M.assigneeInvalid },
  FAQ_NOT_FOUND: { status: 404, message: M.faqNotFound },
  FAQ_QUESTION_TAKEN: { status: 409, message: M.faqQuestionTaken },
  FAQ_ANSWER_EMPTY: { status: 400, message: M.answerEmptyAfterSanitising },
  DEVICE_ID_REQUIRED: { status: 400, message: M.deviceIdRequired },
  DEVICE_ID_INVALID: { status: 400, message: M.deviceIdInvalid },
  STATS_RANGE_INVALID: { status: 400, message: M.statsRangeInvalid },
  ADMIN_ONLY: { status: 403, message: 'Admin privileges required' },
  /** No verified token on a route that needs the caller (CurrentAdminGuard, after JwtAuthGuard). */
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
});

/** The offending field, for the envelope's details. */
