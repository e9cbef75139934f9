/**
 * An environment's regional stack and its nested stacks as one template, as if they were one
 * stack: each nested stack's parameters replaced by the values the parent passes, and each
 * parent reference to a nested output by the output's value. Invariants ("every method has an
 * authorizer", "every function is arm64") then hold for everything the environment deploys in its
 * region, wherever a resource sits; the resource limit is checked per real stack.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

import { nestedStacksOf } from '../../lib/platform-app';

type Json = unknown;
interface TemplateJson {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, { Type: string; Properties?: Record<string, Json> }>;
  Outputs?: Record<string, { Value: Json }>;
}

function replaced(value: Json, replace: (node: Record<string, Json>) => Json | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => replaced(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, Json>;
  const replacement = replace(node);
  if (replacement !== undefined) return replacement;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replaced(v, replace)]));
}

export function flattenedTemplate(stack: Stack): Template {
  const parent = Template.fromStack(stack).toJSON() as TemplateJson;
  for (const nested of nestedStacksOf(stack)) {
    const child = Template.fromStack(nested).toJSON() as TemplateJson;
    const resourceId = stack.resolve(nested.nestedStackResource?.logicalId) as string;
    const passed = (parent.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<
      string,
      Json
    >;
    const inParent = (value: Json): Json =>
      replaced(value, (node) =>
        typeof node.Ref === 'string' && node.Ref in passed ? passed[node.Ref] : undefined,
      );
    const outputs = Object.fromEntries(
      Object.entries(child.Outputs ?? {}).map(([name, output]) => [name, inParent(output.Value)]),
    );
    const fromChild = inParent(child.Resources) as TemplateJson['Resources'];
    parent.Resources = replaced({ ...parent.Resources, ...fromChild }, (node) => {
      const getAtt = node['Fn::GetAtt'];
      if (!Array.isArray(getAtt) || getAtt[0] !== resourceId) return undefined;
      return outputs[String(getAtt[1]).replace(/^Outputs\./, '')];
    }) as TemplateJson['Resources'];
  }
  return Template.fromJSON(parent);
}
