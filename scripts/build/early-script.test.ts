// The start-up script's build: its strings in double quotes (src/early.test.ts runs the script).
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { doubleQuoted } from './early-script';

describe('doubleQuoted', () => {
  it('writes plain template literals as "strings", escaping what needs it', () => {
    expect(doubleQuoted('a(`x`,`say "hi"\\n`,`বাংলা`);', parseSync)).toBe('a("x","say \\"hi\\"\\n","বাংলা");');
  });

  it('leaves tagged templates and templates with expressions as they are', () => {
    // eslint-disable-next-line no-template-curly-in-string -- source text with a template in it, on purpose
    const code = 'a(t`x`,`a${b}c`,"d");';
    expect(doubleQuoted(code, parseSync)).toBe(code);
  });
});
