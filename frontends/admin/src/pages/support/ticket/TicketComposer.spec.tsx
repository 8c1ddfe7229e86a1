import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTicketDto } from '@liquify/contracts';
import { TicketComposer } from './TicketComposer';

const ticket = (status: string) => ({ _id: 't1', status }) as unknown as AdminTicketDto;

function setup(status = 'open', onReply = jest.fn().mockResolvedValue(undefined), onNote = jest.fn().mockResolvedValue(undefined)) {
  render(<TicketComposer ticket={ticket(status)} replying={false} noting={false} onReply={onReply} onNote={onNote} />);
  return { onReply, onNote, reply: screen.getByRole('form', { name: 'New reply' }), note: screen.getByRole('form', { name: 'New internal note' }) };
}

describe('TicketComposer (the support contract rules on the reply and note boxes)', () => {
  it('sends a trimmed reply and empties the box; Send stays disabled while the box is blank', async () => {
    const { onReply, reply } = setup();
    const send = within(reply).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await userEvent.type(within(reply).getByLabelText('Reply to the customer'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(within(reply).getByLabelText('Reply to the customer'), 'We are on it  ');
    await userEvent.click(send);
    await waitFor(() => expect(onReply).toHaveBeenCalledWith('We are on it'));
    await waitFor(() => expect(within(reply).getByLabelText('Reply to the customer')).toHaveValue(''));
  });

  it("refuses a reply over 1000 characters and a note over 2000 with the contract's messages", async () => {
    const { onReply, onNote, reply, note } = setup();
    fireEvent.change(within(reply).getByLabelText('Reply to the customer'), { target: { value: 'x'.repeat(1001) } });
    await userEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText('Message must be at most 1000 characters long')).toBeInTheDocument();
    fireEvent.change(within(note).getByLabelText('Internal note (staff only)'), { target: { value: 'y'.repeat(2001) } });
    await userEvent.click(within(note).getByRole('button', { name: 'Add note' }));
    expect(await within(note).findByText('Note must be at most 2000 characters long')).toBeInTheDocument();
    expect(onReply).not.toHaveBeenCalled();
    expect(onNote).not.toHaveBeenCalled();
  });

  it('keeps the text when the save fails, to retry', async () => {
    const { onNote, note } = setup('open', undefined, jest.fn().mockRejectedValue(new Error('down')));
    await userEvent.type(within(note).getByLabelText('Internal note (staff only)'), 'Refund approved');
    await userEvent.click(within(note).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(onNote).toHaveBeenCalledWith('Refund approved'));
    expect(within(note).getByLabelText('Internal note (staff only)')).toHaveValue('Refund approved');
  });

  it('says why a resolved ticket takes no reply, and still takes notes', () => {
    const { reply, note } = setup('resolved');
    expect(within(reply).getByText(/This ticket is resolved or closed/)).toBeInTheDocument();
    expect(within(note).getByLabelText('Internal note (staff only)')).toBeInTheDocument();
  });
});
