/** Plain HTTP calls to the local API, as the console makes them. */
import type { PlatformFacts } from './platform-process';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function callApi(
  facts: PlatformFacts,
  path: string,
  options: {
    method?: string;
    token?: string;
    headers?: Record<string, string>;
    body?: unknown;
  } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  if (options.token) headers.Authorization = options.token;
  const response = await fetch(`${facts.urls.api}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}
