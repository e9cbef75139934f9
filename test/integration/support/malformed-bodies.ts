/**
 * Bodies broken in exactly one way, derived from the route's own JSON Schema (so a new field is
 * fuzzed without editing this file): wrong type, missing or extra field, too long, too big, not
 * JSON, not an object.
 */
import fc from 'fast-check';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
};

function wrongValueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const anyObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), {
    maxKeys: 3,
  });
  switch (schema?.type) {
    case 'array':
      return fc.oneof(fc.constant(null), fc.string(), anyObject, fc.integer());
    case 'object':
      return fc.oneof(fc.constant(null), fc.string(), fc.array(fc.integer()), fc.boolean());
    case 'string':
      return fc.oneof(
        fc.constant(null),
        fc.integer(),
        fc.boolean(),
        anyObject,
        fc.array(fc.string()),
      );
    case 'integer':
      return fc.oneof(fc.constant(null), fc.string(), fc.double({ noInteger: true }), anyObject);
    case 'number':
      return fc.oneof(fc.constant(null), fc.string(), fc.boolean(), anyObject);
    default:
      return fc.oneof(fc.constant(null), anyObject, fc.array(fc.integer()));
  }
}

export interface BrokenBody {
  how: string;
  /** The exact text sent. */
  text: string;
  /** The status the API must answer with, when only one is right. */
  status?: number;
}

/** Bodies broken in exactly one way: wrong type, missing or extra field, too long, too big, not JSON. */
export function brokenBody(
  valid: Record<string, unknown>,
  schema: JsonSchema,
): fc.Arbitrary<BrokenBody> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = schema.required ?? [];
  const limited = names.filter((name) => properties[name]?.maxLength !== undefined);
  const json = (how: string, body: unknown, status?: number): BrokenBody => ({
    how,
    text: JSON.stringify(body),
    status,
  });
  const choices: fc.Arbitrary<BrokenBody>[] = [
    fc
      .constantFrom(...names)
      .chain((name) =>
        wrongValueFor(properties[name]).map((value) =>
          json(`wrong type of ${name}`, { ...valid, [name]: value }),
        ),
      ),
    fc
      .oneof(
        fc.constantFrom('PK', 'SK', 'GSI1PK', 'entity', 'isAdmin', 'systemAdmin', 'createdBy2'),
        fc.string({ minLength: 1, maxLength: 20 }).map((name) => `x_${name}`),
      )
      .filter((name) => !names.includes(name))
      .chain((name) =>
        fc.jsonValue().map((value) => json(`extra field ${name}`, { ...valid, [name]: value })),
      ),
    fc.constantFrom('[]', '0', '"text"', 'null', 'true', '').map((text) => ({
      how: `not an object: ${text || '(empty)'}`,
      text,
      status: 400,
    })),
    fc
      .oneof(
        fc.string({ maxLength: 200 }).filter((text) => !isJson(text)),
        fc.nat({ max: 40 }).map((cut) => JSON.stringify(valid).slice(0, cut + 1)),
        fc.constant(`${JSON.stringify(valid).slice(0, -1)},}`),
      )
      .filter((text) => !isJson(text))
      .map((text) => ({ how: 'not JSON', text, status: 400 })),
    fc.integer({ min: 256 * 1024 + 1, max: 400 * 1024 }).map((size) => {
      const field = names.find((name) => properties[name]?.type === 'string') ?? 'padding';
      return json(`body of ${size} characters`, { ...valid, [field]: 'x'.repeat(size) }, 413);
    }),
  ];
  if (required.length > 0) {
    choices.push(
      fc.constantFrom(...required).map((name) => {
        const body = { ...valid };
        delete body[name];
        return json(`missing ${name}`, body);
      }),
    );
  }
  if (limited.length > 0) {
    choices.push(
      fc.constantFrom(...limited).chain((name) =>
        fc.integer({ min: 1, max: 500 }).map((extra) =>
          json(`${name} too long`, {
            ...valid,
            [name]: 'x'.repeat((properties[name]?.maxLength ?? 0) + extra),
          }),
        ),
      ),
    );
  }
  return fc.oneof(...choices);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
