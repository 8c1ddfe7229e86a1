import { AppException } from '@liquify/http';
import { SupportMessages as M } from '@liquify/contracts';

/** Support's stable error codes: tests assert on these and on the status. */
export enum SupportErrorCode {
  TICKET_NOT_FOUND = 'TICKET_NOT_FOUND',
  TICKET_CLOSED = 'TICKET_CLOSED',
  CONTEXT_NOT_FOUND = 'CONTEXT_NOT_FOUND',
  ASSIGNEE_INVALID = 'ASSIGNEE_INVALID',
  FAQ_NOT_FOUND = 'FAQ_NOT_FOUND',
  FAQ_QUESTION_TAKEN = 'FAQ_QUESTION_TAKEN',
  FAQ_ANSWER_EMPTY = 'FAQ_ANSWER_EMPTY',
  DEVICE_ID_REQUIRED = 'DEVICE_ID_REQUIRED',
  DEVICE_ID_INVALID = 'DEVICE_ID_INVALID',
  STATS_RANGE_INVALID = 'STATS_RANGE_INVALID',
  ADMIN_ONLY = 'ADMIN_ONLY',
}

export const SupportErrors = {
  ticketNotFound: () => AppException.notFound(M.ticketNotFound, SupportErrorCode.TICKET_NOT_FOUND),
  repliesClosed: () => AppException.conflict(M.repliesClosed, SupportErrorCode.TICKET_CLOSED),
  contextNotFound: () =>
    new AppException(422, SupportErrorCode.CONTEXT_NOT_FOUND, M.contextNotFound, [{ field: 'context', message: M.contextNotFound }]),
  assigneeInvalid: () =>
    new AppException(422, SupportErrorCode.ASSIGNEE_INVALID, M.assigneeInvalid, [{ field: 'assigneeId', message: M.assigneeInvalid }]),
  faqNotFound: () => AppException.notFound(M.faqNotFound, SupportErrorCode.FAQ_NOT_FOUND),
  faqQuestionTaken: () => AppException.conflict(M.faqQuestionTaken, SupportErrorCode.FAQ_QUESTION_TAKEN),
  faqAnswerEmpty: () => AppException.badRequest(M.answerEmptyAfterSanitising, [{ field: 'answer', message: M.answerEmptyAfterSanitising }], SupportErrorCode.FAQ_ANSWER_EMPTY),
  deviceIdRequired: () => AppException.badRequest(M.deviceIdRequired, [{ field: 'deviceId', message: M.deviceIdRequired }], SupportErrorCode.DEVICE_ID_REQUIRED),
  deviceIdInvalid: () => AppException.badRequest(M.deviceIdInvalid, [{ field: 'deviceId', message: M.deviceIdInvalid }], SupportErrorCode.DEVICE_ID_INVALID),
  statsRangeInvalid: () => AppException.badRequest(M.statsRangeInvalid, undefined, SupportErrorCode.STATS_RANGE_INVALID),
  adminOnly: () => AppException.forbidden('Admin privileges required', SupportErrorCode.ADMIN_ONLY),
};

/**
 * A unique-index violation (MongoDB: code 11000; FerretDB 1.24 answers an update that breaks a unique index
 * with an InternalError naming the SQLite constraint). Replaced by the kit's libs/mongo helper once it lands.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  if (!e) return false;
  if (e.code === 11000 || e.code === 11001) return true;
  return typeof e.message === 'string' && /UNIQUE constraint failed|duplicate key/i.test(e.message);
}
