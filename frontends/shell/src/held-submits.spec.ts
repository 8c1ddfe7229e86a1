import { HELD_SUBMIT, holdUnhandledSubmits } from './held-submits';

const held = (form: HTMLFormElement) => (form as HTMLFormElement & { [HELD_SUBMIT]?: boolean })[HELD_SUBMIT] === true;

describe('holdUnhandledSubmits (a submit on the server-rendered page before the app runs)', () => {
  let release: () => void;
  beforeEach(() => {
    release = holdUnhandledSubmits(window);
  });
  afterEach(() => {
    release();
    document.body.innerHTML = '';
  });

  function form(html: string): HTMLFormElement {
    document.body.innerHTML = html;
    return document.querySelector('form') as HTMLFormElement;
  }

  it('marks a method="dialog" form no handler took, and cancels the submit', () => {
    const f = form('<form method="dialog"><input name="email" value="a@b.co"><button>Go</button></form>');
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    f.dispatchEvent(event);
    expect(held(f)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a submit the app handled alone', () => {
    const f = form('<form method="dialog"><button>Go</button></form>');
    f.addEventListener('submit', (event) => event.preventDefault());
    f.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(held(f)).toBe(false);
  });

  it('leaves other forms alone: one inside a <dialog> (which closes it) and one with a real method', () => {
    const inDialog = form('<dialog open><form method="dialog"><button>Close</button></form></dialog>');
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    inDialog.dispatchEvent(event);
    expect(held(inDialog)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    const plain = form('<form action="/search"><button>Search</button></form>');
    const plainEvent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    plain.dispatchEvent(plainEvent);
    expect(held(plain)).toBe(false);
    expect(plainEvent.defaultPrevented).toBe(false);
  });
});
