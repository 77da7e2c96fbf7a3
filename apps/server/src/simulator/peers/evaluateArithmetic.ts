/**
 * Shell arithmetic (`$(( … ))`) over whole numbers: + - * / % and parentheses, unary signs,
 * and variable names (a missing or non-numeric one is 0, as in ash). Throws an Error with
 * ash's wording on a syntax error or a division by zero.
 */
export function evaluateArithmetic(expression: string, variables: Record<string, string>): number {
  const tokens = expression.match(/\d+|[A-Za-z_][A-Za-z0-9_]*|[-+*/%()]|\S/g) ?? [];
  let index = 0;
  const fail = (): never => {
    throw new Error(`arithmetic syntax error: "${expression.trim()}"`);
  };
  const peek = () => tokens[index];

  const primary = (): number => {
    const token = tokens[index++];
    if (token === undefined) return fail();
    if (token === '(') {
      const value = sum();
      if (tokens[index++] !== ')') fail();
      return value;
    }
    if (token === '-') return -primary();
    if (token === '+') return primary();
    if (/^\d+$/.test(token)) return Number(token);
    if (/^[A-Za-z_]/.test(token)) {
      const value = Number.parseInt(variables[token] ?? '0', 10);
      return Number.isNaN(value) ? 0 : value;
    }
    return fail();
  };
  const product = (): number => {
    let value = primary();
    for (let op = peek(); op === '*' || op === '/' || op === '%'; op = peek()) {
      index += 1;
      const right = primary();
      if (op !== '*' && right === 0) throw new Error('arithmetic: division by zero');
      value = op === '*' ? value * right : op === '/' ? Math.trunc(value / right) : value % right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      index += 1;
      value = op === '+' ? value + product() : value - product();
    }
    return value;
  };

  if (tokens.length === 0) return 0;
  const value = sum();
  if (index < tokens.length) fail();
  return value;
}
