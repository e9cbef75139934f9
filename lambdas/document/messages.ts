/** Texts the document API sends back. */
export const DOCUMENT_MESSAGES = {
  tooLarge: (limit: number) => `Documents are at most ${limit} bytes`,
} as const;
