/**
 * Evaluates the JavaScript expressions MDX allows in attributes and text,
 * without running any code: only literal data (strings, numbers, booleans,
 * null, arrays, plain objects, template strings without placeholders) is
 * accepted. docs-gen renders MDX as data, so a page can never execute code at
 * build time, and the result is the same on every machine.
 */
import type { Expression, Node as EstreeNode, Program } from 'estree';

export class UnsupportedExpressionError extends Error {
  constructor(readonly node: EstreeNode) {
    super(`${node.type} cannot be evaluated at build time`);
  }
}

export function evaluateStaticExpression(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node && node.regex) throw new UnsupportedExpressionError(node);
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length > 0) throw new UnsupportedExpressionError(node);
      return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (element === null || element.type === 'SpreadElement') throw new UnsupportedExpressionError(element ?? node);
        return evaluateStaticExpression(element);
      });
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) {
          throw new UnsupportedExpressionError(property);
        }
        const key = property.key.type === 'Identifier' ? property.key.name : evaluateStaticExpression(property.key);
        result[String(key)] = evaluateStaticExpression(property.value);
      }
      return result;
    }
    case 'UnaryExpression': {
      const argument = evaluateStaticExpression(node.argument);
      if (node.operator === '-' && typeof argument === 'number') return -argument;
      if (node.operator === '+' && typeof argument === 'number') return argument;
      if (node.operator === '!') return !argument;
      throw new UnsupportedExpressionError(node);
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      throw new UnsupportedExpressionError(node);
    default:
      throw new UnsupportedExpressionError(node);
  }
}

/**
 * The expression inside `{…}` as MDX stores it (a Program of one
 * ExpressionStatement), or undefined for an empty or comment-only `{/* … *\/}`.
 */
export function programExpression(program: Program): Expression | undefined {
  const statement = program.body[0];
  if (statement === undefined) return undefined;
  if (statement.type !== 'ExpressionStatement' || program.body.length > 1) throw new UnsupportedExpressionError(statement);
  return statement.expression;
}
