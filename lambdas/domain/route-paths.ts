/** Route path templates (`/orgunit/{id}`): their parameter names, and matching a concrete path. */

/** The names of a route template's path parameters, in order (`{id}` → `id`). */
export function pathParameterNames(template: string): string[] {
  return template.split('/').flatMap((part) => /^\{(.+)\}$/.exec(part)?.[1] ?? []);
}

/** Percent-decodes a path segment; a broken escape is kept as sent (and fails any id schema). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches a concrete path (`/orgunit/ou-1`) to a route path template and its parameters. */
export function matchPath(template: string, concrete: string): Record<string, string> | undefined {
  const templateParts = template.split('/').filter(Boolean);
  const concreteParts = concrete.split('/').filter(Boolean);
  if (templateParts.length !== concreteParts.length) return undefined;
  const parameters: Record<string, string> = {};
  for (const [index, part] of templateParts.entries()) {
    const value = concreteParts[index] as string;
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name) parameters[name] = decodeSegment(value);
    else if (part !== value) return undefined;
  }
  return parameters;
}
