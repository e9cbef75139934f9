/** How many children the unit home lists before pointing to the full list. */
export const GLANCE_SIZE = 5;
