/**
 * zod/mini schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Recursive schemas
 * become named components: a `$ref` inside an OpenAPI document resolves against the whole
 * document, so `#` or `#/$defs/…` inside an operation's schema would point at the wrong place.
 */
import * as z from 'zod/mini';

import { orgPlanNodeSchema } from '../lambdas/domain/schemas/orgplan';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Schemas that refer to themselves, each with the component name it gets in the document. */
const NAMED_SCHEMAS: ReadonlyArray<readonly [string, z.ZodMiniType]> = [
  ['OrgPlanNode', orgPlanNodeSchema],
];

const COMPONENT_PREFIX = '#/components/schemas/';

function namedSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of NAMED_SCHEMAS) registry.add(schema, { id });
  return registry;
}

const registry = namedSchemaRegistry();

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** The same JSON with every `$ref` that starts with `from` starting with `to` instead. */
export function withRefPrefix<Value>(value: Value, from: string, to: string): Value {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) =>
        key === '$ref' && typeof child === 'string' && child.startsWith(from)
          ? [key, `${to}${child.slice(from.length)}`]
          : [key, rewrite(child)],
      ),
    );
  };
  return rewrite(value) as Value;
}

/** The same JSON with every `#/$defs/<name>` reference pointing at `#/components/schemas/<name>`. */
function pointRefsAtComponents(value: Json): Json {
  return withRefPrefix(value, '#/$defs/', COMPONENT_PREFIX);
}

/**
 * JSON Schema of a zod/mini schema. Definitions it needs (recursive schemas) are added to
 * `components` (the document's `components.schemas`) and referred to from there.
 */
export function jsonSchemaOf(
  schema: z.ZodMiniType,
  io: 'input' | 'output',
  components: JsonObject = {},
): JsonObject {
  const converted = toJson(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      metadata: registry,
    }),
  ) as JsonObject;
  delete converted.$schema;
  const definitions = (converted.$defs ?? {}) as JsonObject;
  delete converted.$defs;
  for (const [name, definition] of Object.entries(definitions)) {
    if (name.startsWith('__schema')) {
      throw new Error(
        `A recursive schema has no name: add it to NAMED_SCHEMAS in scripts/openapi-json-schema.ts`,
      );
    }
    components[name] = pointRefsAtComponents(definition);
  }
  return pointRefsAtComponents(converted) as JsonObject;
}
