import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CredentialsForm, type CredentialsValues } from './CredentialsForm';
import { HELD_SUBMIT } from './held-submit';

/**
 * /auth is sent as HTML (the gateway's server render) before the app's code runs: what a visitor types and
 * submits in that moment must reach the hydrated form (frontends/shell/src/held-submits.ts holds the submit).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('CredentialsForm rendered on the server, then hydrated', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  function serverRender(mode: 'sign-in' | 'sign-up') {
    container.innerHTML = renderToString(<CredentialsForm mode={mode} submitLabel="Go" onSubmit={() => {}} />);
    return container.querySelector('form') as HTMLFormElement;
  }

  function type(id: string, value: string) {
    (container.querySelector(`#${id}`) as HTMLInputElement).value = value;
  }

  async function hydrate(mode: 'sign-in' | 'sign-up', onSubmit: (values: CredentialsValues) => void) {
    await act(async () => {
      root = hydrateRoot(container, <CredentialsForm mode={mode} submitLabel="Go" onSubmit={onSubmit} />);
    });
  }

  it('never submits natively: the form has no action a browser would send the fields to', () => {
    const form = serverRender('sign-in');
    expect(form.getAttribute('method')).toBe('dialog');
    expect(form.hasAttribute('action')).toBe(false);
  });

  it('keeps what was typed before hydration and submits it', async () => {
    serverRender('sign-in');
    type('signin-email', 'ada@example.com');
    type('signin-password', 'secret-pass');
    const onSubmit = jest.fn();
    await hydrate('sign-in', onSubmit);
    expect((container.querySelector('#signin-email') as HTMLInputElement).value).toBe('ada@example.com');
    await act(async () => (container.querySelector('form') as HTMLFormElement).requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com', password: 'secret-pass' }), expect.anything());
  });

  it('replays a submit held before hydration once, with the typed values (sign-up step 1 too)', async () => {
    const form = serverRender('sign-up');
    type('signup-name', 'Ada Lovelace');
    type('signup-email', 'ada@example.com');
    type('signup-password', 'longenough1');
    (form as unknown as Record<symbol, boolean>)[HELD_SUBMIT] = true;
    const onSubmit = jest.fn();
    await hydrate('sign-up', onSubmit);
    await act(async () => {});
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'longenough1' });
    expect((form as unknown as Record<symbol, boolean>)[HELD_SUBMIT]).toBeUndefined();
  });

  it('does not submit on hydration when nothing was held', async () => {
    serverRender('sign-in');
    const onSubmit = jest.fn();
    await hydrate('sign-in', onSubmit);
    await act(async () => {});
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
