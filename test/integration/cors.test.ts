/** Browsers may call the API, the Cognito proxy and the buckets from the console's origin only. */
import { LOCAL_RESOURCES } from '../../local/settings';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();
const OTHER_ORIGIN = 'http://evil.example';

function preflight(
  url: string,
  origin: string,
  method: string,
  headers: string,
): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': headers,
    },
  });
}

describe('CORS of the local platform', () => {
  const endpoints = () => [
    {
      name: 'API',
      url: `${facts.urls.api}/orgunit`,
      method: 'POST',
      headers: 'authorization,x-ouid,content-type',
    },
    {
      name: 'Cognito proxy',
      url: `${facts.urls.cognito}/`,
      method: 'POST',
      headers: 'content-type,x-amz-target',
    },
    {
      name: 'documents bucket',
      url: `${facts.urls.s3}/${LOCAL_RESOURCES.documentsBucket}/upload.png`,
      method: 'PUT',
      headers: 'content-type',
    },
  ];

  it.each(endpoints().map((endpoint) => [endpoint.name, endpoint]))(
    'lets the console origin call the %s',
    async (_name, endpoint) => {
      const response = await preflight(
        endpoint.url,
        facts.consoleOrigin,
        endpoint.method,
        endpoint.headers,
      );
      expect(response.status).toBeLessThan(300);
      // s3rver answers a preflight that matched the bucket's rule (console origin only) with `*`.
      const allowed =
        endpoint.name === 'documents bucket' ? [facts.consoleOrigin, '*'] : [facts.consoleOrigin];
      expect(allowed).toContain(response.headers.get('access-control-allow-origin'));
      const allowedHeaders = (
        response.headers.get('access-control-allow-headers') ?? ''
      ).toLowerCase();
      for (const header of endpoint.headers.split(',')) {
        expect(
          allowedHeaders === '*' ||
            allowedHeaders
              .split(',')
              .map((name) => name.trim())
              .includes(header),
        ).toBe(true);
      }
    },
  );

  it.each(endpoints().map((endpoint) => [endpoint.name, endpoint]))(
    'gives any other origin no CORS permission on the %s',
    async (_name, endpoint) => {
      const response = await preflight(
        endpoint.url,
        OTHER_ORIGIN,
        endpoint.method,
        endpoint.headers,
      );
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});
