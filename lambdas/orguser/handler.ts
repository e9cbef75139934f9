/** The orguser Lambda. Its routes answer 501 until their operations are added here. */
import { createResourceHandler } from '../shared/router';

export const handler = createResourceHandler('orguser', {});
