import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { VariableField } from './variable-field';

function Harness({ type, initial, options }: { type: string; initial: string; options?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <VariableField variable={{ name: 'v', label: 'Field', type: type as never, defaultValue: initial, options }} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('variable editors, one per type (doc 2 §2)', () => {
  it('color: picker, hex text and the 8 swatches', () => {
    render(<Harness type="color" initial="#000000" />);
    expect(screen.getAllByRole('button', { name: /^Use #/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Use #ef4444' }));
    expect(value()).toBe('#ef4444');
    fireEvent.change(screen.getByRole('textbox', { name: /^Field/ }), { target: { value: '#123456' } });
    expect(value()).toBe('#123456');
  });

  it("color: only the hex field's accessible name starts with the variable's label (the picker is 'Colour picker for ...')", () => {
    render(<Harness type="color" initial="#000000" />);
    const named = Array.from(document.querySelectorAll('input')).filter((el) => /^Field/.test(el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? ''));
    expect(named).toHaveLength(1);
    expect(named[0]).toHaveAttribute('type', 'text');
    fireEvent.change(screen.getByLabelText('Colour picker for Field'), { target: { value: '#abcdef' } });
    expect(value()).toBe('#abcdef');
  });

  it.each(['size', 'spacing'])('%s: the number changes and the unit is kept', (type) => {
    render(<Harness type={type} initial="1.5rem" />);
    expect(screen.getByTestId('css-unit')).toHaveTextContent('rem');
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '3' } });
    expect(value()).toBe('3rem');
    fireEvent.change(screen.getByRole('slider'), { target: { value: '12' } });
    expect(value()).toBe('12rem');
  });

  it('boolean: a switch writing true / false', () => {
    render(<Harness type="boolean" initial="false" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Field' }));
    expect(value()).toBe('true');
  });

  it('select: the options of the variable', () => {
    render(<Harness type="select" initial="left" options={['left', 'center', 'right']} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'right' } });
    expect(value()).toBe('right');
  });

  it.each([
    ['url', 'url'],
    ['email', 'email'],
    ['tel', 'tel'],
    ['date', 'date'],
    ['number', 'number'],
    ['text', 'text'],
    ['image', 'url'],
  ])('%s: an input of type %s', (type, inputType) => {
    const { container } = render(<Harness type={type} initial="" />);
    expect(container.querySelector(`[data-variable-type="${type}"] input`)).toHaveAttribute('type', inputType);
  });

  it('text: with showCharacterCount, the count appears above 20 characters only (doc 3 §2)', () => {
    const { rerender } = render(<VariableField variable={{ name: 'v', label: 'Field', type: 'text' }} value={'x'.repeat(20)} onChange={() => {}} showCharacterCount />);
    expect(screen.queryByTestId('character-count')).not.toBeInTheDocument();
    rerender(<VariableField variable={{ name: 'v', label: 'Field', type: 'text' }} value={'x'.repeat(21)} onChange={() => {}} showCharacterCount />);
    expect(screen.getByTestId('character-count')).toHaveTextContent('21 caractères');
    rerender(<VariableField variable={{ name: 'v', label: 'Field', type: 'text' }} value={'x'.repeat(21)} onChange={() => {}} />);
    expect(screen.queryByTestId('character-count')).not.toBeInTheDocument();
  });
});
