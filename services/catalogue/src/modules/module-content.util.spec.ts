import { moduleCreateRequestSchema } from '@liquify/contracts';
import { moduleContent, touchesContent } from './module-content.util';

const variables = (list: unknown[]) => moduleCreateRequestSchema.parse({ title: 'T', description: 'D', variables: list }).variables!;

describe('moduleContent (doc 3 §4: the saved code is the template with each placeholder replaced by its default)', () => {
  const template = '<div style="background:${bg_color}; padding:${padding}">${heading}</div><script>const n = `${count} left`;</script>';
  const vars = variables([
    { name: 'bg_color', label: 'Background', type: 'color', defaultValue: '#ff0000' },
    { name: 'padding', label: 'Padding', type: 'spacing', defaultValue: '12px' },
    { name: 'heading', label: 'Heading', defaultValue: 'Only $5 today — $& $1' },
  ]);

  it('computes code from templateCode and variables; hasLiquidCode when a variable exists', () => {
    const content = moduleContent({ templateCode: template, variables: vars });
    expect(content.templateCode).toBe(template);
    expect(content.code).toBe('<div style="background:#ff0000; padding:12px">Only $5 today — $& $1</div><script>const n = `${count} left`;</script>');
    expect(content.hasLiquidCode).toBe(true);
    expect(content.variables.map((v) => v.name)).toEqual(['bg_color', 'padding', 'heading']);
  });

  it('never guesses variables: without any, ${...} stays as written and hasLiquidCode is false', () => {
    const content = moduleContent({ templateCode: template });
    expect(content.code).toBe(template);
    expect(content.variables).toEqual([]);
    expect(content.hasLiquidCode).toBe(false);
  });

  it('takes code as the template when no templateCode is sent', () => {
    const content = moduleContent({ code: '<b>${heading}</b>', variables: variables([{ name: 'heading', label: 'H', defaultValue: 'Hi' }]) });
    expect(content).toMatchObject({ templateCode: '<b>${heading}</b>', code: '<b>Hi</b>' });
    expect(moduleContent({ code: '<i>x</i>', templateCode: '' })).toMatchObject({ templateCode: '<i>x</i>', code: '<i>x</i>' });
  });

  it('renders legacy {type:label:value} placeholders with their own default', () => {
    expect(moduleContent({ templateCode: '<p style="color:{color:Text colour:#333}">{text:Title:Hello}</p>' }).code).toBe('<p style="color:#333">Hello</p>');
  });

  it('on an update keeps what is not sent', () => {
    const current = moduleContent({ templateCode: template, variables: vars });
    const onlyVariables = moduleContent({ variables: variables([{ name: 'heading', label: 'H', defaultValue: 'New' }]) }, current);
    expect(onlyVariables.templateCode).toBe(template);
    expect(onlyVariables.code).toContain('<div style="background:${bg_color}; padding:${padding}">New</div>');
    const onlyTemplate = moduleContent({ templateCode: '<h1>${heading}</h1>' }, current);
    expect(onlyTemplate.code).toBe('<h1>Only $5 today — $& $1</h1>');
    expect(onlyTemplate.variables).toEqual(current.variables);
  });

  it('handles an empty module and a 1 MB template', () => {
    expect(moduleContent({})).toEqual({ templateCode: '', code: '', variables: [], hasLiquidCode: false });
    const big = '<p>${heading}</p>'.repeat(60_000);
    const started = Date.now();
    const content = moduleContent({ templateCode: big, variables: variables([{ name: 'heading', label: 'H', defaultValue: 'x' }]) });
    expect(content.code.length).toBe('<p>x</p>'.length * 60_000);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('touchesContent is true only when code, templateCode or variables are sent', () => {
    expect(touchesContent({})).toBe(false);
    expect(touchesContent({ variables: [] })).toBe(true);
    expect(touchesContent({ code: '' })).toBe(true);
  });
});
