import type { EndpointName } from '@forkcast/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Fields of prose that may run over several lines; there tab, line feed and carriage return are text.
 * Everywhere else a control character is never something a person typed.
 */
const multiLineFields: Partial<Record<EndpointName, readonly string[]>> = {
  rateRecipe: ['comments'],
};

const ANY_CONTROL = /[\u0000-\u001f]/;
const CONTROL_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The dotted path ("items.2.name") of the first string, or object key, holding a control character it may not. */
function firstControlCharacter(value: unknown, path: string[], multiLine: readonly string[]): string | undefined {
  if (typeof value === 'string') {
    const field = path.join('.');
    return (multiLine.includes(field) ? CONTROL_BESIDES_LINE_BREAKS : ANY_CONTROL).test(value) ? field : undefined;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : isRecord(value) ? Object.entries(value) : [];
  for (const [key, item] of entries) {
    // A key is named in the answer, so its own control characters are shown as U+FFFD.
    if (ANY_CONTROL.test(key)) return [...path, key.replace(new RegExp(ANY_CONTROL, 'g'), '\ufffd')].join('.');
    const found = firstControlCharacter(item, [...path, key], multiLine);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One check for every route, before its schema: a NUL or other C0 control character in a JSON or form body or in
 * the query string is a 400 naming the field (PostgreSQL cannot store NUL in text, so it used to be a 500).
 * Multipart uploads and raw bodies (webhooks) are bytes, not text, and are left alone.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const endpoint = request.routeOptions.schema?.operationId as EndpointName | undefined;
    const multiLine = (endpoint && multiLineFields[endpoint]) ?? [];
    for (const part of [request.query, request.body]) {
      const field = firstControlCharacter(part, [], multiLine);
      if (field !== undefined) throw new AppError('VALIDATION_FAILED', `${field || 'body'}: must not contain control characters`);
    }
  });
}
