import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { evaluateStaticExpression, programExpression, UnsupportedExpressionError } from './static-expression.js';

const mdxParser = unified().use(remarkParse).use(remarkMdx);

/** `{code}` parsed as MDX does it, then evaluated. */
function evaluate(code: string): unknown {
  const node = mdxParser.parse(`{${code}}`).children[0] as MdxFlowExpression;
  const expression = programExpression(node.data!.estree!);
  if (expression === undefined) throw new Error('empty expression');
  return evaluateStaticExpression(expression);
}

function rejection(code: string): string {
  try {
    evaluate(code);
  } catch (error) {
    if (error instanceof UnsupportedExpressionError) return error.node.type;
    throw error;
  }
  throw new Error(`{${code}} was accepted`);
}

describe('evaluateStaticExpression', () => {
  it('accepts literals', () => {
    expect(evaluate("'single'")).toBe('single');
    expect(evaluate('"double"')).toBe('double');
    expect(evaluate('42')).toBe(42);
    expect(evaluate('1.5e3')).toBe(1500);
    expect(evaluate('true')).toBe(true);
    expect(evaluate('null')).toBe(null);
    expect(evaluate('undefined')).toBe(undefined);
  });

  it('accepts negative and explicitly positive numbers, and negation', () => {
    expect(evaluate('-1')).toBe(-1);
    expect(evaluate('+2')).toBe(2);
    expect(evaluate('!true')).toBe(false);
  });

  it('accepts template strings without placeholders, with escapes applied', () => {
    expect(evaluate('`line one\\nline two`')).toBe('line one\nline two');
  });

  it('accepts nested arrays and objects, with identifier, string and number keys', () => {
    expect(evaluate("[{ value: 'npm', 'label': 'NPM', 1: [true, -3] }, []]")).toEqual([{ value: 'npm', label: 'NPM', 1: [true, -3] }, []]);
  });

  it('rejects calls, identifiers and member access', () => {
    expect(rejection('foo()')).toBe('CallExpression');
    expect(rejection('props')).toBe('Identifier');
    expect(rejection('props.title')).toBe('MemberExpression');
  });

  it('rejects template placeholders', () => {
    expect(rejection('`hello ${name}`')).toBe('TemplateLiteral');
  });

  it('rejects spreads in arrays and objects, and array holes', () => {
    expect(rejection('[...items]')).toBe('SpreadElement');
    expect(rejection('{ ...defaults }')).toBe('SpreadElement');
    expect(rejection('[1, , 2]')).toBe('ArrayExpression');
  });

  it('rejects regular expressions', () => {
    expect(rejection('/ab+c/i')).toBe('Literal');
  });

  it('rejects computed keys, methods, getters and shorthand identifiers', () => {
    expect(rejection('{ [key]: 1 }')).toBe('Property');
    expect(rejection('{ run() {} }')).toBe('Property');
    expect(rejection('{ get x() { return 1 } }')).toBe('Property');
    expect(rejection('{ value }')).toBe('Identifier');
  });

  it('rejects operators other than sign and negation, and functions', () => {
    expect(rejection('1 + 2')).toBe('BinaryExpression');
    expect(rejection("-'a'")).toBe('UnaryExpression');
    expect(rejection('typeof x')).toBe('Identifier');
    expect(rejection('() => 1')).toBe('ArrowFunctionExpression');
  });

  it('names the node type in the error message', () => {
    expect(() => evaluate('foo()')).toThrow('CallExpression cannot be evaluated at build time');
  });
});

describe('programExpression', () => {
  it('returns undefined for a comment-only expression', () => {
    const node = mdxParser.parse('{/* just a comment */}').children[0] as MdxFlowExpression;
    expect(programExpression(node.data!.estree!)).toBeUndefined();
  });

  it('returns the single expression of {…}', () => {
    const node = mdxParser.parse("{'x'}").children[0] as MdxFlowExpression;
    expect(programExpression(node.data!.estree!)).toMatchObject({ type: 'Literal', value: 'x' });
  });
});
