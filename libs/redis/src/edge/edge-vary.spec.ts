import { sharedAnswerFits, variedHeaders } from './edge-vary';

describe('variedHeaders', () => {
  it('reads one or several Vary lines, any case, any spacing', () => {
    expect([...variedHeaders({ vary: 'Accept-Encoding, Authorization' })]).toEqual(['accept-encoding', 'authorization']);
    expect([...variedHeaders({ vary: ['Origin', ' authorization ,'] })]).toEqual(['origin', 'authorization']);
    expect([...variedHeaders({})]).toEqual([]);
  });
});

describe('sharedAnswerFits (an answer kept under its URL alone)', () => {
  const card = { 'content-type': 'application/json', vary: 'Authorization' };
  it('gives an answer varying on Authorization only to requests without one', () => {
    expect(sharedAnswerFits(card, {})).toBe(true);
    expect(sharedAnswerFits(card, { authorization: 'Bearer a.b.c' })).toBe(false);
    expect(sharedAnswerFits(card, { authorization: 'Basic eDp5' })).toBe(false);
    expect(sharedAnswerFits(card, { authorization: '' })).toBe(false);
  });
  it('gives an answer that does not vary on Authorization to everybody (the public lists)', () => {
    expect(sharedAnswerFits({ 'content-type': 'application/json' }, { authorization: 'Bearer a.b.c' })).toBe(true);
    expect(sharedAnswerFits({ vary: 'Accept-Encoding' }, { authorization: 'Bearer a.b.c' })).toBe(true);
  });
  it('never fits Vary: *', () => {
    expect(sharedAnswerFits({ vary: '*' }, {})).toBe(false);
  });
});
