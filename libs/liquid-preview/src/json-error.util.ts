/**
 * Where a JSON text stops being valid, for error messages that name a line. V8's JSON.parse reports a
 * position for some mistakes only ('Unexpected token }, "{ "a": }" is not valid JSON' has none), so the
 * schema check finds the offset itself with this small strict-JSON scanner (RFC 8259 grammar).
 */
export interface JsonProblem {
  offset: number;
  reason: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);

export function jsonProblem(text: string): JsonProblem | undefined {
  let i = 0;
  const fail = (reason: string): never => {
    throw { offset: i, reason } satisfies JsonProblem;
  };
  const describe = () => (i >= text.length ? 'the end of the JSON' : JSON.stringify(text[i]));
  const skip = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const expect = (c: string) => {
    if (text[i] !== c) fail(`expected ${JSON.stringify(c)} but found ${describe()}`);
    i++;
  };
  const string = () => {
    expect('"');
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('control character in a string');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('invalid \\u escape');
          i += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail('invalid escape in a string');
      }
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) fail(`unexpected ${describe()}`);
    i += match![0].length;
  };
  const value = (depth: number): void => {
    if (depth > 500) fail('nested too deeply');
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      skip();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail(text[i] === '}' ? 'trailing comma before "}"' : `expected a property name but found ${describe()}`);
        string();
        skip();
        expect(':');
        value(depth + 1);
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        expect('}');
        return;
      }
    }
    if (c === '[') {
      i++;
      skip();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        skip();
        if (text[i] === ']') fail('trailing comma before "]"');
        value(depth + 1);
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        expect(']');
        return;
      }
    }
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    fail(`unexpected ${describe()}`);
  };
  try {
    value(0);
    skip();
    if (i < text.length) fail(`unexpected ${describe()} after the JSON value`);
    return undefined;
  } catch (err) {
    if (err && typeof err === 'object' && 'offset' in err) return err as JsonProblem;
    throw err;
  }
}
