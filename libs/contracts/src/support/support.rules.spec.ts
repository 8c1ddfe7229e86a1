import {
  canReply,
  faqQuestionKey,
  averageFirstResponseMinutes,
  canRate,
  satisfactionLabel,
  satisfactionPercent,
  formatWaiting,
  responseTimeLabel,
  normaliseSupportTags,
  replyError,
  shortTicketId,
  statusAfterReply,
  TICKET_STATUSES,
  ticketDescriptionError,
  ticketTitleError,
  unansweredMs,
  validateTicketDraft,
  viewOnceKey,
  visitorKey,
  voteDelta,
  waitingSince,
} from './support.rules';
import { utcDay } from '../time.rules';

describe('ticket validation (doc 2 §5)', () => {
  it.each([
    [undefined, 'Subject is required'],
    [null, 'Subject is required'],
    ['', 'Subject is required'],
    ['     ', 'Subject is required'],
    [12345678901, 'Subject is required'],
    ['123456789', 'Subject must be at least 10 characters long'],
    ['   123456789   ', 'Subject must be at least 10 characters long'],
    ['x'.repeat(201), 'Subject must be at most 200 characters long'],
  ])('subject %p gives %p', (title, message) => {
    expect(ticketTitleError(title)).toBe(message);
  });
  it('accepts a subject of exactly 10 and of 200 characters', () => {
    expect(ticketTitleError('1234567890')).toBeUndefined();
    expect(ticketTitleError('x'.repeat(200))).toBeUndefined();
  });
  it.each([
    [undefined, 'Description is required'],
    ['  ', 'Description is required'],
    [{}, 'Description is required'],
    ['x'.repeat(19), 'Description must be at least 20 characters long'],
    [`  ${'x'.repeat(19)}  `, 'Description must be at least 20 characters long'],
    ['x'.repeat(1001), 'Description must be at most 1000 characters long'],
  ])('description %p gives %p', (description, message) => {
    expect(ticketDescriptionError(description)).toBe(message);
  });
  it('accepts descriptions of 20 and 1000 characters (the counter is a hard cap, trailing spaces not counted)', () => {
    expect(ticketDescriptionError('x'.repeat(20))).toBeUndefined();
    expect(ticketDescriptionError(`${'x'.repeat(1000)}   `)).toBeUndefined();
  });
  it('reports every field of the form at once', () => {
    expect(validateTicketDraft({})).toEqual({ title: 'Subject is required', description: 'Description is required' });
    expect(validateTicketDraft({ title: 'A fine subject', description: 'A description long enough.' })).toEqual({});
  });
  it('wants a trimmed non-empty reply of at most 1000 characters', () => {
    expect(replyError(' \n\t')).toBe('Message is required');
    expect(replyError(undefined)).toBe('Message is required');
    expect(replyError('x'.repeat(1001))).toBe('Message must be at most 1000 characters long');
    expect(replyError('ok')).toBeUndefined();
  });
});

describe('ticket states on replies', () => {
  it('accepts replies only while the ticket is neither resolved nor closed', () => {
    expect(TICKET_STATUSES.filter(canReply)).toEqual(['open', 'in_progress', 'pending']);
  });
  it("moves a ticket waiting on the customer (pending) back to open when the customer answers", () => {
    expect(statusAfterReply('pending', false)).toBe('open');
  });
  it('keeps open and in_progress as they are when the customer writes again', () => {
    expect(statusAfterReply('open', false)).toBe('open');
    expect(statusAfterReply('in_progress', false)).toBe('in_progress');
  });
  it('takes an open ticket up (in_progress) when staff answer, and leaves the other statuses alone', () => {
    expect(statusAfterReply('open', true)).toBe('in_progress');
    expect(statusAfterReply('in_progress', true)).toBe('in_progress');
    expect(statusAfterReply('pending', true)).toBe('pending');
  });
});

describe('unanswered time', () => {
  const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
  it('counts from the creation while nobody at support answered', () => {
    expect(waitingSince('open', t(0), [])).toEqual(t(0));
    expect(waitingSince('open', t(0), [{ isAdmin: false, createdAt: t(5) }])).toEqual(t(0));
  });
  it('stops when support answers last', () => {
    expect(waitingSince('in_progress', t(0), [{ isAdmin: true, createdAt: t(5) }])).toBeNull();
  });
  it("restarts at the customer's first message after support's last reply", () => {
    const thread = [
      { isAdmin: true, createdAt: t(5) },
      { isAdmin: false, createdAt: t(9) },
      { isAdmin: false, createdAt: t(12) },
    ];
    expect(waitingSince('open', t(0), thread)).toEqual(t(9));
  });
  it('is null for tickets that do not wait on support: pending, resolved, closed', () => {
    for (const status of ['pending', 'resolved', 'closed'] as const) expect(waitingSince(status, t(0), [])).toBeNull();
  });
  it('measures milliseconds to now, never negative, and formats them for the list', () => {
    expect(unansweredMs(t(0), t(90))).toBe(90 * 60000);
    expect(unansweredMs(t(10), t(0))).toBe(0);
    expect(unansweredMs(null, t(0))).toBeNull();
    expect(formatWaiting(30_000)).toBe('<1m');
    expect(formatWaiting(12 * 60000)).toBe('12m');
    expect(formatWaiting(125 * 60000)).toBe('2h 5m');
    expect(formatWaiting((3 * 1440 + 4 * 60 + 7) * 60000)).toBe('3d 4h');
    expect(formatWaiting(null)).toBe('');
  });
  it('shows the last 6 characters of the id uppercased (doc 3 §9)', () => {
    expect(shortTicketId('65f0c0ffee00000000abcdef')).toBe('ABCDEF');
  });
});

describe('FAQ votes without double counting', () => {
  it('adds one for a first vote', () => {
    expect(voteDelta(null, 'helpful')).toEqual({ helpfulVotes: 1, unhelpfulVotes: 0 });
    expect(voteDelta(null, 'unhelpful')).toEqual({ helpfulVotes: 0, unhelpfulVotes: 1 });
  });
  it('changes nothing when the same vote is cast again', () => {
    expect(voteDelta('helpful', 'helpful')).toEqual({ helpfulVotes: 0, unhelpfulVotes: 0 });
    expect(voteDelta('unhelpful', 'unhelpful')).toEqual({ helpfulVotes: 0, unhelpfulVotes: 0 });
  });
  it('moves one vote across when the visitor changes their mind', () => {
    expect(voteDelta('unhelpful', 'helpful')).toEqual({ helpfulVotes: 1, unhelpfulVotes: -1 });
    expect(voteDelta('helpful', 'unhelpful')).toEqual({ helpfulVotes: -1, unhelpfulVotes: 1 });
  });
  it('keeps the totals equal to the number of voters over any sequence of changes', () => {
    let counts = { helpfulVotes: 0, unhelpfulVotes: 0 };
    let previous: 'helpful' | 'unhelpful' | null = null;
    for (const next of ['helpful', 'unhelpful', 'unhelpful', 'helpful', 'unhelpful'] as const) {
      const d = voteDelta(previous, next);
      counts = { helpfulVotes: counts.helpfulVotes + d.helpfulVotes, unhelpfulVotes: counts.unhelpfulVotes + d.unhelpfulVotes };
      previous = next;
    }
    expect(counts).toEqual({ helpfulVotes: 0, unhelpfulVotes: 1 });
  });
  it('knows a signed-in visitor by user id before any device id, and refuses a malformed device id', () => {
    expect(visitorKey({ userId: 'u1', deviceId: 'device-123456' })).toBe('user:u1');
    expect(visitorKey({ deviceId: 'device-123456' })).toBe('device:device-123456');
    expect(visitorKey({ deviceId: 'bad id!' })).toBeNull();
    expect(visitorKey({})).toBeNull();
  });
});

describe('FAQ views once per visitor per entry per day', () => {
  it('gives the same key within one UTC day and a new one the next day', () => {
    const morning = new Date('2026-03-01T00:00:01Z');
    const night = new Date('2026-03-01T23:59:59Z');
    const next = new Date('2026-03-02T00:00:00Z');
    expect(viewOnceKey('f1', 'user:u', morning)).toBe(viewOnceKey('f1', 'user:u', night));
    expect(viewOnceKey('f1', 'user:u', next)).not.toBe(viewOnceKey('f1', 'user:u', night));
    expect(utcDay(next)).toBe('2026-03-02');
  });
  it('differs between visitors and between entries', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    expect(viewOnceKey('f1', 'user:a', at)).not.toBe(viewOnceKey('f1', 'user:b', at));
    expect(viewOnceKey('f1', 'user:a', at)).not.toBe(viewOnceKey('f2', 'user:a', at));
  });
});

describe('FAQ text', () => {
  it('normalises tags: trimmed, lowercased, de-duplicated, commas split', () => {
    expect(normaliseSupportTags(' Plans, pricing ,PLANS,, ')).toEqual(['plans', 'pricing']);
    expect(normaliseSupportTags(['A  B', 3, null, ''])).toEqual(['a b', '3']);
    expect(normaliseSupportTags(undefined)).toEqual([]);
  });
  it('treats questions differing only in case, spaces or end punctuation as the same entry', () => {
    expect(faqQuestionKey('  How do  I cancel? ')).toBe(faqQuestionKey('how do i cancel'));
    expect(faqQuestionKey('How do I cancel?')).not.toBe(faqQuestionKey('How do I pay?'));
  });
});


describe("the help centre's measured response time (issue #24 item 10)", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60000);
  it('averages the minutes from creation to the first staff reply, rounded; null when none', () => {
    expect(averageFirstResponseMinutes([])).toBeNull();
    expect(averageFirstResponseMinutes([{ createdAt: at(0), firstResponseAt: at(30) }, { createdAt: at(10), firstResponseAt: at(101) }])).toBe(61);
    expect(averageFirstResponseMinutes([{ createdAt: at(0).toISOString(), firstResponseAt: at(120).toISOString() }])).toBe(120);
  });
  it('labels it, or says none was answered', () => {
    expect(responseTimeLabel(null)).toBe('No replies yet');
    expect(responseTimeLabel(0)).toBe('<1m');
    expect(responseTimeLabel(45)).toBe('45m');
    expect(responseTimeLabel(95)).toBe('1h 35m');
    expect(responseTimeLabel(1500)).toBe('1d 1h');
  });
});

describe("'Did this solve your problem?' (issue #24 item 10)", () => {
  it('is asked on a resolved ticket only', () => {
    expect(canRate('resolved')).toBe(true);
    for (const status of ['open', 'in_progress', 'pending', 'closed'] as const) expect(canRate(status)).toBe(false);
  });
  it('makes the satisfaction: the rounded share of 👍, null without ratings', () => {
    expect(satisfactionPercent([])).toBeNull();
    expect(satisfactionPercent([{ helpful: true }, { helpful: true }, { helpful: false }])).toBe(67);
    expect(satisfactionPercent([{ helpful: false }])).toBe(0);
    expect(satisfactionLabel(null)).toBe('No ratings yet');
    expect(satisfactionLabel(67)).toBe('67%');
  });
});
