/** The access Lambda: why a person may or may not (the explainer), and who has access to a unit. */
import { createResourceHandler } from '../shared/router';

export const handler = createResourceHandler('access', {});
