import { Types } from 'mongoose';
import { adminChanges, hasReply, replyChanges, replyId, statusChanges, ticketId } from './ticket-changes.util';
import { NOT_WAITING, TicketDoc } from './ticket.schema';

const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));

function ticket(overrides: Partial<TicketDoc> = {}): TicketDoc {
  return {
    _id: new Types.ObjectId(),
    shortId: 'ABCDEF',
    userId: 'u1',
    userName: 'Olivia',
    userEmail: 'o@x.test',
    title: 'Module does not render',
    description: 'The hero module shows a blank area.',
    category: 'general',
    priority: 'medium',
    priorityRank: 1,
    status: 'open',
    tags: [],
    context: null,
    assigneeId: null,
    assigneeName: '',
    messages: [],
    messageCount: 0,
    lastMessageAt: null,
    waitingSince: at(0),
    waitingRank: at(0),
    firstResponseAt: null,
    resolvedAt: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  };
}

const staffReply = { content: 'Looking into it', attachments: [], byStaff: true, authorId: 'a1', authorName: 'Ada' };
const customerReply = { content: 'Any news?', attachments: ['https://x.test/shot.png'], byStaff: false, authorId: 'u1', authorName: 'Olivia' };

describe('replies', () => {
  it('appends the message, counts it and updates updatedAt and lastMessageAt', () => {
    const c = replyChanges(ticket(), customerReply, at(5));
    expect(c.messages).toHaveLength(1);
    expect(c.messages![0]).toMatchObject({ content: 'Any news?', attachments: ['https://x.test/shot.png'], isAdmin: false, authorId: 'u1', createdAt: at(5) });
    expect(c).toMatchObject({ messageCount: 1, lastMessageAt: at(5), updatedAt: at(5) });
  });
  it("staff's first reply takes an open ticket up, stops the wait and is remembered as the first response", () => {
    const c = replyChanges(ticket(), staffReply, at(5));
    expect(c).toMatchObject({ status: 'in_progress', waitingSince: null, waitingRank: NOT_WAITING, firstResponseAt: at(5) });
  });
  it("keeps the first response time on staff's later replies", () => {
    const c = replyChanges(ticket({ status: 'in_progress', firstResponseAt: at(2) }), staffReply, at(9));
    expect(c.firstResponseAt).toBeUndefined();
  });
  it("the customer answering a pending ticket reopens it and starts a new wait at that message", () => {
    const asked = { _id: new Types.ObjectId(), content: 'Which page?', attachments: [], isAdmin: true, authorId: 'a1', authorName: 'Ada', createdAt: at(2) };
    const c = replyChanges(ticket({ status: 'pending', messages: [asked], messageCount: 1, waitingSince: null, waitingRank: NOT_WAITING }), customerReply, at(7));
    expect(c).toMatchObject({ status: 'open', waitingSince: at(7), waitingRank: at(7) });
  });
  it('a customer follow-up keeps the wait that started earlier', () => {
    const c = replyChanges(ticket(), customerReply, at(7));
    expect(c).toMatchObject({ status: 'open', waitingSince: at(0) });
  });
});

describe('status changes', () => {
  it('sets resolvedAt on entering resolved, keeps it when closing, clears it on reopening', () => {
    const resolved = statusChanges(ticket(), 'resolved', at(3));
    expect(resolved).toMatchObject({ status: 'resolved', resolvedAt: at(3), waitingSince: null, updatedAt: at(3) });
    expect(statusChanges(ticket({ status: 'resolved', resolvedAt: at(3) }), 'closed', at(4)).resolvedAt).toBeUndefined();
    expect(statusChanges(ticket({ status: 'resolved', resolvedAt: at(3) }), 'open', at(5))).toMatchObject({ resolvedAt: null, waitingSince: at(0) });
  });
  it('reopening a ticket support answered last does not make it wait', () => {
    const answered = ticket({ status: 'closed', messages: [{ _id: new Types.ObjectId(), content: 'x', attachments: [], isAdmin: true, authorId: 'a1', authorName: 'Ada', createdAt: at(2) }] });
    expect(statusChanges(answered, 'open', at(6))).toMatchObject({ waitingSince: null, waitingRank: NOT_WAITING });
  });
});

describe('admin changes', () => {
  it('answers null when nothing would change (a bulk update counts it as not modified)', () => {
    expect(adminChanges(ticket(), { status: 'open', priority: 'medium', category: 'general', tags: [], assignee: null }, at(1))).toBeNull();
  });
  it('changes priority with its rank, category, tags and assignee, and updates updatedAt', () => {
    const c = adminChanges(ticket(), { priority: 'urgent', category: 'billing', tags: ['vip'], assignee: { id: 'm1', name: 'Mo' } }, at(2));
    expect(c).toEqual({ priority: 'urgent', priorityRank: 3, category: 'billing', tags: ['vip'], assigneeId: 'm1', assigneeName: 'Mo', updatedAt: at(2) });
  });
  it('unassigns with null', () => {
    expect(adminChanges(ticket({ assigneeId: 'm1', assigneeName: 'Mo' }), { assignee: null }, at(2))).toEqual({ assigneeId: null, assigneeName: '', updatedAt: at(2) });
  });
});

describe('a request sent again with its Idempotency-Key', () => {
  it('names the same reply for the same author, ticket and key, and another one when any of them differs', () => {
    const id = replyId('u1', 't1', 'k1')!;
    expect(id.equals(replyId('u1', 't1', 'k1')!)).toBe(true);
    for (const other of [replyId('u2', 't1', 'k1'), replyId('u1', 't2', 'k1'), replyId('u1', 't1', 'k2')]) expect(id.equals(other!)).toBe(false);
    expect(replyId('u1', 't1', undefined)).toBeUndefined();
  });

  it('finds its reply in the thread once it landed, so the reply is not added twice', () => {
    const id = replyId('u1', 't1', 'k1');
    const first = replyChanges(ticket(), { ...customerReply, id }, at(5));
    expect(first.messages![0]._id.equals(id!)).toBe(true);
    expect(hasReply(ticket(), id)).toBe(false);
    expect(hasReply(ticket({ messages: first.messages }), id)).toBe(true);
    // Without a key every reply is new, even with the same words.
    expect(hasReply(ticket({ messages: first.messages }), undefined)).toBe(false);
    expect(hasReply(ticket({ messages: first.messages }), replyId('u1', 't1', 'k2'))).toBe(false);
  });

  it('names the same ticket for the same user and key; a fresh id without a key', () => {
    expect(ticketId('u1', 'k1').equals(ticketId('u1', 'k1'))).toBe(true);
    expect(ticketId('u1', 'k1').equals(ticketId('u2', 'k1'))).toBe(false);
    expect(ticketId('u1', undefined).equals(ticketId('u1', undefined))).toBe(false);
  });
});
