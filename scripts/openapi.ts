/** `npm run openapi`: writes docs/openapi.json from the route table and the route schemas. */
import fs from 'node:fs';
import path from 'node:path';

import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-document';

fs.writeFileSync(OPENAPI_FILE, renderOpenApiDocument());
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
