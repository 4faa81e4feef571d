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

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f]/g;
// eslint-disable-next-line no-control-regex -- all of C0 but tab, line feed and carriage return
const CONTROL_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Parsed JSON, form and query objects (the query parser's have a prototype of their own); bytes are not walked. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** Where a value sits, as a chain to its parent: no copying of paths while walking a deeply nested body. */
interface Place {
  key: string;
  parent: Place | undefined;
}

function dotted(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path ("items.2.name") of the first string, or object key, holding a control character it may not.
 * Walks with a stack of its own, not recursion: a body of a million nested arrays must not overflow the call stack.
 */
function firstControlCharacter(root: unknown, multiLine: readonly string[]): string | undefined {
  const pending: Array<{ value: unknown; place: Place | undefined }> = [{ value: root, place: undefined }];
  while (pending.length > 0) {
    const { value, place } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.search(ANY_CONTROL) === -1) continue;
      const field = dotted(place);
      if (!multiLine.includes(field) || value.search(CONTROL_BESIDES_LINE_BREAKS) !== -1) return field;
      continue;
    }
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : isRecord(value) ? Object.entries(value) : [];
    for (const [key] of entries) {
      // A key is named in the answer, so its own control characters are shown as U+FFFD.
      const shown = key.replace(ANY_CONTROL, '\ufffd');
      if (shown !== key) return dotted({ key: shown, parent: place });
    }
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, place: { key, parent: place } });
    }
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
      const field = firstControlCharacter(part, multiLine);
      if (field !== undefined) throw new AppError('VALIDATION_FAILED', `${field || 'body'}: must not contain control characters`);
    }
  });
}
