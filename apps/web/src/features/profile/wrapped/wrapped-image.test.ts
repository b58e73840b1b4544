import { describe, expect, it } from 'vitest';
import { wrappedFileName } from './wrapped-image';

describe('wrappedFileName', () => {
  it.each([
    ['Ada Fan', 'Ada Fan-gigrank-wrapped.png'],
    ['  Ada   Fan  ', 'Ada Fan-gigrank-wrapped.png'],
    ['AC/DC Fan', 'AC DC Fan-gigrank-wrapped.png'],
    ['a<b>:c"d|e?f*g\\h', 'a b c d e f g h-gigrank-wrapped.png'],
    ['..hidden', 'hidden-gigrank-wrapped.png'],
    ['Beyoncé Fan 🎤', 'Beyoncé Fan 🎤-gigrank-wrapped.png'],
    ['', 'my-gigrank-wrapped.png'],
    ['///', 'my-gigrank-wrapped.png'],
  ])('%j -> %j', (name, expected) => {
    expect(wrappedFileName(name)).toBe(expected);
  });

  it('names the story after the card, with -story', () => {
    expect(wrappedFileName('Ada Fan', 'story')).toBe('Ada Fan-gigrank-wrapped-story.png');
    expect(wrappedFileName('', 'story')).toBe('my-gigrank-wrapped-story.png');
    expect(wrappedFileName('Ada Fan', 'card')).toBe('Ada Fan-gigrank-wrapped.png');
  });

  it('keeps long names to a sane length', () => {
    expect(wrappedFileName('x'.repeat(300)).length).toBeLessThanOrEqual(80 + 20);
  });
});
