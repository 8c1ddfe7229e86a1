import { render } from '@testing-library/react';
import CodeEditor from './CodeEditor';

describe('CodeEditor (CodeMirror)', () => {
  it('names its editable area and ties it to the error shown, then lets go of it when the error clears', () => {
    const view = render(<CodeEditor label="Code" value="<p>hi</p>" onChange={() => undefined} />);
    const content = () => view.container.querySelector('.cm-content')!;
    expect(content()).toHaveAttribute('aria-label', 'Code');
    expect(content()).not.toHaveAttribute('aria-describedby');
    expect(content()).not.toHaveAttribute('aria-invalid');

    view.rerender(<CodeEditor label="Code" value="" onChange={() => undefined} describedBy="code-error" invalid />);
    expect(content()).toHaveAttribute('aria-describedby', 'code-error');
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(content().textContent).toBe('');

    view.rerender(<CodeEditor label="Code" value="<p>again</p>" onChange={() => undefined} />);
    expect(content()).not.toHaveAttribute('aria-describedby');
    expect(content()).not.toHaveAttribute('aria-invalid');
    expect(content()).toHaveAttribute('aria-label', 'Code');
  });
});
